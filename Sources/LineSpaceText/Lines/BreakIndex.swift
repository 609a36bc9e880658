// Lines: a plain paragraph's line ends with the width before each, found once, so that a greedy
// line at any width is one search with arithmetic only (docs/design.md, "Prepared texts").

/// The ends a greedy line of a plain paragraph may take — its break opportunities at HarfBuzz
/// cluster edges, its mandatory breaks and its end, in order — each with the end of the
/// content a line ending there shows (hanging white space and hard breaks left out) and the
/// prefix sum there: the width of a line from `start` to it is one subtraction.
///
/// A paragraph is plain when `LineFiller` would fill its lines from prefix sums alone and take
/// the last end that fits: no tab, letter spacing or negative advance (widths grow with the
/// end), no trimmed punctuation, soft hyphen, automatic hyphenation or push-out, and breaking
/// at opportunities rather than by character. Then `line(from:cursor:available:)` gives the
/// filler's line, or nil where the filler does more (an edge unsafe to break, a first unit
/// wider than the line) and must be asked.
///
/// Built once per paragraph and read from any thread; a class, so that a walk takes one
/// reference to it rather than copying its arrays.
final class BreakIndex: Sendable {
    /// One end a line may take.
    struct Stop: Sendable {
        /// Where the next line starts.
        let end: Int32
        /// The content's end of a line ending here (before any line start: clamp to it).
        let contentEnd: Int32
        /// The table's prefix sum at `contentEnd`.
        let prefix: Double
    }

    private let table: ClusterTable
    let stops: [Stop]
    /// Indices in `stops` of the mandatory breaks and the paragraph's end, ascending: a line
    /// ends at the first after its start at the latest.
    let hardStops: [Int]

    /// The index of `paragraph`, nil when it is not plain (see the type's description).
    ///
    /// - Complexity: O(n) in the paragraph's units, once.
    init?(_ paragraph: MeasuredParagraph) {
        let table = paragraph.table
        let style = paragraph.style
        guard table.widthsGrowWithEnd, !table.hasTabs, !table.isLetterSpaced, paragraph.punctuation == nil,
              paragraph.hyphenationPoints.isEmpty, style.lineBreakMode != .byCharWrapping,
              !style.lineBreakStrategy.contains(.pushOut), paragraph.count < Int(Int32.max)
        else { return nil }
        for offset in 0..<table.count where table[offset].contains(.softHyphen) { return nil }
        var stops: [Stop] = []
        var hardStops: [Int] = []
        func add(_ end: Int, isHard: Bool) {
            if isHard { hardStops.append(stops.count) }
            let contentEnd = table.contentEnd(from: 0, to: end, isHard: isHard)
            stops.append(Stop(end: Int32(end), contentEnd: Int32(contentEnd), prefix: table.prefix(at: contentEnd)))
        }
        // `LineFiller.Opportunities`: the opportunities at cluster edges before the next
        // mandatory break, then that break (or the end) whatever edge it falls on.
        let mandatory = table.mandatoryBreaks
        var next = 0
        for (offset, _) in paragraph.breaks.line where offset > 0 && offset < table.count {
            while next < mandatory.count && mandatory[next] <= offset {
                add(mandatory[next], isHard: true)
                next += 1
            }
            if hardStops.last.map({ Int(stops[$0].end) == offset }) != true && table.isClusterEdge(offset) {
                add(offset, isHard: false)
            }
        }
        for offset in mandatory[next...] { add(offset, isHard: true) }
        if table.count > 0 { add(table.count, isHard: true) }
        self.table = table
        self.stops = stops
        self.hardStops = hardStops
    }

    /// Where to look first for the stops after a line's start: the index just past the last
    /// line's end (0 at the paragraph's start), or none (-1) after a line the index did not give.
    typealias Cursor = Int

    /// The greedy line from `start` in `available` points, exactly as `LineFiller.line(from:
    /// available:)` gives it; nil when the filler must be asked (an edge of the line unsafe to
    /// break, or a first unit wider than the line). `cursor` is the index after the last line
    /// found (-1 when unknown) and moves past this one.
    ///
    /// - Complexity: O(log k) in the stops the line spans (a galloping search), O(log n) more
    ///   when `cursor` is unknown.
    @inline(__always)
    func line(from start: Int, cursor: inout Cursor, available: Double) -> LineBreak? {
        guard start < table.count else {
            return LineBreak(start: start, contentEnd: start, end: start, width: 0)
        }
        let stops = self.stops
        var first = cursor
        if first < 0 || first >= stops.count || Int(stops[first].end) <= start || first > 0 && Int(stops[first - 1].end) > start {
            first = partitioningIndex(in: stops.indices) { Int(stops[$0].end) > start }
        }
        // The segment's end: the first hard stop from `first` on (usually the paragraph's end).
        var hard = hardStops.count - 1
        if hard > 0 && hardStops[hard - 1] >= first {
            hard = partitioningIndex(in: hardStops.indices) { hardStops[$0] >= first }
        }
        let last = hardStops[hard]
        let limit = available + ClusterTable.tolerance
        let base = table.prefix(at: start)
        // `LineFiller.candidate`'s test: a line fits unless it shows content wider than the limit.
        func fits(_ index: Int) -> Bool {
            let stop = stops[index]
            return Int(stop.contentEnd) <= start || !(stop.prefix - base > limit)
        }
        guard fits(first) else { return nil }
        // Widths grow with the end: the line takes the last stop that fits.
        let taken = farthestFitting(from: first, through: last, where: fits)
        let stop = stops[taken]
        let contentEnd = max(start, Int(stop.contentEnd))
        // Prefix sums are exact where both edges are safe to break; else the filler reshapes.
        guard !table.isUnsafeToBreak(at: start), !table.isUnsafeToBreak(at: contentEnd) else { return nil }
        cursor = taken + 1
        return LineBreak(
            start: start, contentEnd: contentEnd, end: Int(stop.end), width: contentEnd > start ? stop.prefix - base : 0,
            punctuation: PunctuationEdges(restoredStart: 0))
    }

    /// The memory the index holds.
    var byteCount: Int { 48 + stops.count * MemoryLayout<Stop>.stride + hardStops.count * 8 }
}
