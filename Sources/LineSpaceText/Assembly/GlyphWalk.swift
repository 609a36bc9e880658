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

    /// Walks the glyphs from `start`, justified by `extras`, for their width alone. Consuming:
    /// a walk made to be measured hands its items to the steps rather than sharing them.
    ///
    /// - Complexity: as `steps(from:extras:)` walked to the end.
    consuming func walk(from start: Double = 0, extras: Extras = .none) -> Result {
        var steps = Steps(self, from: start, extras: extras)
        while steps.next() != nil {}
        return steps.result
    }

    /// The glyphs from `start`, justified by `extras`, one step at a time; the walk's result
    /// once they are all taken.
    ///
    /// - Complexity: O(glyphs); with letter spacing or justification, plus the grapheme
    ///   clusters' lengths.
    func steps(from start: Double = 0, extras: Extras = .none) -> Steps {
        Steps(self, from: start, extras: extras)
    }

    /// A line's width from its pen after the last glyph (from the line's start, the spacing
    /// after its rightmost cluster included) and the extras justification added: never below
    /// 0 (negative letter spacing cancels advances exactly but for rounding).
    static func width(pen: Double, spaceExtra: Double, gapExtra: Double) -> Double {
        max(0, pen + spaceExtra + gapExtra)
    }

    /// The painted width of `range` of `paragraph` as one piece on its own, from `pen`, tabs
    /// located from a line with head indent `head`: what line filling measures where the
    /// cluster table cannot (an edge unsafe to break). No spacing after its last cluster.
    ///
    /// - Complexity: reshaping the unsafe edges, then O(glyphs).
    static func width(of range: Range<Int>, in paragraph: MeasuredParagraph, pen: Double, head: Double) -> Double {
        piece(range, in: paragraph, head: head).walk(from: pen).width
    }

    /// The walk of `range` of `paragraph` as one piece on its own, in logical order, tabs
    /// located at the pen from a line with head indent `head`: what `width(of:in:pen:head:)`
    /// takes.
    ///
    /// - Complexity: reshaping the unsafe edges (`LineItems.piece`).
    static func piece(_ range: Range<Int>, in paragraph: MeasuredParagraph, head: Double) -> GlyphWalk {
        GlyphWalk(
            items: LineItems.piece(range, in: paragraph), paragraph: paragraph, isLogical: true, ellipsisSpacing: 0,
            spacesClusters: paragraph.table.isLetterSpaced, tabs: paragraph.table.containsTab(range) ? .atPen(head: head) : .none)
    }

    /// The source text a walk's items show, while each is the paragraph's own shaping of its
    /// range: their union, and how many units they cover.
    struct TableSpan {
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
