// Layout: the line heights of a paragraph whose fonts differ, found once, so that a line-end
// table finds a line's height by one lookup (docs/design.md, "Prepared texts").

/// A paragraph's runs sorted into classes of equal font metrics, with the height of a line
/// showing each set of classes: a line's height is that of the largest metrics among its runs
/// (`MeasuredParagraphs.Entry.lineHeight`), which depends only on the set of classes the runs
/// fall in, so the set as a bit mask indexes a list of every set's height.
///
/// A paragraph has few classes (its font and a fallback or two: CJK, emoji); one with more than
/// `maximumCount` has none made (its text is walked by `LineWalk`).
struct FontClasses {
    /// The most classes a paragraph may have: a class is one bit of a `UInt8`.
    static let maximumCount = 8

    /// The runs in order, neighbours of one class merged: the range each covers in the
    /// paragraph and its class's bit.
    let runs: [(range: Range<Int>, bit: UInt8)]
    /// By set of classes (bit `1 << c` for class `c`): the height of a line showing runs of
    /// exactly those classes. Entry 0, no class, is unused.
    let heights: [Double]

    /// The classes of `entry`'s runs, nil when it has more than `maximumCount`.
    ///
    /// - Complexity: O(runs × classes + 2^classes × classes), once.
    init?(_ entry: MeasuredParagraphs.Entry) {
        var classes: [LineFontMetrics] = []
        var runs: [(range: Range<Int>, bit: UInt8)] = []
        for (run, metrics) in zip(entry.measured.runs, entry.runMetrics) {
            let found = classes.firstIndex(of: metrics) ?? classes.count
            if found == classes.count {
                guard classes.count < Self.maximumCount else { return nil }
                classes.append(metrics)
            }
            let bit = UInt8(1) << found
            if let last = runs.last, last.bit == bit, last.range.upperBound == run.range.lowerBound {
                runs[runs.count - 1].range = last.range.lowerBound..<run.range.upperBound
            } else {
                runs.append((run.range, bit))
            }
        }
        let style = entry.measured.style
        self.runs = runs
        heights = (0..<(1 << classes.count)).map { set in
            var metrics = LineFontMetrics()
            for (index, found) in classes.enumerated() where set & (1 << index) != 0 { metrics.include(found) }
            return set == 0 ? 0 : metrics.lineHeight(style)
        }
    }

    /// The index of the first run from `run` on that ends after `offset` (`runs.count` when
    /// none does).
    func firstRun(endingAfter offset: Int, from run: Int) -> Int {
        var index = run
        while index < runs.count && runs[index].range.upperBound <= offset { index += 1 }
        return index
    }

    /// The classes of the runs that `range` overlaps (0 when it is empty), searched from `run`,
    /// a run that ends before `range` does or overlaps it.
    ///
    /// - Complexity: O(the runs passed and overlapped).
    func classes(in range: Range<Int>, from run: Int) -> UInt8 {
        guard !range.isEmpty else { return 0 }
        var index = firstRun(endingAfter: range.lowerBound, from: run)
        var classes: UInt8 = 0
        while index < runs.count && runs[index].range.lowerBound < range.upperBound {
            classes |= runs[index].bit
            index += 1
        }
        return classes
    }
}
