// The style in force inside markup elements: what each tag and span attribute changes.
import Foundation

/// The character style at one point of a markup document; elements push changed copies.
struct MarkupStyle: Hashable {
    var family: String
    var size: Double
    var weight: Font.Weight
    var italic: Bool
    var color: Color?
    var background: Color?
    var letterSpacing: Double?
    var underline: TextLine?
    var strikethrough: TextLine?

    init(font: Font) {
        family = font.family
        size = font.size
        weight = font.weight
        italic = font.isItalic
    }

    /// The style inside a `<b>`, `<i>`, `<u>` or `<s>` element.
    mutating func apply(tag: String) {
        switch tag {
        case "b": weight = .bold
        case "i": italic = true
        case "u": underline = TextLine(.single, color: underline?.color)
        case "s": strikethrough = TextLine(.single, color: strikethrough?.color)
        default: break
        }
    }

    /// The names `<span>` accepts, in the order the documentation lists them.
    static let spanAttributes = [
        "font", "size", "weight", "style", "color", "background", "letter_spacing", "underline",
        "underline_color", "strikethrough", "strikethrough_color",
    ]

    /// Applies one `<span>` attribute; returns an error message for a bad name or value.
    mutating func apply(attribute name: String, value: String) -> String? {
        func number(_ text: String) -> Double? {
            var text = text.trimmingBlanks()
            if text.hasSuffix("pt") { text.removeLast(2) }
            // Plain decimals only ("20", "12.5", "-0.5"): Double() would also read "0x1E" and "1e1".
            let body = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            guard !body.isEmpty, body.allSatisfy({ $0 == "." || ("0"..."9").contains($0) }),
                  body.filter({ $0 == "." }).count <= 1, body != "."
            else { return nil }
            guard let value = Double(text), value.isFinite else { return nil }
            return value
        }
        switch name {
        case "font", "font_family", "face":
            guard !value.trimmingBlanks().isEmpty else { return "font: expected a family name" }
            family = value
        case "size", "font_size":
            guard let points = number(value), points > 0, points <= Font.maximumSize else {
                return "size: expected points > 0 and <= \(Int(Font.maximumSize)) (e.g. 17 or 17pt), got '\(value)'"
            }
            size = points
        case "weight", "font_weight":
            guard let parsed = Font.Weight(parsing: value) else {
                return "weight: expected \(Font.Weight.acceptedForms), got '\(value)'"
            }
            weight = parsed
        case "style", "font_style":
            switch value.lowercased() {
            case "normal": italic = false
            case "italic", "oblique": italic = true
            default: return "style: expected normal|italic|oblique, got '\(value)'"
            }
        case "color", "foreground", "fgcolor":
            do { self.color = try Color(css: value) } catch { return "\(name): \(error.localizedDescription)" }
        case "background", "bgcolor":
            do { background = try Color(css: value) } catch { return "\(name): \(error.localizedDescription)" }
        case "letter_spacing":
            guard let points = number(value), abs(points) <= 1_000 else {
                return "letter_spacing: expected points between -1000 and 1000 (e.g. 1.5), got '\(value)'"
            }
            letterSpacing = points
        case "underline":
            switch value.lowercased() {
            case "none", "false": underline = nil
            case "single", "true": underline = TextLine(.single, color: underline?.color)
            case "double": underline = TextLine(.double, color: underline?.color)
            case "thick", "heavy": underline = TextLine(.thick, color: underline?.color)
            default: return "underline: expected none|single|double|thick, got '\(value)'"
            }
        case "strikethrough":
            switch value.lowercased() {
            case "false", "none": strikethrough = nil
            case "true", "single": strikethrough = TextLine(.single, color: strikethrough?.color)
            case "double": strikethrough = TextLine(.double, color: strikethrough?.color)
            case "thick": strikethrough = TextLine(.thick, color: strikethrough?.color)
            default: return "strikethrough: expected true|false|double|thick, got '\(value)'"
            }
        case "underline_color":
            let parsed: Color
            do { parsed = try Color(css: value) } catch { return "\(name): \(error.localizedDescription)" }
            // Colours a line that `underline` (here or inside) turns on, as in Pango.
            underlineColor = parsed
            if underline != nil { underline?.color = parsed }
        case "strikethrough_color":
            let parsed: Color
            do { parsed = try Color(css: value) } catch { return "\(name): \(error.localizedDescription)" }
            strikethroughColor = parsed
            if strikethrough != nil { strikethrough?.color = parsed }
        default:
            return "unknown <span> attribute '\(name)' (known: \(Self.spanAttributes.joined(separator: ", ")))"
        }
        return nil
    }

    /// Line colours set without a line yet; a line turned on later takes them.
    var underlineColor: Color?
    var strikethroughColor: Color?

    /// The underline and strikethrough with colours set on enclosing spans applied.
    var resolvedUnderline: TextLine? {
        underline.map { TextLine($0.style, color: $0.color ?? underlineColor) }
    }
    var resolvedStrikethrough: TextLine? {
        strikethrough.map { TextLine($0.style, color: $0.color ?? strikethroughColor) }
    }
}
