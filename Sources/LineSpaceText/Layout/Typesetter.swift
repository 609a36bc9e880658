// The layout driver: paragraphs → measured paragraphs → lines → stacking → assembly
// (docs/semantics.md §2–7, docs/design.md).
import Foundation

extension TextLayout {
    /// Lays out `text` under `options`.
    ///
    /// Paragraphs are measured one at a time and layout stops after the last visible line, so
    /// truncating a long text to a few lines does not shape what is hidden.
    ///
    /// ```swift
    /// let font = try Font(family: "Noto Sans CJK TC", size: 17)
    /// let text = StyledText("如何讓你遇見我…", attributes: TextAttributes(font: font),
    ///                       paragraphStyle: ParagraphStyle(lineSpacing: 10))
    /// let layout = TextLayout(text: text, options: LayoutOptions(width: 300))
    /// ```
    ///
    /// - Complexity: O(n) in the text laid out, plus shaping it once.
    public init(text: StyledText, options: LayoutOptions) {
        self = Typesetter(text: text, options: options).layoutReportingExhaustion().layout
    }
}

/// A line placed vertically, before assembly.
struct PlacedLine {
    var paragraph: MeasuredParagraph
    var paragraphIndex: Int
    var isFirstInParagraph: Bool
    var isLastInParagraph: Bool
    var content: LineContent
    /// Whether the line ends at a hard break inside its paragraph (U+2028 and friends).
    var endsAtHardBreak: Bool
    var ascender: Double, descender: Double, lineGap: Double
    var top: Double
    var box: LineBox
}

struct Typesetter {
    /// How far before the cut of a prefix that ends inside a paragraph a line must end to be
    /// trusted: break opportunities, grapheme clusters and shaping look a few characters ahead
    /// (UAX #14 and UAX #29 pair rules, HarfBuzz's context). Not a proof: rules that see through
    /// combining marks (`PR × OP CM* NU`) or joining that skips transparent marks look further
    /// in text with more than ~250 marks in a row.
    static let cutContext = 256

    let text: StyledText
    let options: LayoutOptions
    let language: String?
    let buffer = HarfBuzzBuffer()
    /// The shaping cache this layout shapes through (a task-local, read once per layout).
    let shapingCache = ShapingCache.current
    /// Paragraphs measured by earlier layouts of the same text (a Label's), reused.
    var paragraphs: MeasuredParagraphs?
    /// Every font × this (auto-shrink): measured paragraphs are scaled, not measured again.
    let fontScale: Double

