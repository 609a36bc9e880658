// SwiftUI: a Figma / CSS line height for `Text` (SwiftUI's own `lineHeight(.exact(points:))`
// from iOS 26, `lineSpacing(_:)` and padding before) and letter spacing, following Dynamic
// Type. The decisions are in Styling/ (SwiftUILineHeight, DrawingLineHeight, SwiftUIFontChoice,
// DynamicTypeScaling).
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

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
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
    /// The font follows Dynamic Type as SwiftUI's own fonts do: a named font scales along
    /// `textStyle`'s curve (else its own text style's, else body's) from its size at the default
    /// content size, a system text-style font (`UIFont.preferredFont(forTextStyle:)`) becomes
    /// that style with its weight. A system font of a fixed size (`UIFont.systemFont(ofSize:)`)
    /// has no SwiftUI equivalent that scales and stays fixed here; leave the font to
    /// ``SwiftUI/View/lineSpaceLineHeight(_:font:relativeTo:text:)``, which scales any font, and
    /// use SwiftUI's `tracking(_:)` for letter spacing. Letter spacing is `tracking` (no space
    /// after a line's last character), in points, not scaled.
    public func lineSpaceFont(
        _ font: LineSpacePlatformFont, letterSpacing: CGFloat = 0, relativeTo textStyle: Font.TextStyle? = nil
    ) -> Text {
        let text = self.font(font.ls_swiftUIFont(relativeTo: textStyle))
        return letterSpacing == 0 || !letterSpacing.isFinite ? text : text.tracking(letterSpacing)
    }

    /// The former name of ``SwiftUI/View/lineSpaceLineHeight(_:font:relativeTo:text:)``, which
    /// now applies to any view.
    @available(*, deprecated, renamed: "lineSpaceLineHeight(_:font:)")
    public func lineHeight(_ lineHeight: CGFloat, font: LineSpacePlatformFont) -> some View {
        lineSpaceLineHeight(lineHeight, font: font)
    }
}

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
extension View {
    /// Makes every line of the text in this view `lineHeight` points tall with its glyphs
    /// centred, as in Figma or CSS, and sets the font; both follow Dynamic Type.
    ///
    /// ```swift
    /// let sentence = "如何讓你遇見我，在我最美麗的時刻。"
    /// Text(sentence)
    ///     .multilineTextAlignment(.center)
    ///     .lineSpaceLineHeight(30, font: .systemFont(ofSize: 17), text: sentence)
    /// ```
    ///
    /// - Parameters:
    ///   - lineHeight: L, at the default content size (Large), as in a design.
    ///   - font: the font, at the default content size too (a text-style font may be made at
    ///     any size).
    ///   - textStyle: the text style whose curve the font and L follow for the environment's
    ///     `dynamicTypeSize` (`UIFontMetrics`); by default the font's own style, else body.
    ///   - text: the text shown, or a sample of it, when the font may lack its characters: the
    ///     system font draws Chinese in PingFang, whose lines are about 3.5 pt taller at 17 pt,
    ///     and the spacing is measured on the font that draws. Without it, the font's own line
    ///     height is used.
    ///
    /// From iOS 26 (built with an SDK that has it) this is SwiftUI's own
    /// `lineHeight(.exact(points:))`. Before, the extra height goes between lines
    /// (`lineSpacing`) and half of it above the first and below the last line (vertical padding);
    /// lines cannot be made shorter than the font's. Returns a view, not a `Text`: SwiftUI's line
    /// spacing and padding are view modifiers. Concatenate first
    /// (``SwiftUI/Text/lineSpaceFont(_:letterSpacing:relativeTo:)`` keeps `Text`), then apply
    /// this. The platform font is required because SwiftUI does not expose a `Font`'s metrics.
    public func lineSpaceLineHeight(
        _ lineHeight: CGFloat, font: LineSpacePlatformFont, relativeTo textStyle: Font.TextStyle? = nil,
        text: String? = nil
    ) -> some View {
        modifier(LineSpaceLineHeightModifier(
            lineHeight: Double(lineHeight), font: font, textStyle: textStyle, text: text ?? ""))
    }
}

/// The modifier behind ``SwiftUI/View/lineSpaceLineHeight(_:font:relativeTo:text:)``: it reads
/// the environment's `dynamicTypeSize`, so it is evaluated again when the size changes.
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
struct LineSpaceLineHeightModifier: ViewModifier {
    let lineHeight: Double
    let font: LineSpacePlatformFont
    let textStyle: Font.TextStyle?
    let text: String
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    func body(content: Content) -> some View {
        let (scaledFont, scaling) = font.ls_scaled(for: dynamicTypeSize, relativeTo: textStyle)
        let drawing = scaledFont.ls_drawingLineHeight(for: text)
        let height = scaling.exactLineHeight(lineHeight, fontLineHeight: drawing)
        let styled = content.font(Font(scaledFont as CTFont))
        #if canImport(SwiftUI, _version: 7.0)
        // SDKs with SwiftUI 7 (iOS 26): an exact line height, whatever font draws the text.
        if #available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            if height > 0 {
                return AnyView(styled.lineHeight(.exact(points: CGFloat(height))))
            }
        }
        return AnyView(Self.spaced(styled, lineHeight: height, drawingLineHeight: drawing))
        #else
        return Self.spaced(styled, lineHeight: height, drawingLineHeight: drawing)
        #endif
    }

    /// Before iOS 26: line spacing and vertical padding from the drawing font's line height.
    private static func spaced(_ content: some View, lineHeight: Double, drawingLineHeight: Double) -> some View {
        let layout = SwiftUILineHeight(lineHeight: lineHeight, fontLineHeight: drawingLineHeight)
        return content
            .lineSpacing(CGFloat(layout.lineSpacing))
            .padding(.vertical, CGFloat(layout.verticalPadding))
    }
}

