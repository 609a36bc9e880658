import Foundation

/// The height and baseline of one line from its font metrics and the paragraph style: the
/// vertical rule of docs/semantics.md §2, shared by the text engine and the Apple adapters.
///
/// ```swift
/// let box = LineBox(ascender: 19.72, descender: 4.896, lineGap: 0, style: style)
/// box.height            // 24.616 with the default style
/// box.baselineFromTop   // 19.72
/// ```
public struct LineBox: Sendable, Hashable {
    /// The line's height.
    public var height: CGFloat
    /// Distance from the line's top to its baseline.
    public var baselineFromTop: CGFloat

    /// Computes a line box.
    ///
    /// - Parameters:
    ///   - ascender: the maximum ascender over the line's runs (positive, up).
    ///   - descender: the maximum descender over the line's runs, as a positive number.
    ///   - lineGap: the maximum line gap over the line's runs.
    ///   - style: the paragraph style; its values are clamped as documented on `ParagraphStyle`.
    public init(ascender: CGFloat, descender: CGFloat, lineGap: CGFloat, style: borrowing ParagraphStyle) {
        let (height, baseline) = Self.metrics(
            ascender: Double(ascender), descender: Double(descender), lineGap: Double(lineGap), style: style)
        self.height = CGFloat(height)
        self.baselineFromTop = CGFloat(baseline)
    }

    /// The height and the baseline's distance from the top, in `Double` as the engine computes.
    package static func metrics(
        ascender: Double, descender: Double, lineGap: Double, style: borrowing ParagraphStyle
    ) -> (height: Double, baselineFromTop: Double) {
        let exact = style.resolvedLineHeight
        if exact > 0 {
            // CSS half-leading: the glyphs' ascender + descender box is centred in L.
            return (exact, (exact - (ascender + descender)) / 2 + ascender)
        }
        var h = ascender + descender + lineGap
        let multiple = style.resolvedLineHeightMultiple
        if multiple > 0 { h *= multiple }
        let minimum = style.resolvedMinimumLineHeight
        if minimum > 0 { h = max(h, minimum) }
        let maximum = style.resolvedMaximumLineHeight
        if maximum > 0 { h = min(h, maximum) }
        // UIKit puts extra (or missing) height above the glyphs.
        return (h, h - descender - lineGap)
    }
}
