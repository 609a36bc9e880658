// Measure: where a tab moves the pen (docs/semantics.md §4). Line filling and assembly both
// ask this type, with segment widths from the same cluster table.

/// A paragraph's tab stops: its custom stops (`ParagraphStyle.tabStops`, located from the box's
/// leading edge) and the default interval after the last of them.
struct TabStops: Sendable {
    /// The custom stops, sorted by location (empty for a paragraph without tabs).
    let stops: [TextTab]
    let interval: Double

    /// The stops of `style` (none are resolved when the paragraph holds no tab).
    init(style: ParagraphStyle, hasTabs: Bool) {
        stops = hasTabs ? style.resolvedTabStops : []
        interval = style.resolvedTabInterval
    }

    /// Whether a stop aligns on a full stop (the cluster table then keeps their offsets).
    var hasDecimalStop: Bool { stops.contains { $0.alignment == .decimal } }

    /// How far a tab at `pen` (measured from its line's start, `head` from the box's leading
    /// edge) moves the pen, given the text `segment` that follows it up to the next tab or the
    /// line's end: to the first custom stop past the pen, aligning the segment's start (left),
    /// end (right), centre or first "." (decimal) there, but never backwards; after the last
    /// stop, to the next multiple of `interval` from the line's start.
    ///
    /// - Complexity: O(log s) in the stops, O(log f) in the full stops for a decimal stop.
    func advance(at pen: Double, head: Double, segment: Range<Int>, in table: ClusterTable) -> Double {
        let x = head + pen
        let index = partitioningIndex(in: stops.indices) { stops[$0].location > x + ClusterTable.tolerance }
        guard index < stops.count else { return max(0, defaultStop(after: pen) - pen) }
        let stop = stops[index]
        func segmentWidth(to end: Int) -> Double {
            end > segment.lowerBound ? table.width(from: segment.lowerBound, to: end) : 0
        }
        let target: Double
        switch stop.alignment {
        case .left: target = stop.location
        case .right: target = stop.location - segmentWidth(to: segment.upperBound)
        case .center: target = stop.location - segmentWidth(to: segment.upperBound) / 2
        case .decimal:
            let point = table.firstFullStop(in: segment) ?? segment.upperBound
            target = stop.location - segmentWidth(to: point)
        }
        return max(0, target - x)
    }

    /// The next default stop after `x` (measured from the line's start). A pen within the
    /// tolerance of a stop counts as past it, as for custom stops: a pen that lands on a stop
    /// is summed one way by line filling (prefix sums) and another by assembly (glyph by glyph),
    /// and the last bit must not move the tab a whole interval.
    func defaultStop(after x: Double) -> Double {
        (((x + ClusterTable.tolerance) / interval).rounded(.down) + 1) * interval
    }
}
