// Assembly: the only code that computes x positions. Visual reordering (UAX #9 L1/L2), tabs,
// letter spacing, justification, alignment and the ellipsis (docs/semantics.md §4–5, §4a, §7).
import Foundation

/// Turns placed lines into the public `TextLayout`.
///
/// For each line: its glyph runs in logical order (split where the line's bidi levels change),
/// the ellipsis as one more item at the paragraph level, the items reordered visually (rule L2),
/// then one walk left to right that gives every glyph its painted advance (letter spacing,
/// tab jumps and justification included). A line's reported width is the sum of those
/// advances, so the layout reports exactly what the renderer paints.
struct LineAssembly {
    /// Whether lines carry glyph runs (measuring needs only their widths, which are the same).
    let includesGlyphs: Bool

    func assemble(_ placed: [PlacedLine], width: Double, truncated: Bool) -> TextLayout {
        var built = BuiltLines(includesGlyphs: includesGlyphs, capacity: placed.count)
        if width.isFinite {
            // Lines align in the width given: each visual line is built, used and dropped (kept
            // in an array, each would be copied to be read, retaining all it holds).
            for index in placed.indices { built.append(VisualLine(placed[index], includesGlyphs: includesGlyphs), container: width) }
        } else {
            // An unconstrained width: lines align in the widest, known once all are built.
            let visual = placed.map { VisualLine($0, includesGlyphs: includesGlyphs) }
            let container = LineAssembly.container(of: visual, width: width)
            for line in visual { built.append(line, container: container) }
        }
        return TextLayout(
            lines: built.lines, size: CGSize(width: built.usedWidth, height: LineAssembly.height(of: placed)),
            isTruncated: truncated, width: CGFloat(width), fonts: built.fonts.list)
    }

    /// The public lines as they are built, the widest reach and the fonts used (a struct, not
    /// a nested function over captured variables: those pay a dynamic exclusivity check per access).
    private struct BuiltLines {
        let includesGlyphs: Bool
        var lines: [TextLayout.Line] = []
        var fonts = DistinctFonts()
        var usedWidth = 0.0

        init(includesGlyphs: Bool, capacity: Int) {
            self.includesGlyphs = includesGlyphs
            lines.reserveCapacity(capacity)
        }

        mutating func append(_ line: borrowing VisualLine, container: Double) {
            let frame = line.frame(container: container)
            lines.append(line.build(frame, container: container, includesGlyphs: includesGlyphs))
            usedWidth = max(usedWidth, frame.reach)
            let paragraph = line.placed.paragraph
            for piece in line.placed.content.pieces { paragraph.forEachRun(overlapping: piece) { fonts.note($0.font) } }
            if let ellipsis = line.placed.content.ellipsis { fonts.note(ellipsis.run.font) }
        }
    }

    /// The size `assemble` gives the layout, without building its lines: each line's painted
    /// width comes from the same `VisualLine.frame` that `build` places it with.
    ///
    /// - Complexity: O(glyphs of the lines), no allocation per line.
    func size(of placed: [PlacedLine], width: Double) -> CGSize {
        var usedWidth = 0.0
        if width.isFinite {
            // A plain line is measured without a `VisualLine` (which keeps a copy of it).
            for line in placed {
                if let natural = VisualLine.plainWidth(of: line) {
                    let frame = VisualLine.Frame(line, naturalWidth: natural, spaceCount: 0, gapCount: 0, container: width)
                    usedWidth = max(usedWidth, frame.reach)
                } else {
                    usedWidth = max(usedWidth, VisualLine(line, includesGlyphs: false).frame(container: width).reach)
                }
            }
        } else {
            let visual = placed.map { VisualLine($0, includesGlyphs: false) }
            let container = LineAssembly.container(of: visual, width: width)
            for line in visual { usedWidth = max(usedWidth, line.frame(container: container).reach) }
        }
        return CGSize(width: usedWidth, height: LineAssembly.height(of: placed))
    }

