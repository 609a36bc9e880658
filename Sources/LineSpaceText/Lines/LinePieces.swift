// Lines: the pieces of source text one line shows, held inline.

/// The paragraph-relative ranges a line shows, in order: none (an empty line), one, or two
/// around a middle ellipsis. Held inline rather than in an array: every line has one, and a
/// label's lines are built, copied and dropped at each layout.
struct LinePieces: RandomAccessCollection, Equatable, Sendable {
    private var head: Range<Int>
    private var tail: Range<Int>
    private(set) var count: Int

    /// No pieces.
    init() {
        head = 0..<0
        tail = 0..<0
        count = 0
    }

    /// One piece.
    init(_ range: Range<Int>) {
        head = range
        tail = 0..<0
        count = 1
    }

    /// The ranges given, at most two.
    init(_ ranges: [Range<Int>]) {
        precondition(ranges.count <= 2, "a line shows at most two pieces of text")
        head = ranges.first ?? 0..<0
        tail = ranges.count == 2 ? ranges[1] : 0..<0
        count = ranges.count
    }

    /// Adds `range` after the pieces held (at most two).
    mutating func append(_ range: Range<Int>) {
        precondition(count < 2, "a line shows at most two pieces of text")
        if count == 0 { head = range } else { tail = range }
        count += 1
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> Range<Int> {
        precondition(index >= 0 && index < count, "piece index out of range")
        return index == 0 ? head : tail
    }

    static func == (a: LinePieces, b: LinePieces) -> Bool { a.elementsEqual(b) }
}
