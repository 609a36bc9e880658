// A string's code points read straight from its UTF-8 storage, through `Span` (safe, no copy).

extension Span where Element == UInt8 {
    /// The code point whose UTF-8 starts at `index`, and the index after it.
    ///
    /// The bytes must be well-formed UTF-8 starting at a code point, as a `String`'s are: the
    /// lead byte alone tells the length, and nothing is validated again. A truncated sequence
    /// still cannot read outside the span (its bounds are checked) — it traps instead.
    ///
    /// Why not `String.unicodeScalars`: its iterator costs about 20 instructions a code point
    /// more, and the prefix of a long text reads a thousand of them per layout.
    @inline(__always)
    func scalar(at index: Int) -> (value: UInt32, next: Int) {
        let lead = UInt32(self[index])
        if lead < 0x80 { return (lead, index + 1) }
        if lead < 0xE0 {
            return ((lead & 0x1F) << 6 | UInt32(self[index + 1] & 0x3F), index + 2)
        }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(self[index + 1] & 0x3F) << 6 | UInt32(self[index + 2] & 0x3F), index + 3)
        }
        let value = (lead & 0x07) << 18 | UInt32(self[index + 1] & 0x3F) << 12
            | UInt32(self[index + 2] & 0x3F) << 6 | UInt32(self[index + 3] & 0x3F)
        return (value, index + 4)
    }

    /// The UTF-16 of bytes `0..<end`, which end at a code point and encode `count` UTF-16
    /// units: written into an array of exactly that size through its `MutableSpan` (indices in
    /// registers; an `OutputSpan` appender kept its count in memory, about twice the
    /// instructions a code point).
    ///
    /// - Complexity: O(end).
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    func utf16Units(upTo end: Int, count: Int) -> [UInt16] {
        var units = [UInt16](repeating: 0, count: count)
        var output = units.mutableSpan
        var index = 0, unit = 0
        while index < end {
            let lead = self[index]
            if lead < 0x80 {
                output[unit] = UInt16(lead)
                unit &+= 1
                index &+= 1
                continue
            }
            let (value, next) = scalar(at: index)
            index = next
            encodeUTF16(value) {
                output[unit] = $0
                unit &+= 1
            }
        }
        return units
    }
}
