// Lines: the last visible line when text is hidden: wrap, clip, or truncate with an ellipsis
// (docs/semantics.md §6).

/// Builds the last visible line of a layout that hides text.
///
/// Skia's split: the typesetter decides that this line is the last one and that text is
/// hidden; this type decides what the line shows.
struct Truncation {
    let paragraph: MeasuredParagraph
    let filler: LineFiller
    let language: String?

    /// The content of the last visible line, which starts at `start` and would naturally end
    /// as `natural`; text after it is hidden.
    ///
    /// The "rest" a clipped or truncated line shows runs to the end of the paragraph: a U+2028
    /// line separator inside it does not end it (it draws nothing).
    ///
    /// - Parameters:
    ///   - mode: the paragraph's line-break mode.
    ///   - hidesLaterParagraphs: whether text after this paragraph is hidden too; when it is not
    ///     and the rest of the paragraph fits, the line shows it all with no ellipsis.
    /// - Complexity: O(k) in the clusters that fit, plus the natural line's.
    func lastLine(
        from start: Int, natural: LineBreak, available: Double, mode: LineBreakMode, hidesLaterParagraphs: Bool = true
    ) -> LineContent {
        let limit = available + ClusterTable.tolerance
        let restEnd = filler.contentEnd(from: start, to: paragraph.count, isHard: true)
        if mode != .byWordWrapping && mode != .byCharWrapping && !hidesLaterParagraphs {
            let width = paragraph.exactWidth(from: start, to: restEnd) + restored(at: start)
            if width <= limit { return restoringStart(LineContent(range: start..<restEnd, width: width)) }
        }
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            return LineContent(natural)
        case .byClipping:
            let cut = trimmed(start, longestPrefix(from: start, to: restEnd, limit: limit))
            let width = cut > start ? paragraph.exactWidth(from: start, to: cut) + restored(at: start) : 0
            return restoringStart(LineContent(range: start..<cut, width: width))
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            // The rest of the paragraph fits: only later text is hidden; mark it at the tail.
            if natural.contentEnd >= restEnd || mode == .byTruncatingTail {
                return tail(from: start, to: restEnd, limit: limit)
            }
            return mode == .byTruncatingHead
                ? head(from: start, to: restEnd, limit: limit)
                : middle(from: start, to: restEnd, limit: limit)
        }
    }

    /// The half em an opening mark trimmed after the previous line regains at the line's start
    /// (CJK punctuation trimming; 0 without).
    private func restored(at start: Int) -> Double { paragraph.punctuationRestored(atLineStart: start) }

    /// `content` with its first piece's opening mark shown whole, when that piece starts the line
    /// (its width already counts it).
    private func restoringStart(_ content: LineContent) -> LineContent {
        guard let first = content.pieces.first, first.lowerBound == content.start, content.ellipsisIndex != 0 else { return content }
        var content = content
        content.punctuation.restoredStart = restored(at: first.lowerBound)
        return content
    }

    /// Attributes of the cluster that ends at `offset` (or starts at it when `offset` is 0).
    private func attributes(before offset: Int) -> TextAttributes { paragraph.attributes(at: max(0, offset - 1)) }

    /// The longest whole-cluster prefix of `start..<end` that fits `limit`.
    private func longestPrefix(from start: Int, to end: Int, limit: Double) -> Int {
        let table = paragraph.table, restoredStart = restored(at: start)
        var best = start
        var offset = start + 1
        var tabPens = MeasuredParagraph.TabPens()
        while offset <= end {
            if table.isLineBoundary(offset) {
                if paragraph.exactWidth(from: start, to: offset, tabPens: &tabPens) + restoredStart > limit { break }
                best = offset
            }
            offset += 1
        }
        return best
    }

    private func trimmed(_ start: Int, _ end: Int) -> Int { filler.contentEnd(from: start, to: end, isHard: false) }

    /// The longest prefix that fits with `…` after it.
    private func tail(from start: Int, to end: Int, limit: Double) -> LineContent {
        let ellipsis = Ellipsis.make(attributes: attributes(before: end), language: language)
        let table = paragraph.table, restoredStart = restored(at: start)
        var best = start
        var bestWidth = ellipsis.width
        var offset = start + 1
        // As the filler does: a filler that walks every end makes truncation walk every cut.
        if filler.passesFittingEnds, let passed = passFittingCuts(
            from: start, to: end, limit: limit, ellipsisWidth: ellipsis.width, restoredStart: restoredStart) {
            offset = passed.offset + 1
            if passed.cut > start { (best, bestWidth) = (passed.cut, passed.width) }
        }
        var tabPens = MeasuredParagraph.TabPens()
        var contentEnds = ContentEnds(from: start)
        // Cuts in a run of white space are one cut, measured once.
        var measured = -1
        while offset <= end {
            defer { offset += 1 }
            guard table.isLineBoundary(offset) else { continue }
            let cut = contentEnds.contentEnd(at: offset, in: table)
            guard cut != measured else { continue }
            measured = cut
            let width = paragraph.exactWidth(from: start, to: cut, tabPens: &tabPens) + restoredStart
                + table.letterSpacing(endingAt: cut)
                + ellipsis.width
            if width > limit { break }
            if cut > start { (best, bestWidth) = (cut, width) }
        }
        return restoringStart(LineContent(pieces: [start..<best], ellipsisIndex: 1, ellipsis: ellipsis, width: bestWidth))
    }

    /// Where `tail`'s walk may resume: past every cluster boundary up to the farthest offset that
    /// fits by prefix sums (found by a galloping search), when widths grow with the end and no edge
    /// from `start` to it is unsafe to break. Each of those cuts then measures by prefix sums
    /// and fits, so the walk would only have kept the last: returned with its cut and width
    /// (computed as the walk computes them). Nil: walk from the start.
    private func passFittingCuts(
        from start: Int, to end: Int, limit: Double, ellipsisWidth: Double, restoredStart: Double
    ) -> (offset: Int, cut: Int, width: Double)? {
        let table = paragraph.table
        guard end > start, table.widthsGrowWithEnd, !table.hasTabs, !table.isUnsafeToBreak(at: start) else { return nil }
        func width(to cut: Int) -> Double {
            table.width(from: start, to: cut) + restoredStart + table.letterSpacing(endingAt: cut) + ellipsisWidth
        }
        let reach = farthestFitting(from: start, through: end) { !(width(to: $0) > limit) }
        // Reshaped at an unsafe edge, a cut could measure wider than its prefix sums: walk instead.
        guard reach > start, !table.hasUnsafeEdge(in: (start + 1)...reach) else { return nil }
        // The last line boundary up to `reach` (the walk would have kept it): found from `reach`
        // back, mostly at once.
        let last = table.lineBoundary(atOrBefore: reach, floor: start)
        guard last > start else { return nil }
        let cut = trimmed(start, last)
        return (last, cut, width(to: cut))
    }

    /// `…` followed by the longest suffix that fits.
    private func head(from start: Int, to end: Int, limit: Double) -> LineContent {
        let ellipsis = Ellipsis.make(attributes: paragraph.attributes(at: start), language: language)
        let spacing = ellipsis.spacingAfter
        let table = paragraph.table
        var best = end
        var bestWidth = ellipsis.width
        var offset = end - 1
        while offset >= start {
            if table.isLineBoundary(offset) && !table[offset].contains(.hangingSpace) {
                // Tabs after the ellipsis are measured from the line's start, ellipsis included.
                let width = ellipsis.width + spacing
                    + paragraph.exactWidth(from: offset, to: end, pen: ellipsis.width + spacing, lineStart: start)
                if width > limit { break }
                (best, bestWidth) = (offset, width)
            }
            offset -= 1
        }
        return LineContent(pieces: [best..<end], ellipsisIndex: 0, ellipsis: ellipsis, width: bestWidth)
    }

    /// A prefix, `…` and a suffix, grown one cluster at a time on the narrower side.
    private func middle(from start: Int, to end: Int, limit: Double) -> LineContent {
        let ellipsis = Ellipsis.make(attributes: paragraph.attributes(at: start), language: language)
        let spacing = ellipsis.spacingAfter
        let table = paragraph.table, restoredStart = restored(at: start)
        var prefixEnd = start, suffixStart = end
        var contentEnds = ContentEnds(from: start)
        func widths(_ a: Int, _ b: Int) -> (prefix: Double, suffix: Double, total: Double) {
            let cut = contentEnds.contentEnd(at: a, in: table)
            let prefix = cut > start ? paragraph.exactWidth(from: start, to: cut) + restoredStart + table.letterSpacing(endingAt: cut) : 0
            let suffix = b < end
                ? spacing + paragraph.exactWidth(from: b, to: end, pen: prefix + ellipsis.width + spacing, lineStart: start) : 0
            return (prefix, suffix, prefix + ellipsis.width + suffix)
        }
        func nextBoundary(after offset: Int) -> Int? {
            var o = offset + 1
            while o < suffixStart { if table.isLineBoundary(o) { return o }; o += 1 }
            return nil
        }
        func previousBoundary(before offset: Int) -> Int? {
            var o = offset - 1
            while o > prefixEnd { if table.isLineBoundary(o) { return o }; o -= 1 }
            return nil
        }
        var current = widths(prefixEnd, suffixStart)
        var prefixDone = false, suffixDone = false
        while !(prefixDone && suffixDone) {
            let growPrefix = !prefixDone && (suffixDone || current.prefix <= current.suffix)
            if growPrefix {
                guard let next = nextBoundary(after: prefixEnd) else { prefixDone = true; continue }
                let candidate = widths(next, suffixStart)
                if candidate.total > limit { prefixDone = true } else { prefixEnd = next; current = candidate }
            } else {
                guard let previous = previousBoundary(before: suffixStart) else { suffixDone = true; continue }
                let candidate = widths(prefixEnd, previous)
                if candidate.total > limit { suffixDone = true } else { suffixStart = previous; current = candidate }
            }
        }
        // White space at the suffix's start would hang after the ellipsis: skip it, to the next
        // line boundary (a space may carry a joiner or a mark in its cluster).
        var suffix = suffixStart
        while suffix < end && table[suffix].contains(.hangingSpace) {
            suffix += 1
            while suffix < end && !table.isLineBoundary(suffix) { suffix += 1 }
        }
        if suffix != suffixStart {
            current = widths(prefixEnd, suffix)
            // The skipped space could have been narrower than nothing (a tab after an ellipsis
            // with negative letter spacing): the prefix gives back clusters until the line fits.
            while current.total > limit, prefixEnd > start {
                prefixEnd -= 1
                while prefixEnd > start && !table.isLineBoundary(prefixEnd) { prefixEnd -= 1 }
                current = widths(prefixEnd, suffix)
            }
        }
        return restoringStart(LineContent(
            pieces: [start..<contentEnds.contentEnd(at: prefixEnd, in: table), suffix..<end], ellipsisIndex: 1,
            ellipsis: ellipsis, width: current.total))
    }
}
