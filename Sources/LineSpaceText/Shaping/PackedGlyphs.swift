// The shaping cache's entry: a piece's text and glyphs packed in one array.

/// An entry's text and glyphs, in one array of 64-bit words: a hit compares the text and reads
/// the glyphs from the same memory (one cache miss where two arrays cost two).
///
/// First the key's text, four UTF-16 units a word (the last word zero-padded); then a word per
/// glyph: its id (bits 0–15), its cluster relative to the entry's text (bits 16–29), its
/// `ShapedGlyph.Edge` flags (bits 30 and 31, where the glyph's id keeps them too) and its x
/// advance in design units (bits 32–63). x and y offsets, nearly always zero, apart and only
/// when some glyph has one.
struct PackedGlyphs: Sendable {
    private let words: [UInt64]
    /// Units of text at the start of `words`.
    let textCount: Int
    /// x and y offset of each glyph, or empty when all are zero.
    private let offsets: [Int32]

    private var textWords: Int { (textCount + 3) / 4 }
    var count: Int { words.count - textWords }
    var bytes: Int { words.count * 8 + (offsets.isEmpty ? 0 : 48 + offsets.count * 4) }
    static let empty = PackedGlyphs()
    private init() {
        words = []
        textCount = 0
        offsets = []
    }

    /// The same text and glyphs in arrays of their own (not shared with any other value).
    var unshared: PackedGlyphs {
        PackedGlyphs(words: words.withUnsafeBufferPointer { Array($0) }, textCount: textCount,
                     offsets: offsets.isEmpty ? [] : offsets.withUnsafeBufferPointer { Array($0) })
    }

    private init(words: [UInt64], textCount: Int, offsets: [Int32]) {
        self.words = words
        self.textCount = textCount
        self.offsets = offsets
    }

    /// The text `utf16[text]` (indices of `utf16`) and the glyphs `raw`, with clusters made
    /// relative to `offset`; nil if a value does not fit (a glyph id past 65,535 or a text of
    /// 16,384 units or more).
    init?(text: Range<Int>, of utf16: ArraySlice<UInt16>, glyphs raw: ArraySlice<RawGlyph>, from offset: Int, count: Int) {
        guard count < 0x4000, text.count < 0x4000 else { return nil }
        var words: [UInt64] = []
        words.reserveCapacity((text.count + 3) / 4 + raw.count)
        var index = text.lowerBound
        while index < text.upperBound {
            words.append(utf16.word(from: index, to: text.upperBound))
            index += 4
        }
        var hasOffsets = false
        for glyph in raw {
            guard let id = UInt16(exactly: glyph.id) else { return nil }
            // Shaped with HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT: the cache's glyphs only.
            // The edge flags sit in the word's bits 30 and 31, where `ShapedGlyph.Edge` keeps them.
            let edge = ShapedGlyph.Edge(glyph, reportsConcatenation: true)
            words.append(
                UInt64(id) | UInt64(glyph.cluster - offset) << 16 | UInt64(edge.rawValue)
                    | UInt64(UInt32(bitPattern: glyph.xAdvance)) << 32)
            hasOffsets = hasOffsets || glyph.xOffset != 0 || glyph.yOffset != 0
        }
        self.words = words
        textCount = text.count
        offsets = hasOffsets ? raw.flatMap { [$0.xOffset, $0.yOffset] } : []
    }

    /// Whether the entry's text is `utf16[text]` (indices of `utf16`).
    func hasText(_ text: Range<Int>, of utf16: ArraySlice<UInt16>) -> Bool {
        guard text.count == textCount else { return false }
        var index = text.lowerBound
        var w = 0
        while index < text.upperBound {
            if words[w] != utf16.word(from: index, to: text.upperBound) { return false }
            index += 4
            w += 1
        }
        return true
    }

    /// Appends the glyphs, clusters relative to `offset` again, scaled to points by `scale`,
    /// with their edges, and their offsets to `glyphOffsets`.
    ///
    /// `mutating` though it changes nothing, so that a cache hit reads the entry where the
    /// cache keeps it (docs/design.md, "Costs we avoid").
    mutating func append(to shaped: inout [ShapedGlyph], offsets glyphOffsets: inout GlyphOffsets, at offset: Int, scale: Double) {
        let first = textWords
        guard offsets.isEmpty else {
            for index in first..<words.count {
                let k = index - first
                if offsets[2 * k] != 0 || offsets[2 * k + 1] != 0 {
                    glyphOffsets.append(
                        GlyphOffsets.Offset(x: Double(offsets[2 * k]) * scale, y: Double(offsets[2 * k + 1]) * scale), glyph: shaped.count)
                }
                shaped.append(PackedGlyphs.glyph(words[index], at: offset, scale: scale))
            }
            return
        }
        // Nearly every entry: no offsets, and a loop with nothing else to look at.
        for index in first..<words.count {
            shaped.append(PackedGlyphs.glyph(words[index], at: offset, scale: scale))
        }
    }

    /// The glyph packed in `word`, its cluster relative to `offset` again.
    @inline(__always)
    private static func glyph(_ word: UInt64, at offset: Int, scale: Double) -> ShapedGlyph {
        ShapedGlyph(
            id: UInt32(word & 0xFFFF), cluster: Int((word >> 16) & 0x3FFF) + offset,
            advance: Double(Int32(truncatingIfNeeded: word >> 32)) * scale,
            edge: ShapedGlyph.Edge(rawValue: UInt32(truncatingIfNeeded: word) & ShapedGlyph.Edge.mask))
    }
}
