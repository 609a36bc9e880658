// Measure: what a paragraph knows at each UTF-16 offset, in one table.

/// Facts at one offset of a paragraph: about the boundary before the unit there, and about
/// the unit itself. Line filling, truncation and assembly read these, never code units.
struct ClusterFlags: OptionSet, Sendable, Hashable {
    let rawValue: UInt16

    // The boundary at offset i, between units i - 1 and i.

    /// A grapheme cluster (UAX #29) starts or ends here.
    static let graphemeBoundary = ClusterFlags(rawValue: 1 << 0)
    /// A HarfBuzz cluster or a shaped run starts or ends here.
    static let clusterEdge = ClusterFlags(rawValue: 1 << 1)
    /// Cutting the text here changes the shaping around it (HarfBuzz's unsafe-to-break).
    static let unsafeToBreak = ClusterFlags(rawValue: 1 << 2)
    /// Text changed on one side of here may change the shaping on the other (HarfBuzz's
    /// unsafe-to-concat, or not known): a line edge's reshaping must reach past it.
    static let unsafeToConcat = ClusterFlags(rawValue: 1 << 11)
    /// A UAX #14 line-break opportunity (soft or mandatory).
    static let breakOpportunity = ClusterFlags(rawValue: 1 << 3)
    /// A mandatory opportunity: the unit before it is a hard break.
    static let mandatoryBreak = ClusterFlags(rawValue: 1 << 4)

    // The unit at offset i.

    /// White space that hangs past a line's end and is not measured there.
    static let hangingSpace = ClusterFlags(rawValue: 1 << 5)
    /// A space that justification widens (U+0020, U+00A0, U+3000).
    static let justifiableSpace = ClusterFlags(rawValue: 1 << 6)
    /// A tab (U+0009): its advance comes from the tab stops.
    static let tab = ClusterFlags(rawValue: 1 << 7)
    /// A hard line break (UAX #14 BK, CR, LF, NL): a line ends after it.
    static let hardBreak = ClusterFlags(rawValue: 1 << 8)
    /// A full stop (U+002E), which a decimal tab stop aligns on.
    static let fullStop = ClusterFlags(rawValue: 1 << 9)
    /// A soft hyphen (U+00AD): a line ending right after it shows a hyphen.
    static let softHyphen = ClusterFlags(rawValue: 1 << 10)

    /// Where a line may end or a cut may fall: a grapheme boundary that no HarfBuzz cluster
    /// spans (a ligature or an Indic conjunct is never split).
    static let lineBoundary: ClusterFlags = [.graphemeBoundary, .clusterEdge]

    /// The flags of a unit that `unit` gives by itself.
    @inline(__always)
    static func ofUnit(_ unit: UInt16) -> ClusterFlags {
        // Letters, digits and CJK first: none of them has a flag.
        if unit > 0x3000 || unit > 0x2E && unit < 0x85 { return [] }
        switch unit {
        case 0x09: return [.tab, .hangingSpace]
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return .hardBreak
        case 0x20, 0x3000: return [.hangingSpace, .justifiableSpace]
        case 0xA0: return .justifiableSpace
        case 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F: return .hangingSpace
        case 0x2E: return .fullStop
        case 0xAD: return .softHyphen
        default: return []
        }
    }
}

extension ClusterFlags {
    /// A cluster edge with what HarfBuzz says about cutting the text there.
    @inline(__always)
    init(edge: ShapedGlyph.Edge) {
        self = .clusterEdge
        if edge.contains(.unsafeToBreak) { insert(.unsafeToBreak) }
        if edge.contains(.unsafeToConcat) { insert(.unsafeToConcat) }
    }
}

/// The cluster table of a measured paragraph: per offset `0...count`, the prefix sum of the
/// advances before it, the letter spacing added there and the offset's `ClusterFlags`.
///
/// Widths come from differences of prefix sums: the width of units `a..<b` as one line is
/// `prefix[b] - prefix[a] - spacing[b]` (a line takes no spacing after its last cluster).
/// Sorted offsets of the tabs, mandatory breaks and full stops are kept beside the flags as
/// search indices, so that questions about a long paragraph ("the next hard break after x")
/// cost a binary search, not a scan. Immutable once built: a copy shares its arrays, and the
/// measured paragraph holds it inline (no object of its own to allocate and free).
struct ClusterTable: Sendable {
    /// The paragraph's length in UTF-16 units.
    let count: Int
    /// `prefixes[i]`, for each offset `0...count`: the advance of units `0..<i`, letter
    /// spacing after each cluster included. Apart from the flags: 8 bytes an offset (a Double and
    /// the flags side by side are padded to 16), and width look-ups read only sums. A loop over
    /// many offsets may take the array once and index it.
    let prefixes: [Double]
    /// `flags[i]`: the `ClusterFlags` at each offset `0...count`, 2 bytes each.
    let flags: [ClusterFlags]
    /// `spacing[i]`: the letter spacing added at boundary `i` (after the cluster ending there);
    /// empty when no run is letter-spaced.
    private let spacing: [Double]
    /// Offsets of the tabs, ascending.
    let tabs: [Int]
    /// Offsets of the mandatory opportunities before the paragraph's end, ascending.
    let mandatoryBreaks: [Int]
    /// Offsets of the full stops, ascending, when a decimal tab stop may align on them (else empty).
    let fullStops: [Int]
    /// Whether any cluster is letter-spaced.
    let isLetterSpaced: Bool
    /// Whether `width(from: a, to: b)` never shrinks as `b` grows: no letter spacing (the
    /// spacing after a line's last cluster is left out) and no negative or NaN advance. Line
    /// filling then passes over the ends that surely fit without measuring each.
    let widthsGrowWithEnd: Bool

