// Assembly: the glyph walk taken one glyph at a time. Measuring reads only its result; building
// glyph runs reads every step (GlyphRuns.swift).

extension GlyphWalk {
    /// A walk's glyphs in the order of its items, each with its painted advance and pen
    /// position (`GlyphWalk` says how letter spacing, tabs and justification place them).
    /// `result` is the walk's once `next()` has returned nil.
    struct Steps: IteratorProtocol {
        private let walk: GlyphWalk
        private let start: Double
        private let spaceExtra: Double, gapExtra: Double
        private let justifies: Bool
        /// Whether tabs and justifiable spaces are looked for in the clusters' flags.
        private let readsFlags: Bool
        /// Whether every glyph paints its own advance: no spacing, tab or justification.
        private let isPlain: Bool
        /// Items carry their logical positions 0..<count: the line's logically last.
        private let lastLogical: Int
        /// Where the line's text ends when text (not the ellipsis) is logically last.
        private let textEnd: Int?

        /// The walk's result, complete once `next()` has returned nil.
        private(set) var result = Result(width: 0)
        /// The pen without justification; the extras are added by count, so the line's width
        /// is its natural width plus each extra times its count, whatever the order of glyphs.
        private var pen: Double
        private var pendingAfter = 0.0
        private var previousItem = -1, previousCluster = -1, previousGrapheme = -1
        /// The unit `unitStart(of:)` found last: the glyphs of one unit find it here rather than
        /// each searching the table back to its start, which is quadratic in a unit of many marks.
        private var knownUnit = 0..<0
        private var visited = Set<Int>()
        /// The source the items show while all are the paragraph's own glyphs.
        private var shown: TableSpan?
        private var isFinished = false

        /// The item being walked, and what its glyphs read of it.
        private var index = -1
        private var glyphs: [ShapedGlyph] = []
        /// The next glyph, the one after the last, and the step between them (-1: a right-to-left
        /// run's glyphs backwards in a logical walk, clusters ascending).
        private var glyph = 0, glyphEnd = 0, direction = 1
        private var itemIsEllipsis = false
        private var itemStart = 0, itemPieceEnd = 0, itemLastGlyph = 0, itemLogicalIndex = 0
        private var isRightToLeft = false
        /// Whether this item's glyphs each paint their own advance.
        private var walksPlainly = false

        init(_ walk: consuming GlyphWalk, from start: Double, extras: Extras) {
            self.walk = walk
            self.start = start
            pen = start
            spaceExtra = extras.space
            gapExtra = extras.gap
            justifies = spaceExtra != 0 || gapExtra != 0
            var readsFlags = walk.countsSpaces || justifies
            if case .none = walk.tabs {} else { readsFlags = true }
            self.readsFlags = readsFlags
            isPlain = !walk.spacesClusters && !readsFlags
            let lastLogical = walk.items.count - 1
            self.lastLogical = lastLogical
            var textEnd: Int?
            if walk.spacesClusters, let last = walk.items.first(where: { $0.logicalIndex == lastLogical }), !last.isEllipsis {
                textEnd = last.range.upperBound
            }
            self.textEnd = textEnd
            shown = isPlain && !walk.items.isEmpty ? TableSpan() : nil
        }

        /// The next glyph as painted; nil after the last.
        @inline(__always)
        mutating func next() -> Step? {
            while glyph == glyphEnd {
                guard enterNextItem() else {
                    finish()
                    return nil
                }
            }
            let glyphIndex = glyph
            glyph += direction
            let shaped = glyphs[glyphIndex]
            guard walksPlainly else { return spacedStep(glyphIndex, shaped) }
            let step = Step(
                item: index, glyph: glyphIndex, id: shaped.id, gap: 0, x: pen, advance: shaped.advance,
                cluster: itemIsEllipsis ? itemStart : shaped.cluster)
            pen += shaped.advance
            return step
        }

        /// Moves to the next item; false after the last.
        private mutating func enterNextItem() -> Bool {
            guard index + 1 < walk.items.count else { return false }
            index += 1
            // Read in place, not copied (docs/design.md, "Costs we avoid").
            glyphs = walk.items[index].run.glyphs
            isRightToLeft = !walk.isLogical && walk.items[index].level & 1 == 1
            let reversed = walk.isLogical && walk.items[index].run.isRightToLeft
            let range = walk.items[index].glyphs
            (glyph, glyphEnd, direction) = reversed ? (range.upperBound - 1, range.lowerBound - 1, -1) : (range.lowerBound, range.upperBound, 1)
            if walk.items[index].isParagraphSpan { shown?.include(walk.items[index].range) } else { shown = nil }
            walksPlainly = isPlain && !reversed
            itemIsEllipsis = walk.items[index].isEllipsis
            itemStart = walk.items[index].range.lowerBound
            itemPieceEnd = walk.items[index].pieceEnd
            itemLastGlyph = range.upperBound - 1
            itemLogicalIndex = walk.items[index].logicalIndex
            return true
        }