    init(text: StyledText, options: LayoutOptions, paragraphs: MeasuredParagraphs? = nil, fontScale: Double = 1) {
        self.text = text
        self.options = options
        self.fontScale = fontScale.isFinite && fontScale > 0 ? fontScale : 1
        self.paragraphs = paragraphs?.text == text ? paragraphs : nil
        // A prefix carries the language of the whole text's start (docs/semantics.md).
        language = options.locale.flatMap { $0.isEmpty ? nil : $0 }
            ?? (text.languageOfWholeText ?? DominantScript.language(of: text.utf16))
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
        // A label's lines are few: room for them up front rather than four regrowths.
        placed.reserveCapacity(maximumLines > 0 ? min(maximumLines, 16) : 8)
        var truncated = false
        var start = 0
        var paragraphIndex = 0
        // Where the next line goes: under the last placed one.
        var stacking: Stacking? = nil

        var needsMoreText = false
        paragraphs: while true {
            let span = Paragraphs.paragraph(startingAt: start, in: text.utf16)
            // A separator at the very end starts no new line ("abc\n" is one line).
            let isLastParagraph = span.next >= text.utf16.count
            let style = text.runs[text.runIndex(at: span.range.lowerBound)].paragraphStyle
            var paragraph: MeasuredParagraph
            if let kept = paragraphs?.kept(span.range, style: style, language: language) {
                paragraph = kept
            } else {
                paragraph = measure(span.range, style: style)
                paragraphs?.keep(paragraph, language: language)
            }
            if fontScale != 1 {
                // Scaled from the measured paragraph; measured from scaled text only when its
                // trimmed punctuation holds metrics in points.
                paragraph = paragraph.scaled(by: fontScale) ?? MeasuredParagraph(
                    text: text.scalingFonts(by: fontScale), range: span.range, style: style, language: language, buffer: buffer,
                    shapingCache: shapingCache)
            }
            let filler = filler(for: paragraph)
            // The last paragraph of a prefix cut inside it: lines near the cut are not final. Bidi
            // levels may depend on text far away (bracket pairs, the first strong character), so
            // a paragraph with right-to-left levels is only laid out whole.
            var trustedEnd = Int.max
            if isLastParagraph && text.endsInsideParagraph {
                guard paragraph.bidi.isUniformlyLeftToRight else {
                    needsMoreText = true
                    break paragraphs
                }
                trustedEnd = paragraph.count - Typesetter.cutContext
            }
            // A hard line break (U+2028…) ending a paragraph that a separator follows starts one
            // more, empty line, as before any other text: only a break at the very end of the
            // text starts none ("abc\u{2028}\ndef" is three lines, "abc\u{2028}" one).
            let separatorFollows = span.next > span.range.upperBound
            var offset = 0
            var isFirst = true
            var opensEmptyLine = false
            repeat {
                let available = style.availableWidth(in: width, isFirstLine: isFirst)
                let natural = filler.line(from: offset, available: available)
                if natural.end > trustedEnd {
                    needsMoreText = true
                    break paragraphs
                }
                opensEmptyLine = separatorFollows && natural.end == paragraph.count && natural.end > natural.start
                    && paragraph.table[natural.end - 1].contains(.hardBreak)
                let isLastInParagraph = natural.end >= paragraph.count && !opensEmptyLine
                let hidesLaterParagraphs = !isLastParagraph || text.continuesBeyond
                let hidesMore = !isLastInParagraph || hidesLaterParagraphs
                let endsLineLimit = maximumLines > 0 && placed.count + 1 == maximumLines && hidesMore
                // The line as it stands: what a height limit is checked with, and what is shown
                // unless the line limit rebuilds it (with no height limit it is built once, there).
                var line: PlacedLine?
                if !endsLineLimit || maximumHeight.isFinite {
                    let placedLine = place(
                        paragraph, index: paragraphIndex, natural: natural,
                        content: LineContent(natural),
                        isFirst: isFirst, isLast: isLastInParagraph, after: stacking)
                    // A height limit shows the lines whose bottoms fit, at least one.
                    if placedLine.top + placedLine.box.height > maximumHeight + ClusterTable.tolerance, let last = placed.popLast() {
                        // What the height hides: this line's paragraph when `last` ends an earlier
                        // one; else the rest of their paragraph, and later ones if any (as a line
                        // limit decides: a rest that fits shows whole, with no ellipsis).
                        let sameParagraph = last.paragraphIndex == paragraphIndex
                        let hides = !sameParagraph || hidesLaterParagraphs
                        let rebuilt = lastVisibleLine(
                            of: last.paragraph, index: last.paragraphIndex, isFirst: last.isFirstInParagraph,
                            isLast: last.isLastInParagraph, start: last.content.start, width: width,
                            hidesLaterParagraphs: hides, after: Stacking(under: placed))
                        if needsWholeParagraph(rebuilt, trustedEnd: trustedEnd) {
                            needsMoreText = true
                            break paragraphs
                        }
                        placed.append(rebuilt)
                        truncated = Typesetter.leavesTextUnseen(
                            rebuilt, from: rebuilt.content.start, filler: filler, hidesLaterParagraphs: hides)
                        break paragraphs
                    }
                    line = placedLine
                }
                if endsLineLimit {
                    let last = lastVisibleLine(
                        of: paragraph, index: paragraphIndex, isFirst: isFirst, isLast: isLastInParagraph,
                        start: natural.start, natural: natural, width: width, hidesLaterParagraphs: hidesLaterParagraphs,
                        after: stacking)
                    if needsWholeParagraph(last, trustedEnd: trustedEnd) {
                        needsMoreText = true
                        break paragraphs
                    }
                    placed.append(last)
                    truncated = Typesetter.leavesTextUnseen(
                        last, from: natural.start, filler: filler, hidesLaterParagraphs: hidesLaterParagraphs)
                    break paragraphs
                }
                if let line {
                    stacking = Stacking(under: line)
                    placed.append(line)
                }
                offset = natural.end
                isFirst = false
            } while offset < paragraph.count || opensEmptyLine
            if isLastParagraph {
                needsMoreText = text.continuesBeyond
                break
            }
            start = span.next
            paragraphIndex += 1
        }
        let assembly = LineAssembly(includesGlyphs: options.includesGlyphs)
        if options.measuresSizeOnly {
            let size = assembly.size(of: placed, width: width)
            return (TextLayout(lines: [], size: size, isTruncated: truncated, width: CGFloat(width), fonts: []), needsMoreText)
        }
        let layout = assembly.assemble(placed, width: width, truncated: truncated)
        return (layout, needsMoreText)
    }

    /// Whether a last visible line, laid out by `filler` from `start`, leaves text unseen: later
    /// paragraphs it hides, an ellipsis, or a rest of its paragraph it does not show. Hard breaks
    /// inside the paragraph count as text; when only they were "hidden" and the rest fits, the
    /// paragraph shows whole.
    private static func leavesTextUnseen(
        _ line: PlacedLine, from start: Int, filler: LineFiller, hidesLaterParagraphs: Bool
    ) -> Bool {
        hidesLaterParagraphs || line.content.ellipsis != nil
            || (line.content.pieces.last?.upperBound ?? 0)
                < filler.contentEnd(from: start, to: line.paragraph.count, isHard: true)
    }

    /// Analyses, itemizes and shapes paragraph `range` of the text.
    private func measure(_ range: Range<Int>, style: ParagraphStyle) -> MeasuredParagraph {
        MeasuredParagraph(
            text: text, range: range, style: style, language: language, buffer: buffer, shapingCache: shapingCache)
    }

