import Testing
@testable import LineSpace

/// Dynamic Type: lineSpace and lineHeight grow with the text style's size.
@Suite struct DynamicTypeScalingTests {
    // Body text: 17 pt at the default size (Large), 23 pt at xxxLarge, 53 pt at AX5.

    @Test func factorIsTheRatioOfFontSizes() {
        let scaling = DynamicTypeScaling(baseFontSize: 17, scaledFontSize: 23)
        #expect(approx(scaling.factor, 23.0 / 17))
        #expect(approx(scaling.scaled(10), 13.529411764705882))  // 230 / 17
        #expect(approx(scaling.scaled(17), 23))
    }

    @Test func defaultSizeIsTheIdentity() {
        let scaling = DynamicTypeScaling(baseFontSize: 17, scaledFontSize: 17)
        #expect(scaling == .identity)
        #expect(scaling.scaled(10) == 10)
    }

    @Test func smallerSizesShrink() {
        // Body at xSmall: 14 pt.
        #expect(approx(DynamicTypeScaling(baseFontSize: 17, scaledFontSize: 14).scaled(17), 14))
    }

    @Test(arguments: [(0.0, 23.0), (-17, 23), (.nan, 23), (17, 0), (17, -1), (17, .nan), (17, .infinity), (.infinity, 23)])
    func invalidSizesGiveTheIdentity(_ base: Double, _ scaled: Double) {
        #expect(DynamicTypeScaling(baseFontSize: base, scaledFontSize: scaled) == .identity)
    }

    @Test func nonFiniteValuesScaleToZero() {
        let scaling = DynamicTypeScaling(factor: 2)
        #expect(scaling.scaled(.nan) == 0)
        #expect(scaling.scaled(.infinity) == 0)
        #expect(scaling.scaled(0) == 0)
    }

    @Test func labelSpacingFollowsTheTextAtAX5() throws {
        // lineSpace 10 and L = 30 at Large; body 17 → 53 pt; the scaled font's line height is
        // 24.616 * 53 / 17 (Noto Sans CJK scales linearly).
        let scaling = DynamicTypeScaling(baseFontSize: 17, scaledFontSize: 53)
        let state = LabelState(
            text: "第一行\n第二行", fontLineHeight: 24.616 * 53 / 17, numberOfLines: 0,
            lineSpace: 10, lineHeight: 30, dynamicType: scaling,
            baselineRule: .exact)
        guard case .styled(let attributes) = state.stylingDecision else {
            Issue.record("expected styled text")
            return
        }
        #expect(approx(attributes.paragraphStyle.lineSpacing, 530.0 / 17))          // 31.176…
        #expect(approx(attributes.paragraphStyle.minimumLineHeight, 1590.0 / 17))   // 93.529…
        #expect(approx(attributes.paragraphStyle.maximumLineHeight, 1590.0 / 17))
        #expect(approx(attributes.baselineOffset, 5.384 * 53 / 17 / 2))             // 8.392…
    }
}
