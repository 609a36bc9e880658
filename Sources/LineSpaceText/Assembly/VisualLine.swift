// Assembly: one line's items in visual order (UAX #9 L2), with its natural painted width.

/// A placed line's items reordered for display, and how they are walked.
struct VisualLine {
    let placed: PlacedLine
    /// The walk over the line's items in visual order, left to right. Tabs take their advance
    /// at the pen in a left-to-right line, else as a logical walk found them.
    let glyphWalk: GlyphWalk

    /// Items in visual order, left to right.
    var items: [LineItem] { glyphWalk.items }

    /// Whether justification may widen the line's spaces or gaps (its walk counts them).
    var mayJustify: Bool { glyphWalk.countsSpaces }

    /// - Complexity: O(items of the line), plus reshaping at unsafe edges, ICU's visual
    ///   reordering when the line holds levels that differ, and a walk for its tabs when such a
    ///   line has tabs.
    init(_ placed: PlacedLine) {
        self.init(placed, logical: LineItems.logical(placed.content, in: placed.paragraph))
    }

    /// The visual line of `placed`, whose items in logical order are `logical`.
    init(_ placed: PlacedLine, logical: [LineItem]) {
        let paragraph = placed.paragraph
        let ellipsisSpacing = placed.content.ellipsis?.spacingAfter ?? 0
        let hasTabs = VisualLine.hasTabs(placed)
        let mayJustify = VisualLine.mayJustify(placed, hasTabs: hasTabs)
        let spacesClusters = paragraph.table.isLetterSpaced || ellipsisSpacing != 0 || mayJustify
        // Custom tab stops are located from the box's leading edge: the line's head indent.
        let head = hasTabs ? paragraph.style.headIndent(isFirstLine: placed.isFirstInParagraph) : 0
        let items: [LineItem]
        let tabs: GlyphWalk.Tabs
        if paragraph.bidi.isUniformlyLeftToRight {
            items = logical
            tabs = hasTabs ? .atPen(head: head) : .none
        } else {
            items = BidiParagraph.visualOrder(logical.map(\.level)).map { logical[$0] }
            if hasTabs {
                // Tabs are measured in logical order from the line's start.
                let walk = GlyphWalk(
                    items: logical, paragraph: paragraph, isLogical: true, ellipsisSpacing: ellipsisSpacing,
                    spacesClusters: spacesClusters, tabs: .atPen(head: head))
                tabs = .given(walk.walk().tabAdvances)
            } else {
                tabs = .none
            }
        }
        glyphWalk = GlyphWalk(
            items: items, paragraph: paragraph, isLogical: false, ellipsisSpacing: ellipsisSpacing,
            spacesClusters: spacesClusters, countsSpaces: mayJustify, tabs: tabs)
        self.placed = placed
    }

    /// The line's natural walk: its width without justification, and the spaces and gaps
    /// justification may widen.
    ///
    /// - Complexity: O(glyphs of the line).
    func natural() -> GlyphWalk.Result {
        glyphWalk.walk()
    }

    /// The line's frame in `container`: a line justification may widen is walked for its
    /// natural width and its spaces and gaps first.
    func frame(container: Double) -> LineFrame {
        LineFrame(placed, natural: mayJustify ? natural() : nil, container: container)
    }

    /// The line's painted width in `frame`: its walk with the frame's justification.
    func width(in frame: LineFrame) -> Double {
        glyphWalk.walk(extras: frame.extras).width
    }
}

extension VisualLine {
    /// Whether `placed` shows a tab.
    static func hasTabs(_ placed: PlacedLine) -> Bool {
        let table = placed.paragraph.table
        return table.hasTabs && placed.content.pieces.contains { table.containsTab($0) }
    }

    /// Whether justification may widen `placed`: a justified paragraph's line that does not end
    /// it or a hard break, with no ellipsis and no tab.
    static func mayJustify(_ placed: PlacedLine, hasTabs: Bool) -> Bool {
        mayJustify(
            isJustified: placed.paragraph.style.alignment == .justified, isLastInParagraph: placed.isLastInParagraph,
            endsAtHardBreak: placed.endsAtHardBreak, hasEllipsis: placed.content.ellipsis != nil, hasTabs: hasTabs)
    }

    /// `mayJustify(_:hasTabs:)` from the facts it reads, for a line not placed (the line walk).
    @inline(__always)
    static func mayJustify(isJustified: Bool, isLastInParagraph: Bool, endsAtHardBreak: Bool, hasEllipsis: Bool, hasTabs: Bool) -> Bool {
        isJustified && !isLastInParagraph && !endsAtHardBreak && !hasEllipsis && !hasTabs
    }

    /// The natural width of `placed` when its glyphs are its paragraph's own shaping of one
    /// piece, with nothing the walk adds (no letter spacing, tab, ellipsis, shown hyphen,
    /// trimmed punctuation or reshaped edge) and no justification: exactly the width its walk
    /// finds in any bidi order (`GlyphWalk.plainWidth`), without building or reordering its
    /// items. Nil for any other line.
    ///
    /// - Complexity: O(log t) in the paragraph's tabs.
    static func plainWidth(of placed: PlacedLine) -> Double? {
        let content = placed.content
        guard content.pieces.count <= 1, content.ellipsis == nil, !content.showsHyphen, content.punctuation.isEmpty else { return nil }
        return plainWidth(of: content.pieces.first, in: placed.paragraph, mayJustify: mayJustify(placed, hasTabs: false))
    }

    /// The natural width of a line of `paragraph` that shows `piece` (nil: nothing) and nothing
    /// else (no ellipsis, shown hyphen or trimmed punctuation), as `plainWidth(of:)` gives it;
    /// `mayJustify` as `mayJustify(_:hasTabs:)` says for the line without tabs. Nil when the
    /// line must be walked.
    ///
    /// - Complexity: O(log t) in the paragraph's tabs.
    @inline(__always)
    static func plainWidth(of piece: Range<Int>?, in paragraph: MeasuredParagraph, mayJustify: Bool) -> Double? {
        let table = paragraph.table
        guard !table.isLetterSpaced else { return nil }
        guard let piece else { return 0 }
        guard !table.isUnsafeToBreak(at: piece.lowerBound), !table.isUnsafeToBreak(at: piece.upperBound),
              !(table.hasTabs && table.containsTab(piece)), !mayJustify
        else { return nil }
        return GlyphWalk.plainWidth(of: piece, in: table)
    }

    /// The natural width of `line`, a line `LineFiller` gave that shows `piece` (its content)
    /// with no shown hyphen or trimmed punctuation, all at level 0 (left to right, nothing to
    /// reorder), without letter spacing, tabs or justification: the width the filler found
    /// (`MeasuredParagraph.exactWidth`), which is its glyph walk over the same items in the
    /// same order as the line's own walk. Nil for any other line.
    ///
    /// - Complexity: O(log t) in the paragraph's tabs; in a paragraph whose levels differ, plus
    ///   O(the piece) to read its levels.
    @inline(__always)
    static func filledWidth(of line: LineBreak, piece: Range<Int>?, in paragraph: MeasuredParagraph, mayJustify: Bool) -> Double? {
        let table = paragraph.table
        guard let piece, line.hyphen == 0, line.punctuation.isEmpty, !mayJustify, !table.isLetterSpaced,
              paragraph.bidi.baseLevel == 0, !(table.hasTabs && table.containsTab(piece)), paragraph.bidi.isAtBaseLevel(piece)
        else { return nil }
        return line.width
    }
}
