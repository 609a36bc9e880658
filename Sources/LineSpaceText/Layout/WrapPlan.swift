// Layout: a paragraph's lines under balanced or pretty wrapping, filled ahead of the lines the
// iterator gives (docs/semantics.md §4, "Wrap styles").

/// The lines of one paragraph whose style asks for `TextWrap.balance` or `.pretty`: greedy lines
/// filled ahead, far enough to know which lines to re-break, then given one at a time.
///
/// - `.balance`: at the paragraph's first line, its greedy lines are filled, at most
///   `TextWrap.maximumBalancedLines` + 1. A paragraph that ends within the bound is balanced
///   whole; one that a line limit cuts within the bound has the lines shown balanced among
///   themselves (the text they show greedily, as browsers clamp first and balance then); any
///   other stays greedy.
/// - `.pretty`: `TextWrap.prettyLines` lines are kept filled ahead, so a paragraph's end is seen
///   while its last lines are still to be given; they are re-broken then, unless a line limit
///   hides the paragraph's end.
///
/// A prefix of a longer text (`Typesetter.cutContext`) trusts no line ending past `trustedEnd`:
/// when the decision needs one, `line` answers nil and the caller lays out a longer prefix.
struct WrapPlan {
    let wrap: TextWrap
    /// Lines filled ahead, the next one first.
    private var ahead: [LineBreak] = []
    private var nextIndex = 0
    /// Whether the lines to re-break are decided (and `ahead` holds them): after that, lines
    /// past `ahead` are greedy.
    private var isDecided = false

    init(_ wrap: TextWrap) { self.wrap = wrap }

    /// The line from `start`, the paragraph's lines so far given; nil when deciding it needs a
    /// line ending past `trustedEnd`.
    ///
    /// - Parameters:
    ///   - linesLeft: the lines a line limit still shows, this one included (0: no limit).
    ///   - available: the width of the line starting at an offset.
    /// - Complexity: greedy filling's per line, plus once per paragraph `balanced`'s or
    ///   `pretty`'s bounded bisection.
    mutating func line(
        from start: Int, filler: LineFiller, linesLeft: Int, trustedEnd: Int, available: (Int) -> Double
    ) -> LineBreak? {
        let count = filler.paragraph.count
        if nextIndex == ahead.count && isDecided || start >= count {
            return filler.line(from: start, available: available(start))
        }
        if !isDecided {
            switch wrap {
            case .greedy: isDecided = true
            case .balance: guard decideBalance(from: start, filler: filler, linesLeft: linesLeft, trustedEnd: trustedEnd, available: available)
                else { return nil }
            case .pretty: guard decidePretty(from: start, filler: filler, linesLeft: linesLeft, trustedEnd: trustedEnd, available: available)
                else { return nil }
            }
        }
        guard nextIndex < ahead.count else { return filler.line(from: start, available: available(start)) }
        defer { nextIndex += 1 }
        return ahead[nextIndex]
    }

    /// Fills the paragraph's first greedy lines and balances them if it ends (or a line limit
    /// cuts it) within the bound. False when a line needed ends past `trustedEnd`.
    private mutating func decideBalance(
        from start: Int, filler: LineFiller, linesLeft: Int, trustedEnd: Int, available: (Int) -> Double
    ) -> Bool {
        let bound = TextWrap.maximumBalancedLines
        let greedy = filler.lines(
            from: start, to: filler.paragraph.count, maximumCount: linesLeft > 0 ? min(linesLeft, bound + 1) : bound + 1,
            available: available)
        guard let last = greedy.last, last.end <= trustedEnd else { return false }
        let ends = last.end >= filler.paragraph.count
        let cutByLimit = linesLeft > 0 && greedy.count == linesLeft && !ends
        ahead = greedy.count <= bound && (ends || cutByLimit) ? filler.balanced(greedy, available: available) : greedy
        nextIndex = 0
        isDecided = true
        return true
    }

    /// Keeps `TextWrap.prettyLines` lines filled ahead of the one from `start`; when they
    /// reach the paragraph's end, re-breaks its last lines. False when a line needed ends past
    /// `trustedEnd`.
    private mutating func decidePretty(
        from start: Int, filler: LineFiller, linesLeft: Int, trustedEnd: Int, available: (Int) -> Double
    ) -> Bool {
        let count = filler.paragraph.count
        ahead.removeFirst(nextIndex)
        nextIndex = 0
        let want = TextWrap.prettyLines
        if ahead.count < want {
            ahead += filler.lines(from: ahead.last?.end ?? start, to: count, maximumCount: want - ahead.count, available: available)
        }
        guard let last = ahead.last, last.end <= trustedEnd else { return false }
        guard last.end >= count else { return true }
        isDecided = true
        // The paragraph's end shows (no line limit hides it), and does not end at a hard break.
        let table = filler.paragraph.table
        guard linesLeft == 0 || ahead.count <= linesLeft, !table[last.end - 1].contains(.hardBreak) else { return true }
        // The last lines after any hard break among them: text moves down only within them.
        let tailStart = ahead.dropLast().lastIndex { table[$0.end - 1].contains(.hardBreak) }.map { $0 + 1 } ?? 0
        ahead.replaceSubrange(tailStart..., with: filler.pretty(Array(ahead[tailStart...]), available: available))
        return true
    }
}
