// The layout driver: paragraphs → lines → vertical stacking → alignment (SEMANTICS.md §2–7).
import Foundation

extension TextLayout {
    /// Lays out `text` under `options`.
    ///
    /// Paragraphs are shaped one at a time and layout stops after the last visible line, so
    /// truncating a long text to a few lines does not shape what is hidden.
    ///
    /// ```swift
    /// let font = try Font(family: "Noto Sans CJK TC", size: 17)
    /// let text = StyledText("如何讓你遇見我…", attributes: TextAttributes(font: font),
    ///                       paragraphStyle: ParagraphStyle(lineSpacing: 10))
    /// let layout = TextLayout(text: text, options: LayoutOptions(width: 300))
    /// ```
    ///
    /// - Complexity: O(n) in the text laid out, plus shaping.
    public init(text: StyledText, options: LayoutOptions) {
        self = Typesetter(text: text, options: options).layoutReportingExhaustion().layout
    }
}

/// A line placed vertically, before horizontal alignment.
struct PlacedLine {
    var paragraph: ShapedParagraph
    var paragraphIndex: Int
    var isFirstInParagraph: Bool
    var isLastInParagraph: Bool
    var content: LineContent
    /// Whether the line ends at a hard break inside its paragraph (U+2028 and friends).
    var endsAtHardBreak: Bool
    var runs: [ShapedRun]
    var ascender: Double, descender: Double, lineGap: Double
    var top: Double
    var box: LineBox
}

struct Typesetter {
    let text: StyledText
    let options: LayoutOptions
    let language: String?
    let buffer = HarfBuzzBuffer()

    init(text: StyledText, options: LayoutOptions) {
        self.text = text
        self.options = options
        language = options.locale.flatMap { $0.isEmpty ? nil : $0 } ?? DominantScript.language(of: text.utf16)
    }

    /// The layout, and whether a text that `continuesBeyond` ran out before the lines did (the
    /// caller then lays out a longer prefix).
    func layoutReportingExhaustion() -> (layout: TextLayout, needsMoreText: Bool) {
        let width = options.resolvedWidth
        guard !text.utf16.isEmpty else {
            let empty = TextLayout(lines: [], size: .zero, isTruncated: false, width: CGFloat(width), fonts: [])
            return (empty, text.continuesBeyond)
        }
        let maximumLines = options.resolvedNumberOfLines
        let maximumHeight = options.resolvedHeight
        var placed: [PlacedLine] = []
        var truncated = false
        var start = 0
        var paragraphIndex = 0

        var needsMoreText = false
        paragraphs: while true {
            // A prefix ends after a separator: what follows is not here, not an empty paragraph.
            if text.continuesBeyond && start == text.utf16.count {
                needsMoreText = true
                break
            }
            let span = Paragraphs.paragraph(startingAt: start, in: text.utf16)
            let style = text.runs[text.runIndex(at: span.range.lowerBound)].paragraphStyle
            let paragraph = ShapedParagraph(
                text: text, range: span.range, style: style, language: language, buffer: buffer)
            let filler = LineFiller(paragraph: paragraph, byCharacter: style.lineBreakMode == .byCharWrapping)
            var offset = 0
            var isFirst = true
            repeat {
                let available = style.availableWidth(in: width, isFirstLine: isFirst)
                let natural = filler.line(from: offset, available: available)
                let isLastInParagraph = natural.end >= paragraph.count
                let hidesMore = !isLastInParagraph || !span.isLast || text.continuesBeyond
                let line = place(
                    paragraph, index: paragraphIndex, natural: natural, content: LineContent(range: natural.start..<natural.contentEnd, width: natural.width),
                    isFirst: isFirst, isLast: isLastInParagraph, after: placed.last)

                // A height limit shows the lines whose bottoms fit, at least one.
                if line.top + line.box.height > maximumHeight + LineFiller.tolerance, let last = placed.popLast() {
                    placed.append(lastVisibleLine(rebuilding: last, width: width, after: placed.last))
                    truncated = true
                    break paragraphs
                }
                if maximumLines > 0 && placed.count + 1 == maximumLines && hidesMore {
                    placed.append(lastVisibleLine(rebuilding: line, width: width, after: placed.last))
                    truncated = true
                    break paragraphs
                }
                placed.append(line)
                offset = natural.end
                isFirst = false
            } while offset < paragraph.count
            if span.isLast { break }
            start = span.next
            paragraphIndex += 1
        }
        return (assemble(placed, width: width, truncated: truncated), needsMoreText)
    }

