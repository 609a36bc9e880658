// Layout: a line's height in a line-end table whose paragraph's fonts differ: one lookup by
// the set of font classes the line shows (docs/design.md, "Prepared texts").

extension LineEndTable {
    /// The height of the line `start..<contentEnd` of `paragraph`, whose fonts differ
    /// (`MeasuredParagraphs.Entry.lineHeight`): that of the set of font classes of the runs it
    /// shows (`FontClasses`). `run` is the first run ending after an earlier line's start,
    /// moved on to this line's.
    ///
    /// - Complexity: O(the runs it passes and overlaps).
    @inline(__always)
    func lineHeight(from start: Int, to contentEnd: Int, run: inout Int, of paragraph: Paragraph) -> Double {
        let end = paragraph.endRun
        var at = run
        while at < end && Int(runs[at].end) <= start { at += 1 }
        run = at
        guard at < end else { return paragraph.endHeight }
        // An empty line takes the font where it stands.
        var classes = runs[at].classes
        if contentEnd > start {
            at += 1
            while at < end && Int(runs[at].start) < contentEnd {
                classes |= runs[at].classes
                at += 1
            }
        }
        return heights[paragraph.firstHeight + Int(classes)]
    }

    /// The font classes a line shows that starts where the end before `shown` lies (or at its
    /// paragraph's start) and takes the last of `shown`: every class the ends between hold, and
    /// those of the last up to its content end.
    ///
    /// - Complexity: O(the streaks of equal classes among `shown`'s ends, `End.streakStart`).
    @inline(__always)
    func classes(of shown: Range<Int>) -> UInt8 {
        var classes = ends[shown.upperBound - 1].contentClasses
        var index = shown.upperBound - 2
        while index >= shown.lowerBound {
            let end = ends[index]
            classes |= end.classes
            index = Int(end.streakStart) - 1
        }
        return classes
    }
}
