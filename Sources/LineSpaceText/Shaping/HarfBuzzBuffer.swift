// A reusable HarfBuzz buffer (the one owner of hb_buffer_t) and the shaping call.
import CHarfBuzz

/// A glyph as HarfBuzz returns it, in design units of its face.
struct RawGlyph: Sendable {
    var id: UInt32
    /// UTF-16 offset of the glyph's cluster in the text given to `shape`.
    var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
    /// HarfBuzz's HB_GLYPH_FLAG_UNSAFE_TO_BREAK: cutting the text before this glyph's cluster
    /// changes shaping, so a line edge there must be reshaped.
    var unsafeToBreak: Bool
    /// HarfBuzz's HB_GLYPH_FLAG_UNSAFE_TO_CONCAT (only when asked for): text changed on one
    /// side of this glyph's cluster start may change the shaping on the other side, so a piece
    /// with this flag at an edge cannot be spliced next to other text (`ShapingCache`).
    var unsafeToConcat: Bool = false
}

/// A HarfBuzz buffer, reused across the runs of one layout: one thread at a time, the layout's,
/// or the one that took it from the pool (`withPooled`).
final class HarfBuzzBuffer: @unchecked Sendable {
    /// Created on the first shaping: a layout served by the shaping cache shapes nothing.
    private var created: OpaquePointer?
    private var buffer: OpaquePointer {
        if let created { return created }
        let buffer = hb_buffer_create()!
        created = buffer
        return buffer
    }

    init() {}
    deinit { if let created { hb_buffer_destroy(created) } }

    /// Buffers for work that has none of its own at hand (a line edge reshaped while laying out
    /// a prepared text, which any thread may do).
    private static let pool = Locked<[HarfBuzzBuffer]>([])

    /// Runs `body` with a buffer no other thread uses meanwhile.
    static func withPooled<R>(_ body: (HarfBuzzBuffer) -> R) -> R {
        let buffer = pool.withLock { $0.popLast() } ?? HarfBuzzBuffer()
        defer { pool.withLock { if $0.count < 16 { $0.append(buffer) } } }
        return body(buffer)
    }

    /// Runs `body` with `buffer`, or with a pooled one when it is nil: work that may find its
    /// glyphs in the shaping cache takes a buffer only when it shapes.
    static func using<R>(_ buffer: HarfBuzzBuffer?, _ body: (HarfBuzzBuffer) -> R) -> R {
        if let buffer { return body(buffer) }
        return withPooled(body)
    }

    /// Shapes `range` of `utf16` (the rest is context) with `face`.
    ///
    /// - Parameters:
    ///   - script: an ISO 15924 tag ("Latn", "Hani"), or nil to let HarfBuzz guess.
    ///   - language: a BCP 47 tag for `locl` and friends, or nil.
    ///   - isRightToLeft: the run's direction from its bidi level; nil lets the script decide.
    /// - Returns: glyphs in visual order (right-to-left runs come reversed), with clusters
    ///   as offsets into `utf16`'s indices relative to its start.
    /// - Complexity: HarfBuzz's, roughly O(n) in the run length.
    func shape(
        _ utf16: ArraySlice<UInt16>, range: Range<Int>, face: HarfBuzzFace,
        script: UInt32?, language: String?, isRightToLeft: Bool? = nil, features: [String] = [],
        producesUnsafeToConcat: Bool = false
    ) -> (glyphs: [RawGlyph], isRightToLeft: Bool) {
        let buffer = self.buffer
        hb_buffer_clear_contents(buffer)
        // Only the shaping cache asks for HB_GLYPH_FLAG_UNSAFE_TO_CONCAT: HarfBuzz then takes a
        // slower path at every lookup that runs into the text's end, and marks ranges that grow
        // with the text.
        hb_buffer_set_flags(buffer, producesUnsafeToConcat ? HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT : HB_BUFFER_FLAG_DEFAULT)
        utf16.withUnsafeBufferPointer { text in
            hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        }
        if let script {
            let hbScript = hb_script_t(rawValue: script)
            hb_buffer_set_script(buffer, hbScript)
            var direction = hb_script_get_horizontal_direction(hbScript)
            if direction == HB_DIRECTION_INVALID { direction = HB_DIRECTION_LTR }
            hb_buffer_set_direction(buffer, direction)
        }
        if let isRightToLeft {
            // The bidi level decides, not the script: Hebrew inside an LTR override is shaped
            // left to right, and brackets in a right-to-left run are mirrored by HarfBuzz.
            hb_buffer_set_direction(buffer, isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        }
        if let language, !language.isEmpty {
            hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        }
        hb_buffer_guess_segment_properties(buffer)
        let isRightToLeft = hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL

        var hbFeatures = features.compactMap { feature -> hb_feature_t? in
            var parsed = hb_feature_t()
            return hb_feature_from_string(feature, -1, &parsed) != 0 ? parsed : nil
        }
        hb_shape(face.font, buffer, &hbFeatures, UInt32(hbFeatures.count))
        WorkCounter.current?.countShaping()

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return ([], isRightToLeft) }
        var glyphs: [RawGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            var info = infos[i]
            let position = positions[i]
            let flags = hb_glyph_info_get_glyph_flags(&info)
            glyphs.append(RawGlyph(
                id: info.codepoint, cluster: Int(info.cluster), xAdvance: position.x_advance,
                xOffset: position.x_offset, yOffset: position.y_offset,
                unsafeToBreak: flags.rawValue & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0,
                unsafeToConcat: flags.rawValue & HB_GLYPH_FLAG_UNSAFE_TO_CONCAT.rawValue != 0))
        }
        return (glyphs, isRightToLeft)
    }

