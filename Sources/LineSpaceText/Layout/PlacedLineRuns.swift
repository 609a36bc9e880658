// Layout: placed lines kept compactly — each line as what places it, and a run of lines of one
// shared empty paragraph (blank lines) as its first line and a count (docs/design.md, "Costs we
// avoid").

/// Placed lines, top to bottom, where consecutive lines that differ only in their paragraph's
/// offset, index and top are one run: a million blank lines are a few runs, not a million
/// placed lines. A line is kept as what places it (`Seed`, about a third of a `PlacedLine`),
/// and given back placed again, under the line before, exactly as `PlacedLine.init` placed it:
/// a long paragraph's lines cost a few bytes a unit of text, not a placed line each.
struct PlacedLineRuns {
    /// What places a line apart from the line above it (`PlacedLine.init`): its paragraph, its
    /// natural break and its flags. The line shows its natural content, `LineContent(natural)`.
    struct Seed {
        var paragraph: MeasuredParagraph
        var paragraphStart: Int
        var paragraphIndex: Int
        var natural: LineBreak
        var isFirst: Bool
        var isLast: Bool

        init(_ line: borrowing PlacedLine) {
            paragraph = line.paragraph
            paragraphStart = line.paragraphStart
            paragraphIndex = line.paragraphIndex
            natural = line.natural
            isFirst = line.isFirstInParagraph
            isLast = line.isLastInParagraph
        }

        /// The line placed under `previous`, `index` paragraphs on at `stride` units each.
        ///
        /// - Complexity: `PlacedLine.init`'s.
        func placed(index: Int = 0, stride: Int = 0, after previous: Stacking?) -> PlacedLine {
            PlacedLine(
                paragraph, start: paragraphStart + index * stride, index: paragraphIndex + index, natural: natural,
                content: LineContent(natural), isFirst: isFirst, isLast: isLast, after: previous)
        }
    }

    /// Lines `first`, then `count - 1` more of the same paragraph, natural break and content,
    /// each paragraph `startStride` units after the one before and next in index.
    struct Run {
        var first: Seed
        var count: Int
        var startStride: Int
    }

    private(set) var runs: [Run] = []
    /// How many lines the runs hold.
    private(set) var count = 0
    /// What a line under the last one stacks on; nil before the first line.
    private(set) var below: Stacking?

    /// Appends `line`, placed under the last line (`below`) from its natural break, showing its
    /// natural content (`LineContent(natural)`).
    mutating func append(_ line: PlacedLine) {
        below = Stacking(under: line)
        count += 1
        if let last = runs.indices.last, extends(runs[last], with: line) {
            if runs[last].count == 1 { runs[last].startStride = line.paragraphStart - runs[last].first.paragraphStart }
            runs[last].count += 1
            return
        }
        runs.append(Run(first: Seed(line), count: 1, startStride: 0))
    }

    /// Whether `line` is the next line of `run`: the same paragraph (one empty paragraph
    /// shared), natural break (so the same content) and flags, an empty line, the next
    /// paragraph index, at the run's offset stride. `PlacedLine.init` is a function of these
    /// and the line above, so placing the run's next line again gives `line`.
    private func extends(_ run: Run, with line: PlacedLine) -> Bool {
        let first = run.first
        guard first.paragraph === line.paragraph, first.natural == line.natural, line.content.pieces.isEmpty,
              line.content.ellipsis == nil, first.isFirst == line.isFirstInParagraph, first.isLast == line.isLastInParagraph,
              line.paragraphIndex == first.paragraphIndex + run.count
        else { return false }
        let stride = line.paragraphStart - (first.paragraphStart + (run.count - 1) * run.startStride)
        return stride > 0 && (run.count == 1 || stride == run.startStride)
    }

    /// Line `index` of `run` (0: its first) placed under `previous`.
    static func line(_ index: Int, of run: Run, after previous: Stacking?) -> PlacedLine {
        run.first.placed(index: index, stride: run.startStride, after: previous)
    }
}
