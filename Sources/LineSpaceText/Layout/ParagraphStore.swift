// Layout: a text's paragraphs, measured as layouts reach them and kept for every later one.
import Foundation

/// A text's paragraphs found and measured as layouts reach them, and kept: the store behind a
/// `Label` (measuring again at another width or font scale), a `LayoutBatch` group and a
/// `PreparedText`. A layout that stops early (a line or height limit) measures no more than it
/// shows, which is what a label of a long text needs.
///
/// `Sendable`: any thread may lay out through one store; a paragraph two threads measure at
/// once is kept once. Every layout, its statistics and its line ranges are exactly what a
/// fresh `TextLayout(text:options:)` gives with the same options.
final class ParagraphStore: Sendable {
    /// The text.
    let text: StyledText
    /// The locale it is measured in (nil: derived from the text, `StyledText.language`).
    let locale: String?
    /// `locale` as layout reads it (`given(_:)`).
    private let measuredLocale: String?
    /// The language shaping and line breaking use.
    let language: String?
    /// `language` as shaping reads it (`ShapingLanguage`).
    let shapingLanguage: String?
    private let shapingCache: ShapingCache?
    /// The paragraphs found and measured so far.
    private let state = Locked(State())

    /// Paragraphs are found as layouts reach them: a layout of a long text's first lines
    /// neither scans nor measures the rest.
    private struct State {
        /// Paragraphs `0..<paragraphs.count`, in order.
        var paragraphs: [Paragraph] = []
        /// Every paragraph measured, once all are (`measuredParagraphs()`).
        var measuredParagraphs: MeasuredParagraphs?
    }

    /// One paragraph found: its span, and the paragraph measured (nil until a layout reaches it).
    private struct Paragraph {
        var span: ParagraphSpan
        var measured: MeasuredParagraph?
    }

    /// A store of `text`'s paragraphs in `locale` (BCP 47; nil derives the language from the
    /// text, as `LayoutOptions.locale` does).
    ///
    /// - Complexity: O(1); each paragraph is found and measured when a layout first reaches it.
    init(_ text: StyledText, locale: String? = nil) {
        self.text = text
        self.locale = locale
        measuredLocale = ParagraphStore.given(locale)
        language = ParagraphStore.language(of: text, locale: locale)
        shapingLanguage = ShapingLanguage.canonical(language)
        shapingCache = ShapingCache.current
    }

    /// The language a layout of `text` under `locale` shapes and breaks in.
    static func language(of text: StyledText, locale: String?) -> String? {
        given(locale) ?? text.language
    }

