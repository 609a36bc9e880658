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

    @Test("language tags convert as they did through Foundation's string search")
    func languageTagsWithoutFoundationSearch() {
        // The conversion as it was, with NSString's replacingOccurrences.
        func reference(_ tag: String) -> String? {
            let parts = tag.replacingOccurrences(of: "_", with: "-").lowercased().split(separator: "-").map(String.init)
            guard let language = parts.first, (2...8).contains(language.utf8.count),
                  language.utf8.allSatisfy({ (0x61...0x7A).contains($0) })
            else { return nil }
            if language == "zh" {
                if parts.contains("hant") || parts.contains("tw") { return "zh-tw" }
                if parts.contains("hk") || parts.contains("mo") { return "zh-hk" }
                return "zh-cn"
            }
            return language
        }
        let tags = ["zh_Hant", "ZH_hant_TW", "zh_HK", "zh-Hans", "en_US", "EN__us", "_en", "en_", "_",
                    "ja_JP", "zh_\u{301}Hant", "zh\u{301}_Hant", "zh_Hant\u{301}", "ＺＨ_hant", "zh＿Hant",
                    "de_DE_1996", "i_klingon", "zh_Hant-TW_x_private", "sr_Latn_RS", "abcdefghi_x"]
        for tag in tags {
            #expect(FontconfigLanguage.from(bcp47: tag) == reference(tag), "\(tag)")
        }
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
