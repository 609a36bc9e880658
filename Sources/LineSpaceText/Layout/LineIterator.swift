// Layout: a text's natural lines, one at a time, paragraph by paragraph.

/// A line as line filling ends it, before any limit decides whether it shows.
struct NaturalLine {
    let paragraph: MeasuredParagraph
    /// The text's offset of the paragraph's first unit.
    let paragraphStart: Int
    let paragraphIndex: Int
    let line: LineBreak
    let isFirst: Bool
    let isLastInParagraph: Bool
    /// Whether text follows the line's paragraph (later paragraphs, or text past a prefix).
    let textFollowsParagraph: Bool
    /// The paragraph's offsets up to which lines can be trusted: `Int.max`, except in the last
    /// paragraph of a prefix cut inside it (see `Typesetter.cutContext`).
    let trustedEnd: Int
    /// The paragraph's offset from which its end can be trusted (head and middle truncation
    /// show it): 0 for a whole paragraph, `Int.max` for one cut at a prefix's end, and the end's
    /// first final start for one whose middle is left out (`StyledText.Elision`).
    let trustedSuffixStart: Int

    /// Whether text after this line is hidden when it is the last one shown.
    var hidesMore: Bool { !isLastInParagraph || textFollowsParagraph }
}

/// The natural lines of a text at one width: each paragraph measured when its first line is
/// asked for (or taken from the ones a label kept), then filled line by line. A layout that
/// stops early (a line or height limit) measures no paragraph after its last line.
struct LineIterator {
    /// What the iterator gives next.
    enum Next {
        case line(NaturalLine)
        /// The text ended; `needsMoreText` when it is a prefix of a longer text.
        case end(needsMoreText: Bool)
        /// A prefix cut inside a paragraph ran out before a line could be trusted.
        case needsMoreText
    }

    private let width: Double
    /// Paragraphs are measured in `buffer` (by the typesetter each `next` is given).
    private let buffer: HarfBuzzBuffer
    private let walksEveryEnd: Bool
    /// The line limit (0: none) and the lines given so far: balanced and pretty wrapping
    /// re-break only lines that show.
    private let maximumLines: Int
    private var given = 0
    /// The paragraph being filled, and where its next line starts; between paragraphs, one
    /// with no filler (a value rather than an optional: docs/design.md, "Costs we avoid").
    private var current = Current()
    private var nextParagraphStart = 0
    private var paragraphIndex = -1
    private var ended = false
    /// The last empty paragraph measured and the attribute run it stands in: the empty
    /// paragraphs of one run are measured the same, so they share it (a million blank lines
    /// are not a million measured paragraphs).
    private var emptyParagraph: (run: Int, paragraph: MeasuredParagraph)?

    private struct Current {
        var start = 0
        /// Fills the paragraph's lines and holds the paragraph; nil between paragraphs.
        var filler: LineFiller?
        var isLastParagraph = false
        /// Whether a separator ends the paragraph (an empty line may follow a hard break).
        var separatorFollows = false
        var trustedEnd = Int.max
        var trustedSuffixStart = 0
        /// The width the paragraph's first line, and each later line, may take.
        var firstLineWidth = 0.0
        var lineWidth = 0.0
        /// Balanced or pretty wrapping's lines; nil for greedy lines.
        var plan: WrapPlan?
        var offset = 0
        var isFirst = true

        var paragraph: MeasuredParagraph { filler!.paragraph }

        /// The break of the line from `offset`: greedy, or balanced or pretty wrapping's (nil
        /// when that needs text past `trustedEnd`), `linesLeft` lines at most still to show (0:
        /// no limit).
        mutating func nextBreak(linesLeft: Int) -> LineBreak? {
            if plan != nil {
                let (first, later) = (firstLineWidth, lineWidth)
                return plan?.line(
                    from: offset, filler: filler!, linesLeft: linesLeft, trustedEnd: trustedEnd,
                    available: { $0 == 0 ? first : later })
            }
            return filler!.line(from: offset, available: isFirst ? firstLineWidth : lineWidth)
        }
    }

    /// The lines `typesetter` lays out, paragraphs shaped in `buffer`. Each `next` is given
    /// the same typesetter (borrowed, not kept: it holds the text and the options).
    init(_ typesetter: borrowing Typesetter, buffer: HarfBuzzBuffer) {
        self.buffer = buffer
        width = typesetter.options.resolvedWidth
        walksEveryEnd = typesetter.options.walksEveryEnd
        maximumLines = typesetter.options.resolvedNumberOfLines
    }

