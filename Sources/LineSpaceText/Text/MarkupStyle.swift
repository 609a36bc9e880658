// The style in force inside markup elements: what each tag and span attribute changes.
import Foundation

/// The character style at one point of a markup document; elements push changed copies.
///
/// Attributes mean what they mean in Pango's markup (docs/markup.md): sizes and spacings in
/// 1024ths of a point unless written with `pt`, colours as `Color(css:)` reads them. What Pango
/// has and LineSpace cannot do is refused by name, never approximated.
struct MarkupStyle: Hashable {
    /// A family, or Pango's comma-separated list of families (the first fontconfig has wins).
    var family: String
    var size: Double
    var weight: Font.Weight
    var italic: Bool
    var color: Color?
    var background: Color?
    /// Foreground and background opacity set apart from the colours (`alpha`, `bgalpha`).
    var alpha: Double?
    var backgroundAlpha: Double?
    var letterSpacing: Double?
    /// `rise`, plus `baseline_shift`s, in points (up is positive).
    var rise: Double?
    var underline: TextLine?
    var strikethrough: TextLine?
    /// Line colours set without a line yet; a line turned on later takes them.
    var underlineColor: Color?
    var strikethroughColor: Color?
    /// The base font's size: what `medium` means, and what the other absolute sizes scale.
    let baseSize: Double

    init(font: Font) {
        family = font.family
        size = font.size
        weight = font.weight
        italic = font.isItalic
        baseSize = font.size
    }

    /// The tags markup knows, for the error naming an unknown one.
    static let tags: Set<String> = ["b", "big", "i", "markup", "s", "small", "span", "sub", "sup", "tt", "u"]

    /// Pango's scale step between named sizes, `smaller` and `larger` (`PANGO_SCALE_LARGE`).
    static let sizeStep = 1.2
    /// Pango's `<sub>` / `<sup>` rise, 5000 Pango units (as Pango before 1.50 draws them).
    static let subscriptRise = 5000.0 / 1024

    /// The style inside a convenience tag (Pango's meanings).
    mutating func apply(tag: String) {
        switch tag {
        case "b": weight = .bold
        case "i": italic = true
        case "u": underline = TextLine(.single, color: underline?.color)
        case "s": strikethrough = TextLine(.single, color: strikethrough?.color)
        case "big": size = MarkupValues.clampedSize(size * Self.sizeStep)
        case "small": size = MarkupValues.clampedSize(size / Self.sizeStep)
        case "sup":
            size = MarkupValues.clampedSize(size / Self.sizeStep)
            rise = Self.subscriptRise
        case "sub":
            size = MarkupValues.clampedSize(size / Self.sizeStep)
            rise = -Self.subscriptRise
        case "tt": family = "Monospace"
        default: break  // <markup>, <span>: nothing by themselves
        }
    }

    /// The `<span>` attributes LineSpace supports, Pango's names and synonyms, in the order
    /// docs/markup.md lists them.
    static let spanAttributes = [
        "font", "font_desc", "font_family", "family", "face", "font_size", "size", "font_style", "style",
        "font_weight", "weight", "font_variant", "variant", "font_stretch", "stretch", "foreground", "fgcolor", "color",
        "background", "bgcolor", "alpha", "fgalpha", "background_alpha", "bgalpha", "underline", "underline_color",
        "strikethrough", "strikethrough_color", "rise", "baseline_shift", "letter_spacing", "fallback",
    ]

    /// Pango's attributes LineSpace cannot honour, with the one value each may still take
    /// because it asks for what LineSpace does anyway (nil: refused whatever the value).
    static let unsupportedAttributes: [String: Set<String>] = [
        "font_features": [], "underline_position": ["normal"], "overline": ["none"], "overline_color": [],
        "font_scale": [], "lang": [], "gravity": ["south", "auto"], "gravity_hint": ["natural"],
        "show": ["none"], "insert_hyphens": ["false"], "allow_breaks": ["true"], "line_height": [],
        "text_transform": ["none"], "segment": [],
    ]

    /// Applies one `<span>` attribute; returns an error message for a bad name or value.
    mutating func apply(attribute name: String, value: String) -> String? {
        do {
            try apply(name, value)
            return nil
        } catch {
            return error.message
        }
    }

