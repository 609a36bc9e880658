// The styling decision of `UILabel.lineSpace` & co as a pure function of the label's state,
// so that every rule is tested on Linux and the Apple adapters only translate.

extension LabelState {
    /// The styling decision: plain, or the attributes to merge into the whole text.
    ///
    /// The Apple adapters (`UILabel.lineSpace` & co) only read the label's state and merge this
    /// decision's ``StylingDecision/managedAttributes`` into its text.
    ///
    /// ```swift
    /// let state = LabelState(text: "第一行\n第二行", fontLineHeight: 24.616, numberOfLines: 0,
    ///                        lineSpace: 10, baselineRule: .exact)
    /// state.stylingDecision.managedAttributes.lineSpacing   // 10
    /// ```
    ///
    /// The rules, in order:
    /// 1. **Empty text → plain.** Nothing to style (UIKit also sizes an empty attributed string oddly).
    /// 2. **Values are clamped and scaled.** Negative, NaN or infinite `lineSpace` / `lineHeight` count
    ///    as 0; both are multiplied by the Dynamic Type factor, and a line height never falls
    ///    below the font's once the font has grown past its design size
    ///    (``DynamicTypeScaling/exactLineHeight(_:fontLineHeight:)``). Letter spacing must be
    ///    finite and non-zero to count.
    /// 3. **A single-line label gets no line spacing.** With `numberOfLines == 1` there is nothing to
    ///    space, and on UIKit the paragraph's line spacing can only add an empty band under the
    ///    line (the well-known gap under single-line CJK text).
    /// 4. **A multi-line label whose text is known to fit on one line gets no line spacing either**,
    ///    for the same reason. "Known" means the adapter measured the text on one line and the label
    ///    has been laid out: ``availableWidth`` is the width of its last layout pass, never the width
    ///    it had when the text was set. Before the first layout pass the rule is dropped and the
    ///    spacing applied; the adapters take the decision again at every layout pass that changes
    ///    the width (``decisionDependsOnWidth``, ``LaidOutWidth``).
    /// 5. **A Figma line height** becomes min = max = L plus the centring baseline offset of
    ///    ``FigmaLineHeight`` (``BaselineOffsetRule`` included; no attribute when the offset is 0). It
    ///    applies to single-line labels too.
    /// 6. **Letter spacing** becomes the `tracking` attribute (no space after a line's last
    ///    character, unlike `kern`).
    /// 7. **Nothing left to apply → plain.** The adapters merge the result into the text's own
    ///    paragraph styles (``ManagedAttributes/merged(applied:target:)``), so the label's
    ///    alignment, line-break mode and strategy and writing direction are kept.
    ///
    /// - Complexity: O(n) in the text's length (the hard-break scan), only when rule 4 needs it.
    var stylingDecision: StylingDecision {
        decision(forTyping: false)
    }

    /// The decision for the typing attributes of an editable text view (`UITextView`): the same
    /// rules, except that empty text and text that fits on one line are still styled, since the
    /// user is about to type more. Only a single-line limit drops the line spacing.
    var typingDecision: StylingDecision {
        decision(forTyping: true)
    }

    private func decision(forTyping typing: Bool) -> StylingDecision {
        guard typing || !text.isEmpty else { return .plain }

        var lineSpacing = dynamicType.scaled(lineSpace.nonNegativeFinite)
        let exactLineHeight = dynamicType.exactLineHeight(lineHeight, fontLineHeight: fontLineHeight)
        let tracking: Double? = letterSpacing.isFinite && letterSpacing != 0 ? letterSpacing : nil

        if lineSpacing > 0, isSingleLine || (!typing && isKnownToFitOnOneLine) {
            lineSpacing = 0
        }

        let figma = FigmaLineHeight(
            lineHeight: exactLineHeight, fontLineHeight: fontLineHeight, rule: baselineRule)

        guard lineSpacing > 0 || figma != nil || tracking != nil else { return .plain }
        let offset = figma.map(\.baselineOffset).flatMap { $0 == 0 ? nil : $0 }

        let style = ParagraphStyle(
            lineSpacing: lineSpacing,
            minimumLineHeight: figma?.minimumLineHeight ?? 0,
            maximumLineHeight: figma?.maximumLineHeight ?? 0,
            alignment: alignment,
            lineBreakMode: lineBreakMode)
        return .styled(StyledTextAttributes(
            paragraphStyle: style, tracking: tracking, baselineOffset: offset))
    }
}
