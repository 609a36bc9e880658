// Hostile input: every case has a defined outcome, never a crash or a hang (README "Guarantees").
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct HostileInputTests {
    let font = Fixtures.mono()

    func graphemes(_ utf16: [UInt16], _ range: NSRange) -> Int {
        String(decoding: utf16[range.location..<(range.location + range.length)], as: UTF16.self).count
    }

    @Test func emptyTextHasNoLinesAndZeroSize() {
        let layout = Fixtures.layout("", font: font, style: ParagraphStyle(lineSpacing: 10), width: 100)
        #expect(layout.lines.isEmpty)
        #expect(layout.size == .zero)
        #expect(!layout.isTruncated)
    }

    @Test func onlyNewlinesGiveEmptyLines() {
        // Three separators: three empty lines (the last separator starts no line).
        let layout = Fixtures.layout("\n\n\n", font: font, style: ParagraphStyle(lineSpacing: 2))
        #expect(layout.lines.count == 3)
        #expect(layout.lines.allSatisfy { $0.range.length == 0 })
        #expect(approx(layout.size.height, 3 * Fixtures.monoLineHeight + 2 * 2))
    }

    @Test func aOneMegabyteWordWithNoBreakOpportunity() {
        let word = String(repeating: "a", count: 1_000_000)
        // Truncated to two lines: 10 glyphs fit in 100 (96.33), "…" takes one of them.
        let truncated = Fixtures.layout(word, font: font, style: ParagraphStyle(lineBreakMode: .byTruncatingTail), width: 100, lines: 2)
        #expect(truncated.nsRanges == [NSRange(location: 0, length: 10), NSRange(location: 10, length: 9)])
        // Unconstrained: one line holding everything.
        let single = Fixtures.layout(word, font: font)
        #expect(single.nsRanges == [NSRange(location: 0, length: 1_000_000)])
        #expect(approx(single.size.width, 1_000_000 * Fixtures.monoAdvance, 1e-3))
    }

    @Test func loneSurrogatesAreLaidOutNotDropped() {
        let units: [UInt16] = [0xD800, 0x61, 0xDC00, 0x62, 0xD83D]
        let text = try! StyledText(utf16: units, runs: [.init(range: 0..<5, attributes: TextAttributes(font: font), paragraphStyle: .default)])
        let layout = TextLayout(text: text, options: LayoutOptions(width: 1000))
        #expect(layout.nsRanges == [NSRange(location: 0, length: 5)])
        #expect(layout.lines[0].glyphRuns.reduce(0) { $0 + $1.glyphs.count } == 5)
        let narrow = TextLayout(text: text, options: LayoutOptions(width: 0))
        #expect(narrow.lines.count == 5)
    }

    @Test func nulAndControlCharacters() {
        let string = "a\u{0}b\u{1}c\u{7F}d\u{1B}[31me"
        let layout = Fixtures.layout(string, font: font, width: 1000)
        #expect(layout.nsRanges == [NSRange(location: 0, length: string.utf16.count)])
        #expect(layout.size.height > 0)
    }

    @Test func arabicAndHebrewAreLaidOutAndNothingIsLost() throws {
        let sans = Fixtures.dejaVu()
        for string in ["مرحبا بالعالم", "שלום עולם", "abc مرحبا def"] {
            let layout = Fixtures.layout(string, font: sans, width: 1000)
            #expect(layout.nsRanges == [NSRange(location: 0, length: string.utf16.count)], "\(string)")
            let glyphs = layout.lines[0].glyphRuns.flatMap(\.glyphs)
            #expect(!glyphs.isEmpty && !glyphs.contains(0), "\(string): .notdef")
            #expect(layout.lines[0].glyphRuns.contains { $0.isRightToLeft })
        }
    }

    @Test func emojiSequencesFlagsAndSkinTonesAreNeverSplit() {
        let string = "👨‍👩‍👧🇯🇵👍🏽🏳️‍🌈a\u{308}\u{323}"
        let utf16 = Array(string.utf16)
        let layout = Fixtures.layout(string, font: font, width: 0)
        #expect(layout.lines.count == string.count)
        for line in layout.lines { #expect(graphemes(utf16, line.range) == 1) }
    }

    @Test func stacksOfCombiningMarksStayOneCluster() {
        let string = "a" + String(repeating: "\u{301}\u{323}", count: 100) + "b"
        let layout = Fixtures.layout(string, font: font, width: 0)
        #expect(layout.nsRanges == [NSRange(location: 0, length: 201), NSRange(location: 201, length: 1)])
    }

    @Test func badWidthsAreClamped() {
        // NaN and negative widths count as 0 (one cluster per line); +∞ is unconstrained.
        for width in [0, -5, .nan, -.infinity] as [Double] {
            let layout = Fixtures.layout("ab cd", font: font, width: width)
            #expect(layout.lines.count == 4, "width \(width)")
        }
        #expect(Fixtures.layout("ab cd", font: font, width: .infinity).lines.count == 1)
    }

    @Test func badHeightsAndLineCountsAreClamped() {
        for height in [0, -1, .nan, .infinity] as [Double] {
            #expect(Fixtures.layout("a\nb\nc", font: font, height: height).lines.count == 3, "height \(height)")
        }
        #expect(Fixtures.layout("a\nb\nc", font: font, lines: -3).lines.count == 3)
    }

    @Test func hugeFontSizes() throws {
        let big = try Font(family: "DejaVu Sans Mono", size: 10_000)
        let layout = Fixtures.layout("ab", font: big, width: 100)
        #expect(layout.lines.count == 2)
        #expect(approx(layout.lines[0].rect.height, (1901.0 + 483) * 10_000 / 2048, 1e-6))
    }

    @Test func charactersNoFontHasDrawNotdefAndKeepTheLayout() {
        // U+50005 is unassigned, U+E000 private use: no installed font covers them.
        let string = "a\u{50005}\u{E000}b"
        let layout = Fixtures.layout(string, font: font, width: 1000)
        #expect(layout.nsRanges == [NSRange(location: 0, length: string.utf16.count)])
        let glyphs = layout.lines[0].glyphRuns.flatMap(\.glyphs)
        #expect(glyphs.count == 4)
        #expect(glyphs.filter { $0 == 0 }.count == 2)
    }

    @Test func badLetterSpacingAndBaselineOffsetCountAsZero() {
        for bad in [Double.nan, .infinity] {
            let attributes = TextAttributes(font: font, letterSpacing: bad, baselineOffset: bad)
            #expect(attributes.letterSpacing == 0 && attributes.baselineOffset == 0)
        }
    }
}

@Suite struct HostileInputDrawingTests {
    func inkPixels(_ string: String, font: Font) throws -> Int {
        let label = Label(text: string)
        label.font = font
        label.numberOfLines = 0
        let png = try label.render(width: 400, options: RenderOptions())
        let bitmap = try Bitmap(png: png)
        var count = 0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap.isInk(x: x, y: y) { count += 1 } }
        return count
    }

    @Test func arabicAndHebrewAreDrawn() throws {
        for string in ["مرحبا بالعالم", "שלום עולם"] {
            #expect(try inkPixels(string, font: Fixtures.dejaVu()) > 100, "\(string)")
        }
    }

    @Test func charactersNoFontHasAreDrawnAsNotdef() throws {
        // DejaVu's .notdef is a box: two uncovered characters draw ink where they stand.
        let withBoxes = try inkPixels("a\u{50005}\u{E000}b", font: Fixtures.mono())
        let without = try inkPixels("ab", font: Fixtures.mono())
        #expect(withBoxes > without + 20)
    }
}

