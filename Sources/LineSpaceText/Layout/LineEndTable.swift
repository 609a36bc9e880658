// Layout: a plain text's line ends in flat arrays, so that its lines at any width are a tight
// loop of searches and sums (docs/design.md, "Prepared texts").

/// What a walk of a line-end table gives each line to: a line it found by arithmetic here, any
/// other as a line walk gives it.
protocol LineEndSink: LineWalkSink {
    /// A plain line of paragraph `paragraph` showing `start..<contentEnd` of the text, `width`
    /// points wide (hanging white space left out), after a head indent of `indent`.
    mutating func add(start: Int, contentEnd: Int, width: Double, indent: Double, paragraph: Int)
}

/// Every paragraph's break index (`BreakIndex`) laid end to end in plain arrays, with what
/// the lines of each paragraph share (their one height, spacings, indents), found once when a
/// prepared text's paragraphs are all measured: at a width, a line is a galloping search over
/// prefix sums from the last line's end, a subtraction for its width and an addition for its
/// height — no closure, allocation or reference counting per line. A value whose copies share
/// its arrays: a prepared text keeps it inline, so that a walk finds the arrays in the prepared
/// text's own object rather than through a table object first.
///
/// A table exists only for a text whose every paragraph is plain (it has a break index), greedy
/// and not justified, whose paragraphs have at most `FontClasses.maximumCount` classes of font
/// metrics each. Where the break index leaves a line to the line filler (an edge unsafe to
/// break, a first unit wider than the line), the walk asks the filler for that line, as
/// `LineWalk` does; it gives up (nil) only where a limit ends the layout. A line's height is
/// its paragraph's one height when all its fonts have the same metrics, else the height of the
/// set of font classes its runs show (`FontClasses`, kept flat too), as
/// `MeasuredParagraphs.Entry.lineHeight` finds it. Without a table `LineWalk` serves, and where
/// it gives up, layout.
/// Where the walk answers, its lines, widths and heights are `LineWalk`'s, and so a fresh
/// layout's: the same ends, the same fit test (`BreakIndex.line`), the same sums in the same
/// order (`Stacking.top`, `LineWidths`).
struct LineEndTable: Sendable {
    /// One paragraph's constants and where its ends lie in the table's arrays.
    struct Paragraph: Sendable {
        /// The text's offset of its first unit, and its length.
        let start: Int
        let count: Int
        /// Its ends are `firstEnd..<` the next paragraph's in `ends`; its hard ends (mandatory
        /// breaks and its end) are `firstHardEnd..<` the next paragraph's in `hardEnds`.
        let firstEnd: Int
        let firstHardEnd: Int
        /// The prefix sum at its start.
        let startPrefix: Double
        /// Whether its start is unsafe to break (a line from it is reshaped).
        let startIsUnsafe: Bool
        /// Whether a line ending at its end opens one more, empty line (`LineIterator.opensEmptyLine`).
        let opensEmptyLineAtEnd: Bool
        /// Whether it is the text's last.
        let isLast: Bool
        /// The height of every line when its fonts agree (`MeasuredParagraphs.Entry`), and then
        /// no runs; else its runs are `firstRun..<endRun` in `runs`, the heights of its
        /// sets of font classes start at `firstHeight` in
        /// `heights` (`FontClasses`), and an empty line past the last run is `endHeight` high.
        let lineHeight: Double
        let firstRun: Int
        let endRun: Int
        let firstHeight: Int
        let endHeight: Double
        let lineSpacing: Double
        let paragraphSpacing: Double
        let paragraphSpacingBefore: Double
        let firstHeadIndent: Double
        let headIndent: Double
        let tailIndent: Double
    }

    /// An end a line may take (`BreakIndex.Stop`) with all a walk reads there, together so
    /// that one index check serves them.
    struct End: Sendable {
        /// Where the next line starts, and where the content of a line ending here ends.
        let end: Int32
        let contentEnd: Int32
        /// The prefix sum at the content's end, and at the next line's start.
        let prefix: Double
        let startPrefix: Double
        /// Whether the content's end is unsafe to break, and whether the end (the next line's
        /// start) is.
        let contentEndIsUnsafe: Bool
        let endIsUnsafe: Bool
        /// In a paragraph whose fonts differ, the font classes (`FontClasses`) of the runs from
        /// the previous end (the paragraph's start for its first) to this end, and to this end's
        /// content end: a line from an end to a later one shows the classes of the ends between
        /// and the content of the last (0 in a paragraph of one height).
        let classes: UInt8
        let contentClasses: UInt8
        /// The first end of the streak of this paragraph's ends up to this one whose `classes`
        /// are all this one's: an OR over ends skips each streak in one step.
        let streakStart: Int32
    }