    /// The width lines align in: `width`, or with an infinite width the widest line plus its
    /// trailing inset.
    private static func container(of visual: [VisualLine], width: Double) -> Double {
        guard !width.isFinite else { return width }
        var container = 0.0
        for line in visual {
            let style = line.placed.paragraph.style
            let inset = style.resolvedTailIndent <= 0 ? -style.resolvedTailIndent : 0
            container = max(container, style.headIndent(isFirstLine: line.placed.isFirstInParagraph) + line.naturalWidth + inset)
        }
        return container
    }

    /// The bottom of the last line.
    private static func height(of placed: [PlacedLine]) -> Double {
        placed.last.map { $0.top + $0.box.height } ?? 0
    }
}

/// The distinct fonts of a layout, in order of first use.
private struct DistinctFonts {
    private(set) var list: [Font] = []
    private var seen = Set<Font>()

    mutating func note(_ font: Font) {
        // Neighbouring runs mostly share a font, and a layout has few: a linear search until
        // there are many (no hashing of family names per label).
        guard list.last != font else { return }
        if list.count < 8 {
            if !list.contains(font) { list.append(font) }
            return
        }
        if seen.isEmpty { seen = Set(list) }
        if seen.insert(font).inserted { list.append(font) }
    }
}

/// One line's items in visual order and its natural (unjustified) painted width.
private struct VisualLine {
    /// A piece of a line drawn in one direction: glyphs of a shaped run, or the ellipsis.
    struct Item {
        /// The run the glyphs come from (shared, not copied).
        var run: ShapedRun
        /// The item's glyphs: indices into `run.glyphs`, in visual order.
        var glyphs: Range<Int>
        /// The source text the item shows (for the ellipsis, an empty range where it stands).
        var range: Range<Int>
        var level: UInt8
        /// Position in the line's logical order.
        var logicalIndex: Int
        var isEllipsis: Bool
    }

    let placed: PlacedLine
    /// Items in visual order, left to right (empty for a measured-only simple line).
    let items: [Item]
    /// Advance of each tab glyph, by its paragraph offset (tabs are measured in logical order
    /// from the line's start).
    let tabAdvances: [Int: Double]
    let naturalWidth: Double
    let spaceCount: Int
    let gapCount: Int
    /// Where a line could end (grapheme boundaries HarfBuzz does not join): the places for
    /// letter spacing and justification gaps; nil when the line needs neither.
    let boundaries: [Bool]?

    /// The natural width of a plain line (no letter spacing, justification, tabs or right-to-left
    /// text), read in place, or nil for a line that needs its items built (their walk sums the
    /// same advances in the same order). `init` measures such a line with it; `size` too,
    /// without a copy of the placed line.
    ///
    /// - Complexity: O(glyphs of the line).
    static func plainWidth(of placed: borrowing PlacedLine) -> Double? {
        let paragraph = placed.paragraph
        let content = placed.content
        guard paragraph.bidi.isUniformlyLeftToRight, !paragraph.isLetterSpaced,
              (content.ellipsis?.spacingAfter ?? 0) == 0,
              paragraph.style.alignment != .justified || placed.isLastInParagraph || placed.endsAtHardBreak
                || content.ellipsis != nil,
              !content.pieces.contains(where: { paragraph.containsTab($0) })
        else { return nil }
        return plainSum(placed)
    }

    /// The advances of a plain line's glyphs, ellipsis included, in the order the walk sums them.
    private static func plainSum(_ placed: borrowing PlacedLine) -> Double {
        let paragraph = placed.paragraph
        let content = placed.content
        var width = 0.0
        for (index, piece) in content.pieces.enumerated() {
            if content.ellipsisIndex == index, let ellipsis = content.ellipsis {
                for glyph in ellipsis.run.glyphs { width += glyph.advance }
            }
            paragraph.forEachGlyphSpan(from: piece.lowerBound, to: piece.upperBound, edges: content.punctuationEdges(ofPiece: index)) { run, glyphs, _ in
                for index in glyphs { width += run.glyphs[index].advance }
            }
        }
        if content.ellipsisIndex == content.pieces.count, let ellipsis = content.ellipsis {
            for glyph in ellipsis.run.glyphs { width += glyph.advance }
        }
        return width
    }

