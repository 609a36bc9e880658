// Converting a Foundation AttributedString into the engine's StyledText.
#if LINESPACE_FOUNDATION_ESSENTIALS
import FoundationEssentials
#else
import Foundation
#endif

extension StyledText {
    /// The engine's input for `attributed`; attributes it leaves out come from `defaults` and
    /// `paragraphStyle`.
    ///
    /// - Complexity: O(n + r) for n characters and r runs.
    public init(_ attributed: AttributedString, defaults: TextAttributes, paragraphStyle: ParagraphStyle = .default) {
        var utf16: [UInt16] = []
        var runs: [Run] = []
        for run in attributed.runs {
            let piece = attributed[run.range]
            let before = utf16.count
            utf16.append(contentsOf: String(piece.characters).utf16)
            var attributes = defaults
            if let font = run[TextFontAttribute.self] { attributes.font = font }
            if let color = run[TextColorAttribute.self] { attributes.color = color }
            if let spacing = run[TextLetterSpacingAttribute.self], spacing.isFinite { attributes.letterSpacing = spacing }
            if let offset = run[TextBaselineOffsetAttribute.self], offset.isFinite { attributes.baselineOffset = offset }
            if let underline = run[TextUnderlineAttribute.self] { attributes.decoration.underline = underline }
            if let strikethrough = run[TextStrikethroughAttribute.self] { attributes.decoration.strikethrough = strikethrough }
            if let background = run[TextBackgroundColorAttribute.self] { attributes.decoration.backgroundColor = background }
            if let shadow = run[TextShadowAttribute.self] { attributes.decoration.shadow = shadow }
            let style = run[TextParagraphStyleAttribute.self] ?? paragraphStyle
            guard utf16.count > before else { continue }
            if let last = runs.last, last.attributes == attributes, last.paragraphStyle == style {
                runs[runs.count - 1].range = last.range.lowerBound..<utf16.count
            } else {
                runs.append(Run(range: before..<utf16.count, attributes: attributes, paragraphStyle: style))
            }
        }
        if runs.isEmpty {
            runs = [Run(range: 0..<0, attributes: defaults, paragraphStyle: paragraphStyle)]
        }
        self.init(utf16: utf16, runs: runs)
    }
}
