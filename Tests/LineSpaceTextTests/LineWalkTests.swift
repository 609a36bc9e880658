// The line walk (statistics and line ranges of a prepared text without building lines) gives
// exactly what a fresh layout gives, takes its fast path where it should, and gives up where
// the layout does more than fill greedy lines.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct LineWalkTests {
    /// A random text of one to three attribute runs and one or two paragraph styles, drawn from
    /// every style that changes lines or their heights.
    static func randomText(_ generator: inout SeededGenerator) -> StyledText {
        let units = Array(RandomText.make(&generator, maxPieces: 50).utf16)
        func style() -> ParagraphStyle {
            var style = ParagraphStyle(lineSpacing: [0, 0, 3.5].randomElement(using: &generator)!)
            style.alignment = ParagraphAlignment.allCases.randomElement(using: &generator)!
            style.lineBreakMode = LineBreakMode.allCases.randomElement(using: &generator)!
            style.firstLineHeadIndent = [0, 0, 12].randomElement(using: &generator)!
            style.headIndent = [0, 0, 5].randomElement(using: &generator)!
            style.tailIndent = [0, 0, -7].randomElement(using: &generator)!
            style.paragraphSpacing = [0, 5].randomElement(using: &generator)!
            style.paragraphSpacingBefore = [0, 0, 2].randomElement(using: &generator)!
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: style.lineHeightMultiple = 1.4
            case 1: style.minimumLineHeight = 30
            case 2: style.maximumLineHeight = 18
            case 3: style.lineHeight = 26
            default: break
            }
            style.hyphenationFactor = [0, 0, 0, 1].randomElement(using: &generator)!
            style.punctuationTrimming = [.none, .none, .normal].randomElement(using: &generator)!
            style.lineBreakStrategy = [[], [], .pushOut].randomElement(using: &generator)!
            style.textWrap = [.greedy, .greedy, .greedy, .greedy, .balance, .pretty].randomElement(using: &generator)!
            return style
        }
        let styles = [style(), style()]
        let fonts = [Fixtures.notoSC(), Fixtures.dejaVu(14), Fixtures.notoTC(21)]
        let sameFont = Bool.random(using: &generator)
        let font = fonts.randomElement(using: &generator)!
        var runs: [StyledText.Run] = []
        var start = 0
        while start < units.count || runs.isEmpty {
            var end = min(units.count, start + Int.random(in: 1...max(1, units.count), using: &generator))
            while end < units.count && UTF16.isTrailSurrogate(units[end]) { end += 1 }
            let spacing = Int.random(in: 0..<5, using: &generator) == 0 ? Double.random(in: -1...3, using: &generator) : 0
            runs.append(.init(
                range: start..<end,
                attributes: TextAttributes(font: sameFont ? font : fonts.randomElement(using: &generator)!, letterSpacing: spacing),
                paragraphStyle: styles.randomElement(using: &generator)!))
            start = end
        }
        return try! StyledText(utf16: units, runs: runs)
    }

    static func randomOptions(_ generator: inout SeededGenerator) -> LayoutOptions {
        LayoutOptions(
            width: [0, 1, 40, 120, 180, 220, 400, .infinity].randomElement(using: &generator)!,
            height: [.infinity, .infinity, .infinity, 60, 150].randomElement(using: &generator)!,
            numberOfLines: [0, 0, 0, 1, 2, 3, 6].randomElement(using: &generator)!)
    }

    static func statistics(of layout: TextLayout) -> LineStatistics {
        LineStatistics(lineCount: layout.lines.count, size: layout.size, isTruncated: layout.isTruncated)
    }

    static func expectRanges(_ ranges: [LineRange], of layout: TextLayout, _ context: String) {
        #expect(ranges.map(\.range) == layout.lines.map(\.range), "\(context)")
        #expect(ranges.map(\.ranges) == layout.lines.map(\.ranges), "\(context)")
        #expect(ranges.map(\.hasEllipsis) == layout.lines.map(\.hasEllipsis), "\(context)")
        #expect(ranges.map(\.paragraphIndex) == layout.lines.map(\.paragraphIndex), "\(context)")
    }

    /// Statistics and ranges, walked and public, equal a fresh layout's over random texts,
    /// styles, widths and limits; and the walk serves most of them (a walk that always gave up
    /// would pass the comparison, so how often it answers is asserted too).
    @Test(arguments: Array(UInt64(2_000)...UInt64(2_059)))
    func walkedLinesAreAFreshLayouts(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let text = Self.randomText(&generator)
        let prepared = PreparedText(text)
        // Every paragraph measured: the walk needs them all.
        _ = prepared.layout(LayoutOptions(width: 100))
        let greedy = text.runs.allSatisfy { $0.paragraphStyle.textWrap == .greedy }
        for round in 0..<12 {
            let options = Self.randomOptions(&generator)
            let context = "seed \(seed) round \(round) \(options)"
            let fresh = TextLayout(text: text, options: options)
            let statistics = Self.statistics(of: fresh)
            #expect(prepared.statistics(options) == statistics, "\(context)")
            Self.expectRanges(prepared.lineRanges(options), of: fresh, context)
            let fast = prepared.walkedStatistics(options)
            if let fast { #expect(fast == statistics, "\(context)") }
            let fastRanges = prepared.walkedLineRanges(options)
            if let fastRanges { Self.expectRanges(fastRanges, of: fresh, context) }
            // Ranges need no heights unless a height limit is set: they are walked at least as often.
            #expect(fastRanges != nil || fast == nil, "\(context)")
            // Greedy lines at a finite width that no limit cuts (as many as without limits):
            // always walked.
            if greedy && !text.utf16.isEmpty && options.width.isFinite
                && fresh.lines.count == TextLayout(text: text, options: LayoutOptions(width: options.width)).lines.count {
                #expect(fast != nil, "\(context)")
            }
        }
    }

    /// The greedy, unlimited, finite-width cases of the random differential test: the walk must
    /// serve each one (only a line that is not plain is walked glyph by glyph, inside the walk).
    @Test(arguments: Array(UInt64(3_000)...UInt64(3_029)))
    func greedyUnlimitedLinesAreAlwaysWalked(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let text = Self.randomText(&generator)
        let prepared = PreparedText(text)
        _ = prepared.layout(LayoutOptions(width: 100))
        let greedy = text.runs.allSatisfy { $0.paragraphStyle.textWrap == .greedy }
        for width in [0.0, 33, 120, 180, 260, 500] {
            let options = LayoutOptions(width: width)
            let fresh = TextLayout(text: text, options: options)
            let context = "seed \(seed) width \(width)"
            let fast = prepared.walkedStatistics(options)
            let ranges = prepared.walkedLineRanges(options)
            if greedy && !text.utf16.isEmpty {
                #expect(fast != nil && ranges != nil, "\(context)")
            }
            if let fast { #expect(fast == Self.statistics(of: fresh), "\(context)") }
            if let ranges { Self.expectRanges(ranges, of: fresh, context) }
        }
    }

    /// Three words of DejaVu Sans at a width that holds two: exact ranges, and the height and
    /// width worked out from the font's metrics and advances.
    @Test func threeWordsWorkedByHand() throws {
        let font = Fixtures.dejaVu(17)
        var style = ParagraphStyle(lineSpacing: 4)
        style.firstLineHeadIndent = 10
        let text = StyledText("lorem ipsum dolor", attributes: TextAttributes(font: font), paragraphStyle: style)
        let prepared = PreparedText(text)
        _ = prepared.layout(LayoutOptions(width: 1_000))
        let advances = try #require(TextLayout(text: text, options: LayoutOptions(width: 1_000)).lines.first?.glyphRuns.first?.advances)
        // "lorem ipsum" is units 0..<11; the space after it hangs.
        let twoWords = advances[0..<11].reduce(0, +)
        let dolor = advances[12..<17].reduce(0, +)
        let options = LayoutOptions(width: 10 + twoWords + 1)
        let ranges = try #require(prepared.walkedLineRanges(options))
        #expect(ranges.map(\.range) == [NSRange(location: 0, length: 11), NSRange(location: 12, length: 5)])
        #expect(ranges.map(\.ranges) == [[NSRange(location: 0, length: 11)], [NSRange(location: 12, length: 5)]])
        #expect(ranges.map(\.paragraphIndex) == [0, 0])
        let statistics = try #require(prepared.walkedStatistics(options))
        let lineHeight = Double(font.ascender + font.descender + font.lineGap)
        #expect(statistics.lineCount == 2)
        #expect(Double(statistics.size.height) == lineHeight + 4 + lineHeight)
        #expect(abs(statistics.size.width - max(10 + twoWords, dolor)) < 1e-9)
        #expect(!statistics.isTruncated)
    }

    /// Two paragraphs, a blank line and a hard break: ranges across paragraph separators, the
    /// empty line a U+2028 ending a paragraph opens, and heights with paragraph spacing.
    @Test func paragraphsBlankLinesAndHardBreaks() throws {
        let font = Fixtures.dejaVu(14)
        var style = ParagraphStyle(lineSpacing: 2)
        style.paragraphSpacing = 6
        style.paragraphSpacingBefore = 1
        // Units: "ab" 0..<2, \n 2, "" 3..<3, \n 3, "cd\u{2028}" 4..<7, \n 7, "e" 8..<9.
        let text = StyledText("ab\n\ncd\u{2028}\ne", attributes: TextAttributes(font: font), paragraphStyle: style)
        let prepared = PreparedText(text)
        _ = prepared.layout(LayoutOptions(width: 500))
        let options = LayoutOptions(width: 500)
        let ranges = try #require(prepared.walkedLineRanges(options))
        #expect(ranges.map(\.range) == [
            NSRange(location: 0, length: 2), NSRange(location: 3, length: 0), NSRange(location: 4, length: 2),
            NSRange(location: 7, length: 0), NSRange(location: 8, length: 1),
        ])
        #expect(ranges.map(\.paragraphIndex) == [0, 1, 2, 2, 3])
        let statistics = try #require(prepared.walkedStatistics(options))
        let line = Double(font.ascender + font.descender + font.lineGap)
        // Five lines, four gaps of line spacing, three paragraph boundaries.
        #expect(statistics.lineCount == 5)
        // Each line's top: the bottom above plus line spacing, plus paragraph spacing (after
        // and before) at a paragraph's first line.
        var bottom = line
        for startsParagraph in [true, true, false, true] {
            var top = bottom + 2
            if startsParagraph { top += 6 + 1 }
            bottom = top + line
        }
        #expect(Double(statistics.size.height) == bottom)
        #expect(statistics == Self.statistics(of: TextLayout(text: text, options: options)))
    }

    /// Runs in two fonts: each line takes the height of the fonts it shows, kept per run.
    @Test func mixedFontsGiveEachLineItsFontsHeight() throws {
        let small = Fixtures.dejaVu(12), large = Fixtures.notoTC(24)
        let units = Array("small words here BIG".utf16)
        let text = try StyledText(utf16: units, runs: [
            .init(range: 0..<17, attributes: TextAttributes(font: small), paragraphStyle: ParagraphStyle()),
            .init(range: 17..<20, attributes: TextAttributes(font: large), paragraphStyle: ParagraphStyle()),
        ])
        let prepared = PreparedText(text)
        _ = prepared.layout(LayoutOptions(width: 1_000))
        let whole = TextLayout(text: text, options: LayoutOptions(width: 1_000))
        let firstWidth = try #require(whole.lines.first?.glyphRuns.first?.advances[0..<16].reduce(0, +))
        let options = LayoutOptions(width: firstWidth + 0.5)
        let ranges = try #require(prepared.walkedLineRanges(options))
        #expect(ranges.map(\.range) == [NSRange(location: 0, length: 16), NSRange(location: 17, length: 3)])
        let statistics = try #require(prepared.walkedStatistics(options))
        let height = { (font: Font) in Double(font.ascender + font.descender + font.lineGap) }
        #expect(Double(statistics.size.height) == height(small) + height(large))
        #expect(statistics == Self.statistics(of: TextLayout(text: text, options: options)))
    }

    /// Where the walk gives up, the public answers still equal a fresh layout's.
    @Test func theWalkGivesUpWhereLayoutDoesMore() {
        let font = Fixtures.dejaVu(14)
        let words = String(repeating: "lorem ipsum dolor sit amet ", count: 8)
        var balanced = ParagraphStyle()
        balanced.textWrap = .balance
        var tail = ParagraphStyle()
        tail.lineBreakMode = .byTruncatingTail
        let cases: [(String, StyledText, LayoutOptions)] = [
            ("infinite width", StyledText(words, attributes: TextAttributes(font: font)), LayoutOptions()),
            ("balance", StyledText(words, attributes: TextAttributes(font: font), paragraphStyle: balanced), LayoutOptions(width: 150)),
            ("line limit", StyledText(words, attributes: TextAttributes(font: font), paragraphStyle: tail), LayoutOptions(width: 150, numberOfLines: 2)),
            ("height limit", StyledText(words, attributes: TextAttributes(font: font)), LayoutOptions(width: 150, height: 40)),
            ("empty", StyledText("", attributes: TextAttributes(font: font)), LayoutOptions(width: 150)),
        ]
        for (name, text, options) in cases {
            let prepared = PreparedText(text)
            _ = prepared.layout(LayoutOptions(width: 100))
            #expect(prepared.walkedStatistics(options) == nil, "\(name)")
            let fresh = TextLayout(text: text, options: options)
            #expect(prepared.statistics(options) == Self.statistics(of: fresh), "\(name)")
            Self.expectRanges(prepared.lineRanges(options), of: fresh, name)
        }
        // A limit the text stays within changes nothing: walked.
        let short = PreparedText(StyledText("lorem ipsum", attributes: TextAttributes(font: font)))
        _ = short.layout(LayoutOptions(width: 100))
        #expect(short.walkedStatistics(LayoutOptions(width: 150, height: 100, numberOfLines: 2)) != nil)
    }

    /// A store's walk gives up before its paragraphs are measured (the layout path measures
    /// them) and serves afterwards; a prepared text's serves from the start.
    @Test func theWalkServesOnceEveryParagraphIsMeasured() {
        let text = StyledText("one\ntwo\nthree", attributes: TextAttributes(font: Fixtures.dejaVu(14)))
        let options = LayoutOptions(width: 200)
        let fresh = Self.statistics(of: TextLayout(text: text, options: options))
        let store = ParagraphStore(text, locale: nil)
        #expect(store.measuredParagraphs() == nil)
        _ = store.statistics(options)
        #expect(store.measuredParagraphs()?.statistics(LineWalk(options: options)) == fresh)
        #expect(PreparedText(text).walkedStatistics(options) == fresh)
    }
}
