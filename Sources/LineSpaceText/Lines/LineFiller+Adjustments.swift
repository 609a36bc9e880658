// Line filling: the two changes a greedy line may get, push-out (no lone word on a
// paragraph's last line) and hyphenation.

extension LineFiller {
    /// Whether the style asks for UIKit's push-out (no lone word on a paragraph's last line).
    var pushesOut: Bool {
        paragraph.style.lineBreakStrategy.contains(.pushOut) && !byCharacter && !paragraph.table.hasTabs && !paragraph.endsAtCut
    }

    /// `line` ended one opportunity earlier when the rest of its paragraph after it is one
    /// unit (a word, or a CJK character with its punctuation) that would stand alone on the
    /// paragraph's last line, and the rest from the earlier end still fits that line
    /// (`LineBreakStrategy.pushOut`). Nil when `line` is not the one before the last line, the
    /// rest holds more than one unit, the line holds only one, or the longer rest does not fit.
    ///
    /// - Complexity: O(log k) in the paragraph's opportunities, widths from prefix sums.
    func pushingOut(_ line: LineBreak, available: Double) -> LineBreak? {
        let table = paragraph.table
        let count = paragraph.count
        let start = line.start
        guard line.end < count, line.hyphen == 0, table.segmentEnd(after: start) == count,
              table[line.end].contains(.breakOpportunity) else { return nil }
        // The next line's width: a paragraph's first line may have its own indent.
        let style = paragraph.style
        let nextAvailable = start == 0
            ? max(0, available + style.headIndent(isFirstLine: true) - style.headIndent(isFirstLine: false)) : available
        let limit = nextAvailable + ClusterTable.tolerance
        let restEnd = table.contentEnd(from: line.end, to: count, isHard: true)
        guard paragraph.width(from: line.end, to: restEnd) <= limit else { return nil }
        guard holdsOneUnit(from: line.end, to: restEnd) else { return nil }
        let opportunities = paragraph.breaks.line
        // The opportunity before the line's end that leaves the line some text.
        var earlier = partitioningIndex(in: opportunities.indices) { opportunities[$0].offset >= line.end }
        while earlier > 0 {
            earlier -= 1
            let end = opportunities[earlier].offset
            guard end > start else { return nil }
            let contentEnd = table.contentEnd(from: start, to: end, isHard: false)
            guard table.isClusterEdge(end), contentEnd > start else { continue }
            guard paragraph.width(from: end, to: restEnd) <= limit else { return nil }
            let restored = paragraph.punctuationRestored(atLineStart: start)
            let width = paragraph.exactWidth(from: start, to: contentEnd) + restored
            return LineBreak(
                start: start, contentEnd: contentEnd, end: end, width: width, punctuation: PunctuationEdges(restoredStart: restored))
        }
        return nil
    }

    /// `line` ended instead inside the word after it, at a hyphenation point, with a hyphen,
    /// when it is shorter than `hyphenationFactor` × `available` (NSParagraphStyle's rule);
    /// or, when `line` cuts a word too long for any line (no opportunity fit), at the word's
    /// last hyphenation point that fits. Nil when no point fits or none is wanted.
    ///
    /// - Complexity: O(log p) to find the word's points, then O(1) per point tried (reshaping
    ///   at an edge unsafe to break), at most the word's.
    func hyphenated(_ line: LineBreak, available: Double) -> LineBreak? {
        let table = paragraph.table
        let start = line.start
        guard line.end < table.segmentEnd(after: start) else { return nil }
        let limit = available + ClusterTable.tolerance
        let restored = paragraph.punctuationRestored(atLineStart: start)
        let lowest: Int, highest: Int
        if !table[line.end].contains(.breakOpportunity) {
            // A cut between clusters: a hyphen inside the word rather than a cut anywhere.
            (lowest, highest) = (start + 1, line.contentEnd)
        } else {
            guard line.width < paragraph.style.resolvedHyphenationFactor * available else { return nil }
            let opportunities = paragraph.breaks.line
            let next = partitioningIndex(in: opportunities.indices) { opportunities[$0].offset > line.end }
            guard next < opportunities.count else { return nil }
            (lowest, highest) = (line.end + 1, opportunities[next].offset - 1)
        }
        let points = paragraph.hyphenationPoints
        var index = partitioningIndex(in: points.indices) { points[$0] > highest }
        while index > 0 {
            index -= 1
            let point = points[index]
            if point < lowest { break }
            guard table.isLineBoundary(point) else { continue }
            let hyphen = paragraph.hyphenAdvance(insertedAt: point)
            let width = paragraph.exactWidth(from: start, to: point) + restored + hyphen
            if width <= limit {
                return LineBreak(
                    start: start, contentEnd: point, end: point, width: width, punctuation: PunctuationEdges(restoredStart: restored),
                    hyphen: hyphen)
            }
        }
        return nil
    }
}
