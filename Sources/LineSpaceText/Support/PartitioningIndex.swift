// The engine's one binary search: sorted offsets, runs, breaks and glyphs are all looked up with it.

/// The first index in `range` for which `isInSecondPartition` is true, or `range.upperBound`
/// when there is none. `range` must be partitioned by the predicate: false for every index of a
/// prefix, true for every index after it.
///
/// The predicate takes an index rather than an element, so callers read only the field they
/// compare.
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

/// The last index in `start...last` for which `fits` holds, searched from `start` outwards
/// (galloping: 1, 2, 4… past `start`, then a binary search in the last step): `start` when
/// `fits(start + 1)` is false. `fits` must be true for a prefix of `start + 1...last` and false
/// after it, and is not called at `start`.
///
/// Why not a binary search over the whole range: line filling asks where a line that starts at
/// `start` can end, in a paragraph that may run on for a million units; the answer is near, and
/// probes near `start` stay in the processor's cache.
///
/// ```swift
/// let widths = [0.0, 10, 20, 30, 40, 50]
/// farthestFitting(from: 0, through: 5) { widths[$0] <= 25 }  // 2
/// ```
///
/// - Complexity: O(log d) calls of `fits`, d the distance from `start` to the answer (at
///   most 7 when `last` is within 64 of `start`).
@inline(__always)
func farthestFitting(from start: Int, through last: Int, where fits: (Int) throws -> Bool) rethrows -> Int {
    // A short range (a label's paragraph): one binary search over it takes fewer probes.
    if last - start <= 64 {
        return try partitioningIndex(in: (start + 1)..<(last + 1)) { try !fits($0) } - 1
    }
    var low = start
    var step = 1
    var high = start + 1
    while high <= last, try fits(high) {
        low = high
        step = step &* 2
        high = step > last - start ? last + 1 : start + step
    }
    return try partitioningIndex(in: (low + 1)..<min(high, last + 1)) { try !fits($0) } - 1
}
