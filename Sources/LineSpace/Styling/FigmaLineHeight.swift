/// The Figma / CSS "line height" L expressed with what UIKit and AppKit offer: a paragraph style
/// with `minimumLineHeight = maximumLineHeight = L` plus a `baselineOffset` that centres the
/// glyphs in the line, as design tools do.
///
/// UIKit has no exact line height: with min = max = L it puts all the extra (or missing) height
/// above the glyphs (docs/semantics.md §2), so text sits at the bottom of a tall line. Raising the
/// glyphs by half the extra height, `(L - h) / 2`, centres them; the attribute that does it
/// depends on the release (``BaselineOffsetRule``): `(L - h) / 4` before iOS 16.4, `(L - h) / 2`
/// from 16.4 on.
///
/// ```swift
/// // Noto Sans CJK TC at 17 pt: font line height 24.616; Figma line height 30.
/// let figma = FigmaLineHeight(lineHeight: 30, fontLineHeight: 24.616, rule: .exact)!
/// figma.minimumLineHeight   // 30
/// figma.maximumLineHeight   // 30
/// figma.baselineOffset      // 2.692  ((30 - 24.616) / 2); 1.346 with .doubled
/// ```
///
/// `L` smaller than the font's line height is allowed. The glyphs are then lowered by half the
/// missing height, centring them in the (clipped) line: `(L - h) / 4` before iOS 16.4. iOS 16.4
/// and 16.5 ignore a negative offset on such a line, so none is set there (the glyphs keep
/// UIKit's position, the missing height taken above them). iOS 16.6 lowers the text again
/// (Apple's iOS 16.6 release notes, 106109259: a negative offset on a label's whole text "will
/// return to its pre-16.3 behavior of lowering the text position"), so from 16.6 on the offset is
/// `(L - h) / 2`, by the exact-offset rule positive offsets follow since 16.4; that amount is
/// inferred, not measured on a device.
struct FigmaLineHeight: Sendable, Hashable {
    /// The requested line height L.
    var lineHeight: Double
    /// The paragraph style's `minimumLineHeight` (= L).
    var minimumLineHeight: Double { lineHeight }
    /// The paragraph style's `maximumLineHeight` (= L).
    var maximumLineHeight: Double { lineHeight }
    /// The value of the `baselineOffset` attribute that centres the glyphs (points, up).
    var baselineOffset: Double

    /// The line height and its baseline offset, or `nil` when `lineHeight` is not set
    /// (zero, negative, NaN or infinite).
    ///
    /// - Parameters:
    ///   - lineHeight: L, in points.
    ///   - fontLineHeight: the line height of the font that draws the text (`UIFont.lineHeight`:
    ///     ascender + descender + leading). A non-finite or negative value counts as 0.
    ///   - rule: how the running text system applies the attribute.
    init?(lineHeight: Double, fontLineHeight: Double, rule: BaselineOffsetRule) {
        let height = lineHeight.nonNegativeFinite
        guard height > 0 else { return nil }
        self.lineHeight = height
        let extra = height - fontLineHeight.nonNegativeFinite
        self.baselineOffset = rule.attribute(raising: extra / 2)
    }
}
