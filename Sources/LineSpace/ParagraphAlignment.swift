/// Horizontal alignment of a line inside its available width (NSTextAlignment's cases).
///
/// `natural` resolves to `left` for left-to-right text. `justified` stretches every line but the
/// last line of each paragraph to the available width.
///
/// Named `ParagraphAlignment`, not `TextAlignment`: SwiftUI has a `TextAlignment`, and a second
/// one made the name ambiguous in every file importing both modules.
///
/// ```swift
/// var style = ParagraphStyle()
/// style.alignment = .center
/// ```
public enum ParagraphAlignment: String, Sendable, Hashable, CaseIterable, Codable {
    /// Lines start at the left edge of their available width.
    case left
    /// Lines are centred in their available width.
    case center
    /// Lines end at the right edge of their available width.
    case right
    /// Every line but a paragraph's last is stretched to the available width; the last is
    /// aligned as `natural`.
    case justified
    /// `left` in a left-to-right paragraph, `right` in a right-to-left one (UIKit's default).
    case natural
}

#if !canImport(SwiftUI)
/// The former name of ``ParagraphAlignment``, kept only where SwiftUI does not exist (so it can
/// never clash with `SwiftUI.TextAlignment`). New code uses ``ParagraphAlignment``.
@available(*, deprecated, renamed: "ParagraphAlignment")
public typealias TextAlignment = ParagraphAlignment
#endif
