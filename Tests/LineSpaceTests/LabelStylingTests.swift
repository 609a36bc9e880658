import Testing
@testable import LineSpace

/// The styling decision of `UILabel.lineSpace` & co (Styling/LabelStyling.swift).
@Suite struct LabelStylingTests {
    static let sentence = "如何讓你遇見我，在我最美麗的時刻。為這，我已在佛前求了五百年，求他讓我們結一段塵緣"

    /// A multi-line Noto Sans CJK TC 17 pt label on iOS 17 by default.
    func label(
        _ text: String = sentence, numberOfLines: Int = 0, lineSpace: Double = 0,
        lineHeight: Double = 0, letterSpacing: Double = 0,
        alignment: ParagraphAlignment = .natural, lineBreakMode: LineBreakMode = .byTruncatingTail,
        singleLineWidth: Double? = nil, availableWidth: Double? = nil,
        rule: BaselineOffsetRule = .exact
    ) -> LabelState {
        LabelState(
            text: text, fontLineHeight: Metrics.notoLineHeight, alignment: alignment,
            lineBreakMode: lineBreakMode, numberOfLines: numberOfLines, lineSpace: lineSpace,
            lineHeight: lineHeight, letterSpacing: letterSpacing, singleLineWidth: singleLineWidth,
            availableWidth: availableWidth, baselineRule: rule)
    }

    func attributes(_ state: LabelState) -> StyledTextAttributes? {
        if case .styled(let attributes) = state.stylingDecision { return attributes }
        return nil
    }

    // MARK: plain

    @Test func emptyTextStaysPlain() {
        #expect(label("", lineSpace: 10, lineHeight: 30, letterSpacing: 1).stylingDecision == .plain)
    }

    @Test func nothingSetStaysPlain() {
        #expect(label().stylingDecision == .plain)
        #expect(label(numberOfLines: 1).stylingDecision == .plain)
    }

    @Test(arguments: [0.0, -10, .nan, .infinity, -.infinity])
    func invalidLineSpaceStaysPlain(_ value: Double) {
        #expect(label(lineSpace: value).stylingDecision == .plain)
        #expect(label(lineHeight: value).stylingDecision == .plain)
    }

    @Test(arguments: [0.0, .nan, .infinity])
    func invalidLetterSpacingStaysPlain(_ value: Double) {
        #expect(label(letterSpacing: value).stylingDecision == .plain)
    }

    // MARK: single-line labels

    @Test func singleLineLabelGetsNoLineSpacing() {
        #expect(label(numberOfLines: 1, lineSpace: 10).stylingDecision == .plain)
    }

    @Test func singleLineLabelKeepsLetterSpacingWithoutLineSpacing() throws {
        let styled = try #require(attributes(label(numberOfLines: 1, lineSpace: 10, letterSpacing: 1.5)))
        #expect(styled.paragraphStyle.lineSpacing == 0)
        #expect(styled.tracking == 1.5)
        #expect(styled.baselineOffset == nil)
    }

    @Test func singleLineLabelKeepsAFigmaLineHeight() throws {
        let styled = try #require(attributes(label(numberOfLines: 1, lineSpace: 10, lineHeight: 30)))
        #expect(styled.paragraphStyle.lineSpacing == 0)
        #expect(styled.paragraphStyle.minimumLineHeight == 30)
        #expect(styled.paragraphStyle.maximumLineHeight == 30)
        #expect(approx(styled.baselineOffset, 2.692))
    }

    // MARK: multi-line labels

    @Test func multiLineLabelGetsLineSpacingAndKeepsAlignmentAndLineBreakMode() throws {
        let styled = try #require(attributes(label(lineSpace: 10, alignment: .center, lineBreakMode: .byTruncatingTail)))
        #expect(styled.paragraphStyle.lineSpacing == 10)
        #expect(styled.paragraphStyle.alignment == .center)
        #expect(styled.paragraphStyle.lineBreakMode == .byTruncatingTail)
        #expect(styled.paragraphStyle.minimumLineHeight == 0)
        #expect(styled.paragraphStyle.maximumLineHeight == 0)
        #expect(styled.paragraphStyle.lineHeight == 0)
        #expect(styled.tracking == nil)
        #expect(styled.baselineOffset == nil)
    }

    @Test(arguments: ParagraphAlignment.allCases)
    func everyAlignmentIsKept(_ alignment: ParagraphAlignment) throws {
        let styled = try #require(attributes(label(lineSpace: 10, alignment: alignment)))
        #expect(styled.paragraphStyle.alignment == alignment)
    }

    @Test(arguments: LineBreakMode.allCases)
    func everyLineBreakModeIsKept(_ mode: LineBreakMode) throws {
        let styled = try #require(attributes(label(numberOfLines: 3, lineSpace: 10, lineBreakMode: mode)))
        #expect(styled.paragraphStyle.lineBreakMode == mode)
    }

    @Test(arguments: [0, 2, 3, -1])
    func everyMultiLineLimitGetsLineSpacing(_ lines: Int) throws {
        let styled = try #require(attributes(label(numberOfLines: lines, lineSpace: 10)))
        #expect(styled.paragraphStyle.lineSpacing == 10)
    }

