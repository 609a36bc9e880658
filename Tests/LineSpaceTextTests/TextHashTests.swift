// TextHash, the shaping cache's text hash: every unit counts, lengths are told apart, and the
// low bits the table indexes by spread evenly.
import Testing
@testable import LineSpaceText

@Suite struct TextHashTests {
    static func hash(_ units: [UInt16], salt: UInt64 = 0) -> Int { TextHash.hash(units[...], 0..<units.count, salt: salt) }

    @Test func everyUnitAndTheLengthCount() {
        let base: [UInt16] = Array("shaping".utf16)
        var seen = Set([Self.hash(base)])
        for index in base.indices {
            var changed = base
            changed[index] ^= 1
            #expect(seen.insert(Self.hash(changed)).inserted, "unit \(index)")
        }
        // Zero units pad the last word: only the length tells "a" from "a\0" and "a\0\0\0".
        for count in 0...9 {
            #expect(seen.insert(Self.hash([0x61] + [UInt16](repeating: 0, count: count))).inserted, "\(count) zeros")
        }
        #expect(Self.hash(base, salt: 1) != Self.hash(base))
    }

    @Test func aSliceHashesAsItsUnits() {
        let text: [UInt16] = Array("the quick brown fox".utf16)
        #expect(TextHash.hash(text[4...], 4..<9, salt: 7) == Self.hash(Array("quick".utf16), salt: 7))
    }

    @Test func wordsSpreadOverTheTablesBuckets() {
        // 40,000 distinct short words (the cache holds about 20,000 entries): no two share a
        // hash, and over 4,096 buckets (the low bits) none holds far more than its share.
        var generator = SeededGenerator(seed: 11)
        var words = Set<[UInt16]>()
        while words.count < 40_000 {
            let length = Int.random(in: 1...12, using: &generator)
            words.insert((0..<length).map { _ in UInt16.random(in: 0x61...0x7A, using: &generator) })
        }
        let hashes = words.map { Self.hash($0) }
        #expect(Set(hashes).count == hashes.count)
        var buckets = [Int](repeating: 0, count: 4_096)
        for hash in hashes { buckets[hash & 4_095] += 1 }
        // About 9.8 a bucket; a uniform hash makes 30 vanishingly unlikely (Poisson tail).
        #expect(buckets.max()! < 30)
        #expect(buckets.filter { $0 == 0 }.count < 20)
    }
}