@Suite struct UnsafeToBreakTests {
    /// The advance of `string` shaped on its own, in points.
    func advance(_ string: String, _ font: Font) -> Double {
        Double(Fixtures.layout(string, font: font).lines[0].rect.width)
    }

    @Test func aLineEndingInsideAKerningPairIsReshaped() {
        // DejaVu Sans kerns "AV": cutting between A and V must give A its own advance, which
        // HarfBuzz signals with HB_GLYPH_FLAG_UNSAFE_TO_BREAK on V; prefix sums alone would
        // carry the kerning into the line's width.
        let font = Fixtures.dejaVu(40)
        let pair = advance("AV", font), a = advance("A", font), v = advance("V", font)
        #expect(pair < a + v - 0.5)  // the pair is kerned
        let style = ParagraphStyle(lineBreakMode: .byCharWrapping)
        let layout = Fixtures.layout("AV", font: font, style: style, width: a + 0.01)
        #expect(layout.nsRanges == [NSRange(location: 0, length: 1), NSRange(location: 1, length: 1)])
        #expect(approx(layout.lines[0].rect.width, a, 1e-9))
        #expect(approx(layout.lines[1].rect.width, v, 1e-9))
    }
}

/// Limits every library entry point applies before doing work proportional to a caller's value
/// (README "Guarantees"): issue 12.
@Suite struct HostileLimitsTests {
    let font = Fixtures.mono()

