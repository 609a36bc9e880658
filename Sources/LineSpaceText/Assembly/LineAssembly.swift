// Assembly: placed lines into the public TextLayout (docs/semantics.md §4–5, §4a, §7).
import Foundation

/// Turns placed lines into the public `TextLayout`: each line's items reordered visually
/// (`VisualLine`), framed in the container (`LineFrame`) and walked once (`GlyphWalk`), which
/// gives every glyph its painted advance and position. A line's reported width is the pen after
/// that walk, so the layout reports exactly what the renderer paints; measuring a size walks
/// the same way without building runs.
struct LineAssembly {
    /// Whether lines carry glyph runs (measuring needs only their widths, which are the same).
    let includesGlyphs: Bool

    /// - Complexity: O(glyphs of the lines), plus reshaping at unsafe edges.
    func assemble(_ placed: [PlacedLine], width: Double, truncated: Bool) -> TextLayout {
        // Lines align in `width`, each made visual and built in turn; with an infinite width, in
        // the widest, known once every line is walked.
        let visual = width.isFinite ? nil : placed.map(VisualLine.init)
        let container = visual.map { LineAssembly.container(of: $0, width: width) } ?? width
        var lines: [TextLayout.Line] = []
        lines.reserveCapacity(placed.count)
        var fonts = DistinctFonts()
        var usedWidth = 0.0
        for index in placed.indices {
            let line = visual?[index] ?? VisualLine(placed[index])
            let frame = line.frame(container: container)
            let built = build(line, frame: frame, container: container)
            usedWidth = max(usedWidth, frame.head + Double(built.rect.width))
            lines.append(built)
            fonts.note(line)
        }
        return TextLayout(
            lines: lines, size: CGSize(width: usedWidth, height: LineAssembly.height(of: placed)),
            isTruncated: truncated, width: CGFloat(width), fonts: fonts.list)
    }

    /// The size `assemble` gives the layout, without building its lines: a line that is one
    /// span of its paragraph's shaping (`VisualLine.plainWidth`) takes its width from the
    /// cluster table, exactly as its walk would; any other line is walked.
    ///
    /// - Complexity: O(1) per plain line, else O(glyphs of the line).
    func size(of placed: [PlacedLine], width: Double) -> CGSize {
        var usedWidth = 0.0
        if width.isFinite {
            // One buffer of items for every line that needs them.
            var items: [LineItem] = []
            // By index: the lines are read in place, not copied.
            for index in placed.indices {
                usedWidth = max(usedWidth, LineAssembly.usedWidth(of: placed[index], in: width, items: &items))
            }
        } else {
            // Lines align in the widest, known once all are walked.
            let visual = placed.map(VisualLine.init)
            let container = LineAssembly.container(of: visual, width: width)
            for line in visual {
                let frame = line.frame(container: container)
                usedWidth = max(usedWidth, frame.head + line.width(in: frame))
            }
        }
        return CGSize(width: usedWidth, height: LineAssembly.height(of: placed))
    }

    /// The width `line` uses in a finite `width`: its head indent and painted width, from the
    /// cluster table for a plain line, else walked (`items` is scratch space).
    ///
    /// - Complexity: O(1) for a plain line, else O(glyphs of the line).
    static func usedWidth(of line: PlacedLine, in width: Double, items: inout [LineItem]) -> Double {
        if let natural = VisualLine.plainWidth(of: line) {
            // Its frame's head indent: a line that is not justified keeps its width.
            return line.paragraph.style.headIndent(isFirstLine: line.isFirstInParagraph) + natural
        }
        items.removeAll(keepingCapacity: true)
        LineItems.append(line.content, in: line.paragraph, to: &items)
        let visual = VisualLine(line, logical: items)
        let frame = visual.frame(container: width)
        return frame.head + visual.width(in: frame)
    }

