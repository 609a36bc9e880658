// The shaping cache: spliced pieces give the glyphs HarfBuzz gives the whole run, it stays
// within its memory bound, and a hit costs no shaping.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct ShapingCacheTests {
    static let fonts = [Fixtures.notoSC(), Fixtures.dejaVu(), Fixtures.mono()]

    /// Random text (Latin with ligatures, CJK, Arabic, Hebrew, emoji, controls) in up to three
    /// attribute runs of different fonts and letter spacings, reproducible from `seed`.
    static func randomText(seed: UInt64) -> (text: StyledText, options: LayoutOptions) {
        var generator = SeededGenerator(seed: seed)
        let utf16 = Array(RandomText.make(&generator, maxPieces: 60).utf16)
        var style = ParagraphStyle(lineSpacing: 2)
        style.baseWritingDirection = WritingDirection.allCases.randomElement(using: &generator)!
        let runs = RandomText.runs(count: utf16.count, style: style, fonts: fonts, letterSpacings: [0, 0, 1.5], using: &generator)
        let locale = [nil, "ar", "he", "ja", "zh-Hant"].randomElement(using: &generator)!
        let options = LayoutOptions(width: Double.random(in: 40...320, using: &generator), locale: locale)
        return (try! StyledText(utf16: utf16, runs: runs), options)
    }

    /// Every measured run, glyph for glyph, and every unsafe-to-break offset, as shaped with
    /// `cache` (nil: each run whole through HarfBuzz).
    static func shaping(_ text: StyledText, options: LayoutOptions, cache: ShapingCache?) -> [String] {
        ShapingCache.$current.withValue(cache) {
            let language = options.locale ?? DominantScript.language(of: text.utf16)
            var result: [String] = []
            var start = 0
            while start < text.utf16.count {
                let span = Paragraphs.paragraph(startingAt: start, in: text.utf16)
                let style = text.runs[text.runIndex(at: span.range.lowerBound)].paragraphStyle
                let paragraph = MeasuredParagraph(
                    text: text, range: span.range, style: style, language: language, shapingLanguage: ShapingLanguage.canonical(language), buffer: HarfBuzzBuffer())
                for run in paragraph.runs {
                    let glyphs = run.glyphs.indices.map { index in
                        let glyph = run.glyphs[index], offset = run.offsets[glyph: index]
                        return "\(glyph.id)@\(glyph.cluster)+\(glyph.advance),\(offset.x),\(offset.y)"
                    }
                    result.append("\(run.range) rtl=\(run.isRightToLeft) " + glyphs.joined(separator: " "))
                }
                let unsafe = (0...paragraph.count).filter { paragraph.table.isUnsafeToBreak(at: $0) }
                result.append("unsafe \(unsafe)")
                start = span.next
            }
            return result
        }
    }

    /// The layout's glyphs, positions and line ranges, as strings to compare.
    static func glyphs(of layout: TextLayout) -> [String] {
        layout.lines.map { line in
            "\(line.ranges) " + line.glyphRuns.map { run in
                zip(run.glyphs, run.positions).map { "\($0.0)@\($0.1.x),\($0.1.y)" }.joined(separator: " ")
            }.joined(separator: " | ")
        }
    }

    @Test(arguments: Array(UInt64(1)...200))
    func cachedShapingIsGlyphForGlyphTheWholeRunsShaping(seed: UInt64) {
        let (text, options) = Self.randomText(seed: seed)
        let uncached = Self.shaping(text, options: options, cache: nil)
        let cache = ShapingCache(byteLimit: 1 << 20)
        let cold = Self.shaping(text, options: options, cache: cache)
        let warm = Self.shaping(text, options: options, cache: cache)
        #expect(cold == uncached, "seed \(seed)")
        #expect(warm == uncached, "seed \(seed)")
    }

    @Test(arguments: Array(UInt64(1)...100))
    func cachedLayoutsAreGlyphForGlyphTheUncachedOnes(seed: UInt64) {
        let (text, options) = Self.randomText(seed: seed)
        let uncached = ShapingCache.$current.withValue(nil) { TextLayout(text: text, options: options) }
        // A tiny cache evicts all the time: entries come and go mid-layout.
        let tiny = ShapingCache(byteLimit: 4_096)
        let first = ShapingCache.$current.withValue(tiny) { TextLayout(text: text, options: options) }
        let again = ShapingCache.$current.withValue(tiny) { TextLayout(text: text, options: options) }
        let shared = TextLayout(text: text, options: options)
        #expect(Self.glyphs(of: first) == Self.glyphs(of: uncached), "seed \(seed)")
        #expect(Self.glyphs(of: again) == Self.glyphs(of: uncached), "seed \(seed)")
        #expect(Self.glyphs(of: shared) == Self.glyphs(of: uncached), "seed \(seed)")
        #expect(first.size == uncached.size && shared.size == uncached.size)
    }

    /// The pieces `string` is cut into for runs of `font` in `script`.
    static func pieces(_ string: String, font: Font, script: UInt32, range: Range<Int>? = nil) -> [String] {
        let utf16 = Array(string.utf16)
        let breaks = BreakOpportunities(utf16: utf16[...], locale: nil)
        let cuts = font.face.pieceCuts(script: script, language: nil)
        return ShapingCache.pieces(of: range ?? 0..<utf16.count, in: utf16[...], breaks: breaks, cuts: cuts)
            .map { String(decoding: utf16[$0], as: UTF16.self) }
    }

    @Test func pieceCutsAreMadeOncePerFaceScriptAndLanguage() {
        let face = Fixtures.notoSC().face
        let han = HarfBuzzBuffer.hanScript, latin = HarfBuzzBuffer.latinScript
        let first = face.pieceCuts(script: han, language: nil)
        // Every cache asking for them (a new one, one emptied) is given these.
        #expect(face.pieceCuts(script: han, language: nil) === first)
        // Another script or language has cuts of its own.
        #expect(face.pieceCuts(script: latin, language: nil) !== first)
        #expect(face.pieceCuts(script: han, language: "ja") !== first)
    }

    @Test func piecesAreWordsAndCJKPhrases() {
        let latin = HarfBuzzBuffer.latinScript, han = HarfBuzzBuffer.hanScript
        #expect(Self.pieces("the quick fox", font: Fixtures.dejaVu(), script: latin) == ["the ", "quick ", "fox"])
        #expect(Self.pieces("如何讓你遇見我，在我", font: Fixtures.notoSC(), script: han) == ["如何讓你遇見我，", "在我"])
        // Only inside the range asked for.
        #expect(Self.pieces("the quick fox", font: Fixtures.dejaVu(), script: latin, range: 5..<12) == ["uick ", "fo"])
    }

    @Test func piecesEndOnlyWhereNoLookupReachesAcross() {
        let latin = HarfBuzzBuffer.latinScript
        // DejaVu Sans kerns a hyphen with A and names both in its kerning lookup: no cut after
        // the hyphen, whatever follows it. Its space takes part in no Latin lookup.
        #expect(Self.pieces("co-Author co-op", font: Fixtures.dejaVu(), script: latin) == ["co-Author ", "co-op"])
        // A slash and an em dash take part in none: cut wherever UAX #14 allows.
        #expect(Self.pieces("a/b c—d", font: Fixtures.dejaVu(), script: latin) == ["a/", "b ", "c", "—", "d"])
        // Noto Sans CJK's space takes part in `calt`, and Latin letters in its kerning: a Latin
        // run in it is one piece.
        #expect(Self.pieces("the quick fox", font: Fixtures.notoSC(), script: latin) == ["the quick fox"])
        // A font without the characters cuts nothing: no glyph tells that no lookup reaches.
        #expect(Self.pieces("如何，在我", font: Fixtures.dejaVu(), script: HarfBuzzBuffer.hanScript) == ["如何，在我"])
    }

    /// A kerning pair across a line-break opportunity: DejaVu Sans's hyphen is 739 design units
    /// alone and 694 before an A, and a line may break after a hyphen that follows Han text.
    /// The Latin runs "-" (of "如-如") and " A" leave pieces "-" and "A" clear of HarfBuzz's
    /// unsafe-to-concatenate flag, which speaks only of the text it shaped; spliced into the
    /// run "-A" of "如-A" they would lose the kerning.
    @Test func aKerningPairIsNeverSplicedApart() {
        let face = Fixtures.dejaVu().face
        let attributes = TextAttributes(font: Fixtures.dejaVu())
        let latin = HarfBuzzBuffer.latinScript
        func shaped(_ string: String, _ range: Range<Int>, _ cache: ShapingCache?) -> [String] {
            let utf16 = Array(string.utf16)
            let breaks = BreakOpportunities(utf16: utf16[...], locale: nil)
            let run = cache?.shape(
                utf16[...], range: range, face: face, attributes: attributes, script: latin, level: 0, language: nil,
                silent: [], breaks: breaks, buffer: HarfBuzzBuffer())
                ?? ShapedRun.shape(
                    utf16[...], range: range, face: face, attributes: attributes, script: latin, level: 0, language: nil,
                    silent: [], buffer: HarfBuzzBuffer())
            return run.glyphs.map { "\($0.id)@\($0.cluster)+\($0.advance)" }
        }
        let cache = ShapingCache(byteLimit: 1 << 20)
        _ = shaped("如-如", 1..<2, cache)
        _ = shaped(" A", 0..<2, cache)
        let uncached = shaped("如-A", 1..<3, nil)
        #expect(shaped("如-A", 1..<3, cache) == uncached)
        #expect(uncached.first == "16@1+\(694.0 / 2048 * 17)")
    }

    /// HarfBuzz calls and cache statistics for one layout of `string` through `cache`.
    static func shapingCalls(_ string: String, font: Font, cache: ShapingCache) -> Int {
        let counter = WorkCounter()
        let text = StyledText(string, attributes: TextAttributes(font: font))
        WorkCounter.$current.withValue(counter) {
            ShapingCache.$current.withValue(cache) { _ = TextLayout(text: text, options: LayoutOptions(width: 10_000)) }
        }
        return counter.shapings
    }

    @Test func cjkPhrasesAreSplicedFromTheCache() {
        let cache = ShapingCache(byteLimit: 1 << 20)
        // Shaped once, whole; its phrases kept (CJK edges are safe to concatenate).
        #expect(Self.shapingCalls("如何讓你遇見我，在我最美麗的時刻。", font: Fixtures.notoSC(), cache: cache) == 1)
        #expect(cache.statistics.entries == 2)
        // Another text of the same phrases: the one that began the first text now follows
        // other text, where a piece must have been seen once (a mark there would join the
        // cluster before): shaped once, then spliced, no shaping.
        #expect(Self.shapingCalls("在我最美麗的時刻。如何讓你遇見我，", font: Fixtures.notoSC(), cache: cache) == 1)
        #expect(Self.shapingCalls("在我最美麗的時刻。如何讓你遇見我，", font: Fixtures.notoSC(), cache: cache) == 0)
        #expect(cache.statistics.entries == 2)
        #expect(cache.statistics.hits == 1 && cache.statistics.misses == 2)  // runs
        #expect(cache.statistics.bytes > 0 && cache.statistics.bytes <= cache.byteLimit)
        // A new phrase among known ones: the run is shaped again, the new phrase kept.
        #expect(Self.shapingCalls("如何讓你遇見我，為這，", font: Fixtures.notoSC(), cache: cache) == 1)
        #expect(cache.statistics.entries == 3)
    }

    /// A paragraph longer than `maximumParagraphLength` is shaped without the cache (it would
    /// evict every label's words and miss anyway): the same glyphs, nothing stored, nothing
    /// looked up; one unit shorter, it goes through the cache.
    @Test func aParagraphLongerThanTheCacheTakesIsShapedWithoutIt() {
        let cache = ShapingCache(byteLimit: 1 << 20)
        #expect(cache.maximumParagraphLength == 8_192)
        #expect(ShapingCache.shared.maximumParagraphLength == 65_536)
        #expect(ShapingCache(byteLimit: 0).maximumParagraphLength == 4_096)
        // Han and Latin runs by turns: each run far below `maximumRunLength`.
        let phrase = "如何讓你遇見我，Debian 在我最美麗的時刻。"
        let long = String(repeating: phrase, count: 8_192 / phrase.utf16.count + 1)
        let fits = String(decoding: Array(long.utf16)[..<8_192], as: UTF16.self)
        #expect(long.utf16.count > 8_192 && fits.utf16.count == 8_192)
        let options = LayoutOptions(width: 300)
        let text = StyledText(long, attributes: TextAttributes(font: Fixtures.notoSC()))
        #expect(Self.shaping(text, options: options, cache: cache) == Self.shaping(text, options: options, cache: nil))
        #expect(cache.statistics.entries == 0 && cache.statistics.hits == 0 && cache.statistics.misses == 0)
        _ = Self.shapingCalls(fits, font: Fixtures.notoSC(), cache: cache)
        #expect(cache.statistics.entries > 0)
    }

    @Test func latinRunsWithKerningAtWordEdgesAreKeptWhole() {
        // DejaVu kerns with the space, so HarfBuzz flags every word's edge as unsafe to
        // concatenate: no word is kept, the run is, under its text and context.
        let cache = ShapingCache(byteLimit: 1 << 20)
        #expect(Self.shapingCalls("the quick brown fox", font: Fixtures.dejaVu(), cache: cache) == 1)
        #expect(cache.statistics.entries == 1)
        #expect(Self.shapingCalls("the quick brown fox", font: Fixtures.dejaVu(), cache: cache) == 0)
        #expect(Self.shapingCalls("the brown fox", font: Fixtures.dejaVu(), cache: cache) == 1)
    }

    /// A run given its script and a common-script run HarfBuzz guesses for are shaped with
    /// different inputs: an entry of one never serves the other, even where our guess of the
    /// common run's script names the same script (the fuzzer found a layout that differed when
    /// they shared entries).
    @Test func guessedAndGivenScriptsKeepTheirOwnEntries() throws {
        let cache = ShapingCache(byteLimit: 1 << 20)
        let face = Fixtures.dejaVu().face
        let utf16: [UInt16] = Array("(the fox)".utf16)
        let breaks = BreakOpportunities(utf16: utf16[...], locale: nil)
        let attributes = TextAttributes(font: Fixtures.dejaVu())
        let latin = try #require(HarfBuzzBuffer.guessedScript(utf16[...], range: 0..<utf16.count))
        for script in [HarfBuzzBuffer.commonScript, latin, HarfBuzzBuffer.commonScript, latin] {
            _ = cache.shape(
                utf16[...], range: 0..<utf16.count, face: face, attributes: attributes, script: script, level: 0,
                language: nil, silent: [], breaks: breaks, buffer: HarfBuzzBuffer())
        }
        // The first of each kind shaped (a miss), the second served from its own entries.
        #expect(cache.statistics.misses == 2 && cache.statistics.hits == 2)
    }

    @Test func aMarkAfterASpaceStaysInTheSpacesClusterThroughTheCache() {
        // ICU breaks lines between a space and a combining mark (UAX #14 takes the mark for a
        // letter there), HarfBuzz puts the mark in the space's cluster and flags nothing. The
        // fuzzer's sequence: " " was kept with the mark's glyph, "\u{1064}" was kept from a run
        // it began (its own cluster there), and the third text spliced them into three glyphs
        // where HarfBuzz gives two in one cluster.
        let cache = ShapingCache(byteLimit: 1 << 20)
        let sequence = [
            "fi\u{1064}o", " \u{1064}o", " \u{1064}o", "x \u{1064}y", "\u{301}y x", "x \u{301}y", "x \u{301}y", " \u{301}",
        ]
        for (step, string) in sequence.enumerated() {
            for font in [Fixtures.mono(), Fixtures.dejaVu()] {
                let text = StyledText(string, attributes: TextAttributes(font: font))
                let options = LayoutOptions(width: 300)
                let uncached = Self.shaping(text, options: options, cache: nil)
                #expect(Self.shaping(text, options: options, cache: cache) == uncached, "step \(step) \(font)")
                let layout = ShapingCache.$current.withValue(cache) { TextLayout(text: text, options: options) }
                let reference = ShapingCache.$current.withValue(nil) { TextLayout(text: text, options: options) }
                #expect(Self.glyphs(of: layout) == Self.glyphs(of: reference) && layout.size == reference.size, "step \(step) \(font)")
            }
        }
        #expect(cache.statistics.hits > 0)
    }

    @Test func piecesFromOneTextSpliceExactlyIntoOthers() {
        // One cache across many random texts: later ones are spliced from pieces of earlier ones.
        let cache = ShapingCache(byteLimit: 4 << 20)
        var spliced = 0
        for seed in UInt64(500)..<UInt64(800) {
            let (text, options) = Self.randomText(seed: seed)
            let uncached = Self.shaping(text, options: options, cache: nil)
            let before = cache.statistics.hits
            let cached = Self.shaping(text, options: options, cache: cache)
            if cache.statistics.hits > before { spliced += 1 }
            #expect(cached == uncached, "seed \(seed)")
        }
        #expect(spliced > 100)
    }

    @Test func threadsSharingOneSmallCacheGetTheUncachedGlyphs() async {
        let cache = ShapingCache(byteLimit: 64 << 10)  // small: entries evicted while others read
        let seeds = Array(UInt64(900)..<UInt64(960))
        let expected = seeds.map { seed in
            let (text, options) = Self.randomText(seed: seed)
            return Self.shaping(text, options: options, cache: nil)
        }
        await withTaskGroup(of: (Int, [String]).self) { group in
            for _ in 0..<4 {
                for (index, seed) in seeds.enumerated() {
                    group.addTask {
                        let (text, options) = Self.randomText(seed: seed)
                        return (index, Self.shaping(text, options: options, cache: cache))
                    }
                }
            }
            for await (index, got) in group { #expect(got == expected[index], "seed \(seeds[index])") }
        }
        #expect(cache.statistics.bytes <= cache.byteLimit)
    }

    /// The fuzzer's seed corpus, read as its text decoder reads it (pairs of bytes as UTF-16,
    /// lone surrogates and controls included), laid out with and without the cache.
    @Test func fuzzCorpusTextsShapeAlikeWithAndWithoutTheCache() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/corpus").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files.count > 50)
        let cache = ShapingCache(byteLimit: 1 << 20)
        for (index, file) in files.enumerated() {
            let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(file)))
            var units: [UInt16] = []
            var i = 1
            while i + 1 < bytes.count {
                let unit = UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
                switch unit % 16 {
                case 0: units.append(0x20)
                case 1: units.append(0x0A)
                case 2: units.append(0x4E00 + unit % 200)
                case 3: units.append(0x61 + unit % 26)
                default: units.append(unit)
                }
                i += 2
            }
            let font = Self.fonts[index % Self.fonts.count]
            let text = try StyledText(utf16: units, runs: [StyledText.Run(
                range: 0..<units.count, attributes: TextAttributes(font: font, letterSpacing: index % 5 == 0 ? 1 : 0),
                paragraphStyle: ParagraphStyle())])
            let options = LayoutOptions(width: 120)
            #expect(Self.shaping(text, options: options, cache: cache) == Self.shaping(text, options: options, cache: nil), "\(file)")
        }
    }

    @Test func theCacheStaysWithinItsByteLimit() {
        let cache = ShapingCache(byteLimit: 16_384)
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let string = (0..<20).map { _ in String(Int.random(in: 0..<1_000_000, using: &generator)) }.joined(separator: " ")
            let text = StyledText(string, attributes: TextAttributes(font: Fixtures.mono()))
            ShapingCache.$current.withValue(cache) { _ = TextLayout(text: text, options: LayoutOptions(width: 200)) }
            #expect(cache.statistics.bytes <= 16_384)
            // Evictions shift entries back in the table: each is still reached from its hash.
            #expect(cache.tableIsConsistent)
        }
        let statistics = cache.statistics
        #expect(statistics.entries > 10 && statistics.misses > statistics.entries)
        // The most recent entries survive eviction.
        let last = StyledText("123456 654321", attributes: TextAttributes(font: Fixtures.mono()))
        ShapingCache.$current.withValue(cache) { _ = TextLayout(text: last, options: LayoutOptions(width: 200)) }
        let hits = cache.statistics.hits
        ShapingCache.$current.withValue(cache) { _ = TextLayout(text: last, options: LayoutOptions(width: 200)) }
        #expect(cache.statistics.hits > hits)
        cache.removeAll()
        #expect(cache.statistics == ShapingCache.Statistics())
    }

    /// A cache of 512 KiB or more is cut into stripes (one per 512 KiB, up to 16), each with its
    /// own lock and share of the bytes; a smaller one is one stripe.
    @Test func largeCachesAreStriped() {
        #expect(ShapingCache.stripeCount(byteLimit: 4_096) == 1)
        #expect(ShapingCache.stripeCount(byteLimit: (1 << 20) - 1) == 1)
        #expect(ShapingCache.stripeCount(byteLimit: 1 << 20) == 2)
        #expect(ShapingCache.stripeCount(byteLimit: 3 << 20) == 4)
        #expect(ShapingCache.stripeCount(byteLimit: 8 << 20) == 16)
        #expect(ShapingCache.stripeCount(byteLimit: 1 << 40) == 16)
    }

    /// Threads evicting from a striped cache while others splice from it: every layout still
    /// equals the uncached one, the bytes stay bounded and every stripe's table is consistent.
    @Test func aStripedCacheStaysExactAndBoundedUnderConcurrentEviction() async {
        let cache = ShapingCache(byteLimit: 1 << 20)
        let texts = (0..<400).map { i in
            Self.randomText(seed: UInt64(1_000 + i % 100))
        }
        let expected = texts.map { Self.shaping($0.text, options: $0.options, cache: nil) }
        await withTaskGroup(of: [Int].self) { group in
            for task in 0..<4 {
                group.addTask {
                    var wrong: [Int] = []
                    for index in stride(from: task, to: texts.count, by: 4) {
                        // Distinct numbers push entries out while the texts above are spliced.
                        let noise = StyledText((0..<40).map { String($0 * 7_919 + index * 104_729 + task) }.joined(separator: " "),
                                               attributes: TextAttributes(font: Fixtures.mono()))
                        ShapingCache.$current.withValue(cache) { _ = TextLayout(text: noise, options: LayoutOptions(width: 200)) }
                        if Self.shaping(texts[index].text, options: texts[index].options, cache: cache) != expected[index] {
                            wrong.append(index)
                        }
                    }
                    return wrong
                }
            }
            for await wrong in group { #expect(wrong.isEmpty) }
        }
        let statistics = cache.statistics
        #expect(statistics.bytes <= cache.byteLimit && statistics.entries > 0)
        #expect(statistics.hits > 0 && statistics.misses > 0)
        #expect(cache.tableIsConsistent)
    }
}
