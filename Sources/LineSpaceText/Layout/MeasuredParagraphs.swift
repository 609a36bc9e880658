// The measured paragraphs of one text, kept by its owner (a Label) so that measuring the same
// text at another width costs line filling only: no reshaping, no ICU.

/// Measured paragraphs of one `StyledText`, by paragraph start, for one language.
///
/// Not thread-safe, like the `Label` that owns it (a measured paragraph memoizes and reuses its
/// HarfBuzz buffer). Bounded: a text longer than `maximumUnits` keeps nothing.
final class MeasuredParagraphs {
    /// Texts up to this many UTF-16 units keep their paragraphs (about 100 bytes each).
    static let maximumUnits = 65_536

    let text: StyledText
    private var language: String?
    private var paragraphs: [Int: MeasuredParagraph] = [:]

    init(text: StyledText) { self.text = text }

    /// The measured paragraph `range` of the text in `language`, measured now if it was not.
    func paragraph(
        _ range: Range<Int>, style: ParagraphStyle, language: String?, measure: () -> MeasuredParagraph
    ) -> MeasuredParagraph {
        guard text.utf16.count <= MeasuredParagraphs.maximumUnits else { return measure() }
        if language != self.language {
            paragraphs = [:]
            self.language = language
        }
        if let kept = paragraphs[range.lowerBound], kept.count == range.count, kept.style == style { return kept }
        let measured = measure()
        paragraphs[range.lowerBound] = measured
        return measured
    }
}
