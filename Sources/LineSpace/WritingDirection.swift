/// The base direction of a paragraph, as `NSWritingDirection`.
///
/// `natural` applies rules P2/P3 of the Unicode bidi algorithm (UAX #9): the first strong
/// character decides, left to right when there is none. A right-to-left paragraph puts its head
/// indent on the right, aligns `natural` text to the right, and ends tail-truncated lines with
/// the ellipsis on the left.
///
/// ```swift
/// var style = ParagraphStyle()
/// style.baseWritingDirection = .rightToLeft
/// ```
public enum WritingDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// The first strong character decides (left to right without one).
    case natural
    /// Left to right, whatever the text.
    case leftToRight
    /// Right to left, whatever the text.
    case rightToLeft
}
