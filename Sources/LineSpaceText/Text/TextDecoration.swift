// What is drawn with a run besides its glyphs: lines, a background and a shadow.
import Foundation

/// A stroke through or under text (NSUnderlineStyle's patterns), in its own colour or the text's.
///
/// The stroke sits where the font says (`Font.underlinePosition` / `strikethroughPosition`)
/// and spans the run's whole advance, spaces included, as UIKit does.
///
/// ```swift
/// var text = AttributedString("Sale")
/// text.textUnderline = TextLine(.double, color: Color(rgb: 0xD00000))
/// text.textStrikethrough = TextLine()           // single, in the text colour
/// ```
public struct TextLine: Sendable, Hashable, Codable {
    /// The stroke's pattern.
    public enum Style: String, Sendable, Hashable, CaseIterable, Codable {
        /// One stroke, the font's thickness.
        case single
        /// Two strokes of the font's thickness, one thickness apart (the second below the first).
        case double
        /// One stroke, twice the font's thickness.
        case thick
    }

    /// Single, double or thick.
    public var style: Style
    /// The stroke's colour; nil draws it in the run's text colour.
    public var color: Color?

    /// A line of `style`, in `color` (nil: the text's colour).
    public init(_ style: Style = .single, color: Color? = nil) {
        self.style = style
        self.color = color
    }
}

/// A shadow under glyphs and their lines (NSShadow): an offset copy in `color`, blurred.
///
/// ```swift
/// let shadow = TextShadow(offset: CGSize(width: 2, height: 3), blurRadius: 4,
///                         color: Color(rgb: 0x000000, alpha: Double(0x80) / 255))
/// label.shadow = shadow                    // the whole label
/// text.textShadow = shadow                 // one run
/// ```
public struct TextShadow: Sendable, Hashable {
    /// Points, y down (a positive height moves the shadow down, as in UIKit). Non-finite
    /// components count as 0; each is capped at ±`ParagraphStyle.maximumLength`.
    public var offset: CGSize { didSet { offset = TextShadow.clamped(offset) } }
    /// The blur, in points: a Gaussian of standard deviation `blurRadius / 2` (CSS's
    /// convention). 0 draws a sharp copy. Negative or non-finite values count as 0; values
    /// above 100 as 100 (when made and whenever set).
    public var blurRadius: CGFloat { didSet { blurRadius = TextShadow.clamped(blurRadius) } }
    /// The shadow's colour (NSShadow's ⅓ black by default).
    public var color: Color

    /// NSShadow's default colour: black at one third opacity.
    public static let defaultColor = Color(red: 0, green: 0, blue: 0, alpha: 1.0 / 3)

    /// Defaults are NSShadow's: offset (0, −3) (up, in UIKit's y-down coordinates), no blur,
    /// black at one third opacity. Non-finite offsets count as 0.
    public init(offset: CGSize = CGSize(width: 0, height: -3), blurRadius: CGFloat = 0, color: Color = TextShadow.defaultColor) {
        self.offset = TextShadow.clamped(offset)
        self.blurRadius = TextShadow.clamped(blurRadius)
        self.color = color
    }

    private static func clamped(_ offset: CGSize) -> CGSize {
        CGSize(width: Double(offset.width).clampedSignedLength, height: Double(offset.height).clampedSignedLength)
    }

    private static func clamped(_ blur: CGFloat) -> CGFloat { blur.isFinite ? min(max(blur, 0), 100) : 0 }
}

/// Everything drawn with a run besides its glyphs. `TextDecoration.none` draws nothing.
///
/// ```swift
/// var decoration = TextDecoration()
/// decoration.underline = TextLine(.thick)
/// decoration.backgroundColor = Color(rgb: 0xFFF3B0)
/// ```
///
/// A decoration is a value like any other; it is stored as one reference (none at all when
/// nothing is drawn), because attributes are copied with every shaped run and line and most
/// text has no decoration.
public struct TextDecoration: Sendable, Hashable {
    /// The underline, or nil.
    public var underline: TextLine? { get { self[\.underline] } set { self[\.underline] = newValue } }
    /// The strikethrough, or nil.
    public var strikethrough: TextLine? { get { self[\.strikethrough] } set { self[\.strikethrough] = newValue } }
    /// Fills the run's advance from the line's ascender to its descender, behind the glyphs.
    public var backgroundColor: Color? { get { self[\.backgroundColor] } set { self[\.backgroundColor] = newValue } }
    /// The shadow, or nil.
    public var shadow: TextShadow? { get { self[\.shadow] } set { self[\.shadow] = newValue } }

    /// What is drawn, boxed; nil exactly when nothing is (so `isEmpty` reads no field). The box
    /// is immutable: a change makes a new one, so copies never share a mutation.
    private var box: Box?

    private struct Fields: Sendable, Hashable {
        var underline: TextLine?
        var strikethrough: TextLine?
        var backgroundColor: Color?
        var shadow: TextShadow?

        var isEmpty: Bool { underline == nil && strikethrough == nil && backgroundColor == nil && shadow == nil }
    }

    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// Decorations with the given parts (each nil by default: `TextDecoration.none`).
    public init(underline: TextLine? = nil, strikethrough: TextLine? = nil, backgroundColor: Color? = nil, shadow: TextShadow? = nil) {
        let fields = Fields(underline: underline, strikethrough: strikethrough, backgroundColor: backgroundColor, shadow: shadow)
        box = fields.isEmpty ? nil : Box(fields)
    }

    /// A field, read from the box; set in a new box (nil when every field is nil again).
    private subscript<Value>(field: WritableKeyPath<Fields, Value?>) -> Value? {
        get { box?.fields[keyPath: field] }
        set {
            var fields = box?.fields ?? Fields()
            fields[keyPath: field] = newValue
            box = fields.isEmpty ? nil : Box(fields)
        }
    }

    /// No decoration.
    public static let none = TextDecoration()

    /// Whether anything is drawn.
    public var isEmpty: Bool { box == nil }

    /// Whether two decorations draw the same lines, shadow and background.
    public static func == (lhs: TextDecoration, rhs: TextDecoration) -> Bool {
        lhs.box === rhs.box || lhs.box?.fields == rhs.box?.fields
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(box?.fields)
    }
}
