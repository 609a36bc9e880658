// Layout: a prepared text's lines at one width by arithmetic alone — no line objects — for its
// statistics and line ranges (docs/design.md, "Prepared texts").
import Foundation

/// What a line walk gives each line to.
protocol LineWalkSink {
    /// Whether the walk must size lines (statistics) or only range them.
    static var needsWidths: Bool { get }
    /// A line of paragraph `index` (entry `paragraph`) from `line.start` to `line.contentEnd`,
    /// the paragraph's first and whether it is its last. `isPlain`: the line is one span of its
    /// paragraph's shaping with safe edges and nothing added (a break index's line), so its
    /// `width` is the one its glyph walk finds; else `LineFiller` gave it, and its `width` is
    /// the filler's (`VisualLine.filledWidth`).
    mutating func add(_ line: LineBreak, isFirst: Bool, isLast: Bool, isPlain: Bool, paragraph: MeasuredParagraphs.Entry, index: Int)
}

/// The lines of a prepared text at one width, filled by the paragraphs' break index
/// (`BreakIndex`) or `LineFiller` (the one line-fitting rule every layout uses) and sized
/// from the cluster tables and the paragraphs' kept line heights, building no line: the
/// statistics and line ranges that a `TextLayout` of the same text and options gives.
///
/// The walk covers the common case exactly and gives up (nil) where the layout does more than
/// fill greedy lines: an infinite width (lines align in the widest), balanced or pretty
/// wrapping, a line or height limit that ends the layout (its last line is built by truncation).
/// A line that is not one plain span of its paragraph's shaping (letter spacing, tabs, an unsafe
/// edge, a shown hyphen, trimmed punctuation, justification) is placed and walked as layout
/// sizes it. Lines open, end and stack by the layout's own rules
/// (`LineIterator.opensEmptyLine`, `Stacking.top`).
struct LineWalk {
    let width: Double
    let maximumLines: Int
    let maximumHeight: Double
    let walksEveryEnd: Bool

    @inline(__always)
    init(options: LayoutOptions) {
        width = options.resolvedWidth
        maximumLines = options.resolvedNumberOfLines
        maximumHeight = options.resolvedHeight
        walksEveryEnd = options.walksEveryEnd
    }

    /// The lines' count and the height of their stack, each line given to `sink`; nil when the
    /// walk cannot give what a layout gives (see the type's description).
    ///
    /// - Complexity: O(log k) per line of a plain paragraph (k the opportunities the line
    ///   spans), the line filler's per line elsewhere; plus O(1) per line to stack it.
    func walk<Sink: LineWalkSink>(_ text: MeasuredParagraphs, into sink: inout Sink) -> (lineCount: Int, height: Double)? {
        guard width.isFinite else { return nil }
        let needsHeights = Sink.needsWidths || maximumHeight.isFinite
        var count = 0
        // What the next line stacks under (nil before the first, or when heights are not needed).
        var below: Stacking?
        let paragraphs = text.paragraphs
        for index in paragraphs.indices {
            let entry = paragraphs[index]
            guard entry.isGreedy else { return nil }
            let paragraph = entry.measured
            let filler = LineFiller(paragraph: paragraph, walksEveryEnd: walksEveryEnd)
            let style = paragraph.style
            let firstLineWidth = style.availableWidth(in: width, isFirstLine: true)
            let lineWidth = style.availableWidth(in: width, isFirstLine: false)
            let end = paragraph.count
            // A plain paragraph's lines come from its break index; the filler serves the rest.
            let breakIndex = walksEveryEnd ? nil : entry.breakIndex
            var cursor: BreakIndex.Cursor = 0
            var offset = 0
            var isFirst = true
            var run = 0
            while true {
                let available = isFirst ? firstLineWidth : lineWidth
                var line: LineBreak
                var isPlain = true
                if let found = breakIndex?.line(from: offset, cursor: &cursor, available: available) {
                    line = found
                } else {
                    line = filler.line(from: offset, available: available)
                    cursor = -1
                    isPlain = false
                }
                let opensEmptyLine = LineIterator.opensEmptyLine(after: line, in: paragraph, separatorFollows: entry.separatorFollows)
                let isLastInParagraph = line.end >= end && !opensEmptyLine
                // A limit that ends the layout here builds its last line by truncation.
                if maximumLines > 0 && count + 1 == maximumLines && (!isLastInParagraph || !entry.isLast) { return nil }
                if needsHeights {
                    let top = below.map {
                        $0.top(opensParagraph: $0.paragraphIndex != index, spacingBefore: entry.paragraphSpacingBefore)
                    } ?? 0
                    let bottom = top + entry.lineHeight(from: line.start, to: line.contentEnd, run: &run)
                    if count > 0 && bottom > maximumHeight + ClusterTable.tolerance { return nil }
                    below = Stacking(
                        bottom: bottom, lineSpacing: entry.lineSpacing, paragraphSpacing: entry.paragraphSpacing, paragraphIndex: index)
                }
                sink.add(line, isFirst: isFirst, isLast: isLastInParagraph, isPlain: isPlain, paragraph: entry, index: index)
                count += 1
                offset = line.end
                isFirst = false
                guard offset < end || opensEmptyLine else { break }
            }
        }
        return (count, below?.bottom ?? 0)
    }
}

