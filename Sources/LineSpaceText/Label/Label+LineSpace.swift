// Label: the lineSpace technique — what the label's own properties make of its text
// (docs/semantics.md §8).
import Foundation

extension Label {
    /// The paragraph style the label's own properties describe.
    var labelParagraphStyle: ParagraphStyle {
        var style = paragraphStyle
        style.lineSpacing = Double(lineSpace)
        style.lineHeight = Double(lineHeight)
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        style.lineBreakStrategy = lineBreakStrategy
        return style
    }

    /// What setting `text` produces (docs/semantics.md §8).
    func styledAttributedText(for text: String) -> AttributedString {
        var attributed = AttributedString(text)
        guard !text.isEmpty else { return attributed }
        if let font { attributed.textFont = font }
        attributed.textColor = textColor
        if lineSpace.nonNegativeFiniteValue > 0 || lineHeight.nonNegativeFiniteValue > 0 {
            attributed.textParagraphStyle = labelParagraphStyle
        }
        if letterSpacing != 0 && letterSpacing.isFinite { attributed.textLetterSpacing = Double(letterSpacing) }
        if let shadow { attributed.textShadow = shadow }
        return attributed
    }
}

extension CGFloat {
    fileprivate var nonNegativeFiniteValue: Double { Double(self).nonNegativeFinite }
}
