// Layout: a prepared text's paragraphs once all are measured, with what a line walk reads from
// each found once (docs/design.md, "Prepared texts").

/// A prepared text's paragraphs once every one is measured, with what a line walk needs from
/// each found once: immutable, read without the prepared text's lock.
final class MeasuredParagraphs: Sendable {
    let paragraphs: [Entry]

    /// One paragraph: measured, where it starts, and the facts its lines share. A class, so
    /// that a walk takes one reference to it rather than copying its fields.
    final class Entry: Sendable {
        let measured: MeasuredParagraph
        /// The text's offset of its first unit.
        let start: Int
        /// Whether it is the text's last paragraph, and whether a separator ends it.
        let isLast: Bool
        let separatorFollows: Bool
        /// Whether its lines are greedy (balanced and pretty wrapping re-break them).
        let isGreedy: Bool
        let isJustified: Bool
        let lineSpacing: Double
        let paragraphSpacing: Double
        let paragraphSpacingBefore: Double
        let firstHeadIndent: Double
        let headIndent: Double
        /// The height of every line when all its fonts (its runs', and the one an empty line
        /// takes past its end) have the same metrics; else nil, and the runs' are kept.
        let lineHeight: Double?
        /// Per run: its fonts' metrics, and the height of a line that shows that run alone.
        let runMetrics: [LineFontMetrics]
        let runHeights: [Double]
        /// The height of an empty line past the last run.
        let endHeight: Double
        /// Its line ends by arithmetic, when it is plain (`BreakIndex`).
        let breakIndex: BreakIndex?

        init(measured: MeasuredParagraph, start: Int, isLast: Bool, separatorFollows: Bool) {
            self.measured = measured
            self.start = start
            self.isLast = isLast
            self.separatorFollows = separatorFollows
            let style = measured.style
            isGreedy = style.textWrap == .greedy
            isJustified = style.alignment == .justified
            lineSpacing = style.resolvedLineSpacing
            paragraphSpacing = style.resolvedParagraphSpacing
            paragraphSpacingBefore = style.resolvedParagraphSpacingBefore
            firstHeadIndent = style.headIndent(isFirstLine: true)
            headIndent = style.headIndent(isFirstLine: false)
            breakIndex = BreakIndex(measured)
            let runs = measured.runs.map { LineFontMetrics($0.font) }
            let atEnd = LineFontMetrics(measured.font(at: measured.count))
            endHeight = atEnd.lineHeight(style)
            if runs.allSatisfy({ $0 == atEnd }) {
                lineHeight = endHeight
                runMetrics = []
                runHeights = []
            } else {
                lineHeight = nil
                runMetrics = runs
                runHeights = runs.map { $0.lineHeight(style) }
            }
        }

        /// The height of the line `start..<contentEnd` (shown from `start`), as `PlacedLine`
        /// finds it: its fonts' largest metrics under the style's line-height rules. `run` is
        /// the first run ending after an earlier line's start (0 at the paragraph's first
        /// line), moved on to this line's.
        ///
        /// - Complexity: O(1) when the fonts agree, else O(the runs it passes and overlaps).
        @inline(__always)
        func lineHeight(from start: Int, to contentEnd: Int, run: inout Int) -> Double {
            if let lineHeight { return lineHeight }
            let runs = measured.runs
            var index = run
            // `MeasuredParagraph.runIndex(endingAfter:)`, from the last line's run.
            while index < runs.count && runs[index].range.upperBound <= start { index += 1 }
            run = index
            guard index < runs.count else { return endHeight }
            // An empty line takes the font where it stands; a line within one run, that run's.
            if contentEnd <= start || index + 1 == runs.count || runs[index + 1].range.lowerBound >= contentEnd {
                return runHeights[index]
            }
            var metrics = LineFontMetrics()
            let first = index
            while index < runs.count && runs[index].range.lowerBound < contentEnd {
                metrics.include(runMetrics[index])
                index += 1
            }
            // Usually one run has every largest metric (the tallest font): its height is kept.
            for kept in first..<index where runMetrics[kept] == metrics { return runHeights[kept] }
            return metrics.lineHeight(measured.style)
        }
    }

    /// Their line ends in flat arrays, when every paragraph is plain, greedy and not justified
    /// (`LineEndTable`): the fastest walk.
    let lineEnds: LineEndTable?

    init(_ paragraphs: [Entry]) {
        self.paragraphs = paragraphs
        lineEnds = LineEndTable(paragraphs)
    }

    /// The memory the list holds beside the paragraphs themselves: its entries (about 160
    /// bytes each), their runs' metrics, their break indices and the line-end table.
    var byteCount: Int {
        paragraphs.reduce(64 + paragraphs.count * (8 + 160) + (lineEnds?.byteCount ?? 0)) {
            $0 + $1.runMetrics.count * MemoryLayout<LineFontMetrics>.stride + $1.runHeights.count * 8
                + ($1.breakIndex?.byteCount ?? 0)
        }
    }
}
