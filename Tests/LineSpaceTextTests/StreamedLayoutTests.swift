// A layout read line by line (`StreamedLayout`, what `linespace measure --json` writes as it
// goes) is the whole layout: the same size, truncation, lines and fonts, to the bit.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct StreamedLayoutTests {
    /// Every line of `stream`, checking on the way that its fonts only grow, each list a
    /// prefix of the next.
    static func lines(of stream: inout StreamedLayout) -> [TextLayout.Line] {
        var lines: [TextLayout.Line] = []
        var fonts: [Font] = []
        while let line = stream.nextLine() {
            lines.append(line)
            #expect(Array(stream.fonts.prefix(fonts.count)) == fonts)
            fonts = stream.fonts
        }
        #expect(stream.nextLine() == nil)
        return lines
    }

    @Test(arguments: Array(UInt64(1)...150))
    func aStreamedLayoutIsTheWholeLayout(seed: UInt64) {
        let (text, options) = SizeOnlyMeasureTests.randomCase(seed: seed)
        let whole = TextLayout(text: text, options: options)
        var stream = Typesetter(text: text, options: options).streamed()
        #expect(stream.size == whole.size, "seed \(seed)")
        #expect(stream.isTruncated == whole.isTruncated, "seed \(seed)")
        #expect(stream.lineCount == whole.lines.count, "seed \(seed)")
        #expect(stream.width == whole.width, "seed \(seed)")
        #expect(Self.lines(of: &stream) == whole.lines, "seed \(seed)")
        #expect(stream.fonts == whole.fonts, "seed \(seed)")
    }

    @Test("a label's streamed layout is its layout: many paragraphs, limits, auto-shrink, long text")
    func aLabelsStreamedLayoutIsItsLayout() {
        let paragraph = "Line spacing done right, שלום עולם 123, مرحبا بالعالم — 如何讓你遇見我\tend.\u{2028}After a break."
        let texts = [
            "", "\n\n\n", paragraph,
            Array(repeating: paragraph, count: 40).joined(separator: "\n"),
            // Longer than a prefix's threshold: limited lines are laid out from a prefix.
            Array(repeating: paragraph, count: 300).joined(separator: " "),
        ]
        for text in texts {
            for (lines, shrinks, width) in [(0, false, 180.0), (2, false, 180), (1, true, 120), (0, false, .infinity), (3, false, .infinity)] {
                let label = Label()
                label.font = Fixtures.notoSC()
                label.text = text
                label.numberOfLines = lines
                label.adjustsFontSizeToFitWidth = shrinks
                label.minimumScaleFactor = 0.5
                label.lineSpace = 4
                let whole = label.layout(width: width, includesGlyphs: true)
                var stream = label.streamedLayout(width: width, includesGlyphs: true)
                let context = "\(text.utf16.count) units, \(lines) lines, width \(width), shrinks \(shrinks)"
                #expect(stream.size == whole.size, "\(context)")
                #expect(stream.isTruncated == whole.isTruncated, "\(context)")
                #expect(stream.fontScale == whole.fontScale, "\(context)")
                #expect(Self.lines(of: &stream) == whole.lines, "\(context)")
                #expect(stream.fonts == whole.fonts, "\(context)")
            }
        }
    }

    /// Alignments and directions that put an empty line's x and its available box elsewhere
    /// than 0 (a run's lines after its first are its first moved down).
    static let blankLineFrames: [(ParagraphAlignment, WritingDirection)] = [
        (.natural, .natural), (.center, .leftToRight), (.right, .natural), (.natural, .rightToLeft), (.justified, .rightToLeft),
    ]

    @Test("blank lines are kept as runs and given back as the whole layout places them",
          arguments: blankLineFrames.indices)
    func blankLinesAreRuns(frame: Int) throws {
        let font = Fixtures.dejaVu()
        let big = Fixtures.notoSC()
        var style = ParagraphStyle(lineSpacing: 0.3, firstLineHeadIndent: 7)
        style.paragraphSpacing = 1.1
        style.paragraphSpacingBefore = 0.7
        style.headIndent = 3
        style.tailIndent = -5
        (style.alignment, style.baseWritingDirection) = Self.blankLineFrames[frame]
        let blank = String(repeating: "\n", count: 3_000)
        let mixed = "a" + String(repeating: "\n", count: 500) + String(repeating: "\r\n", count: 500) + "b\u{2028}\n"
            + String(repeating: "\u{2029}", count: 300) + "c\n\n"
        for string in [blank, mixed, "x" + blank + "y"] {
            let utf16 = Array(string.utf16)
            let half = utf16.count / 2
            // Two attribute runs: the blank lines of each share their own empty paragraph.
            let runs = [
                StyledText.Run(range: 0..<half, attributes: TextAttributes(font: font), paragraphStyle: style),
                StyledText.Run(range: half..<utf16.count, attributes: TextAttributes(font: big), paragraphStyle: style),
            ]
            let text = try StyledText(utf16: utf16, runs: runs)
            for width in [200.0, 1] {
                let options = LayoutOptions(width: width, includesGlyphs: true)
                let whole = TextLayout(text: text, options: options)
                var stream = Typesetter(text: text, options: options).streamed()
                #expect(stream.keptPlacedLines < 16, "\(stream.keptPlacedLines) placed lines kept of \(whole.lines.count)")
                #expect(stream.size == whole.size)
                #expect(stream.lineCount == whole.lines.count)
                #expect(Self.lines(of: &stream) == whole.lines)
                #expect(stream.fonts == whole.fonts)
            }
        }
    }
}