    @Test func aHugeLineLimitNeverSizesWork() {
        // 20,000 characters in one paragraph: Label lays out a prefix. It used to reserve
        // numberOfLines × 128 units (25.6 GB for 10⁸ lines) and overflowed on Int.max.
        let label = Label(text: String(repeating: "中文測試", count: 5_000))
        label.font = Fixtures.notoTC()
        label.numberOfLines = 0
        let unlimited = label.layout(width: 300)
        #expect(unlimited.lines.count == 1_177)  // 17 per line: ⌈20,000 / 17⌉
        for limit in [100_000_000, Int.max] {
            label.numberOfLines = limit
            let layout = label.layout(width: 300)
            #expect(layout.lines.count == 1_177, "\(limit)")
            #expect(!layout.isTruncated)
            #expect(label.sizeThatFits(CGSize(width: 300, height: 0)) == unlimited.sizeThatFits(scale: 1))
        }
    }

    @Test func sizeThatFitsReadsANonPositiveOrNaNWidthAsUnconstrainedAndLayoutAsZero() {
        // README "Clamps": sizeThatFits as UIKit's; layout(width:) breaks after every cluster.
        let label = Label(text: "ab cd")
        label.font = font
        label.numberOfLines = 0
        let unconstrained = label.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        for width in [0, -5, CGFloat.nan, -CGFloat.infinity] {
            #expect(label.sizeThatFits(CGSize(width: width, height: CGFloat.infinity)) == unconstrained, "\(width)")
            #expect(label.layout(width: width).lines.count == 4, "\(width)")
        }
    }

    @Test func labelScaleIsClampedToItsRange() {
        // "ab" in DejaVu Sans Mono 16: 19.265625 × 18.625 pt.
        let label = Label(text: "ab")
        label.font = font
        func size(_ scale: CGFloat) -> CGSize {
            label.scale = scale
            return label.sizeThatFits(CGSize(width: 0, height: 0))
        }
        // 10⁻⁹ and 5e-324 clamp to 0.1 (a 10 pt grid), not a 10⁹ pt one.
        #expect(size(1e-9) == CGSize(width: 20, height: 20))
        #expect(size(CGFloat(Double.leastNonzeroMagnitude)) == CGSize(width: 20, height: 20))
        // 1000 clamps to 16: 308.25 px → 309 px = 19.3125 pt; 18.625 × 16 = 298 px exactly.
        #expect(size(1000) == CGSize(width: 19.3125, height: 18.625))
        #expect(size(.infinity) == CGSize(width: 19.3125, height: 18.625))
        // NaN, 0 and negative scales count as 1.
        for bad in [CGFloat.nan, 0, -2] { #expect(size(bad) == CGSize(width: 20, height: 19), "\(bad)") }
    }

    @Test func rendererScaleIsClampedAndImagesAreRefusedBeforeAllocation() throws {
        let label = Label(text: "hi")
        label.font = font
        let layout = label.layout(width: .infinity)
        // Scale 1000 draws at 16: 309 × 298 pixels, not 19,266 × 18,625.
        let png = try Renderer(options: RenderOptions(scale: 1000)).render(layout)
        let bitmap = try Bitmap(png: png)
        #expect((bitmap.width, bitmap.height) == (309, 298))
        // Padding 3,990 at scale 4: (19.5 + 7,980) × 4 = 31,998 by (18.75 + 7,980) × 4 = 31,995
        // pixels, under Cairo's 32,767 a side but 1.02 × 10⁹ pixels (4 GB): refused.
        #expect(throws: RenderError.tooManyPixels(width: 31_998, height: 31_995, limit: 100_000_000)) {
            try Renderer(options: RenderOptions(scale: 4, padding: 3_990)).render(layout)
        }
        // A padding past maximumLength counts as 10⁶ pt: too large, not an overflow.
        #expect(throws: RenderError.self) { try Renderer(options: RenderOptions(padding: 1e300)).render(layout) }
        // A composition of non-finite size.
        #expect(throws: RenderError.self) { try Renderer().render(Composition(size: CGSize(width: CGFloat.infinity, height: 1))) }
    }

