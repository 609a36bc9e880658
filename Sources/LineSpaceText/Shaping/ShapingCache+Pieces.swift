// The shaping cache's pieces: where a run is cut into word-sized pieces, and which pieces are
// safe to keep.

extension ShapingCache {
    /// Pieces of CJK clusters longer than this many UTF-16 units are cut at the next opportunity.
    static let maximumPieceLength = 32

    /// `range` cut at line-break opportunities that `cuts` allows, except between two CJK
    /// characters (a phrase stays together up to `maximumPieceLength` units).
    ///
    /// - Complexity: O(log b + the opportunities inside `range`).
    static func pieces(of range: Range<Int>, in utf16: ArraySlice<UInt16>, breaks: BreakOpportunities, cuts: PieceCuts) -> [Range<Int>] {
        let line = breaks.line
        var cursor = Pieces(of: range, line: line)
        var result: [Range<Int>] = []
        while let piece = cursor.next(line: line, utf16: utf16, cuts: cuts) { result.append(piece) }
        return result
    }

    /// The pieces of a run, one at a time (a cache hit needs no array of them). The cursor holds
    /// no reference: the break opportunities and the text are lent to each `next` call.
    struct Pieces {
        private var index: Int
        private var start: Int
        private let end: Int
        private var done = false

        /// The pieces of `range`, cut at `line`, the paragraph's line-break opportunities.
        init(of range: Range<Int>, line: [(offset: Int, isMandatory: Bool)]) {
            index = partitioningIndex(in: line.indices) { line[$0].offset > range.lowerBound }
            start = range.lowerBound
            end = range.upperBound
        }

        /// The next piece; `line` and `utf16` must be those the cursor was made for.
        mutating func next(line: [(offset: Int, isMandatory: Bool)], utf16: ArraySlice<UInt16>, cuts: PieceCuts) -> Range<Int>? {
            guard !done else { return nil }
            let base = utf16.startIndex
            while index < line.count && line[index].offset < end {
                let offset = line[index].offset
                index += 1
                let before = utf16[base + offset - 1], after = utf16[base + offset]
                if offset - start < ShapingCache.maximumPieceLength && ShapingCache.isCJK(before) && ShapingCache.isCJK(after)
                    || !cuts.allowsCut(between: before, and: after) {
                    continue
                }
                defer { start = offset }
                return start..<offset
            }
            done = true
            return start..<end
        }
    }

    /// Kana, CJK ideographs and Hangul syllables: scripts whose words are not separated.
    static func isCJK(_ unit: UInt16) -> Bool {
        unit >= 0x3040 && unit <= 0x30FF || unit >= 0x3400 && unit <= 0x4DBF || unit >= 0x4E00 && unit <= 0x9FFF
            || unit >= 0xAC00 && unit <= 0xD7A3 || unit >= 0xF900 && unit <= 0xFAFF
    }

    /// Whether no glyph of the first or last cluster of `glyphs` is unsafe to concatenate.
    static func edgesAreSafe(_ glyphs: ArraySlice<RawGlyph>) -> Bool {
        guard let first = glyphs.lazy.map(\.cluster).min(), let last = glyphs.lazy.map(\.cluster).max() else { return true }
        return !glyphs.contains { ($0.cluster == first || $0.cluster == last) && $0.unsafeToConcat }
    }
}