    init(_ placed: PlacedLine, includesGlyphs: Bool) {
        self.placed = placed
        if !includesGlyphs, let width = VisualLine.plainWidth(of: placed) {
            // Measuring a plain line: no items to build.
            boundaries = nil
            items = []
            tabAdvances = [:]
            naturalWidth = width
            spaceCount = 0
            gapCount = 0
            return
        }
        let paragraph = placed.paragraph
        let content = placed.content
        let bidi = paragraph.bidi
        let hasTabs = content.pieces.contains { paragraph.containsTab($0) }
        // The style is read in place (a copy retains its tab stops).
        let mayJustify = paragraph.style.alignment == .justified && !placed.isLastInParagraph && !placed.endsAtHardBreak
            && content.ellipsis == nil && !hasTabs
        let spaced = paragraph.isLetterSpaced || (content.ellipsis?.spacingAfter ?? 0) != 0
        let needsClusterGaps = spaced || mayJustify
        // Spacing and justification gaps go between the units a line could end at.
        boundaries = needsClusterGaps ? paragraph.lineBoundaries() : nil
        var logical: [Item] = []
        // An empty line (a blank paragraph's) has no item: no buffer for one.
        if !content.pieces.isEmpty || content.ellipsis != nil { logical.reserveCapacity(content.pieces.count + 2) }
        // The ellipsis item is made by a function that does not capture `logical`: a local
        // function capturing it made every append in the closure below a dynamic exclusivity check.
        func ellipsisItem(at offset: Int, index: Int) -> Item? {
            guard let ellipsis = content.ellipsis else { return nil }
            return Item(
                run: ellipsis.run, glyphs: ellipsis.run.glyphs.indices, range: offset..<offset, level: bidi.baseLevel,
                logicalIndex: index, isEllipsis: true)
        }
        for (index, piece) in content.pieces.enumerated() {
            if content.ellipsisIndex == index, let item = ellipsisItem(at: piece.lowerBound, index: logical.count) { logical.append(item) }
            let levels = bidi.isUniformlyLeftToRight ? nil : bidi.lineLevels(piece)
            paragraph.forEachGlyphSpan(from: piece.lowerBound, to: piece.upperBound, edges: content.punctuationEdges(ofPiece: index)) { run, glyphs, range in
                guard let levels else {
                    logical.append(Item(run: run, glyphs: glyphs, range: range, level: run.level, logicalIndex: logical.count, isEllipsis: false))
                    return
                }
                // Rule L1 may give white space before a tab the paragraph level: split there.
                var start = range.lowerBound
                while start < range.upperBound {
                    let level = levels[start - piece.lowerBound]
                    var end = start + 1
                    while end < range.upperBound && levels[end - piece.lowerBound] == level { end += 1 }
                    let part = start == range.lowerBound && end == range.upperBound ? glyphs : run.glyphIndices(from: start, to: end)
                    logical.append(Item(run: run, glyphs: part, range: start..<end, level: level, logicalIndex: logical.count, isEllipsis: false))
                    start = end
                }
            }
        }
        if content.ellipsisIndex == content.pieces.count,
           let item = ellipsisItem(at: content.pieces.last?.upperBound ?? content.start, index: logical.count) {
            logical.append(item)
        }

        if bidi.isUniformlyLeftToRight {
            items = logical
        } else {
            items = BidiParagraph.visualOrder(logical.map(\.level)).map { logical[$0] }
        }
        tabAdvances = hasTabs
            ? VisualLine.tabAdvances(content, paragraph: paragraph, head: paragraph.style.headIndent(isFirstLine: placed.isFirstInParagraph))
            : [:]

        var spaces = 0, gaps = 0
        var width = 0.0
        if needsClusterGaps || hasTabs {
            width += VisualLine.walk(items, paragraph: paragraph, ellipsis: content.ellipsis, boundaries: boundaries, tabAdvances: tabAdvances) {
                _, _, glyph, gap, isSpace, _ in
                if gap != nil { gaps += 1 }
                if isSpace { spaces += 1 }
                width += (gap ?? 0) + glyph
            }
        } else {
            // No spacing, tabs or justification: the same sum, in the same order, as the walk.
            for item in items {
                for index in item.glyphs { width += item.run.glyphs[index].advance }
            }
        }
        naturalWidth = width
        spaceCount = mayJustify ? spaces : 0
        gapCount = mayJustify ? gaps : 0
    }

