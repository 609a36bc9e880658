// Codable forms of the engine's values (TextLayout's are synthesized beside it): a layout saved
// and read back compares equal.
import Foundation

extension Font: Codable {
    private enum CodingKeys: String, CodingKey { case family, size, weight, italic, file, faceIndex, resolvedFamily }

    /// Writes the request (family, size, weight, italic) and the face that answered it (file,
    /// face index, its family).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(family, forKey: .family)
        try container.encode(size, forKey: .size)
        try container.encode(weight.rawValue, forKey: .weight)
        try container.encode(isItalic, forKey: .italic)
        try container.encode(file, forKey: .file)
        try container.encode(faceIndex, forKey: .faceIndex)
        try container.encode(resolvedFamily, forKey: .resolvedFamily)
    }

    /// Reads a font: the same face from the same file when it is there (so the font compares
    /// equal to the one encoded), else the family looked up again through fontconfig (on
    /// another machine the face may differ; see ``isSubstitute``).
    ///
    /// - Throws: `DecodingError` for missing keys, `FontError` when no font can be found.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let family = try container.decode(String.self, forKey: .family)
        let size = try container.decode(Double.self, forKey: .size)
        let weight = Weight(rawValue: try container.decode(Int.self, forKey: .weight))
        let italic = try container.decode(Bool.self, forKey: .italic)
        let file = try container.decodeIfPresent(String.self, forKey: .file)
        let index = try container.decodeIfPresent(Int.self, forKey: .faceIndex) ?? 0
        let resolvedFamily = try container.decodeIfPresent(String.self, forKey: .resolvedFamily) ?? family
        if let file, let face = try? FontFace.load(FontFileDescriptor(path: file, index: index, family: resolvedFamily)) {
            self.init(family: family, size: try Font.validated(size), weight: weight, italic: italic, face: face)
        } else {
            try self.init(family: family, size: size, weight: weight, italic: italic)
        }
    }
}

extension TextShadow: Codable {
    private enum CodingKeys: String, CodingKey { case offset, blurRadius, color }

    /// Writes the offset, blur radius and colour.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(offset, forKey: .offset)
        try container.encode(blurRadius, forKey: .blurRadius)
        try container.encode(color, forKey: .color)
    }

    /// Reads a shadow, clamped as ``init(offset:blurRadius:color:)`` clamps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            offset: try container.decode(CGSize.self, forKey: .offset),
            blurRadius: try container.decode(Double.self, forKey: .blurRadius),
            color: try container.decode(Color.self, forKey: .color))
    }
}

extension TextDecoration: Codable {
    private enum CodingKeys: String, CodingKey { case underline, strikethrough, backgroundColor, shadow }

    /// Writes the decorations that are set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(underline, forKey: .underline)
        try container.encodeIfPresent(strikethrough, forKey: .strikethrough)
        try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
        try container.encodeIfPresent(shadow, forKey: .shadow)
    }

    /// Reads the decorations present (absent keys are none).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            underline: try container.decodeIfPresent(TextLine.self, forKey: .underline),
            strikethrough: try container.decodeIfPresent(TextLine.self, forKey: .strikethrough),
            backgroundColor: try container.decodeIfPresent(Color.self, forKey: .backgroundColor),
            shadow: try container.decodeIfPresent(TextShadow.self, forKey: .shadow))
    }
}

extension TextAttributes: Codable {
    private enum CodingKeys: String, CodingKey { case font, color, letterSpacing, baselineOffset, decoration }

    /// Writes the font, colour, spacing, offset and decorations.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(font, forKey: .font)
        try container.encode(color, forKey: .color)
        try container.encode(letterSpacing, forKey: .letterSpacing)
        try container.encode(baselineOffset, forKey: .baselineOffset)
        try container.encode(decoration, forKey: .decoration)
    }

    /// Reads attributes, clamped as ``init(font:color:letterSpacing:baselineOffset:decoration:)``
    /// clamps them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            font: try container.decode(Font.self, forKey: .font),
            color: try container.decode(Color.self, forKey: .color),
            letterSpacing: try container.decode(Double.self, forKey: .letterSpacing),
            baselineOffset: try container.decode(Double.self, forKey: .baselineOffset),
            decoration: try container.decode(TextDecoration.self, forKey: .decoration))
    }
}
