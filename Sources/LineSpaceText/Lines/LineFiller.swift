// Lines: greedy filling over a measured paragraph, where each line ends (docs/semantics.md §4).

/// Where one line starts and ends, paragraph-relative.
struct LineBreak: Sendable, Hashable {
    var start: Int
    /// End of the visible content: hanging white space and hard-break characters excluded.
    var contentEnd: Int
    /// Where the next line starts.
    var end: Int
    /// Content width (letter spacing between clusters, not after the last).
    var width: Double
    /// CJK punctuation trimming at the line's edges (included in `width`).
    var punctuation = PunctuationEdges()
    /// The advance of the hyphen shown where the line ends at a soft hyphen (included in
    /// `width`), else 0.
    var hyphen = 0.0

    /// Whether the line ends at a hard break (the unit before its end is one). O(1).
    @inline(__always)
    func endsAtHardBreak(in table: ClusterTable) -> Bool {
        end > start && table[end - 1].contains(.hardBreak)
    }
}

/// Fills lines greedily: a line takes the longest text ending at a break opportunity whose
/// width, without trailing white space, fits; a unit wider than the line is broken at line
/// boundaries (grapheme clusters that HarfBuzz does not join), at least one cluster per line.
///
/// Per-line cost is proportional to the line: opportunities are walked from the line's start
/// (past the ends that surely fit, found by a galloping search where widths only grow: see
/// `passFitting`), the next mandatory break is found by binary search, widths come from prefix
/// sums.
struct LineFiller {
    let paragraph: MeasuredParagraph
    /// Break at any grapheme boundary (`byCharWrapping`) instead of UAX #14 opportunities.
    let byCharacter: Bool
    /// Whether ends that surely fit are passed over unmeasured (`passFitting`); false
    /// walks every opportunity, as a reference for tests (the lines are the same).
    var passesFittingEnds = true

    /// The filler `paragraph`'s style asks for: by character under `.byCharWrapping`; measuring
    /// every end it tries when `walksEveryEnd` (`LayoutOptions.walksEveryEnd`).
    init(paragraph: MeasuredParagraph, walksEveryEnd: Bool = false) {
        self.paragraph = paragraph
        byCharacter = paragraph.style.lineBreakMode == .byCharWrapping
        passesFittingEnds = !walksEveryEnd
    }

    init(paragraph: MeasuredParagraph, byCharacter: Bool) {
        self.paragraph = paragraph
        self.byCharacter = byCharacter
    }

    /// The line starting at `start` in `available` points; an empty line at the paragraph's end
    /// (the one line of an empty paragraph, or the line a hard break ending it opens).
    func line(from start: Int, available: Double) -> LineBreak {
        start >= paragraph.count
            ? LineBreak(start: start, contentEnd: start, end: start, width: 0) : nextLine(from: start, available: available)
    }

    /// The line starting at `start` in `available` points: the greedy line, hyphenated where
    /// the style asks for it (`hyphenated`).
    ///
    /// - Precondition: `start < paragraph.count`.
    func nextLine(from start: Int, available: Double) -> LineBreak {
        var line = greedyLine(from: start, available: available)
        if !paragraph.hyphenationPoints.isEmpty && !byCharacter { line = hyphenated(line, available: available) ?? line }
        if pushesOut { line = pushingOut(line, available: available) ?? line }
        return line
    }

