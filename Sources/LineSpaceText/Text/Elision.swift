// Text left out of a long paragraph's middle: its start and its end laid out for head or middle
// truncation (docs/design.md, "A long text's prefix").

extension StyledText {
    /// Where text was left out: the units of the whole text from `offset` to `offset + units`
    /// are missing at `offset`, inside the last paragraph, whose end follows. Lines are trusted
    /// only well before `offset` and from the paragraph end's first final start on
    /// (`BidiPrefix.settledStart`), which `wholeScan` (the whole paragraph's bidi scan up to the
    /// missing text's end) lets the typesetter find.
    struct Elision: Sendable, Equatable {
        /// Where the missing units were, in this text.
        let offset: Int
        /// How many units are missing.
        let units: Int
        /// The bidi scan of the whole paragraph from its start to the end of the missing text.
        let wholeScan: BidiPrefix.Scan

        static func == (lhs: Elision, rhs: Elision) -> Bool { lhs.offset == rhs.offset && lhs.units == rhs.units }

        /// The whole text's offset of this text's `offset`.
        func wholeOffset(_ offset: Int) -> Int { offset < self.offset ? offset : offset + units }
    }
}

extension ParagraphStyle {
    /// Whether a last visible line of this paragraph shows its end (head and middle truncation).
    var showsParagraphEnd: Bool { lineBreakMode == .byTruncatingHead || lineBreakMode == .byTruncatingMiddle }
}

extension StyledText {
    /// This text's first `count` units, which end inside a paragraph whose last line shown
    /// shows its end, followed by the end of that paragraph (about `tailUnits` units, and its
    /// separator): the text to lay out when the paragraph's middle cannot be shown. Nil when
    /// the paragraph does not show its end, or letter spacing may be negative (an elided middle
    /// could then narrow the rest); the prefix to the paragraph's end when it is that short.
    ///
    /// - Complexity: O(the paragraph) (a scan of its bidi classes) + O(count + tailUnits) copied.
    func splicing(at count: Int, tailUnits: Int) -> StyledText? {
        var start = count
        while start > 0, !Paragraphs.isSeparator(utf16[start - 1]) { start -= 1 }
        let span = Paragraphs.paragraph(startingAt: start, in: utf16)
        guard runs[runIndex(at: start)].paragraphStyle.showsParagraphEnd,
              !runs.contains(where: { $0.attributes.letterSpacing < 0 })
        else { return nil }
        var tailStart = max(count, span.range.upperBound - max(tailUnits, 1))
        if tailStart > count, UTF16.isTrailSurrogate(utf16[tailStart]), UTF16.isLeadSurrogate(utf16[tailStart - 1]) { tailStart -= 1 }
        guard tailStart > count else { return prefix(units: span.next, endsInsideParagraph: false) }
        var scan = BidiPrefix.Scan()
        BidiPrefix.forEachScalar(of: utf16[start..<tailStart]) { _, scalar in
            _ = scan.read(scalar)
            return !scan.stopped
        }
        let elided = tailStart - count
        var units = Array(utf16[..<count])
        units.append(contentsOf: utf16[tailStart..<span.next])
        var spliced: [Run] = []
        for run in runs {
            if run.range.lowerBound < count {
                var head = run
                head.range = run.range.lowerBound..<min(run.range.upperBound, count)
                spliced.append(head)
            }
            if run.range.upperBound > tailStart && run.range.lowerBound < span.next {
                var tail = run
                tail.range = (max(run.range.lowerBound, tailStart) - elided)..<(min(run.range.upperBound, span.next) - elided)
                spliced.append(tail)
            }
        }
        return StyledText(
            prefixUnits: units, runs: spliced, continues: span.next < utf16.count, endsInsideParagraph: false, language: language,
            elision: Elision(offset: count, units: elided, wholeScan: scan))
    }
}
