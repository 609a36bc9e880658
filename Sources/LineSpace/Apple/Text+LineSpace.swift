// SwiftUI: a Figma / CSS line height for `Text` (SwiftUI's own `lineHeight(.exact(points:))`
// from iOS 26, `lineSpacing(_:)` and padding before) and letter spacing. The numbers come from
// Styling/SwiftUILineHeight.swift and Styling/DrawingLineHeight.swift.
#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
import SwiftUI
import CoreText
#if canImport(UIKit)
import UIKit
/// The platform font type the SwiftUI API takes (SwiftUI's `Font` exposes no metrics).
public typealias LineSpacePlatformFont = UIFont
#else
import AppKit
/// The platform font type the SwiftUI API takes (SwiftUI's `Font` exposes no metrics).
public typealias LineSpacePlatformFont = NSFont
#endif

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
extension Text {
    /// Sets the font and the letter spacing, and stays a `Text`, so it can be concatenated.
    ///
    /// ```swift
    /// let font = UIFont(name: "NotoSansCJKtc-Regular", size: 17)!
    /// (Text("如何讓你遇見我，").lineSpaceFont(font, letterSpacing: 0.34)
    ///     + Text("在我最美麗的時刻。").lineSpaceFont(font).bold())
    ///     .lineSpaceLineHeight(30, font: font)
    /// ```
    ///
    /// Letter spacing is `tracking` (no space after a line's last character).
    public func lineSpaceFont(_ font: LineSpacePlatformFont, letterSpacing: CGFloat = 0) -> Text {
        let text = self.font(Font(font as CTFont))
        return letterSpacing == 0 || !letterSpacing.isFinite ? text : text.tracking(letterSpacing)
    }

    /// The former name of ``SwiftUI/View/lineSpaceLineHeight(_:font:text:)``, which now applies to any view.
    @available(*, deprecated, renamed: "lineSpaceLineHeight(_:font:)")
    public func lineHeight(_ lineHeight: CGFloat, font: LineSpacePlatformFont) -> some View {
        lineSpaceLineHeight(lineHeight, font: font)
    }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
extension View {
    /// Makes every line of the text in this view `lineHeight` points tall with its glyphs
    /// centred, as in Figma or CSS. Also sets the font.
    ///
    /// ```swift
    /// let sentence = "如何讓你遇見我，在我最美麗的時刻。"
    /// Text(sentence)
    ///     .multilineTextAlignment(.center)
    ///     .lineSpaceLineHeight(30, font: .systemFont(ofSize: 17), text: sentence)
    /// ```
    ///
    /// From iOS 26 (SDKs that have it) this is SwiftUI's own `lineHeight(.exact(points:))`.
    /// Before, the extra height goes between lines (`lineSpacing`) and half of it above the first
    /// and below the last line (vertical padding); lines cannot be made shorter than the font's.
    /// That extra height is measured against the font that draws the text: pass the text shown
    /// (or a sample of it) as `text` when the font may lack its characters, as the system font
    /// lacks Chinese (drawn in PingFang, whose lines are about 3.5 pt taller at 17 pt). Without
    /// it, the font's own line height is used.
    ///
    /// Returns a view, not a `Text`: SwiftUI's line spacing and padding are view modifiers.
    /// Concatenate first (``SwiftUI/Text/lineSpaceFont(_:letterSpacing:)`` keeps `Text`), then
    /// apply this. The platform font is required because SwiftUI does not expose a `Font`'s
    /// metrics.
    public func lineSpaceLineHeight(
        _ lineHeight: CGFloat, font: LineSpacePlatformFont, text: String? = nil
    ) -> some View {
        modifier(LineSpaceLineHeightModifier(lineHeight: Double(lineHeight), font: font, text: text ?? ""))
    }
}

/// The modifier behind ``SwiftUI/View/lineSpaceLineHeight(_:font:text:)``.
@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
struct LineSpaceLineHeightModifier: ViewModifier {
    let lineHeight: Double
    let font: LineSpacePlatformFont
    let text: String

    func body(content: Content) -> some View {
        let styled = content.font(Font(font as CTFont))
        #if canImport(SwiftUI, _version: 7.0)
        // SDKs with SwiftUI 7 (iOS 26): an exact line height, whatever font draws the text.
        if #available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            if lineHeight.isFinite, lineHeight > 0 {
                return AnyView(styled.lineHeight(.exact(points: CGFloat(lineHeight))))
            }
        }
        return AnyView(spaced(styled))
        #else
        return spaced(styled)
        #endif
    }

    /// Before iOS 26: line spacing and vertical padding from the drawing font's line height.
    private func spaced(_ content: some View) -> some View {
        let layout = SwiftUILineHeight(lineHeight: lineHeight, fontLineHeight: font.ls_drawingLineHeight(for: text))
        return content
            .lineSpacing(CGFloat(layout.lineSpacing))
            .padding(.vertical, CGFloat(layout.verticalPadding))
    }
}
#endif
