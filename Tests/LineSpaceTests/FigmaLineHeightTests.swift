import Testing
@testable import LineSpace

/// Figma / CSS line height on UIKit: min = max = L and the centring baseline offset.
@Suite struct FigmaLineHeightTests {
    // Noto Sans CJK TC 17 pt: font line height 24.616; L = 30 → extra height 5.384.

    @Test(arguments: [PlatformVersion(15, 0), PlatformVersion(16, 0), PlatformVersion(16, 3, 1)])
    func beforeIOS16_4TheOffsetIsAQuarterOfTheExtraHeight(_ version: PlatformVersion) throws {
        let figma = try #require(FigmaLineHeight(lineHeight: 30, fontLineHeight: 24.616, platform: .iOS, version: version))
        #expect(figma.minimumLineHeight == 30)
        #expect(figma.maximumLineHeight == 30)
        #expect(approx(figma.baselineOffset, 1.346))  // (30 - 24.616) / 4
    }

    @Test(arguments: [PlatformVersion(16, 4), PlatformVersion(16, 4, 1), PlatformVersion(17, 0), PlatformVersion(26, 0)])
    func fromIOS16_4TheOffsetIsHalfTheExtraHeight(_ version: PlatformVersion) throws {
        let figma = try #require(FigmaLineHeight(lineHeight: 30, fontLineHeight: 24.616, platform: .iOS, version: version))
        #expect(figma.minimumLineHeight == 30)
        #expect(figma.maximumLineHeight == 30)
        #expect(approx(figma.baselineOffset, 2.692))  // (30 - 24.616) / 2
    }

    @Test(arguments: [PlatformVersion(16, 4), PlatformVersion(16, 5, 1)])
    func smallerThanTheFontGivesNoOffsetOnIOS16_4And16_5(_ version: PlatformVersion) throws {
        // UIKit 16.4 and 16.5 ignore a negative offset on a fixed-height line: none is set.
        let figma = try #require(FigmaLineHeight(lineHeight: 20, fontLineHeight: 24.616, platform: .iOS, version: version))
        #expect(figma.baselineOffset == 0)
        #expect(figma.minimumLineHeight == 20)
        let state = LabelState(text: "你好", fontLineHeight: 24.616, lineHeight: 20, platform: .iOS, version: version)
        #expect(state.stylingDecision.managedAttributes == ManagedAttributes(minimumLineHeight: 20, maximumLineHeight: 20))
    }

    @Test(arguments: [PlatformVersion(16, 6), PlatformVersion(17), PlatformVersion(26)])
    func smallerThanTheFontGivesHalfTheMissingHeightFromIOS16_6(_ version: PlatformVersion) throws {
        // iOS 16.6 lowers text by a negative offset again (release notes, 106109259).
        let figma = try #require(FigmaLineHeight(lineHeight: 20, fontLineHeight: 24.616, platform: .iOS, version: version))
        #expect(approx(figma.baselineOffset, -2.308))  // (20 - 24.616) / 2
        let state = LabelState(text: "你好", fontLineHeight: 24.616, lineHeight: 20, platform: .iOS, version: version)
        #expect(state.stylingDecision.managedAttributes.baselineOffset.map { approx($0, -2.308) } == true)
    }

    @Test func smallerThanTheFontGivesANegativeOffsetBeforeIOS16_4() throws {
        let figma = try #require(FigmaLineHeight(lineHeight: 20, fontLineHeight: 24.616, platform: .iOS, version: PlatformVersion(16, 3)))
        #expect(approx(figma.baselineOffset, -1.154))  // (20 - 24.616) / 4
    }

    @Test func equalToTheFontNeedsNoOffset() throws {
        let figma = try #require(FigmaLineHeight(lineHeight: 24.616, fontLineHeight: 24.616, platform: .iOS, version: PlatformVersion(16)))
        #expect(figma.baselineOffset == 0)
    }

    @Test(arguments: [0.0, -30, .nan, .infinity])
    func unsetLineHeightGivesNil(_ value: Double) {
        #expect(FigmaLineHeight(lineHeight: value, fontLineHeight: 24.616, platform: .iOS, version: PlatformVersion(17)) == nil)
    }

    @Test func invalidFontLineHeightCountsAsZero() throws {
        let figma = try #require(FigmaLineHeight(lineHeight: 30, fontLineHeight: .nan, platform: .iOS, version: PlatformVersion(17)))
        #expect(figma.baselineOffset == 15)
    }

    @Test func dejaVuAt17Points() throws {
        // font line height 19.7890625; L = 24 → extra 4.2109375
        let old = try #require(FigmaLineHeight(lineHeight: 24, fontLineHeight: 19.7890625, platform: .iOS, version: PlatformVersion(16, 2)))
        let new = try #require(FigmaLineHeight(lineHeight: 24, fontLineHeight: 19.7890625, platform: .iOS, version: PlatformVersion(16, 4)))
        #expect(old.baselineOffset == 1.052734375)
        #expect(new.baselineOffset == 2.10546875)
    }

    @Test func siblingReleasesOfIOS16_4() {
        #expect(FigmaLineHeight.baselineOffsetDivisor(platform: .tvOS, version: PlatformVersion(16, 3)) == 4)
        #expect(FigmaLineHeight.baselineOffsetDivisor(platform: .tvOS, version: PlatformVersion(16, 4)) == 2)
        #expect(FigmaLineHeight.baselineOffsetDivisor(platform: .macOS, version: PlatformVersion(13, 2, 1)) == 4)
        #expect(FigmaLineHeight.baselineOffsetDivisor(platform: .macOS, version: PlatformVersion(13, 3)) == 2)
        #expect(FigmaLineHeight.baselineOffsetDivisor(platform: .macOS, version: PlatformVersion(14, 0)) == 2)
        #expect(FigmaLineHeight.baselineOffsetDivisor(platform: .watchOS, version: PlatformVersion(9, 3)) == 4)
        #expect(FigmaLineHeight.baselineOffsetDivisor(platform: .watchOS, version: PlatformVersion(9, 4)) == 2)
        #expect(FigmaLineHeight.baselineOffsetDivisor(platform: .visionOS, version: PlatformVersion(1, 0)) == 2)
    }

    @Test func siblingReleasesOfIOS16_6() {
        let table: [(ApplePlatform, PlatformVersion)] = [
            (.iOS, PlatformVersion(16, 6)), (.tvOS, PlatformVersion(16, 6)), (.watchOS, PlatformVersion(9, 6)),
            (.macOS, PlatformVersion(13, 5)), (.visionOS, PlatformVersion(1, 0)),
        ]
        for (platform, version) in table {
            #expect(FigmaLineHeight.firstReleaseLoweringWithNegativeOffset(on: platform) == version, "\(platform)")
        }
    }

    @Test func versionsCompareLexicographically() {
        #expect(PlatformVersion(16, 3, 9) < PlatformVersion(16, 4))
        #expect(PlatformVersion(16, 4) == PlatformVersion(16, 4, 0))
        #expect(PlatformVersion(9, 10) > PlatformVersion(9, 4))
        #expect(PlatformVersion(17) > PlatformVersion(16, 99, 99))
        #expect(PlatformVersion(16, 4).description == "16.4.0")
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
