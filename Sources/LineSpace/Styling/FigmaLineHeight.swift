/// The Figma / CSS "line height" L expressed with what UIKit and AppKit offer: a paragraph style
/// with `minimumLineHeight = maximumLineHeight = L` plus a `baselineOffset` that centres the
/// glyphs in the line, as design tools do.
///
/// UIKit has no exact line height: with min = max = L it puts all the extra (or missing) height
/// above the glyphs (docs/semantics.md §2), so text sits at the bottom of a tall line. Raising the
/// glyphs by a baseline offset fixes that, but the amount depends on the OS:
///
/// - before iOS 16.4, UIKit moved the glyphs by **twice** the `baselineOffset` attribute, hence
///   the widespread `(L - font.lineHeight) / 4`;
/// - from iOS 16.4 on, by the offset itself: `(L - font.lineHeight) / 2`.
///
/// ```swift
/// // Noto Sans CJK TC at 17 pt: font line height 24.616; Figma line height 30.
/// let figma = FigmaLineHeight(lineHeight: 30, fontLineHeight: 24.616,
///                             platform: .iOS, version: PlatformVersion(17, 0))!
/// figma.minimumLineHeight   // 30
/// figma.maximumLineHeight   // 30
/// figma.baselineOffset      // 2.692  ((30 - 24.616) / 2); 1.346 on iOS 16.3
/// ```
///
/// The other platforms are assumed to follow the same text-system release: tvOS 16.4,
/// watchOS 9.4, macOS 13.3 (AppKit and Mac Catalyst); visionOS always has the new behaviour.
/// Only the iOS change is widely documented by developers; the others are inferred from
/// Apple's shared release train.
///
/// `L` smaller than the font's line height is allowed. The offset is then negative and moves the
/// glyphs down, centring them in the (clipped) line: `(L - h) / 4` before iOS 16.4. iOS 16.4 and
/// 16.5 ignore a negative offset on such a line, so none is set there (the glyphs keep UIKit's
/// position, the missing height taken above them). iOS 16.6 lowers the text again (Apple's iOS
/// 16.6 release notes, 106109259: a negative offset on a label's whole text "will return to its
/// pre-16.3 behavior of lowering the text position"), so from 16.6 on the offset is
/// `(L - h) / 2`, by the exact-offset rule positive offsets follow since 16.4; that amount is
/// inferred, not measured on a device.
struct FigmaLineHeight: Sendable, Hashable {
    /// The requested line height L.
    var lineHeight: Double
    /// The paragraph style's `minimumLineHeight` (= L).
    var minimumLineHeight: Double { lineHeight }
    /// The paragraph style's `maximumLineHeight` (= L).
    var maximumLineHeight: Double { lineHeight }
    /// The value of the `baselineOffset` attribute that centres the glyphs (points, up).
    var baselineOffset: Double

    /// The line height and its baseline offset, or `nil` when `lineHeight` is not set
    /// (zero, negative, NaN or infinite).
    ///
    /// - Parameters:
    ///   - lineHeight: L, in points.
    ///   - fontLineHeight: the font's line height (`UIFont.lineHeight`: ascender + descender +
    ///     leading). A non-finite or negative value counts as 0.
    ///   - platform: the operating system the attributes are for.
    ///   - version: its version (`ProcessInfo.processInfo.operatingSystemVersion`).
    init?(lineHeight: Double, fontLineHeight: Double, platform: ApplePlatform, version: PlatformVersion) {
        let height = lineHeight.nonNegativeFinite
        guard height > 0 else { return nil }
        self.lineHeight = height
        let extra = height - fontLineHeight.nonNegativeFinite
        let divisor = Self.baselineOffsetDivisor(platform: platform, version: version)
        // The first exact-offset releases ignore a negative offset on a fixed-height line.
        let ignoresNegative = divisor == 2 && version < Self.firstReleaseLoweringWithNegativeOffset(on: platform)
        self.baselineOffset = extra < 0 && ignoresNegative ? 0 : extra / divisor
    }

    /// The first release that lowers text by a negative `baselineOffset` again after the
    /// exact-offset change: iOS 16.6 (release notes, 106109259) and its siblings (inferred).
    static func firstReleaseLoweringWithNegativeOffset(on platform: ApplePlatform) -> PlatformVersion {
        release(withIOS16Minor: 6, on: platform)
    }

    /// 4 where the text system moves glyphs by twice the baseline offset, 2 where it moves them
    /// by the offset itself (see ``firstReleaseWithExactBaselineOffset(on:)``).
    static func baselineOffsetDivisor(platform: ApplePlatform, version: PlatformVersion) -> Double {
        version >= firstReleaseWithExactBaselineOffset(on: platform) ? 2 : 4
    }

    /// The first release whose text system moves glyphs by exactly the `baselineOffset`
    /// attribute of a line with a fixed height: iOS 16.4 and its siblings.
    static func firstReleaseWithExactBaselineOffset(on platform: ApplePlatform) -> PlatformVersion {
        release(withIOS16Minor: 4, on: platform)
    }

    /// The release that shipped with iOS 16.`minor` on Apple's shared release train: tvOS
    /// 16.`minor`, watchOS 9.`minor`, macOS 13.`minor - 1`; visionOS 1.0 came after all of them.
    private static func release(withIOS16Minor minor: Int, on platform: ApplePlatform) -> PlatformVersion {
        switch platform {
        case .iOS, .tvOS: return PlatformVersion(16, minor)
        case .watchOS: return PlatformVersion(9, minor)
        case .macOS: return PlatformVersion(13, minor - 1)
        case .visionOS: return PlatformVersion(1, 0)
        }
    }
}
