/// What to do with a label's text: leave it plain, or apply these attributes to all of it.
///
/// ```swift
/// switch state.stylingDecision {
/// case .plain: label.text = text
/// case .styled(let attributes): label.attributedText = … // paragraph style, kern, baseline offset
/// }
/// ```
public enum StylingDecision: Sendable, Hashable {
    /// Keep the text plain: the label's own properties style it (no paragraph style at all).
    case plain
    /// Apply these attributes to the whole text, together with the label's font and colour.
    case styled(StyledTextAttributes)
}

/// The attributes of a styled label text, besides its font and colour (which the adapter takes
/// from the label itself).
///
/// Only these paragraph values are meaningful: `lineSpacing`, `minimumLineHeight`,
/// `maximumLineHeight`, `alignment` and `lineBreakMode`; the others keep NSParagraphStyle's
/// defaults. `paragraphStyle.lineHeight` is always 0: UIKit has no exact line height, so a
/// Figma line height arrives as min = max = L plus ``baselineOffset``.
public struct StyledTextAttributes: Sendable, Hashable {
    /// The paragraph style values (`NSParagraphStyleAttributeName`).
    public var paragraphStyle: ParagraphStyle
    /// The `kern` attribute in points, or `nil` to leave it out.
    public var kern: Double?
    /// The `baselineOffset` attribute in points, or `nil` to leave it out.
    public var baselineOffset: Double?

    public init(paragraphStyle: ParagraphStyle, kern: Double? = nil, baselineOffset: Double? = nil) {
        self.paragraphStyle = paragraphStyle
        self.kern = kern
        self.baselineOffset = baselineOffset
    }
}
