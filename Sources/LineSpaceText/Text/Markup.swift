// A small Pango-like markup language parsed into styled pieces, and into an AttributedString of
// LineSpaceText keys.
import Foundation

extension AttributedString {
    /// Parses Pango markup (`pango-view --markup`): text with elements and entities, each
    /// attribute with Pango's meaning and units; what LineSpace cannot do is refused, never
    /// approximated. docs/markup.md has the full table of Pango's markup against LineSpace's.
    ///
    /// - Tags: `<b>` `<i>` `<u>` `<s>`, `<big>` and `<small>` (the size × or ÷ 1.2), `<sup>` and
    ///   `<sub>` (one step smaller, raised or lowered 5000/1024 pt, as Pango before 1.50), `<tt>`
    ///   (Monospace), `<markup>` (a root, optional) and `<span>`.
    /// - `<span>` attributes, with Pango's synonyms: `font`/`font_desc` (a Pango font
    ///   description, "Sans Bold 12.5"), `font_family`/`family`/`face` (a family or a
    ///   comma-separated list), `size`/`font_size` (1024ths of a point, `12.5pt`, `150%`,
    ///   `xx-small`…`xx-large`, `smaller`, `larger`), `style`, `weight`, `foreground`/`fgcolor`/
    ///   `color` and `background`/`bgcolor` (any colour `Color(css:)` reads), `alpha`/`fgalpha`
    ///   and `background_alpha`/`bgalpha` (1…65536 or a percentage), `letter_spacing`, `rise`
    ///   and `baseline_shift` (1024ths of a point or `pt`), `underline`, `underline_color`,
    ///   `strikethrough`, `strikethrough_color`. Values in single or double quotes;
    ///   attributes apart, each given once (XML).
    /// - Entities: `&amp; &lt; &gt; &quot; &apos;` and numeric `&#233;` `&#xE9;`.
    ///
    /// Every run carries a resolved `textFont` (the base font's family, size, weight and
    /// style as changed by the elements around it); other keys are set only where markup sets
    /// them, so a label's colour fills in the rest.
    ///
    /// ```swift
    /// let base = try Font(family: "DejaVu Sans", size: 17)
    /// let text = try AttributedString(
    ///     markup: "<b>Sale</b> <s>$40</s> <span foreground='red' size='x-large'>$25</span> x<sup>2</sup>",
    ///     baseFont: base)
    /// label.attributedText = text
    /// ```
    ///
    /// - Throws: `MarkupError` with the line and column of the first problem: an unknown tag
    ///   or attribute, Pango markup LineSpace does not support (`overline`, `font_features`,
    ///   `lang`, a `Condensed` font…), a bad value, an attribute given twice or not apart, a
    ///   closing tag that does not match, an element left open, a stray `<` or `&`, an unknown
    ///   entity, or a font fontconfig cannot supply at all (a family it does not have is
    ///   substituted, as for `Font(family:)`: see `Font.isSubstitute`).
    public init(markup: String, baseFont: Font) throws {
        var parser = MarkupParser(markup: markup, baseFont: baseFont)
        self.init(pieces: try parser.parse())
    }
}

