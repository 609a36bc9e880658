// Measure: widths of a paragraph's ranges as lines, from the cluster table, tabs included.

extension MeasuredParagraph {
    /// Where a line's tabs leave the pen, kept while one line is measured at several ends (line
    /// filling and tail truncation try them in turn, from the same start): each tab is then
    /// walked once per line, not once per end.
    struct TabPens {
        fileprivate var from = -1
        fileprivate var start = 0.0
        fileprivate var lineStart = -1
        /// Index in the table's tabs of the line's first tab.
        fileprivate var first = 0
        /// The pen after each tab from `first` on whose advance no longer depends on the end
        /// (the text after it stops at the next tab).
        fileprivate var pens: [Double] = []
    }

    /// Width of units `from..<to` as one line: advances plus letter spacing between clusters,
    /// none after the last one; tabs jump to their stops. `from` and `to` are line boundaries.
    /// Exact unless an edge is unsafe to break (see `exactWidth`).
    ///
    /// Tabs are measured from the start of the line, which is `from` unless `lineStart` says
    /// otherwise; `pen` is where `from` stands on that line (after a head ellipsis, say).
    ///
    /// - Complexity: O(1) without tabs; else O(log t) plus the tabs in the range.
    func width(from: Int, to: Int, pen start: Double = 0, lineStart: Int? = nil) -> Double {
        var tabPens = TabPens()
        return width(from: from, to: to, pen: start, lineStart: lineStart, tabPens: &tabPens)
    }

    /// `width(from:to:pen:lineStart:)`, remembering in `tabPens` the pen after the tabs walked:
    /// measuring the same start again at another end walks only the tabs not seen yet. Once the
    /// tabs walked take the pen past `bound`, it stops and returns infinity: widths only grow
    /// along a line (a tab never moves the pen back, nor does letter spacing with its cluster),
    /// so a line filler trying a far end needs no more than that.
    ///
    /// - Complexity: O(1) without tabs; else O(log t) plus the tabs not walked before, up to
    ///   the first past `bound`.
    func width(
        from: Int, to: Int, pen start: Double = 0, lineStart: Int? = nil, tabPens: inout TabPens,
        stoppingAbove bound: Double = .infinity
    ) -> Double {
        guard to > from else { return 0 }
        guard table.hasTabs, let first = table.firstTab(in: from..<to) else { return table.width(from: from, to: to) }
        let tabs = table.tabs
        let lineStart = lineStart ?? from
        let head = style.headIndent(isFirstLine: lineStart == 0)
        let end = table.firstTab(atOrAfter: to)
        if tabPens.from != from || tabPens.start != start || tabPens.lineStart != lineStart {
            tabPens = TabPens(from: from, start: start, lineStart: lineStart, first: first, pens: [])
        }
        // Tabs first..<end lie in the range. All but the last are followed by another tab inside
        // it, so their advances (which see the text up to the next tab) do not depend on `to`.
        while tabPens.first + tabPens.pens.count < end - 1 {
            let index = tabPens.first + tabPens.pens.count
            let segment = index == tabPens.first ? from : tabs[index - 1] + 1
            let pen = pen(after: tabs[index], from: segment, at: tabPens.pens.last ?? start, head: head, before: tabs[index + 1])
            tabPens.pens.append(pen)
            if pen - start > bound { return .infinity }
        }
        if let walked = tabPens.pens.last, walked - start > bound { return .infinity }
        let last = end - 1
        let walked = last - tabPens.first
        let segment = walked > 0 ? tabs[last - 1] + 1 : from
        var pen = pen(after: tabs[last], from: segment, at: walked > 0 ? tabPens.pens[walked - 1] : start, head: head, before: to)
        if tabs[last] + 1 < to { pen += table.width(from: tabs[last] + 1, to: to) }
        return pen - start
    }

    /// The pen after the tab at `tab`, the text from `segment` to it starting at `pen`, the text
    /// after it running to `next` (the next tab or the line's end).
    private func pen(after tab: Int, from segment: Int, at pen: Double, head: Double, before next: Int) -> Double {
        var pen = pen
        pen += table.prefix(at: tab) - table.prefix(at: segment)
        pen += tabStops.advance(at: pen, head: head, segment: tab + 1..<next, in: table)
        return pen
    }

    /// The width of `from..<to` as painted: from the table where both edges are safe to break,
    /// else walked glyph by glyph over the range reshaped at its unsafe edges (`GlyphWalk`,
    /// the walk that paints); `pen` and `lineStart` as for `width(from:to:pen:lineStart:)`.
    ///
    /// - Complexity: O(1) at safe edges without tabs, else reshaping and walking the range.
    func exactWidth(from: Int, to: Int, pen start: Double = 0, lineStart: Int? = nil) -> Double {
        // Safe edges and no tab: one prefix-sum difference (what `width` gives), no tab pens.
        if !table.hasTabs && !table.isUnsafeToBreak(at: from) && !table.isUnsafeToBreak(at: to) {
            return table.width(from: from, to: to)
        }
        var tabPens = TabPens()
        return exactWidth(from: from, to: to, pen: start, lineStart: lineStart, tabPens: &tabPens)
    }

    /// `exactWidth(from:to:pen:lineStart:)` keeping the line's tab positions in `tabPens`.
    func exactWidth(from: Int, to: Int, pen start: Double = 0, lineStart: Int? = nil, tabPens: inout TabPens) -> Double {
        guard table.isUnsafeToBreak(at: from) || table.isUnsafeToBreak(at: to) else {
            return width(from: from, to: to, pen: start, lineStart: lineStart, tabPens: &tabPens)
        }
        return GlyphWalk.width(of: from..<to, in: self, pen: start, head: style.headIndent(isFirstLine: (lineStart ?? from) == 0))
    }
}