extension PlatformFont {
    /// This font scaled for `dynamicTypeSize` along `textStyle`'s curve (else its own style's,
    /// else body's), from its design size (``SwiftUIFontChoice/designSize(pointSize:textStyleDefaultSize:)``),
    /// and the scaling for L. AppKit and watchOS have no such scaling: the font as it is.
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
    func ls_scaled(
        for dynamicTypeSize: DynamicTypeSize, relativeTo textStyle: Font.TextStyle?
    ) -> (font: PlatformFont, scaling: DynamicTypeScaling) {
        #if os(iOS) || os(tvOS) || os(visionOS)
        let ownStyle = ls_textStyle
        let style = textStyle.map(TextStyleName.init) ?? ownStyle ?? .body
        let design = SwiftUIFontChoice.designSize(
            pointSize: Double(pointSize), textStyleDefaultSize: ownStyle.map(Self.ls_defaultSize))
        let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(dynamicTypeSize))
        let scaledSize = UIFontMetrics(forTextStyle: style.uiKit).scaledValue(for: CGFloat(design), compatibleWith: traits)
        return (withSize(scaledSize), DynamicTypeScaling(baseFontSize: design, scaledFontSize: Double(scaledSize)))
        #else
        return (self, .identity)
        #endif
    }

    /// The SwiftUI font for `Text.lineSpaceFont` (``SwiftUIFontChoice``).
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
    func ls_swiftUIFont(relativeTo textStyle: Font.TextStyle?) -> Font {
        #if os(iOS) || os(tvOS) || os(visionOS)
        let ownStyle = ls_textStyle
        let weight = (fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any])?[.weight] as? NSNumber
        let choice = SwiftUIFontChoice(
            fontName: fontName, pointSize: Double(pointSize), textStyle: ownStyle,
            textStyleDefaultSize: ownStyle.map(Self.ls_defaultSize), weight: weight?.doubleValue ?? 0,
            relativeTo: textStyle.map(TextStyleName.init))
        switch choice {
        case .custom(let name, let size, let style):
            return .custom(name, size: CGFloat(size), relativeTo: style.swiftUI)
        case .textStyle(let style, let weight):
            return .system(style.swiftUI).weight(weight.swiftUI)
        case .fixedSystem(let size, let weight):
            return .system(size: CGFloat(size), weight: weight.swiftUI)
        }
        #else
        return Font(self as CTFont)
        #endif
    }
}

#if os(iOS) || os(tvOS) || os(visionOS)
extension PlatformFont {
    /// The font's text style, if it is a text-style font (its descriptor names one).
    var ls_textStyle: TextStyleName? {
        (fontDescriptor.object(forKey: .textStyle) as? String).flatMap { TextStyleName(UIFont.TextStyle(rawValue: $0)) }
    }

    /// `style`'s size at the default content size (Large).
    static func ls_defaultSize(of style: TextStyleName) -> Double {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        return Double(UIFont.preferredFont(forTextStyle: style.uiKit, compatibleWith: large).pointSize)
    }
}

extension TextStyleName {
    init?(_ style: UIFont.TextStyle) {
        // tvOS maps largeTitle to title1 (it has no largeTitle): title1 reads back as title.
        guard let name = Self.allCases.reversed().first(where: { $0.uiKit == style }) else { return nil }
        self = name
    }

    var uiKit: UIFont.TextStyle {
        switch self {
        #if os(tvOS)
        case .largeTitle: return .title1  // tvOS has no largeTitle
        #else
        case .largeTitle: return .largeTitle
        #endif
        case .title: return .title1
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .subheadline: return .subheadline
        case .body: return .body
        case .callout: return .callout
        case .footnote: return .footnote
        case .caption: return .caption1
        case .caption2: return .caption2
        }
    }
}
#endif

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
extension TextStyleName {
    init(_ style: Font.TextStyle) {
        switch style {
        case .largeTitle: self = .largeTitle
        case .title: self = .title
        case .title2: self = .title2
        case .title3: self = .title3
        case .headline: self = .headline
        case .subheadline: self = .subheadline
        case .callout: self = .callout
        case .footnote: self = .footnote
        case .caption: self = .caption
        case .caption2: self = .caption2
        default: self = .body
        }
    }

    var swiftUI: Font.TextStyle {
        switch self {
        case .largeTitle: return .largeTitle
        case .title: return .title
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .subheadline: return .subheadline
        case .body: return .body
        case .callout: return .callout
        case .footnote: return .footnote
        case .caption: return .caption
        case .caption2: return .caption2
        }
    }
}

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
extension FontWeightName {
    var swiftUI: Font.Weight {
        switch self {
        case .ultraLight: return .ultraLight
        case .thin: return .thin
        case .light: return .light
        case .regular: return .regular
        case .medium: return .medium
        case .semibold: return .semibold
        case .bold: return .bold
        case .heavy: return .heavy
        case .black: return .black
        }
    }
}
#endif
