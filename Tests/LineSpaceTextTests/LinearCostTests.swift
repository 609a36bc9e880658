// Inputs that once made layout quadratic: a pile of combining marks on one base, many tabs on
// one line, many runs in a paragraph of tabs. The fixes' outcomes, checked exactly (timings
// are the benchmark's: paragraph-hostile-256k / -1m, docs/benchmark.md).
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct LinearCostTests {
    let font = Fixtures.dejaVu()

    static func paragraph(_ string: String, font: Font, style: ParagraphStyle = .default) -> MeasuredParagraph {
        let text = StyledText(string, attributes: TextAttributes(font: font), paragraphStyle: style)
        return MeasuredParagraph(
            text: text, range: 0..<text.utf16.count, style: style, language: nil, shapingLanguage: ShapingLanguage.canonical(nil), buffer: HarfBuzzBuffer(), shapingCache: nil)
    }

    @Test func aClusterLongerThanTheLimitIsShapedInPiecesButStaysOneUnit() {
        let limit = FontRuns.maximumShapedClusterLength
        // "a" and 200 acute accents: one grapheme cluster of 201 units, then " b".
        let string = "a" + String(repeating: "\u{301}", count: 200) + " b"
        let paragraph = Self.paragraph(string, font: font)
        let pieces = paragraph.runs.map(\.range).filter { $0.lowerBound < 201 }
        #expect(pieces == [0..<limit, limit..<2 * limit, 2 * limit..<3 * limit, 3 * limit..<203])
        // Shaped in pieces, broken as one cluster: no line ends inside it, even at width 0.
        let text = StyledText(string, attributes: TextAttributes(font: font))
        let narrow = TextLayout(text: text, options: LayoutOptions(width: 0))
        #expect(narrow.lines.map(\.range) == [NSRange(location: 0, length: 201), NSRange(location: 202, length: 1)])
        // A cluster within the limit is shaped whole.
        let short = Self.paragraph("a" + String(repeating: "\u{301}", count: limit - 1) + " b", font: font)
        #expect(short.runs.count == 1)
        // Cut between code points, never inside a surrogate pair (U+1D167, a combining mark
        // outside the BMP: two units each).
        let astral = "a" + String(repeating: "\u{1D167}", count: 100)
        for run in Self.paragraph(astral, font: font).runs {
            #expect(!UTF16.isTrailSurrogate(Array(astral.utf16)[run.range.lowerBound]))
        }
    }

    @Test func aPileOfMarksShapesTheSameThroughTheCache() {
        let string = "x" + String(repeating: "\u{301}\u{316}", count: 150) + " y z"
        let text = StyledText(string, attributes: TextAttributes(font: font))
        let options = LayoutOptions(width: 30)
        let uncached = ShapingCacheTests.shaping(text, options: options, cache: nil)
        let cached = ShapingCacheTests.shaping(text, options: options, cache: ShapingCache(byteLimit: 1 << 20))
        #expect(cached == uncached)
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func tabWidthsKeptAlongALineAreTheWidthsMeasuredAfresh(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = ["a", "bb", "\t", "\t", "1.5", "ש", " ", "x\ty", "😀"]
        let string = (0..<120).map { _ in pieces.randomElement(using: &generator)! }.joined()
        var style = ParagraphStyle()
        if seed % 2 == 0 {
            style.tabStops = [TextTab(.left, location: 40), TextTab(.right, location: 90),
                              TextTab(.center, location: 150), TextTab(.decimal, location: 220)]
        }
        let paragraph = Self.paragraph(string, font: font, style: style)
        for from in stride(from: 0, to: paragraph.count, by: 7) {
            var kept = MeasuredParagraph.TabPens()
            for to in from...paragraph.count {
                let fresh = paragraph.width(from: from, to: to)
                // Bit for bit: the kept pens add the same numbers in the same order.
                #expect(paragraph.width(from: from, to: to, tabPens: &kept) == fresh, "\(from)..<\(to)")
                // Past a bound, the walk may stop: infinity, never a width under the bound.
                var bounded = MeasuredParagraph.TabPens()
                let cut = paragraph.width(from: from, to: to, tabPens: &bounded, stoppingAbove: 60)
                #expect(cut == fresh || (cut == .infinity && fresh > 60), "\(from)..<\(to)")
            }
        }
    }

    @Test func aLineOfTabsWithNoBreakOpportunityFillsLikeAnyOther() {
        // Hebrew letter + tab: UAX #14 LB21a allows no break after the tab, so every line is
        // cut between clusters. Default stops every 28 pt: ten "א\t" fit in 300 pt.
        let string = String(repeating: "\u{5D0}\t", count: 200)
        let layout = TextLayout(text: StyledText(string, attributes: TextAttributes(font: font)), options: LayoutOptions(width: 300))
        // The first line: eleven letters and the ten tabs between them (280 + 11.4 pt); every
        // later one starts with a tab, so holds ten of each.
        #expect(layout.lines.map(\.range.location) == [0] + (0..<19).map { 21 + 20 * $0 })
    }
}
