// Layout: placed lines kept compactly — a run of lines of one shared empty paragraph (blank
// lines) is its first line and a count (docs/design.md, "Costs we avoid").

/// Placed lines, top to bottom, where consecutive lines that differ only in their paragraph's
/// offset, index and top are one run: a million blank lines are a few runs, not a million
/// placed lines. Each line is given back exactly as it was placed: a run's later lines are
/// placed again from its first, each under the line before, as `PlacedLine.init` placed them.
struct PlacedLineRuns {
    /// Lines `first`, then `count - 1` more of the same paragraph, natural break and content,
    /// each paragraph `startStride` units after the one before and next in index.
    struct Run {
        var first: PlacedLine
        var count: Int
        var startStride: Int
    }

    private(set) var runs: [Run] = []
    /// How many lines the runs hold.
    private(set) var count = 0
    /// What a line under the last one stacks on; nil before the first line.
    private(set) var below: Stacking?

    /// Appends `line`, placed under the last line (`below`) from its natural break, with its
    /// natural content (`LineContent(natural)`).
    mutating func append(_ line: PlacedLine) {
        below = Stacking(under: line)
        count += 1
        if let last = runs.indices.last, extends(runs[last], with: line) {
            if runs[last].count == 1 { runs[last].startStride = line.paragraphStart - runs[last].first.paragraphStart }
            runs[last].count += 1
            return
        }
        runs.append(Run(first: line, count: 1, startStride: 0))
    }

    /// Whether `line` is the next line of `run`: the same paragraph (one empty paragraph
    /// shared), natural break and flags, the next paragraph index, at the run's offset stride.
    /// `PlacedLine.init` is a function of these and the line above, so placing the run's next
    /// line again gives `line`.
    private func extends(_ run: Run, with line: PlacedLine) -> Bool {
        let first = run.first
        guard first.paragraph === line.paragraph, first.natural == line.natural, first.content.pieces.isEmpty,
              line.content.pieces.isEmpty, first.content.ellipsis == nil, line.content.ellipsis == nil,
              first.isFirstInParagraph == line.isFirstInParagraph, first.isLastInParagraph == line.isLastInParagraph,
              line.paragraphIndex == first.paragraphIndex + run.count
        else { return false }
        let stride = line.paragraphStart - (first.paragraphStart + (run.count - 1) * run.startStride)
        return stride > 0 && (run.count == 1 || stride == run.startStride)
    }

    /// Line `index` of `run` (0: its first) placed under `previous`.
    static func line(_ index: Int, of run: Run, after previous: Stacking?) -> PlacedLine {
        let first = run.first
        guard index > 0 else { return first }
        return PlacedLine(
            first.paragraph, start: first.paragraphStart + index * run.startStride, index: first.paragraphIndex + index,
            natural: first.natural, content: first.content, isFirst: first.isFirstInParagraph, isLast: first.isLastInParagraph,
            after: previous)
    }
}
