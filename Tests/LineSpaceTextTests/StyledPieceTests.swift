// Styled pieces: markup's parse result, read into StyledText directly or through an
// AttributedString, must give the same text and runs.
import Foundation
import Testing
@testable import LineSpaceText

@Suite("Styled pieces")
struct StyledPieceTests {
    static let base = Fixtures.dejaVu(17)

    /// Random well-formed markup: nested elements, spans with attributes, entities, and
    /// combining marks and emoji that straddle element edges.
    static func randomMarkup(using generator: inout some RandomNumberGenerator) -> String {
        let texts = ["a", "e", "\u{301}", "中文", " ", "😀", "\u{1F3FD}", "&amp;", "&#x301;", "\n", "\t", "b c", "עב", "1"]
        let opens = [
            ("<b>", "</b>"), ("<i>", "</i>"), ("<u>", "</u>"), ("<s>", "</s>"),
            ("<span color='#D00000'>", "</span>"), ("<span background='#00FF0080'>", "</span>"),
            ("<span size='24pt'>", "</span>"), ("<span letter_spacing='1536'>", "</span>"),
            ("<span underline='double' underline_color='#0000FF'>", "</span>"),
            ("<span strikethrough='thick'>", "</span>"), ("<span font='DejaVu Serif' weight='bold'>", "</span>"),
        ]
        var markup = ""
        var stack: [String] = []
        for _ in 0..<Int.random(in: 0...16, using: &generator) {
            switch Int.random(in: 0..<3, using: &generator) {
            case 0 where stack.count < 4:
                let (open, close) = opens.randomElement(using: &generator)!
                markup += open
                stack.append(close)
            case 1 where !stack.isEmpty:
                markup += stack.removeLast()
            default:
                markup += texts.randomElement(using: &generator)!
            }
        }
        return markup + stack.reversed().joined()
    }

    @Test("markup's pieces give the StyledText its AttributedString gives")
    func piecesMatchAttributedString() throws {
        var generator = SystemRandomNumberGenerator()
        let defaults = TextAttributes(font: Self.base, color: Color(rgb: 0x336699), letterSpacing: 0.5)
        let style = ParagraphStyle(lineSpacing: 7)
        for _ in 0..<400 {
            let markup = Self.randomMarkup(using: &generator)
            var parser = MarkupParser(markup: markup, baseFont: Self.base)
            let pieces = try parser.parse()
            let attributed = try AttributedString(markup: markup, baseFont: Self.base)
            let viaPieces = StyledText(pieces: pieces, defaults: defaults, paragraphStyle: style)
            let viaAttributed = StyledText(attributed, defaults: defaults, paragraphStyle: style)
            #expect(viaPieces == viaAttributed, "\(markup)")
            #expect(AttributedString(pieces: pieces) == attributed, "\(markup)")
            #expect(pieces.map(\.text).joined() == String(attributed.characters))
        }
    }
}