    /// Widths are compared with this slack, so that rounding in sums (prefix sums here, glyph by
    /// glyph in assembly) never drops a fitting word or moves a tab a whole interval.
    static let tolerance = 1e-6

    /// An empty paragraph's table: one boundary, the start and end of everything.
    static let empty = ClusterTable(
        prefixes: [0], flags: [.lineBoundary], spacing: [], tabs: [], mandatoryBreaks: [],
        fullStops: [], isLetterSpaced: false, widthsGrowWithEnd: true)

    /// - Precondition: `prefixes` and `flags` have one element per offset `0...count`.
    init(
        prefixes: [Double], flags: [ClusterFlags], spacing: [Double], tabs: [Int], mandatoryBreaks: [Int], fullStops: [Int],
        isLetterSpaced: Bool, widthsGrowWithEnd: Bool
    ) {
        precondition(prefixes.count == flags.count && !flags.isEmpty)
        count = flags.count - 1
        self.prefixes = prefixes
        self.flags = flags
        self.spacing = spacing
        self.tabs = tabs
        self.mandatoryBreaks = mandatoryBreaks
        self.fullStops = fullStops
        self.isLetterSpaced = isLetterSpaced
        self.widthsGrowWithEnd = widthsGrowWithEnd
    }

    /// The memory the table holds, estimated from its arrays.
    var byteCount: Int {
        96 + prefixes.count * 8 + flags.count * MemoryLayout<ClusterFlags>.stride + spacing.count * 8 + (tabs.count + mandatoryBreaks.count + fullStops.count) * 8
    }

    // MARK: Flags

    /// The flags at `offset` (`0...count`). O(1).
    @inline(__always)
    subscript(offset: Int) -> ClusterFlags { flags[offset] }

    /// Whether a line may end at `offset`. O(1).
    @inline(__always)
    func isLineBoundary(_ offset: Int) -> Bool { flags[offset].isSuperset(of: .lineBoundary) }

    /// Whether `offset` is a HarfBuzz cluster (or run) edge. O(1).
    @inline(__always)
    func isClusterEdge(_ offset: Int) -> Bool { flags[offset].contains(.clusterEdge) }

    /// Whether cutting at `offset` changes the shaping of the glyphs around it (never at the
    /// paragraph's ends): HarfBuzz marks it unsafe to break, or it falls inside a HarfBuzz
    /// cluster (a ligature an emergency break splits: both sides are shaped again). O(1).
    @inline(__always)
    func isUnsafeToBreak(at offset: Int) -> Bool {
        offset > 0 && offset < count && !flags[offset].contains(.clusterEdge)
            || offset > 0 && offset < count && flags[offset].contains(.unsafeToBreak)
    }

    /// Whether text changed on either side of `offset` leaves the shaping on the other as it
    /// is: a HarfBuzz cluster edge that HarfBuzz reported safe to concatenate. O(1).
    @inline(__always)
    func isSafeToConcatenate(at offset: Int) -> Bool {
        flags[offset].contains(.clusterEdge) && !flags[offset].contains(.unsafeToConcat)
    }

    /// Whether an emergency break (a unit wider than the line, cut between grapheme clusters)
    /// may fall at `offset`: a grapheme boundary, inside a ligature too, as browsers cut
    /// (`overf|low` through Noto Sans's `fl`). Where letter spacing is set, only at line
    /// boundaries: its gaps are placed per HarfBuzz cluster. O(1).
    @inline(__always)
    func isEmergencyBreak(_ offset: Int) -> Bool {
        isLetterSpaced ? isLineBoundary(offset) : flags[offset].contains(.graphemeBoundary)
    }

    /// Whether any edge in `range` (offsets within `0...count`) is unsafe to break.
    ///
    /// - Complexity: O(range.count).
    func hasUnsafeEdge(in range: ClosedRange<Int>) -> Bool {
        let lower = max(range.lowerBound, 1), upper = min(range.upperBound, count - 1)
        guard lower <= upper else { return false }
        var union: ClusterFlags = []
        for offset in lower...upper { union.formUnion(flags[offset]) }
        return union.contains(.unsafeToBreak)
    }

    /// The next line boundary after `offset`, at most `count`.
    ///
    /// - Complexity: O(the cluster's length).
    func lineBoundary(after offset: Int) -> Int {
        var end = offset + 1
        while end < count && !isLineBoundary(end) { end += 1 }
        return min(end, count)
    }

