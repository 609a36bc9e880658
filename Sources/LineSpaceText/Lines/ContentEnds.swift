// Lines: where a line's content ends, for ends tried one after another from one line start.

/// The content ends (`ClusterTable.contentEnd`, not at a hard break) of lines from one start
/// whose ends move a little at a time, as truncation and character wrapping try them: the run
/// of hanging white space an end falls in is scanned once and answers every end inside it, so
/// trying every end of a long run of spaces costs its length, not its square.
///
/// It keeps offsets only; each question names the table it reads.
struct ContentEnds {
    private let start: Int
    /// Units `cut..<reach` are all hanging white space, and `cut` is the content end of an end
    /// in that span (the content end of every end in `cut...reach`).
    private var cut: Int
    private var reach: Int

    init(from start: Int) {
        self.start = start
        (cut, reach) = (start, start)
    }

    /// `end` minus the hanging white space before it in `table`, never before the start.
    ///
    /// - Complexity: O(1) for an end inside the run last found, else O(the units between it
    ///   and that run, or the white space before it).
    mutating func contentEnd(at end: Int, in table: ClusterTable) -> Int {
        if end >= cut && end <= reach { return cut }
        var content = end
        while content > start && table[content - 1].contains(.hangingSpace) {
            if content == reach {
                content = cut
                break
            }
            content -= 1
        }
        (cut, reach) = (content, end)
        return content
    }
}
