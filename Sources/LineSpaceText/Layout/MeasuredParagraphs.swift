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
    /// Ascending by start: layouts measure paragraphs in order, so keeping one is an append.
    private var paragraphs: [MeasuredParagraph] = []

    init(text: StyledText) { self.text = text }

    /// The paragraph `range` of the text measured earlier in `language` with `style`, if kept.
    ///
    /// - Complexity: O(log p).
    func kept(_ range: Range<Int>, style: ParagraphStyle, language: String?) -> MeasuredParagraph? {
        guard language == self.language else { return nil }
        let index = position(of: range.lowerBound)
        guard index < paragraphs.count else { return nil }
        let kept = paragraphs[index]
        return kept.start == range.lowerBound && kept.count == range.count && kept.style == style ? kept : nil
    }

    /// Keeps `paragraph`, measured in `language` (paragraphs of another language are dropped).
    ///
    /// - Complexity: O(1) for the next paragraph in order, O(p) otherwise.
    func keep(_ paragraph: MeasuredParagraph, language: String?) {
        guard text.utf16.count <= MeasuredParagraphs.maximumUnits else { return }
        if language != self.language {
            paragraphs = []
            self.language = language
        }
        // The usual case, a layout measuring paragraphs in order: one append (`insert` at the
        // end goes through the generic range replacement).
        if paragraphs.last.map({ $0.start < paragraph.start }) ?? true {
            paragraphs.append(paragraph)
            return
        }
        let index = position(of: paragraph.start)
        if index < paragraphs.count && paragraphs[index].start == paragraph.start {
            paragraphs[index] = paragraph
        } else {
            paragraphs.insert(paragraph, at: index)
        }
    }

    /// The index of the first kept paragraph starting at or after `start`.
    private func position(of start: Int) -> Int {
        if let last = paragraphs.last, last.start < start { return paragraphs.count }
        return partitioningIndex(in: paragraphs.indices) { paragraphs[$0].start >= start }
    }
}
