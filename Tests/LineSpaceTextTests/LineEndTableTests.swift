// The line-end table (a plain text's line ends in flat arrays) gives exactly a fresh layout's
// statistics and line ranges, serves the texts it is built for, and fits a line as wide as the
// line exactly (docs/design.md, "Prepared texts").
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct LineEndTableTests {
    /// A random text in one font (so that its lines share one height and the table exists more
    /// often than not), in a random style: indents, spacings, line-height rules, alignments
    /// (justified too, which the table leaves to the line walk).
    static func randomText(_ generator: inout SeededGenerator) -> StyledText {
        let string = RandomText.make(&generator, maxPieces: 50)
        var style = ParagraphStyle(lineSpacing: [0, 0, 3.5].randomElement(using: &generator)!)
        style.alignment = ParagraphAlignment.allCases.randomElement(using: &generator)!
        style.firstLineHeadIndent = [0, 0, 12].randomElement(using: &generator)!
        style.headIndent = [0, 0, 5].randomElement(using: &generator)!
        style.tailIndent = [0, 0, -7, 150].randomElement(using: &generator)!
        style.paragraphSpacing = [0, 5].randomElement(using: &generator)!
        style.paragraphSpacingBefore = [0, 0, 2].randomElement(using: &generator)!
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: style.lineHeightMultiple = 1.4
        case 1: style.minimumLineHeight = 30
        case 2: style.maximumLineHeight = 18
        case 3: style.lineHeight = 26
        default: break
        }
        let font = [Fixtures.notoSC(), Fixtures.dejaVu(14), Fixtures.notoTC(21), Fixtures.mono()].randomElement(using: &generator)!
        return StyledText(string, attributes: TextAttributes(font: font), paragraphStyle: style)
    }

    /// Every paragraph measured, and the table of the text (nil when it has none).
    static func table(of prepared: PreparedText) -> (MeasuredParagraphs, LineEndTable?)? {
        _ = prepared.layout(LayoutOptions(width: 100))
        guard let paragraphs = prepared.paragraphs else { return nil }
        return (paragraphs, paragraphs.lineEnds)
    }

    /// The table's statistics at `options`, nil where it gives up.
    static func statistics(_ table: LineEndTable, _ options: LayoutOptions) -> LineStatistics? {
        var widest = LineWidths(width: options.resolvedWidth)
        guard let lines = table.walk(
            width: options.resolvedWidth, maximumLines: options.resolvedNumberOfLines, maximumHeight: options.resolvedHeight,
            into: &widest)
        else { return nil }
        return LineStatistics(lineCount: lines.lineCount, size: CGSize(width: widest.widest, height: lines.height), isTruncated: false)
    }

    /// The table's line ranges at `options`, nil where it gives up.
    static func ranges(_ table: LineEndTable, _ options: LayoutOptions) -> [LineRange]? {
        var ranges = LineRanges()
        guard table.walk(
            width: options.resolvedWidth, maximumLines: options.resolvedNumberOfLines, maximumHeight: options.resolvedHeight,
            into: &ranges) != nil
        else { return nil }
        return ranges.ranges
    }

    /// Over 300 random texts, styles, widths and limits: wherever the table answers, its
    /// statistics and ranges are a fresh layout's, and so are the public answers; it answers
    /// every layout that no limit ends. Not vacuous: the table exists for many texts and
    /// answers most of their layouts.
    @Test func theTableGivesAFreshLayoutsLines() {
        var built = 0, notBuilt = 0, answered = 0, gaveUp = 0
        for seed in UInt64(35_000)..<35_300 {
            var generator = SeededGenerator(seed: seed)
            let text = Self.randomText(&generator)
            let prepared = PreparedText(text)
            guard let (_, table) = Self.table(of: prepared) else { continue }
            guard let table else {
                notBuilt += 1
                continue
            }
            built += 1
            for round in 0..<6 {
                let options = LayoutOptions(
                    width: [0, 1, 30, Double.random(in: 40...400, using: &generator), 180, 260].randomElement(using: &generator)!,
                    height: [.infinity, .infinity, .infinity, 60].randomElement(using: &generator)!,
                    numberOfLines: [0, 0, 0, 1, 3].randomElement(using: &generator)!)
                let context = "seed \(seed) round \(round) \(options)"
                let fresh = TextLayout(text: text, options: options)
                let statistics = Self.statistics(table, options)
                let ranges = Self.ranges(table, options)
                // Statistics and ranges give up at the same lines.
                #expect((statistics == nil) == (ranges == nil), "\(context)")
                if let statistics, let ranges {
                    answered += 1
                    #expect(statistics == LineWalkTests.statistics(of: fresh), "\(context)")
                    LineWalkTests.expectRanges(ranges, of: fresh, context)
                } else {
                    gaveUp += 1
                    // Only a limit makes it give up.
                    #expect(options.numberOfLines > 0 || options.height.isFinite, "\(context)")
                }
                #expect(prepared.statistics(options) == LineWalkTests.statistics(of: fresh), "\(context)")
                LineWalkTests.expectRanges(prepared.lineRanges(options), of: fresh, context)
            }
        }
        #expect(built > 100 && notBuilt > 30, "built \(built), not built \(notBuilt)")
        #expect(answered > gaveUp, "answered \(answered), gave up \(gaveUp)")
    }

    /// Comment-length texts in several scripts, as the resize bench lays them out: each has a
    /// table, which answers at the bench's widths exactly as a fresh layout.
    @Test func commentsAreWalkedByTheTable() throws {
        var generator = SeededGenerator(seed: 350)
        for round in 0..<40 {
            let string = RandomText.comment(&generator, newLines: round % 5 == 0)
            let style = ParagraphStyle(lineSpacing: Double(round % 3))
            let text = StyledText(string, attributes: TextAttributes(font: Fixtures.dejaVu(15)), paragraphStyle: style)
            let prepared = PreparedText(text)
            let table = try #require(Self.table(of: prepared)?.1, "round \(round)")
            for width in [180.0, 220, 260] {
                let options = LayoutOptions(width: width)
                let fresh = TextLayout(text: text, options: options)
                let note = "round \(round), width \(width)"
                #expect(Self.statistics(table, options) == LineWalkTests.statistics(of: fresh), "\(note)")
                LineWalkTests.expectRanges(Self.ranges(table, options) ?? [], of: fresh, note)
            }
        }
    }

    /// Texts the table leaves to the line walk: justified, balanced, a paragraph that is not
    /// plain (a tab); a line limit that ends the layout; and two fonts, which it serves with
    /// each line's own height.
    @Test func theTableIsBuiltOnlyForPlainTexts() throws {
        let font = Fixtures.dejaVu(14)
        var justified = ParagraphStyle()
        justified.alignment = .justified
        var balanced = ParagraphStyle()
        balanced.textWrap = .balance
        let texts = [
            StyledText("lorem ipsum dolor", attributes: TextAttributes(font: font), paragraphStyle: justified),
            StyledText("lorem ipsum\ndolor", attributes: TextAttributes(font: font), paragraphStyle: balanced),
            StyledText("lorem\tipsum\ndolor", attributes: TextAttributes(font: font)),
        ]
        for text in texts {
            let prepared = PreparedText(text)
            let (paragraphs, table) = try #require(Self.table(of: prepared))
            #expect(table == nil, "\(String(decoding: text.utf16, as: UTF16.self))")
            #expect(!paragraphs.paragraphs.isEmpty)
        }
        let plain = PreparedText(StyledText(String(repeating: "lorem ipsum ", count: 10), attributes: TextAttributes(font: font)))
        let table = try #require(Self.table(of: plain)?.1)
        #expect(Self.statistics(table, LayoutOptions(width: 100)) != nil)
        #expect(Self.statistics(table, LayoutOptions(width: 100, numberOfLines: 2)) == nil)
        #expect(Self.ranges(table, LayoutOptions(width: 100, height: 40)) == nil)
        #expect(Self.statistics(table, LayoutOptions(width: 100, numberOfLines: 100)) != nil)
        // Small words, then big ones on a line of their own: each line its fonts' height.
        let units = Array("small words BIG".utf16)
        let twoFonts = try StyledText(utf16: units, runs: [
            .init(range: 0..<12, attributes: TextAttributes(font: font), paragraphStyle: ParagraphStyle()),
            .init(range: 12..<15, attributes: TextAttributes(font: Fixtures.notoTC(24)), paragraphStyle: ParagraphStyle()),
        ])
        let mixed = try #require(Self.table(of: PreparedText(twoFonts))?.1)
        for width in [1.0, 60, 90, 500] {
            let options = LayoutOptions(width: width)
            let fresh = TextLayout(text: twoFonts, options: options)
            #expect(Self.statistics(mixed, options) == LineWalkTests.statistics(of: fresh), "width \(width)")
        }
        let height = { (font: Font) in Double(font.ascender + font.descender + font.lineGap) }
        let split = try #require(Self.statistics(mixed, LayoutOptions(width: 90)))
        #expect(split.lineCount == 2)
        #expect(Double(split.size.height) == height(font) + height(Fixtures.notoTC(24)))
    }

    /// DejaVu Sans Mono advances every glyph 9.6328125 pt, a binary fraction: "abcde fgh" is
    /// exactly 9 × that wide. At a width whose limit (width + `ClusterTable.tolerance`) equals
    /// that exactly, the line fits — the fit test is "wider than the limit", not "as wide" —
    /// and one unit less does not: in the table, the line walk's break index and a fresh layout.
    @Test func aLineExactlyAsWideAsItsLimitFits() throws {
        let text = StyledText("abcde fgh ij", attributes: TextAttributes(font: Fixtures.mono()))
        let prepared = PreparedText(text)
        let (paragraphs, table) = try #require(Self.table(of: prepared))
        let lineEnds = try #require(table)
        let exact = 9 * Fixtures.monoAdvance
        // The prefix sums say the same.
        let measured = try #require(paragraphs.paragraphs.first?.measured)
        #expect(measured.table.prefix(at: 9) - measured.table.prefix(at: 0) == exact)
        // The width whose limit is the line's width to the last bit, and the widest whose limit
        // is less.
        var atLimit = exact - ClusterTable.tolerance
        for _ in 0..<8 where atLimit + ClusterTable.tolerance != exact {
            atLimit = atLimit + ClusterTable.tolerance < exact ? atLimit.nextUp : atLimit.nextDown
        }
        #expect(atLimit + ClusterTable.tolerance == exact)
        var below = atLimit.nextDown
        while below + ClusterTable.tolerance >= exact { below = below.nextDown }
        let cases: [(width: Double, lines: [NSRange], widest: Double)] = [
            (exact, [NSRange(location: 0, length: 9), NSRange(location: 10, length: 2)], exact),
            (atLimit, [NSRange(location: 0, length: 9), NSRange(location: 10, length: 2)], exact),
            (below, [NSRange(location: 0, length: 5), NSRange(location: 6, length: 6)], 6 * Fixtures.monoAdvance),
        ]
        for (width, lines, widest) in cases {
            let options = LayoutOptions(width: width)
            let note = "width \(width)"
            let height = 2 * (Fixtures.monoAscender + Fixtures.monoDescender)
            let expected = LineStatistics(lineCount: 2, size: CGSize(width: widest, height: height), isTruncated: false)
            // The table.
            #expect(Self.ranges(lineEnds, options)?.map(\.range) == lines, "\(note)")
            #expect(Self.statistics(lineEnds, options) == expected, "\(note)")
            // The line walk's break index.
            var ranges = LineRanges()
            #expect(LineWalk(options: options).walk(paragraphs, into: &ranges) != nil, "\(note)")
            #expect(ranges.ranges.map(\.range) == lines, "\(note)")
            // The line filler, in a fresh layout.
            let fresh = TextLayout(text: text, options: options)
            #expect(fresh.lines.map(\.range) == lines, "\(note)")
            #expect(LineWalkTests.statistics(of: fresh) == expected, "\(note)")
        }
    }
}
