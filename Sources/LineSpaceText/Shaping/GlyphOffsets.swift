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

    /// A glyph's index and its offset.
    private struct Entry: Sendable {
        var offset: Offset
        var glyph: Int
    }

    /// The glyphs with an offset, ascending by index, in one array: a run holds one reference
    /// for its offsets.
    private var entries: [Entry] = []

    /// No glyph offset.
    static let none = GlyphOffsets()

    var isEmpty: Bool { entries.isEmpty }

    /// How many glyphs have an offset.
    var count: Int { entries.count }

    /// The memory held, estimated from the arrays (their heap headers included).
    var byteCount: Int { entries.isEmpty ? 0 : 32 + entries.count * MemoryLayout<Entry>.stride }

    /// Records `offset` for glyph `index`, past every glyph recorded before; a zero offset is
    /// not stored.
    @inline(__always)
    mutating func append(_ offset: Offset, glyph index: Int) {
        guard !offset.isZero else { return }
        precondition(entries.last.map { $0.glyph < index } ?? true, "glyph offsets are appended in ascending order")
        entries.append(Entry(offset: offset, glyph: index))
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
        if entries.isEmpty { return .zero }
        let found = position(of: index)
        return found < entries.count && entries[found].glyph == index ? entries[found].offset : .zero
    }

    /// The offset of glyph `index`, looked for first at `hint` and after it (where the glyph
    /// before was found), so that glyphs read in ascending or descending order cost O(1) each;
    /// `hint` is left where the next look-up should start.
    ///
    /// - Complexity: O(1) when no glyph has an offset or the hint is right, else O(log k).
    @inline(__always)
    func offset(ofGlyph index: Int, hint: inout Int) -> Offset {
        if entries.isEmpty { return .zero }
        // Right at the hint, or the next stored glyph: glyphs read one after another.
        var found = min(max(hint, 0), entries.count)
        if found < entries.count && entries[found].glyph < index { found += 1 }
        let startsAtOrAfter = found == entries.count || entries[found].glyph >= index
        let endsBefore = found == 0 || entries[found - 1].glyph < index
        if !(startsAtOrAfter && endsBefore) { found = position(of: index) }
        hint = found
        return found < entries.count && entries[found].glyph == index ? entries[found].offset : .zero
    }

    /// Sets glyph `index`'s offset (zero removes it).
    ///
    /// - Complexity: O(k).
    mutating func set(_ offset: Offset, glyph index: Int) {
        let found = position(of: index)
        let present = found < entries.count && entries[found].glyph == index
        switch (present, offset.isZero) {
        case (true, true):
            entries.remove(at: found)
        case (true, false):
            entries[found].offset = offset
        case (false, false):
            entries.insert(Entry(offset: offset, glyph: index), at: found)
        case (false, true):
            break
        }
    }

    /// The offsets of glyphs `range`, glyph `range.lowerBound` becoming glyph `start`.
    ///
    /// - Complexity: O(log k + the offsets in `range`).
    func slice(_ range: Range<Int>, from start: Int = 0) -> GlyphOffsets {
        guard !entries.isEmpty else { return self }
        var result = GlyphOffsets()
        var index = position(of: range.lowerBound)
        while index < entries.count && entries[index].glyph < range.upperBound {
            result.entries.append(Entry(offset: entries[index].offset, glyph: entries[index].glyph - range.lowerBound + start))
            index += 1
        }
        return result
    }

    /// The offsets of `count` glyphs put in reverse order: glyph `i` becomes `count - 1 - i`.
    ///
    /// - Complexity: O(k).
    func reversed(count: Int) -> GlyphOffsets {
        var result = GlyphOffsets()
        result.entries = entries.reversed().map { Entry(offset: $0.offset, glyph: count - 1 - $0.glyph) }
        return result
    }

    /// Every offset multiplied by `scale`.
    ///
    /// - Complexity: O(k).
    func scaled(by scale: Double) -> GlyphOffsets {
        var result = self
        for index in result.entries.indices {
            let offset = entries[index].offset
            result.entries[index].offset = Offset(x: offset.x * scale, y: offset.y * scale)
        }
        return result
    }

    /// The first stored position whose glyph is at `index` or after it.
    private func position(of index: Int) -> Int {
        partitioningIndex(in: entries.indices) { entries[$0].glyph >= index }
    }
}
