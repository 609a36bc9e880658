// Layout: a text prepared once and laid out at any width, from any thread.
import Foundation

/// A text analysed, itemized and shaped once — its paragraphs measured, their cluster tables
/// built — so that laying it out at another width only fills lines: no ICU, no HarfBuzz.
///
/// Immutable from the outside and `Sendable`: share one across threads (a list's texts prepared
/// once, laid out again on every resize). A paragraph is measured the first time a layout
/// reaches it, so a layout that stops early (a line or height limit) measures no more than
/// it shows; the measurement is then kept for every later layout.
///
/// Every layout, its statistics and its line ranges are exactly what a fresh
/// `TextLayout(text:options:)` gives with the same options.
///
/// ```swift
/// let prepared = PreparedText(text)
/// for width in [180.0, 220, 260] {
///     let stats = prepared.statistics(LayoutOptions(width: width))
///     print(stats.lineCount, stats.size.height)
/// }
/// let layout = prepared.layout(LayoutOptions(width: 220, numberOfLines: 2))
/// ```
public final class PreparedText: Sendable {
    /// The text prepared.
    public let text: StyledText
    /// The locale it was prepared in (nil: derived from the text, `StyledText.language`).
    public let locale: String?
    /// The language shaping and line breaking use.
    let language: String?
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

    /// Prepares `text` in `locale` (BCP 47; nil derives the language from the text, as
    /// `LayoutOptions.locale` does).
    ///
    /// - Complexity: O(1); each paragraph is found and measured when a layout first reaches it.
    public init(_ text: StyledText, locale: String? = nil) {
        self.text = text
        self.locale = locale
        language = PreparedText.language(of: text, locale: locale)
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
        PreparedText.given(locale) == PreparedText.given(self.locale) ? language : PreparedText.language(of: text, locale: locale)
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
            // A label's few paragraphs in one allocation.
            if state.paragraphs.isEmpty { state.paragraphs.reserveCapacity(4) }
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
            text: text, range: range, style: style, language: language, buffer: buffer, shapingCache: shapingCache)
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

    // MARK: Laying out

    /// The layout at `options`' width, height and line limit (`options.locale` must give the
    /// language the text was prepared in; another is laid out as a fresh text).
    ///
    /// - Complexity: line filling, O(the lines laid out), and measuring paragraphs not met before.
    public func layout(_ options: LayoutOptions) -> TextLayout {
        Typesetter(text: text, options: options, paragraphs: self).layout().layout
    }

    /// What a layout at `options` would be, without its lines: how many lines, the used size
    /// (unrounded, as `TextLayout.size`) and whether text is hidden.
    ///
    /// - Complexity: line filling and sizing each line; no glyph runs are built.
    public func statistics(_ options: LayoutOptions) -> LineStatistics {
        if let walked = walkedStatistics(options) { return walked }
        var options = options
        options.measuresSizeOnly = true
        let typesetter = Typesetter(text: text, options: options, paragraphs: self)
        let lines = typesetter.placedLines()
        let size = LineAssembly(includesGlyphs: false).size(of: lines.placed, width: options.resolvedWidth)
        return LineStatistics(lineCount: lines.placed.count, size: size, isTruncated: lines.truncated)
    }

    /// The UTF-16 ranges of the lines a layout at `options` would show, top to bottom: each
    /// line's range and the pieces it shows (two around a middle ellipsis).
    ///
    /// - Complexity: line filling; no line is sized or assembled.
    public func lineRanges(_ options: LayoutOptions) -> [LineRange] {
        if let walked = walkedLineRanges(options) { return walked }
        let lines = Typesetter(text: text, options: options, paragraphs: self).placedLines()
        return lines.placed.map(LineRange.init)
    }

    /// `statistics(options)` by a line walk that builds no line (`LineWalk`); nil where the
    /// walk gives up, or before every paragraph is measured.
    func walkedStatistics(_ options: LayoutOptions) -> LineStatistics? {
        guard let paragraphs = walkable(options) else { return nil }
        let walk = LineWalk(options: options)
        if let table = paragraphs.lineEnds, walk.width.isFinite, !walk.walksEveryEnd {
            var widest = LineWidths(width: walk.width)
            if let lines = table.walk(width: walk.width, maximumLines: walk.maximumLines, maximumHeight: walk.maximumHeight, into: &widest) {
                return LineStatistics(lineCount: lines.lineCount, size: CGSize(width: widest.widest, height: lines.height), isTruncated: false)
            }
        }
        var widths = LineWidths(width: walk.width)
        guard let lines = walk.walk(paragraphs, into: &widths) else { return nil }
        return LineStatistics(lineCount: lines.lineCount, size: CGSize(width: widths.widest, height: lines.height), isTruncated: false)
    }

