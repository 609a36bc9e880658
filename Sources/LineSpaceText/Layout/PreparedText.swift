// Layout: a text prepared once and laid out at any width, from any thread.
import Foundation

/// A text analysed, itemized and shaped once — every paragraph measured, its cluster table and
/// line ends built — so that laying it out at another width only fills lines: no ICU, no
/// HarfBuzz.
///
/// Immutable and `Sendable`: share one across threads (a list's texts prepared once, laid out
/// again on every resize). Statistics and line ranges at a width are a walk over the prepared
/// line ends, with no lock and no allocation for a plain text; a full layout builds its lines
/// from the measured paragraphs.
///
/// Every layout, its statistics and its line ranges are exactly what a fresh
/// `TextLayout(text:options:)` gives with the same options. To lay out only the first lines of
/// a long text, use `TextLayout` or a `Label`, which measure no more than the lines shown.
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
    public var text: StyledText { store.text }
    /// The locale it was prepared in (nil: derived from the text, `StyledText.language`).
    public var locale: String? { store.locale }
    /// The paragraphs, measured; layouts that a line walk does not give read them from here.
    let store: ParagraphStore
    /// Every paragraph measured, with what a line walk reads (nil for an empty text).
    let paragraphs: MeasuredParagraphs?
    /// The paragraphs' line-end table (its array references, inline) and the locale they are
    /// measured in (`ParagraphStore`), kept here too: a walk at a new width then goes from this
    /// object straight to the table's arrays. Over a list of texts, each one's objects are out
    /// of the processor's nearest caches, and reads that each wait on the last (store, paragraph
    /// list, table object) cost more than the walk's arithmetic.
    private let lineEnds: LineEndTable?
    private let measuredLocale: String?

    /// Prepares `text` in `locale` (BCP 47; nil derives the language from the text, as
    /// `LayoutOptions.locale` does): analyses, itemizes and shapes every paragraph.
    ///
    /// - Complexity: O(n) in the text's length, as a layout of the whole text.
    public init(_ text: StyledText, locale: String? = nil) {
        store = ParagraphStore(text, locale: locale)
        paragraphs = store.measuredEveryParagraph()
        lineEnds = paragraphs?.lineEnds
        measuredLocale = ParagraphStore.given(locale)
    }

    /// The layout at `options`' width, height and line limit (`options.locale` must give the
    /// language the text was prepared in; another is laid out as a fresh text).
    ///
    /// - Complexity: line filling, O(the lines laid out), and building the lines shown.
    public func layout(_ options: LayoutOptions) -> TextLayout {
        store.layout(options)
    }

    /// What a layout at `options` would be, without its lines: how many lines, the used size
    /// (unrounded, as `TextLayout.size`) and whether text is hidden.
    ///
    /// - Complexity: O(log k) per line of a plain text (k the break opportunities a line spans);
    ///   line filling and sizing each line where a limit ends the layout or the lines are
    ///   balanced; no glyph runs are built.
    public func statistics(_ options: LayoutOptions) -> LineStatistics {
        walkedStatistics(options) ?? store.typesetStatistics(options)
    }

    /// The UTF-16 ranges of the lines a layout at `options` would show, top to bottom: each
    /// line's range and the pieces it shows (two around a middle ellipsis).
    ///
    /// - Complexity: as `statistics(_:)`; no line is sized or assembled.
    public func lineRanges(_ options: LayoutOptions) -> [LineRange] {
        walkedLineRanges(options) ?? store.typesetLineRanges(options)
    }

    /// `statistics(options)` by a line walk: the line-end table's, else `LineWalk`'s; nil
    /// where both give up or `options` lays out in another language.
    func walkedStatistics(_ options: LayoutOptions) -> LineStatistics? {
        guard ParagraphStore.locale(options.locale, reads: measuredLocale) else { return nil }
        let walk = LineWalk(options: options)
        // The paragraph list is read only where the table gives up: reading it (even to hold
        // it) costs a text one more read from memory.
        if let statistics = lineEnds?.statistics(walk) { return statistics }
        return paragraphs?.lineWalkStatistics(walk)
    }

    /// `lineRanges(options)` by a line walk, as `walkedStatistics(_:)`.
    func walkedLineRanges(_ options: LayoutOptions) -> [LineRange]? {
        guard ParagraphStore.locale(options.locale, reads: measuredLocale) else { return nil }
        let walk = LineWalk(options: options)
        if let ranges = lineEnds?.lineRanges(walk) { return ranges }
        return paragraphs?.lineWalkRanges(walk)
    }

    /// The memory the prepared text holds, estimated from its arrays (text, break
    /// opportunities, cluster tables, glyphs, line ends).
    public var byteCount: Int { store.byteCount }
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
