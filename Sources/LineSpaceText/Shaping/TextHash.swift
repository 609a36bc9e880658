// A fast seeded hash of UTF-16 text, for the shaping cache's table.

/// Hashes runs of UTF-16 units with a multiply-and-fold mix (wyhash's: the 128-bit product of
/// two 64-bit words, its halves xored), keyed by secrets drawn once per process.
///
/// Why not `Hasher`: SipHash costs more than the rest of a shaping-cache look-up for the short
/// words a label has. Why seeded: the table is keyed by callers' text, and a fixed function
/// would let texts made to collide turn every look-up into a scan; without the secrets, a
/// collision cannot be built. The secrets come from `Hasher`'s per-process seed
/// (`SWIFT_DETERMINISTIC_HASHING` makes them fixed, as it does for `Hasher`).
///
/// - Complexity: O(n) in the units, one multiplication per four of them.
enum TextHash {
    private static let secrets: (UInt64, UInt64, UInt64) = {
        func draw(_ salt: Int) -> UInt64 {
            var hasher = Hasher()
            hasher.combine(salt)
            // Odd, so that multiplying by it loses no bit.
            return UInt64(bitPattern: Int64(hasher.finalize())) | 1
        }
        return (draw(0x5EED_0001), draw(0x5EED_0002), draw(0x5EED_0003))
    }()

    @inline(__always)
    private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (high, low) = a.multipliedFullWidth(by: b)
        return high ^ low
    }

    /// `a` and `b` mixed into one hash, keyed like the text hashes: for small keys made of
    /// numbers, which `Hasher` would cost more to hash than a look-up costs.
    static func mix(_ a: UInt64, _ b: UInt64) -> Int {
        let (s0, s1, s2) = secrets
        return Int(truncatingIfNeeded: fold(fold(a ^ s0, b ^ s1) ^ s2, s0))
    }

    /// The hash of `utf16[range]` (indices of `utf16`) with `salt` (small numbers the caller
    /// keys by besides the text) folded in.
    static func hash(_ utf16: ArraySlice<UInt16>, _ range: Range<Int>, salt: UInt64) -> Int {
        let (s0, s1, s2) = secrets
        var state = salt ^ s0
        var index = range.lowerBound
        while index < range.upperBound {
            state = fold(utf16.word(from: index, to: range.upperBound) ^ s1, state ^ s2)
            index += 4
        }
        return Int(truncatingIfNeeded: fold(state ^ s0, UInt64(range.count) ^ s2))
    }
}
