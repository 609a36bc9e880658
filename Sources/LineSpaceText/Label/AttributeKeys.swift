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
