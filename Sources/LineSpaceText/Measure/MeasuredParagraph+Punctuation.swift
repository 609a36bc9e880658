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
        let isSoft = end < table.segmentEnd(after: contentEnd - 1) || (end == count && punctuation.endsText)
        return isSoft ? punctuation.trimmableWidth(atLineEnd: contentEnd) : 0
    }
}