        /// A glyph with the gaps, tab jumps and justification its cluster takes.
        private mutating func spacedStep(_ glyphIndex: Int, _ shaped: ShapedGlyph) -> Step {
            let cluster = itemIsEllipsis ? itemStart : shaped.cluster
            let startsShapingCluster = previousItem != index || previousCluster != cluster || itemIsEllipsis
            var gap = 0.0
            var opensGap = false
            if walk.spacesClusters {
                let grapheme = itemIsEllipsis ? -1 : unitStart(of: cluster)
                let startsGrapheme = previousItem < 0 || itemIsEllipsis || walk.items[previousItem].isEllipsis
                    || previousGrapheme != grapheme
                if startsGrapheme {
                    // A grapheme takes its spacing once, where it is first entered from its
                    // left: a right-to-left one there, a left-to-right one after it. (Bidi
                    // may show one grapheme in two places: a Prepend mark in another run.)
                    let isFirstVisit = itemIsEllipsis || visited.insert(grapheme).inserted
                    let own = isFirstVisit ? ownSpacing(glyphIndex: glyphIndex, cluster: itemIsEllipsis ? cluster : grapheme) : 0
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
            var advance = shaped.advance
            var isSpace = false
            if readsFlags && !itemIsEllipsis {
                let flags = walk.paragraph.table[cluster]
                if flags.contains(.tab) {
                    advance = startsShapingCluster ? tabAdvance(at: cluster, pen: pen + gap) : 0
                } else if startsShapingCluster && flags.contains(.justifiableSpace) {
                    isSpace = true
                }
            }
            pen += gap
            let step: Step
            if justifies {
                let x = pen + spaceExtra * Double(result.spaceCount) + gapExtra * Double(result.gapCount)
                step = Step(
                    item: index, glyph: glyphIndex, id: shaped.id, gap: opensGap ? gap + gapExtra : gap, x: x,
                    advance: isSpace ? advance + spaceExtra : advance, cluster: cluster)
            } else {
                step = Step(item: index, glyph: glyphIndex, id: shaped.id, gap: gap, x: pen, advance: advance, cluster: cluster)
            }
            if isSpace { result.spaceCount += 1 }
            pen += advance
            previousItem = index
            previousCluster = cluster
            return step
        }

        /// The line boundary at or before `cluster`: the start of the unit (a grapheme cluster
        /// no HarfBuzz cluster spans) that letter spacing follows. Remembers the unit's end.
        ///
        /// - Complexity: O(1) inside the previous glyph's unit; else O(the unit's length).
        private mutating func unitStart(of cluster: Int) -> Int {
            if knownUnit.contains(cluster) { return knownUnit.lowerBound }
            let table = walk.paragraph.table
            let start = table.lineBoundary(atOrBefore: cluster)
            knownUnit = start..<max(start, table.lineBoundary(after: start))
            return start
        }

        /// The letter spacing a cluster owns: 0 for the line's logically last cluster.
        private func ownSpacing(glyphIndex: Int, cluster: Int) -> Double {
            if itemIsEllipsis {
                let isLastDot = glyphIndex == itemLastGlyph
                return isLastDot && itemLogicalIndex == lastLogical ? 0 : walk.ellipsisSpacing
            }
            if let textEnd, walk.paragraph.table.lineBoundary(after: cluster) >= textEnd { return 0 }
            return walk.paragraph.table.letterSpacing(afterClusterAt: cluster)
        }

        /// The advance of the tab at `cluster` with the pen at `pen`.
        private mutating func tabAdvance(at cluster: Int, pen: Double) -> Double {
            switch walk.tabs {
            case .none:
                return 0
            case .given(let advances):
                return advances[cluster] ?? 0
            case .atPen(let head):
                let paragraph = walk.paragraph
                let segment = paragraph.table.textAfterTab(cluster, lineEnd: itemPieceEnd)
                let advance = paragraph.tabStops.advance(at: pen, head: head, segment: segment, in: paragraph.table)
                result.tabAdvances[cluster] = advance
                return advance
            }
        }

        /// Completes `result` after the last glyph.
        private mutating func finish() {
            guard !isFinished else { return }
            isFinished = true
            // A line of the paragraph's own glyphs ends where the table's sums put the end of
            // what it shows, whatever bidi's order: the width line filling reads.
            if let shown, let end = shown.end(from: start, in: walk.paragraph.table) { pen = end }
            result.trailing = pendingAfter
            result.width = GlyphWalk.width(
                pen: pen + pendingAfter - start, spaceExtra: spaceExtra * Double(result.spaceCount),
                gapExtra: gapExtra * Double(result.gapCount))
        }
    }
}