    @Test func letterSpacingAndBaselineOffsetObeyMaximumLength() {
        var attributes = TextAttributes(font: font, letterSpacing: 1e20, baselineOffset: -1e20)
        #expect(attributes.letterSpacing == ParagraphStyle.maximumLength)
        #expect(attributes.baselineOffset == -ParagraphStyle.maximumLength)
        attributes.letterSpacing = -1e300
        attributes.baselineOffset = .infinity
        #expect(attributes.letterSpacing == -ParagraphStyle.maximumLength)
        #expect(attributes.baselineOffset == 0)
        // The spacing after "a" is 10⁶ pt: widths stay exact instead of collapsing to 0.
        let layout = Fixtures.layout("ab", font: font, letterSpacing: 1e20)
        #expect(approx(layout.lines[0].rect.width, 2 * Fixtures.monoAdvance + 1e6, 1e-6))
    }
}

/// The default image includes every glyph's ink; an explicit padding is exact.
@Suite struct InkPaddingTests {
    func inkCount(_ bitmap: Bitmap) -> Int {
        var count = 0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap.isInk(x: x, y: y) { count += 1 } }
        return count
    }

    /// Renders `label` with the default options, with an exact padding of 0, and with a
    /// generous exact padding (the reference: nothing clipped).
    func renderings(_ label: Label) throws -> (fitted: Bitmap, exact: Bitmap, padded: Bitmap) {
        let layout = label.layout(width: .infinity)
        return (
            try Bitmap(png: Renderer(options: RenderOptions()).render(layout)),
            try Bitmap(png: Renderer(options: RenderOptions(fitsInk: false)).render(layout)),
            try Bitmap(png: Renderer(options: RenderOptions(padding: 40, fitsInk: false)).render(layout)))
    }

    @Test func aTildeAboveACapitalIsNotClipped() throws {
        let label = Label(text: "Ẫ")
        label.font = Fixtures.dejaVu(40)
        let (fitted, exact, padded) = try renderings(label)
        #expect(fitted.height > exact.height)
        #expect(inkCount(fitted) == inkCount(padded))  // every ink pixel, none clipped
        #expect(inkCount(exact) < inkCount(padded))  // padding 0 exact clips the tilde
    }

    @Test func aTightLineHeightKeepsAscendersAndDescenders() throws {
        let label = Label(text: "Ågjp")
        label.font = Fixtures.dejaVu(30)
        label.lineHeight = 20
        let (fitted, exact, padded) = try renderings(label)
        #expect(exact.height == 20)
        #expect(fitted.height > 20)
        #expect(inkCount(fitted) == inkCount(padded))
        #expect(inkCount(exact) < inkCount(padded))
    }

    @Test func anExplicitPaddingStaysExact() throws {
        let label = Label(text: "Ẫ")
        label.font = Fixtures.dejaVu(40)
        let layout = label.layout(width: .infinity)
        let size = layout.sizeThatFits(scale: 1)
        let placement = try Renderer(options: RenderOptions(padding: 3, fitsInk: false)).placement(for: layout)
        #expect(placement.pixelWidth == Int(size.width) + 6 && placement.pixelHeight == Int(size.height) + 6)
        #expect(placement.origin == CGPoint(x: 3, y: 3))
        // Text whose ink stays inside its line boxes gets no extra padding.
        let plain = Label(text: "ace")
        plain.font = Fixtures.mono()
        let plainLayout = plain.layout(width: .infinity)
        let fitted = try Renderer().placement(for: plainLayout)
        #expect(fitted.canvasSize == plainLayout.sizeThatFits(scale: 1))
    }
}