/// A single pass over the markup's Unicode scalars, keeping a stack of open elements.
///
/// ```swift
/// var parser = MarkupParser(markup: "<b>Sale</b> $25", baseFont: base)
/// let text = StyledText(pieces: try parser.parse(), defaults: attributes)
/// ```
package struct MarkupParser {
    private let scalars: [Unicode.Scalar]
    private let baseFont: Font
    private var index = 0
    private var line = 1
    private var column = 1
    private var fonts: [MarkupFontKey: Font] = [:]

    private struct MarkupFontKey: Hashable { var family: String; var size: Double; var weight: Font.Weight; var italic: Bool }
    private struct OpenElement { var name: String; var line: Int; var column: Int; var style: MarkupStyle }

    package init(markup: String, baseFont: Font) {
        scalars = Array(markup.unicodeScalars)
        self.baseFont = baseFont
    }

    /// The markup's text in pieces, each with the attributes its elements set: always a
    /// resolved font, other attributes only where an element sets them.
    ///
    /// - Throws: `MarkupError` (see `AttributedString(markup:baseFont:)`).
    package mutating func parse() throws -> [StyledPiece] {
        var result: [StyledPiece] = []
        var stack: [OpenElement] = []
        var style = MarkupStyle(font: baseFont)
        var pending = String.UnicodeScalarView()
        func flush(into result: inout [StyledPiece], _ pending: inout String.UnicodeScalarView, style: MarkupStyle, at position: (Int, Int)) throws {
            guard !pending.isEmpty else { return }
            var overrides = TextAttributeOverrides()
            overrides.font = try font(for: style, at: position)
            overrides.color = style.resolvedColor
            overrides.backgroundColor = style.resolvedBackground
            overrides.letterSpacing = style.letterSpacing.map { CGFloat($0) }
            overrides.baselineOffset = style.rise.map { CGFloat($0) }
            overrides.underline = style.resolvedUnderline
            overrides.strikethrough = style.resolvedStrikethrough
            result.append(StyledPiece(String(pending), overrides))
            pending = String.UnicodeScalarView()
        }
        var textStart = (line, column)
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<" {
                try flush(into: &result, &pending, style: style, at: textStart)
                let tagLine = line, tagColumn = column
                let tag = try readTag()
                if tag.isClosing {
                    guard let open = stack.popLast() else {
                        throw MarkupError(line: tagLine, column: tagColumn, message: "</\(tag.name)> closes nothing")
                    }
                    guard open.name == tag.name else {
                        throw MarkupError(
                            line: tagLine, column: tagColumn,
                            message: "</\(tag.name)> does not match <\(open.name)> opened at \(open.line):\(open.column)")
                    }
                    style = open.style
                } else {
                    stack.append(OpenElement(name: tag.name, line: tagLine, column: tagColumn, style: style))
                    if tag.name == "span" {
                        // A font description first: the span's other attributes override it (Pango).
                        let isDescription = { (attribute: (String, String, (Int, Int))) in attribute.0 == "font" || attribute.0 == "font_desc" }
                        let ordered = tag.attributes.filter(isDescription) + tag.attributes.filter { !isDescription($0) }
                        for (name, value, position) in ordered {
                            if let problem = style.apply(attribute: name, value: value) {
                                throw MarkupError(line: position.0, column: position.1, message: problem)
                            }
                        }
                        // An opacity alone has no colour to apply to: markup does not know the
                        // label's colour.
                        for (name, _, position) in tag.attributes {
                            let isForeground = name == "alpha" || name == "fgalpha"
                            let isBackground = name == "background_alpha" || name == "bgalpha"
                            guard (isForeground && style.color == nil) || (isBackground && style.background == nil) else { continue }
                            throw MarkupError(
                                line: position.0, column: position.1,
                                message: "\(name): needs a \(isForeground ? "foreground" : "background") colour on this span or an enclosing one (markup does not know the label's colour)")
                        }
                    } else {
                        style.apply(tag: tag.name)
                    }
                    if tag.isSelfClosing { style = stack.removeLast().style }
                }
                textStart = (line, column)
            } else if scalar == "&" {
                if pending.isEmpty { textStart = (line, column) }
                pending.append(try readEntity())
            } else {
                if pending.isEmpty { textStart = (line, column) }
                pending.append(scalar)
                advance()
            }
        }
        try flush(into: &result, &pending, style: style, at: textStart)
        if let open = stack.last {
            throw MarkupError(line: line, column: column, message: "<\(open.name)> opened at \(open.line):\(open.column) is not closed")
        }
        return result
    }

    // MARK: Reading

    /// Moves past one scalar. Lines end where the layout ends them (docs/semantics.md §3):
    /// LF, CR, CR LF (one end), U+2028, U+2029, U+0085, VT and FF, so a position in a CR-only
    /// file or after a line separator names the line the user sees.
    private mutating func advance() {
        switch scalars[index].value {
        case 0x0D where index + 1 < scalars.count && scalars[index + 1] == "\n":
            column += 1  // the LF that follows ends the line
        case 0x0A, 0x0D, 0x2028, 0x2029, 0x85, 0x0B, 0x0C:
            line += 1
            column = 1
        default:
            column += 1
        }
        index += 1
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func error(_ message: String) -> MarkupError { MarkupError(line: line, column: column, message: message) }

    /// XML's white space inside tags: space, tab, CR and LF (not U+00A0, U+2028, form feed).
    private static func isTagSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" }

    private mutating func skipSpaces() {
        while let c = current, Self.isTagSpace(c) { advance() }
    }

    private mutating func readName() -> String {
        var name = ""
        while let c = current, c.properties.isAlphabetic || c == "_" || c == "-" || ("0"..."9").contains(c) {
            name.unicodeScalars.append(c)
            advance()
        }
        return name
    }

    private struct Tag {
        var name: String
        var isClosing: Bool
        var isSelfClosing: Bool
        var attributes: [(String, String, (Int, Int))]
    }

    /// Reads `<name attr="v" …>`, `</name>` or `<name/>`; the cursor is on the `<`.
    private mutating func readTag() throws -> Tag {
        let start = (line, column)
        advance()
        var isClosing = false
        if current == "/" { isClosing = true; advance() }
        let name = readName()
        guard !name.isEmpty else {
            throw MarkupError(line: start.0, column: start.1, message: "'<' does not start a tag (write &lt; for a literal <)")
        }
        guard MarkupStyle.tags.contains(name) else {
            throw MarkupError(
                line: start.0, column: start.1, message: "unknown tag <\(name)> (known: \(MarkupStyle.tags.sorted().joined(separator: ", ")))")
        }
        var attributes: [(String, String, (Int, Int))] = []
        var isSelfClosing = false
        while true {
            skipSpaces()
            guard let c = current else { throw error("<\(name)> is not finished (missing '>')") }
            if c == ">" { advance(); break }
            if c == "/" && !isClosing {
                advance()
                guard current == ">" else { throw error("expected '>' after '/' in <\(name)/>") }
                advance()
                isSelfClosing = true
                break
            }
            guard !isClosing else { throw error("</\(name)> takes no attributes") }
            let position = (line, column)
            let attribute = readName()
            guard !attribute.isEmpty else { throw error("unexpected '\(c)' in <\(name)>") }
            guard name == "span" else {
                throw MarkupError(line: position.0, column: position.1, message: "<\(name)> takes no attributes (use <span \(attribute)=…>)")
            }
            skipSpaces()
            guard current == "=" else { throw error("expected '=' after \(attribute)") }
            advance()
            skipSpaces()
            guard let quote = current, quote == "\"" || quote == "'" else { throw error("expected a quoted value for \(attribute)") }
            advance()
            var value = String.UnicodeScalarView()
            while let v = current, v != quote {
                if v == "<" { throw error("'<' inside the value of \(attribute)") }
                if v == "&" { value.append(try readEntity()) } else { value.append(v); advance() }
            }
            guard current == quote else { throw error("the value of \(attribute) is not closed") }
            advance()
            // XML's well-formedness: attributes apart, each once (the last would silently win).
            if let next = current, next != ">" && next != "/" && !Self.isTagSpace(next) {
                throw error("expected a space, '>' or '/>' after the value of \(attribute)")
            }
            if attributes.contains(where: { $0.0 == attribute }) {
                throw MarkupError(line: position.0, column: position.1, message: "\(attribute) appears twice in <\(name)>")
            }
            attributes.append((attribute, String(value), position))
        }
        return Tag(name: name, isClosing: isClosing, isSelfClosing: isSelfClosing, attributes: attributes)
    }

    /// Reads `&name;` or `&#…;`; the cursor is on the `&`.
    private mutating func readEntity() throws -> Unicode.Scalar {
        let start = (line, column)
        advance()
        var body = ""
        while let c = current, c != ";", body.unicodeScalars.count < 32, !c.properties.isWhitespace, c != "<", c != "&" {
            body.unicodeScalars.append(c)
            advance()
        }
        guard current == ";" else {
            throw MarkupError(line: start.0, column: start.1, message: "'&' does not start an entity (write &amp; for a literal &)")
        }
        advance()
        let named: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        if let scalar = named[body] { return scalar }
        if body.hasPrefix("#") {
            // XML's forms only: &#digits; and &#xhex; (lowercase x), no sign.
            let digits = body.dropFirst()
            let hex = digits.first == "x"
            let number = hex ? digits.dropFirst() : digits
            let allowed = number.unicodeScalars.allSatisfy { hex ? $0.properties.isASCIIHexDigit : ("0"..."9").contains($0) }
            let value = allowed && !number.isEmpty ? UInt32(number, radix: hex ? 16 : 10) : nil
            if let value, value != 0, let scalar = Unicode.Scalar(value) { return scalar }
            throw MarkupError(line: start.0, column: start.1, message: "&\(body); is not a Unicode scalar value")
        }
        throw MarkupError(line: start.0, column: start.1, message: "unknown entity &\(body); (known: &amp; &lt; &gt; &quot; &apos; &#N; &#xN;)")
    }

    /// The font for `style`, resolved once per parse.
    private mutating func font(for style: MarkupStyle, at position: (Int, Int)) throws -> Font {
        let key = MarkupFontKey(family: style.family, size: style.size, weight: style.weight, italic: style.italic)
        if let font = fonts[key] { return font }
        let font: Font
        if key == MarkupFontKey(family: baseFont.family, size: baseFont.size, weight: baseFont.weight, italic: baseFont.isItalic) {
            font = baseFont
        } else if key.family == baseFont.family && key.weight == baseFont.weight && key.italic == baseFont.isItalic {
            font = try baseFont.withSize(key.size)
        } else {
            do {
                // Pango's family lists: the first family fontconfig has, else the first's substitute.
                let families = key.family.split(separator: ",").map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
                var chosen: Font?
                for family in families.isEmpty ? [key.family] : families {
                    let candidate = try Font(family: family, size: key.size, weight: key.weight, italic: key.italic)
                    if chosen == nil { chosen = candidate }
                    if !candidate.isSubstitute { chosen = candidate; break }
                }
                font = chosen!
            } catch {
                throw MarkupError(line: position.0, column: position.1, message: "\(error)")
            }
        }
        fonts[key] = font
        return font
    }
}
