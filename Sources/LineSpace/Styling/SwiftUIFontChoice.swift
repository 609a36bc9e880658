/// The SwiftUI `Font` that stands for a platform font in a `Text` and follows Dynamic Type,
/// for ``SwiftUI/Text/lineSpaceFont(_:letterSpacing:relativeTo:)`` (which returns a `Text`, so
/// it cannot read the environment's `dynamicTypeSize` itself). `Font(ctFont)` would freeze the
/// size.
///
/// - A named font becomes `Font.custom(name, size:relativeTo:)`, which SwiftUI scales along a
///   text style's curve (the one asked for, else the font's own, else body, as SwiftUI's
///   `Font.custom(_:size:)` does), from its size at the default content size.
/// - A system text-style font (`UIFont.preferredFont(forTextStyle:)`) becomes
///   `Font.system(style)` with its weight.
/// - A system font of a given size has no SwiftUI counterpart that scales (system font names
///   cannot be passed to `Font.custom`): it stays fixed. `lineSpaceLineHeight(_:font:)`, a view
///   modifier, can scale it.
///
/// ```swift
/// SwiftUIFontChoice(fontName: "NotoSansCJKtc-Regular", pointSize: 17, textStyle: nil,
///                   textStyleDefaultSize: nil, weight: 0, relativeTo: nil)
/// // .custom(name: "NotoSansCJKtc-Regular", size: 17, relativeTo: .body)
/// ```
enum SwiftUIFontChoice: Sendable, Hashable {
    case custom(name: String, size: Double, relativeTo: TextStyleName)
    case textStyle(TextStyleName, weight: FontWeightName)
    case fixedSystem(size: Double, weight: FontWeightName)

    /// - Parameters:
    ///   - fontName: the font's PostScript name (system fonts' start with ".").
    ///   - pointSize: its size.
    ///   - textStyle: its text style, if it is a text-style font.
    ///   - textStyleDefaultSize: that style's size at the default content size.
    ///   - weight: its weight (`UIFont.Weight` raw value, -1…1).
    ///   - relativeTo: the text style asked for, if any.
    init(
        fontName: String, pointSize: Double, textStyle: TextStyleName?, textStyleDefaultSize: Double?,
        weight: Double, relativeTo: TextStyleName?
    ) {
        if !fontName.hasPrefix(".") {
            let size = textStyleDefaultSize ?? pointSize
            self = .custom(name: fontName, size: size, relativeTo: relativeTo ?? textStyle ?? .body)
        } else if let textStyle {
            self = .textStyle(textStyle, weight: FontWeightName(weight: weight))
        } else {
            self = .fixedSystem(size: pointSize, weight: FontWeightName(weight: weight))
        }
    }

    /// The size a font was designed at: its text style's size at the default content size for a
    /// text-style font (whatever size it was made at), else its own size.
    static func designSize(pointSize: Double, textStyleDefaultSize: Double?) -> Double {
        if let textStyleDefaultSize, textStyleDefaultSize.isFinite, textStyleDefaultSize > 0 {
            return textStyleDefaultSize
        }
        return pointSize
    }
}

/// SwiftUI's and UIKit's text styles, by name.
enum TextStyleName: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
}

/// The nine standard font weights, nearest to a `UIFont.Weight` raw value.
enum FontWeightName: Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// `UIFont.Weight`'s raw values (the same on AppKit).
    var value: Double {
        switch self {
        case .ultraLight: return -0.8
        case .thin: return -0.6
        case .light: return -0.4
        case .regular: return 0
        case .medium: return 0.23
        case .semibold: return 0.3
        case .bold: return 0.4
        case .heavy: return 0.56
        case .black: return 0.62
        }
    }

    /// The nearest weight; a non-finite value is regular.
    init(weight: Double) {
        guard weight.isFinite else {
            self = .regular
            return
        }
        self = Self.allCases.min { abs($0.value - weight) < abs($1.value - weight) } ?? .regular
    }
}
