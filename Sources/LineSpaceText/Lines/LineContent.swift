// Lines: what one line shows, pieces of source text and possibly an ellipsis, measured.

/// The content of a line before it is placed: pieces of its paragraph's text, in order, with
/// an optional ellipsis between or around them.
struct LineContent {
    /// Paragraph-relative ranges shown, in order (one, or two around a middle ellipsis).
    var pieces: LinePieces
    /// Where the line starts in its paragraph (what an empty line reports as its location).
    var start: Int
    /// Where the ellipsis goes: before piece `index` (`pieces.count` = at the end), if any.
    var ellipsisIndex: Int?
    var ellipsis: Ellipsis?
    /// Width of the whole line (letter spacing between clusters, ellipsis included).
    var width: Double
    /// CJK punctuation trimming at the line's edges: an opening mark shown whole at its start,
    /// a closing mark at half width at its end (included in `width`).
    var punctuation = PunctuationEdges()
    /// Whether the line ends at a soft hyphen that it shows as a hyphen (its advance is in
    /// `width`).
    var showsHyphen = false

    /// Plain content: one range and no ellipsis.
    init(range: Range<Int>, width: Double) {
        pieces = range.isEmpty ? LinePieces() : LinePieces(range)
        start = range.lowerBound
        ellipsisIndex = nil
        ellipsis = nil
        self.width = width
    }

    /// The content of a filled line, with its punctuation trimming.
    init(_ line: LineBreak) {
        let range = line.start..<line.contentEnd
        pieces = range.isEmpty ? LinePieces() : LinePieces(range)
        start = line.start
        ellipsisIndex = nil
        ellipsis = nil
        width = line.width
        punctuation = line.punctuation
        showsHyphen = line.hyphen > 0
    }

    /// The punctuation edges of piece `index`: the line's start belongs to the first piece, its
    /// end to the last.
    func punctuationEdges(ofPiece index: Int) -> PunctuationEdges {
        guard !punctuation.isEmpty else { return punctuation }
        return PunctuationEdges(
            restoredStart: index == 0 ? punctuation.restoredStart : 0,
            trimmedEnd: index == pieces.count - 1 ? punctuation.trimmedEnd : 0)
    }

    init(pieces: [Range<Int>], ellipsisIndex: Int, ellipsis: Ellipsis, width: Double) {
        // Empty pieces dropped, in place (no filtered arrays: every truncated line comes here).
        var kept = LinePieces()
        var keptBeforeEllipsis = 0
        for (index, piece) in pieces.enumerated() where !piece.isEmpty {
            kept.append(piece)
            if index < ellipsisIndex { keptBeforeEllipsis += 1 }
        }
        self.pieces = kept
        start = pieces.first?.lowerBound ?? 0
        // Keep the ellipsis between the same neighbours after dropping empty pieces.
        self.ellipsisIndex = keptBeforeEllipsis
        self.ellipsis = ellipsis
        self.width = width
    }
}