/// Caches keyed on caller input stay bounded, by count and by bytes.
@Suite struct BoundedCacheTests {
    @Test func sharedCacheDropsTheLeastRecentlyUsed() {
        let cache = SharedCache<String, Int>(maximumCount: 2)
        var created: [String] = []
        func value(_ key: String) -> Int {
            cache.value(for: key) { created.append(key); return key.count }
        }
        _ = value("a"); _ = value("bb"); _ = value("a"); _ = value("ccc")  // "bb" is the oldest
        _ = value("a"); _ = value("bb")
        #expect(created == ["a", "bb", "ccc", "bb"])
        #expect(cache.count == 2)
    }

    @Test func sharedCacheIsBoundedByBytes() {
        let cache = SharedCache<String, Int>(maximumCount: 1_000, maximumBytes: 10_000) { key, _ in key.utf8.count }
        for i in 0..<100 { _ = cache.value(for: String(repeating: "x", count: 1_000) + "\(i)") { i } }
        #expect(cache.bytes <= 10_000)
        #expect(cache.count == 9)  // 1,001 or 1,002 bytes each
        // One entry larger than the budget is kept alone, then dropped for the next.
        _ = cache.value(for: String(repeating: "y", count: 50_000)) { 0 }
        #expect(cache.count == 1)
        _ = cache.value(for: "z") { 0 }
        #expect(cache.count == 1 && cache.bytes == 1)
    }

    @Test func fontLookupsByCallerFamilyNamesStayBounded() throws {
        for i in 0..<1_100 { _ = try Font(family: "No Such Family \(i)", size: 12) }
        _ = try Font(family: String(repeating: "f", count: 2 << 20), size: 12)
        _ = try Font(family: "DejaVu Sans", size: 12)
        #expect(Font.resolved.count <= 1_024)
        #expect(Font.resolved.bytes <= 1 << 20)
    }

    @Test func fallbackListsShareOneEntryPerLanguageSpelling() {
        let font = Fixtures.dejaVu()
        let hant = FontFallback.list(for: font, language: "zh-Hant")
        for spelling in ["ZH_hant", "zh-hant-TW", "zh-TW", "zh_Hant_HK"] {
            #expect(FontFallback.list(for: font, language: spelling) === hant, "\(spelling)")
        }
        // Not a language subtag: no language, the same list as nil.
        #expect(FontFallback.list(for: font, language: String(repeating: "q", count: 100_000)) === FontFallback.list(for: font, language: nil))
        #expect(FontconfigLanguage.from(bcp47: "1234") == nil)
        #expect(FontconfigLanguage.from(bcp47: "EN_us") == "en")
    }

    @Test func fallbackListsByCallerLocalesStayBounded() {
        let font = Fixtures.dejaVu()
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for i in 0..<100 { _ = FontFallback.list(for: font, language: "q\(letters[i / 26])\(letters[i % 26])") }
        #expect(FontFallback.cache.count <= 64)
    }

    @Test func layoutCacheIsBoundedByBytes() {
        let cache = LayoutCache(capacity: 1_000, maximumBytes: 200_000)
        let font = Fixtures.mono()
        for i in 0..<50 {
            let text = StyledText(String(repeating: "x", count: 1_000) + "\(i)", attributes: TextAttributes(font: font))
            _ = cache.layout(for: text, options: LayoutOptions(width: 300))
        }
        #expect(cache.byteCount <= 200_000)
        #expect(cache.count < 50 && cache.count > 0)
        // A layout larger than half the budget is returned, never kept.
        let small = LayoutCache(capacity: 10, maximumBytes: 1_000)
        let big = StyledText(String(repeating: "y", count: 1_000), attributes: TextAttributes(font: font))
        #expect(small.layout(for: big, options: LayoutOptions(width: 300)).lines.count > 1)
        #expect(small.count == 0 && small.byteCount == 0)
    }
}

