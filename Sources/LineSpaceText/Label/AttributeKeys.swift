// The package's own AttributedString keys (Foundation's UI keys exist only on Apple platforms).
import Foundation

extension AttributeScopes {
    /// Attributes `LineSpaceText` lays out with. Names carry a `text` prefix so they never
    /// clash with UIKit's or SwiftUI's keys on Apple platforms.
    ///
    /// ```swift
    /// var text = AttributedString("粗體 and regular")
    /// text.textFont = try Font(family: "Noto Sans CJK SC", size: 17, weight: .bold)
    /// text.textParagraphStyle = ParagraphStyle(lineSpacing: 10)
    /// ```
    public struct LineSpaceTextAttributes: AttributeScope {
        public let textFont: TextFontAttribute
        public let textColor: TextColorAttribute
        public let textParagraphStyle: TextParagraphStyleAttribute
        public let textLetterSpacing: TextLetterSpacingAttribute
        public let textBaselineOffset: TextBaselineOffsetAttribute
        public let textUnderline: TextUnderlineAttribute
        public let textStrikethrough: TextStrikethroughAttribute
        public let textBackgroundColor: TextBackgroundColorAttribute
        public let textShadow: TextShadowAttribute
        public let foundation: FoundationAttributes
    }

    public var lineSpaceText: LineSpaceTextAttributes.Type { LineSpaceTextAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.LineSpaceTextAttributes, T>
    ) -> T { self[T.self] }
}

/// The font of a run.
public enum TextFontAttribute: AttributedStringKey {
    public typealias Value = Font
    public static let name = "LineSpaceText.font"
}

/// The colour of a run's glyphs.
public enum TextColorAttribute: AttributedStringKey {
    public typealias Value = Color
    public static let name = "LineSpaceText.color"
}

/// The paragraph style of the paragraphs starting in a run.
public enum TextParagraphStyleAttribute: AttributedStringKey {
    public typealias Value = ParagraphStyle
    public static let name = "LineSpaceText.paragraphStyle"
}

/// Letter spacing in points (NSAttributedString.Key.kern).
public enum TextLetterSpacingAttribute: AttributedStringKey {
    public typealias Value = Double
    public static let name = "LineSpaceText.letterSpacing"
}

/// Baseline offset in points, positive up (NSAttributedString.Key.baselineOffset).
public enum TextBaselineOffsetAttribute: AttributedStringKey {
    public typealias Value = Double
    public static let name = "LineSpaceText.baselineOffset"
}

/// An underline (NSAttributedString.Key.underlineStyle and underlineColor in one value).
///
/// ```swift
/// var text = AttributedString("underlined")
/// text.textUnderline = TextLine(.double, color: Color(rgb: 0x0050D0))
/// ```
public enum TextUnderlineAttribute: AttributedStringKey {
    public typealias Value = TextLine
    public static let name = "LineSpaceText.underline"
}

/// A strikethrough (NSAttributedString.Key.strikethroughStyle and strikethroughColor).
///
/// ```swift
/// var price = AttributedString("$40")
/// price.textStrikethrough = TextLine(color: Color(rgb: 0xD00000))
/// ```
public enum TextStrikethroughAttribute: AttributedStringKey {
    public typealias Value = TextLine
    public static let name = "LineSpaceText.strikethrough"
}

/// A run's background colour, from the line's ascender to its descender
/// (NSAttributedString.Key.backgroundColor).
///
/// ```swift
/// var tag = AttributedString(" NEW ")
/// tag.textBackgroundColor = Color(rgb: 0xFFE066)
/// ```
public enum TextBackgroundColorAttribute: AttributedStringKey {
    public typealias Value = Color
    public static let name = "LineSpaceText.backgroundColor"
}

/// A run's shadow (NSAttributedString.Key.shadow); it overrides the label's `shadow`.
///
/// ```swift
/// var title = AttributedString("Shadowed")
/// title.textShadow = TextShadow(offset: CGSize(width: 1, height: 2), blurRadius: 3)
/// ```
public enum TextShadowAttribute: AttributedStringKey {
    public typealias Value = TextShadow
    public static let name = "LineSpaceText.shadow"
}
