// A prepared text laid out at any width gives exactly what a fresh layout gives: the layout,
// its statistics and its line ranges, from any thread.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct PreparedTextTests {
    /// A random styled text: up to three attribute runs (fonts, letter spacing) over random
    /// mixed-script text, one paragraph style (alignment, break mode, spacing, indents).
    static func randomText(_ generator: inout SeededGenerator) -> StyledText {
        let string = RandomText.make(&generator, maxPieces: 60)
        let units = Array(string.utf16)
        var style = ParagraphStyle(lineSpacing: Double.random(in: 0...8, using: &generator))
        style.alignment = ParagraphAlignment.allCases.randomElement(using: &generator)!
        style.lineBreakMode = LineBreakMode.allCases.randomElement(using: &generator)!
        style.firstLineHeadIndent = [0, 12].randomElement(using: &generator)!
        style.paragraphSpacing = [0, 5].randomElement(using: &generator)!
        let fonts = [Fixtures.notoSC(), Fixtures.dejaVu(14), Fixtures.notoTC(21)]
        var runs: [StyledText.Run] = []
        var start = 0
        while start < units.count || runs.isEmpty {
            var end = min(units.count, start + Int.random(in: 1...max(1, units.count), using: &generator))
            while end < units.count && UTF16.isTrailSurrogate(units[end]) { end += 1 }
            let spacing = Bool.random(using: &generator) ? 0 : Double.random(in: -1...3, using: &generator)
            runs.append(.init(
                range: start..<end, attributes: TextAttributes(font: fonts.randomElement(using: &generator)!, letterSpacing: spacing),
                paragraphStyle: style))
            start = end
        }
        return try! StyledText(utf16: units, runs: runs)
    }

    static func randomOptions(_ generator: inout SeededGenerator) -> LayoutOptions {
        LayoutOptions(
            width: [1, 40, 120, 220, 400, .infinity].randomElement(using: &generator)!,
            height: [.infinity, .infinity, 60, 150].randomElement(using: &generator)!,
            numberOfLines: [0, 0, 1, 2, 3].randomElement(using: &generator)!)
    }

    static func expectSame(_ a: TextLayout, _ b: TextLayout, _ context: String) {
        #expect(a.size == b.size && a.isTruncated == b.isTruncated, "\(context)")
        #expect(a.lines.map(\.ranges) == b.lines.map(\.ranges), "\(context)")
        #expect(a.lines.map(\.rect) == b.lines.map(\.rect), "\(context)")
        #expect(a.lines.map(\.baseline) == b.lines.map(\.baseline), "\(context)")
        #expect(a.lines.map { $0.glyphRuns.map(\.glyphs) } == b.lines.map { $0.glyphRuns.map(\.glyphs) }, "\(context)")
        #expect(a.lines.map { $0.glyphRuns.map(\.positions) } == b.lines.map { $0.glyphRuns.map(\.positions) }, "\(context)")
        #expect(a.fonts == b.fonts, "\(context)")
    }

    @Test(arguments: Array(UInt64(1_000)...UInt64(1_039)))
    func everyWidthGivesAFreshLayout(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let text = Self.randomText(&generator)
        let prepared = PreparedText(text)
        for round in 0..<6 {
            let options = Self.randomOptions(&generator)
            let context = "seed \(seed) round \(round) \(options)"
            let fresh = TextLayout(text: text, options: options)
            Self.expectSame(prepared.layout(options), fresh, context)
            let statistics = prepared.statistics(options)
            #expect(statistics == LineStatistics(lineCount: fresh.lines.count, size: fresh.size, isTruncated: fresh.isTruncated), "\(context)")
            let ranges = prepared.lineRanges(options)
            #expect(ranges.map(\.range) == fresh.lines.map(\.range), "\(context)")
            #expect(ranges.map(\.ranges) == fresh.lines.map(\.ranges), "\(context)")
            #expect(ranges.map(\.hasEllipsis) == fresh.lines.map(\.hasEllipsis), "\(context)")
            #expect(ranges.map(\.paragraphIndex) == fresh.lines.map(\.paragraphIndex), "\(context)")
        }
    }

    @Test func aLocaleOtherThanThePreparedOneLaysOutAfresh() {
        let text = StyledText("直骨角 today", attributes: TextAttributes(font: Fixtures.notoSC()))
        let prepared = PreparedText(text)
        #expect(prepared.locale == nil)
        let japanese = LayoutOptions(width: 300, locale: "ja")
        Self.expectSame(prepared.layout(japanese), TextLayout(text: text, options: japanese), "ja")
        let glyphs = { (layout: TextLayout) in layout.lines.flatMap(\.glyphRuns).map(\.glyphs) }
        #expect(glyphs(prepared.layout(japanese)) != glyphs(prepared.layout(LayoutOptions(width: 300))))
    }

    /// Statistics and line ranges under another locale are that locale's (here: no
    /// hyphenation dictionary, so a long word is cut between clusters), not the prepared ones.
    @Test func statisticsInAnotherLocaleAreThatLocales() {
        var style = ParagraphStyle()
        style.hyphenationFactor = 1
        let text = StyledText(
            "Internationalization notwithstanding extraordinary", attributes: TextAttributes(font: Fixtures.dejaVu(15)),
            paragraphStyle: style)
        let prepared = PreparedText(text)
        for locale in ["ja", "de", "en"] {
            let options = LayoutOptions(width: 120, locale: locale)
            let fresh = TextLayout(text: text, options: options)
            #expect(prepared.statistics(options) == LineStatistics(lineCount: fresh.lines.count, size: fresh.size, isTruncated: false), "\(locale)")
            #expect(prepared.lineRanges(options).map(\.range) == fresh.lines.map(\.range), "\(locale)")
        }
        let japanese = TextLayout(text: text, options: LayoutOptions(width: 120, locale: "ja"))
        #expect(japanese.lines.map(\.range) != TextLayout(text: text, options: LayoutOptions(width: 120)).lines.map(\.range))
    }

    /// A label's store measures a paragraph when a layout first reaches it, and keeps it.
    @Test func aStoreMeasuresAParagraphWhenALayoutFirstReachesIt() {
        let paragraph = String(repeating: "如何讓你遇見我，", count: 10)
        let text = StyledText(Array(repeating: paragraph, count: 5).joined(separator: "\n"), attributes: TextAttributes(font: Fixtures.notoSC()))
        let store = ParagraphStore(text, locale: nil)
        #expect(store.byteCount == 0)
        _ = store.statistics(LayoutOptions(width: 100, numberOfLines: 1))
        let one = store.byteCount
        #expect(one > 0)
        _ = store.layout(LayoutOptions(width: 100))
        // Statistics keep the paragraphs' list for line walks (a few bytes per paragraph).
        _ = store.statistics(LayoutOptions(width: 100))
        let all = store.byteCount
        #expect(all > 4 * one)
        // Laid out again at other widths: nothing more to measure.
        let counter = WorkCounter()
        WorkCounter.$current.withValue(counter) {
            for width in [80.0, 150, 333] { _ = store.statistics(LayoutOptions(width: width)) }
        }
        #expect(counter.shapings == 0 && counter.breakIterators == 0)
        #expect(store.byteCount == all)
    }

    /// A prepared text measures every paragraph when it is made: later layouts, statistics and
    /// ranges at any width and limit shape nothing, break nothing and keep nothing more.
    @Test func preparingMeasuresEveryParagraphOnce() {
        let paragraph = String(repeating: "如何讓你遇見我，", count: 10)
        let text = StyledText(Array(repeating: paragraph, count: 5).joined(separator: "\n"), attributes: TextAttributes(font: Fixtures.notoSC()))
        let prepared = PreparedText(text)
        #expect(prepared.paragraphs?.paragraphs.count == 5)
        // What a store holds once a layout has reached every paragraph.
        let all = prepared.byteCount
        let store = ParagraphStore(text, locale: nil)
        _ = store.layout(LayoutOptions(width: 100))
        _ = store.statistics(LayoutOptions(width: 100))
        #expect(all == store.byteCount)
        let later = WorkCounter()
        WorkCounter.$current.withValue(later) {
            for width in [80.0, 150, 333] {
                _ = prepared.statistics(LayoutOptions(width: width))
                _ = prepared.lineRanges(LayoutOptions(width: width, numberOfLines: 2))
                _ = prepared.layout(LayoutOptions(width: width, numberOfLines: 3))
            }
        }
        #expect(later.shapings == 0 && later.breakIterators == 0)
        #expect(prepared.byteCount == all)
    }

    /// One prepared text laid out by several threads at once gives what it gives alone.
    @Test func threadsShareOnePreparedText() async {
        var generator = SeededGenerator(seed: 77)
        let texts = (0..<8).map { _ in Self.randomText(&generator) }
        let widths = [60.0, 110, 180, 260, 420]
        let serial = texts.map { text in widths.map { TextLayout(text: text, options: LayoutOptions(width: $0)) } }
        let prepared = texts.map { PreparedText($0) }
        await withTaskGroup(of: (Int, Int, TextLayout).self) { group in
            for (t, text) in prepared.enumerated() {
                for (w, width) in widths.enumerated() {
                    group.addTask { (t, w, text.layout(LayoutOptions(width: width))) }
                }
            }
            for await (t, w, layout) in group { Self.expectSame(layout, serial[t][w], "text \(t) width \(widths[w])") }
        }
    }

    /// A line range's pieces read back as set, whatever their number, and two ranges with the
    /// same values are equal and hash alike however they were made.
    @Test func lineRangePiecesReadBackAsSet() {
        var line = LineRange(start: 4, end: 9, paragraphIndex: 1)
        #expect(line.ranges == [NSRange(location: 4, length: 5)])
        #expect(LineRange(start: 4, end: 4, paragraphIndex: 0).ranges.isEmpty)
        let two = [NSRange(location: 4, length: 2), NSRange(location: 8, length: 1)]
        line.ranges = two
        #expect(line.ranges == two)
        line.range = NSRange(location: 0, length: 1)
        #expect(line.ranges == two)
        line.ranges = [NSRange(location: 7, length: 1)]
        #expect(line.ranges == [NSRange(location: 7, length: 1)])
        line.ranges = []
        #expect(line.ranges.isEmpty)
        var made = LineRange(start: 4, end: 9, paragraphIndex: 1)
        var set = LineRange(start: 4, end: 4, paragraphIndex: 1)
        set.range = NSRange(location: 4, length: 5)
        set.ranges = [NSRange(location: 4, length: 5)]
        #expect(made == set && made.hashValue == set.hashValue)
        made.ranges = two
        #expect(made != set)
    }
}