    /// Where the line goes in `container` and how wide it paints: its head indent, available
    /// width, alignment (natural and justified resolved to a side), the justification extras
    /// and the painted width. `build` places the line with it, `LineAssembly.size` sizes it.
    struct Frame {
        var head: Double
        var available: Double
        var isRightToLeft: Bool
        var alignment: ParagraphAlignment
        var spaceExtra: Double
        var gapExtra: Double
        /// The walk's natural width plus the justification it spreads, never below 0 (negative
        /// letter spacing cancels advances exactly but for rounding).
        var width: Double

        /// How far the line reaches from the container's leading edge: what the layout's used
        /// width is the largest of.
        var reach: Double { head + width }

        /// The frame of `placed`, whose natural width and justifiable spaces and gaps are given.
        init(_ placed: borrowing PlacedLine, naturalWidth: Double, spaceCount: Int, gapCount: Int, container: Double) {
            let paragraph = placed.paragraph
            head = paragraph.style.headIndent(isFirstLine: placed.isFirstInParagraph)
            available = paragraph.style.availableWidth(in: container, isFirstLine: placed.isFirstInParagraph)
            isRightToLeft = paragraph.bidi.baseLevel & 1 == 1
            alignment = paragraph.style.alignment
            if alignment == .natural { alignment = isRightToLeft ? .right : .left }
            spaceExtra = 0
            gapExtra = 0
            let slack = available - naturalWidth
            if alignment == .justified {
                if slack > 0 {
                    if spaceCount > 0 {
                        spaceExtra = slack / Double(spaceCount)
                    } else if gapCount > 0 {
                        gapExtra = slack / Double(gapCount)
                    }
                }
                alignment = isRightToLeft ? .right : .left
            }
            width = max(0, naturalWidth + spaceExtra * Double(spaceCount) + gapExtra * Double(gapCount))
        }
    }

    func frame(container: Double) -> Frame {
        Frame(placed, naturalWidth: naturalWidth, spaceCount: spaceCount, gapCount: gapCount, container: container)
    }

    /// The public line: alignment and justification inside `container` (`frame` is this
    /// line's there), glyph positions.
    func build(_ frame: Frame, container: Double, includesGlyphs: Bool) -> TextLayout.Line {
        let paragraph = placed.paragraph
        let (head, available, isRightToLeft, alignment) = (frame.head, frame.available, frame.isRightToLeft, frame.alignment)
        let (spaceExtra, gapExtra, lineWidth) = (frame.spaceExtra, frame.gapExtra, frame.width)
        // The head indent is on the paragraph's leading side: the right in a right-to-left one.
        let boxStart = isRightToLeft ? max(0, container - head - available) : head
        let baseline = placed.top + placed.box.baselineFromTop
        var runs = includesGlyphs ? paintedRuns(baseline: baseline, spaceExtra: spaceExtra, gapExtra: gapExtra) : []

        var x = boxStart
        if lineWidth > available + LineFiller.tolerance {
            // Wider than its box: start-aligned, never at a negative x (CSS Text 3).
            x = isRightToLeft ? max(0, boxStart + available - lineWidth) : boxStart
        } else {
            switch alignment {
            case .right: x += available - lineWidth
            case .center: x += (available - lineWidth) / 2
            default: break
            }
            // A line that fits within rounding of a box at 0 must not start at -1e-13.
            x = max(0, x)
        }
        if x != 0 {
            for r in runs.indices {
                for g in runs[r].positions.indices { runs[r].positions[g].x += CGFloat(x) }
            }
        }

        var pieces: [NSRange] = []
        pieces.reserveCapacity(placed.content.pieces.count)
        for piece in placed.content.pieces {
            pieces.append(NSRange(location: paragraph.start + piece.lowerBound, length: piece.count))
        }
        let range: NSRange
        if let first = pieces.first, let last = pieces.last {
            range = NSRange(location: first.location, length: last.location + last.length - first.location)
        } else {
            range = NSRange(location: paragraph.start + placed.content.start, length: 0)
        }
        return TextLayout.Line(
            range: range, ranges: pieces,
            rect: CGRect(x: x, y: placed.top, width: lineWidth, height: placed.box.height),
            baseline: CGFloat(baseline), ascender: CGFloat(placed.ascender), descender: CGFloat(placed.descender),
            lineGap: CGFloat(placed.lineGap), glyphRuns: runs, hasEllipsis: placed.content.ellipsis != nil,
            ellipsisIndex: placed.content.ellipsis != nil ? placed.content.ellipsisIndex : nil,
            paragraphIndex: placed.paragraphIndex, isFirstInParagraph: placed.isFirstInParagraph,
            isLastInParagraph: placed.isLastInParagraph, availableX: CGFloat(boxStart),
            availableWidth: CGFloat(available), isRightToLeft: isRightToLeft)
    }