    /// The greedy line starting at `start` in `available` points.
    ///
    /// - Precondition: `start < paragraph.count`.
    /// - Complexity: O(k) in the opportunities the line spans; where widths grow with the end,
    ///   O(log k) width look-ups and a binary search to pass over the ends that surely fit, then
    ///   the opportunities after them (usually one or two). Plus reshaping of unsafe edges.
    private func greedyLine(from start: Int, available: Double) -> LineBreak {
        let limit = available + ClusterTable.tolerance
        let segmentEnd = paragraph.table.segmentEnd(after: start)
        // An opening mark trimmed after the previous line's last mark shows whole at a line start.
        let restored = paragraph.punctuationRestored(atLineStart: start)
        // The longest candidate that fits by prefix sums. Earlier candidates are only needed
        // when it does not fit once its unsafe edges are reshaped (rare): walked again then.
        var longest: LineBreak?
        var tabPens = MeasuredParagraph.TabPens()
        var candidates = opportunities(after: start, through: segmentEnd)
        var contentEnds = ContentEnds(from: start)
        var walked = false
        if passesFittingEnds && !byCharacter && !paragraph.table.hasTabs && paragraph.table.widthsGrowWithEnd {
            // A comment-length line: its few opportunities by prefix sums, then (a long line)
            // past the rest that surely fit.
            if paragraph.punctuation == nil && !paragraph.table.isLetterSpaced {
                (longest, walked) = scanFitting(&candidates, from: start, limit: limit)
            }
            if !walked, let passed = passFitting(
                &candidates, from: start, segmentEnd: segmentEnd, restored: restored, limit: limit, tabPens: &tabPens,
                contentEnds: &contentEnds) {
                longest = passed
            }
        }
        if !walked {
            forEachFitting(
                &candidates, from: start, segmentEnd: segmentEnd, restored: restored, limit: limit, tabPens: &tabPens,
                contentEnds: &contentEnds) { longest = $0 }
        }
        // Prefix sums are exact except at edges HarfBuzz marks unsafe: check the chosen line by
        // reshaping there, stepping back to an earlier opportunity if it no longer fits.
        if var line = longest {
            line.width = paragraph.exactWidth(from: line.start, to: line.contentEnd) + line.punctuation.adjustment + line.hyphen
            if line.width <= limit || line.contentEnd == start { return line }
            var fitting: [LineBreak] = []
            var again = opportunities(after: start, through: segmentEnd)
            forEachFitting(
                &again, from: start, segmentEnd: segmentEnd, restored: restored, limit: limit, tabPens: &tabPens,
                contentEnds: &contentEnds) { fitting.append($0) }
            for var line in fitting.reversed().dropFirst() {
                line.width = paragraph.exactWidth(from: line.start, to: line.contentEnd) + line.punctuation.adjustment + line.hyphen
                if line.width <= limit || line.contentEnd == start { return line }
            }
            return splitByCluster(from: start, through: line.contentEnd, hangingTo: line.end, limit: limit)
        }
        // The first unit is wider than the line: cut it between grapheme clusters.
        var first = opportunities(after: start, through: segmentEnd)
        var firstEnd = first.next(in: paragraph) ?? segmentEnd
        let wordEnd = contentEnd(from: start, to: firstEnd, segmentEnd: segmentEnd, contentEnds: &contentEnds)
        // Character wrapping ends the unit after its first cluster: the white space after it
        // hangs on this line too, as after a word.
        while byCharacter && firstEnd < segmentEnd, let next = first.next(in: paragraph),
              contentEnd(from: start, to: next, segmentEnd: segmentEnd, contentEnds: &contentEnds) == wordEnd {
            firstEnd = next
        }
        return splitByCluster(from: start, through: max(wordEnd, start + 1), hangingTo: firstEnd, limit: limit)
    }

    /// The walk over `candidates` (the loop in `greedyLine`) for a paragraph with no tab, letter
    /// spacing or trimmed punctuation, where a candidate's width is one prefix-sum difference:
    /// at most `scanBudget` opportunities, stopping before one right after a soft hyphen (its
    /// hyphen's advance is the general loop's to weigh). Returns the longest line that fits so
    /// far and whether the walk is over (an end did not fit, or the segment's end was taken);
    /// when it is not, `candidates` stands at the first opportunity not tried.
    ///
    /// - Complexity: O(scanBudget).
    @inline(__always)
    private func scanFitting(_ candidates: inout Opportunities, from start: Int, limit: Double) -> (line: LineBreak?, walked: Bool) {
        let table = paragraph.table
        let line = paragraph.breaks.line
        let base = table.prefix(at: start)
        let last = candidates.last
        var longest: LineBreak?
        var index = candidates.index
        var tried = 0
        while tried < LineFiller.scanBudget {
            let end: Int
            if index < line.count && line[index].offset < last {
                end = line[index].offset
                // An opportunity inside a HarfBuzz cluster is not one (`Opportunities.next`).
                guard table.isClusterEdge(end) else {
                    index += 1
                    continue
                }
            } else {
                guard last > start else { return (longest, true) }
                end = last
            }
            if table[end - 1].contains(.softHyphen) { break }
            let isHard = end == last
            let contentEnd = table.contentEnd(from: start, to: end, isHard: isHard)
            // `candidate`'s width without tabs, spacing, restored mark or hyphen.
            let width = contentEnd > start ? table.prefix(at: contentEnd) - base : 0
            if width > limit && contentEnd > start { return (longest, true) }
            longest = LineBreak(
                start: start, contentEnd: contentEnd, end: end, width: width, punctuation: PunctuationEdges(restoredStart: 0))
            if isHard { return (longest, true) }
            index += 1
            tried += 1
        }
        candidates.index = index
        return (longest, false)
    }

    /// How many opportunities `scanFitting` tries before passing over the rest by galloping.
    static let scanBudget = 12

