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
}
