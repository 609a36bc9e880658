// A line's public glyph runs: one per font, colour, decoration, baseline shift and direction,
// whatever the scripts and attribute runs shaping split the text into.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct GlyphRunJoiningTests {
    /// "在 Debian 这种规模": Han, Latin and Han again are shaped as three runs, shown as one.
    /// Its clusters are the text's units in order, its x positions the running sum of its
    /// advances, which add up to the line's width.
    @Test(arguments: [0.0, 1.5])
    func aLatinWordInAChineseLineIsOneRun(letterSpacing: Double) {
        let text = "在 Debian 这种规模"
        let layout = Fixtures.layout(text, font: Fixtures.notoSC(), width: .infinity, letterSpacing: letterSpacing)
        let line = layout.lines[0]
        #expect(line.glyphRuns.count == 1)
        let run = line.glyphRuns[0]
        #expect(run.range == NSRange(location: 0, length: text.utf16.count))
        #expect(run.clusters == Array(0..<text.utf16.count))
        var pen = 0.0
        for (position, advance) in zip(run.positions, run.advances) {
            #expect(abs(Double(position.x) - pen) < 1e-9)
            pen += Double(advance)
        }
        #expect(abs(pen - Double(line.rect.width)) < 1e-9)
    }

    /// Attribute runs the public run does not show (letter spacing) are joined; a colour,
    /// a baseline shift or a decoration starts a new run.
    @Test func attributesARunShowsSplitIt() {
        let font = Fixtures.dejaVu(20)
        func runs(_ second: TextAttributes) -> [NSRange] {
            let text = try! StyledText(utf16: Array("abcdef".utf16), runs: [
                StyledText.Run(range: 0..<3, attributes: TextAttributes(font: font)),
                StyledText.Run(range: 3..<6, attributes: second),
            ])
            return TextLayout(text: text, options: LayoutOptions(width: .infinity)).lines[0].glyphRuns.map(\.range)
        }
        let joined = [NSRange(location: 0, length: 6)]
        let split = [NSRange(location: 0, length: 3), NSRange(location: 3, length: 3)]
        #expect(runs(TextAttributes(font: font)) == joined)
        #expect(runs(TextAttributes(font: font, letterSpacing: 2)) == joined)
        #expect(runs(TextAttributes(font: font, color: Color(rgb: 0xFF0000))) == split)
        #expect(runs(TextAttributes(font: font, baselineOffset: 3)) == split)
        #expect(runs(TextAttributes(font: font, decoration: TextDecoration(underline: TextLine()))) == split)
        #expect(runs(TextAttributes(font: Fixtures.dejaVu(21))) == split)
    }

    /// The ellipsis stays a run of its own, even in the line's font and colour.
    @Test func theEllipsisIsItsOwnRun() {
        let layout = Fixtures.layout("abc def ghi jkl", font: Fixtures.dejaVu(20), style: ParagraphStyle(lineBreakMode: .byTruncatingTail), width: 90, lines: 1)
        let runs = layout.lines[0].glyphRuns
        #expect(runs.map(\.isEllipsis) == [false, true])
    }
}

extension GlyphRunJoiningTests {
    /// The ellipsis remembered from the last truncation serves only the same font, language and
    /// letter spacing: alternating fonts and spacings, each line gets its own.
    @Test func eachTruncationGetsItsOwnFontsEllipsis() {
        let style = ParagraphStyle(lineBreakMode: .byTruncatingTail)
        let cases: [(Font, Double)] = [
            (Fixtures.dejaVu(20), 0), (Fixtures.notoSC(17), 0), (Fixtures.dejaVu(20), 0), (Fixtures.dejaVu(20), 3),
            (Fixtures.dejaVu(30), 0), (Fixtures.dejaVu(20), 0),
        ]
        for (font, spacing) in cases {
            let layout = Fixtures.layout("abc def ghi jkl mno", font: font, style: style, width: 120, lines: 1, letterSpacing: spacing)
            let runs = layout.lines[0].glyphRuns
            guard let ellipsis = runs.last, ellipsis.isEllipsis else {
                Issue.record("no ellipsis for \(font) spacing \(spacing)")
                continue
            }
            #expect(ellipsis.font == font, "\(font) spacing \(spacing)")
            // U+2026 alone: its advance is the font's, its painted advance the spacing-free one
            // at the line's end.
            let alone = Fixtures.layout("…", font: font, width: .infinity)
            #expect(abs(Double(ellipsis.advances.reduce(0, +)) - Double(alone.lines[0].rect.width)) < 1e-9, "\(font) spacing \(spacing)")
        }
    }
}