    /// Whether a last visible line built from a paragraph cut at a prefix's end depends on text
    /// past the trusted part: head and middle truncation show the paragraph's end; the others
    /// only what fits.
    private func needsWholeParagraph(_ line: PlacedLine, trustedEnd: Int) -> Bool {
        guard trustedEnd != Int.max else { return false }
        let mode = line.paragraph.style.lineBreakMode
        if mode == .byTruncatingHead || mode == .byTruncatingMiddle { return true }
        return (line.content.pieces.last?.upperBound ?? 0) > trustedEnd
    }

    /// The line of `paragraph` from `start` built as the last visible line of a layout that
    /// hides what follows it: wrapped, clipped or truncated with an ellipsis, as the paragraph's
    /// line-break mode says.
    ///
    /// - Parameter natural: the line's natural break when the caller has it (it filled the line
    ///   just before), else nil: filled again here.
    private func lastVisibleLine(
        of paragraph: MeasuredParagraph, index: Int, isFirst: Bool, isLast: Bool, start: Int,
        natural known: LineBreak? = nil, width: Double, hidesLaterParagraphs: Bool, after previous: Stacking?
    ) -> PlacedLine {
        let filler = filler(for: paragraph)
        let available = paragraph.style.availableWidth(in: width, isFirstLine: isFirst)
        let natural = known ?? filler.line(from: start, available: available)
        let content = Truncation(paragraph: paragraph, filler: filler, language: language, buffer: buffer).lastLine(
            from: natural.start, natural: natural, available: available, mode: paragraph.style.lineBreakMode,
            hidesLaterParagraphs: hidesLaterParagraphs)
        return place(
            paragraph, index: index, natural: natural, content: content, isFirst: isFirst, isLast: isLast, after: previous)
    }

    /// The line filler for `paragraph`: by character under `.byCharWrapping`, walking every end
    /// when the options ask for it (`LayoutOptions.walksEveryEnd`).
    private func filler(for paragraph: MeasuredParagraph) -> LineFiller {
        var filler = LineFiller(paragraph: paragraph, byCharacter: paragraph.style.lineBreakMode == .byCharWrapping)
        filler.passesFittingEnds = !options.walksEveryEnd
        return filler
    }

    /// Measures the line's metrics and stacks it under `previous` (docs/semantics.md §2–3).
    ///
    /// - Complexity: O(log r + the runs the line overlaps).
    private func place(
        _ paragraph: MeasuredParagraph, index: Int, natural: LineBreak, content: LineContent, isFirst: Bool,
        isLast: Bool, after previous: Stacking?
    ) -> PlacedLine {
        // The tallest font of the line's runs (a struct, not a nested function over captured
        // variables: those would pay a dynamic exclusivity check per access).
        var metrics = LineFontMetrics()
        for piece in content.pieces {
            paragraph.forEachRun(overlapping: piece) { metrics.include($0.font) }
        }
        if let ellipsis = content.ellipsis { metrics.include(ellipsis.run.font) }
        if !metrics.hasRun {
            // An empty line (or one of white space only) takes the font in effect there.
            metrics.include(paragraph.font(at: content.start))
        }
        let ascender = metrics.ascender, descender = metrics.descender, lineGap = metrics.lineGap
        let box = LineBox(ascender: ascender, descender: descender, lineGap: lineGap, style: paragraph.style)
        var top = 0.0
        if let previous {
            top = previous.bottom + previous.lineSpacing
            if previous.paragraphIndex != index {
                top += previous.paragraphSpacing + paragraph.style.resolvedParagraphSpacingBefore
            }
        }
        return PlacedLine(
            paragraph: paragraph, paragraphIndex: index, isFirstInParagraph: isFirst,
            isLastInParagraph: isLast, content: content,
            endsAtHardBreak: natural.end > natural.start && paragraph.table[natural.end - 1].contains(.hardBreak),
            ascender: ascender, descender: descender, lineGap: lineGap, top: top, box: box)
    }
}

/// What stacking a line under the last placed one needs from it: kept beside the placed lines
/// as each is appended (reading the last of them copies it, retaining its paragraph and its
/// ellipsis).
private struct Stacking {
    var bottom: Double
    var lineSpacing: Double
    var paragraphSpacing: Double
    var paragraphIndex: Int

    /// Under `line`.
    init(under line: borrowing PlacedLine) {
        bottom = line.top + line.box.height
        lineSpacing = line.paragraph.style.resolvedLineSpacing
        paragraphSpacing = line.paragraph.style.resolvedParagraphSpacing
        paragraphIndex = line.paragraphIndex
    }

    /// The last of `placed`, or nil when there is none.
    init?(under placed: [PlacedLine]) {
        guard let last = placed.last else { return nil }
        self.init(under: last)
    }
}

/// The largest ascender, descender and line gap among a line's fonts.
private struct LineFontMetrics {
    var ascender = 0.0, descender = 0.0, lineGap = 0.0
    var hasRun = false

    mutating func include(_ font: Font) {
        hasRun = true
        ascender = max(ascender, font.ascender)
        descender = max(descender, font.descender)
        lineGap = max(lineGap, font.lineGap)
    }
}
