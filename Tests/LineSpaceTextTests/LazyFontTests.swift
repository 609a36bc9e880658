// Start-up work the fonts layer skips: fontconfig's sort until a character needs a fallback,
// a second mapping of each font file (Cairo's FreeType face reads HarfBuzz's bytes), and one
// call per code point when a face's coverage bitmap is built (it takes thousands per call).
import Foundation
import CCairo
import CHarfBuzz
import Testing
@testable import LineSpaceText

@Suite("Fonts: lazy fallback lists, one mapping per font file")
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

    @Test("the coverage bitmap, read thousands of code points at a time, holds exactly the cmap's BMP code points",
          arguments: ["Noto Sans CJK TC", "DejaVu Sans", "Noto Color Emoji"])
    func coverageFromRanges(family: String) throws {
        let face = try Font(family: family, size: 17).face.harfBuzz
        // The reference: every code point HarfBuzz collects, one at a time.
        var expected = Set<UInt32>()
        let set = hb_set_create()!
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(hb_font_get_face(face.font), set)
        var codepoint = hb_codepoint_t.max
        while hb_set_next(set, &codepoint) != 0 && codepoint < 0x10000 { expected.insert(codepoint) }
        #expect(expected.count > 100)
        var covered = Set<UInt32>()
        for scalar in UInt32(0)..<0x10000 where face.hasGlyph(for: scalar) { covered.insert(scalar) }
        #expect(covered == expected)
    }

    @Test("Cairo's FreeType face reads HarfBuzz's bytes and sees the face's traits")
    func freeTypeFromHarfBuzzBytes() throws {
        let emoji = try Font(family: "Noto Color Emoji", size: 17)
        #expect(emoji.resolvedFamily == "Noto Color Emoji")
        let colour = try FreeTypeFace(emoji.face)
        #expect(colour.face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0)
        #expect(colour.face.pointee.num_glyphs == FT_Long(hb_face_get_glyph_count(hb_font_get_face(emoji.face.harfBuzz.font))))

        // The TC face of the CJK collection: FreeType must open the face HarfBuzz did.
        let cjk = try Font(family: "Noto Sans CJK TC", size: 17)
        let outline = try FreeTypeFace(cjk.face)
        #expect(outline.face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) == 0)
        #expect(outline.face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0)
        #expect(String(cString: outline.face.pointee.family_name) == "Noto Sans CJK TC")
        #expect(outline.face.pointee.face_index == FT_Long(cjk.faceIndex))
    }
}