    /// Passes `candidates` over the opportunities before `segmentEnd` that surely fit, returning
    /// the line to the last of them (nil if none): what the walk would hold as `longest` when it
    /// reached the next one. Only where widths grow with the end (no tabs, letter spacing or
    /// negative advance): then every end up to the farthest offset that fits by prefix sums
    /// fits too, and that offset is found by a galloping search from the line's start. A CJK
    /// line then costs O(log k) width look-ups (k its length) rather than one per character.
    private func passFitting(
        _ candidates: inout Opportunities, from start: Int, segmentEnd: Int, restored: Double, limit: Double,
        tabPens: inout MeasuredParagraph.TabPens, contentEnds: inout ContentEnds
    ) -> LineBreak? {
        // The farthest offset whose width from `start` fits, as `candidate` measures it (no
        // tabs here, so the table's width is the paragraph's).
        let table = paragraph.table
        let reach = farthestFitting(from: start, through: segmentEnd) {
            !(table.width(from: start, to: $0) + restored > limit)
        }
        guard reach > start else { return nil }
        // The opportunities `next` would offer up to `reach` (it offers `segmentEnd` itself last).
        let line = paragraph.breaks.line
        let stop = min(reach, segmentEnd - 1)
        let passed = partitioningIndex(in: candidates.index..<line.count) { line[$0].offset > stop }
        var index = passed
        while index > candidates.index {
            index -= 1
            guard table.isClusterEdge(line[index].offset) else { continue }
            // It fits by its text; the hyphen shown at a soft hyphen may still take it past the
            // limit, and then the end before it is tried.
            if case .fits(let found, _) = candidate(
                from: start, to: line[index].offset, segmentEnd: segmentEnd, restored: restored, limit: limit, tabPens: &tabPens,
                contentEnds: &contentEnds) {
                candidates.index = passed
                return found
            }
        }
        return nil
    }

    /// Tries the opportunities left in `candidates` in turn as ends of the line from `start`,
    /// giving `fitting` each line that fits, until an end too wide by its text, or one that fits
    /// only with its closing mark at half width (given, and the last). An end too wide only with
    /// the hyphen its soft hyphen shows is passed over: a later end shows none.
    private func forEachFitting(
        _ candidates: inout Opportunities, from start: Int, segmentEnd: Int, restored: Double, limit: Double,
        tabPens: inout MeasuredParagraph.TabPens, contentEnds: inout ContentEnds, _ fitting: (LineBreak) -> Void
    ) {
        while let end = candidates.next(in: paragraph) {
            switch candidate(
                from: start, to: end, segmentEnd: segmentEnd, restored: restored, limit: limit, tabPens: &tabPens,
                contentEnds: &contentEnds) {
            case .fits(let line, let isLast):
                fitting(line)
                if isLast { return }
            case .tooWideWithItsHyphen: continue
            case .tooWide: return
            }
        }
    }

    /// What `candidate` finds at one opportunity.
    private enum Candidate {
        /// The line fits; `isLast` when only with the closing mark at its end set at half
        /// width (no later end can then fit).
        case fits(LineBreak, isLast: Bool)
        /// Its text fits but not with the hyphen its soft hyphen shows: a later end, which
        /// shows none, may fit.
        case tooWideWithItsHyphen
        /// Its text does not fit: greedy filling stops here.
        case tooWide
    }

    /// The line from `start` to the opportunity `end`, measured by prefix sums: whether it
    /// fits, as is or with the closing mark at its end set at half width.
    private func candidate(
        from start: Int, to end: Int, segmentEnd: Int, restored: Double, limit: Double, tabPens: inout MeasuredParagraph.TabPens,
        contentEnds: inout ContentEnds
    ) -> Candidate {
        let contentEnd = self.contentEnd(from: start, to: end, segmentEnd: segmentEnd, contentEnds: &contentEnds)
        // With tabs, a far end is not walked to: past the limit (and any trimmable closing
        // mark), the candidate cannot fit whatever follows.
        let bound = paragraph.table.hasTabs
            ? limit - restored + paragraph.punctuationTrimmable(atLineEnd: contentEnd, end: end) : .infinity
        let hyphen = paragraph.hyphenAdvance(contentEnd: contentEnd, end: end, segmentEnd: segmentEnd)
        let width = paragraph.width(from: start, to: contentEnd, tabPens: &tabPens, stoppingAbove: bound) + restored + hyphen
        guard width > limit && contentEnd > start else {
            let line = LineBreak(
                start: start, contentEnd: contentEnd, end: end, width: width, punctuation: PunctuationEdges(restoredStart: restored),
                hyphen: hyphen)
            return .fits(line, isLast: false)
        }
        if hyphen > 0 { return width - hyphen > limit ? .tooWide : .tooWideWithItsHyphen }
        // A closing mark at a soft line end may be set at half width when that makes the line fit.
        let trim = paragraph.punctuationTrimmable(atLineEnd: contentEnd, end: end)
        guard trim > 0 && width - trim <= limit else { return .tooWide }
        let trimmed = PunctuationEdges(restoredStart: restored, trimmedEnd: trim)
        return .fits(LineBreak(start: start, contentEnd: contentEnd, end: end, width: width - trim, punctuation: trimmed), isLast: true)
    }