    /// The line's glyph runs, left to right, x relative to the line's left edge.
    private func paintedRuns(baseline: Double, spaceExtra: Double, gapExtra: Double) -> [TextLayout.GlyphRun] {
        if boundaries == nil && tabAdvances.isEmpty && spaceExtra == 0 {
            return plainRuns(baseline: baseline)
        }
        let paragraph = placed.paragraph
        // The walk fills flat arrays (no nested function touching them, so no dynamic
        // exclusivity checks per glyph); runs are cut from them afterwards, one per item.
        var ids: [UInt32] = [], xs: [Double] = [], ys: [Double] = [], advances: [CGFloat] = [], clusters: [Int] = []
        var itemOf: [Int] = []
        // Sized once: grown glyph by glyph, six arrays would each be reallocated several times.
        var glyphCount = 0
        for item in items { glyphCount += item.glyphs.count }
        ids.reserveCapacity(glyphCount)
        xs.reserveCapacity(glyphCount)
        ys.reserveCapacity(glyphCount)
        advances.reserveCapacity(glyphCount)
        clusters.reserveCapacity(glyphCount)
        itemOf.reserveCapacity(glyphCount)
        var pen = 0.0
        let trailing = VisualLine.walk(
            items, paragraph: paragraph, ellipsis: placed.content.ellipsis, boundaries: boundaries, tabAdvances: tabAdvances
        ) { index, glyphIndex, advance, gap, isSpace, cluster in
            var gapWidth = gap ?? 0
            if gap != nil { gapWidth += gapExtra }
            // The space before a glyph belongs to the advance of the glyph before it.
            if gapWidth != 0 && !advances.isEmpty { advances[advances.count - 1] += CGFloat(gapWidth) }
            pen += gapWidth
            let run = items[index].run
            let glyph = run.glyphs[glyphIndex]
            let painted = advance + (isSpace ? spaceExtra : 0)
            ids.append(glyph.id)
            xs.append(pen + glyph.xOffset + run.font.syntheticSlant * glyph.yOffset)
            ys.append(baseline - glyph.yOffset - run.attributes.baselineOffset)
            advances.append(CGFloat(painted))
            clusters.append(paragraph.start + cluster)
            itemOf.append(index)
            pen += painted
        }
        if trailing != 0 && !advances.isEmpty { advances[advances.count - 1] += CGFloat(trailing) }
        return cutRuns(ids: ids, xs: xs, ys: ys, advances: advances, clusters: clusters, itemOf: itemOf)
    }

