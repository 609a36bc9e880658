// SwiftUI: a Figma / CSS line height for `Text` (which has `lineSpacing(_:)` but no line height
// before iOS 26) and letter spacing. The numbers come from Styling/SwiftUILineHeight.swift.
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

    /// The former name of ``SwiftUI/View/lineSpaceLineHeight(_:font:)``, which now applies to any view.
    @available(*, deprecated, renamed: "lineSpaceLineHeight(_:font:)")
    public func lineHeight(_ lineHeight: CGFloat, font: LineSpacePlatformFont) -> some View {
        lineSpaceLineHeight(lineHeight, font: font)
    }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
extension View {
    /// Makes every line of the text in this view `lineHeight` points tall with its glyphs
    /// centred, as in Figma or CSS: the extra height goes between lines (`lineSpacing`) and half
    /// of it above the first and below the last line (vertical padding). Also sets the font.
    ///
    /// ```swift
    /// Text("如何讓你遇見我，在我最美麗的時刻。")
    ///     .multilineTextAlignment(.center)
    ///     .lineSpaceLineHeight(30, font: UIFont(name: "NotoSansCJKtc-Regular", size: 17)!)
    /// ```
    ///
    /// Returns a view, not a `Text`: SwiftUI's line spacing and padding are view modifiers.
    /// Concatenate first (``SwiftUI/Text/lineSpaceFont(_:letterSpacing:)`` keeps `Text`), then
    /// apply this. Lines cannot be made shorter than the font's line height. The platform font
    /// is required because SwiftUI does not expose a `Font`'s metrics.
    public func lineSpaceLineHeight(_ lineHeight: CGFloat, font: LineSpacePlatformFont) -> some View {
        let layout = SwiftUILineHeight(lineHeight: Double(lineHeight), fontLineHeight: font.ls_lineHeight)
        return self
            .font(Font(font as CTFont))
            .lineSpacing(CGFloat(layout.lineSpacing))
            .padding(.vertical, CGFloat(layout.verticalPadding))
    }
}

extension LineSpacePlatformFont {
    /// `UIFont.lineHeight`; on AppKit ascender + |descender| + leading, its equivalent.
    var ls_lineHeight: Double {
        #if canImport(UIKit)
        return Double(lineHeight)
        #else
        return Double(ascender - descender + leading)
        #endif
    }
}
#endif
