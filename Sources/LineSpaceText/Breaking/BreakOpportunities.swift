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
        var line: [(offset: Int, isMandatory: Bool)]
        if utf16.isEmpty {
            line = []
        } else if let iterator = BreakIterator(kind: .line, locale: locale, utf16: utf16) {
            line = iterator.boundariesWithStatus()
        } else {
            line = [(utf16.count, true)]
        }
        // UAX #14 may allow a break inside a grapheme cluster (a space followed by ZWJ or a
        // combining mark: LB9 does not apply after SP). A line never splits a cluster, so such
        // opportunities are dropped. Only opportunities before a character that can extend a
        // cluster need the (lazy) grapheme check.
        if line.contains(where: { $0.offset < utf16.count && BreakOpportunities.mayExtend(utf16[utf16.startIndex + $0.offset]) }) {
            let flags = BreakOpportunities.graphemeFlags(utf16, locale: locale)
            graphemeFlags = flags
            line.removeAll { !flags[$0.offset] }
        }
        self.line = line
    }

    /// Whether `unit` may continue the grapheme cluster before it. False for the common
    /// starters (ASCII and Latin letters, CJK ideographs, kana, Hangul syllables, full-width
    /// forms), true for everything else, conservatively.
    static func mayExtend(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0000..<0x0300, 0x3000...0x3029, 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF5E:
            return false
        default:
            return true
        }
    }

    /// Whether `offset` (0...count) is a grapheme-cluster boundary.
    func isGraphemeBoundary(_ offset: Int) -> Bool {
        graphemes()[offset]
    }

    /// The grapheme boundary flags, one per offset 0...count.
    func graphemes() -> [Bool] {
        if let flags = graphemeFlags { return flags }
        let flags = BreakOpportunities.graphemeFlags(utf16, locale: locale)
        graphemeFlags = flags
        return flags
    }

    private static func graphemeFlags(_ utf16: ArraySlice<UInt16>, locale: String?) -> [Bool] {
        var flags = [Bool](repeating: false, count: utf16.count + 1)
        flags[0] = true
        flags[utf16.count] = true
        if let iterator = BreakIterator(kind: .character, locale: locale, utf16: utf16) {
            for offset in iterator.boundaries() { flags[offset] = true }
        } else {
            for i in 0..<utf16.count where !UTF16.isTrailSurrogate(utf16[utf16.startIndex + i]) { flags[i] = true }
        }
        return flags
    }
}
