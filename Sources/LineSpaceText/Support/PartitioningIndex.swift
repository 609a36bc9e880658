// The engine's one binary search: sorted offsets, runs, breaks and glyphs are all looked up with it.

/// The first index in `range` for which `isInSecondPartition` is true, or `range.upperBound`
/// when there is none. `range` must be partitioned by the predicate: false for every index of a
/// prefix, true for every index after it.
///
/// The predicate takes an index rather than an element so that callers read only the field
/// they compare: passing a run or paragraph by value costs a copy (and retains) per probe.
///
/// ```swift
/// let offsets = [2, 5, 5, 9]
/// partitioningIndex(in: offsets.indices) { offsets[$0] >= 5 }  // 1
/// partitioningIndex(in: offsets.indices) { offsets[$0] > 5 }   // 3
/// ```
///
/// - Complexity: O(log n) calls of the predicate.
@inline(__always)
func partitioningIndex(in range: Range<Int>, where isInSecondPartition: (Int) throws -> Bool) rethrows -> Int {
    var low = range.lowerBound, high = range.upperBound
    while low < high {
        let mid = low + (high - low) / 2
        if try isInSecondPartition(mid) { high = mid } else { low = mid + 1 }
    }
    return low
}
