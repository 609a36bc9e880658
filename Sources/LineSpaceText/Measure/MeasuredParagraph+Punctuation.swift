// Measure: what CJK punctuation trimming changes where a line starts or ends
// (docs/semantics.md §4b).

extension MeasuredParagraph {
    /// The width an opening mark at `offset` regains when a line starts there: the paragraph's
    /// sums have it trimmed after the previous mark, but a line start is never trimmed.
    /// 0 without trimming. O(1).
    func punctuationRestored(atLineStart offset: Int) -> Double {
        punctuation?.restoredWidth(atLineStart: offset) ?? 0
    }

    /// The width a line ending at `contentEnd` (next line at `end`) may give up by setting its
    /// last closing mark at half width: only at a soft wrap or the end of the text, never before
    /// a hard break, and not when white space hangs after the mark. 0 without trimming. O(log m).
    func punctuationTrimmable(atLineEnd contentEnd: Int, end: Int) -> Double {
        // The mark must end the line: with white space hanging after it, it keeps its em (Chromium).
        guard let punctuation, contentEnd == end else { return 0 }
        let isSoft = end < segmentEnd(after: contentEnd - 1) || (end == count && punctuation.endsText)
        return isSoft ? punctuation.trimmableWidth(atLineEnd: contentEnd) : 0
    }

    /// `forEachGlyphSpan` for the piece `from..<to` of a line with punctuation `edges`: the
    /// spans holding the line's first or last glyph come as trimmed copies.
    ///
    /// - Complexity: `forEachGlyphSpan`'s, plus copying the edge spans' glyphs.
    func forEachGlyphSpan(
        from: Int, to: Int, edges: PunctuationEdges, _ body: (ShapedRun, Range<Int>, Range<Int>) -> Void
    ) {
        guard !edges.isEmpty, let punctuation else {
            forEachGlyphSpan(from: from, to: to, body)
            return
        }
        forEachGlyphSpan(from: from, to: to) { run, glyphs, range in
            guard (edges.restoredStart > 0 && range.lowerBound == from) || (edges.trimmedEnd > 0 && range.upperBound == to) else {
                body(run, glyphs, range)
                return
            }
            let copy = run.replacingGlyphs(
                punctuation.applying(edges, to: run.glyphs[glyphs], lineStart: from, lineEnd: to), range: range)
            body(copy, copy.glyphs.indices, range)
        }
    }
}