    @Test func lineSpaceLineHeightAndLetterSpacingTogether() throws {
        let styled = try #require(attributes(label(lineSpace: 10, lineHeight: 30, letterSpacing: 0.34)))
        #expect(styled.paragraphStyle.lineSpacing == 10)
        #expect(styled.paragraphStyle.minimumLineHeight == 30)
        #expect(styled.paragraphStyle.maximumLineHeight == 30)
        #expect(styled.tracking == 0.34)
        #expect(approx(styled.baselineOffset, 2.692))
    }

    @Test func figmaLineHeightFollowsTheBaselineRule() throws {
        let old = try #require(attributes(label(lineHeight: 30, rule: .doubled)))
        let new = try #require(attributes(label(lineHeight: 30, rule: .exactIgnoringNegative)))
        #expect(approx(old.baselineOffset, 1.346))
        #expect(approx(new.baselineOffset, 2.692))
    }

    @Test func negativeLetterSpacingTightens() throws {
        let styled = try #require(attributes(label(letterSpacing: -0.5)))
        #expect(styled.tracking == -0.5)
        #expect(styled.paragraphStyle.lineSpacing == 0)
    }

    // MARK: multi-line labels whose text fits on one line

    @Test func textKnownToFitOnOneLineGetsNoLineSpacing() {
        // "你好" in Noto Sans CJK at 17 pt: 2 * 17 = 34 pt, in a 300 pt label.
        let state = label("你好", lineSpace: 10, singleLineWidth: 34, availableWidth: 300)
        #expect(state.isKnownToFitOnOneLine)
        #expect(state.stylingDecision == .plain)
    }

    @Test func textExactlyAsWideAsTheLabelFits() {
        #expect(label("你好", lineSpace: 10, singleLineWidth: 34, availableWidth: 34).stylingDecision == .plain)
    }

    @Test func textKnownToFitKeepsItsOtherAttributes() throws {
        let styled = try #require(attributes(label("你好", lineSpace: 10, lineHeight: 30, singleLineWidth: 34, availableWidth: 300)))
        #expect(styled.paragraphStyle.lineSpacing == 0)
        #expect(styled.paragraphStyle.minimumLineHeight == 30)
    }

    @Test func textWiderThanTheLabelGetsLineSpacing() throws {
        // 40 CJK characters * 17 pt = 680 pt > 300 pt: three lines (docs/semantics.md §3).
        let styled = try #require(attributes(label(lineSpace: 10, singleLineWidth: 680, availableWidth: 300)))
        #expect(styled.paragraphStyle.lineSpacing == 10)
    }

    @Test func unknownWidthGetsLineSpacing() throws {
        #expect(attributes(label("你好", lineSpace: 10, singleLineWidth: 34, availableWidth: nil))?.paragraphStyle.lineSpacing == 10)
        #expect(attributes(label("你好", lineSpace: 10, singleLineWidth: 34, availableWidth: 0))?.paragraphStyle.lineSpacing == 10)
        #expect(attributes(label("你好", lineSpace: 10, singleLineWidth: nil, availableWidth: 300))?.paragraphStyle.lineSpacing == 10)
        #expect(attributes(label("你好", lineSpace: 10, singleLineWidth: .nan, availableWidth: 300))?.paragraphStyle.lineSpacing == 10)
    }

    @Test(arguments: ["你\n好", "你\r好", "你\r\n好", "你\u{2028}好", "你\u{2029}好"])
    func hardLineBreaksMakeSeveralLines(_ text: String) throws {
        let state = label(text, lineSpace: 10, singleLineWidth: 34, availableWidth: 300)
        #expect(state.hasHardLineBreak)
        #expect(!state.isKnownToFitOnOneLine)
        #expect(attributes(state)?.paragraphStyle.lineSpacing == 10)
    }

    @Test func singleLineLabelIgnoresHardBreaksToo() {
        #expect(label("你\n好", numberOfLines: 1, lineSpace: 10).stylingDecision == .plain)
    }

    // MARK: defaults

    @Test func defaultsAreUILabels() {
        let state = LabelState(text: "a", fontLineHeight: 20, baselineRule: .exact)
        #expect(state.numberOfLines == 1)
        #expect(state.lineBreakMode == .byTruncatingTail)
        #expect(state.alignment == .natural)
        #expect(state.dynamicType == .identity)
        #expect(state.isSingleLine)
    }
}

/// Typing attributes of editable text views.
@Suite struct TypingDecisionTests {
    func state(_ text: String, numberOfLines: Int = 0, lineSpace: Double = 10, width: Double? = 34) -> LabelState {
        LabelState(text: text, fontLineHeight: 24.616, numberOfLines: numberOfLines, lineSpace: lineSpace,
                   singleLineWidth: width, availableWidth: 300, baselineRule: .exact)
    }

    @Test func emptyTextViewStillGetsTypingAttributes() {
        guard case .styled(let styled) = state("").typingDecision else {
            Issue.record("expected styled typing attributes")
            return
        }
        #expect(styled.paragraphStyle.lineSpacing == 10)
        #expect(state("").stylingDecision == .plain)
    }

    @Test func shortTextKeepsLineSpacingForTyping() {
        guard case .styled(let styled) = state("你好").typingDecision else {
            Issue.record("expected styled typing attributes")
            return
        }
        #expect(styled.paragraphStyle.lineSpacing == 10)
    }

    @Test func singleLineLimitStillDropsLineSpacing() {
        #expect(state("", numberOfLines: 1).typingDecision == .plain)
    }

    @Test func nothingSetIsPlainForTypingToo() {
        #expect(state("", lineSpace: 0).typingDecision == .plain)
    }
}
