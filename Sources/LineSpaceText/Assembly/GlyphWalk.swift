// The one glyph walk: where glyphs become painted advances (letter spacing, tab jumps,
// justification) and pen positions. Measuring a line, measuring a size only and building glyph
// runs all walk through it (docs/design.md, "One source of geometry").

/// Walks a line's items glyph by glyph, giving each glyph its painted advance and its pen
/// position; a line's width is the pen after its last glyph.
///
/// Letter spacing (docs/semantics.md §4): every grapheme cluster but the line's logically last
/// gets its own spacing on its trailing side, the right of a left-to-right cluster and the left
/// of a right-to-left one (a right-to-left cluster at the line's left edge takes it on its
/// right, so the line starts at its first glyph). The spacing before a glyph is a gap that
/// belongs to the advance of the glyph before it.
///
/// Tabs jump to their stops (`TabStops`), the pen measured in logical order from the line's
/// start: a walk in logical order finds each tab's advance from its own pen; a walk in visual
/// order takes the advances a logical walk found.
struct GlyphWalk {
    /// How tabs get their advance.
    enum Tabs {
        /// No tab on the line.
        case none
        /// From the pen where each is met (a walk in logical order); `head` is the line's head
        /// indent, which custom stops are located from.
        case atPen(head: Double)
        /// As a logical walk found them, by paragraph offset.
        case given([Int: Double])
    }

    /// One glyph as painted.
    struct Step {
        /// The item, the glyph's index in its run and its id in its font.
        var item: Int
        var glyph: Int
        var id: UInt32
        /// The gap before the glyph (letter spacing, justification), which belongs to the
        /// advance of the glyph before it.
        var gap: Double
        /// The pen position, the gap included.
        var x: Double
        /// The painted advance: the glyph's own, a tab's jump, plus justification.
        var advance: Double
        /// The glyph's cluster (for the ellipsis, where it stands), paragraph-relative.
        var cluster: Int
    }

    /// What a walk finds besides the steps.
    struct Result {
        /// The painted width: the pen after the last glyph, the spacing after the rightmost
        /// cluster included, never below 0 (negative letter spacing cancels advances exactly
        /// but for rounding).
        var width: Double
        /// The spacing after the rightmost cluster (one that is not the line's logically last),
        /// which belongs to the last glyph's advance.
        var trailing = 0.0
        /// Justifiable spaces and cluster gaps met.
        var spaceCount = 0
        var gapCount = 0
        /// Each tab's advance, by paragraph offset, when tabs were found at the pen.
        var tabAdvances: [Int: Double] = [:]
    }

    let items: [LineItem]
    let paragraph: MeasuredParagraph
    /// Whether `items` are in logical order (measuring a piece, finding tabs) or visual order.
    let isLogical: Bool
    /// The letter spacing after the ellipsis when text follows it.
    let ellipsisSpacing: Double
    /// Whether gaps go between grapheme clusters: letter spacing or justification.
    let spacesClusters: Bool
    /// Whether justifiable spaces are counted (a line justification may widen).
    var countsSpaces = false
    let tabs: Tabs

    /// What justification adds to every justifiable space and every cluster gap.
    struct Extras {
        var space = 0.0
        var gap = 0.0

        static let none = Extras()
    }

    /// Walks the glyphs from `start`, justified by `extras`, for their width alone.
    func walk(from start: Double = 0, extras: Extras = .none) -> Result {
        var sink = WidthOnly()
        return walk(from: start, extras: extras, into: &sink)
    }