extension LineEndTable {
    /// The statistics of a layout under `walk`'s width and limits, by this table's walk; nil
    /// where it gives up or the walk is not one it serves (an infinite width, every end walked).
    func statistics(_ walk: LineWalk) -> LineStatistics? {
        guard walk.width.isFinite, !walk.walksEveryEnd else { return nil }
        var widest = LineWidths(width: walk.width)
        guard let lines = self.walk(width: walk.width, maximumLines: walk.maximumLines, maximumHeight: walk.maximumHeight, into: &widest)
        else { return nil }
        return LineStatistics(lineCount: lines.lineCount, size: CGSize(width: widest.widest, height: lines.height), isTruncated: false)
    }

    /// The line ranges of a layout under `walk`'s width and limits, by this table's walk (as
    /// `statistics(_:)`).
    func lineRanges(_ walk: LineWalk) -> [LineRange]? {
        guard walk.width.isFinite, !walk.walksEveryEnd else { return nil }
        var ranges = LineRanges()
        guard self.walk(width: walk.width, maximumLines: walk.maximumLines, maximumHeight: walk.maximumHeight, into: &ranges) != nil
        else { return nil }
        return ranges.ranges
    }
}

extension MeasuredParagraphs {
    /// The statistics of a layout under `walk`'s width and limits, by a line walk that builds
    /// no line: the line-end table's when it answers, else `LineWalk`'s; nil where both give up.
    func statistics(_ walk: LineWalk) -> LineStatistics? {
        lineEnds?.statistics(walk) ?? lineWalkStatistics(walk)
    }

    /// The line ranges of a layout under `walk`'s width and limits, by a line walk (as
    /// `statistics(_:)`).
    func lineRanges(_ walk: LineWalk) -> [LineRange]? {
        lineEnds?.lineRanges(walk) ?? lineWalkRanges(walk)
    }

    /// `statistics(walk)` by `LineWalk` alone, for where the line-end table gave up or there
    /// is none.
    func lineWalkStatistics(_ walk: LineWalk) -> LineStatistics? {
        var widths = LineWidths(width: walk.width)
        guard let lines = walk.walk(self, into: &widths) else { return nil }
        return LineStatistics(lineCount: lines.lineCount, size: CGSize(width: widths.widest, height: lines.height), isTruncated: false)
    }

    /// `lineRanges(walk)` by `LineWalk` alone (as `lineWalkStatistics(_:)`).
    func lineWalkRanges(_ walk: LineWalk) -> [LineRange]? {
        var ranges = LineRanges()
        guard walk.walk(self, into: &ranges) != nil else { return nil }
        return ranges.ranges
    }
}

/// The widest line's used width (`LineAssembly.size`): from the line or the cluster table for
/// a plain line, else walked.
struct LineWidths: LineWalkSink {
    static var needsWidths: Bool { true }
    let width: Double
    var widest = 0.0
    private var items: [LineItem] = []

    init(width: Double) { self.width = width }

    mutating func add(
        _ line: LineBreak, isFirst: Bool, isLast: Bool, isPlain: Bool, paragraph entry: MeasuredParagraphs.Entry, index: Int
    ) {
        let paragraph = entry.measured
        if line.hyphen == 0 && line.punctuation.isEmpty {
            // A line without ellipsis or tabs (a tab makes `plainWidth` nil).
            let mayJustify = VisualLine.mayJustify(
                isJustified: entry.isJustified, isLastInParagraph: isLast, endsAtHardBreak: line.endsAtHardBreak(in: paragraph.table),
                hasEllipsis: false, hasTabs: false)
            // A plain line's width is its prefix-sum difference, as `GlyphWalk.plainWidth` finds;
            // a filled one's, where its walk is the filler's, the filler's.
            let piece = line.contentEnd > line.start ? line.start..<line.contentEnd : nil
            let natural = isPlain
                ? (mayJustify ? nil : max(0, line.width))
                : VisualLine.plainWidth(of: piece, in: paragraph, mayJustify: mayJustify)
                    ?? VisualLine.filledWidth(of: line, piece: piece, in: paragraph, mayJustify: mayJustify)
            if let natural {
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

    /// Room for a comment-length text's lines (up to 16, a long comment at a narrow width), so
    /// that they are not copied as they come.
    init() {
        ranges = []
        ranges.reserveCapacity(16)
    }

    mutating func add(
        _ line: LineBreak, isFirst: Bool, isLast: Bool, isPlain: Bool, paragraph entry: MeasuredParagraphs.Entry, index: Int
    ) {
        ranges.append(LineRange(start: entry.start + line.start, end: entry.start + line.contentEnd, paragraphIndex: index))
    }
}