    /// A run of a paragraph whose fonts differ (`FontClasses`): its range in the paragraph and
    /// its font classes' bits.
    struct Run: Sendable {
        let start: Int32
        let end: Int32
        let classes: UInt8
    }

    let paragraphs: [Paragraph]
    /// Every paragraph's ends, in order.
    let ends: [End]
    /// Indices in `ends` of each paragraph's mandatory breaks and end, ascending.
    let hardEnds: [Int32]
    /// The runs of the paragraphs whose fonts differ, and the heights of those paragraphs'
    /// sets of font classes.
    let runs: [Run]
    let heights: [Double]
    /// The paragraphs, for the lines the filler gives.
    private let entries: [MeasuredParagraphs.Entry]

    /// The table of `paragraphs`, nil unless each is plain, greedy and not justified (see the
    /// type's description).
    ///
    /// - Complexity: O(the paragraphs' break opportunities), once.
    init?(_ paragraphs: [MeasuredParagraphs.Entry]) {
        var entries: [Paragraph] = []
        var ends: [End] = [], hardEnds: [Int32] = []
        var runs: [Run] = [], heights: [Double] = []
        entries.reserveCapacity(paragraphs.count)
        for entry in paragraphs {
            guard entry.isGreedy, !entry.isJustified, let index = entry.breakIndex, ends.count + index.stops.count < Int(Int32.max)
            else { return nil }
            let firstRun = runs.count
            let firstHeight = heights.count
            var fontClasses: FontClasses?
            if entry.lineHeight == nil {
                guard let classes = FontClasses(entry) else { return nil }
                fontClasses = classes
                for run in classes.runs {
                    runs.append(Run(start: Int32(run.range.lowerBound), end: Int32(run.range.upperBound), classes: run.bit))
                }
                heights += classes.heights
            }
            let measured = entry.measured
            let table = measured.table
            let style = measured.style
            let count = measured.count
            entries.append(Paragraph(
                start: entry.start, count: count, firstEnd: ends.count, firstHardEnd: hardEnds.count,
                startPrefix: table.prefix(at: 0), startIsUnsafe: table.isUnsafeToBreak(at: 0),
                opensEmptyLineAtEnd: entry.separatorFollows && count > 0 && table[count - 1].contains(.hardBreak),
                isLast: entry.isLast, lineHeight: entry.lineHeight ?? 0, firstRun: firstRun, endRun: runs.count,
                firstHeight: firstHeight, endHeight: entry.endHeight, lineSpacing: entry.lineSpacing,
                paragraphSpacing: entry.paragraphSpacing, paragraphSpacingBefore: entry.paragraphSpacingBefore,
                firstHeadIndent: style.resolvedFirstLineHeadIndent, headIndent: style.resolvedHeadIndent,
                tailIndent: style.resolvedTailIndent))
            let first = ends.count
            for hard in index.hardStops { hardEnds.append(Int32(first + hard)) }
            var previousEnd = 0
            var run = 0
            var streakStart = first
            for stop in index.stops {
                let end = Int(stop.end)
                var classes: UInt8 = 0, contentClasses: UInt8 = 0
                if let fontClasses {
                    contentClasses = fontClasses.classes(in: previousEnd..<max(previousEnd, Int(stop.contentEnd)), from: run)
                    classes = fontClasses.classes(in: previousEnd..<end, from: run)
                    run = fontClasses.firstRun(endingAfter: end, from: run)
                }
                if ends.count > first && ends[ends.count - 1].classes != classes { streakStart = ends.count }
                ends.append(End(
                    end: stop.end, contentEnd: stop.contentEnd, prefix: stop.prefix, startPrefix: table.prefix(at: end),
                    contentEndIsUnsafe: table.isUnsafeToBreak(at: max(0, Int(stop.contentEnd))),
                    endIsUnsafe: table.isUnsafeToBreak(at: end), classes: classes, contentClasses: contentClasses,
                    streakStart: Int32(streakStart)))
                previousEnd = end
            }
        }
        self.paragraphs = entries
        self.ends = ends
        self.hardEnds = hardEnds
        self.runs = runs
        self.heights = heights
        self.entries = paragraphs
    }

    /// The width a line has at a container `width` (`ParagraphStyle.availableWidth`).
    @inline(__always)
    private static func available(in width: Double, head: Double, tail: Double) -> Double {
        max(0, tail > 0 ? tail - head : width + tail - head)
    }

