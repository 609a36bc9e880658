// Measure: a punctuation mark's half-width metrics from the font's OpenType `halt` feature,
// shaped alone and remembered per font, mark, script and language.

/// The `halt` (alternate half widths) metrics of single marks, in design units.
///
/// Trimming asks the font rather than halving: a font with `halt` knows where each mark's
/// ink sits (Noto Sans CJK moves an opening bracket's ink left by half an em, a centred
/// Japanese colon by a quarter). The main shaping call is not changed: the mark is shaped
/// alone with `halt` on, once per (face, mark, script, language) in the process.
enum HaltMetrics {
    struct Metrics: Sendable, Hashable {
        var advance: Int32
        var xOffset: Int32
    }

    private struct Key: Hashable {
        var path: String
        var index: Int
        var unit: UInt16
        var glyph: UInt32
        var script: UInt32
        var language: String?
    }

    /// Keyed on fonts, marks and languages: bounded (a few hundred marks per font in use).
    private static let cache = SharedCache<Key, Metrics?>(maximumCount: 4_096, maximumBytes: 1 << 20)

    /// The `halt` metrics of `unit` in `face`, or nil when the font has no `halt` for it (the
    /// advance does not shrink) or `halt` gives another glyph than `glyph`, the one shaped in
    /// context.
    ///
    /// - Complexity: O(1) after the first call for a key; one HarfBuzz call of one character
    ///   the first time.
    static func lookup(
        unit: UInt16, glyph: UInt32, face: FontFace, script: UInt32, language: String?, buffer: HarfBuzzBuffer
    ) -> Metrics? {
        let key = Key(path: face.file.path, index: face.file.index, unit: unit, glyph: glyph, script: script, language: language)
        return cache.value(for: key) { () -> Metrics? in
            let text: [UInt16] = [unit]
            let script = script == HarfBuzzBuffer.commonScript ? nil : script
            let language = ShapingLanguage.canonical(language)
            let plain = buffer.shape(text[...], range: 0..<1, face: face.harfBuzz, script: script, language: language, isRightToLeft: false)
            let halted = buffer.shape(
                text[...], range: 0..<1, face: face.harfBuzz, script: script, language: language, isRightToLeft: false,
                features: ["halt"])
            guard plain.glyphs.count == 1, halted.glyphs.count == 1, let before = plain.glyphs.first, let after = halted.glyphs.first,
                  after.id == glyph, after.xAdvance < before.xAdvance, after.xAdvance > 0
            else { return nil }
            return Metrics(advance: after.xAdvance, xOffset: after.xOffset - before.xOffset)
        }
    }
}
