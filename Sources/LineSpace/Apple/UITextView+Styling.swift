// How UITextView's text is styled: in place, through its text storage and typing attributes
// (TextStylingPlan), never by replacing `attributedText`.
#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UITextView: LineSpaceStyledView {
    var ls_layoutWidth: Double? { nil }
    static var ls_coalescesRestyles: Bool { false }

    func ls_didSetValue() {
        ls_observeContentSizeCategory()
    }

    func ls_restyle(after trigger: StylingTrigger) {
        guard let settings = ls_existingSettings else { return }
        settings.session.beginRestyle()
        let font: UIFont = self.font ?? UIFont.preferredFont(forTextStyle: .body)
        let state = LabelState(
            text: textStorage.string,
            fontLineHeight: settings.lineHeight != 0 ? font.ls_drawingLineHeight(for: textStorage.string) : font.ls_lineHeight,
            alignment: textAlignment.lineSpaceAlignment,
            lineBreakMode: textContainer.lineBreakMode.lineSpaceMode,
            numberOfLines: textContainer.maximumNumberOfLines,
            lineSpace: settings.lineSpace,
            lineHeight: settings.lineHeight,
            letterSpacing: settings.letterSpacing,
            dynamicType: ls_dynamicTypeScaling(for: font),
            baselineRule: .running)
        // Text views keep the spacing for short and empty text: the user is about to type more.
        let target = state.typingDecision.managedAttributes
        // A selection change only resets the typing attributes; the text is already styled
        // (unless the target moved since: see StylingSession.editsRuns).
        let runs = settings.session.editsRuns(after: trigger, target: target) ? textStorage.ls_runs : []
        let plan = TextStylingPlan(
            runs: runs.map(\.values), applied: settings.session.applied, target: target,
            typing: ManagedAttributes(typingAttributes))
        settings.session.didRestyle(target: target, textIsEmpty: false)
        guard !plan.isEmpty else { return }

        settings.session.isApplying = true
        defer { settings.session.isApplying = false }
        let base = ls_baseParagraphStyle
        if !plan.edits.isEmpty {
            // Attribute edits only: marked text, selection and undo history stay.
            textStorage.beginEditing()
            textStorage.ls_apply(plan.edits, runs: runs, base: base)
            textStorage.endEditing()
        }
        if let typing = plan.typing {
            // Merged into UIKit's typing attributes, which keep its font and (default) colour.
            var attributes = typingAttributes
            attributes.ls_set(typing, base: base)
            typingAttributes = attributes
        }
    }

    /// The paragraph style for a run without one: the default with the view's alignment.
    private var ls_baseParagraphStyle: NSParagraphStyle {
        let paragraph = NSMutableParagraphStyle()
        paragraph.setParagraphStyle(NSParagraphStyle.default)
        paragraph.alignment = textAlignment
        return paragraph
    }
}
#endif
