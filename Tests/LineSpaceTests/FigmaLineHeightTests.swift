import Testing
@testable import LineSpace

/// Figma / CSS line height on UIKit: min = max = L and the centring baseline offset.
@Suite struct FigmaLineHeightTests {
    // Noto Sans CJK TC 17 pt: font line height 24.616; L = 30 → extra height 5.384.

    @Test func beforeIOS16_4TheOffsetIsAQuarterOfTheExtraHeight() throws {
        let figma = try #require(FigmaLineHeight(lineHeight: 30, fontLineHeight: 24.616, rule: .doubled))
        #expect(figma.minimumLineHeight == 30)
        #expect(figma.maximumLineHeight == 30)
        #expect(approx(figma.baselineOffset, 1.346))  // (30 - 24.616) / 4
    }

    @Test(arguments: [BaselineOffsetRule.exactIgnoringNegative, .exact])
    func fromIOS16_4TheOffsetIsHalfTheExtraHeight(_ rule: BaselineOffsetRule) throws {
        let figma = try #require(FigmaLineHeight(lineHeight: 30, fontLineHeight: 24.616, rule: rule))
        #expect(figma.minimumLineHeight == 30)
        #expect(figma.maximumLineHeight == 30)
        #expect(approx(figma.baselineOffset, 2.692))  // (30 - 24.616) / 2
    }

    @Test func smallerThanTheFontGivesNoOffsetOnIOS16_4And16_5() throws {
        // UIKit 16.4 and 16.5 ignore a negative offset on a fixed-height line: none is set.
        let figma = try #require(FigmaLineHeight(lineHeight: 20, fontLineHeight: 24.616, rule: .exactIgnoringNegative))
        #expect(figma.baselineOffset == 0)
        #expect(figma.minimumLineHeight == 20)
        let state = LabelState(text: "你好", fontLineHeight: 24.616, lineHeight: 20, baselineRule: .exactIgnoringNegative)
        #expect(state.stylingDecision.managedAttributes == ManagedAttributes(minimumLineHeight: 20, maximumLineHeight: 20))
    }

    @Test func smallerThanTheFontGivesHalfTheMissingHeightFromIOS16_6() throws {
        // iOS 16.6 lowers text by a negative offset again (release notes, 106109259).
        let figma = try #require(FigmaLineHeight(lineHeight: 20, fontLineHeight: 24.616, rule: .exact))
        #expect(approx(figma.baselineOffset, -2.308))  // (20 - 24.616) / 2
        let state = LabelState(text: "你好", fontLineHeight: 24.616, lineHeight: 20, baselineRule: .exact)
        #expect(state.stylingDecision.managedAttributes.baselineOffset.map { approx($0, -2.308) } == true)
    }

    @Test func smallerThanTheFontGivesANegativeOffsetBeforeIOS16_4() throws {
        let figma = try #require(FigmaLineHeight(lineHeight: 20, fontLineHeight: 24.616, rule: .doubled))
        #expect(approx(figma.baselineOffset, -1.154))  // (20 - 24.616) / 4
    }

    @Test(arguments: BaselineOffsetRule.allCases)
    func equalToTheFontNeedsNoOffset(_ rule: BaselineOffsetRule) throws {
        let figma = try #require(FigmaLineHeight(lineHeight: 24.616, fontLineHeight: 24.616, rule: rule))
        #expect(figma.baselineOffset == 0)
    }

    @Test(arguments: [0.0, -30, .nan, .infinity])
    func unsetLineHeightGivesNil(_ value: Double) {
        #expect(FigmaLineHeight(lineHeight: value, fontLineHeight: 24.616, rule: .exact) == nil)
    }

    @Test func invalidFontLineHeightCountsAsZero() throws {
        let figma = try #require(FigmaLineHeight(lineHeight: 30, fontLineHeight: .nan, rule: .exact))
        #expect(figma.baselineOffset == 15)
    }

    @Test func dejaVuAt17Points() throws {
        // font line height 19.7890625; L = 24 → extra 4.2109375
        let old = try #require(FigmaLineHeight(lineHeight: 24, fontLineHeight: 19.7890625, rule: .doubled))
        let new = try #require(FigmaLineHeight(lineHeight: 24, fontLineHeight: 19.7890625, rule: .exactIgnoringNegative))
        #expect(old.baselineOffset == 1.052734375)
        #expect(new.baselineOffset == 2.10546875)
    }

    @Test func theRuleTurnsARiseIntoTheAttribute() {
        // The rise that centres glyphs, up (positive) and down (negative).
        #expect(BaselineOffsetRule.doubled.attribute(raising: 2) == 1)
        #expect(BaselineOffsetRule.doubled.attribute(raising: -2) == -1)
        #expect(BaselineOffsetRule.exactIgnoringNegative.attribute(raising: 2) == 2)
        #expect(BaselineOffsetRule.exactIgnoringNegative.attribute(raising: -2) == 0)
        #expect(BaselineOffsetRule.exact.attribute(raising: 2) == 2)
        #expect(BaselineOffsetRule.exact.attribute(raising: -2) == -2)
    }
}

/// SwiftUI Text: line height as line spacing plus vertical padding.
@Suite struct SwiftUILineHeightTests {
    @Test func extraHeightGoesBetweenLinesAndHalfOfItAroundTheText() {
        let layout = SwiftUILineHeight(lineHeight: 30, fontLineHeight: 24.616)
        #expect(approx(layout.lineSpacing, 5.384))
        #expect(approx(layout.verticalPadding, 2.692))
        // three lines occupy exactly 3 * L
        let total = 2 * layout.verticalPadding + 3 * 24.616 + 2 * layout.lineSpacing
        #expect(approx(total, 90))
    }

    @Test(arguments: [20.0, 0, -1, .nan])
    func cannotShrinkLines(_ lineHeight: Double) {
        let layout = SwiftUILineHeight(lineHeight: lineHeight, fontLineHeight: 24.616)
        #expect(layout.lineSpacing == 0)
        #expect(layout.verticalPadding == 0)
    }
}