    /// `line` rebuilt as the last visible line of a layout that hides what follows it: wrapped,
    /// clipped or truncated with an ellipsis, as its paragraph's line-break mode says.
    private func lastVisibleLine(rebuilding line: PlacedLine, width: Double, after previous: PlacedLine?) -> PlacedLine {
        let paragraph = line.paragraph
        let filler = LineFiller(paragraph: paragraph, byCharacter: paragraph.style.lineBreakMode == .byCharWrapping)
        let available = paragraph.style.availableWidth(in: width, isFirstLine: line.isFirstInParagraph)
        let natural = filler.line(from: line.content.start, available: available)
        let content = Truncation(paragraph: paragraph, filler: filler, language: language, buffer: buffer)
            .lastLine(from: natural.start, natural: natural, available: available, mode: paragraph.style.lineBreakMode)
        return place(
            paragraph, index: line.paragraphIndex, natural: natural, content: content,
            isFirst: line.isFirstInParagraph, isLast: line.isLastInParagraph, after: previous)
    }

    /// Measures the line's metrics and stacks it under `previous` (SEMANTICS.md §2–3).
    private func place(
        _ paragraph: ShapedParagraph, index: Int, natural: LineBreak, content: LineContent, isFirst: Bool,
        isLast: Bool, after previous: PlacedLine?
    ) -> PlacedLine {
        // Glyphs are sliced out only when the caller wants them; the metrics need only the fonts
        // of the runs the line's pieces overlap (and the ellipsis's).
        let runs = options.includesGlyphs ? glyphRuns(paragraph, content) : []
        var ascender = 0.0, descender = 0.0, lineGap = 0.0
        var hasRun = false
        func include(_ font: Font) {
            hasRun = true
            ascender = max(ascender, font.ascender)
            descender = max(descender, font.descender)
            lineGap = max(lineGap, font.lineGap)
        }
        for piece in content.pieces {
            for run in paragraph.runs where run.range.upperBound > piece.lowerBound && run.range.lowerBound < piece.upperBound {
                include(run.font)
            }
        }
        if let ellipsis = content.ellipsis { include(ellipsis.run.font) }
        if !hasRun {
            // An empty line (or one of white space only) takes the font in effect there.
            let start = content.start
            include(paragraph.runs.first { $0.range.upperBound > start }?.font ?? paragraph.defaultAttributes.font)
        }
        let style = paragraph.style
        let box = LineBox(ascender: ascender, descender: descender, lineGap: lineGap, style: style)
        var top = 0.0
        if let previous {
            top = previous.top + previous.box.height + previous.paragraph.style.resolvedLineSpacing
            if previous.paragraphIndex != index {
                top += previous.paragraph.style.resolvedParagraphSpacing + style.resolvedParagraphSpacingBefore
            }
        }
        return PlacedLine(
            paragraph: paragraph, paragraphIndex: index, isFirstInParagraph: isFirst,
            isLastInParagraph: isLast, content: content,
            endsAtHardBreak: natural.end > natural.start && LineFiller.isHardBreak(paragraph.utf16[paragraph.start + natural.end - 1]),
            runs: runs, ascender: ascender,
            descender: descender, lineGap: lineGap, top: top, box: box)
    }

    /// The shaped runs of a line's pieces, with the ellipsis run in place.
    private func glyphRuns(_ paragraph: ShapedParagraph, _ content: LineContent) -> [ShapedRun] {
        var runs: [ShapedRun] = []
        for (i, piece) in content.pieces.enumerated() {
            if content.ellipsisIndex == i, let ellipsis = content.ellipsis { runs.append(positioned(ellipsis, at: piece.lowerBound)) }
            runs += paragraph.glyphRuns(from: piece.lowerBound, to: piece.upperBound)
        }
        if content.ellipsisIndex == content.pieces.count, let ellipsis = content.ellipsis {
            runs.append(positioned(ellipsis, at: content.pieces.last?.upperBound ?? 0))
        }
        return runs
    }

    private func positioned(_ ellipsis: Ellipsis, at offset: Int) -> ShapedRun {
        var run = ellipsis.run
        run.range = offset..<offset
        return run
    }
}
