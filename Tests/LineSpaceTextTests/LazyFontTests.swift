// Start-up work the fonts layer skips: fontconfig's sort until a character needs a fallback,
// and font file scans when fontconfig's cache already knows a face's traits.
import Foundation
import Testing
@testable import LineSpaceText

@Suite("Fonts: lazy fallback lists and cached traits")
struct LazyFontTests {
    @Test("the fallback sort waits for the first cluster the primary font lacks")
    func lazySort() throws {
        let font = try Font(family: "DejaVu Sans", size: 17)
        // A language tag no other test uses, so this request's list is this test's own.
        let fallback = FontFallback.list(for: font, language: "en-x-lazysort")
        #expect(!fallback.hasSortedCandidates)
        #expect(fallback.face(forCluster: [0x61]) === font.face)  // "a": DejaVu Sans has it
        #expect(fallback.face(forCluster: [0x4E2D]) !== font.face)  // "中": it has not
        #expect(fallback.hasSortedCandidates)
        #expect(FontFallback.list(for: font, language: "en-x-lazysort") === fallback)
    }

    @Test("fontconfig's cache gives colour and outline traits without reading the file")
    func cachedTraits() throws {
        let emoji = try Font(family: "Noto Color Emoji", size: 17)
        #expect(emoji.resolvedFamily == "Noto Color Emoji")
        let emojiTraits = try #require(Fontconfig.cachedTraits(file: emoji.file, index: emoji.faceIndex))
        #expect(emojiTraits.color)

        let cjk = try Font(family: "Noto Sans CJK TC", size: 17)
        let cjkTraits = try #require(Fontconfig.cachedTraits(file: cjk.file, index: cjk.faceIndex))
        #expect(!cjkTraits.color && cjkTraits.outline)

        #expect(Fontconfig.cachedTraits(file: "/nonexistent/font.ttf", index: 0) == nil)
        // A face index the file does not have is not in the cache either.
        #expect(Fontconfig.cachedTraits(file: cjk.file, index: 999) == nil)
    }
}