    /// `lineRanges(options)` by a line walk (`walkedStatistics`).
    func walkedLineRanges(_ options: LayoutOptions) -> [LineRange]? {
        guard let paragraphs = walkable(options) else { return nil }
        let walk = LineWalk(options: options)
        if let table = paragraphs.lineEnds, walk.width.isFinite, !walk.walksEveryEnd {
            var ranges = LineRanges()
            if table.walk(width: walk.width, maximumLines: walk.maximumLines, maximumHeight: walk.maximumHeight, into: &ranges) != nil {
                return ranges.ranges
            }
        }
        var ranges = LineRanges()
        guard walk.walk(paragraphs, into: &ranges) != nil else { return nil }
        return ranges.ranges
    }

    /// The measured paragraphs a walk at `options` reads: the prepared ones, when `options`
    /// lays out in the locale the text was prepared in.
    private func walkable(_ options: LayoutOptions) -> MeasuredParagraphs? {
        guard PreparedText.given(options.locale) == PreparedText.given(locale) else { return nil }
        return measuredParagraphs()
    }

    /// The memory the measured paragraphs hold, estimated from their arrays (text, break
    /// opportunities, cluster tables, glyphs), with the list line walks read them from.
    public var byteCount: Int {
        state.withLock { state in
            state.paragraphs.reduce(state.measuredParagraphs?.byteCount ?? 0) { $0 + ($1.measured?.byteCount ?? 0) }
        }
    }
}

/// A layout's numbers without its lines (`PreparedText.statistics`).
public struct LineStatistics: Sendable, Hashable {
    /// The lines the layout shows.
    public var lineCount: Int
    /// The used size, unrounded: the widest line with its head indent, the bottom of the last.
    public var size: CGSize
    /// Whether text is hidden (lines past the limit, or cut by truncation).
    public var isTruncated: Bool

    /// Statistics with the given values.
    public init(lineCount: Int, size: CGSize, isTruncated: Bool) {
        self.lineCount = lineCount
        self.size = size
        self.isTruncated = isTruncated
    }
}

/// The source text one line shows (`PreparedText.lineRanges`), as `TextLayout.Line` gives it.
public struct LineRange: Sendable, Hashable {
    /// From the first to the last unit shown, hanging white space and hard breaks left out.
    public var range: NSRange
    /// The pieces shown, in order (two around a middle ellipsis).
    public var ranges: [NSRange] {
        get {
            switch pieces {
            case .none: []
            case .one(let piece): [piece]
            case .several(let pieces): pieces
            }
        }
        set { pieces = Pieces(newValue) }
    }
    /// Whether the line shows an ellipsis.
    public var hasEllipsis: Bool
    /// Index of the paragraph the line belongs to (0-based).
    public var paragraphIndex: Int
    private var pieces: Pieces

    /// `ranges`, kept without an array for a line of one piece or none (almost every line), so
    /// that a line walk allocates nothing per line.
    private enum Pieces: Sendable, Hashable {
        case none
        case one(NSRange)
        case several([NSRange])

        init(_ ranges: [NSRange]) {
            switch ranges.count {
            case 0: self = .none
            case 1: self = .one(ranges[0])
            default: self = .several(ranges)
            }
        }
    }

    /// The line of paragraph `paragraphIndex` showing `start..<end` of the text (nothing when
    /// empty, located at `start`).
    init(start: Int, end: Int, paragraphIndex: Int) {
        if end > start {
            range = NSRange(location: start, length: end - start)
            pieces = .one(range)
        } else {
            range = NSRange(location: start, length: 0)
            pieces = .none
        }
        hasEllipsis = false
        self.paragraphIndex = paragraphIndex
    }

    init(_ placed: PlacedLine) {
        let start = placed.paragraphStart
        let ranges = placed.content.pieces.map { NSRange(location: start + $0.lowerBound, length: $0.count) }
        if let first = ranges.first, let last = ranges.last {
            range = NSRange(location: first.location, length: last.location + last.length - first.location)
        } else {
            range = NSRange(location: start + placed.content.start, length: 0)
        }
        pieces = Pieces(ranges)
        hasEllipsis = placed.content.ellipsis != nil
        paragraphIndex = placed.paragraphIndex
    }
}
