// Splitting text into paragraphs at hard breaks (docs/semantics.md §3).

/// A paragraph: its text range without the separator, and where the next one starts.
struct ParagraphSpan: Sendable, Hashable {
    /// UTF-16 range of the paragraph's content (the separator excluded).
    var range: Range<Int>
    /// Offset after the separator (== `range.upperBound` for the last paragraph).
    var next: Int
}

enum Paragraphs {
    /// Splits at U+000A, U+000D, U+000D U+000A and U+2029. U+2028 stays inside (a line
    /// separator). A separator at the very end starts no paragraph, as in the layout.
    ///
    /// - Complexity: O(n).
    static func split(_ utf16: [UInt16]) -> [ParagraphSpan] {
        var spans = [paragraph(startingAt: 0, in: utf16)]
        while let last = spans.last, last.next < utf16.count {
            spans.append(paragraph(startingAt: last.next, in: utf16))
        }
        return spans
    }

    /// The paragraph starting at `start`: its span, without scanning further than its end.
    ///
    /// - Complexity: O(paragraph length).
    static func paragraph(startingAt start: Int, in utf16: [UInt16]) -> ParagraphSpan {
        var i = start
        while i < utf16.count {
            let unit = utf16[i]
            if isSeparator(unit) {
                var next = i + 1
                if unit == 0x0D, next < utf16.count, utf16[next] == 0x0A { next += 1 }
                return ParagraphSpan(range: start..<i, next: next)
            }
            i += 1
        }
        return ParagraphSpan(range: start..<utf16.count, next: utf16.count)
    }

    /// Whether `unit` ends a paragraph: U+000A, U+000D or U+2029 (U+2028 does not).
    static func isSeparator(_ unit: UInt16) -> Bool { unit == 0x0A || unit == 0x0D || unit == 0x2029 }

    /// Whether `scalar` ends a paragraph, as `isSeparator(_:)` for a code unit.
    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool { scalar.value <= 0xFFFF && isSeparator(UInt16(scalar.value)) }
}
