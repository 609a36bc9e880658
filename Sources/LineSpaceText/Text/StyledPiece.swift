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
    /// `paragraphStyle` (`AttributedUnits.styled`).
    ///
    /// - Complexity: O(n + p) for n UTF-16 units and p pieces.
    package init(pieces: some Sequence<StyledPiece>, defaults: TextAttributes, paragraphStyle: ParagraphStyle = .default) {
        self = AttributedUnits(pieces).styled(defaults: defaults, paragraphStyle: paragraphStyle)
    }
}

/// A text's UTF-16 units and what each of its pieces sets: attributed text before defaults fill
/// in the rest. A label keeps one per text, so a change of its own properties (`lineSpace`, a
/// colour) restyles the text in O(pieces) and every styled text shares one copy of the units.
///
/// A grapheme cluster is never split between pieces: an edge inside a cluster (a base letter
/// and its combining mark styled apart) moves back to the cluster's start, so the cluster takes
/// the attributes of the piece its last scalar is in. That is what reading an
/// AttributedString's runs by `characters` gives, which this must equal (StyledPieceTests): it
/// shapes the cluster in one font, with its marks attached.
struct AttributedUnits: Sendable {
    let utf16: [UInt16]
    /// Where each non-empty piece ends, ascending (the last at the text's end), and what it
    /// sets; both empty for plain text, one piece that sets nothing (no arrays allocated).
    private let ends: [Int]
    private let overrides: [TextAttributeOverrides]

    /// - Complexity: O(n + p) for n UTF-16 units and p pieces.
    init(_ pieces: some Sequence<StyledPiece>) {
        var utf16: [UInt16] = []
        var ends: [Int] = []
        var overrides: [TextAttributeOverrides] = []
        for piece in pieces {
            let before = utf16.count
            utf16.append(contentsOf: piece.text.utf16)
            guard utf16.count > before else { continue }
            ends.append(utf16.count)
            overrides.append(piece.overrides)
        }
        if ends.count > 1 { Self.moveEdgesToClusterStarts(&ends, in: utf16) }
        (self.utf16, self.ends, self.overrides) = (utf16, ends, overrides)
    }

    /// Plain `string`, one piece that sets nothing.
    ///
    /// - Complexity: O(n).
    init(plain string: String) {
        utf16 = string.utf16Units
        (ends, overrides) = ([], [])
    }

    /// The text with what its pieces leave out taken from `defaults` and `paragraphStyle`.
    /// Neighbours that end up with the same attributes and paragraph style become one run (an
    /// empty text gets one empty run).
    ///
    /// - Complexity: O(p); the units are shared, not copied.
    func styled(defaults: TextAttributes, paragraphStyle: ParagraphStyle) -> StyledText {
        if ends.isEmpty {
            return StyledText(
                checkedUTF16: utf16, runs: [StyledText.Run(range: 0..<utf16.count, attributes: defaults, paragraphStyle: paragraphStyle)])
        }
        var runs: [StyledText.Run] = []
        var start = 0
        for (end, overrides) in zip(ends, overrides) where end > start {
            let attributes = overrides.applied(to: defaults)
            let style = overrides.paragraphStyle ?? paragraphStyle
            if let last = runs.last, last.attributes == attributes, last.paragraphStyle == style {
                runs[runs.count - 1].range = last.range.lowerBound..<end
            } else {
                runs.append(StyledText.Run(range: start..<end, attributes: attributes, paragraphStyle: style))
            }
            start = end
        }
        return StyledText(checkedUTF16: utf16, runs: runs)
    }

    /// Moves each piece's end that falls inside a grapheme cluster back to the cluster's start
    /// (the ends are ascending; the last is the text's end, a cluster edge). O(n).
    private static func moveEdgesToClusterStarts(_ ends: inout [Int], in utf16: [UInt16]) {
        let text = String(decoding: utf16, as: UTF16.self)
        var next = 0  // the first end not yet past
        var offset = 0
        for character in text {
            let length = character.utf16.count
            while next < ends.count && ends[next] <= offset { next += 1 }
            while next < ends.count && ends[next] < offset + length {
                ends[next] = offset
                next += 1
            }
            offset += length
        }
    }
}
