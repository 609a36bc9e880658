import Testing
@testable import LineSpace

/// docs/semantics.md §3 clamps and §4 available width.
@Suite struct ParagraphStyleTests {
    @Test func defaultStyleGivesTheWholeWidth() {
        #expect(ParagraphStyle.default.availableWidth(in: 300, isFirstLine: true) == 300)
        #expect(ParagraphStyle.default.availableWidth(in: 300, isFirstLine: false) == 300)
    }

    @Test func headIndentsDependOnTheLine() {
        let style = ParagraphStyle(firstLineHeadIndent: 20, headIndent: 10)
        #expect(style.availableWidth(in: 300, isFirstLine: true) == 280)
        #expect(style.availableWidth(in: 300, isFirstLine: false) == 290)
        #expect(style.headIndent(isFirstLine: true) == 20)
        #expect(style.headIndent(isFirstLine: false) == 10)
    }

    @Test func negativeTailIndentIsAnInsetFromTheTrailingEdge() {
        let style = ParagraphStyle(firstLineHeadIndent: 20, headIndent: 10, tailIndent: -15)
        #expect(style.availableWidth(in: 300, isFirstLine: true) == 265)   // 300 - 15 - 20
        #expect(style.availableWidth(in: 300, isFirstLine: false) == 275)  // 300 - 15 - 10
    }

    @Test func positiveTailIndentIsMeasuredFromTheLeadingEdge() {
        let style = ParagraphStyle(firstLineHeadIndent: 20, headIndent: 10, tailIndent: 200)
        #expect(style.availableWidth(in: 300, isFirstLine: true) == 180)   // 200 - 20
        #expect(style.availableWidth(in: 300, isFirstLine: false) == 190)  // 200 - 10
        // independent of the box width
        #expect(style.availableWidth(in: 1000, isFirstLine: true) == 180)
    }

    @Test func availableWidthIsNeverNegative() {
        #expect(ParagraphStyle(headIndent: 20, tailIndent: 10).availableWidth(in: 300, isFirstLine: false) == 0)
        #expect(ParagraphStyle(firstLineHeadIndent: 400).availableWidth(in: 300, isFirstLine: true) == 0)
        #expect(ParagraphStyle(tailIndent: -400).availableWidth(in: 300, isFirstLine: true) == 0)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, -20])
    func invalidHeadIndentsCountAsZero(_ value: Double) {
        let style = ParagraphStyle(firstLineHeadIndent: value, headIndent: value)
        #expect(style.availableWidth(in: 300, isFirstLine: true) == 300)
        #expect(style.availableWidth(in: 300, isFirstLine: false) == 300)
    }

    @Test func nonFiniteTailIndentCountsAsZeroButNegativeIsKept() {
        #expect(ParagraphStyle(tailIndent: .nan).resolvedTailIndent == 0)
        #expect(ParagraphStyle(tailIndent: .infinity).resolvedTailIndent == 0)
        #expect(ParagraphStyle(tailIndent: -5).resolvedTailIndent == -5)
        #expect(ParagraphStyle(tailIndent: .infinity).availableWidth(in: 300, isFirstLine: true) == 300)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, -1, -0.0, 0])
    func invalidSpacingsAndHeightsResolveToZero(_ value: Double) {
        let style = ParagraphStyle(
            lineSpacing: value, lineHeightMultiple: value, minimumLineHeight: value,
            maximumLineHeight: value, lineHeight: value, paragraphSpacing: value,
            paragraphSpacingBefore: value)
        #expect(style.resolvedLineSpacing == 0)
        #expect(style.resolvedLineHeightMultiple == 0)
        #expect(style.resolvedMinimumLineHeight == 0)
        #expect(style.resolvedMaximumLineHeight == 0)
        #expect(style.resolvedLineHeight == 0)
        #expect(style.resolvedParagraphSpacing == 0)
        #expect(style.resolvedParagraphSpacingBefore == 0)
    }

    @Test func validValuesAreKeptAsGiven() {
        let style = ParagraphStyle(lineSpacing: 10, lineHeight: 30, paragraphSpacing: 4)
        #expect(style.resolvedLineSpacing == 10)
        #expect(style.resolvedLineHeight == 30)
        #expect(style.resolvedParagraphSpacing == 4)
        #expect(style.lineSpacing == 10)  // stored as given
        #expect(ParagraphStyle(lineSpacing: -3).lineSpacing == -3)
    }

    @Test func nonNegativeFiniteClamp() {
        #expect(2.5.nonNegativeFinite == 2.5)
        #expect((-2.5).nonNegativeFinite == 0)
        #expect(Double.nan.nonNegativeFinite == 0)
        #expect(Double.infinity.nonNegativeFinite == 0)
        #expect(Double.greatestFiniteMagnitude.nonNegativeFinite == .greatestFiniteMagnitude)
    }

    @Test func letterSpacingResolvesPercentAgainstTheFontSize() {
        #expect(approx(LetterSpacing.percent(2).points(forFontSize: 17), 0.34))
        #expect(LetterSpacing.points(1.5).points(forFontSize: 17) == 1.5)
        #expect(LetterSpacing.points(-0.5).points(forFontSize: 17) == -0.5)
        #expect(LetterSpacing.points(.nan).points(forFontSize: 17) == 0)
        #expect(LetterSpacing.percent(2).points(forFontSize: .infinity) == 0)
    }
}
