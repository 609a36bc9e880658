// Text with the attributes it sets: what an AttributedString run or a markup element carries,
// before the label's defaults fill in the rest (StyledText.init(pieces:defaults:paragraphStyle:)).
import Foundation

/// The attributes one piece of text sets, each nil where the piece leaves it to the defaults
/// (a label's font, colour, paragraph style…).
package struct TextAttributeOverrides: Sendable, Equatable {
    package var font: Font?
    package var color: Color?
    package var letterSpacing: CGFloat?
    package var baselineOffset: CGFloat?
    package var underline: TextLine?
    package var strikethrough: TextLine?
    package var backgroundColor: Color?
    package var shadow: TextShadow?
    /// The paragraph style of the paragraphs starting in the piece.
    package var paragraphStyle: ParagraphStyle?

    package init() {}

    /// `defaults` with what this piece sets. A non-finite letter spacing or baseline offset is
    /// ignored (the default stays), as an attributed string's would be.
    func applied(to defaults: TextAttributes) -> TextAttributes {
        var attributes = defaults
        if let font { attributes.font = font }
        if let color { attributes.color = color }
        if let letterSpacing, letterSpacing.isFinite { attributes.letterSpacing = letterSpacing }
        if let baselineOffset, baselineOffset.isFinite { attributes.baselineOffset = baselineOffset }
        if let underline { attributes.decoration.underline = underline }
        if let strikethrough { attributes.decoration.strikethrough = strikethrough }
        if let backgroundColor { attributes.decoration.backgroundColor = backgroundColor }
        if let shadow { attributes.decoration.shadow = shadow }
        return attributes
    }
}

/// A piece of text and the attributes it sets.
package struct StyledPiece: Sendable, Equatable {
    package var text: String
    package var overrides: TextAttributeOverrides

    package init(_ text: String, _ overrides: TextAttributeOverrides = TextAttributeOverrides()) {
        self.text = text
        self.overrides = overrides
    }
}

extension StyledText {
    /// The engine's input for `pieces`, in order; what they leave out comes from `defaults` and
    /// `paragraphStyle`. Neighbours that end up with the same attributes and paragraph style
    /// become one run, and empty pieces none (an empty text still gets one empty run).
    ///
    /// A grapheme cluster is never split between runs: an edge between pieces inside a cluster
    /// (a base letter and its combining mark styled apart) moves back to the cluster's start,
    /// so the cluster takes the attributes of the piece its last scalar is in. That is what
    /// reading an AttributedString's runs by `characters` gives, which this must equal
    /// (StyledPieceTests): it shapes the cluster in one font, with its marks attached.
    ///
    /// - Complexity: O(n + p) for n UTF-16 units and p pieces.
    package init(pieces: some Sequence<StyledPiece>, defaults: TextAttributes, paragraphStyle: ParagraphStyle = .default) {
        var utf16: [UInt16] = []
        var styled: [(end: Int, attributes: TextAttributes, style: ParagraphStyle)] = []
        for piece in pieces {
            let before = utf16.count
            utf16.append(contentsOf: piece.text.utf16)
            guard utf16.count > before else { continue }
            styled.append((utf16.count, piece.overrides.applied(to: defaults), piece.overrides.paragraphStyle ?? paragraphStyle))
        }
        if styled.count > 1 { Self.moveEdgesToClusterStarts(&styled, in: utf16) }
        var runs: [Run] = []
        var start = 0
        for (end, attributes, style) in styled where end > start {
            if let last = runs.last, last.attributes == attributes, last.paragraphStyle == style {
                runs[runs.count - 1].range = last.range.lowerBound..<end
            } else {
                runs.append(Run(range: start..<end, attributes: attributes, paragraphStyle: style))
            }
            start = end
        }
        if runs.isEmpty {
            runs = [Run(range: 0..<0, attributes: defaults, paragraphStyle: paragraphStyle)]
        }
        self.init(checkedUTF16: utf16, runs: runs)
    }

    /// Moves each piece's end that falls inside a grapheme cluster back to the cluster's start
    /// (the ends are ascending; the last is the text's end, a cluster edge). O(n).
    private static func moveEdgesToClusterStarts(
        _ styled: inout [(end: Int, attributes: TextAttributes, style: ParagraphStyle)], in utf16: [UInt16]
    ) {
        let text = String(decoding: utf16, as: UTF16.self)
        var next = 0  // the first end not yet past
        var offset = 0
        for character in text {
            let length = character.utf16.count
            while next < styled.count && styled[next].end <= offset { next += 1 }
            while next < styled.count && styled[next].end < offset + length {
                styled[next].end = offset
                next += 1
            }
            offset += length
        }
    }
}
