/// How a label's spacing follows Dynamic Type: the factor applied to `lineSpace` and
/// `lineSpaceLineHeight`, and how much the font itself has grown, which bounds an exact line
/// height from below.
///
/// `lineSpace` and `lineSpaceLineHeight` are given at the default size (Large), like fonts in a
/// design. With scaling on (`adjustsLineSpaceForContentSizeCategory`, which by default follows
/// the view's `adjustsFontForContentSizeCategory`), both are multiplied by the factor of the
/// font's text style, so the rhythm of the text is kept at every content size. On Apple
/// platforms the adapters take the factor from `UIFontMetrics(forTextStyle:)
/// .scaledValue(for:compatibleWith:)` applied to the style's default point size.
///
/// ```swift
/// // Body text: 17 pt at Large, 23 pt at xxxLarge.
/// let scaling = DynamicTypeScaling(baseFontSize: 17, scaledFontSize: 23)
/// scaling.scaled(10)   // 13.529… (10 * 23 / 17)
/// ```
///
/// Without scaling, a line height designed for 17 pt text would overlap lines once the font
/// grows (body is about 53 pt at AX5, lines about 63 pt, against L = 30):
/// ``exactLineHeight(_:fontLineHeight:)`` never lets it fall below the font's line height once
/// the font has grown past its design size.
///
/// Invalid sizes (zero, negative, NaN, infinite) give the identity, so a broken metric never
/// collapses or explodes the text.
struct DynamicTypeScaling: Sendable, Hashable {
    /// The factor applied to `lineSpace` and `lineSpaceLineHeight`; always finite and positive
    /// (1 with scaling off).
    let factor: Double
    /// How much the font has grown from the size the values were designed for (its size over
    /// its text style's size at Large); 1 for a font that does not follow Dynamic Type.
    let fontGrowth: Double

    /// No scaling, a font at its design size.
    static let identity = DynamicTypeScaling(factor: 1)

    /// A scaling by `factor`, of a font grown by `fontGrowth`; a non-finite or non-positive
    /// value gives 1.
    init(factor: Double, fontGrowth: Double = 1) {
        self.factor = Self.valid(factor)
        self.fontGrowth = Self.valid(fontGrowth)
    }

    /// The scaling from a text style's default size to its current size, with a font that grew
    /// as much.
    init(baseFontSize: Double, scaledFontSize: Double) {
        let ratio = Self.ratio(scaledFontSize, to: baseFontSize)
        self.init(factor: ratio, fontGrowth: ratio)
    }

    /// `value * factor`. The result of a non-finite value is 0 (the "not set" of spacings).
    func scaled(_ value: Double) -> Double {
        value.isFinite ? value * factor : 0
    }

    /// The exact line height to apply for a designed `lineHeight` L (0 = not set): L scaled, and,
    /// once the font has grown past its design size, at least `min(h, L × fontGrowth)` where h is
    /// the font's current line height. A line height at least as tall as the font's at the design
    /// size therefore never falls below the font's line height (no overlapping lines); one
    /// designed tighter than the font keeps its proportion to it.
    ///
    /// ```swift
    /// // L = 30 designed for body 17 pt; AX5: body 53 pt, line height 63.3; scaling off.
    /// DynamicTypeScaling(factor: 1, fontGrowth: 53.0 / 17).exactLineHeight(30, fontLineHeight: 63.3)  // 63.3
    /// ```
    func exactLineHeight(_ lineHeight: Double, fontLineHeight: Double) -> Double {
        let designed = lineHeight.nonNegativeFinite
        guard designed > 0 else { return 0 }
        let scaled = designed * factor
        guard fontGrowth > 1 else { return scaled }
        return max(scaled, min(fontLineHeight.nonNegativeFinite, designed * fontGrowth))
    }

    /// Whether spacing scales: the value set on the view (`adjustsLineSpaceForContentSizeCategory`),
    /// else whatever the view does with its font (`adjustsFontForContentSizeCategory`).
    static func scalesSpacing(explicit: Bool?, viewAdjustsFont: Bool) -> Bool {
        explicit ?? viewAdjustsFont
    }

    /// How much a font has grown from its design size:
    /// - a text-style font (`UIFont.preferredFont(forTextStyle:)`): its size over the style's
    ///   size at Large, exact whenever it was made;
    /// - another font in a view that adjusts its font for the content size (a custom font scaled
    ///   by `UIFontMetrics`): the body metrics' factor for the view's traits;
    /// - any other font does not grow: 1.
    static func fontGrowth(
        pointSize: Double, textStyleDefaultSize: Double?, viewAdjustsFont: Bool, metricsFactor: Double
    ) -> Double {
        if let textStyleDefaultSize { return ratio(pointSize, to: textStyleDefaultSize) }
        return viewAdjustsFont ? valid(metricsFactor) : 1
    }

    private static func ratio(_ size: Double, to base: Double) -> Double {
        guard base.isFinite, base > 0 else { return 1 }
        return valid(size / base)
    }

    private static func valid(_ factor: Double) -> Double {
        factor.isFinite && factor > 0 ? factor : 1
    }
}
