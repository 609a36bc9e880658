// The language sample counted straight from a string's UTF-8.

extension DominantScript.Tally {
    /// Counts the code points of UTF-8 `bytes`, a text's start, until the sample is full or
    /// the bytes end: the counts `add(_:)` gives code point by code point.
    ///
    /// A long text in limited lines reads its sample on every layout (its prefix can be far
    /// shorter than the sample), so the common code points are told from their first bytes,
    /// without decoding: ASCII, U+4E00–U+9FFF (all Han: leads E5–E9, or E4 followed by B8–BF),
    /// and the punctuation around CJK text (U+2000–U+2E7F, U+3000–U+3004, U+3008–U+3020,
    /// U+FF00–U+FF3F), which counts as nothing. The reading goes in rounds of as many bytes as the sample has units left (a code
    /// point takes at most a unit per byte), so the loop checks no unit count per code point.
    ///
    /// - Complexity: O(sample) code points.
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    mutating func add(utf8 bytes: Span<UInt8>) {
        var index = 0
        // Counted in locals (the loop keeps them in registers), stored before `add(_:)`.
        var units = self.units, han = self.han, other = self.other
        while index < bytes.count && units < DominantScript.sampleLength {
            let end = min(bytes.count, index + (DominantScript.sampleLength - units))
            while index < end {
                let lead = bytes[index]
                if lead &- 0xE5 < 5 || lead == 0xE4 && index + 1 < bytes.count && bytes[index + 1] >= 0xB8 {
                    // U+4E00–U+9FFF.
                    han &+= 1
                    units &+= 1
                    index &+= 3
                    continue
                }
                if lead < 0x80 {
                    // ASCII: only letters count ("other").
                    units &+= 1
                    if (lead | 0x20) &- 0x61 < 26 { other &+= 1 }
                    index &+= 1
                    continue
                }
                // U+2000–U+2E7F, the CJK punctuation at U+3000–U+3004 and U+3008–U+3020 (E3 80, then
                // 80–84 or 88–A0) and U+FF00–U+FF3F (EF BC): punctuation, counted as nothing.
                if index + 2 < bytes.count {
                    let next = bytes[index + 1]
                    if lead == 0xE2 && next < 0xBA || lead == 0xEF && next == 0xBC
                        || lead == 0xE3 && next == 0x80 && (bytes[index + 2] &- 0x80 < 5 || bytes[index + 2] &- 0x88 < 0x19) {
                        units &+= 1
                        index &+= 3
                        continue
                    }
                }
                let (value, next) = bytes.scalar(at: index)
                index = next
                // `add` also closes the sample at a surrogate pair that would cross its end,
                // the one code point that can take more units than the round has left.
                self.units = units
                self.han = han
                self.other = other
                add(value)
                units = self.units
                han = self.han
                other = self.other
            }
        }
        self.units = units
        self.han = han
        self.other = other
    }
}
