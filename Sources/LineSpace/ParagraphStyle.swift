// CGFloat: lengths in the public API are Core Graphics types (docs/design.md, "Geometry types").
import Foundation

/// The paragraph-level style of a label: every field of NSParagraphStyle that shapes its
/// geometry, plus an exact (CSS / Figma) line height.
///
/// Lengths are in points, as `CGFloat` like every length in the package's API. Values are
/// stored as given; layout applies the documented clamps (docs/semantics.md §3): negative, NaN
/// or infinite spacings and line heights count as 0 ("not set"), and no length counts for more
/// than `maximumLength`.
///
/// ```swift
/// var style = ParagraphStyle()
/// style.lineSpacing = 10          // between lines only, never after the last one
/// style.lineBreakMode = .byTruncatingTail
/// style.alignment = .center
/// ```
public struct ParagraphStyle: Sendable, Hashable, Codable {
    /// Space added between consecutive lines (`lineSpace` on a label). Not added after the last line.
    public var lineSpacing: CGFloat = 0
    /// Multiplies a line's natural height; 0 means not set.
    public var lineHeightMultiple: CGFloat = 0
    /// Lower bound of a line's height; 0 means not set.
    public var minimumLineHeight: CGFloat = 0
    /// Upper bound of a line's height; 0 means not set.
    public var maximumLineHeight: CGFloat = 0
    /// Exact line height with glyphs centred by half-leading (CSS / Figma); 0 means not set.
    /// When set, it overrides `lineHeightMultiple`, `minimumLineHeight` and `maximumLineHeight`.
    public var lineHeight: CGFloat = 0
    /// Space after a paragraph (not after the last one).
    public var paragraphSpacing: CGFloat = 0
    /// Space before a paragraph (not before the first one).
    public var paragraphSpacingBefore: CGFloat = 0
    /// Indent of a paragraph's first line from the leading edge.
    public var firstLineHeadIndent: CGFloat = 0
    /// Indent of a paragraph's other lines from the leading edge.
    public var headIndent: CGFloat = 0
    /// Positive: the trailing edge measured from the leading edge. Zero or negative: an inset
    /// from the trailing edge.
    public var tailIndent: CGFloat = 0
    /// Horizontal alignment of each line in its available width; `.natural` by default.
    public var alignment: ParagraphAlignment = .natural
    /// How lines wrap and where a text too long for its lines is truncated; `.byWordWrapping`
    /// by default.
    public var lineBreakMode: LineBreakMode = .byWordWrapping
    /// Distance between tab stops, measured from the start of each line: a tab advances to the
    /// next multiple. 28 pt, the spacing of NSParagraphStyle's default tab stops. Zero,
    /// negative or non-finite values count as 28.
    public var defaultTabInterval: CGFloat = 28
    /// The paragraph's base direction (`natural`: the first strong character decides).
    public var baseWritingDirection: WritingDirection = .natural
    /// Custom tab stops (NSParagraphStyle.tabStops), in any order; see `TextTab`. Empty: only
    /// the `defaultTabInterval` grid.
    public var tabStops: [TextTab] = []
    /// CJK punctuation trimming (CSS `text-spacing-trim`); `.none`, UIKit's behaviour, by default.
    public var punctuationTrimming: PunctuationTrimming = .none
    /// Automatic hyphenation, as NSParagraphStyle's: 0 (the default) never hyphenates; above 0,
    /// a line is hyphenated when, broken without hyphenation, its width is less than this
    /// fraction of the line's available width (1: whenever a line is not full). Words are
    /// hyphenated by the dictionary of the text's language (the Linux engine: Debian's
    /// hyphenation dictionaries; English without a language). Clamped to 0…1; NaN is 0.
    ///
    /// ```swift
    /// var style = ParagraphStyle()
    /// style.hyphenationFactor = 1   // hyphenate wherever a line has room for part of a word
    /// ```
    public var hyphenationFactor: Double = 0
    /// Whether the paragraph hyphenates by the system's default when `hyphenationFactor` is 0,
    /// as NSParagraphStyle's (iOS 15): false by default. UIKit leaves its default rule
    /// unspecified; the Linux engine hyphenates then as with factor 1, as CSS `hyphens: auto`
    /// does (wherever part of the next word fits), by the dictionary of the text's language. A
    /// `hyphenationFactor` above 0 takes precedence.
    ///
    /// ```swift
    /// var style = ParagraphStyle()
    /// style.usesDefaultHyphenation = true   // hyphenates as hyphenationFactor = 1 does
    /// ```
    public var usesDefaultHyphenation = false
    /// Where lines may break: UAX #14 (`.unicode`, the default) or browsers' rules (`.web`).
    public var lineBreakRules: LineBreakRules = .unicode
    /// UIKit's line-break strategies; none (`[]`, NSParagraphStyle's default) by default. A
    /// `Label` uses its own `lineBreakStrategy` (`.standard`, UILabel's default).
    public var lineBreakStrategy: LineBreakStrategy = []
    /// How lines are chosen among the breaks that fit (CSS `text-wrap-style`): `.greedy` (the
    /// default), `.balance` (even lines, for titles) or `.pretty` (no lone short word on a
    /// paragraph's last line). Engine-only: the Apple adapters lay out greedily.
    ///
    /// ```swift
    /// var style = ParagraphStyle()
    /// style.textWrap = .balance   // a title's lines as even as they can be
    /// ```
    public var textWrap: TextWrap = .greedy

