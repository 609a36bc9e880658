/// What to do with a label's text: leave it plain, or merge these attributes into all of it.
///
/// ```swift
/// switch state.stylingDecision {
/// case .plain: label.text = text
/// case .styled(let attributes): … // merged into the text: paragraph values, tracking, baseline offset
/// }
/// state.stylingDecision.managedAttributes   // the same, as the values LineSpace sets
/// ```
enum StylingDecision: Sendable, Hashable {
    /// Keep the text plain: the label's own properties style it (no paragraph style at all).
    case plain
    /// Merge these attributes into the whole text (its font and colour are the label's own).
    case styled(StyledTextAttributes)

    /// The values LineSpace sets in the text for this decision (``ManagedAttributes/empty`` when plain).
    var managedAttributes: ManagedAttributes {
        guard case .styled(let attributes) = self else { return .empty }
        return attributes.managedAttributes
    }
}

/// The attributes of a styled label text, besides its font and colour (which the adapter takes
/// from the label itself).
///
/// Only these paragraph values are meaningful: `lineSpacing`, `minimumLineHeight`,
/// `maximumLineHeight`, and (for runs that have no paragraph style yet) the label's `alignment`
/// and `lineBreakMode`; the others keep NSParagraphStyle's defaults. `paragraphStyle.lineHeight` is always 0: UIKit has no exact line height, so a
/// Figma line height arrives as min = max = L plus ``baselineOffset``.
struct StyledTextAttributes: Sendable, Hashable {
    /// The paragraph style values (`NSParagraphStyleAttributeName`).
    var paragraphStyle: ParagraphStyle
    /// The `tracking` attribute in points, or `nil` to leave it out.
    var tracking: Double?
    /// The `baselineOffset` attribute in points, or `nil` to leave it out.
    var baselineOffset: Double?

    init(paragraphStyle: ParagraphStyle, tracking: Double? = nil, baselineOffset: Double? = nil) {
        self.paragraphStyle = paragraphStyle
        self.tracking = tracking
        self.baselineOffset = baselineOffset
    }
}

extension StyledTextAttributes {
    /// The values LineSpace sets in the text: the three paragraph values, tracking and baseline offset.
    var managedAttributes: ManagedAttributes {
        ManagedAttributes(
            lineSpacing: paragraphStyle.lineSpacing, minimumLineHeight: paragraphStyle.minimumLineHeight,
            maximumLineHeight: paragraphStyle.maximumLineHeight, tracking: tracking, baselineOffset: baselineOffset)
    }
}
