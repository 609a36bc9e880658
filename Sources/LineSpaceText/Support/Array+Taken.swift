// Handing an array's storage over without copying it.

extension Array {
    /// The array's elements, leaving it empty: its storage moves to the result, neither copied
    /// nor shared, so a builder can hand over what it built and start again.
    ///
    /// ```swift
    /// var glyphs: [UInt32] = [1, 2, 3]
    /// let run = glyphs.taken()   // run == [1, 2, 3], glyphs == []
    /// ```
    ///
    /// - Complexity: O(1).
    mutating func taken() -> [Element] {
        var elements: [Element] = []
        swap(&elements, &self)
        return elements
    }
}