@Suite struct HostileDecodingAndCacheSizeTests {
    @Test func aPNGHeaderClaimingAHugeImageIsRefusedBeforeDecoding() throws {
        let label = Label(text: "hi")
        label.font = Fixtures.mono()
        var png = try label.render(width: .infinity)
        // Rewrite IHDR's width and height to 30,000 × 30,000 (900 million pixels, 3.6 GB).
        let side: [UInt8] = [0x00, 0x00, 0x75, 0x30]
        png.replaceSubrange(16..<20, with: side)
        png.replaceSubrange(20..<24, with: side)
        #expect(throws: RenderError.tooManyPixels(width: 30_000, height: 30_000, limit: 100_000_000)) { try Bitmap(png: png) }
        // The largest header a PNG can hold (2³² − 1 a side) is refused, not an overflow.
        png.replaceSubrange(16..<24, with: [UInt8](repeating: 0xFF, count: 8))
        #expect(throws: RenderError.self) { try Bitmap(png: png) }
        // The real size decodes: 20 × 19 pixels ("hi" in DejaVu Sans Mono 16, 19.27 × 18.63 pt).
        let bitmap = try Bitmap(png: label.render(width: .infinity))
        #expect((bitmap.width, bitmap.height) == (20, 19))
    }

    @Test func aLayoutCacheOfAnyCapacityWorks() {
        // The capacity is a bound, never a reservation.
        let cache = LayoutCache(capacity: Int.max, maximumBytes: Int.max)
        let text = StyledText("ab", attributes: TextAttributes(font: Fixtures.mono()))
        #expect(cache.layout(for: text, options: LayoutOptions()).lines.count == 1)
        #expect(cache.count == 1)
    }
}

/// ICU break iterators are keyed on a canonical locale and their prototypes bounded.
@Suite struct BreakIteratorPoolTests {
    @Test func localeSpellingsShareOneKey() {
        #expect(BreakIterator.icuLocale("zh-Hant") == "zh_Hant")
        #expect(BreakIterator.icuLocale("ZH_hant") == "zh_Hant")
        #expect(BreakIterator.icuLocale("ja@lb=strict") == "ja@lb=strict")
        #expect(BreakIterator.icuLocale("not a tag!") == "")
        #expect(BreakIterator.icuLocale(nil) == "" && BreakIterator.icuLocale("") == "")
        // A tag too long for ICU keeps what fits: its language still breaks the text.
        let long = "vi-" + String(repeating: "a", count: 300) + "@lb=strict"
        #expect(BreakIterator.icuLocale(long) == "vi@lb=strict")
        #expect(BreakIterator.icuLocale("vi@" + String(repeating: "k", count: 200)) == "vi")
        #expect(BreakIterator.icuLocale("vi-VN-" + String(repeating: "b", count: 160)) == "vi_VN")
        let utf16 = Array("Tiếng Việt rất đẹp".utf16)
        let broken = BreakOpportunities(utf16: utf16[...], locale: long).line.map(\.offset)
        #expect(broken == BreakOpportunities(utf16: utf16[...], locale: "vi@lb=strict").line.map(\.offset))
        #expect(broken == [6, 11, 15, 18])
    }

    @Test func thousandsOfLocalesStillBreakLikeRoot() {
        // More locales than prototypes kept: each still breaks text, and the oldest are closed.
        let utf16 = Array("hello world".utf16)
        for i in 0..<(BreakIterator.prototypeLimit * 3) {
            let locale = "x" + String(repeating: "a", count: 1 + i % 7) + "-" + String(i)
            let iterator = BreakIterator(kind: .line, locale: locale, utf16: utf16)
            #expect(iterator?.boundaries() == [6, 11])
        }
    }
}

