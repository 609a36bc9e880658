// Layout: a prepared text's lines at one width by arithmetic alone — no line objects — for its
// statistics and line ranges (docs/design.md, "Prepared texts").
import Foundation

/// A prepared text's paragraphs once every one is measured, with what a line walk needs from
/// each found once: immutable, read without the prepared text's lock.
final class MeasuredParagraphs: Sendable {
    let paragraphs: [Entry]

    /// One paragraph: measured, where it starts, and the facts its lines share.
    struct Entry: Sendable {
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

    init(_ paragraphs: [Entry]) { self.paragraphs = paragraphs }

    /// The memory the list holds beside the paragraphs themselves: its entries and their
    /// runs' metrics.
    var byteCount: Int {
        paragraphs.reduce(64 + paragraphs.count * MemoryLayout<Entry>.stride) {
            $0 + $1.runMetrics.count * MemoryLayout<LineFontMetrics>.stride + $1.runHeights.count * 8
                + ($1.breakIndex?.byteCount ?? 0)
        }
    }
}

/// What a line walk gives each line to.
protocol LineWalkSink {
    /// Whether the walk must size lines (statistics) or only range them.
    static var needsWidths: Bool { get }
    /// A line of paragraph `index` (entry `paragraph`) from `line.start` to `line.contentEnd`,
    /// the paragraph's first and whether it is its last.
    mutating func add(_ line: LineBreak, isFirst: Bool, isLast: Bool, paragraph: borrowing MeasuredParagraphs.Entry, index: Int)
}

/// The lines of a prepared text at one width, filled by the paragraphs' `LineFiller` (the
/// one line-fitting rule every layout uses) and sized from the cluster tables and the
/// paragraphs' kept line heights, building no line: the statistics and line ranges that a
/// `TextLayout` of the same text and options gives.
///
/// The walk covers the common case exactly and gives up (nil) where the layout does more than
/// fill greedy lines: an infinite width (lines align in the widest), balanced or pretty
/// wrapping, a line or height limit that ends the layout (its last line is built by truncation).
/// A line that is not one plain span of its paragraph's shaping (letter spacing, tabs, an unsafe
/// edge, a shown hyphen, trimmed punctuation, justification) is placed and walked as layout
/// sizes it.
struct LineWalk {
    let width: Double
    let maximumLines: Int
    let maximumHeight: Double
    let walksEveryEnd: Bool

    init(options: LayoutOptions) {
        width = options.resolvedWidth
        maximumLines = options.resolvedNumberOfLines
        maximumHeight = options.resolvedHeight
        walksEveryEnd = options.walksEveryEnd
    }

