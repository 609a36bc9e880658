/// How a label wraps and truncates text (NSLineBreakMode's cases).
///
/// The wrapping modes decide where lines end; the truncating modes additionally place an
/// ellipsis on the last visible line when text is hidden (docs/semantics.md §6).
///
/// ```swift
/// var style = ParagraphStyle()
/// style.lineBreakMode = .byTruncatingMiddle
/// ```
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// Wrap at UAX #14 break opportunities (words).
    case byWordWrapping
    /// Wrap at any grapheme-cluster boundary.
    case byCharWrapping
    /// The last visible line is cut at the available width, without an ellipsis.
    case byClipping
    /// `…` followed by the end of the text.
    case byTruncatingHead
    /// The start of the text followed by `…` (UILabel's default).
    case byTruncatingTail
    /// The start, `…`, and the end of the text.
    case byTruncatingMiddle

    /// Whether this mode draws an ellipsis when text is hidden.
    public var truncates: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: return true
        case .byWordWrapping, .byCharWrapping, .byClipping: return false
        }
    }

    /// Whether lines break at any grapheme cluster rather than at word opportunities.
    public var wrapsByCharacter: Bool { self == .byCharWrapping }
}
