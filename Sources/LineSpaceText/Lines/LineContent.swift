// Lines: what one line shows, pieces of source text and possibly an ellipsis, measured.
import Foundation

/// The content of a line before it is placed: pieces of its paragraph's text, in order, with
/// an optional ellipsis between or around them.
struct LineContent {
    /// Paragraph-relative ranges shown, in order (one, or two around a middle ellipsis).
    var pieces: LinePieces
    /// Where the line starts in its paragraph (what an empty line reports as its location).
    var start: Int
    /// Where the ellipsis goes: before piece `index` (`pieces.count` = at the end), if any.
    var ellipsisIndex: Int?
    var ellipsis: Ellipsis?
    /// Width of the whole line (letter spacing between clusters, ellipsis included).
    var width: Double
    /// CJK punctuation trimming at the line's edges: an opening mark shown whole at its start,
    /// a closing mark at half width at its end (included in `width`).
    var punctuation = PunctuationEdges()

    /// Plain content: one range and no ellipsis.
    init(range: Range<Int>, width: Double) {
        pieces = range.isEmpty ? LinePieces() : LinePieces(range)
        start = range.lowerBound
        ellipsisIndex = nil
        ellipsis = nil
        self.width = width
    }

    /// The content of a filled line, with its punctuation trimming.
    init(_ line: LineBreak) {
        self.init(range: line.start..<line.contentEnd, width: line.width)
        punctuation = line.punctuation
    }

    /// The punctuation edges of piece `index`: the line's start belongs to the first piece, its
    /// end to the last.
    func punctuationEdges(ofPiece index: Int) -> PunctuationEdges {
        guard !punctuation.isEmpty else { return punctuation }
        return PunctuationEdges(
            restoredStart: index == 0 ? punctuation.restoredStart : 0,
            trimmedEnd: index == pieces.count - 1 ? punctuation.trimmedEnd : 0)
    }

    init(pieces: [Range<Int>], ellipsisIndex: Int, ellipsis: Ellipsis, width: Double) {
        // Empty pieces dropped, in place (no filtered arrays: every truncated line comes here).
        var kept = LinePieces()
        var keptBeforeEllipsis = 0
        for (index, piece) in pieces.enumerated() where !piece.isEmpty {
            kept.append(piece)
            if index < ellipsisIndex { keptBeforeEllipsis += 1 }
        }
        self.pieces = kept
        start = pieces.first?.lowerBound ?? 0
        // Keep the ellipsis between the same neighbours after dropping empty pieces.
        self.ellipsisIndex = keptBeforeEllipsis
        self.ellipsis = ellipsis
        self.width = width
    }
}

/// A shaped ellipsis: U+2026 in the line's font, a fallback that has it, or "...".
struct Ellipsis {
    var run: ShapedRun
    var width: Double
    /// Letter spacing after the ellipsis when text follows it (head and middle truncation),
    /// clamped like text's so the pen never moves backwards.
    var spacingAfter: Double

    /// The ellipsis as HarfBuzz shaped it, in design units, by face and language. The key holds
    /// its face: a face the font cache let go cannot be freed and its address reused meanwhile.
    private struct ShapedKey: Hashable {
        var face: FontFace
        var language: String?

