// The attributes of a stretch of text, resolved: what the engine lays out with.

/// Character-level attributes, fully resolved (the label's values fill in what an attributed
/// string leaves out).
///
/// ```swift
/// let attributes = TextAttributes(font: try Font(family: "DejaVu Sans", size: 17))
/// ```
public struct TextAttributes: Sendable, Hashable {
    public var font: Font
    public var color: Color
    /// Extra space after each grapheme cluster but the last on a line, in points.
    public var letterSpacing: Double
    /// Moves glyphs up (positive) or down, in points, without changing the line box.
    public var baselineOffset: Double
    /// Underline, strikethrough, background and shadow: drawn, never laid out.
    public var decoration: TextDecoration

    public init(
        font: Font, color: Color = .black, letterSpacing: Double = 0, baselineOffset: Double = 0,
        decoration: TextDecoration = .none
    ) {
        self.font = font
        self.color = color
        self.letterSpacing = letterSpacing.isFinite ? letterSpacing : 0
        self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
        self.decoration = decoration
    }
}