    /// The longest run of whole grapheme clusters from `start` (within `end`) that fits, at
    /// least one cluster; a ligature may be cut (`ClusterTable.isEmergencyBreak`), both sides
    /// then reshaped. When the whole unit fits after all, the line also takes the white space
    /// after it (up to `hangingEnd`), which hangs.
    private func splitByCluster(from start: Int, through end: Int, hangingTo hangingEnd: Int, limit: Double) -> LineBreak {
        let table = paragraph.table
        let restored = paragraph.punctuationRestored(atLineStart: start)
        var best: Int?
        var offset = start + 1
        var tabPens = MeasuredParagraph.TabPens()
        while offset <= min(end, paragraph.count) {
            if table.isEmergencyBreak(offset) {
                if best != nil && paragraph.exactWidth(from: start, to: offset, tabPens: &tabPens) + restored > limit { break }
                best = offset
            }
            offset += 1
        }
        // At least one cluster, even when `end` falls inside the first one.
        var cut = best ?? start + 1
        while best == nil && cut < paragraph.count && !table.isEmergencyBreak(cut) { cut += 1 }
        let next = cut == end ? max(cut, hangingEnd) : cut
        return LineBreak(
            start: start, contentEnd: cut, end: next, width: paragraph.exactWidth(from: start, to: cut) + restored,
            punctuation: PunctuationEdges(restoredStart: restored))
    }


    private func firstOpportunityIndex(after offset: Int) -> Int {
        let line = paragraph.breaks.line
        return partitioningIndex(in: line.indices) { line[$0].offset > offset }
    }

    /// Break opportunities in `(start, last]`, ascending, `last` included.
    private func opportunities(after start: Int, through last: Int) -> Opportunities {
        if byCharacter {
            return Opportunities(byCharacter: true, index: 0, offset: start, start: start, last: last)
        }
        return Opportunities(byCharacter: false, index: firstOpportunityIndex(after: start), offset: start, start: start, last: last)
    }

    /// Walks break opportunities: UAX #14's at HarfBuzz cluster edges, or every line boundary
    /// when wrapping by character. The paragraph is given to each step.
    struct Opportunities {
        /// Whether every line boundary is an opportunity.
        let byCharacter: Bool
        var index: Int
        var offset: Int
        let start: Int
        let last: Int
        var done = false

        init(byCharacter: Bool, index: Int, offset: Int, start: Int, last: Int) {
            self.byCharacter = byCharacter
            self.index = index
            self.offset = offset
            self.start = start
            self.last = last
        }

        /// The next opportunity of `paragraph` (the filler's).
        mutating func next(in paragraph: MeasuredParagraph) -> Int? {
            if byCharacter {
                while offset < last {
                    offset += 1
                    if paragraph.table.isLineBoundary(offset) || offset == last { return offset }
                }
                return nil
            }
            guard !done else { return nil }
            let line = paragraph.breaks.line
            while index < line.count && line[index].offset < last {
                defer { index += 1 }
                // An opportunity inside a HarfBuzz cluster (a ligature across it) is not one.
                if paragraph.table.isClusterEdge(line[index].offset) { return line[index].offset }
            }
            done = true
            return last > start ? last : nil
        }
    }

    /// `end` minus trailing hard-break units (when the line ends at a hard break) and hanging
    /// white space, never before `start`.
    func contentEnd(from start: Int, to end: Int, isHard: Bool) -> Int {
        paragraph.table.contentEnd(from: start, to: end, isHard: isHard)
    }

    /// `contentEnd` of a line from `start` to the opportunity `end` in the segment ending at
    /// `segmentEnd` (a hard break there), through `contentEnds` for the ends before it: the
    /// ends tried from one start pass a run of white space once.
    private func contentEnd(from start: Int, to end: Int, segmentEnd: Int, contentEnds: inout ContentEnds) -> Int {
        end == segmentEnd
            ? contentEnd(from: start, to: end, isHard: true) : contentEnds.contentEnd(at: end, in: paragraph.table)
    }
}