        static func == (a: ShapedKey, b: ShapedKey) -> Bool { a.face === b.face && a.language == b.language }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(face))
            hasher.combine(language)
        }
    }
    private static let shaped = SharedCache<ShapedKey, (glyphs: [RawGlyph], isRightToLeft: Bool)>(maximumCount: 64)

    /// What an ellipsis is for a font, language and letter spacing, whatever the colour or
    /// decoration: the face that has U+2026 (or the font's, for "..."), the glyphs and widths.
    private struct Shape {
        var font: Font
        var glyphs: [ShapedGlyph]
        /// The glyphs' ids and advances, the arrays every unspaced ellipsis run shows (shared).
        var painted: (glyphIDs: [UInt32], advances: [CGFloat])
        var isRightToLeft: Bool
        var width: Double
        var spacingAfter: Double
    }
    private struct ShapeKey: Hashable {
        var font: Font
        var language: String?
        /// Never NaN (`TextAttributes` clamps it), so equal keys find each other.
        var letterSpacing: Double

        /// By the font's face, not its family name (equal fonts share a face): hashing the
        /// name was most of a truncated line's ellipsis look-up.
        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(font.face))
            hasher.combine(font.size)
            hasher.combine(language)
            hasher.combine(letterSpacing)
        }
    }
    /// Every truncated line needs an ellipsis: one look-up here instead of the fallback list,
    /// the face search and the glyph scaling each time.
    private static let shapes = SharedCache<ShapeKey, Shape>(maximumCount: 64)

    /// The ellipsis made last, with its attributes, shape and key: consecutive truncations nearly
    /// always ask for the same font and language, and comparing with the last key (a font compares by
    /// reference first) costs a few dozen instructions where the shared cache's hashing and
    /// recency bookkeeping cost over a thousand (callgrind). The same values either way.
    /// Held by reference: reading it under the lock costs one reference count, not a copy of
    /// its fields. With the same attributes and language, its ellipsis run itself is taken again
    /// (truncating a label again, or the labels of a list, which share their attributes); with
    /// only the colour or decoration changed, its shape.
    private static let last = Locked<Remembered?>(nil)
    private final class Remembered: Sendable {
        let attributes: TextAttributes
        let language: String?
        let key: ShapeKey
        let shape: Shape
        let ellipsis: Ellipsis
        init(attributes: TextAttributes, language: String?, key: ShapeKey, shape: Shape, ellipsis: Ellipsis) {
            (self.attributes, self.language, self.key, self.shape, self.ellipsis) = (attributes, language, key, shape, ellipsis)
        }
    }

    /// The ellipsis for text with `attributes` in `language`.
    static func make(attributes: TextAttributes, language: String?, buffer: HarfBuzzBuffer) -> Ellipsis {
        let remembered = last.withLock { $0 }
        if let remembered, remembered.language == language, remembered.attributes == attributes {
            return remembered.ellipsis
        }
        let key = ShapeKey(font: attributes.font, language: language, letterSpacing: attributes.letterSpacing)
        let shape: Shape
        if let remembered, remembered.key == key {
            shape = remembered.shape
        } else {
            shape = shapes.value(for: key) {
                makeShape(font: attributes.font, letterSpacing: attributes.letterSpacing, language: language, buffer: buffer)
            }
        }
        let run = ShapedRun(
            range: 0..<0, attributes: attributes, font: shape.font, script: HarfBuzzBuffer.commonScript,
            isRightToLeft: shape.isRightToLeft, glyphs: shape.glyphs, painted: shape.painted)
        let ellipsis = Ellipsis(run: run, width: shape.width, spacingAfter: shape.spacingAfter)
        let made = Remembered(attributes: attributes, language: language, key: key, shape: shape, ellipsis: ellipsis)
        last.withLock { $0 = made }
        return ellipsis
    }

    private static func makeShape(font requested: Font, letterSpacing: Double, language: String?, buffer: HarfBuzzBuffer) -> Shape {
        let fallback = FontFallback.list(for: requested, language: language)
        var face = fallback.face(forCluster: [0x2026])
        var utf16: [UInt16] = [0x2026]
        if !face.hasGlyph(for: 0x2026) {
            face = requested.face
            utf16 = Array("...".utf16)
        }
        let font = Font(
            family: face.file.family, size: requested.size, weight: requested.weight,
            italic: requested.isItalic, face: face)
        // Shaped left to right in any paragraph: the bidi stage places it (at the paragraph level).
        // Once per face and language: truncating a label must not cost a shaping each time.
        let shapedFace = face
        let (raw, isRightToLeft) = Ellipsis.shaped.value(for: ShapedKey(face: face, language: language)) {
            buffer.shape(
                utf16[...], range: 0..<utf16.count, face: shapedFace.harfBuzz, script: nil, language: language,
                isRightToLeft: false)
        }
        let scale = font.scale
        let glyphs = raw.map {
            ShapedGlyph(id: $0.id, cluster: 0, advance: Double($0.xAdvance) * scale,
                        xOffset: Double($0.xOffset) * scale, yOffset: Double($0.yOffset) * scale)
        }
        // "..." is three clusters: letter spacing goes between its dots too.
        let spacings = glyphs.map { max(letterSpacing, -$0.advance) }
        let width = glyphs.reduce(0) { $0 + $1.advance } + spacings.dropLast().reduce(0, +)
        return Shape(
            font: font, glyphs: glyphs, painted: (glyphs.map(\.id), glyphs.map { CGFloat($0.advance) }), isRightToLeft: isRightToLeft,
            width: width, spacingAfter: spacings.last ?? 0)
    }
}