    /// The lines at `width` (finite) under the limits, each given to `sink`: their count and
    /// the bottom of the last (0 when the sink needs no widths and no height limit is set: no
    /// line is stacked); nil where the walk gives up (see the type's description).
    ///
    /// - Complexity: O(log k) per line, k the ends it spans (less when it spans about as many
    ///   as the line above); no allocation.
    @inline(__always)
    func walk<Sink: LineEndSink>(width: Double, maximumLines: Int, maximumHeight: Double, into sink: inout Sink) -> (lineCount: Int, height: Double)? {
        var count = 0
        // The bottom of the line above and what the next line stacks under it (`Stacking`).
        var bottom = 0.0
        var lineSpacing = 0.0
        var paragraphSpacing = 0.0
        let limitsHeight = maximumHeight.isFinite
        // Ranges need no heights unless a height limit is set.
        let needsHeights = Sink.needsWidths || limitsHeight
        for index in paragraphs.indices {
            let paragraph = paragraphs[index]
            let length = paragraph.count
            let firstAvailable = Self.available(in: width, head: paragraph.firstHeadIndent, tail: paragraph.tailIndent)
            let laterAvailable = Self.available(in: width, head: paragraph.headIndent, tail: paragraph.tailIndent)
            let firstLimit = firstAvailable + ClusterTable.tolerance
            let laterLimit = laterAvailable + ClusterTable.tolerance
            var start = 0
            var base = paragraph.startPrefix
            var startIsUnsafe = paragraph.startIsUnsafe
            var next = paragraph.firstEnd
            var hard = paragraph.firstHardEnd
            var run = paragraph.firstRun
            // How many ends past the first after its start the last line took.
            var span = 0
            var isFirst = true
            // Whether the line starts where an end lies (the paragraph's start, or a line
            // found here ends before it), so that its font classes are its ends'.
            var startsAtEnd = true
            while true {
                var contentEnd = start
                var end = start
                var lineWidth = 0.0
                // The ends whose classes the line shows (`End.classes`), when they tell them.
                var shownEnds = 0..<0
                // A line the filler gives (nil: found here).
                var filled: LineBreak?
                if start < length {
                    // `BreakIndex.line`: the first end after the start, the segment's last end,
                    // and the last end between that fits.
                    while Int(ends[next].end) <= start { next += 1 }
                    while Int(hardEnds[hard]) < next { hard += 1 }
                    let last = Int(hardEnds[hard])
                    let limit = isFirst ? firstLimit : laterLimit
                    var taken = -1
                    if !startIsUnsafe && fits(next, from: start, base: base, limit: limit) {
                        taken = farthestFitting(
                            from: next, through: last, guess: next + span, start: start, base: base, limit: limit)
                        span = taken - next
                        if Int(ends[taken].contentEnd) > start && ends[taken].contentEndIsUnsafe { taken = -1 }
                    }
                    if taken >= 0 {
                        let stop = ends[taken]
                        contentEnd = max(start, Int(stop.contentEnd))
                        end = Int(stop.end)
                        if contentEnd > start { lineWidth = stop.prefix - base }
                        // A content end before the previous end (a last segment of white
                        // space) shows less than the ends between: the runs tell.
                        if needsHeights && paragraph.endRun != paragraph.firstRun && startsAtEnd && contentEnd > start
                            && (taken == next || Int(stop.contentEnd) >= Int(ends[taken - 1].end)) {
                            shownEnds = next..<(taken + 1)
                        }
                        base = stop.startPrefix
                        startIsUnsafe = stop.endIsUnsafe
                        next = taken + 1
                        startsAtEnd = true
                    } else {
                        let line = fillerLine(index, from: start, available: isFirst ? firstAvailable : laterAvailable)
                        filled = line.line
                        contentEnd = line.line.contentEnd
                        end = line.line.end
                        base = line.nextBase
                        startIsUnsafe = line.nextStartIsUnsafe
                        startsAtEnd = false
                    }
                }
                let opensEmptyLine = end > start && end == length && paragraph.opensEmptyLineAtEnd
                let isLastInParagraph = end >= length && !opensEmptyLine
                // A limit that ends the layout here builds its last line by truncation.
                if maximumLines > 0 && count + 1 == maximumLines && (!isLastInParagraph || !paragraph.isLast) { return nil }
                if needsHeights {
                    var top = 0.0
                    if count > 0 {
                        top = bottom + lineSpacing
                        if isFirst { top += paragraphSpacing + paragraph.paragraphSpacingBefore }
                    }
                    if paragraph.endRun == paragraph.firstRun {
                        bottom = top + paragraph.lineHeight
                    } else if !shownEnds.isEmpty {
                        bottom = top + heights[paragraph.firstHeight + Int(classes(of: shownEnds))]
                    } else {
                        bottom = top + lineHeight(from: start, to: contentEnd, run: &run, of: paragraph)
                    }
                    if limitsHeight && count > 0 && bottom > maximumHeight + ClusterTable.tolerance { return nil }
                    lineSpacing = paragraph.lineSpacing
                    paragraphSpacing = paragraph.paragraphSpacing
                }
                if let filled {
                    sink.add(filled, isFirst: isFirst, isLast: isLastInParagraph, isPlain: false, paragraph: entries[index], index: index)
                } else {
                    sink.add(
                        start: paragraph.start + start, contentEnd: paragraph.start + contentEnd, width: max(0, lineWidth),
                        indent: isFirst ? paragraph.firstHeadIndent : paragraph.headIndent, paragraph: index)
                }
                count += 1
                start = end
                isFirst = false
                guard start < length || opensEmptyLine else { break }
            }
        }
        return (count, bottom)
    }

