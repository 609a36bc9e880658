// partitioningIndex, the engine's one binary search, against a linear scan.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct PartitioningIndexTests {
    @Test func edgesOfTheRange() {
        #expect(partitioningIndex(in: 0..<0) { _ in true } == 0)
        #expect(partitioningIndex(in: 3..<3) { _ in false } == 3)
        #expect(partitioningIndex(in: 2..<9) { _ in true } == 2)
        #expect(partitioningIndex(in: 2..<9) { _ in false } == 9)
        let offsets = [2, 5, 5, 9]
        #expect(partitioningIndex(in: offsets.indices) { offsets[$0] >= 5 } == 1)
        #expect(partitioningIndex(in: offsets.indices) { offsets[$0] > 5 } == 3)
        #expect(partitioningIndex(in: offsets.indices) { offsets[$0] > 9 } == 4)
    }

    @Test func agreesWithALinearScanOnSortedInput() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let sorted = (0..<Int.random(in: 0...40, using: &generator)).map { _ in Int.random(in: 0...20, using: &generator) }.sorted()
            let lower = Int.random(in: 0...sorted.count, using: &generator)
            let range = lower..<Int.random(in: lower...sorted.count, using: &generator)
            let bound = Int.random(in: -1...21, using: &generator)
            let expected = range.first { sorted[$0] >= bound } ?? range.upperBound
            #expect(partitioningIndex(in: range) { sorted[$0] >= bound } == expected)
        }
    }

    @Test func farthestFittingAgreesWithALinearScan() {
        let widths = [0.0, 10, 20, 30, 40, 50]
        #expect(farthestFitting(from: 0, through: 5) { widths[$0] <= 25 } == 2)
        #expect(farthestFitting(from: 0, through: 5) { widths[$0] <= 5 } == 0)
        #expect(farthestFitting(from: 0, through: 5) { _ in true } == 5)
        #expect(farthestFitting(from: 4, through: 4) { _ in true } == 4)
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...3_000, using: &generator)
            let start = Int.random(in: 0...count, using: &generator)
            let last = Int.random(in: start...count, using: &generator)
            let answer = Int.random(in: start...last, using: &generator)
            var probes = 0
            let found = farthestFitting(from: start, through: last) { index in
                #expect(index > start && index <= last)
                probes += 1
                return index <= answer
            }
            #expect(found == answer)
            // Galloping: about 2 log2 of the distance, however far `last` is; a short range is
            // searched whole (at most 7 probes).
            let distance = Double(answer - start + 1)
            #expect(Double(probes) <= (last - start <= 64 ? 7 : 2 * log2(distance) + 3))
        }
    }
}
