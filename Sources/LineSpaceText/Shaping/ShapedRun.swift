// Shaping: one itemized run through HarfBuzz, in points, in its bidi direction.

/// One glyph, positioned in points relative to its run's pen position.
struct ShapedGlyph: Sendable {
    var id: UInt32
    /// Paragraph-relative UTF-16 offset of the glyph's cluster.
    var cluster: Int
    var advance: Double
    var xOffset: Double
    var yOffset: Double
}

/// A shaped run: one face, one script, one bidi level, one attribute set.
struct ShapedRun: Sendable {
    /// Paragraph-relative UTF-16 range.
    var range: Range<Int>
    var attributes: TextAttributes
    /// The face actually used (the requested font or a fallback) at the run's size.
    var font: Font
    var script: UInt32
    var isRightToLeft: Bool
    /// Glyphs in visual order: clusters ascend in a left-to-right run and descend in a
    /// right-to-left one.
    var glyphs: [ShapedGlyph]
    /// The bidi embedding level.
    var level: UInt8 = 0

    /// Shapes `range` of `utf16` (the paragraph's text; the rest is context for HarfBuzz).
    ///
    /// Tabs and hard line breaks inside the run get no advance: a tab's width comes from the tab
    /// stops and a hard break ends its line (or, inside a truncated line, draws nothing).
    ///
    /// - Returns: the run and the clusters HarfBuzz marked unsafe to break at.
    /// - Complexity: HarfBuzz's, roughly O(n).
    static func shape(
        _ utf16: ArraySlice<UInt16>, range: Range<Int>, face: FontFace, attributes: TextAttributes,
        script: UInt32, level: UInt8, language: String?, buffer: HarfBuzzBuffer
    ) -> (run: ShapedRun, unsafeClusters: [Int]) {
        let font = Font(
            family: face.file.family, size: attributes.font.size, weight: attributes.font.weight,
            italic: attributes.font.isItalic, face: face)
        let scale = font.scale
        // Letter-spaced text keeps its letters apart: no ligatures (CSS does the same).
        let features = attributes.letterSpacing != 0 ? ["liga=0", "clig=0", "dlig=0"] : []
        let (raw, isRightToLeft) = buffer.shape(
            utf16, range: range, face: face.harfBuzz, script: script == HarfBuzzBuffer.commonScript ? nil : script,
            language: language, isRightToLeft: level & 1 == 1, features: features)
        let base = utf16.startIndex
        var space: UInt32?
        let glyphs = raw.map { glyph in
            let unit = utf16[base + glyph.cluster]
            guard unit == 0x09 || BreakIterator.isMandatoryBreak(after: unit) else {
                return ShapedGlyph(
                    id: glyph.id, cluster: glyph.cluster, advance: Double(glyph.xAdvance) * scale,
                    xOffset: Double(glyph.xOffset) * scale, yOffset: Double(glyph.yOffset) * scale)
            }
            // Drawn as the font's (invisible) space rather than a .notdef box; the advance of a
            // tab is set by assembly from the tab stops.
            if space == nil { space = face.harfBuzz.nominalGlyph(for: 0x20) }
            return ShapedGlyph(id: space ?? 0, cluster: glyph.cluster, advance: 0, xOffset: 0, yOffset: 0)
        }
        let run = ShapedRun(
            range: range, attributes: attributes, font: font, script: script,
            isRightToLeft: isRightToLeft, glyphs: glyphs, level: level)
        return (run, raw.lazy.filter(\.unsafeToBreak).map(\.cluster))
    }

    /// The indices of the glyphs whose clusters lie in `lower..<upper`: contiguous, because
    /// clusters are monotonic in visual order.
    ///
    /// - Complexity: O(log g).
    func glyphIndices(from lower: Int, to upper: Int) -> Range<Int> {
        if isRightToLeft {
            // Clusters descend: the glyphs before `upper` come after those at or past it.
            let first = firstGlyph { $0.cluster < upper }
            let end = firstGlyph { $0.cluster < lower }
            return first..<max(first, end)
        }
        let first = firstGlyph { $0.cluster >= lower }
        let end = firstGlyph { $0.cluster >= upper }
        return first..<max(first, end)
    }

    /// The first glyph index where `predicate` holds (it must be false, then true).
    private func firstGlyph(where predicate: (ShapedGlyph) -> Bool) -> Int {
        var low = 0, high = glyphs.count
        while low < high {
            let mid = (low + high) / 2
            if predicate(glyphs[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
