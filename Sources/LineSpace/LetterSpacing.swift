import Foundation

/// Extra horizontal space after every grapheme cluster but the last one on a line.
///
/// Design tools give letter spacing either in points or as a percentage of the font size (Figma's
/// "2%"): both are accepted and resolved for a font size.
///
/// ```swift
/// let spacing = LetterSpacing.percent(2)
/// spacing.points(forFontSize: 17) // 0.34
/// ```
public enum LetterSpacing: Sendable, Hashable, Codable {
    /// A fixed amount in points.
    case points(CGFloat)
    /// A percentage of the font size (Figma, Sketch): a ratio, so a `Double`.
    case percent(Double)

    /// No extra spacing.
    public static let zero = LetterSpacing.points(0)

    /// The spacing in points for a font of `fontSize` points. Non-finite values resolve to 0;
    /// negative values tighten text and are kept.
    public func points(forFontSize fontSize: CGFloat) -> CGFloat {
        let value: CGFloat
        switch self {
        case .points(let points): value = points
        case .percent(let percent): value = CGFloat(percent) / 100 * fontSize
        }
        return value.isFinite ? value : 0
    }
}