    /// The next natural line of `typesetter`'s text (the one the iterator was made with).
    ///
    /// - Complexity: the line filler's per line, plus measuring a paragraph at its first line.
    mutating func next(of typesetter: borrowing Typesetter) -> Next {
        if ended { return .end(needsMoreText: typesetter.text.continuesBeyond) }
        if current.filler == nil, let next = openParagraph(of: typesetter) { return next }
        guard current.filler != nil else { return .end(needsMoreText: typesetter.text.continuesBeyond) }
        // The paragraph's state is read and advanced in place: a line takes one reference to
        // the paragraph, the natural line's.
        let linesLeft = maximumLines > 0 ? max(1, maximumLines - given) : 0
        guard let natural = current.nextBreak(linesLeft: linesLeft), natural.end <= current.trustedEnd else {
            return .needsMoreText
        }
        given += 1
        let measured = current.paragraph
        let opensEmptyLine = LineIterator.opensEmptyLine(after: natural, in: measured, separatorFollows: current.separatorFollows)
        let line = NaturalLine(
            paragraph: measured, paragraphStart: current.start, paragraphIndex: paragraphIndex, line: natural,
            isFirst: current.isFirst, isLastInParagraph: natural.end >= measured.count && !opensEmptyLine,
            textFollowsParagraph: !current.isLastParagraph || typesetter.text.continuesBeyond,
            trustedEnd: current.trustedEnd, trustedSuffixStart: current.trustedSuffixStart)
        if natural.end < measured.count || opensEmptyLine {
            current.offset = natural.end
            current.isFirst = false
        } else {
            ended = current.isLastParagraph
            current = Current()
        }
        return .line(line)
    }

    /// Whether `line` of `paragraph` opens one more, empty line after it: a hard line break
    /// (U+2028…) ending a paragraph that a separator follows does, as before any other text;
    /// only a break at the very end of the text opens none ("abc\u{2028}\ndef" is three lines,
    /// "abc\u{2028}" one). The line walk asks the same. O(1).
    @inline(__always)
    static func opensEmptyLine(after line: LineBreak, in paragraph: MeasuredParagraph, separatorFollows: Bool) -> Bool {
        separatorFollows && line.end == paragraph.count && line.endsAtHardBreak(in: paragraph.table)
    }

    /// Measures the next paragraph; a `Next` when it cannot give lines.
    private mutating func openParagraph(of typesetter: borrowing Typesetter) -> Next? {
        let (span, kept) = typesetter.paragraphSpan(paragraphIndex + 1, startingAt: nextParagraphStart)
        nextParagraphStart = span.next
        paragraphIndex += 1
        let run = typesetter.text.runIndex(at: span.range.lowerBound)
        let style = typesetter.text.runs[run].paragraphStyle
        // A separator at the very end starts no new line ("abc\n" is one line).
        let isLastParagraph = span.next >= typesetter.text.utf16.count
        let paragraph: MeasuredParagraph
        if span.range.isEmpty && !isLastParagraph, let shared = emptyParagraph, shared.run == run {
            paragraph = shared.paragraph
        } else {
            paragraph = typesetter.measuredParagraph(
                paragraphIndex, range: span.range, style: style, kept: kept, buffer: buffer)
            if span.range.isEmpty && !isLastParagraph { emptyParagraph = (run, paragraph) }
        }
        var trustedEnd = Int.max
        var trustedSuffixStart = 0
        if isLastParagraph && typesetter.text.endsInsideParagraph {
            // Lines near the cut of a prefix are not final: breaks, clusters and shaping look
            // a few characters ahead, and bidi levels may depend on text far away (bracket
            // pairs, the next strong character): only lines ending well before the end of the
            // prefix's final levels are trusted.
            let units = typesetter.text.utf16[span.range]
            trustedEnd = BidiPrefix.settledEnd(of: units, bidi: paragraph.bidi) - Typesetter.cutContext
            trustedSuffixStart = .max
        } else if isLastParagraph, let elision = typesetter.text.elision, span.range.contains(elision.offset) {
            // The paragraph's middle is left out: its start is trusted as a prefix's, its end
            // from the first final start past the context after the missing text.
            let utf16 = typesetter.text.utf16
            let head = utf16[span.range.lowerBound..<elision.offset]
            trustedEnd = BidiPrefix.settledEnd(of: head, bidi: paragraph.bidi) - Typesetter.cutContext
            let start = BidiPrefix.settledStart(
                ofTail: utf16[elision.offset..<span.range.upperBound], after: head, whole: elision.wholeScan,
                baseLevel: paragraph.bidi.baseLevel, from: Typesetter.cutContext)
            trustedSuffixStart = start.map { elision.offset - span.range.lowerBound + $0 } ?? .max
        }
        current = Current(
            start: span.range.lowerBound, filler: LineFiller(paragraph: paragraph, walksEveryEnd: walksEveryEnd), isLastParagraph: isLastParagraph,
            separatorFollows: span.next > span.range.upperBound, trustedEnd: trustedEnd, trustedSuffixStart: trustedSuffixStart,
            firstLineWidth: style.availableWidth(in: width, isFirstLine: true),
            lineWidth: style.availableWidth(in: width, isFirstLine: false),
            plan: style.textWrap == .greedy || !width.isFinite ? nil : WrapPlan(style.textWrap))
        return nil
    }
}