    /// The line the filler gives from `start` of paragraph `index` in `available` points (first
    /// or later), where the break index would ask it; with the prefix sum at its end and whether
    /// its end is unsafe to break, for the next line.
    @inline(never)
    private func fillerLine(_ index: Int, from start: Int, available: Double) -> (line: LineBreak, nextBase: Double, nextStartIsUnsafe: Bool) {
        let measured = entries[index].measured
        let line = LineFiller(paragraph: measured).line(from: start, available: available)
        return (line, measured.table.prefix(at: line.end), measured.table.isUnsafeToBreak(at: line.end))
    }

    /// `BreakIndex.line`'s fit test: a line from `start` (prefix sum `base`) to end `index`
    /// fits unless it shows content wider than `limit`.
    @inline(__always)
    private func fits(_ index: Int, from start: Int, base: Double, limit: Double) -> Bool {
        let stop = ends[index]
        return !(stop.prefix - base > limit) || Int(stop.contentEnd) <= start
    }

    /// The last end in `first...last` that fits, `first` fitting: widths grow with the end, so
    /// a galloping search from `guess` (the end as many ends on as the line above took: lines
    /// of one paragraph take about as many), up or down, and a binary search in the last step.
    ///
    /// - Complexity: O(log d), d the distance from the guess to the answer.
    @inline(__always)
    private func farthestFitting(from first: Int, through last: Int, guess: Int, start: Int, base: Double, limit: Double) -> Int {
        // The answer is in low..<high: `low` fits, `high` does not (or is past `last`).
        var low = first
        var high = last + 1
        var step = 1
        let probe = min(max(guess, first), last)
        if fits(probe, from: start, base: base, limit: limit) {
            low = probe
            while low + step <= last && fits(low + step, from: start, base: base, limit: limit) {
                low += step
                step &*= 2
            }
            high = min(low + step, last + 1)
        } else {
            high = probe
            while high - step > first && !fits(high - step, from: start, base: base, limit: limit) {
                high -= step
                step &*= 2
            }
            low = max(high - step, first)
        }
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if fits(middle, from: start, base: base, limit: limit) { low = middle } else { high = middle }
        }
        return low
    }

    /// The memory the table holds.
    var byteCount: Int {
        MemoryLayout<LineEndTable>.size + paragraphs.count * (MemoryLayout<Paragraph>.stride + 8) + ends.count * MemoryLayout<End>.stride + hardEnds.count * 4
            + runs.count * MemoryLayout<Run>.stride + heights.count * 8
    }
}

/// The widest line: a plain line's head indent and width, as `LineWidths.add(_:isFirst:isLast:
/// isPlain:paragraph:index:)` finds them for a plain line that is not justified.
extension LineWidths: LineEndSink {
    @inline(__always)
    mutating func add(start: Int, contentEnd: Int, width: Double, indent: Double, paragraph: Int) {
        widest = max(widest, indent + width)
    }
}

/// The lines' ranges (`LineRanges`).
extension LineRanges: LineEndSink {
    @inline(__always)
    mutating func add(start: Int, contentEnd: Int, width: Double, indent: Double, paragraph: Int) {
        ranges.append(LineRange(start: start, end: contentEnd, paragraphIndex: paragraph))
    }
}
