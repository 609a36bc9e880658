// Converting a Foundation AttributedString into the engine's StyledText.
import Foundation

extension StyledText {
    /// The engine's input for `attributed`; attributes it leaves out come from `defaults` and
    /// `paragraphStyle`.
    ///
    /// - Complexity: O(n + r) for n characters and r runs.
    public init(_ attributed: AttributedString, defaults: TextAttributes, paragraphStyle: ParagraphStyle = .default) {
        self.init(pieces: attributed.styledPieces, defaults: defaults, paragraphStyle: paragraphStyle)
    }
}

extension AttributedString {
    /// The runs as pieces of text with the LineSpaceText attributes each sets.
    var styledPieces: some Sequence<StyledPiece> {
        runs.lazy.map { run in
            var overrides = TextAttributeOverrides()
            overrides.font = run[TextFontAttribute.self]
            overrides.color = run[TextColorAttribute.self]
            overrides.letterSpacing = run[TextLetterSpacingAttribute.self]
            overrides.baselineOffset = run[TextBaselineOffsetAttribute.self]
            overrides.underline = run[TextUnderlineAttribute.self]
            overrides.strikethrough = run[TextStrikethroughAttribute.self]
            overrides.backgroundColor = run[TextBackgroundColorAttribute.self]
            overrides.shadow = run[TextShadowAttribute.self]
            overrides.paragraphStyle = run[TextParagraphStyleAttribute.self]
            return StyledPiece(self[run.range].plainString, overrides)
        }
    }

    /// The attributed string of `pieces`: each piece's text with the keys it sets.
    package init(pieces: some Sequence<StyledPiece>) {
        self.init()
        for piece in pieces {
            var part = AttributedString(piece.text)
            let o = piece.overrides
            if let font = o.font { part.textFont = font }
            if let color = o.color { part.textColor = color }
            if let spacing = o.letterSpacing { part.textLetterSpacing = spacing }
            if let offset = o.baselineOffset { part.textBaselineOffset = offset }
            if let underline = o.underline { part.textUnderline = underline }
            if let strikethrough = o.strikethrough { part.textStrikethrough = strikethrough }
            if let background = o.backgroundColor { part.textBackgroundColor = background }
            if let shadow = o.shadow { part.textShadow = shadow }
            if let style = o.paragraphStyle { part.textParagraphStyle = style }
            append(part)
        }
    }
}

extension AttributedStringProtocol {
    /// The text, read by Unicode scalars: the string `String(characters)` gives, without
    /// finding grapheme-cluster boundaries on the way.
    var plainString: String { String(String.UnicodeScalarView(unicodeScalars)) }
}
