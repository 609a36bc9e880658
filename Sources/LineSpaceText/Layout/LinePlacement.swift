// Layout: a line's vertical place — its fonts' metrics, its box, its top under the line before
// (docs/semantics.md §2–3).

/// A line placed vertically, before assembly.
struct PlacedLine {
    /// The line's paragraph measured (shared by the empty paragraphs of one style and run).
    var paragraph: MeasuredParagraph
    /// The text's offset of the paragraph's first unit (`paragraph.start` unless the measured
    /// paragraph is an empty one shared).
    var paragraphStart: Int
    var paragraphIndex: Int
    var isFirstInParagraph: Bool
    var isLastInParagraph: Bool
    var content: LineContent
    /// Where line filling ended the line (balanced or pretty wrapping's end, not always the
    /// greedy one): a height limit that makes it the last line shown builds that from it.
    var natural: LineBreak
    /// Whether the line ends at a hard break inside its paragraph (U+2028 and friends).
    var endsAtHardBreak: Bool
    var ascender: Double, descender: Double, lineGap: Double
    var top: Double
    var box: LineBox

    /// The line of `paragraph` showing `content`, whose natural break is `natural`, stacked
    /// under `previous`: its height is its fonts' (the tallest ascender, descender and line gap
    /// among its runs and its ellipsis; an empty line takes the font in effect where it stands)
    /// under the paragraph style's line-height rules.
    ///
    /// - Complexity: O(log r + the runs the line overlaps).
    init(
        _ paragraph: MeasuredParagraph, start: Int, index: Int, natural: LineBreak, content: LineContent, isFirst: Bool,
        isLast: Bool, after previous: Stacking?
    ) {
        var metrics = LineFontMetrics()
        for piece in content.pieces {
            paragraph.forEachRun(overlapping: piece) { metrics.include($0.font) }
        }
        if let ellipsis = content.ellipsis { metrics.include(ellipsis.run.font) }
        if !metrics.hasRun { metrics.include(paragraph.font(at: content.start)) }
        let top = previous.map {
            $0.top(opensParagraph: $0.paragraphIndex != index, spacingBefore: paragraph.style.resolvedParagraphSpacingBefore)
        } ?? 0
        self.paragraph = paragraph
        paragraphStart = start
        paragraphIndex = index
        isFirstInParagraph = isFirst
        isLastInParagraph = isLast
        self.content = content
        self.natural = natural
        endsAtHardBreak = natural.endsAtHardBreak(in: paragraph.table)
        (ascender, descender, lineGap) = (metrics.ascender, metrics.descender, metrics.lineGap)
        self.top = top
        box = LineBox(ascender: ascender, descender: descender, lineGap: lineGap, style: paragraph.style)
    }

    /// The line's bottom edge.
    var bottom: Double { top + box.height }
}

/// What stacking a line under another needs from it.
struct Stacking {
    var bottom: Double
    var lineSpacing: Double
    var paragraphSpacing: Double
    var paragraphIndex: Int

    /// Under `line`.
    init(under line: borrowing PlacedLine) {
        bottom = line.bottom
        lineSpacing = line.paragraph.style.resolvedLineSpacing
        paragraphSpacing = line.paragraph.style.resolvedParagraphSpacing
        paragraphIndex = line.paragraphIndex
    }

    /// Under a line of paragraph `index` ending at `bottom` in a style of these spacings.
    init(bottom: Double, lineSpacing: Double, paragraphSpacing: Double, paragraphIndex: Int) {
        self.bottom = bottom
        self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing
        self.paragraphIndex = paragraphIndex
    }

    /// The top of the next line: line spacing under this one, and when it opens a paragraph
    /// this paragraph's spacing after it and the new one's before it (`spacingBefore`). The
    /// one stacking rule of layouts and line walks. O(1).
    @inline(__always)
    func top(opensParagraph: Bool, spacingBefore: Double) -> Double {
        var top = bottom + lineSpacing
        if opensParagraph { top += paragraphSpacing + spacingBefore }
        return top
    }
}

/// The lines placed so far, top to bottom, and what the next line stacks under.
struct PlacedLines {
    private(set) var lines: [PlacedLine] = []
    /// What a line under the last one stacks on; nil before the first line.
    private(set) var below: Stacking?

    /// Room for `capacity` lines.
    init(capacity: Int) { lines.reserveCapacity(capacity) }

    var count: Int { lines.count }

    mutating func append(_ line: PlacedLine) {
        below = Stacking(under: line)
        lines.append(line)
    }

    /// Removes the last line and returns it (nil when there is none).
    mutating func popLast() -> PlacedLine? {
        let last = lines.popLast()
        below = lines.indices.last.map { Stacking(under: lines[$0]) }
        return last
    }
}

/// The largest ascender, descender and line gap among a line's fonts.
struct LineFontMetrics: Sendable, Equatable {
    var ascender = 0.0, descender = 0.0, lineGap = 0.0
    var hasRun = false

    /// One font's metrics.
    init(_ font: Font) {
        include(font)
    }

    /// None yet.
    init() {}

    mutating func include(_ font: Font) {
        hasRun = true
        ascender = max(ascender, font.ascender)
        descender = max(descender, font.descender)
        lineGap = max(lineGap, font.lineGap)
    }

    /// Includes metrics found before (one font's, kept): the same maxima as including its font.
    @inline(__always)
    mutating func include(_ metrics: LineFontMetrics) {
        hasRun = true
        ascender = max(ascender, metrics.ascender)
        descender = max(descender, metrics.descender)
        lineGap = max(lineGap, metrics.lineGap)
    }

    /// The height of a line with these metrics under `style` (`LineBox`).
    func lineHeight(_ style: borrowing ParagraphStyle) -> Double {
        LineBox.metrics(ascender: ascender, descender: descender, lineGap: lineGap, style: style).height
    }
}
