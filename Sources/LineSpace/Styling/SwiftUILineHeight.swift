/// A Figma / CSS line height L for SwiftUI `Text`, which has `lineSpacing(_:)` but (before
/// iOS 26) no line height: the extra height `L - fontLineHeight` goes between lines as line
/// spacing, and half of it above the first line and below the last as vertical padding, so every
/// line occupies L with its glyphs centred.
///
/// ```swift
/// // Noto Sans CJK TC 17 pt (line height 24.616), L = 30:
/// let layout = SwiftUILineHeight(lineHeight: 30, fontLineHeight: 24.616)
/// layout.lineSpacing       // 5.384
/// layout.verticalPadding   // 2.692
/// // three lines: 2.692 + 3 * 24.616 + 2 * 5.384 + 2.692 = 90 = 3 * 30
/// ```
///
/// SwiftUI cannot shrink lines: when L is smaller than the font's line height (or not set),
/// both values are 0 and the text keeps its natural line height.
struct SwiftUILineHeight: Sendable, Hashable {
    /// The value for `.lineSpacing(_:)`: `max(0, L - fontLineHeight)`.
    var lineSpacing: Double
    /// The value for `.padding(.vertical, _)`: half the line spacing.
    var verticalPadding: Double

    /// - Parameters:
    ///   - lineHeight: L; 0, negative or non-finite means not set.
    ///   - fontLineHeight: the font's line height (`UIFont.lineHeight`).
    init(lineHeight: Double, fontLineHeight: Double) {
        let height = lineHeight.nonNegativeFinite
        let extra = height > 0 ? (height - fontLineHeight.nonNegativeFinite).nonNegativeFinite : 0
        lineSpacing = extra
        verticalPadding = extra / 2
    }
}