    /// Walks the glyphs from `start`, justified by `extras`, giving each to `sink`.
    ///
    /// - Complexity: O(glyphs); with letter spacing or justification, plus the grapheme
    ///   clusters' lengths.
    func walk<Sink: GlyphSink>(from start: Double = 0, extras: Extras = .none, into sink: inout Sink) -> Result {
        let table = paragraph.table
        let spaceExtra = extras.space, gapExtra = extras.gap
        // Items carry their logical positions 0..<count.
        let lastLogical = items.count - 1
        // Where the line's text ends when text (not the ellipsis) is logically last.
        var textEnd: Int?
        if spacesClusters, let last = items.first(where: { $0.logicalIndex == lastLogical }), !last.isEllipsis {
            textEnd = last.range.upperBound
        }
        // The letter spacing a cluster owns: 0 for the line's logically last cluster.
        func ownSpacing(_ item: LineItem, glyphIndex: Int, cluster: Int) -> Double {
            if item.isEllipsis {
                let isLastDot = glyphIndex == item.glyphs.upperBound - 1
                return isLastDot && item.logicalIndex == lastLogical ? 0 : ellipsisSpacing
            }
            if let textEnd, table.lineBoundary(after: cluster) >= textEnd { return 0 }
            return table.letterSpacing(afterClusterAt: cluster)
        }
        let justifies = spaceExtra != 0 || gapExtra != 0
        // Tabs and justifiable spaces are told by the cluster's flags.
        var readsFlags = countsSpaces || justifies
        if case .none = tabs {} else { readsFlags = true }
        var result = Result(width: 0)
        var previousItem = -1, previousCluster = -1, previousGrapheme = -1
        var pendingAfter = 0.0
        var visited = Set<Int>()
        // The pen without justification; the extras are added by count, so the line's width
        // is its natural width plus each extra times its count, whatever the order of glyphs.
        var pen = start
        // Without spacing, tabs or justification each glyph paints its own advance.
        let isPlain = !spacesClusters && !readsFlags
        // The source the items show while all are the paragraph's own glyphs.
        var shown: TableSpan? = isPlain && !items.isEmpty ? TableSpan() : nil
        for index in items.indices {
            let glyphs = items[index].run.glyphs
            let isRightToLeft = !isLogical && items[index].level & 1 == 1
            // Logical order: a right-to-left run's glyphs backwards (clusters ascending).
            let reversed = isLogical && items[index].run.isRightToLeft
            if items[index].isParagraphSpan { shown?.include(items[index].range) } else { shown = nil }
            if isPlain && !reversed {
                let ellipsisCluster = items[index].isEllipsis ? items[index].range.lowerBound : nil
                for glyphIndex in items[index].glyphs {
                    let glyph = glyphs[glyphIndex]
                    sink.add(Step(
                        item: index, glyph: glyphIndex, id: glyph.id, gap: 0, x: pen, advance: glyph.advance,
                        cluster: ellipsisCluster ?? glyph.cluster))
                    pen += glyph.advance
                }
                continue
            }
            let item = items[index]
            var k = reversed ? item.glyphs.upperBound - 1 : item.glyphs.lowerBound
            while item.glyphs.contains(k) {
                let glyphIndex = k
                k += reversed ? -1 : 1
                let glyph = glyphs[glyphIndex]
                let cluster = item.isEllipsis ? item.range.lowerBound : glyph.cluster
                let startsShapingCluster = previousItem != index || previousCluster != cluster || item.isEllipsis
                var gap = 0.0
                var opensGap = false
                if spacesClusters {
                    let grapheme = item.isEllipsis ? -1 : table.lineBoundary(atOrBefore: cluster)
                    let startsGrapheme = previousItem < 0 || item.isEllipsis || items[previousItem].isEllipsis
                        || previousGrapheme != grapheme
                    if startsGrapheme {
                        // A grapheme takes its spacing once, where it is first entered from its
                        // left: a right-to-left one there, a left-to-right one after it. (Bidi
                        // may show one grapheme in two places: a Prepend mark in another run.)
                        let isFirstVisit = item.isEllipsis || visited.insert(grapheme).inserted
                        let own = isFirstVisit ? ownSpacing(item, glyphIndex: glyphIndex, cluster: item.isEllipsis ? cluster : grapheme) : 0
                        if previousItem < 0 {
                            pendingAfter = own
                        } else {
                            gap = pendingAfter + (isRightToLeft ? own : 0)
                            pendingAfter = isRightToLeft ? 0 : own
                            opensGap = true
                            result.gapCount += 1
                        }
                    }
                    previousGrapheme = grapheme
                }
                var advance = glyph.advance
                var isSpace = false
                if readsFlags && !item.isEllipsis {
                    let flags = table[cluster]
                    if flags.contains(.tab) {
                        advance = startsShapingCluster ? tabAdvance(at: cluster, item: item, pen: pen + gap, result: &result) : 0
                    } else if startsShapingCluster && flags.contains(.justifiableSpace) {
                        isSpace = true
                    }
                }
                pen += gap
                if justifies {
                    let x = pen + spaceExtra * Double(result.spaceCount) + gapExtra * Double(result.gapCount)
                    sink.add(Step(
                        item: index, glyph: glyphIndex, id: glyph.id, gap: opensGap ? gap + gapExtra : gap, x: x,
                        advance: isSpace ? advance + spaceExtra : advance, cluster: cluster))
                } else {
                    sink.add(Step(item: index, glyph: glyphIndex, id: glyph.id, gap: gap, x: pen, advance: advance, cluster: cluster))
                }
                if isSpace { result.spaceCount += 1 }
                pen += advance
                previousItem = index
                previousCluster = cluster
            }
        }
        // A line of the paragraph's own glyphs ends where the table's sums put the end of what
        // it shows, whatever bidi's order: the width line filling reads.
        if let shown, let end = shown.end(from: start, in: table) { pen = end }
        result.trailing = pendingAfter
        result.width = GlyphWalk.width(
            pen: pen + pendingAfter - start, spaceExtra: spaceExtra * Double(result.spaceCount),
            gapExtra: gapExtra * Double(result.gapCount))
        return result
    }