    /// The line boundary at or before `offset`, at least `floor`.
    ///
    /// - Complexity: O(the cluster's length).
    func lineBoundary(atOrBefore offset: Int, floor: Int = 0) -> Int {
        var start = offset
        while start > floor && !isLineBoundary(start) { start -= 1 }
        return start
    }

    /// The first mandatory break after `offset`, or the paragraph's end.
    ///
    /// - Complexity: O(log m) in the paragraph's hard breaks.
    func segmentEnd(after offset: Int) -> Int {
        if mandatoryBreaks.isEmpty { return count }
        let index = partitioningIndex(in: mandatoryBreaks.indices) { mandatoryBreaks[$0] > offset }
        return index < mandatoryBreaks.count ? mandatoryBreaks[index] : count
    }

    /// Whether the paragraph holds a tab.
    var hasTabs: Bool { !tabs.isEmpty }

    /// Index in `tabs` of the first tab at `offset` or after it (`tabs.count` if none). O(log t).
    func firstTab(atOrAfter offset: Int) -> Int {
        partitioningIndex(in: tabs.indices) { tabs[$0] >= offset }
    }

    /// Index in `tabs` of the first tab inside `range`, if any. O(log t).
    func firstTab(in range: Range<Int>) -> Int? {
        let low = firstTab(atOrAfter: range.lowerBound)
        return low < tabs.count && tabs[low] < range.upperBound ? low : nil
    }

    /// Whether `range` holds a tab. O(log t).
    func containsTab(_ range: Range<Int>) -> Bool { firstTab(in: range) != nil }

    /// The text after the tab at `tab`: up to the next tab or `lineEnd`. O(log t).
    func textAfterTab(_ tab: Int, lineEnd: Int) -> Range<Int> {
        guard tab + 1 < lineEnd, let next = firstTab(in: tab + 1..<lineEnd) else { return tab + 1..<max(tab + 1, lineEnd) }
        return tab + 1..<tabs[next]
    }

    /// The first full stop in `segment`, if any (only when the table keeps them). O(log f).
    func firstFullStop(in segment: Range<Int>) -> Int? {
        let index = partitioningIndex(in: fullStops.indices) { fullStops[$0] >= segment.lowerBound }
        return index < fullStops.count && fullStops[index] < segment.upperBound ? fullStops[index] : nil
    }

    /// Offsets in `range` of the units that shaping makes silent (no advance, drawn as a
    /// space): tabs and the hard breaks inside the paragraph. Ascending.
    ///
    /// - Complexity: O(range.count).
    func silentOffsets(in range: Range<Int>) -> [Int] {
        var silent: [Int] = []
        for offset in range where self[offset].contains(.tab) || offset + 1 < count && self[offset + 1].contains(.mandatoryBreak) {
            silent.append(offset)
        }
        return silent
    }

    /// `end` minus trailing hard-break units (when the line ends at a hard break) and hanging
    /// white space, never before `start`.
    ///
    /// - Complexity: O(the units trimmed).
    @inline(__always)
    func contentEnd(from start: Int, to end: Int, isHard: Bool) -> Int {
        var content = end
        if isHard {
            while content > start && self[content - 1].contains(.hardBreak) { content -= 1 }
        }
        while content > start && self[content - 1].contains(.hangingSpace) { content -= 1 }
        return content
    }

    // MARK: Widths

    /// The letter spacing added at boundary `offset`, 0 without letter spacing. O(1).
    @inline(__always)
    func spacing(at offset: Int) -> Double { spacing.isEmpty ? 0 : spacing[offset] }

    /// The prefix sum at `offset`: the advance of units `0..<offset` with the spacing after each
    /// cluster. O(1).
    @inline(__always)
    func prefix(at offset: Int) -> Double { prefixes[offset] }

    /// The width of units `from..<to` as one line, tabs counted at their shaped advance (0):
    /// advances plus the letter spacing between clusters, none after the last. O(1).
    @inline(__always)
    func width(from: Int, to: Int) -> Double {
        to > from ? prefixes[to] - prefixes[from] - spacing(at: to) : 0
    }

    /// Letter spacing after the grapheme cluster that starts at `offset`: the spacing at the
    /// next line boundary.
    ///
    /// - Complexity: O(1) without letter spacing, else O(cluster length).
    func letterSpacing(afterClusterAt offset: Int) -> Double {
        guard isLetterSpaced else { return 0 }
        return spacing[lineBoundary(after: offset)]
    }

    /// Letter spacing after a line piece that ends at `offset`: the spacing of the unit holding
    /// the piece's last code unit. (A piece's end falls inside a unit where trailing white space
    /// was trimmed from a unit that holds more: a Prepend mark and the space after it are one
    /// grapheme, UAX #29 GB9b.)
    func letterSpacing(endingAt offset: Int) -> Double {
        offset > 0 ? letterSpacing(afterClusterAt: offset - 1) : 0
    }
}
