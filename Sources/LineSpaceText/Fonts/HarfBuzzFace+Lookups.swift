// Which glyphs a face's OpenType lookups can touch, as HarfBuzz selects them for a script and
// language: the shaping cache cuts runs only where no lookup can reach across the cut.
import CHarfBuzz

extension HarfBuzzFace {
    /// One bit per glyph of the face: set when some GSUB or GPOS lookup of the script and
    /// language system HarfBuzz would choose for `script` and `language` names the glyph, in
    /// any role (input, backtrack, lookahead or output), under any of that system's features.
    ///
    /// The script and language systems are chosen as `hb_shape` chooses them (the script's
    /// tags, else `DFLT`, `dflt`, `latn`; the language's tags, else the default system), so a
    /// glyph whose bit is clear takes part in no lookup when this face shapes text of
    /// `script`. Features are not filtered: the set is a superset of the lookups applied.
    ///
    /// - Complexity: O(lookups + glyphs they name); a few hundred microseconds for a CJK face.
    func glyphsInLookups(script: UInt32, language: String?) -> [UInt64] {
        let hbScript = hb_script_t(rawValue: script)
        let hbLanguage = language.flatMap { $0.isEmpty ? nil : hb_language_from_string($0, -1) }
        var scriptTags = [hb_tag_t](repeating: 0, count: 8)
        var languageTags = [hb_tag_t](repeating: 0, count: 8)
        var scriptCount = UInt32(scriptTags.count)
        var languageCount = UInt32(languageTags.count)
        hb_ot_tags_from_script_and_language(hbScript, hbLanguage, &scriptCount, &scriptTags, &languageCount, &languageTags)

        let glyphs = hb_set_create()!
        defer { hb_set_destroy(glyphs) }
        for table in [HarfBuzzFace.gsubTag, HarfBuzzFace.gposTag] {
            var scriptIndex: UInt32 = 0
            var chosenScript: hb_tag_t = 0
            hb_ot_layout_table_select_script(face, table, scriptCount, &scriptTags, &scriptIndex, &chosenScript)
            var languageIndex = UInt32(HB_OT_LAYOUT_DEFAULT_LANGUAGE_INDEX)
            hb_ot_layout_script_select_language(face, table, scriptIndex, languageCount, &languageTags, &languageIndex)

            var features: [UInt32] = []
            var required: UInt32 = 0
            if hb_ot_layout_language_get_required_feature_index(face, table, scriptIndex, languageIndex, &required) != 0 {
                features.append(required)
            }
            features += Self.pages { start, count, page in
                hb_ot_layout_language_get_feature_indexes(face, table, scriptIndex, languageIndex, start, &count, page)
            }
            var lookups = Set<UInt32>()
            for feature in features {
                lookups.formUnion(Self.pages { start, count, page in
                    hb_ot_layout_feature_get_lookups(face, table, feature, start, &count, page)
                })
            }
            for lookup in lookups.sorted() {
                hb_ot_layout_lookup_collect_glyphs(face, table, lookup, glyphs, glyphs, glyphs, glyphs)
            }
        }

        let glyphCount = Int(hb_face_get_glyph_count(face))
        var bits = [UInt64](repeating: 0, count: (glyphCount + 63) / 64)
        var glyph = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: start before the first element
        while hb_set_next(glyphs, &glyph) != 0, Int(glyph) < glyphCount {
            bits[Int(glyph) >> 6] |= 1 << UInt64(glyph & 63)
        }
        return bits
    }

    /// The tables' tags, 'GSUB' and 'GPOS' as big-endian integers (HB_OT_TAG_GSUB, HB_OT_TAG_GPOS).
    private static let gsubTag: hb_tag_t = 0x4753_5542
    private static let gposTag: hb_tag_t = 0x4750_4F53

    /// Every index a HarfBuzz getter of the `(start, &count, array)` form returns, a page at a time.
    private static func pages(_ get: (UInt32, inout UInt32, UnsafeMutablePointer<UInt32>) -> UInt32) -> [UInt32] {
        var result: [UInt32] = []
        var page = [UInt32](repeating: 0, count: 256)
        while true {
            var count = UInt32(page.count)
            let total = page.withUnsafeMutableBufferPointer { get(UInt32(result.count), &count, $0.baseAddress!) }
            result += page[..<Int(count)]
            if count == 0 || result.count >= Int(total) { return result }
        }
    }

    /// Whether `scalar` is a mark or a format character, which lookups may skip over (a
    /// glyph they skip cannot keep them from reaching across it).
    static func isMarkOrFormat(_ scalar: UInt32) -> Bool {
        switch hb_unicode_general_category(hb_unicode_funcs_get_default(), scalar) {
        case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK,
             HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK, HB_UNICODE_GENERAL_CATEGORY_FORMAT,
             HB_UNICODE_GENERAL_CATEGORY_CONTROL, HB_UNICODE_GENERAL_CATEGORY_SURROGATE,
             HB_UNICODE_GENERAL_CATEGORY_UNASSIGNED:
            return true
        default:
            return false
        }
    }
}