    /// A line's width from its pen after the last glyph (from the line's start, the spacing
    /// after its rightmost cluster included) and the extras justification added: never below
    /// 0 (negative letter spacing cancels advances exactly but for rounding).
    private static func width(pen: Double, spaceExtra: Double, gapExtra: Double) -> Double {
        max(0, pen + spaceExtra + gapExtra)
    }

    /// The advance of the tab at `cluster` with the pen at `pen`.
    private func tabAdvance(at cluster: Int, item: LineItem, pen: Double, result: inout Result) -> Double {
        switch tabs {
        case .none:
            return 0
        case .given(let advances):
            return advances[cluster] ?? 0
        case .atPen(let head):
            let segment = paragraph.table.textAfterTab(cluster, lineEnd: item.pieceEnd)
            let advance = paragraph.tabStops.advance(at: pen, head: head, segment: segment, in: paragraph.table)
            result.tabAdvances[cluster] = advance
            return advance
        }
    }

    /// The painted width of `range` of `paragraph` as one piece on its own, from `pen`, tabs
    /// located from a line with head indent `head`: what line filling measures where the
    /// cluster table cannot (an edge unsafe to break). No spacing after its last cluster.
    ///
    /// - Complexity: reshaping the unsafe edges, then O(glyphs).
    static func width(of range: Range<Int>, in paragraph: MeasuredParagraph, pen: Double, head: Double) -> Double {
        let walk = GlyphWalk(
            items: LineItems.piece(range, in: paragraph), paragraph: paragraph, isLogical: true, ellipsisSpacing: 0,
            spacesClusters: paragraph.table.isLetterSpaced, tabs: paragraph.table.containsTab(range) ? .atPen(head: head) : .none)
        return walk.walk(from: pen).width
    }

    /// The source text a walk's items show, while each is the paragraph's own shaping of its
    /// range: their union, and how many units they cover.
    private struct TableSpan {
        var low = Int.max, high = Int.min
        var covered = 0

        mutating func include(_ range: Range<Int>) {
            low = min(low, range.lowerBound)
            high = max(high, range.upperBound)
            covered += range.count
        }

        /// The pen after the items walked from `start`, when they show one range with no gap:
        /// one prefix-sum difference, as line filling measures it (their glyphs are the ones
        /// the table sums over the range, in whatever order bidi shows them). Nil otherwise.
        func end(from start: Double, in table: ClusterTable) -> Double? {
            guard covered > 0, covered == high - low else { return nil }
            return start + (table.prefix(at: high) - table.prefix(at: low))
        }
    }

    /// The natural width a walk gives a line whose glyphs are the paragraph's own shaping of
    /// `range` with no spacing, tab or justification, whatever bidi's order: measuring a size
    /// takes it without building the line's items.
    static func plainWidth(of range: Range<Int>, in table: ClusterTable) -> Double {
        var shown = TableSpan()
        shown.include(range)
        return width(pen: shown.end(from: 0, in: table) ?? 0, spaceExtra: 0, gapExtra: 0)
    }
}

/// What a walk gives its glyphs to: nothing when measuring, a run builder when painting.
protocol GlyphSink {
    mutating func add(_ step: GlyphWalk.Step)
}

/// Measuring: the walk's result is all that is wanted.
struct WidthOnly: GlyphSink {
    @inline(__always)
    mutating func add(_ step: GlyphWalk.Step) {}
}
