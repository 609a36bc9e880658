// Lines: balanced and pretty wrapping (CSS `text-wrap-style`), both the lines greedy filling
// gives at narrower widths (docs/semantics.md §4, "Wrap styles").

extension LineFiller {
    /// How close the bisections below get to the width where the lines change, in points.
    static let wrapPrecision = 1.0 / 64

    /// Greedy lines from `start` until one reaches `end` or `maximumCount` are filled, as
    /// `nextLine` fills them: line `i` in `available(lineStart) - reduction(i)` points (never
    /// below 0), where `available` gives the width of the line starting at an offset.
    ///
    /// - Complexity: `nextLine`'s for each line filled.
    func lines(
        from start: Int, to end: Int, maximumCount: Int, reduction: (Int) -> Double = { _ in 0 }, available: (Int) -> Double
    ) -> [LineBreak] {
        var lines: [LineBreak] = []
        var offset = start
        while offset < min(end, paragraph.count) && lines.count < maximumCount {
            let line = nextLine(from: offset, available: max(0, available(offset) - reduction(lines.count)))
            lines.append(line)
            offset = line.end
        }
        return lines
    }

    /// `greedy`, consecutive greedy lines, balanced (`TextWrap.balance`) in two steps. First
    /// the widest line is made as narrow as it can be: every line narrower by the most that
    /// still ends the same number of lines where the last ends (found by bisection to
    /// `wrapPrecision`). Then, top to bottom, each line takes, of the longest text that fits
    /// that narrower width and the longest that fits an equal share of the rest, the one closer
    /// to that share, as long as the rest still fits the lines left. No filling may cut a word
    /// more than greedy does. `greedy` when no narrower width keeps the lines' number.
    ///
    /// - Complexity: O(log₂(w / wrapPrecision) + k) fillings of at most k lines, k =
    ///   `greedy.count` and w the widest line's available width: bounded per paragraph.
    func balanced(_ greedy: [LineBreak], available: (Int) -> Double) -> [LineBreak] {
        guard greedy.count > 1, let first = greedy.first, let last = greedy.last else { return greedy }
        let count = greedy.count
        let cuts = greedy.count { isCut($0) }
        func fill(from start: Int, lines: Int, reduction: Double) -> [LineBreak]? {
            let filled = self.lines(from: start, to: last.end, maximumCount: lines, reduction: { _ in reduction }, available: available)
            WorkCounter.current?.countWrapLines(filled.count)
            return filled.last?.end == last.end && filled.count { isCut($0) } <= cuts ? filled : nil
        }
        // Fitting: a reduction that keeps the lines; failing: one assumed not to (at the
        // widest width, every line is one cluster).
        var fitting = 0.0
        var failing = greedy.map { available($0.start) }.max() ?? 0
        var narrowest = greedy
        while failing - fitting > Self.wrapPrecision {
            let middle = (fitting + failing) / 2
            if let lines = fill(from: first.start, lines: count, reduction: middle), lines.count == count {
                (fitting, narrowest) = (middle, lines)
            } else {
                failing = middle
            }
        }
        return evened(narrowest, reduction: fitting, available: available) { start, lines in
            fill(from: start, lines: lines, reduction: fitting)
        } ?? narrowest
    }

    /// `lines` (greedy at `reduction`) with each line, top to bottom, as close to an equal share
    /// of the rest's width as the choice between the longest line that fits the share and the
    /// longest that fits `reduction` gives, as long as `fill` (at `reduction`) puts the rest in
    /// the lines left. Nil when a step fails.
    private func evened(
        _ lines: [LineBreak], reduction: Double, available: (Int) -> Double, fill: (Int, Int) -> [LineBreak]?
    ) -> [LineBreak]? {
        guard let end = lines.last?.end, let contentEnd = lines.last?.contentEnd else { return nil }
        var result: [LineBreak] = []
        var start = lines[0].start
        for index in 0..<(lines.count - 1) {
            let left = lines.count - index
            let share = paragraph.width(from: start, to: contentEnd) / Double(left)
            let width = max(0, available(start) - reduction)
            let longest = nextLine(from: start, available: width)
            var chosen = longest
            let shorter = nextLine(from: start, available: min(share, width))
            if shorter.end != longest.end && shorter.end > start && !isCut(shorter)
                && abs(shorter.width - share) < abs(longest.width - share),
                let rest = fill(shorter.end, left - 1), rest.count <= left - 1 {
                chosen = shorter
            }
            result.append(chosen)
            start = chosen.end
        }
        guard let rest = fill(start, 1), rest.count == 1, rest[0].end == end else { return nil }
        return result + rest
    }

