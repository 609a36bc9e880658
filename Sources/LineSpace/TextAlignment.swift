/// Horizontal alignment of a line inside its available width (NSTextAlignment's cases).
///
/// `natural` resolves to `left` for left-to-right text. `justified` stretches every line but the
/// last line of each paragraph to the available width.
///
/// ```swift
/// var style = ParagraphStyle()
/// style.alignment = .center
/// ```
public enum TextAlignment: String, Sendable, Hashable, CaseIterable, Codable {
    case left
    case center
    case right
    case justified
    case natural
}