    /// NSParagraphStyle's defaults: no spacing, no indents, natural alignment, word wrapping.
    public init() {}

    /// A style with the given values; every argument has NSParagraphStyle's default.
    public init(
        lineSpacing: CGFloat = 0,
        lineHeightMultiple: CGFloat = 0,
        minimumLineHeight: CGFloat = 0,
        maximumLineHeight: CGFloat = 0,
        lineHeight: CGFloat = 0,
        paragraphSpacing: CGFloat = 0,
        paragraphSpacingBefore: CGFloat = 0,
        firstLineHeadIndent: CGFloat = 0,
        headIndent: CGFloat = 0,
        tailIndent: CGFloat = 0,
        alignment: ParagraphAlignment = .natural,
        lineBreakMode: LineBreakMode = .byWordWrapping
    ) {
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.lineHeight = lineHeight
        self.paragraphSpacing = paragraphSpacing
        self.paragraphSpacingBefore = paragraphSpacingBefore
        self.firstLineHeadIndent = firstLineHeadIndent
        self.headIndent = headIndent
        self.tailIndent = tailIndent
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
    }

    /// The default style (NSParagraphStyle.default).
    public static let `default` = ParagraphStyle()
}

// The readers layout calls for every line are inlinable (LineSpaceText's docs/design.md,
// "Costs we avoid").
extension ParagraphStyle {
    /// The largest length any spacing, height or indent resolves to (a million points, far
    /// beyond any label): larger values are clamped, so sums stay exact to well below a pixel.
    public static let maximumLength: CGFloat = 1_000_000

    /// `lineSpacing` clamped to a finite, non-negative value.
    @inlinable package var resolvedLineSpacing: Double { Double(lineSpacing).clampedLength }
    /// The hyphenation factor layout uses: `hyphenationFactor` clamped to 0…1 (NaN: 0); when that
    /// is 0 and `usesDefaultHyphenation` is set, 1.
    package var resolvedHyphenationFactor: Double {
        let factor = min(hyphenationFactor.nonNegativeFinite, 1)
        return factor == 0 && usesDefaultHyphenation ? 1 : factor
    }
    /// `lineHeightMultiple` clamped to 0…1,000 (negative or NaN: 0, not set).
    package var resolvedLineHeightMultiple: Double { min(Double(lineHeightMultiple).nonNegativeFinite, 1_000) }
    /// `minimumLineHeight` clamped to a finite, non-negative value.
    package var resolvedMinimumLineHeight: Double { Double(minimumLineHeight).clampedLength }
    /// `maximumLineHeight` clamped to a finite, non-negative value.
    package var resolvedMaximumLineHeight: Double { Double(maximumLineHeight).clampedLength }
    /// `lineHeight` clamped to a finite, non-negative value.
    package var resolvedLineHeight: Double { Double(lineHeight).clampedLength }
    /// `paragraphSpacing` clamped to a finite, non-negative value.
    @inlinable package var resolvedParagraphSpacing: Double { Double(paragraphSpacing).clampedLength }
    /// `paragraphSpacingBefore` clamped to a finite, non-negative value.
    @inlinable package var resolvedParagraphSpacingBefore: Double { Double(paragraphSpacingBefore).clampedLength }
    /// Indents clamped to finite values (non-finite → 0); head indents are also made non-negative.
    @inlinable package var resolvedFirstLineHeadIndent: Double { Double(firstLineHeadIndent).clampedLength }
    /// `headIndent` clamped as `resolvedFirstLineHeadIndent`.
    @inlinable package var resolvedHeadIndent: Double { Double(headIndent).clampedLength }
    /// `defaultTabInterval` as layout uses it: 28 when not a positive finite number, at least
    /// 0.01 pt (a subnormal interval put infinity into layouts), at most `maximumLength`.
    package var resolvedTabInterval: Double {
        let interval = Double(defaultTabInterval)
        return interval.isFinite && interval > 0 ? min(max(interval, 0.01), Double(Self.maximumLength)) : 28
    }
    /// `tailIndent` clamped to ±`maximumLength` (non-finite: 0).
    @inlinable package var resolvedTailIndent: Double {
        let indent = Double(tailIndent), limit = Double(Self.maximumLength)
        return indent.isFinite ? min(max(indent, -limit), limit) : 0
    }

    /// The width available to a line in a box `width` wide (docs/semantics.md §4), never negative.
    ///
    /// - Parameters:
    ///   - width: the width of the label's box.
    ///   - isFirstLine: whether the line is its paragraph's first line.
    @inlinable package func availableWidth(in width: Double, isFirstLine: Bool) -> Double {
        let head = isFirstLine ? resolvedFirstLineHeadIndent : resolvedHeadIndent
        let tail = resolvedTailIndent
        let available = tail > 0 ? tail - head : width + tail - head
        return max(0, available)
    }

    /// The head indent of a line.
    @inlinable package func headIndent(isFirstLine: Bool) -> Double {
        isFirstLine ? resolvedFirstLineHeadIndent : resolvedHeadIndent
    }
}

extension Double {
    /// `self` if finite and positive, else 0: the clamp for every spacing and height value.
    /// `package`: the engine uses it; clients never see an extension of a standard type.
    @inlinable
    package var nonNegativeFinite: Double { isFinite && self > 0 ? self : 0 }

    /// `nonNegativeFinite`, at most `ParagraphStyle.maximumLength`.
    @inlinable
    var clampedLength: Double { min(nonNegativeFinite, Double(ParagraphStyle.maximumLength)) }
}