    /// The public line: glyph runs from the walk, aligned in `frame` inside `container`.
    func build(_ line: VisualLine, frame: LineFrame, container: Double) -> TextLayout.Line {
        let placed = line.placed
        let baseline = LineAssembly.baseline(of: placed)
        var runs: [TextLayout.GlyphRun] = []
        let width: Double
        if includesGlyphs {
            let built = GlyphRuns.build(line.glyphWalk, extras: frame.extras, paragraphStart: placed.paragraphStart, baseline: baseline)
            runs = built.runs
            width = built.walked.width
        } else {
            width = line.width(in: frame)
        }
        let x = frame.x(ofWidth: width, container: container)
        if x != 0 {
            for r in runs.indices {
                for g in runs[r].positions.indices { runs[r].positions[g].x += CGFloat(x) }
            }
        }
        let pieces = placed.content.pieces.map { NSRange(location: placed.paragraphStart + $0.lowerBound, length: $0.count) }
        let range: NSRange
        if let first = pieces.first, let last = pieces.last {
            range = NSRange(location: first.location, length: last.location + last.length - first.location)
        } else {
            range = LineAssembly.emptyRange(of: placed)
        }
        return TextLayout.Line(
            range: range, ranges: pieces,
            rect: CGRect(x: x, y: placed.top, width: width, height: placed.box.height),
            baseline: CGFloat(baseline), ascender: CGFloat(placed.ascender), descender: CGFloat(placed.descender),
            lineGap: CGFloat(placed.lineGap), glyphRuns: runs, hasEllipsis: placed.content.ellipsis != nil,
            ellipsisIndex: placed.content.ellipsis != nil ? placed.content.ellipsisIndex : nil,
            paragraphIndex: placed.paragraphIndex, isFirstInParagraph: placed.isFirstInParagraph,
            isLastInParagraph: placed.isLastInParagraph, availableX: CGFloat(frame.boxStart(container: container)),
            availableWidth: CGFloat(frame.available), isRightToLeft: frame.isRightToLeft)
    }

    /// `line`, built from a line of a run of blank lines (`PlacedLineRuns`), moved to `placed`,
    /// a later line of that run: the run's lines share their paragraph, content, flags and
    /// frame, so they differ only in their top, offset and paragraph index, which are set here
    /// as `build` sets them.
    ///
    /// - Complexity: O(1).
    static func moved(_ line: TextLayout.Line, to placed: PlacedLine) -> TextLayout.Line {
        assert(placed.content.pieces.isEmpty && placed.content.ellipsis == nil, "only an empty line moves")
        var moved = line
        moved.range = emptyRange(of: placed)
        moved.rect.origin.y = CGFloat(placed.top)
        moved.baseline = CGFloat(baseline(of: placed))
        moved.paragraphIndex = placed.paragraphIndex
        return moved
    }

    private static func baseline(of placed: PlacedLine) -> Double {
        placed.top + placed.box.baselineFromTop
    }

    /// Where a line that shows no text stands: its start in the text.
    private static func emptyRange(of placed: PlacedLine) -> NSRange {
        NSRange(location: placed.paragraphStart + placed.content.start, length: 0)
    }

    /// The width lines align in: `width`, or with an infinite width the widest line plus its
    /// trailing inset (each line walked for its natural width).
    static func container(of visual: some Sequence<VisualLine>, width: Double) -> Double {
        guard !width.isFinite else { return width }
        var container = 0.0
        for line in visual {
            let style = line.placed.paragraph.style
            let inset = style.resolvedTailIndent <= 0 ? -style.resolvedTailIndent : 0
            container = max(container, style.headIndent(isFirstLine: line.placed.isFirstInParagraph) + line.natural().width + inset)
        }
        return container
    }

    /// The bottom of the last line.
    private static func height(of placed: [PlacedLine]) -> Double {
        placed.last.map { $0.top + $0.box.height } ?? 0
    }
}

/// The distinct fonts of a layout, in order of first use.
struct DistinctFonts {
    private(set) var list: [Font] = []
    private var seen = Set<Font>()

    /// Notes the fonts of `line`'s runs in logical order, then its ellipsis's.
    mutating func note(_ line: VisualLine) {
        let content = line.placed.content
        for piece in content.pieces { line.placed.paragraph.forEachRun(overlapping: piece) { note($0.font) } }
        if let ellipsis = content.ellipsis { note(ellipsis.run.font) }
    }

    private mutating func note(_ font: Font) {
        guard list.last != font else { return }
        // Most layouts show one font, which needs no set: the set is made when a second appears.
        if seen.isEmpty, let first = list.first { seen.insert(first) }
        if list.isEmpty || seen.insert(font).inserted { list.append(font) }
    }
}
