// Assembly: a layout whose size is known before its lines, which are built one at a time (what
// `linespace measure --json` writes as it goes, docs/design.md "Streamed output").
import Foundation

/// A layout read line by line: its size, truncation and line count first, then each public line
/// built when it is asked for and not kept. The lines, size and fonts are exactly those of the
/// `TextLayout` the same request gives; only the peak memory differs: one line's glyph runs at
/// a time instead of every line's.
///
/// ```swift
/// var stream = label.streamedLayout(width: 300, includesGlyphs: true)
/// print(stream.size, stream.lineCount)
/// while let line = stream.nextLine() { print(line.range, line.glyphRuns.count) }
/// print(stream.fonts)   // after the last line: the layout's fonts
/// ```
package struct StreamedLayout {
    /// Used width and height, unrounded, as `TextLayout.size`.
    package let size: CGSize
    /// Whether some text is not shown, as `TextLayout.isTruncated`.
    package let isTruncated: Bool
    /// The width the text was laid out in.
    package let width: CGFloat
    /// The factor fonts were scaled by to fit, as `TextLayout.fontScale`.
    package let fontScale: CGFloat
    /// How many lines `nextLine()` gives.
    package let lineCount: Int
    /// The distinct fonts of the lines given so far, in order of first use (a font's index
    /// here is its index in `TextLayout.fonts`); after the last line, all of the layout's.
    package var fonts: [Font] { built?.fonts ?? distinctFonts.list }

    /// A layout built whole (a prefix, auto-shrink), whose lines are handed out; nil when
    /// lines are built from `runs`.
    private let built: TextLayout?
    /// The lines placed, when a limit or an infinite width placed them all first (their content
    /// may hold an ellipsis); else empty, and `runs` holds them.
    private let placed: [PlacedLine]
    private let runs: [PlacedLineRuns.Run]
    private let assembly: LineAssembly
    /// The width lines align in (`LineAssembly.container`).
    private let container: Double
    private var distinctFonts = DistinctFonts()
    /// The next line: run `runIndex`, its line `indexInRun`; what it stacks on.
    private var given = 0
    private var runIndex = 0
    private var indexInRun = 0
    private var below: Stacking?
    /// The current run's first line, built: the run's other lines are it moved
    /// (`LineAssembly.moved`), as a run's lines differ only in their place.
    private var runsFirstLine: TextLayout.Line?

    /// The lines of `layout`, built already.
    package init(_ layout: TextLayout) {
        size = layout.size
        isTruncated = layout.isTruncated
        width = layout.width
        fontScale = layout.fontScale
        lineCount = layout.lines.count
        built = layout
        placed = []
        runs = []
        assembly = LineAssembly(includesGlyphs: false)
        container = 0
    }

    /// Lines `placed` in `width`, to be built by `assembly`: the size is found first, without
    /// building a line (`LineAssembly.size(of:width:)`).
    ///
    /// - Complexity: O(1) per plain line, else O(glyphs of the line); with an infinite width,
    ///   a walk of every line for the width they align in.
    init(placed: [PlacedLine], width: Double, truncated: Bool, assembly: LineAssembly) {
        size = assembly.size(of: placed, width: width)
        isTruncated = truncated
        self.width = CGFloat(width)
        fontScale = 1
        lineCount = placed.count
        built = nil
        self.placed = placed
        runs = []
        self.assembly = assembly
        container = width.isFinite ? width : LineAssembly.container(of: placed.lazy.map(VisualLine.init), width: width)
    }

    /// Lines `runs` in a finite `width`, whose used size `size` was found as they were placed.
    init(runs: PlacedLineRuns, size: CGSize, width: Double, assembly: LineAssembly) {
        self.size = size
        isTruncated = false
        self.width = CGFloat(width)
        fontScale = 1
        lineCount = runs.count
        built = nil
        placed = []
        self.runs = runs.runs
        self.assembly = assembly
        container = width
    }

    /// How many lines the stream keeps, placed or as seeds: a run of blank lines keeps one.
    var keptPlacedLines: Int { placed.count + runs.count }

    /// The used size rounded up to the pixel grid of `scale`, as `TextLayout.sizeThatFits`.
    package func sizeThatFits(scale: CGFloat = 1) -> CGSize {
        let scale = CGFloat(Label.clampedScale(Double(scale)))
        return CGSize(
            width: TextLayout.roundedUp(size.width, toGridOf: scale), height: TextLayout.roundedUp(size.height, toGridOf: scale))
    }

    /// The next line, top to bottom; nil after the last.
    ///
    /// - Complexity: O(glyphs of the line), plus reshaping at unsafe edges.
    package mutating func nextLine() -> TextLayout.Line? {
        guard given < lineCount else { return nil }
        defer { given += 1 }
        if let built { return built.lines[given] }
        guard placed.isEmpty else { return build(VisualLine(placed[given])) }
        let run = runs[runIndex]
        let next = PlacedLineRuns.line(indexInRun, of: run, after: below)
        below = Stacking(under: next)
        let isFirstOfRun = indexInRun == 0
        indexInRun += 1
        if indexInRun == run.count { (runIndex, indexInRun) = (runIndex + 1, 0) }
        if !isFirstOfRun, let runsFirstLine { return LineAssembly.moved(runsFirstLine, to: next) }
        let line = build(VisualLine(next))
        runsFirstLine = run.count > 1 ? line : nil
        return line
    }

    private mutating func build(_ line: VisualLine) -> TextLayout.Line {
        distinctFonts.note(line)
        return assembly.build(line, frame: line.frame(container: container), container: container)
    }
}
