// Layout: the driver — natural lines from the iterator, placed under the limits, assembled
// (docs/semantics.md §2–7, docs/design.md).
import Foundation

extension TextLayout {
    /// Lays out `text` under `options`.
    ///
    /// Paragraphs are measured one at a time and layout stops after the last visible line, so
    /// truncating a long text to a few lines does not shape what is hidden; a long paragraph in
    /// limited lines is laid out from a prefix (`PrefixLayout`).
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
        self = PrefixLayout.layout(of: text, options: options) { Typesetter(text: $0, options: options).layout() }
    }

    /// Lays out `text` from a prefix when it is longer than `prefixThreshold` units and its
    /// lines or height are limited: the fuzzer and the tests check that a short text's prefix
    /// layout is its whole layout (`PrefixLayout.threshold` keeps short texts whole otherwise).
    package init(text: StyledText, options: LayoutOptions, prefixThreshold: Int) {
        self = PrefixLayout.layout(of: text, options: options, threshold: prefixThreshold) {
            Typesetter(text: $0, options: options).layout()
        }
    }
}

/// Lays out one text at one width: its natural lines (`LineIterator`) placed until the limits
/// (`LayoutLimits`) end the layout, then assembled (`LineAssembly`).
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
    /// `language` as shaping reads it (`ShapingLanguage`).
    let shapingLanguage: String?
    /// The shaping cache this layout shapes through (a task-local, read once per layout).
    let shapingCache = ShapingCache.current
    /// The task's work counter (tests), read once per layout.
    let workCounter = WorkCounter.current
    /// The text prepared (a Label's, a caller's): its paragraphs are measured once.
    let paragraphs: ParagraphStore?
    /// Every font × this (auto-shrink): measured paragraphs are scaled, not measured again.
    let fontScale: Double

    init(text: StyledText, options: LayoutOptions, paragraphs: ParagraphStore? = nil, fontScale: Double = 1) {
        self.text = text
        self.options = options
        self.fontScale = fontScale.isFinite && fontScale > 0 ? fontScale : 1
        let prepared = paragraphs.flatMap { $0.text == text ? $0 : nil }
        let language = if let prepared {
            prepared.language(under: options.locale)
        } else {
            ParagraphStore.language(of: text, locale: options.locale)
        }
        self.language = language
        let store = prepared.flatMap { $0.language == language ? $0 : nil }
        self.paragraphs = store
        shapingLanguage = store?.shapingLanguage ?? ShapingLanguage.canonical(language)
    }

    /// The layout, and whether a text that `continuesBeyond` ran out before the lines did (the
    /// caller then lays out a longer prefix).
    func layout() -> (layout: TextLayout, needsMoreText: Bool) {
        let width = options.resolvedWidth
        let (placed, truncated, needsMoreText) = placedLines()
        let assembly = LineAssembly(includesGlyphs: options.includesGlyphs)
        if options.measuresSizeOnly {
            let size = assembly.size(of: placed, width: width)
            return (TextLayout(lines: [], size: size, isTruncated: truncated, width: CGFloat(width), fonts: []), needsMoreText)
        }
        return (assembly.assemble(placed, width: width, truncated: truncated), needsMoreText)
    }

    /// The layout's lines to be built one at a time (`StreamedLayout`), its size found first.
    /// Without limits in a finite width, every natural line is placed under the one before and
    /// sized as it is placed; lines of one shared empty paragraph are kept as runs
    /// (`PlacedLineRuns`), so a million blank lines keep a few placed lines.
    func streamed() -> StreamedLayout {
        let width = options.resolvedWidth
        let assembly = LineAssembly(includesGlyphs: options.includesGlyphs)
        guard options.resolvedNumberOfLines == 0, !options.resolvedHeight.isFinite, width.isFinite, !text.continuesBeyond else {
            let (placed, truncated, _) = placedLines()
            return StreamedLayout(placed: placed, width: width, truncated: truncated, assembly: assembly)
        }
        workCounter?.countLayout()
        var runs = PlacedLineRuns()
        var usedWidth = 0.0
        var items: [LineItem] = []
        if !text.utf16.isEmpty {
            HarfBuzzBuffer.withPooled { buffer in
                var lines = LineIterator(self, buffer: buffer)
                while case .line(let natural) = lines.next(of: self) {
                    let line = PlacedLine(
                        natural.paragraph, start: natural.paragraphStart, index: natural.paragraphIndex, natural: natural.line,
                        content: LineContent(natural.line), isFirst: natural.isFirst, isLast: natural.isLastInParagraph,
                        after: runs.below)
                    usedWidth = max(usedWidth, LineAssembly.usedWidth(of: line, in: width, items: &items))
                    runs.append(line)
                }
            }
        }
        let size = CGSize(width: usedWidth, height: runs.below?.bottom ?? 0)
        return StreamedLayout(runs: runs, size: size, width: width, assembly: assembly)
    }

    /// The lines placed before assembly, whether text is hidden, and whether a text that
    /// `continuesBeyond` ran out before the lines did.
    func placedLines() -> (placed: [PlacedLine], truncated: Bool, needsMoreText: Bool) {
        workCounter?.countLayout()
        guard !text.utf16.isEmpty else { return ([], false, text.continuesBeyond) }
        // One HarfBuzz buffer for every paragraph the layout measures.
        return HarfBuzzBuffer.withPooled { placedLines(buffer: $0) }
    }

    private func placedLines(buffer: HarfBuzzBuffer) -> (placed: [PlacedLine], truncated: Bool, needsMoreText: Bool) {
        let limits = LayoutLimits(maximumLines: options.resolvedNumberOfLines, maximumHeight: options.resolvedHeight)
        var lines = LineIterator(self, buffer: buffer)
        var placed = PlacedLines(capacity: limits.maximumLines > 0 ? min(limits.maximumLines, 16) : 8)
        var truncated = false
        var needsMoreText = false
        filling: while true {
            switch lines.next(of: self) {
            case .line(let natural):
                switch limits.place(natural, into: &placed, typesetter: self) {
                case .placed: continue
                case .ended(let hidesText): truncated = hidesText
                case .needsMoreText: needsMoreText = true
                }
            case .end(let more): needsMoreText = more
            case .needsMoreText: needsMoreText = true
            }
            break filling
        }
        return (placed.lines, truncated, needsMoreText)
    }

    /// Paragraph `index`, which starts at `start`: as the prepared text split it, with the
    /// paragraph it kept measured if any; or found now.
    ///
    /// - Complexity: O(1) from a prepared text, else O(paragraph length).
    func paragraphSpan(_ index: Int, startingAt start: Int) -> (span: ParagraphSpan, kept: MeasuredParagraph?) {
        if let found = paragraphs?.paragraph(index) { return (found.span, found.measured) }
        return (Paragraphs.paragraph(startingAt: start, in: text.utf16), nil)
    }

    /// Paragraph `index` (`range`) measured: `kept` (what the prepared text kept), or measured
    /// now (shaping in `buffer`) and kept by the prepared text, or analysed, itemized and shaped
    /// for this layout alone; with auto-shrink's scale, scaled (or measured from scaled text
    /// when its trimmed punctuation holds metrics in points).
    func measuredParagraph(
        _ index: Int, range: Range<Int>, style: ParagraphStyle, kept: MeasuredParagraph?, buffer: HarfBuzzBuffer
    ) -> MeasuredParagraph {
        workCounter?.countMeasured(units: range.count)
        var paragraph: MeasuredParagraph
        if let kept, kept.style == style {
            paragraph = kept
        } else if kept == nil, let measured = paragraphs?.measure(index, range: range, style: style, buffer: buffer) {
            paragraph = measured
        } else {
            paragraph = MeasuredParagraph(
                text: text, range: range, style: style, language: language, shapingLanguage: shapingLanguage, buffer: buffer,
                shapingCache: shapingCache)
        }
        if fontScale != 1 {
            paragraph = paragraph.scaled(by: fontScale) ?? MeasuredParagraph(
                text: text.scalingFonts(by: fontScale), range: range, style: style, language: language,
                shapingLanguage: shapingLanguage, buffer: buffer, shapingCache: shapingCache)
        }
        return paragraph
    }

    /// The line of `paragraph` from `start` built as the last visible line of a layout that
    /// hides what follows it: wrapped, clipped or truncated with an ellipsis, as the paragraph's
    /// line-break mode says.
    ///
    /// - Parameter natural: the line's natural break when the caller has it, else nil: filled
    ///   again here.
    func lastVisibleLine(
        of paragraph: MeasuredParagraph, paragraphStart: Int, index: Int, isFirst: Bool, isLast: Bool, start: Int,
        natural known: LineBreak? = nil, hidesLaterParagraphs: Bool, after previous: Stacking?
    ) -> PlacedLine {
        let filler = LineFiller(paragraph: paragraph, walksEveryEnd: options.walksEveryEnd)
        let available = paragraph.style.availableWidth(in: options.resolvedWidth, isFirstLine: isFirst)
        let natural = known ?? filler.line(from: start, available: available)
        let content = Truncation(paragraph: paragraph, filler: filler, language: language).lastLine(
            from: natural.start, natural: natural, available: available, mode: paragraph.style.lineBreakMode,
            hidesLaterParagraphs: hidesLaterParagraphs)
        return PlacedLine(
            paragraph, start: paragraphStart, index: index, natural: natural, content: content, isFirst: isFirst, isLast: isLast, after: previous)
    }
}
