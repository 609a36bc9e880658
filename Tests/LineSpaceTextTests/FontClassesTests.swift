// Font classes: the line-end table finds the height of a line whose fonts differ by one lookup,
// the height its fonts' largest metrics give (docs/design.md, "Prepared texts").
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct FontClassesTests {
    /// The height of a line showing glyphs of `fonts`: the largest ascender, descender and line
    /// gap among them, added (docs/semantics.md §2, no line-height rule set).
    static func height(of fonts: [Font]) -> Double {
        Double(fonts.map(\.ascender).max()! + fonts.map(\.descender).max()! + fonts.map(\.lineGap).max()!)
    }

    /// Latin in DejaVu Sans at 24.6 pt (the deeper descender), Chinese in Noto Sans CJK at 20 pt
    /// (the taller ascender) and emoji in a fallback font, in one paragraph: at every width,
    /// the table's height is the sum of each line's height worked out from the fonts its glyphs
    /// come from, and equals a fresh layout's. A line showing Latin and Chinese is taller than
    /// a line of either alone, so heights taken per font rather than per metric would fail.
    @Test func aLineIsAsTallAsItsFontsLargestMetrics() throws {
        let latin = Fixtures.dejaVu(24.6), chinese = Fixtures.notoTC(20)
        #expect(chinese.ascender > latin.ascender && latin.descender > chinese.descender)
        let pieces: [(String, Font)] = [
            ("ab cd ", latin), ("中文字 ", chinese), ("ef 😀 gh ", latin), ("如何讓你", chinese), (" ij 🙏🏽 kl", latin),
        ]
        var units: [UInt16] = []
        var runs: [StyledText.Run] = []
        for (string, font) in pieces {
            let start = units.count
            units += string.utf16
            runs.append(.init(range: start..<units.count, attributes: TextAttributes(font: font), paragraphStyle: ParagraphStyle()))
        }
        let text = try StyledText(utf16: units, runs: runs)
        let prepared = PreparedText(text)
        let (paragraphs, found) = try #require(LineEndTableTests.table(of: prepared))
        let table = try #require(found)
        let paragraph = try #require(paragraphs.paragraphs.first)
        let classes = try #require(FontClasses(paragraph))
        // Latin, Chinese and the emoji font.
        #expect(classes.heights.count >= 8)
        var combined = 0
        for width in stride(from: 30.0, through: 420, by: 6) {
            let options = LayoutOptions(width: width)
            let fresh = TextLayout(text: text, options: options)
            var expected = 0.0
            for line in fresh.lines {
                let lineHeight = Self.height(of: line.glyphRuns.map(\.font))
                #expect(Double(line.rect.height) == lineHeight, "width \(width), line \(line.range)")
                expected += lineHeight
                let fonts = Set(line.glyphRuns.map(\.font.family))
                if fonts.contains(latin.family) && fonts.contains(chinese.family) { combined += 1 }
            }
            let statistics = try #require(LineEndTableTests.statistics(table, options), "width \(width)")
            #expect(statistics == LineWalkTests.statistics(of: fresh), "width \(width)")
            #expect(Double(statistics.size.height) == expected, "width \(width)")
        }
        #expect(combined > 10)
        #expect(Self.height(of: [latin, chinese]) > max(Self.height(of: [latin]), Self.height(of: [chinese])))
    }

    /// A paragraph of more font classes than a bit mask holds has no table; the line walk
    /// serves it, exactly.
    @Test func aParagraphOfManyFontsIsWalkedWithoutATable() throws {
        var units: [UInt16] = []
        var runs: [StyledText.Run] = []
        for size in 0...FontClasses.maximumCount {
            let start = units.count
            units += "word \(size) ".utf16
            runs.append(.init(
                range: start..<units.count, attributes: TextAttributes(font: Fixtures.dejaVu(12 + Double(size))),
                paragraphStyle: ParagraphStyle()))
        }
        let text = try StyledText(utf16: units, runs: runs)
        let prepared = PreparedText(text)
        let (paragraphs, table) = try #require(LineEndTableTests.table(of: prepared))
        #expect(table == nil)
        let paragraph = try #require(paragraphs.paragraphs.first)
        #expect(FontClasses(paragraph) == nil)
        for width in [50.0, 120, 300] {
            let options = LayoutOptions(width: width)
            let fresh = TextLayout(text: text, options: options)
            #expect(prepared.statistics(options) == LineWalkTests.statistics(of: fresh), "width \(width)")
            LineWalkTests.expectRanges(prepared.lineRanges(options), of: fresh, "width \(width)")
        }
    }
}
