// Shaping: the x and y offsets of a run's glyphs, stored only for the glyphs that have one.

/// A run's glyph offsets in points (relative to the glyph's pen position), by glyph index.
///
/// HarfBuzz offsets few glyphs: mostly marks (Hebrew points, Arabic vowels, Indic signs) and
/// kerned pairs in some fonts. Only nonzero offsets are stored, ascending by glyph index, so a
/// run of Latin or Han text stores none, and a `ShapedGlyph` holds no offset (16 bytes, not 32).
/// An offset whose bits are zero (+0, +0) is not stored and reads as zero: exactly the value
/// stored, so positions are the same bits either way.
struct GlyphOffsets: Sendable {
    /// One glyph's offset.
    struct Offset: Sendable, Hashable {
        var x: Double
        var y: Double

        static let zero = Offset(x: 0, y: 0)

        /// Whether both are +0 (a negative zero is kept, as any other value).
        var isZero: Bool { x.bitPattern == 0 && y.bitPattern == 0 }
    }

    /// Ascending indices of the glyphs with an offset, and their offsets.
    private var glyphs: [Int32] = []
    private var offsets: [Offset] = []

    /// No glyph offset.
    static let none = GlyphOffsets()

    var isEmpty: Bool { glyphs.isEmpty }

    /// How many glyphs have an offset.
    var count: Int { glyphs.count }

    /// The memory held, estimated from the arrays (their heap headers included).
    var byteCount: Int { glyphs.isEmpty ? 0 : 64 + glyphs.count * (4 + MemoryLayout<Offset>.stride) }

    /// Records `offset` for glyph `index`, past every glyph recorded before; a zero offset is
    /// not stored.
    @inline(__always)
    mutating func append(_ offset: Offset, glyph index: Int) {
        guard !offset.isZero else { return }
        precondition(glyphs.last.map { Int($0) < index } ?? true, "glyph offsets are appended in ascending order")
        glyphs.append(Int32(index))
        offsets.append(offset)
    }

    /// Records HarfBuzz's offsets of `raw` (design units, scaled to points by `scale`) for
    /// glyph `index`, past every glyph recorded before.
    @inline(__always)
    mutating func append(_ raw: RawGlyph, scale: Double, glyph index: Int) {
        guard raw.xOffset != 0 || raw.yOffset != 0 else { return }
        append(Offset(x: Double(raw.xOffset) * scale, y: Double(raw.yOffset) * scale), glyph: index)
    }

    /// The offset of glyph `index` (zero where none is stored).
    ///
    /// - Complexity: O(1) when no glyph has an offset, else O(log k).
    @inline(__always)
    subscript(glyph index: Int) -> Offset {
        if glyphs.isEmpty { return .zero }
        let found = position(of: index)
        return found < glyphs.count && Int(glyphs[found]) == index ? offsets[found] : .zero
    }

    /// The offset of glyph `index`, looked for first at `hint` and after it (where the glyph
    /// before was found), so that glyphs read in ascending or descending order cost O(1) each;
    /// `hint` is left where the next look-up should start.
    ///
    /// - Complexity: O(1) when no glyph has an offset or the hint is right, else O(log k).
    @inline(__always)
    func offset(ofGlyph index: Int, hint: inout Int) -> Offset {
        if glyphs.isEmpty { return .zero }
        // Right at the hint, or the next stored glyph: glyphs read one after another.
        var found = min(max(hint, 0), glyphs.count)
        if found < glyphs.count && Int(glyphs[found]) < index { found += 1 }
        let startsAtOrAfter = found == glyphs.count || Int(glyphs[found]) >= index
        let endsBefore = found == 0 || Int(glyphs[found - 1]) < index
        if !(startsAtOrAfter && endsBefore) { found = position(of: index) }
        hint = found
        return found < glyphs.count && Int(glyphs[found]) == index ? offsets[found] : .zero
    }

    /// Sets glyph `index`'s offset (zero removes it).
    ///
    /// - Complexity: O(k).
    mutating func set(_ offset: Offset, glyph index: Int) {
        let found = position(of: index)
        let present = found < glyphs.count && Int(glyphs[found]) == index
        switch (present, offset.isZero) {
        case (true, true):
            glyphs.remove(at: found)
            offsets.remove(at: found)
        case (true, false):
            offsets[found] = offset
        case (false, false):
            glyphs.insert(Int32(index), at: found)
            offsets.insert(offset, at: found)
        case (false, true):
            break
        }
    }

    /// The offsets of glyphs `range`, glyph `range.lowerBound` becoming glyph `start`.
    ///
    /// - Complexity: O(log k + the offsets in `range`).
    func slice(_ range: Range<Int>, from start: Int = 0) -> GlyphOffsets {
        guard !glyphs.isEmpty else { return self }
        var result = GlyphOffsets()
        var index = position(of: range.lowerBound)
        while index < glyphs.count && Int(glyphs[index]) < range.upperBound {
            result.glyphs.append(Int32(Int(glyphs[index]) - range.lowerBound + start))
            result.offsets.append(offsets[index])
            index += 1
        }
        return result
    }

    /// The offsets of `count` glyphs put in reverse order: glyph `i` becomes `count - 1 - i`.
    ///
    /// - Complexity: O(k).
    func reversed(count: Int) -> GlyphOffsets {
        var result = GlyphOffsets()
        result.glyphs = glyphs.reversed().map { Int32(count - 1) - $0 }
        result.offsets = offsets.reversed()
        return result
    }

    /// Every offset multiplied by `scale`.
    ///
    /// - Complexity: O(k).
    func scaled(by scale: Double) -> GlyphOffsets {
        var result = self
        for index in result.offsets.indices {
            result.offsets[index] = Offset(x: offsets[index].x * scale, y: offsets[index].y * scale)
        }
        return result
    }

    /// The first stored position whose glyph is at `index` or after it.
    private func position(of index: Int) -> Int {
        partitioningIndex(in: glyphs.indices) { Int(glyphs[$0]) >= index }
    }
}
