// The text's UTF-16 code units, the engine's (and ICU's, HarfBuzz's) index space.

extension String {
    /// The string's UTF-16 code units, encoded in one pass over its UTF-8.
    ///
    /// `Array(string.utf16)` walks `String.UTF16View` index by index, which decodes the UTF-8
    /// around each index again: several times slower for short labels.
    ///
    /// - Complexity: O(n).
    var utf16Units: [UInt16] {
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            return utf16UnitsFromSpan()
        }
        return utf16UnitsByScalar()
    }

    /// UTF-16 never takes more units than UTF-8 takes bytes; a long text is counted first
    /// rather than reserving up to three times what it needs.
    private var utf16Capacity: Int { utf8.count <= 4_096 ? utf8.count : utf16.count }

    /// `utf16Units` read from the UTF-8 in place (`String.UTF8View.span`).
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    func utf16UnitsFromSpan() -> [UInt16] {
        let bytes = utf8.span
        return [UInt16](capacity: utf16Capacity) { output in
            var index = 0
            while index < bytes.count {
                let (value, next) = bytes.scalar(at: index)
                output.appendUTF16(of: value)
                index = next
            }
        }
    }

    /// `utf16Units` through `unicodeScalars`, where a string's span is not available.
    func utf16UnitsByScalar() -> [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(utf16Capacity)
        for scalar in unicodeScalars { units.appendUTF16(of: scalar.value) }
        return units
    }
}

/// Hands the code point `scalar`'s UTF-16 to `append`: one unit, or a surrogate pair past the
/// BMP (lead first). One encoder for the array and output-span appenders and the
/// mutable-span writer (`Span.utf16Units(upTo:count:)`).
@inline(__always)
func encodeUTF16(_ scalar: UInt32, _ append: (UInt16) -> Void) {
    if scalar < 0x1_0000 {
        append(UInt16(truncatingIfNeeded: scalar))
    } else {
        append(UInt16(truncatingIfNeeded: 0xD7C0 &+ (scalar >> 10)))
        append(UInt16(truncatingIfNeeded: 0xDC00 | (scalar & 0x3FF)))
    }
}

@available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension OutputSpan where Element == UInt16 {
    /// Appends the code point `scalar` as UTF-16; traps if the span's capacity is exceeded.
    @inline(__always)
    mutating func appendUTF16(of scalar: UInt32) {
        encodeUTF16(scalar) { append($0) }
    }
}

extension Array where Element == UInt16 {
    /// Appends the code point `scalar` as UTF-16: one unit, or a surrogate pair past the BMP.
    @inline(__always)
    mutating func appendUTF16(of scalar: UInt32) {
        encodeUTF16(scalar) { append($0) }
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