    /// The runs of a line with no letter spacing, justification or tabs: every painted advance
    /// is the glyph's own, summed in the same order as `VisualLine.walk`. Each run's arrays
    /// are filled in place, sized once (no flat arrays cut afterwards: a line's runs cost
    /// their own four arrays and nothing more).
    private func plainRuns(baseline: Double) -> [TextLayout.GlyphRun] {
        let paragraph = placed.paragraph
        var runs: [TextLayout.GlyphRun] = []
        var pen = 0.0
        var first = 0
        while first < items.count {
            let end = VisualLine.runEnd(items, from: first)
            defer { first = end }
            var count = 0
            for index in first..<end { count += items[index].glyphs.count }
            guard count > 0 else { continue }
            if runs.isEmpty { runs.reserveCapacity(items.count - first) }
            // The ellipsis (a group of its own, all its glyphs): its run's ids and advances are
            // shared, not copied; only positions and clusters are this line's.
            if end == first + 1, items[first].isEllipsis, let painted = items[first].run.painted,
               items[first].glyphs == items[first].run.glyphs.indices {
                let run = items[first].run
                let cluster = paragraph.start + items[first].range.lowerBound
                var positions: [CGPoint] = []
                positions.reserveCapacity(count)
                let slant = run.font.syntheticSlant, baselineOffset = run.attributes.baselineOffset
                for glyph in run.glyphs {
                    positions.append(CGPoint(x: pen + glyph.xOffset + slant * glyph.yOffset, y: baseline - glyph.yOffset - baselineOffset))
                    pen += glyph.advance
                }
                runs.append(glyphRun(
                    first...first, glyphs: painted.glyphIDs, positions: consume positions, advances: painted.advances,
                    clusters: [Int](repeating: cluster, count: count)))
                continue
            }
            var ids: [UInt32] = [], positions: [CGPoint] = [], advances: [CGFloat] = [], clusters: [Int] = []
            ids.reserveCapacity(count)
            positions.reserveCapacity(count)
            advances.reserveCapacity(count)
            clusters.reserveCapacity(count)
            // Items by index, not copied (a copy retains and releases its run).
            for index in first..<end {
                let run = items[index].run
                let glyphs = run.glyphs
                let slant = run.font.syntheticSlant, baselineOffset = run.attributes.baselineOffset
                let ellipsisCluster = items[index].isEllipsis ? items[index].range.lowerBound : nil
                for glyphIndex in items[index].glyphs {
                    let glyph = glyphs[glyphIndex]
                    ids.append(glyph.id)
                    positions.append(CGPoint(x: pen + glyph.xOffset + slant * glyph.yOffset, y: baseline - glyph.yOffset - baselineOffset))
                    advances.append(CGFloat(glyph.advance))
                    clusters.append(paragraph.start + (ellipsisCluster ?? glyph.cluster))
                    pen += glyph.advance
                }
            }
            // The run's range spans the items that have glyphs (as the walk's `cutRuns` sees them).
            var shown = first..<end
            while items[shown.lowerBound].glyphs.isEmpty { shown = (shown.lowerBound + 1)..<shown.upperBound }
            while items[shown.upperBound - 1].glyphs.isEmpty { shown = shown.lowerBound..<(shown.upperBound - 1) }
            // The arrays move into the run (no reference counts for a copy).
            runs.append(glyphRun(
                shown.lowerBound...(shown.upperBound - 1), glyphs: consume ids, positions: consume positions,
                advances: consume advances, clusters: consume clusters))
        }
        return runs
    }

    /// The glyph runs cut from the flat arrays the walk filled: one per group of items that
    /// `runEnd` joins.
    private func cutRuns(
        ids: [UInt32], xs: [Double], ys: [Double], advances: [CGFloat], clusters: [Int], itemOf: [Int]
    ) -> [TextLayout.GlyphRun] {
        var runs: [TextLayout.GlyphRun] = []
        runs.reserveCapacity(items.count)
        var first = 0
        while first < itemOf.count {
            let lastItem = VisualLine.runEnd(items, from: itemOf[first]) - 1
            var end = first + 1
            while end < itemOf.count && itemOf[end] <= lastItem { end += 1 }
            runs.append(glyphRun(
                itemOf[first]...itemOf[end - 1], glyphs: Array(ids[first..<end]),
                positions: (first..<end).map { CGPoint(x: xs[$0], y: ys[$0]) }, advances: Array(advances[first..<end]),
                clusters: Array(clusters[first..<end])))
            first = end
        }
        return runs
    }

