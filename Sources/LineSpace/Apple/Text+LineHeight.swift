// A Figma / CSS line height for SwiftUI `Text`, which has `lineSpacing(_:)` but no line height
// before iOS 26. The numbers come from Styling/SwiftUILineHeight.swift.
#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
import SwiftUI
import CoreText
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
extension Text {
    #if canImport(UIKit)
    /// Sets `font` and makes every line `lineHeight` points tall with its glyphs centred, as in
    /// Figma or CSS: the extra height goes between lines (`lineSpacing`) and half of it above
    /// the first and below the last line (vertical padding).
    ///
    /// ```swift
    /// Text("如何讓你遇見我，在我最美麗的時刻。")
    ///     .lineHeight(30, font: UIFont(name: "NotoSansCJKtc-Regular", size: 17)!)
    /// ```
    ///
    /// The platform font is required because SwiftUI does not expose a `Font`'s metrics. Lines
    /// cannot be made shorter than the font's line height. (iOS 26's
    /// `lineHeight(_: AttributedString.LineHeight?)` is a different, single-argument modifier.)
    public func lineHeight(_ lineHeight: CGFloat, font: UIFont) -> some View {
        let layout = SwiftUILineHeight(lineHeight: Double(lineHeight), fontLineHeight: Double(font.lineHeight))
        return self
            .font(Font(font as CTFont))
            .lineSpacing(CGFloat(layout.lineSpacing))
            .padding(.vertical, CGFloat(layout.verticalPadding))
    }
    #else
    /// Sets `font` and makes every line `lineHeight` points tall with its glyphs centred (see the
    /// UIKit variant). The font's line height is ascender + |descender| + leading.
    public func lineHeight(_ lineHeight: CGFloat, font: NSFont) -> some View {
        let fontLineHeight = font.ascender - font.descender + font.leading
        let layout = SwiftUILineHeight(lineHeight: Double(lineHeight), fontLineHeight: Double(fontLineHeight))
        return self
            .font(Font(font as CTFont))
            .lineSpacing(CGFloat(layout.lineSpacing))
            .padding(.vertical, CGFloat(layout.verticalPadding))
    }
    #endif
}
#endif
