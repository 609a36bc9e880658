// partitioningIndex, the engine's one binary search, against a linear scan.
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
}
