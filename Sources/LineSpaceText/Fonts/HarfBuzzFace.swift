// The HarfBuzz face and font of one font file (the one owner of hb_blob/hb_face/hb_font).
import CHarfBuzz

/// One face of a font file, loaded by HarfBuzz, with its font scaled to design units.
///
/// The font's scale is the face's units per em, so every position HarfBuzz returns is an exact
/// design-unit value; callers multiply by `size / unitsPerEm`. One instance serves every size
/// and thread: HarfBuzz fonts are safe for concurrent shaping once set up, and nothing mutates
/// them after `init`.
final class HarfBuzzFace: @unchecked Sendable {
    private let blob: OpaquePointer
    let face: OpaquePointer
    let font: OpaquePointer
    /// Design units per em.
    let unitsPerEm: Int
    /// Ascender, descender (positive, down) and line gap in design units: `hb_font_get_h_extents`,
    /// which honours OS/2 USE_TYPO_METRICS and otherwise uses hhea.
    let ascender: Double
    let descender: Double
    let lineGap: Double
    /// Underline and strikeout: the offset of the stroke's top edge from the baseline (positive
    /// up) and its thickness, in design units, from `hb_ot_metrics` (post and OS/2 tables, or
    /// HarfBuzz's synthesized values for a font without them).
    let decorationMetrics: DecorationMetrics
    /// One bit per BMP code point the cmap maps (8 KB): coverage checks for every character of
    /// every paragraph are a bit test instead of a cmap look-up (itemization reads it directly
    /// in its per-character loop).
    let basicPlaneCoverage: [UInt64]
    /// Whether the face is designed italic or oblique: OS/2 fsSelection or head macStyle says
    /// italic, or the post table gives a slant angle (`hb_style_get_value`).
    let isDesignedItalic: Bool

    /// Loads face `index` of the file at `path`.
    ///
    /// - Throws: `FontError.unreadableFontFile` when the file cannot be read or has no glyphs.
    init(path: String, index: Int) throws {
        guard index >= 0, index <= Int(Int32.max),
              let blob = hb_blob_create_from_file_or_fail(path)
        else { throw FontError.unreadableFontFile(path: path, index: index) }
        let face = hb_face_create(blob, UInt32(index))!
        // An empty or foreign file gives the empty face: no glyphs, upem 1000 by default.
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw FontError.unreadableFontFile(path: path, index: index)
        }
        hb_face_make_immutable(face)
        let font = hb_font_create(face)!
        let upem = Int32(clamping: hb_face_get_upem(face))
        hb_font_set_scale(font, upem, upem)
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        let decorationMetrics = DecorationMetrics(font: font)
        let isDesignedItalic = hb_style_get_value(font, HB_STYLE_TAG_ITALIC) != 0
            || hb_style_get_value(font, HB_STYLE_TAG_SLANT_ANGLE) != 0
        hb_font_make_immutable(font)

        self.blob = blob
        self.face = face
        self.font = font
        self.unitsPerEm = Int(upem)
        self.ascender = Double(extents.ascender)
        self.descender = Double(-extents.descender)
        self.lineGap = Double(extents.line_gap)
        self.decorationMetrics = decorationMetrics
        self.isDesignedItalic = isDesignedItalic

        var coverage = [UInt64](repeating: 0, count: 1024)
        let set = hb_set_create()!
        hb_face_collect_unicodes(face, set)
        // Many at a time: a CJK font maps some 44,000 BMP code points.
        var codepoints = [hb_codepoint_t](repeating: 0, count: 4096)
        var last = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: start before the first element
        scan: while true {
            let count = Int(codepoints.withUnsafeMutableBufferPointer {
                hb_set_next_many(set, last, $0.baseAddress, UInt32($0.count))
            })
            for codepoint in codepoints[..<count] {
                guard codepoint < 0x10000 else { break scan }
                coverage[Int(codepoint >> 6)] |= 1 << UInt64(codepoint & 63)
            }
            guard count == codepoints.count else { break }
            last = codepoints[count - 1]
        }
        hb_set_destroy(set)
        basicPlaneCoverage = coverage
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// A new reference to the font file's bytes (the caller destroys it): Cairo's FreeType face
    /// reads them instead of mapping the file a second time.
    func referencedBlob() -> OpaquePointer { hb_blob_reference(blob) }

    /// Whether the font maps `scalar` to a glyph through its cmap.
    func hasGlyph(for scalar: UInt32) -> Bool {
        if scalar < 0x10000 {
            return basicPlaneCoverage[Int(scalar >> 6)] & (1 << UInt64(scalar & 63)) != 0
        }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
    }

    /// The glyph the cmap maps `scalar` to, or 0 (.notdef).
    func nominalGlyph(for scalar: UInt32) -> UInt32 {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 ? glyph : 0
    }

    /// The ink box of `glyph` in design units, y up: x from `minX` to `maxX`, y from `minY` to
    /// `maxY` relative to the pen; nil for a glyph with no ink (a space) or unknown extents.
    func inkExtents(of glyph: UInt32) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, glyph, &extents) != 0, extents.width != 0, extents.height != 0 else {
            return nil
        }
        let x0 = Double(extents.x_bearing), x1 = Double(extents.x_bearing + extents.width)
        let y0 = Double(extents.y_bearing + extents.height), y1 = Double(extents.y_bearing)
        return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
    }

    /// The family name stored in the font's name table, if any.
    var familyName: String? {
        var length: UInt32 = 256
        var buffer = [CChar](repeating: 0, count: 256)
        let got = hb_ot_name_get_utf8(face, hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY), hb_language_from_string("en", -1), &length, &buffer)
        guard got > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
