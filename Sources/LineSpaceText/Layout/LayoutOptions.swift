// The constraints a layout is made under.
import Foundation

/// Where and how much text to lay out.
///
/// Clamps (documented in README "Guarantees"): a NaN or negative `width` counts as 0 (every
/// cluster on its own line), +∞ as unconstrained, a finite width or height above
/// `ParagraphStyle.maximumLength` (10⁶ pt) as that; a NaN, zero, negative or infinite
/// `height` as no height limit; a negative `numberOfLines` as 0 (unlimited).
///
/// ```swift
/// let options = LayoutOptions(width: 300, numberOfLines: 2)
/// ```
public struct LayoutOptions: Sendable, Hashable {
    /// The width lines fill, in points (`.infinity`: unconstrained).
    public var width: CGFloat
    /// The lines whose bottoms fit in `height` are shown (at least one).
    public var height: CGFloat
    /// 0 = unlimited.
    public var numberOfLines: Int
    /// BCP 47 language for shaping (`locl`) and line breaking; nil derives it from the text's
    /// dominant script (Han → zh-Hans, kana → ja, Hangul → ko).
    public var locale: String?
    /// Whether lines carry their glyph runs. Measuring needs none (`Label.sizeThatFits` turns
    /// them off): lines, ranges, rectangles, baselines and fonts are the same either way.
    public var includesGlyphs: Bool
    /// Whether only the layout's size and truncation are wanted, the cheap path
    /// `Label.sizeThatFits` takes: the layout then has no lines (and no fonts), and its `size`
    /// and `isTruncated` are computed by the code that sizes lines, without building them,
    /// equal to a full layout's. For many texts at once, `LayoutBatch.measurements(of:)`.
    ///
    /// ```swift
    /// var options = LayoutOptions(width: 300, numberOfLines: 2)
    /// options.measuresSizeOnly = true
    /// let size = TextLayout(text: text, options: options).size   // lines is empty
    /// ```
    public var measuresSizeOnly = false
    /// Whether line filling and tail truncation measure every end they try rather than pass
    /// over the ends that surely fit (`LineFiller.passFitting`): the same lines, the slow way.
    /// For the fuzzer, which compares the two.
    package var walksEveryEnd = false

    /// Options for `width` × `height` points and at most `numberOfLines` lines (0: unlimited),
    /// in `locale`, with glyph runs unless `includesGlyphs` is false.
    public init(
        width: CGFloat = .infinity, height: CGFloat = .infinity, numberOfLines: Int = 0, locale: String? = nil,
        includesGlyphs: Bool = true
    ) {
        self.width = width
        self.height = height
        self.numberOfLines = numberOfLines
        self.locale = locale
        self.includesGlyphs = includesGlyphs
    }

    var resolvedWidth: Double {
        if width.isNaN || width < 0 { return 0 }
        return width.isInfinite ? width : min(width, ParagraphStyle.maximumLength)
    }
    var resolvedHeight: Double {
        if height.isNaN || height <= 0 { return .infinity }
        return height.isInfinite ? height : min(height, ParagraphStyle.maximumLength)
    }
    var resolvedNumberOfLines: Int { max(0, numberOfLines) }
}
