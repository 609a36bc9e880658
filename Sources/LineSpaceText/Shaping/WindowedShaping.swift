// Shaping: a long run shaped a window at a time, so that HarfBuzz's buffer stays small.

/// A run too long to shape at once without a large transient buffer (HarfBuzz holds about
/// 40 bytes a glyph while it shapes, beside the glyphs kept) is shaped in windows of
/// `ShapedRun.shapingWindow` units, each cut where HarfBuzz found the text safe to break.
///
/// Why the glyphs equal those of the run shaped whole: HarfBuzz does not flag a glyph
/// HB_GLYPH_FLAG_UNSAFE_TO_BREAK when shaping the text on each side of its cluster start
/// separately gives the same glyphs. A window `start..<end` keeps its glyphs up to such a
/// cluster start `cut`, at least `windowMargin` units before `end`, and the next window
/// starts at `cut`. The kept glyphs are then those of `start..<cut` shaped alone, and so
/// those of the whole run, as long as no lookup of the font reaches from before `cut` to
/// past `end` (more than `windowMargin` units), which no font in practice does.
///
/// A window with no such cut (one unbreakable cluster sequence longer than the window, as a
/// very long run of joined Arabic letters) gives up, and so does a run whose script HarfBuzz
/// would guess from its letters: the run is shaped whole.
extension ShapedRun {
    /// Units of text HarfBuzz shapes at once in a long run: a buffer of about 1.3 MiB.
    static let shapingWindow = 32_768
    /// The fewest units a window's kept glyphs end before the window's end.
    static let windowMargin = 64

    /// The glyphs of `range` of `utf16` (visual order, clusters relative to `utf16`'s start,
    /// edges as HarfBuzz flagged them) and their offsets, shaped a window of `window` units at a
    /// time; nil when a window has no cut (see the type's
    /// description) or the run's script is shaped against its direction (HarfBuzz reverses
    /// such a run's graphemes as a whole).
    ///
    /// `script` is the run's (nil: HarfBuzz guesses it).
    ///
    /// - Complexity: O(n) shaping, plus up to `windowMargin` units shaped twice per window.
    static func shapedInWindows(
        _ utf16: ArraySlice<UInt16>, range: Range<Int>, face: FontFace, script: UInt32?, language: String?,
        isRightToLeft: Bool, features: [String], scale: Double, buffer: HarfBuzzBuffer, window: Int = shapingWindow
    ) -> (glyphs: [ShapedGlyph], offsets: GlyphOffsets)? {
        // A window of a run whose script HarfBuzz guesses might guess another: only a run with
        // nothing to guess from (all common or inherited characters) is cut, so that every
        // window guesses as the whole run does.
        if script == nil && HarfBuzzBuffer.guessedScript(utf16, range: range) != nil { return nil }
        guard HarfBuzzBuffer.isNative(script: script ?? 0, isRightToLeft: isRightToLeft) else { return nil }
        let window = max(window, 2 * windowMargin)
        // In logical order (right-to-left windows read backwards), reversed at the end for a
        // right-to-left run: the windows' glyphs then stand in visual order.
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(range.count)
        var offsets = GlyphOffsets()
        var start = range.lowerBound
        while start < range.upperBound {
            let end = min(range.upperBound, start + window)
            let (raw, _) = buffer.shape(
                utf16, range: start..<end, face: face.harfBuzz, script: script, language: language,
                isRightToLeft: isRightToLeft, features: features)
            let logical = isRightToLeft ? Array(raw.reversed()) : raw
            var kept = logical.count
            var next = end
            if end < range.upperBound {
                guard let cut = lastCut(in: logical, after: start, before: end - windowMargin) else { return nil }
                kept = cut
                next = logical[cut].cluster
            }
            // Offsets in a pass of their own: the glyphs' loop stays as tight as without them.
            for (index, glyph) in logical[..<kept].enumerated() where glyph.xOffset != 0 || glyph.yOffset != 0 {
                offsets.append(glyph, scale: scale, glyph: glyphs.count + index)
            }
            for glyph in logical[..<kept] {
                glyphs.append(ShapedGlyph(glyph, cluster: glyph.cluster, scale: scale, reportsConcatenation: false))
            }
            start = next
        }
        if isRightToLeft {
            glyphs.reverse()
            offsets = offsets.reversed(count: glyphs.count)
        }
        return (glyphs, offsets)
    }

    /// The index of the last glyph in `logical` (glyphs in logical order) that starts a
    /// cluster after `lower` and before `upper` and is safe to break before; nil if none.
    private static func lastCut(in logical: [RawGlyph], after lower: Int, before upper: Int) -> Int? {
        var index = logical.count - 1
        while index > 0 {
            let glyph = logical[index]
            if glyph.cluster < upper && glyph.cluster > lower && glyph.cluster != logical[index - 1].cluster && !glyph.unsafeToBreak {
                return index
            }
            if glyph.cluster <= lower { return nil }
            index -= 1
        }
        return nil
    }
}