    private mutating func apply(_ name: String, _ value: String) throws(MarkupValueError) {
        func color() throws(MarkupValueError) -> Color {
            do { return try Color(css: value) } catch { throw MarkupValueError("\(name): \(error.localizedDescription)") }
        }
        let lowered = value.trimmingBlanks().lowercased()
        switch name {
        case "font", "font_desc":
            let description = try MarkupFontDescription(parsing: value, attribute: name)
            if let families = description.families { family = families }
            if let style = description.italic { italic = style }
            if let weight = description.weight { self.weight = weight }
            if let points = description.size { size = points }
        case "font_family", "family", "face":
            guard !value.trimmingBlanks().isEmpty else { throw MarkupValueError("\(name): expected a family name") }
            family = value
        case "font_size", "size":
            size = try MarkupValues.size(value, attribute: name, current: size, base: baseSize)
        case "font_style", "style":
            switch lowered {
            case "normal": italic = false
            case "italic", "oblique": italic = true
            default: throw MarkupValueError("\(name): expected normal|oblique|italic, got '\(value)'")
            }
        case "font_weight", "weight":
            weight = try MarkupValues.weight(value, attribute: name)
        case "font_variant", "variant", "font_stretch", "stretch":
            guard lowered == "normal" else { throw MarkupValueError.unsupported(name, value) }
        case "foreground", "fgcolor", "color":
            self.color = try color()
        case "background", "bgcolor":
            background = try color()
        case "alpha", "fgalpha":
            alpha = try MarkupValues.alpha(value, attribute: name)
        case "background_alpha", "bgalpha":
            backgroundAlpha = try MarkupValues.alpha(value, attribute: name)
        case "underline":
            switch lowered {
            case "none", "false": underline = nil
            case "single", "true": underline = TextLine(.single, color: underline?.color)
            case "double": underline = TextLine(.double, color: underline?.color)
            case "thick", "heavy": underline = TextLine(.thick, color: underline?.color)
            case "low", "error", "single-line", "double-line", "error-line", "dashed", "dotted", "wavy":
                throw MarkupValueError.unsupported(name, value)
            default: throw MarkupValueError("\(name): expected none|single|double (or thick), got '\(value)'")
            }
        case "strikethrough":
            switch lowered {
            case "false", "none": strikethrough = nil
            case "true", "single": strikethrough = TextLine(.single, color: strikethrough?.color)
            case "double": strikethrough = TextLine(.double, color: strikethrough?.color)
            case "thick": strikethrough = TextLine(.thick, color: strikethrough?.color)
            case "dashed", "dotted", "wavy": throw MarkupValueError.unsupported(name, value)
            default: throw MarkupValueError("\(name): expected true|false (or double|thick), got '\(value)'")
            }
        case "underline_color":
            // Colours a line that `underline` (here or inside) turns on, as in Pango.
            let parsed = try color()
            underlineColor = parsed
            if underline != nil { underline?.color = parsed }
        case "strikethrough_color":
            let parsed = try color()
            strikethroughColor = parsed
            if strikethrough != nil { strikethrough?.color = parsed }
        case "rise":
            rise = try MarkupValues.length(value, attribute: name)
        case "baseline_shift":
            guard lowered != "superscript" && lowered != "subscript" else { throw MarkupValueError.unsupported(name, value) }
            // Adds to the shift in force (rise does not), as in Pango.
            let shifted = (rise ?? 0) + (try MarkupValues.length(value, attribute: name))
            guard abs(shifted) <= MarkupValues.maximumLength else {
                throw MarkupValueError("\(name): the total shift must stay within ±\(Int(MarkupValues.maximumLength)) pt, got \(shifted) pt")
            }
            rise = shifted
        case "letter_spacing":
            letterSpacing = try MarkupValues.length(value, attribute: name)
        case "fallback":
            switch lowered {
            case "true": break
            case "false": throw MarkupValueError.unsupported(name, value)
            default: throw MarkupValueError("\(name): expected true|false, got '\(value)'")
            }
        default:
            if let harmless = Self.unsupportedAttributes[name] {
                guard harmless.contains(lowered) else { throw MarkupValueError.unsupported(name, value) }
            } else {
                throw MarkupValueError("unknown <span> attribute '\(name)' (supported: \(Self.spanAttributes.joined(separator: ", ")))")
            }
        }
    }

    /// The text colour with `alpha` applied, or nil when the span sets neither; `alpha` alone
    /// needs a colour to apply to (the label's is not known to markup).
    var resolvedColor: Color? {
        guard var color else { return nil }
        if let alpha { color.alpha = alpha }
        return color
    }

    /// The background colour with `background_alpha` applied.
    var resolvedBackground: Color? {
        guard var background else { return nil }
        if let backgroundAlpha { background.alpha = backgroundAlpha }
        return background
    }

    /// The underline and strikethrough with colours set on enclosing spans applied.
    var resolvedUnderline: TextLine? {
        underline.map { TextLine($0.style, color: $0.color ?? underlineColor) }
    }
    var resolvedStrikethrough: TextLine? {
        strikethrough.map { TextLine($0.style, color: $0.color ?? strikethroughColor) }
    }
}

/// A bad attribute value: the message markup reports at the attribute's position.
struct MarkupValueError: Error {
    var message: String
    init(_ message: String) { self.message = message }

    /// Pango markup LineSpace does not support: refused, never approximated.
    static func unsupported(_ name: String, _ value: String) -> MarkupValueError {
        MarkupValueError("\(name)='\(value)' is Pango markup LineSpace does not support (docs/markup.md)")
    }
}
