// A Pango font description ("Sans Italic 12"), as markup's `font` and `font_desc` take it.

/// What a Pango font description sets: `[FAMILY-LIST] [STYLE-OPTIONS] [SIZE]`, read from the
/// end as Pango reads it: a trailing number is the size in points, the words before it that
/// name a style, weight, variant, stretch or gravity are options, and the rest is the
/// comma-separated family list.
///
/// ```swift
/// try MarkupFontDescription(parsing: "DejaVu Sans Bold Italic 12.5", attribute: "font")
/// // families "DejaVu Sans", weight .bold, italic true, size 12.5
/// ```
///
/// Variants (`Small-Caps`), stretches (`Condensed`), gravities other than south, pixel sizes
/// (`12px`) and variations (`@wght=300`) are refused, never read as part of a family name.
struct MarkupFontDescription {
    var families: String?
    var italic: Bool?
    var weight: Font.Weight?
    var size: Double?

    /// The style words of Pango's descriptions LineSpace honours, lowercase, with and without
    /// hyphens.
    private static let weights: [String: Int] = [
        "thin": 100, "ultra-light": 200, "ultralight": 200, "extra-light": 200, "extralight": 200, "light": 300,
        "semi-light": 350, "semilight": 350, "demi-light": 350, "demilight": 350, "book": 380, "regular": 400,
        "medium": 500, "semi-bold": 600, "semibold": 600, "demi-bold": 600, "demibold": 600, "bold": 700,
        "ultra-bold": 800, "ultrabold": 800, "extra-bold": 800, "extrabold": 800, "heavy": 900, "black": 900,
        "ultra-heavy": 1000, "ultraheavy": 1000, "extra-heavy": 1000, "extraheavy": 1000, "ultra-black": 1000,
        "ultrablack": 1000, "extra-black": 1000, "extrablack": 1000,
    ]

    /// Style words Pango reads that LineSpace cannot honour, by what they set.
    private static let unsupported: [String: String] = {
        var words: [String: String] = [:]
        for word in ["small-caps", "all-small-caps", "petite-caps", "all-petite-caps", "unicase", "title-caps"] {
            words[word] = "a variant"
        }
        for word in ["ultra-condensed", "extra-condensed", "condensed", "semi-condensed", "semi-expanded", "expanded",
                     "extra-expanded", "ultra-expanded"] {
            words[word] = "a stretch"
        }
        for word in ["upside-down", "north", "rotated-left", "east", "rotated-right", "west"] { words[word] = "a gravity" }
        return words
    }()

    init(parsing text: String, attribute: String) throws(MarkupValueError) {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        if let last = words.last, last.hasPrefix("@") {
            throw MarkupValueError("\(attribute): font variations ('\(last)') are Pango markup LineSpace does not support (docs/markup.md)")
        }
        if let last = words.last {
            let lowered = last.lowercased()
            if lowered.hasSuffix("px"), MarkupValues.decimal(Substring(lowered.dropLast(2))) != nil {
                throw MarkupValueError("\(attribute): pixel sizes ('\(last)') are Pango markup LineSpace does not support; write points (\(last.dropLast(2)))")
            }
            if let points = MarkupValues.decimal(last) {
                guard points > 0, points <= Font.maximumSize else {
                    throw MarkupValueError("\(attribute): the size must be > 0 and <= \(Int(Font.maximumSize)) pt, got '\(last)'")
                }
                size = MarkupValues.clampedSize(points)
                words.removeLast()
            }
        }
        while let last = words.last {
            let word = last.lowercased()
            if word == "normal" {
                // Pango's "Normal" resets whichever field it names; for the fields LineSpace has
                // it means what they already are unless an earlier word set them.
            } else if word == "roman" {
                italic = italic ?? false
            } else if word == "italic" || word == "oblique" {
                italic = italic ?? true
            } else if let value = Self.weights[word] {
                weight = weight ?? Font.Weight(rawValue: value)
            } else if word == "south" || word == "not-rotated" {
                // The default gravity: nothing to change.
            } else if let kind = Self.unsupported[word] {
                let family = words.dropLast().joined(separator: " ")
                throw MarkupValueError(
                    "\(attribute): '\(last)' is \(kind) in a Pango font description, which LineSpace does not support"
                        + (family.isEmpty ? "" : " (for a family named '\(family) \(last)', write font_family)"))
            } else {
                break
            }
            words.removeLast()
        }
        var family = words.joined(separator: " ")
        while family.hasSuffix(",") { family.removeLast() }
        if !family.trimmingBlanks().isEmpty { families = family }
        guard families != nil || italic != nil || weight != nil || size != nil else {
            throw MarkupValueError("\(attribute): expected a Pango font description such as 'Sans Italic 12', got '\(text)'")
        }
    }
}
