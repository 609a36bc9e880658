// The attributes of a stretch of text, resolved: what the engine lays out with.
import Foundation

/// Character-level attributes, fully resolved (the label's values fill in what an attributed
/// string leaves out).
///
/// ```swift
/// let attributes = TextAttributes(font: try Font(family: "DejaVu Sans", size: 17))
/// ```
public struct TextAttributes: Sendable, Hashable {
    /// The font the run asks for (characters it lacks fall back per character).
    public var font: Font
    /// The glyphs' colour.
    public var color: Color
    /// Extra space after each grapheme cluster but the last on a line, in points. Non-finite
    /// values count as 0; others are clamped to ±`ParagraphStyle.maximumLength` (on every
    /// assignment, so sums of advances stay exact).
    public var letterSpacing: CGFloat { didSet { letterSpacing = letterSpacing.clampedSignedLength } }
    /// Moves glyphs up (positive) or down, in points, without changing the line box. Clamped
    /// as `letterSpacing` is.
    public var baselineOffset: CGFloat { didSet { baselineOffset = baselineOffset.clampedSignedLength } }
    /// Underline, strikethrough, background and shadow: drawn, never laid out.
    public var decoration: TextDecoration

    /// Attributes in `font`, black, with no spacing, offset or decoration unless given; spacing
    /// and offset are clamped as their properties are.
    public init(
        font: Font, color: Color = .black, letterSpacing: CGFloat = 0, baselineOffset: CGFloat = 0,
        decoration: TextDecoration = .none
    ) {
        self.font = font
        self.color = color
        self.letterSpacing = letterSpacing.clampedSignedLength
        self.baselineOffset = baselineOffset.clampedSignedLength
        self.decoration = decoration
    }
}

extension Double {
    /// Finite values clamped to ±`ParagraphStyle.maximumLength`; NaN and infinities → 0.
    var clampedSignedLength: Double {
        let limit = Double(ParagraphStyle.maximumLength)
        return isFinite ? Swift.min(Swift.max(self, -limit), limit) : 0
    }
}

extension CGFloat {
    /// `Double.clampedSignedLength` of the value.
    var clampedSignedLength: CGFloat { CGFloat(Double(self).clampedSignedLength) }
}
