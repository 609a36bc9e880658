import Testing
@testable import LineSpace

/// The SwiftUI font that follows Dynamic Type for a platform font (Styling/SwiftUIFontChoice.swift;
/// issue 32, M6).
@Suite struct SwiftUIFontChoiceTests {
    @Test func aNamedFontScalesRelativeToBodyByDefault() {
        let choice = SwiftUIFontChoice(
            fontName: "NotoSansCJKtc-Regular", pointSize: 17, textStyle: nil, textStyleDefaultSize: nil,
            weight: 0, relativeTo: nil)
        #expect(choice == .custom(name: "NotoSansCJKtc-Regular", size: 17, relativeTo: .body))
    }

    @Test func aNamedFontFollowsTheStyleAskedFor() {
        let choice = SwiftUIFontChoice(
            fontName: "Avenir-Heavy", pointSize: 28, textStyle: nil, textStyleDefaultSize: nil,
            weight: 0.56, relativeTo: .title)
        #expect(choice == .custom(name: "Avenir-Heavy", size: 28, relativeTo: .title))
    }

    @Test func aNamedTextStyleFontStartsFromItsStylesDefaultSize() {
        // Made by UIFontMetrics at AX5 (40 pt) from a headline design of 17 pt: SwiftUI gets the
        // 17 pt design and scales it itself, rather than scaling 40 pt again.
        let choice = SwiftUIFontChoice(
            fontName: "Avenir-Medium", pointSize: 40, textStyle: .headline, textStyleDefaultSize: 17,
            weight: 0.23, relativeTo: nil)
        #expect(choice == .custom(name: "Avenir-Medium", size: 17, relativeTo: .headline))
    }

    @Test func aSystemTextStyleFontBecomesTheStyle() {
        // UIFont.preferredFont(forTextStyle: .headline): ".SFUI-Semibold", weight 0.3.
        let choice = SwiftUIFontChoice(
            fontName: ".SFUI-Semibold", pointSize: 17, textStyle: .headline, textStyleDefaultSize: 17,
            weight: 0.3, relativeTo: .body)
        #expect(choice == .textStyle(.headline, weight: .semibold))
    }

    @Test func aSystemFontOfAGivenSizeStaysFixed() {
        let choice = SwiftUIFontChoice(
            fontName: ".SFUI-Regular", pointSize: 17, textStyle: nil, textStyleDefaultSize: nil,
            weight: 0, relativeTo: .body)
        #expect(choice == .fixedSystem(size: 17, weight: .regular))
    }

    @Test(arguments: [(-0.8, FontWeightName.ultraLight), (-0.45, .light), (0.0, .regular), (0.2, .medium),
                      (0.3, .semibold), (0.4, .bold), (0.5, .heavy), (0.62, .black), (.nan, .regular)])
    func weightsMapToTheNearestName(_ value: Double, _ name: FontWeightName) {
        #expect(FontWeightName(weight: value) == name)
    }

    @Test func theDesignSizeOfATextStyleFontIsItsStylesDefault() {
        #expect(SwiftUIFontChoice.designSize(pointSize: 53, textStyleDefaultSize: 17) == 17)
        #expect(SwiftUIFontChoice.designSize(pointSize: 20, textStyleDefaultSize: nil) == 20)
        #expect(SwiftUIFontChoice.designSize(pointSize: 20, textStyleDefaultSize: 0) == 20)
    }

    @Test func theLineHeightScalesWithTheFontForTheEnvironmentsSize() {
        // L = 30 designed for body 17 pt; the environment's size is AX5 (body 53 pt): L 93.5,
        // and the spacing SwiftUI gets is measured on the scaled font's line height.
        let scaling = DynamicTypeScaling(baseFontSize: 17, scaledFontSize: 53)
        let lineHeight = scaling.exactLineHeight(30, fontLineHeight: 23.8 * 53 / 17)
        #expect(approx(lineHeight, 1590.0 / 17))
        let layout = SwiftUILineHeight(lineHeight: lineHeight, fontLineHeight: 23.8 * 53 / 17)
        #expect(approx(layout.lineSpacing, (30 - 23.8) * 53 / 17))
    }
}