/// Values set after a value type is made are clamped as the initializer clamps them, and a
/// renderer refuses a size that is not a number instead of trapping (a review of the API).
@Suite struct ClampedOnSetTests {
    @Test func colourComponentsAreClampedWhenSet() {
        var colour = Color.black
        colour.blue = 2
        colour.red = .nan
        colour.green = 1e300
        colour.alpha = -.infinity
        #expect(colour == Color(red: 0, green: 1, blue: 1, alpha: 0))
        #expect(colour.hex == "#00FFFF00" && colour.description == "#00FFFF00")
    }

    @Test func shadowValuesAreClampedWhenSet() throws {
        var shadow = TextShadow(offset: CGSize(width: 2, height: 2), blurRadius: 3)
        shadow.blurRadius = .nan
        #expect(shadow.blurRadius == 0)
        shadow.blurRadius = 1e300
        #expect(shadow.blurRadius == 100)
        shadow.offset = CGSize(width: CGFloat.nan, height: 1e300)
        #expect(shadow.offset == CGSize(width: 0, height: ParagraphStyle.maximumLength))
        // It renders (a NaN blur trapped in the painter before).
        let label = Label(text: "Shadow")
        label.font = Fixtures.dejaVu()
        shadow.offset = CGSize(width: 1, height: 1)
        shadow.blurRadius = .infinity
        label.shadow = shadow
        _ = try label.render(width: 200)
    }

    @Test func aRendererRefusesASizeThatIsNotANumber() throws {
        #expect(throws: RenderError.self) { try Renderer().render(Composition(size: CGSize(width: CGFloat.nan, height: 10))) }
        // A negative size is an empty, one-pixel canvas, not a trap.
        _ = try Renderer().render(Composition(size: CGSize(width: -1e19, height: 10)))
        var layout = Label(text: "hi").layout(width: 100)
        layout.size.width = .nan
        #expect(throws: RenderError.self) { try Renderer().render(layout) }
    }

    @Test func theDefaultCanvasHoldsAWholeShadow() throws {
        // A blurred shadow 6 pt down and right: the canvas grows for it, so its edges are white.
        for offset in [CGSize(width: 6, height: 6), CGSize(width: -6, height: -6)] {
            let label = Label(text: "Shadow Ågj")
            label.font = Fixtures.dejaVu(28)
            label.shadow = TextShadow(offset: offset, blurRadius: 8, color: Color(rgb: 0xFF0000, alpha: Double(0xC0) / 255))
            let bitmap = try Bitmap(png: label.render(width: 240, options: RenderOptions(scale: 2)))
            let white = Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
            for x in 0..<bitmap.width {
                #expect(bitmap[x, 0] == white && bitmap[x, bitmap.height - 1] == white, "\(offset) x \(x)")
            }
            for y in 0..<bitmap.height {
                #expect(bitmap[0, y] == white && bitmap[bitmap.width - 1, y] == white, "\(offset) y \(y)")
            }
        }
    }
}

@Suite struct TabStopLimitsTests {
    @Test func atMostAThousandStopsAndATabIntervalOfAtLeastAHundredthOfAPoint() {
        var style = ParagraphStyle()
        style.tabStops = (0..<100_000).map { TextTab(location: Double($0) * 0.01) }
        #expect(style.resolvedTabStops.count == ParagraphStyle.maximumTabStops)
        #expect(style.resolvedTabStops.last?.location == 9.99)
        // Unsorted, negative and NaN stops: resolved as before (sorted, dropped).
        style.tabStops = [TextTab(location: 50), TextTab(location: .nan), TextTab(location: -1), TextTab(.right, location: 20)]
        #expect(style.resolvedTabStops == [TextTab(.right, location: 20), TextTab(location: 50)])
        // A subnormal interval: 0.01 pt, and every width finite, no tab moving backwards.
        style.tabStops = []
        style.defaultTabInterval = .leastNonzeroMagnitude  // 5e-324
        #expect(style.resolvedTabInterval == 0.01)
        let text = StyledText("abcdefgh\tb\tc", attributes: TextAttributes(font: Fixtures.dejaVu()), paragraphStyle: style)
        let layout = TextLayout(text: text, options: LayoutOptions())
        #expect(layout.size.width.isFinite)
        #expect(layout.lines[0].glyphRuns.flatMap(\.advances).allSatisfy { $0.isFinite && $0 >= 0 })
    }
}
