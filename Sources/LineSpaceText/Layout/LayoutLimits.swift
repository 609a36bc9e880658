// Layout: when lines stop — the line limit and the height limit — and what the last line
// shown then is (docs/semantics.md §6).

/// The limits a layout stops at: a number of lines, a height. Given each natural line, it
/// places it, or ends the layout with a last visible line built to show that text is hidden
/// (wrapped, clipped or truncated as its paragraph's line-break mode says).
struct LayoutLimits {
    /// 0: no line limit.
    let maximumLines: Int
    /// +infinity: no height limit (`LayoutOptions.resolvedHeight`, never NaN or negative), so
    /// that a line's bottom is compared with it as it is.
    let maximumHeight: Double

    /// What became of a natural line.
    enum Outcome {
        /// Placed; more lines may follow.
        case placed
        /// The layout ends here; whether text is left unseen.
        case ended(truncated: Bool)
        /// The last line shown would need text past a prefix's trusted end.
        case needsMoreText
    }

    /// Places `natural` under `placed`, or ends the layout.
    ///
    /// A height limit shows the lines whose bottoms fit, at least one: when `natural` would not
    /// fit, the line before it is built again as the last one. A line limit makes its last line
    /// the last one.
    func place(_ natural: NaturalLine, into placed: inout PlacedLines, typesetter: borrowing Typesetter) -> Outcome {
        let endsLineLimit = maximumLines > 0 && placed.count + 1 == maximumLines && natural.hidesMore
        // The line is placed as it is unless the line limit ends here; a height limit may hide it.
        if !endsLineLimit || maximumHeight.isFinite {
            let line = PlacedLine(
                natural.paragraph, start: natural.paragraphStart, index: natural.paragraphIndex, natural: natural.line,
                content: LineContent(natural.line), isFirst: natural.isFirst, isLast: natural.isLastInParagraph, after: placed.below)
            if line.bottom > maximumHeight + ClusterTable.tolerance, let last = placed.popLast() {
                // What the height hides: this line's paragraph when `last` ends an earlier one;
                // else the rest of their paragraph, and later ones if any (as a line limit
                // decides: a rest that fits shows whole, with no ellipsis).
                let sameParagraph = last.paragraphIndex == natural.paragraphIndex
                let hides = !sameParagraph || natural.textFollowsParagraph
                let rebuilt = typesetter.lastVisibleLine(
                    of: last.paragraph, paragraphStart: last.paragraphStart, index: last.paragraphIndex,
                    isFirst: last.isFirstInParagraph, isLast: last.isLastInParagraph, start: last.content.start,
                    natural: last.natural, hidesLaterParagraphs: hides, after: placed.below)
                return end(
                    rebuilt, from: rebuilt.content.start, hides: hides, trustedEnd: sameParagraph ? natural.trustedEnd : .max,
                    trustedSuffixStart: sameParagraph ? natural.trustedSuffixStart : 0, typesetter: typesetter, into: &placed)
            }
            if !endsLineLimit {
                placed.append(line)
                return .placed
            }
        }
        let last = typesetter.lastVisibleLine(
            of: natural.paragraph, paragraphStart: natural.paragraphStart, index: natural.paragraphIndex, isFirst: natural.isFirst, isLast: natural.isLastInParagraph,
            start: natural.line.start, natural: natural.line, hidesLaterParagraphs: natural.textFollowsParagraph,
            after: placed.below)
        return end(
            last, from: natural.line.start, hides: natural.textFollowsParagraph, trustedEnd: natural.trustedEnd,
            trustedSuffixStart: natural.trustedSuffixStart, typesetter: typesetter, into: &placed)
    }

    /// Ends the layout with `last`, which starts at `start` in its paragraph.
    private func end(
        _ last: PlacedLine, from start: Int, hides: Bool, trustedEnd: Int, trustedSuffixStart: Int,
        typesetter: borrowing Typesetter, into placed: inout PlacedLines
    ) -> Outcome {
        if !LayoutLimits.isTrusted(last, from: start, trustedEnd: trustedEnd, trustedSuffixStart: trustedSuffixStart,
                                   width: typesetter.options.resolvedWidth) {
            return .needsMoreText
        }
        placed.append(last)
        return .ended(truncated: LayoutLimits.leavesTextUnseen(last, from: start, hidesLaterParagraphs: hides))
    }

    /// Whether a last visible line from `start` shows only text its paragraph has in full: each
    /// piece ends by `trustedEnd` or starts at `trustedSuffixStart` or later (head and middle
    /// truncation show the paragraph's end; a paragraph cut at a prefix's end has none).
    ///
    /// A paragraph whose middle is left out shows its rest whole when the rest fits; that is
    /// decided from the trusted parts, whose widths add up to no more than the whole rest's
    /// (advances are not negative): when they fit together, the layout asks for more text.
    private static func isTrusted(
        _ line: PlacedLine, from start: Int, trustedEnd: Int, trustedSuffixStart: Int, width: Double
    ) -> Bool {
        guard trustedEnd != Int.max || trustedSuffixStart != 0 else { return true }
        for piece in line.content.pieces where piece.upperBound > trustedEnd && piece.lowerBound < trustedSuffixStart {
            return false
        }
        guard trustedSuffixStart != Int.max, line.content.ellipsis != nil, trustedEnd > start else { return true }
        let paragraph = line.paragraph
        let restEnd = paragraph.table.contentEnd(from: start, to: paragraph.count, isHard: true)
        let available = paragraph.style.availableWidth(in: width, isFirstLine: line.isFirstInParagraph)
        let table = paragraph.table
        let headEnd = table.lineBoundary(atOrBefore: trustedEnd, floor: start)
        let suffixStart = table.isLineBoundary(trustedSuffixStart) ? trustedSuffixStart : table.lineBoundary(after: trustedSuffixStart)
        guard suffixStart < restEnd else { return false }
        let lowerBound = paragraph.exactWidth(from: start, to: headEnd) + paragraph.exactWidth(from: suffixStart, to: restEnd)
        return lowerBound > available + ClusterTable.tolerance
    }

    /// Whether a last visible line from `start` leaves text unseen: later paragraphs it hides,
    /// an ellipsis, or a rest of its paragraph it does not show. Hard breaks inside the
    /// paragraph count as text; when only they were "hidden" and the rest fits, the paragraph
    /// shows whole.
    private static func leavesTextUnseen(_ line: PlacedLine, from start: Int, hidesLaterParagraphs: Bool) -> Bool {
        hidesLaterParagraphs || line.content.ellipsis != nil
            || (line.content.pieces.last?.upperBound ?? 0)
                < line.paragraph.table.contentEnd(from: start, to: line.paragraph.count, isHard: true)
    }
}
