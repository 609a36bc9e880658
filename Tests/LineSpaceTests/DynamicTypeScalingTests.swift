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

    // MARK: a line height with a grown font (issue 32, H1)

    /// Body 17 pt at Large grows to 53 pt at AX5; SF's line height is about 1.19 × its size.
    static let ax5Growth = 53.0 / 17, ax5LineHeight = 63.3

    func ax5Label(lineHeight: Double, scalesSpacing: Bool, fontLineHeight: Double = ax5LineHeight) -> LabelState {
        let factor = scalesSpacing ? Self.ax5Growth : 1
        return LabelState(
            text: "第一行\n第二行", fontLineHeight: fontLineHeight, numberOfLines: 0, lineHeight: lineHeight,
            dynamicType: DynamicTypeScaling(factor: factor, fontGrowth: Self.ax5Growth), baselineRule: .exact)
    }

    @Test func anUnscaledLineHeightNeverFallsBelowAGrownFontsLineHeight() {
        // L = 30 kept at AX5 would overlap 63.3 pt lines: the font's line height is used.
        let attributes = ax5Label(lineHeight: 30, scalesSpacing: false).stylingDecision.managedAttributes
        #expect(attributes.minimumLineHeight == Self.ax5LineHeight)
        #expect(attributes.maximumLineHeight == Self.ax5LineHeight)
        #expect(attributes.baselineOffset == nil)  // no extra height to centre
    }

    @Test func aScaledLineHeightIsAlreadyTallEnough() {
        let attributes = ax5Label(lineHeight: 30, scalesSpacing: true).stylingDecision.managedAttributes
        #expect(approx(attributes.minimumLineHeight, 1590.0 / 17))  // 30 × 53 / 17 = 93.529…
        #expect(approx(attributes.baselineOffset, (1590.0 / 17 - Self.ax5LineHeight) / 2))
    }

    @Test func aLineHeightTighterThanTheFontKeepsItsProportion() {
        // Designed L = 20 for Noto Sans CJK 17 pt (h = 24.616, ratio 0.8125); at twice the size
        // (h = 49.232) the line is 40, the same proportion, not 20 nor 49.232.
        let scaling = DynamicTypeScaling(factor: 1, fontGrowth: 2)
        #expect(approx(scaling.exactLineHeight(20, fontLineHeight: 49.232), 40))
    }

    @Test func smallerSizesKeepTheDesignedLineHeight() {
        // xSmall: body 14 pt; L = 30 stays 30 (lines only get roomier).
        let scaling = DynamicTypeScaling(factor: 1, fontGrowth: 14.0 / 17)
        #expect(scaling.exactLineHeight(30, fontLineHeight: 16.7) == 30)
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func anUnsetLineHeightStaysUnset(_ value: Double) {
        #expect(DynamicTypeScaling(factor: 1, fontGrowth: 3).exactLineHeight(value, fontLineHeight: 63.3) == 0)
    }

    @Test func scalingFollowsTheViewsFontUnlessSetExplicitly() {
        #expect(DynamicTypeScaling.scalesSpacing(explicit: nil, viewAdjustsFont: true))
        #expect(!DynamicTypeScaling.scalesSpacing(explicit: nil, viewAdjustsFont: false))
        #expect(!DynamicTypeScaling.scalesSpacing(explicit: false, viewAdjustsFont: true))
        #expect(DynamicTypeScaling.scalesSpacing(explicit: true, viewAdjustsFont: false))
    }

    @Test func fontGrowthComesFromTheTextStyleElseFromTheView() {
        // A body font made at AX5: 53 / 17, whatever the view does.
        #expect(approx(DynamicTypeScaling.fontGrowth(pointSize: 53, textStyleDefaultSize: 17, viewAdjustsFont: false, metricsFactor: 1), 53.0 / 17))
        // A custom font scaled by UIFontMetrics in a view that adjusts it: the metrics' factor.
        #expect(DynamicTypeScaling.fontGrowth(pointSize: 40, textStyleDefaultSize: nil, viewAdjustsFont: true, metricsFactor: 2.5) == 2.5)
        // A fixed font does not grow, whatever the content size.
        #expect(DynamicTypeScaling.fontGrowth(pointSize: 40, textStyleDefaultSize: nil, viewAdjustsFont: false, metricsFactor: 2.5) == 1)
        #expect(DynamicTypeScaling.fontGrowth(pointSize: 40, textStyleDefaultSize: 0, viewAdjustsFont: false, metricsFactor: 2.5) == 1)
    }

    @Test func aFixedFontWithATightLineHeightIsLeftAlone() {
        // Not grown: L = 20 below h = 24.616 stays 20, even with the option on at AX5 metrics.
        let scaling = DynamicTypeScaling(factor: 1, fontGrowth: 1)
        #expect(scaling.exactLineHeight(20, fontLineHeight: 24.616) == 20)
    }
}