    /// `locale` as layout reads it: nil when empty.
    static func given(_ locale: String?) -> String? {
        locale.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The language a layout of this text under `locale` uses: the prepared one when the
    /// locale is the one it was prepared in, so the layout derives none.
    func language(under locale: String?) -> String? {
        measures(in: locale) ? language : ParagraphStore.language(of: text, locale: locale)
    }

    /// Paragraph `index`'s span and, once a layout has measured it, the paragraph; nil past
    /// the last.
    ///
    /// - Complexity: O(1) once found; else the paragraphs up to it are scanned.
    func paragraph(_ index: Int) -> (span: ParagraphSpan, measured: MeasuredParagraph?)? {
        state.withLock { state in
            span(index, in: &state).map { ($0, state.paragraphs[index].measured) }
        }
    }

    /// Paragraph `index`'s span in `state`, found now if it is not yet.
    private func span(_ index: Int, in state: inout State) -> ParagraphSpan? {
        while state.paragraphs.count <= index {
            let start = state.paragraphs.last?.span.next ?? 0
            // Past the last paragraph (an empty text still has one).
            if !state.paragraphs.isEmpty && start >= text.utf16.count { return nil }
            // A label's few paragraphs (a short poem's lines) in one allocation.
            if state.paragraphs.isEmpty { state.paragraphs.reserveCapacity(8) }
            state.paragraphs.append(Paragraph(span: Paragraphs.paragraph(startingAt: start, in: text.utf16)))
        }
        return state.paragraphs[index].span
    }

    /// Paragraph `index` (`range`, as `paragraph(_:)` found it) measured now in `style`, shaped
    /// in `buffer`, and kept; or the paragraph another thread kept first.
    ///
    /// - Complexity: analysing, itemizing and shaping it.
    func measure(_ index: Int, range: Range<Int>, style: ParagraphStyle, buffer: HarfBuzzBuffer) -> MeasuredParagraph {
        let paragraph = MeasuredParagraph(
            text: text, range: range, style: style, language: language, shapingLanguage: shapingLanguage, buffer: buffer,
            shapingCache: shapingCache)
        // Two threads may measure the same paragraph: the first stored serves both.
        return state.withLock { state in
            if let kept = state.paragraphs[index].measured { return kept }
            state.paragraphs[index].measured = paragraph
            return paragraph
        }
    }

    /// Every paragraph measured, read under the lock once per layout; nil until layouts have
    /// measured them all, or when the text is empty or a prefix of a longer one (its lines
    /// near the cut are decided as `LineIterator` says).
    ///
    /// - Complexity: O(1) once built; building it, O(paragraphs).
    func measuredParagraphs() -> MeasuredParagraphs? {
        guard !text.utf16.isEmpty, !text.continuesBeyond, text.elision == nil else { return nil }
        return state.withLock { state in
            if let kept = state.measuredParagraphs { return kept }
            var entries: [MeasuredParagraphs.Entry] = []
            // The empty paragraphs of one attribute run share one measured (`LineIterator`).
            var empty: (run: Int, paragraph: MeasuredParagraph)?
            var index = 0
            while let span = span(index, in: &state) {
                let isLast = span.next >= text.utf16.count
                var measured = state.paragraphs[index].measured
                if span.range.isEmpty && !isLast {
                    let run = text.runIndex(at: span.range.lowerBound)
                    if let found = measured {
                        empty = (run, found)
                    } else if let shared = empty, shared.run == run {
                        measured = shared.paragraph
                    }
                }
                guard let measured else { return nil }
                entries.append(MeasuredParagraphs.Entry(
                    measured: measured, start: span.range.lowerBound, isLast: isLast, separatorFollows: span.next > span.range.upperBound))
                index += 1
            }
            let all = MeasuredParagraphs(entries)
            state.measuredParagraphs = all
            return all
        }
    }

    /// Every paragraph measured now (those no layout has reached yet), and their list for
    /// line walks; nil as `measuredParagraphs()` says.
    ///
    /// - Complexity: analysing, itemizing and shaping the paragraphs not yet measured.
    func measuredEveryParagraph() -> MeasuredParagraphs? {
        HarfBuzzBuffer.withPooled { buffer in
            var index = 0
            while let (span, measured) = paragraph(index) {
                if measured == nil {
                    // The style a layout measures the paragraph in (`LineIterator`).
                    let style = text.runs[text.runIndex(at: span.range.lowerBound)].paragraphStyle
                    _ = measure(index, range: span.range, style: style, buffer: buffer)
                }
                index += 1
            }
        }
        return measuredParagraphs()
    }

    // MARK: Laying out

    /// The layout at `options`' width, height and line limit (`options.locale` must give the
    /// language the text was measured in; another is laid out as a fresh text).
    ///
    /// - Complexity: line filling, O(the lines laid out), and measuring paragraphs not met before.
    func layout(_ options: LayoutOptions) -> TextLayout {
        Typesetter(text: text, options: options, paragraphs: self).layout().layout
    }

    /// What a layout at `options` would be, without its lines (`PreparedText.statistics`).
    ///
    /// - Complexity: a line walk once every paragraph is measured, else line filling and
    ///   sizing each line; no glyph runs are built.
    func statistics(_ options: LayoutOptions) -> LineStatistics {
        walkable(options)?.statistics(LineWalk(options: options)) ?? typesetStatistics(options)
    }

    /// `statistics(options)` from lines filled and sized by the typesetter, for what a line
    /// walk does not give.
    func typesetStatistics(_ options: LayoutOptions) -> LineStatistics {
        var options = options
        options.measuresSizeOnly = true
        let typesetter = Typesetter(text: text, options: options, paragraphs: self)
        let lines = typesetter.placedLines()
        let size = LineAssembly(includesGlyphs: false).size(of: lines.placed, width: options.resolvedWidth)
        return LineStatistics(lineCount: lines.placed.count, size: size, isTruncated: lines.truncated)
    }

    /// The ranges of the lines a layout at `options` would show (`PreparedText.lineRanges`).
    ///
    /// - Complexity: a line walk once every paragraph is measured, else line filling; no line
    ///   is sized or assembled.
    func lineRanges(_ options: LayoutOptions) -> [LineRange] {
        walkable(options)?.lineRanges(LineWalk(options: options)) ?? typesetLineRanges(options)
    }

    /// `lineRanges(options)` from lines filled by the typesetter.
    func typesetLineRanges(_ options: LayoutOptions) -> [LineRange] {
        let lines = Typesetter(text: text, options: options, paragraphs: self).placedLines()
        return lines.placed.map(LineRange.init)
    }

    /// Whether a layout under `locale` uses the language the text is measured in, so that it
    /// may read the measured paragraphs.
    func measures(in locale: String?) -> Bool {
        Self.locale(locale, reads: measuredLocale)
    }

    /// Whether a layout under `locale` reads paragraphs measured under `measured` (a locale
    /// as `given(_:)` keeps it).
    static func locale(_ locale: String?, reads measured: String?) -> Bool {
        guard let locale, !locale.isEmpty else { return measured == nil }
        return locale == measured
    }

    /// The measured paragraphs a walk at `options` reads: the kept ones, when `options` lays
    /// out in the locale the text is measured in.
    private func walkable(_ options: LayoutOptions) -> MeasuredParagraphs? {
        measures(in: options.locale) ? measuredParagraphs() : nil
    }

    /// The memory the measured paragraphs hold, estimated from their arrays (text, break
    /// opportunities, cluster tables, glyphs), with the list line walks read them from.
    var byteCount: Int {
        state.withLock { state in
            state.paragraphs.reduce(state.measuredParagraphs?.byteCount ?? 0) { $0 + ($1.measured?.byteCount ?? 0) }
        }
    }
}