    /// The public run showing `items` (one, or neighbours `runEnd` joins) with these glyphs.
    private func glyphRun(
        _ shown: ClosedRange<Int>, glyphs: consuming [UInt32], positions: consuming [CGPoint], advances: consuming [CGFloat],
        clusters: consuming [Int]
    ) -> TextLayout.GlyphRun {
        let paragraph = placed.paragraph
        let first = shown.lowerBound
        let run = items[first].run
        // Joined items are left to right with adjoining ranges: the first starts the range.
        let range = items[first].range.lowerBound..<max(items[first].range.upperBound, items[shown.upperBound].range.upperBound)
        return TextLayout.GlyphRun(
            font: run.font, color: run.attributes.color, glyphs: glyphs, positions: positions, advances: advances,
            clusters: clusters, range: NSRange(location: paragraph.start + range.lowerBound, length: range.count),
            isRightToLeft: items[first].level & 1 == 1, isEllipsis: items[first].isEllipsis, decoration: run.attributes.decoration,
            decoratingFont: run.attributes.font)
    }

    /// The end of the group of items from `first` that one public run shows: neighbours of one
    /// font, colour, decoration, baseline shift and left-to-right level whose source ranges
    /// adjoin (shaping splits text at scripts and attribute runs, which a run need not show: a
    /// Latin word in a Chinese line is one run with its line). The ellipsis stays a run of its own.
    ///
    /// - Complexity: O(the items joined).
    static func runEnd(_ items: [Item], from first: Int) -> Int {
        var end = first + 1
        guard !items[first].isEllipsis, items[first].level & 1 == 0 else { return end }
        // Items are read in place, not copied: a copy of an item (or of its run's attributes)
        // costs reference counts, and this runs for every item of every line.
        let head = items[first].run
        while end < items.count {
            guard !items[end].isEllipsis, items[end].level == items[first].level,
                  items[end].range.lowerBound == items[end - 1].range.upperBound
            else { break }
            let next = items[end].run
            // Pieces of one shaped run (a line edge, a level change) join without comparing.
            guard next === head || next.font == head.font && next.attributes.color == head.attributes.color
                && next.attributes.baselineOffset == head.attributes.baselineOffset
                && next.attributes.font == head.attributes.font && next.attributes.decoration == head.attributes.decoration
            else { break }
            end += 1
        }
        return end
    }

