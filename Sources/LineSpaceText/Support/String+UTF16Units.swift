// The text's UTF-16 code units, the engine's (and ICU's, HarfBuzz's) index space.

extension String {
    /// The string's UTF-16 code units, encoded in one pass over its code points.
    ///
    /// - Complexity: O(n).
    var utf16Units: [UInt16] {
        var units: [UInt16] = []
        // UTF-16 never takes more units than UTF-8 takes bytes.
        units.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if scalar.value < 0x1_0000 {
                units.append(UInt16(scalar.value))
            } else {
                units.append(UTF16.leadSurrogate(scalar))
                units.append(UTF16.trailSurrogate(scalar))
            }
        }
        return units
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
