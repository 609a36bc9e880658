/// How much the spacing of a label grows with Dynamic Type: the ratio between the size its text
/// style has at the user's content size and the size it has at the default size (Large).
///
/// `lineSpace` and `lineSpaceLineHeight` are given at the default size, like fonts in a design; with
/// scaling on, both are multiplied by the same factor as the text, so the rhythm of the text is
/// kept at every content size. On Apple platforms the adapters take the factor from
/// `UIFontMetrics(forTextStyle:).scaledValue(for:compatibleWith:)` applied to the style's
/// default point size.
///
/// ```swift
/// // Body text: 17 pt at Large, 23 pt at xxxLarge.
/// let scaling = DynamicTypeScaling(baseFontSize: 17, scaledFontSize: 23)
/// scaling.scaled(10)   // 13.529… (10 * 23 / 17)
/// ```
///
/// Invalid sizes (zero, negative, NaN, infinite) give the identity, so a broken metric never
/// collapses or explodes the text.
struct DynamicTypeScaling: Sendable, Hashable {
    /// The factor applied to `lineSpace` and `lineSpaceLineHeight`; always finite and positive.
    let factor: Double

    /// No scaling.
    static let identity = DynamicTypeScaling(factor: 1)

    /// A scaling by `factor`; a non-finite or non-positive factor gives the identity.
    init(factor: Double) {
        self.factor = factor.isFinite && factor > 0 ? factor : 1
    }

    /// The scaling from a text style's default size to its current size.
    init(baseFontSize: Double, scaledFontSize: Double) {
        guard baseFontSize.isFinite, baseFontSize > 0 else {
            self.init(factor: 1)
            return
        }
        self.init(factor: scaledFontSize / baseFontSize)
    }

    /// `value * factor`. The result of a non-finite value is 0 (the "not set" of spacings).
    func scaled(_ value: Double) -> Double {
        value.isFinite ? value * factor : 0
    }
}