    /// Whether `line` ends inside a word, between clusters, because no opportunity fit (not at
    /// a hyphenation point): balanced and pretty fillings must not add such cuts.
    private func isCut(_ line: LineBreak) -> Bool {
        !byCharacter && line.end < paragraph.count && line.hyphen == 0 && !paragraph.table[line.end].contains(.breakOpportunity)
    }

    /// `tail`, a paragraph's last greedy lines (at most `TextWrap.prettyLines`, none but the
    /// last ending at a hard break), re-broken so that the last does not hold a lone short
    /// unit (`TextWrap.pretty`). Only when the last line is one unit (a word, a CJK character
    /// with its punctuation) narrower than a third of its width, as Chromium decides it. The
    /// lines before it are made to end earlier: the last one of them, or the last two, or
    /// more, each group narrower by the same least amount that moves a unit down to the last
    /// line (found by bisection to `wrapPrecision`). Of the groups that succeed with every line
    /// that ends elsewhere still at least half full, the one leaving the least squared room at
    /// the ends of the lines before the last wins (the fewest lines changed on a tie). `tail`
    /// when none succeeds.
    ///
    /// - Complexity: O(k · log₂(w / wrapPrecision)) fillings of k + 1 lines, k = `tail.count`
    ///   and w the widest available width of the lines before the last: bounded per paragraph.
    func pretty(_ tail: [LineBreak], available: (Int) -> Double) -> [LineBreak] {
        guard !byCharacter, tail.count > 1, let first = tail.first, let last = tail.last,
              last.width < available(last.start) / 3, holdsOneUnit(last) else { return tail }
        let count = tail.count
        // The room at the ends of the lines before the last, squared and summed.
        func room(_ lines: [LineBreak]) -> Double {
            lines.dropLast().reduce(0) { sum, line in sum + (available(line.start) - line.width) * (available(line.start) - line.width) }
        }
        var best: (lines: [LineBreak], room: Double)?
        for group in stride(from: count - 2, through: 0, by: -1) {
            func fill(_ reduction: Double) -> [LineBreak] {
                let lines = lines(
                    from: first.start, to: last.end, maximumCount: count + 1,
                    reduction: { $0 >= group && $0 < count - 1 ? reduction : 0 }, available: available)
                WorkCounter.current?.countWrapLines(lines.count)
                return lines
            }
            // Whether a filling moved a unit down to the last line, or moved too much.
            func moves(_ lines: [LineBreak]) -> Bool {
                lines.count != count || lines.last?.end != last.end || lines.last.map { !holdsOneUnit($0) } ?? true
            }
            var keeping = 0.0
            var moving = tail[group..<(count - 1)].map { available($0.start) }.max() ?? 0
            var found = fill(moving)
            guard moves(found) else { continue }
            while moving - keeping > Self.wrapPrecision {
                let middle = (keeping + moving) / 2
                let lines = fill(middle)
                if moves(lines) { (moving, found) = (middle, lines) } else { keeping = middle }
            }
            guard found.count == count, found.last?.end == last.end, let newLast = found.last, !holdsOneUnit(newLast),
                  found.count(where: isCut) <= tail.count(where: isCut),
                  zip(found, tail).dropLast().allSatisfy({ $0.end == $1.end || $0.width >= available($0.start) / 2 })
            else { continue }
            let score = room(found)
            if best.map({ score < $0.room }) ?? true { best = (found, score) }
        }
        return best?.lines ?? tail
    }

    /// Whether `line` holds one unit: no break opportunity at a cluster edge lies inside its
    /// content after some of it (white space at its start is no unit).
    ///
    /// - Complexity: O(log k) in the paragraph's opportunities, plus the ones inside the line.
    func holdsOneUnit(_ line: LineBreak) -> Bool {
        holdsOneUnit(from: line.start, to: line.contentEnd)
    }

    /// Whether `start..<end` holds one unit (see `holdsOneUnit(_:)`).
    func holdsOneUnit(from start: Int, to end: Int) -> Bool {
        let table = paragraph.table
        let opportunities = paragraph.breaks.line
        var index = partitioningIndex(in: opportunities.indices) { opportunities[$0].offset > start }
        while index < opportunities.count && opportunities[index].offset < end {
            let offset = opportunities[index].offset
            if table.isClusterEdge(offset) && table.contentEnd(from: start, to: offset, isHard: false) > start { return false }
            index += 1
        }
        return true
    }
}
