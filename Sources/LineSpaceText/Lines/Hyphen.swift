// Lines: the hyphen a line shows where it ends at a soft hyphen (docs/semantics.md §4).

/// The glyph drawn for a soft hyphen (U+00AD) that ends a line: U+2010 HYPHEN in the font of
/// the text around it, or U+002D HYPHEN-MINUS when the font lacks U+2010, as browsers draw it.
/// Inside a line the soft hyphen draws nothing and advances nothing (HarfBuzz's default for a
/// default-ignorable character).
struct Hyphen: Sendable {
    var glyph: UInt32
    /// Its advance in points at the font's size.
    var advance: Double

    private struct Key: Hashable {
        var face: ObjectIdentifier
        var size: Double
    }
    private static let shapes = SharedCache<Key, Hyphen>(maximumCount: 64)

    /// The hyphen of `font`, made once per face and size.
    ///
    /// - Complexity: a cache look-up; the first time, one shaping of one character.
    static func of(_ font: Font) -> Hyphen {
        shapes.value(for: Key(face: ObjectIdentifier(font.face), size: font.size)) {
            let face = font.face
            let character: UInt16 = face.hasGlyph(for: 0x2010) ? 0x2010 : 0x2D
            let (raw, _) = HarfBuzzBuffer.withPooled { buffer in
                buffer.shape([character][...], range: 0..<1, face: face.harfBuzz, script: nil, language: nil, isRightToLeft: false)
            }
            guard let first = raw.first else { return Hyphen(glyph: 0, advance: 0) }
            return Hyphen(glyph: first.id, advance: Double(raw.reduce(0) { $0 + $1.xAdvance }) * font.scale)
        }
    }
}

extension MeasuredParagraph {
    /// The advance of the hyphen a line ending at the opportunity `end` shows: the hyphen of
    /// the font at the soft hyphen when the line's content ends with one right at a soft
    /// opportunity (`end` before `segmentEnd`: not before a hard break nor at the paragraph's
    /// end), else 0.
    ///
    /// - Complexity: O(1) where the content does not end with a soft hyphen, else O(log r).
    @inline(__always)
    func hyphenAdvance(contentEnd: Int, end: Int, segmentEnd: Int) -> Double {
        guard contentEnd == end, end < segmentEnd, end > 0, table[end - 1].contains(.softHyphen) else { return 0 }
        return Hyphen.of(font(at: end - 1)).advance
    }

    /// The advance of the hyphen automatic hyphenation shows after `contentEnd`: the hyphen of
    /// the font there.
    func hyphenAdvance(insertedAt contentEnd: Int) -> Double {
        Hyphen.of(font(at: contentEnd - 1)).advance
    }

    /// `glyphs` (of `run`, cut at a line's end after the unit at `offset`) with a hyphen shown:
    /// the soft hyphen at `offset` drawn as the hyphen of the run's font, or, after a letter
    /// (automatic hyphenation), the hyphen added after the last glyph in logical order, in
    /// that glyph's cluster.
    ///
    /// The result's glyphs are indexed from 0, and so are its offsets.
    ///
    /// - Complexity: O(g).
    func showingHyphen(after offset: Int, in run: ShapedRun, glyphs: Range<Int>) -> (glyphs: [ShapedGlyph], offsets: GlyphOffsets) {
        var shown = Array(run.glyphs[glyphs])
        let hyphen = Hyphen.of(run.font)
        if table[offset].contains(.softHyphen) {
            var offsets = run.offsets.slice(glyphs)
            for index in shown.indices where shown[index].cluster == offset {
                // A soft hyphen shapes to one glyph (HarfBuzz's blank for a default ignorable).
                shown[index] = ShapedGlyph(id: hyphen.glyph, cluster: offset, advance: hyphen.advance)
                offsets.set(.zero, glyph: index)
                break
            }
            return (shown, offsets)
        }
        // Added before the first glyph, the hyphen moves the others' indices by one.
        let offsets = run.offsets.slice(glyphs, from: run.isRightToLeft ? 1 : 0)
        guard let last = run.isRightToLeft ? shown.first : shown.last else { return (shown, offsets) }
        let glyph = ShapedGlyph(id: hyphen.glyph, cluster: last.cluster, advance: hyphen.advance)
        if run.isRightToLeft { shown.insert(glyph, at: 0) } else { shown.append(glyph) }
        return (shown, offsets)
    }
}