    /// Walks the glyphs of `items` left to right, calling `body(item, glyph, advance, gap,
    /// isJustifiableSpace, cluster)`: `gap` is the space before this glyph where it starts a
    /// grapheme cluster (nil inside a cluster and before the line's first glyph). Returns the
    /// space after the last glyph (letter spacing of a rightmost cluster that is not the
    /// line's logically last), which belongs to the last glyph's advance.
    ///
    /// Letter spacing (docs/semantics.md §4): every cluster but the line's logically last gets
    /// its own spacing on its trailing side, the right of a left-to-right cluster and the left
    /// of a right-to-left one (a right-to-left cluster at the line's left edge takes it on its
    /// right, so the line starts at its first glyph). So the painted sum is exactly what line
    /// filling measured, in any mix of directions.
    @discardableResult
    static func walk(
        _ items: [Item], paragraph: MeasuredParagraph, ellipsis: Ellipsis?, boundaries: [Bool]?, tabAdvances: [Int: Double],
        _ body: (_ item: Int, _ glyph: Int, _ advance: Double, _ gap: Double?, _ isSpace: Bool, _ cluster: Int) -> Void
    ) -> Double {
        let lastLogical = items.map(\.logicalIndex).max() ?? -1
        // Where the line's text ends when text (not the ellipsis) is logically last.
        let textEnd: Int? = items.first { $0.logicalIndex == lastLogical }.flatMap { $0.isEllipsis ? nil : $0.range.upperBound }
        // The letter spacing a cluster owns: 0 for the line's logically last cluster.
        func ownSpacing(_ item: Item, glyphIndex: Int, cluster: Int) -> Double {
            if item.isEllipsis {
                let isLastDot = glyphIndex == item.glyphs.upperBound - 1
                if isLastDot && item.logicalIndex == lastLogical { return 0 }
                return ellipsis?.spacingAfter ?? 0
            }
            if let textEnd, let boundaries {
                var end = cluster + 1
                while end < textEnd && !boundaries[end] { end += 1 }
                if end >= textEnd { return 0 }
            }
            return paragraph.letterSpacing(afterClusterAt: cluster)
        }
        // The grapheme cluster a shaping cluster belongs to (its first offset): a grapheme may
        // span two shaping clusters or two items (runs cut inside it, a mark in another run).
        func graphemeStart(_ offset: Int, _ boundaries: [Bool]) -> Int {
            var start = offset
            while start > 0 && !boundaries[start] { start -= 1 }
            return start
        }
        var previous: (item: Int, cluster: Int, grapheme: Int)?
        var pendingAfter = 0.0
        var visited = Set<Int>()
        for (index, item) in items.enumerated() {
            let isRightToLeft = item.level & 1 == 1
            for glyphIndex in item.glyphs {
                let glyph = item.run.glyphs[glyphIndex]
                let cluster = item.isEllipsis ? item.range.lowerBound : glyph.cluster
                let newShapingCluster = previous == nil || previous!.item != index || previous!.cluster != cluster || item.isEllipsis
                var gap: Double?
                var grapheme = -1
                if let boundaries {
                    grapheme = item.isEllipsis ? -1 : graphemeStart(cluster, boundaries)
                    let startsGrapheme = previous == nil || item.isEllipsis || items[previous!.item].isEllipsis
                        || previous!.grapheme != grapheme
                    if startsGrapheme {
                        // A grapheme takes its spacing once, where it is first entered from its
                        // left: a right-to-left one there, a left-to-right one after it. (Bidi
                        // may show one grapheme in two places: a Prepend mark in another run.)
                        let isFirstVisit = item.isEllipsis || visited.insert(grapheme).inserted
                        let own = isFirstVisit ? ownSpacing(item, glyphIndex: glyphIndex, cluster: item.isEllipsis ? cluster : grapheme) : 0
                        if previous == nil {
                            pendingAfter = own
                        } else {
                            gap = pendingAfter + (isRightToLeft ? own : 0)
                            pendingAfter = isRightToLeft ? 0 : own
                        }
                    }
                }
                var advance = glyph.advance
                var isSpace = false
                if !item.isEllipsis {
                    let unit = paragraph.utf16[paragraph.start + cluster]
                    if unit == 0x09 { advance = newShapingCluster ? tabAdvances[cluster] ?? 0 : 0 }
                    isSpace = newShapingCluster && (unit == 0x20 || unit == 0xA0 || unit == 0x3000)
                }
                body(index, glyphIndex, advance, gap, isSpace, cluster)
                previous = (index, cluster, grapheme)
            }
        }
        return pendingAfter
    }

    /// The advance of every tab on the line, the pen measured in logical order from the line's
    /// start (ellipsis included), the text after each tab running to the next tab or the end of
    /// its piece: the same walk as measuring (`MeasuredParagraph.paintedWidth`).
    static func tabAdvances(_ content: LineContent, paragraph: MeasuredParagraph, head: Double) -> [Int: Double] {
        var result: [Int: Double] = [:]
        var pen = 0.0
        for (index, piece) in content.pieces.enumerated() {
            if content.ellipsisIndex == index, let ellipsis = content.ellipsis { pen += ellipsis.width + ellipsis.spacingAfter }
            pen += paragraph.paintedWidth(
                from: piece.lowerBound, to: piece.upperBound, pen: pen, head: head,
                edges: content.punctuationEdges(ofPiece: index)) { result[$0] = $1 }
            pen += paragraph.letterSpacing(endingAt: piece.upperBound)
        }
        return result
    }
}
