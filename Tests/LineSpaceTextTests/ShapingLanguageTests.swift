// ShapingLanguage: locales that HarfBuzz shapes alike share one shaping language, so arbitrary
// locales (a server's requests) cannot grow HarfBuzz's shape plans or the shaping cache's styles.
import Testing
@testable import LineSpaceText

@Suite struct ShapingLanguageTests {
    @Test func localesWithTheSameOpenTypeTagsShareOneLanguage() {
        // English in any region is OpenType's ENG; the first met stands for all.
        let english = ShapingLanguage.canonical("en-GB")
        #expect(english != nil)
        #expect(ShapingLanguage.canonical("en-US") == english)
        #expect(ShapingLanguage.canonical("en-x-request-42") == english)
        #expect(ShapingLanguage.canonical(english) == english)
        // Another language is a class of its own.
        #expect(ShapingLanguage.canonical("tr") != english)
        // What would let a caller make systems without end is not read: private-use overrides
        // of HarfBuzz's tags, and codes HarfBuzz does not know (it makes a tag of each).
        #expect(ShapingLanguage.canonical("en-x-hbsccyrl") == english)
        #expect(ShapingLanguage.canonical("en-x-hbotTRK") == english)
        #expect(ShapingLanguage.canonical("x-hbotTRK") == nil)
        #expect(ShapingLanguage.canonical("qqq") == nil)
        #expect(ShapingLanguage.canonical("qqq-US") == nil)
        // The languages layout derives from text stand for themselves; no language is none.
        #expect(ShapingLanguage.canonical("ja") == "ja")
        #expect(ShapingLanguage.canonical("zh-Hans") == "zh-Hans")
        #expect(ShapingLanguage.canonical(nil) == nil)
        // A locale of any length is read for its first bytes only (HarfBuzz keeps each string).
        let long = "de-x-" + String(repeating: "a", count: 100_000)
        #expect((ShapingLanguage.canonical(long)?.utf8.count ?? 0) <= ShapingLanguage.maximumLength)
        #expect(ShapingLanguage.canonical(long) == ShapingLanguage.canonical("de"))
        #expect(ShapingLanguage.canonical("") == nil)
    }

    @Test func manyLocalesKeepTheShapingCacheStylesFew() {
        let cache = ShapingCache(byteLimit: 1 << 20)
        let font = Fixtures.dejaVu()
        let text = StyledText("Hello, world", attributes: TextAttributes(font: font))
        var widths = Set<Double>()
        ShapingCache.$current.withValue(cache) {
            for index in 0..<300 {
                let layout = TextLayout(text: text, options: LayoutOptions(width: 500, locale: "en-x-request-\(index)"))
                widths.insert(Double(layout.size.width))
            }
        }
        // One style for the Latin run (each distinct locale made one before).
        #expect(cache.styleCount == 1)
        #expect(widths.count == 1)
    }

    @Test func aLocaleShapesAsItsLanguageSystem() {
        // Turkish and English select different language systems; a Turkish region does not.
        let font = Fixtures.dejaVu()
        let text = StyledText("fi fl", attributes: TextAttributes(font: font))
        func glyphs(_ locale: String) -> [UInt32] {
            TextLayout(text: text, options: LayoutOptions(width: 500, locale: locale)).lines.flatMap(\.glyphRuns).flatMap(\.glyphs)
        }
        #expect(glyphs("tr-TR") == glyphs("tr"))
        #expect(glyphs("en-GB") == glyphs("en-US"))
    }

    /// Styles that differ only in language hash alike but stay apart: through one cache, each
    /// language gets its own style and glyphs, in either order.
    @Test func languagesSharingAFaceKeepTheirOwnGlyphs() {
        // Noto Sans CJK's Japanese forms of 直 and 骨 (OpenType `locl`) differ from its Chinese.
        let text = StyledText("直骨", attributes: TextAttributes(font: Fixtures.notoSC(20)))
        func glyphs(_ locale: String, in cache: ShapingCache) -> [UInt32] {
            ShapingCache.$current.withValue(cache) {
                TextLayout(text: text, options: LayoutOptions(width: 500, locale: locale)).lines.flatMap(\.glyphRuns).flatMap(\.glyphs)
            }
        }
        let japanese = glyphs("ja", in: ShapingCache(byteLimit: 1 << 20))
        let chinese = glyphs("zh-Hans", in: ShapingCache(byteLimit: 1 << 20))
        #expect(japanese != chinese)
        let shared = ShapingCache(byteLimit: 1 << 20)
        #expect(glyphs("ja", in: shared) == japanese)
        #expect(glyphs("zh-Hans", in: shared) == chinese)
        #expect(glyphs("ja", in: shared) == japanese)
        #expect(shared.styleCount == 2)
    }
}