    /// The lines' count and the height of their stack, each line given to `sink`; nil when the
    /// walk cannot give what a layout gives (see the type's description).
    ///
    /// - Complexity: the line filler's per line (O(log k) width look-ups where widths grow
    ///   with the end), plus O(1) per line to stack it.
    func walk<Sink: LineWalkSink>(_ text: MeasuredParagraphs, into sink: inout Sink) -> (lineCount: Int, height: Double)? {
        guard width.isFinite else { return nil }
        let needsHeights = Sink.needsWidths || maximumHeight.isFinite
        var count = 0
        // The bottom of the line before, and what the next line stacks under it.
        var bottom = 0.0
        var below = (lineSpacing: 0.0, paragraphSpacing: 0.0)
        let paragraphs = text.paragraphs
        for index in paragraphs.indices {
            let entry = paragraphs[index]
            guard entry.isGreedy else { return nil }
            let paragraph = entry.measured
            let filler = LineFiller(paragraph: paragraph, walksEveryEnd: walksEveryEnd)
            let style = paragraph.style
            let firstLineWidth = style.availableWidth(in: width, isFirstLine: true)
            let lineWidth = style.availableWidth(in: width, isFirstLine: false)
            let table = paragraph.table
            let end = paragraph.count
            var offset = 0
            var isFirst = true
            var run = 0
            // A plain paragraph's lines come from its break index; the filler serves the rest.
            let breakIndex = walksEveryEnd ? nil : entry.breakIndex
            var cursor = -1
            while true {
                let available = isFirst ? firstLineWidth : lineWidth
                let line: LineBreak
                if let found = breakIndex?.line(from: offset, cursor: &cursor, available: available) {
                    line = found
                } else {
                    line = filler.line(from: offset, available: available)
                    cursor = -1
                }
                // As `LineIterator`: a hard break ending a paragraph that a separator follows
                // opens one more, empty line.
                let opensEmptyLine = entry.separatorFollows && line.end == end && line.end > line.start
                    && table[line.end - 1].contains(.hardBreak)
                let isLastInParagraph = line.end >= end && !opensEmptyLine
                // A limit that ends the layout here builds its last line by truncation.
                if maximumLines > 0 && count + 1 == maximumLines && (!isLastInParagraph || !entry.isLast) { return nil }
                if needsHeights {
                    var top = 0.0
                    if count > 0 {
                        top = bottom + below.lineSpacing
                        if isFirst { top += below.paragraphSpacing + entry.paragraphSpacingBefore }
                    }
                    let lineBottom = top + entry.lineHeight(from: line.start, to: line.contentEnd, run: &run)
                    if count > 0 && lineBottom > maximumHeight + ClusterTable.tolerance { return nil }
                    bottom = lineBottom
                    below = (entry.lineSpacing, entry.paragraphSpacing)
                }
                sink.add(line, isFirst: isFirst, isLast: isLastInParagraph, paragraph: entry, index: index)
                count += 1
                offset = line.end
                isFirst = false
                guard offset < end || opensEmptyLine else { break }
            }
        }
        return (count, bottom)
    }
}

/// The widest line's used width (`LineAssembly.size`): from the cluster table for a plain
/// line, else walked.
struct LineWidths: LineWalkSink {
    static var needsWidths: Bool { true }
    let width: Double
    var widest = 0.0
    private var items: [LineItem] = []

    init(width: Double) { self.width = width }

    mutating func add(_ line: LineBreak, isFirst: Bool, isLast: Bool, paragraph entry: borrowing MeasuredParagraphs.Entry, index: Int) {
        let paragraph = entry.measured
        if line.hyphen == 0 && line.punctuation.isEmpty {
            // `VisualLine.mayJustify` for a line without ellipsis or tabs.
            let mayJustify = entry.isJustified && !isLast
                && !(line.end > line.start && paragraph.table[line.end - 1].contains(.hardBreak))
            let piece = line.contentEnd > line.start ? line.start..<line.contentEnd : nil
            if let natural = VisualLine.plainWidth(of: piece, in: paragraph, mayJustify: mayJustify) {
                widest = max(widest, (isFirst ? entry.firstHeadIndent : entry.headIndent) + natural)
                return
            }
        }
        let placed = PlacedLine(
            paragraph, start: entry.start, index: index, natural: line, content: LineContent(line), isFirst: isFirst,
            isLast: isLast, after: nil)
        widest = max(widest, LineAssembly.usedWidth(of: placed, in: width, items: &items))
    }
}

/// The lines' ranges (`LineRange`), as a layout's lines give them.
struct LineRanges: LineWalkSink {
    static var needsWidths: Bool { false }
    var ranges: [LineRange]

    /// Room for a comment-length text's lines, so that they are not copied as they come.
    init() {
        ranges = []
        ranges.reserveCapacity(8)
    }

    mutating func add(_ line: LineBreak, isFirst: Bool, isLast: Bool, paragraph entry: borrowing MeasuredParagraphs.Entry, index: Int) {
        ranges.append(LineRange(start: entry.start + line.start, end: entry.start + line.contentEnd, paragraphIndex: index))
    }
}
