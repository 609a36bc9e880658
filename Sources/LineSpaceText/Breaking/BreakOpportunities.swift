// Where a paragraph may break: UAX #14 opportunities and grapheme-cluster boundaries.

/// The break opportunities of one paragraph, offsets relative to the paragraph's start.
///
/// Line opportunities come from ICU's line iterator (UAX #14, tailored by locale); grapheme
/// boundaries from ICU's character iterator, computed only when asked for (character wrapping,
/// words wider than the line, truncation, letter spacing).
final class BreakOpportunities {
    private let utf16: ArraySlice<UInt16>
    private let locale: String?
    /// Soft and mandatory line-break opportunities after offset 0, ascending; the last is the
    /// paragraph's length.
    let line: [(offset: Int, isMandatory: Bool)]
    private var graphemeFlags: [Bool]?

    /// - Complexity: O(n) for a paragraph of n UTF-16 units.
    init(utf16: ArraySlice<UInt16>, locale: String?) {
        self.utf16 = utf16
        self.locale = locale
        if utf16.isEmpty {
            line = []
        } else if let iterator = BreakIterator(kind: .line, locale: locale, utf16: utf16) {
            line = iterator.boundariesWithStatus()
        } else {
            line = [(utf16.count, true)]
        }
    }

    /// Whether `offset` (0...count) is a grapheme-cluster boundary.
    func isGraphemeBoundary(_ offset: Int) -> Bool {
        graphemes()[offset]
    }

    /// The grapheme boundary flags, one per offset 0...count.
    func graphemes() -> [Bool] {
        if let flags = graphemeFlags { return flags }
        var flags = [Bool](repeating: false, count: utf16.count + 1)
        flags[0] = true
        flags[utf16.count] = true
        if let iterator = BreakIterator(kind: .character, locale: locale, utf16: utf16) {
            for offset in iterator.boundaries() { flags[offset] = true }
        } else {
            for i in 0..<utf16.count where !UTF16.isTrailSurrogate(utf16[utf16.startIndex + i]) { flags[i] = true }
        }
        graphemeFlags = flags
        return flags
    }
}
