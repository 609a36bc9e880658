// Styled pieces: the route markup takes into a label without an AttributedString (the command's
// minimal build) must give what the AttributedString route gives.
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
            ("<span size='24'>", "</span>"), ("<span letter_spacing='1.5'>", "</span>"),
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
        let defaults = TextAttributes(font: Self.base, color: Color(hex: "#336699")!, letterSpacing: 0.5)
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

    @Test("a label given pieces lays out and reports what it does given the AttributedString")
    func labelWithPieces() throws {
        let markup = "<b>Sale</b> <s>$40</s> <span color='#D00000' size='24'>$25</span> e&#x301;中文 <u>end</u>"
        let byPieces = Label(), byAttributed = Label()
        for label in [byPieces, byAttributed] {
            label.font = Self.base
            label.lineSpace = 6
            label.numberOfLines = 0
        }
        var parser = MarkupParser(markup: markup, baseFont: Self.base)
        byPieces.setText(pieces: try parser.parse())
        byAttributed.attributedText = try AttributedString(markup: markup, baseFont: Self.base)
        #expect(byPieces.text == byAttributed.text)
        #expect(byPieces.attributedText == byAttributed.attributedText)
        for width in [40.0, 90, 1000] {
            let a = byPieces.layout(width: width), b = byAttributed.layout(width: width)
            #expect(a.size == b.size && a.lines.map(\.range) == b.lines.map(\.range), "width \(width)")
        }
        // Setting pieces replaces plain text, and plain text replaces pieces.
        byPieces.text = "plain"
        #expect(byPieces.attributedText.map { String($0.characters) } == "plain")
    }
}
