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
        /// The run's font (``TextFontAttribute``).
        public let textFont: TextFontAttribute
        /// The run's colour (``TextColorAttribute``).
        public let textColor: TextColorAttribute
        /// The paragraph style of paragraphs starting in the run (``TextParagraphStyleAttribute``).
        public let textParagraphStyle: TextParagraphStyleAttribute
        /// Extra space after each cluster, in points (``TextLetterSpacingAttribute``).
        public let textLetterSpacing: TextLetterSpacingAttribute
        /// Moves glyphs up (positive) or down, in points (``TextBaselineOffsetAttribute``).
        public let textBaselineOffset: TextBaselineOffsetAttribute
        /// The underline (``TextUnderlineAttribute``).
        public let textUnderline: TextUnderlineAttribute
        /// The strikethrough (``TextStrikethroughAttribute``).
        public let textStrikethrough: TextStrikethroughAttribute
        /// The fill behind the run (``TextBackgroundColorAttribute``).
        public let textBackgroundColor: TextBackgroundColorAttribute
        /// The run's shadow (``TextShadowAttribute``).
        public let textShadow: TextShadowAttribute
        /// Foundation's own attributes, so they combine with these.
        public let foundation: FoundationAttributes
    }

    /// The LineSpaceText attributes, for `AttributedString`'s key-path look-ups.
    public var lineSpaceText: LineSpaceTextAttributes.Type { LineSpaceTextAttributes.self }
}

extension AttributeDynamicLookup {
    /// Dynamic member look-up of the LineSpaceText attributes: `text.textFont`, `container.textColor`.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.LineSpaceTextAttributes, T>
    ) -> T { self[T.self] }
}

/// The font of a run.
public enum TextFontAttribute: AttributedStringKey {
    /// The type of the attribute's value.
    public typealias Value = Font
    /// The key's name among an attributed string's attributes.
    public static let name = "LineSpaceText.font"
}

/// The colour of a run's glyphs.
public enum TextColorAttribute: AttributedStringKey {
    /// The type of the attribute's value.
    public typealias Value = Color
    /// The key's name among an attributed string's attributes.
    public static let name = "LineSpaceText.color"
}

/// The paragraph style of the paragraphs starting in a run.
public enum TextParagraphStyleAttribute: AttributedStringKey {
    /// The type of the attribute's value.
    public typealias Value = ParagraphStyle
    /// The key's name among an attributed string's attributes.
    public static let name = "LineSpaceText.paragraphStyle"
}

/// Letter spacing in points (NSAttributedString.Key.kern).
public enum TextLetterSpacingAttribute: AttributedStringKey {
    /// The type of the attribute's value.
    public typealias Value = CGFloat
    /// The key's name among an attributed string's attributes.
    public static let name = "LineSpaceText.letterSpacing"
}

/// Baseline offset in points, positive up (NSAttributedString.Key.baselineOffset).
public enum TextBaselineOffsetAttribute: AttributedStringKey {
    /// The type of the attribute's value.
    public typealias Value = CGFloat
    /// The key's name among an attributed string's attributes.
    public static let name = "LineSpaceText.baselineOffset"
}

/// An underline (NSAttributedString.Key.underlineStyle and underlineColor in one value).
///
/// ```swift
/// var text = AttributedString("underlined")
/// text.textUnderline = TextLine(.double, color: Color(rgb: 0x0050D0))
/// ```
public enum TextUnderlineAttribute: AttributedStringKey {
    /// The type of the attribute's value.
    public typealias Value = TextLine
    /// The key's name among an attributed string's attributes.
    public static let name = "LineSpaceText.underline"
}

/// A strikethrough (NSAttributedString.Key.strikethroughStyle and strikethroughColor).
///
/// ```swift
/// var price = AttributedString("$40")
/// price.textStrikethrough = TextLine(color: Color(rgb: 0xD00000))
/// ```
public enum TextStrikethroughAttribute: AttributedStringKey {
    /// The type of the attribute's value.
    public typealias Value = TextLine
    /// The key's name among an attributed string's attributes.
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
    /// The type of the attribute's value.
    public typealias Value = Color
    /// The key's name among an attributed string's attributes.
    public static let name = "LineSpaceText.backgroundColor"
}

/// A run's shadow (NSAttributedString.Key.shadow); it overrides the label's `shadow`.
///
/// ```swift
/// var title = AttributedString("Shadowed")
/// title.textShadow = TextShadow(offset: CGSize(width: 1, height: 2), blurRadius: 3)
/// ```
public enum TextShadowAttribute: AttributedStringKey {
    /// The type of the attribute's value.
    public typealias Value = TextShadow
    /// The key's name among an attributed string's attributes.
    public static let name = "LineSpaceText.shadow"
}
