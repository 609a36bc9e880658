// Lines: the ellipsis a truncated line shows (docs/semantics.md §6).

/// A shaped ellipsis: U+2026 in the line's font, a fallback that has it, or "...".
struct Ellipsis {
    /// Its glyphs as a run with the attributes of the text it stands for.
    var run: ShapedRun
    /// Its glyphs' advances and the letter spacing between them.
    var width: Double
    /// Letter spacing after the ellipsis when text follows it (head and middle truncation),
    /// clamped like text's so the pen never moves backwards.
    var spacingAfter: Double

    /// What an ellipsis is for a font, language and letter spacing, whatever the colour or
    /// decoration: the face that has U+2026 (or the font's, for "..."), the glyphs and widths.
    /// An object, shared by every truncated line that shows it.
    private final class Shape: Sendable {
        let font: Font
        let glyphs: [ShapedGlyph]
        let offsets: GlyphOffsets
        let isRightToLeft: Bool
        let width: Double
        let spacingAfter: Double

        init(font: Font, glyphs: [ShapedGlyph], offsets: GlyphOffsets, isRightToLeft: Bool, width: Double, spacingAfter: Double) {
            (self.font, self.glyphs, self.offsets) = (font, glyphs, offsets)
            (self.isRightToLeft, self.width, self.spacingAfter) = (isRightToLeft, width, spacingAfter)
        }
    }

    private struct Key: Hashable {
        var font: Font
        var language: String?
        /// Never NaN (`TextAttributes` clamps it), so equal keys find each other.
        var letterSpacing: Double

        /// By the font's face and size (equal fonts share a face) and the spacing, not the
        /// family name nor the language (a font's ellipses differ in few languages): every
        /// truncated line looks its ellipsis up.
        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(font.face))
            hasher.combine(font.size)
            hasher.combine(letterSpacing)
        }
    }

    /// Every truncated line needs an ellipsis: made once per font, language and spacing.
    private static let shapes = SharedCache<Key, Shape>(maximumCount: 64)

    /// The ellipsis for text with `attributes` in `language`.
    ///
    /// - Complexity: a cache look-up; the first time, a fallback look-up and a shaping.
    static func make(attributes: TextAttributes, language: String?) -> Ellipsis {
        let key = Key(font: attributes.font, language: language, letterSpacing: attributes.letterSpacing)
        let shape = shapes.value(for: key) { HarfBuzzBuffer.withPooled { makeShape(key, buffer: $0) } }
        let run = ShapedRun(
            range: 0..<0, attributes: attributes, font: shape.font, script: HarfBuzzBuffer.commonScript,
            isRightToLeft: shape.isRightToLeft, glyphs: shape.glyphs, offsets: shape.offsets)
        return Ellipsis(run: run, width: shape.width, spacingAfter: shape.spacingAfter)
    }

    private static func makeShape(_ key: Key, buffer: HarfBuzzBuffer) -> Shape {
        let requested = key.font
        let fallback = FontFallback.list(for: requested, language: key.language)
        var face = fallback.face(forCluster: [0x2026])
        var utf16: [UInt16] = [0x2026]
        if !face.hasGlyph(for: 0x2026) {
            face = requested.face
            utf16 = Array("...".utf16)
        }
        // As a text run's: the requested font itself when it names the face.
        let font = ShapedRun.font(face: face, requested: requested)
        // Shaped left to right in any paragraph: the bidi stage places it (at the paragraph level).
        let (raw, isRightToLeft) = buffer.shape(
            utf16[...], range: 0..<utf16.count, face: face.harfBuzz, script: nil, language: ShapingLanguage.canonical(key.language),
            isRightToLeft: false)
        let scale = font.scale
        let glyphs = raw.map { ShapedGlyph($0, cluster: 0, scale: scale, reportsConcatenation: false) }
        var offsets = GlyphOffsets()
        for (index, glyph) in raw.enumerated() { offsets.append(glyph, scale: scale, glyph: index) }
        // "..." is three clusters: letter spacing goes between its dots too.
        let spacings = glyphs.map { max(key.letterSpacing, -$0.advance) }
        let width = glyphs.reduce(0) { $0 + $1.advance } + spacings.dropLast().reduce(0, +)
        return Shape(font: font, glyphs: glyphs, offsets: offsets, isRightToLeft: isRightToLeft, width: width, spacingAfter: spacings.last ?? 0)
    }
}
