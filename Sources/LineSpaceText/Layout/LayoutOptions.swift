// The constraints a layout is made under.

/// Where and how much text to lay out.
///
/// Clamps (documented in README "Guarantees"): a NaN or negative `width` counts as 0 (every
/// cluster on its own line), +∞ as unconstrained; a NaN, negative or infinite `height` as no
/// height limit; a negative `numberOfLines` as 0 (unlimited).
///
/// ```swift
/// let options = LayoutOptions(width: 300, numberOfLines: 2)
/// ```
public struct LayoutOptions: Sendable, Hashable {
    public var width: Double
    /// The lines whose bottoms fit in `height` are shown (at least one).
    public var height: Double
    /// 0 = unlimited.
    public var numberOfLines: Int
    /// BCP 47 language for shaping (`locl`) and line breaking; nil derives it from the text's
    /// dominant script (Han → zh-Hans, kana → ja, Hangul → ko).
    public var locale: String?

    public init(width: Double = .infinity, height: Double = .infinity, numberOfLines: Int = 0, locale: String? = nil) {
        self.width = width
        self.height = height
        self.numberOfLines = numberOfLines
        self.locale = locale
    }

    var resolvedWidth: Double { width.isNaN || width < 0 ? 0 : width }
    var resolvedHeight: Double { height.isNaN || height <= 0 ? .infinity : height }
    var resolvedNumberOfLines: Int { max(0, numberOfLines) }
}
