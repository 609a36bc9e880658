// The text's UTF-16 code units, the engine's (and ICU's, HarfBuzz's) index space.
import CICUBreak

extension String {
    /// The string's UTF-16 code units, converted from its UTF-8 by ICU.
    ///
    /// - Complexity: O(n).
    var utf16Units: [UInt16] { utf16Units(bytesPerCall: Int(Int32.max)) }

    /// `utf16Units`, converting at most `bytesPerCall` (at least 4) bytes per call into ICU,
    /// which counts in `Int32`. Each call ends at a code point's first byte, never inside one.
    func utf16Units(bytesPerCall: Int) -> [UInt16] {
        precondition(bytesPerCall >= 4, "a call converts at least one code point")
        var string = self
        return string.withUTF8 { bytes in
            // UTF-16 never takes more units than UTF-8 takes bytes.
            [UInt16](unsafeUninitializedCapacity: bytes.count) { units, count in
                var start = 0
                while start < bytes.count {
                    var end = min(bytes.count, start + bytesPerCall)
                    while end < bytes.count, UTF8.isContinuation(bytes[end]) { end -= 1 }
                    let written = ls_utf16_from_utf8(
                        units.baseAddress! + count, Int32(clamping: units.count - count), bytes.baseAddress! + start,
                        Int32(end - start))
                    // A String's UTF-8 is always valid and the room always suffices.
                    precondition(written >= 0, "ICU refused a String's UTF-8")
                    count += Int(written)
                    start = end
                }
            }
        }
    }
}

extension Array where Element == UInt16 {
    /// Appends `scalar` as UTF-16: one unit, or a surrogate pair past the BMP.
    mutating func appendUTF16(of scalar: Unicode.Scalar) {
        if scalar.value < 0x1_0000 {
            append(UInt16(scalar.value))
        } else {
            append(UTF16.leadSurrogate(scalar))
            append(UTF16.trailSurrogate(scalar))
        }
    }
}

extension ArraySlice where Element == UInt16 {
    /// Units `index..<min(index + 4, end)` in one word, the first in the low 16 bits, zero-padded:
    /// how the shaping cache hashes (`TextHash`) and keeps (`PackedGlyphs`) text, four units at
    /// a time.
    @inline(__always)
    func word(from index: Int, to end: Int) -> UInt64 {
        if end - index >= 4 {
            return UInt64(self[index]) | UInt64(self[index + 1]) << 16 | UInt64(self[index + 2]) << 32
                | UInt64(self[index + 3]) << 48
        }
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for i in index..<end {
            word |= UInt64(self[i]) << shift
            shift += 16
        }
        return word
    }
}
