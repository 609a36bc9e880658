// How UILabel's text is styled: its state for the decision, and its text written back by merge.
#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UILabel: LineSpaceStyledView {
    var ls_layoutWidth: Double? { Double(bounds.width) }
    static var ls_coalescesRestyles: Bool { true }

    func ls_didSetValue() {
        ls_observeContentSizeCategory()
    }

    func ls_restyle(after trigger: StylingTrigger) {
        guard let settings = ls_existingSettings else { return }
        settings.session.beginRestyle()
        guard let text = attributedText, text.length > 0 else {
            // Keeps what was applied: a styled string assigned back is still LineSpace's.
            settings.session.didRestyle(target: .empty, textIsEmpty: true)
            return
        }
        let font: UIFont = self.font ?? UIFont.preferredFont(forTextStyle: .body)  // null_resettable
        var state = LabelState(
            text: text.string,
            // The font that draws the text (a fallback for CJK in the system font), for the
            // centring offset and the line-height floor; only they read it.
            fontLineHeight: settings.lineHeight != 0 ? font.ls_drawingLineHeight(for: text.string) : font.ls_lineHeight,
            alignment: textAlignment.lineSpaceAlignment,
            lineBreakMode: lineBreakMode.lineSpaceMode,
            numberOfLines: numberOfLines,
            lineSpace: settings.lineSpace,
            lineHeight: settings.lineHeight,
            letterSpacing: settings.letterSpacing,
            availableWidth: settings.session.laidOutWidth.value,
            dynamicType: ls_dynamicTypeScaling(for: font),
            baselineRule: .running)
        if state.decisionDependsOnWidth, state.availableWidth != nil {
            state.singleLineWidth = ls_singleLineWidth(of: text, tracking: settings.letterSpacing)
        }
        ls_restyleCopy(of: text, target: state.stylingDecision.managedAttributes, base: ls_baseParagraphStyle) {
            attributedText = $0
        }
    }

    /// The paragraph style UIKit would use for a run that has none: the label's alignment,
    /// line-break mode and line-break strategy (CJK push-out, Hangul word breaking).
    private var ls_baseParagraphStyle: NSParagraphStyle {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        paragraph.lineBreakStrategy = lineBreakStrategy
        return paragraph
    }
}
#endif