    /// The script `hb_buffer_guess_segment_properties` would give `range` of `utf16`: that of
    /// its first character whose script is not common, inherited or unknown; nil if none is.
    static func guessedScript(_ utf16: ArraySlice<UInt16>, range: Range<Int>) -> UInt32? {
        var i = utf16.startIndex + range.lowerBound
        let end = utf16.startIndex + range.upperBound
        while i < end {
            let unit = utf16[i]
            var scalar = UInt32(unit)
            if UTF16.isLeadSurrogate(unit), i + 1 < end, UTF16.isTrailSurrogate(utf16[i + 1]) {
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(utf16[i + 1]) - 0xDC00)
                i += 1
            }
            i += 1
            let script = self.script(of: scalar)
            if script != commonScript && script != inheritedScript && script != unknownScript { return script }
        }
        return nil
    }

    /// Whether HarfBuzz shapes `script` (a tag value) in `isRightToLeft` natively: otherwise it
    /// reverses the text's graphemes around shaping, which splits differently by pieces.
    static func isNative(script: UInt32, isRightToLeft: Bool) -> Bool {
        let direction = hb_script_get_horizontal_direction(hb_script_t(rawValue: script))
        return direction == HB_DIRECTION_INVALID || (direction == HB_DIRECTION_RTL) == isRightToLeft
    }

    /// The Unicode script of `scalar` as an ISO 15924 tag value (HarfBuzz's Unicode data).
    static func script(of scalar: UInt32) -> UInt32 {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar).rawValue
    }

    static let commonScript = HB_SCRIPT_COMMON.rawValue
    static let inheritedScript = HB_SCRIPT_INHERITED.rawValue
    static let unknownScript = HB_SCRIPT_UNKNOWN.rawValue
    static let hanScript = HB_SCRIPT_HAN.rawValue
    static let latinScript = HB_SCRIPT_LATIN.rawValue
    static let hiraganaScript = HB_SCRIPT_HIRAGANA.rawValue
    static let katakanaScript = HB_SCRIPT_KATAKANA.rawValue
    static let hangulScript = HB_SCRIPT_HANGUL.rawValue

    /// The OpenType language tags HarfBuzz selects lookups by for text in `language`, most
    /// preferred first (none: the default language system).
    static func openTypeLanguageTags(_ language: String) -> [UInt32] {
        var tags = [hb_tag_t](repeating: 0, count: Int(HB_OT_MAX_TAGS_PER_LANGUAGE))
        var count = UInt32(tags.count)
        hb_ot_tags_from_script_and_language(
            HB_SCRIPT_COMMON, hb_language_from_string(language, -1), nil, nil, &count, &tags)
        return Array(tags.prefix(Int(count)))
    }

    /// Whether HarfBuzz knows `tag` as an OpenType language (it names an unknown one with a
    /// private-use `x-hbot-` language of its own).
    static func isKnownLanguageTag(_ tag: UInt32) -> Bool {
        guard let language = hb_ot_tag_to_language(hb_tag_t(tag)), let name = hb_language_to_string(language) else { return false }
        return !String(cString: name).contains("x-hbot")
    }
}
