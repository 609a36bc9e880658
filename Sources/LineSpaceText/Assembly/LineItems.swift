// Assembly: the glyphs a line shows, in logical order, as items of one run and one direction.

/// A piece of a line drawn in one direction: glyphs of a shaped run, or the ellipsis.
struct LineItem {
    /// The run the glyphs come from (a paragraph's run, shared; a reshaped edge; the ellipsis).
    var run: ShapedRun
    /// The item's glyphs: indices into `run.glyphs`, in visual order.
    var glyphs: Range<Int>
    /// The source text the item shows (for the ellipsis, an empty range where it stands).
    var range: Range<Int>
    /// Where the line piece holding the item ends: text after a tab runs to the next tab or
    /// there.
    var pieceEnd: Int
    var level: UInt8
    /// Position in the line's logical order.
    var logicalIndex: Int
    var isEllipsis: Bool
    /// Whether the glyphs are the paragraph's own shaping of `range` (not reshaped, trimmed or
    /// hyphenated at a line edge): the cluster table's prefix sums then measure them.
    var isParagraphSpan: Bool
}

enum LineItems {
    /// A line's items in logical order: each piece's glyphs (spans of the paragraph's runs,
    /// reshaped where a piece's edge is unsafe to break, punctuation trimming at the line's
    /// edges applied), split where the line's bidi levels change, and the ellipsis where it
    /// stands, at the paragraph's level.
    ///
    /// - Complexity: O(log r + log g) per run a piece overlaps, plus reshaping at unsafe edges.
    static func logical(_ content: LineContent, in paragraph: MeasuredParagraph) -> [LineItem] {
        var items: [LineItem] = []
        // A piece of one run and the ellipsis, most lines: one allocation.
        items.reserveCapacity(content.pieces.count + 2)
        append(content, in: paragraph, to: &items)
        return items
    }

    /// Appends `content`'s items in logical order to `items` (an empty buffer, reused from
    /// line to line when only widths are wanted).
    static func append(_ content: LineContent, in paragraph: MeasuredParagraph, to items: inout [LineItem]) {
        guard !content.pieces.isEmpty || content.ellipsis != nil else { return }
        let bidi = paragraph.bidi
        for (index, piece) in content.pieces.enumerated() {
            if content.ellipsisIndex == index, let ellipsis = content.ellipsis {
                items.append(ellipsisItem(ellipsis, at: piece.lowerBound, level: bidi.baseLevel, index: items.count))
            }
            // A piece at the paragraph level keeps its runs' levels: L1 changes none.
            var levels = bidi.isAtBaseLevel(piece) ? nil : bidi.lineLevels(piece)
            let showsHyphen = content.showsHyphen && index == content.pieces.count - 1
            if showsHyphen, piece.count > 1, let word = levels?[piece.count - 2],
               paragraph.table[piece.upperBound - 1].contains(.softHyphen) {
                // The hyphen a soft hyphen shows ends its word, in the word's direction (as
                // browsers draw it): L1 would give the soft hyphen, a BN at the line's end, the
                // paragraph level, and an English word in a right-to-left paragraph would show
                // "-trans" for "trans-".
                levels?[piece.count - 1] = word
            }
            appendSpans(
                of: piece, in: paragraph, edges: content.punctuationEdges(ofPiece: index), levels: levels,
                showsHyphen: showsHyphen, to: &items)
        }
        if content.ellipsisIndex == content.pieces.count, let ellipsis = content.ellipsis {
            let offset = content.pieces.last?.upperBound ?? content.start
            items.append(ellipsisItem(ellipsis, at: offset, level: bidi.baseLevel, index: items.count))
        }
    }

    /// The items of `range` measured as one piece on its own, in logical order, each at its
    /// run's level (what line filling measures where the table cannot).
    static func piece(_ range: Range<Int>, in paragraph: MeasuredParagraph) -> [LineItem] {
        var items: [LineItem] = []
        // A span of one run and its reshaped edge, most pieces: one allocation.
        items.reserveCapacity(2)
        appendSpans(of: range, in: paragraph, edges: PunctuationEdges(), levels: nil, showsHyphen: false, to: &items)
        return items
    }

    private static func ellipsisItem(_ ellipsis: Ellipsis, at offset: Int, level: UInt8, index: Int) -> LineItem {
        LineItem(
            run: ellipsis.run, glyphs: ellipsis.run.glyphs.indices, range: offset..<offset, pieceEnd: offset, level: level,
            logicalIndex: index, isEllipsis: true, isParagraphSpan: false)
    }

    /// Appends the spans showing `piece`, split where `levels` (the line's, from the piece's
    /// start) change; without levels each span keeps its run's level. With `showsHyphen`, the
    /// soft hyphen ending the piece is drawn as a hyphen.
    private static func appendSpans(
        of piece: Range<Int>, in paragraph: MeasuredParagraph, edges: PunctuationEdges, levels: [UInt8]?,
        showsHyphen: Bool, to items: inout [LineItem]
    ) {
        guard !piece.isEmpty else { return }
        let runs = paragraph.runs
        var index = paragraph.runIndex(endingAfter: piece.lowerBound)
        while index < runs.count && runs[index].range.lowerBound < piece.upperBound {
            let run = runs[index]
            index += 1
            let range = max(run.range.lowerBound, piece.lowerBound)..<min(run.range.upperBound, piece.upperBound)
            let (own, edge) = parts(of: run, in: range, paragraph: paragraph)
            if !own.isEmpty {
                let glyphs = own == run.range ? run.glyphs.indices : run.glyphIndices(from: own.lowerBound, to: own.upperBound)
                append(own, run: run, glyphs: glyphs, isParagraphSpan: true, of: piece, in: paragraph,
                       edges: edges, levels: levels, showsHyphen: showsHyphen, to: &items)
            }
            if let edge {
                append(edge.range, run: edge, isParagraphSpan: false, of: piece, in: paragraph,
                       edges: edges, levels: levels, showsHyphen: showsHyphen, to: &items)
            }
        }
    }

    /// Appends the item (or items, split where `levels` change) showing `range` with `run`'s
    /// glyphs `glyphs` (all of them by default), the piece's punctuation edges and hyphen applied.
    private static func append(
        _ range: Range<Int>, run: ShapedRun, glyphs: Range<Int>? = nil, isParagraphSpan: Bool, of piece: Range<Int>,
        in paragraph: MeasuredParagraph, edges: PunctuationEdges, levels: [UInt8]?, showsHyphen: Bool,
        to items: inout [LineItem]
    ) {
        var shown = run
        var glyphs = glyphs ?? run.glyphs.indices
        var isParagraphSpan = isParagraphSpan
        if let punctuation = paragraph.punctuation, !edges.isEmpty,
           (edges.restoredStart > 0 && range.lowerBound == piece.lowerBound) || (edges.trimmedEnd > 0 && range.upperBound == piece.upperBound) {
            let applied = punctuation.applying(
                edges, to: shown, glyphs: glyphs, lineStart: piece.lowerBound, lineEnd: piece.upperBound)
            shown = shown.replacingGlyphs(applied.glyphs, offsets: applied.offsets, range: range)
            glyphs = shown.glyphs.indices
            isParagraphSpan = false
        }
        if showsHyphen && range.upperBound == piece.upperBound {
            let hyphenated = paragraph.showingHyphen(after: piece.upperBound - 1, in: shown, glyphs: glyphs)
            shown = shown.replacingGlyphs(hyphenated.glyphs, offsets: hyphenated.offsets, range: range)
            glyphs = shown.glyphs.indices
            isParagraphSpan = false
        }
        guard let levels else {
            items.append(LineItem(
                run: shown, glyphs: glyphs, range: range, pieceEnd: piece.upperBound, level: shown.level,
                logicalIndex: items.count, isEllipsis: false, isParagraphSpan: isParagraphSpan))
            return
        }
        // Rule L1 may give white space before a tab the paragraph level: split there.
        var start = range.lowerBound
        while start < range.upperBound {
            let level = levels[start - piece.lowerBound]
            var end = start + 1
            while end < range.upperBound && levels[end - piece.lowerBound] == level { end += 1 }
            let part = start == range.lowerBound && end == range.upperBound ? glyphs : shown.glyphIndices(from: start, to: end)
            items.append(LineItem(
                run: shown, glyphs: part, range: start..<end, pieceEnd: piece.upperBound, level: level,
                logicalIndex: items.count, isEllipsis: false, isParagraphSpan: isParagraphSpan))
            start = end
        }
    }

    /// How `range` of `run` is shown: the run's own glyphs from the start (`own`), then, where a
    /// line cuts the run at an edge unsafe to break, the rest reshaped on its own (`edge`).
    ///
    /// A line that ends inside a run reshapes only from the last cluster edge before its end
    /// that HarfBuzz reports safe to concatenate: text changed after it (the cut) leaves the
    /// glyphs before it as they are, so those are the paragraph's own. Unless the text reshaped
    /// from there reports its own start unsafe to concatenate (a lookup looked back past it),
    /// that is the run's part reshaped whole. A part cut at its start, or in a right-to-left
    /// run (whose parts would paint as separate runs), is reshaped whole.
    ///
    /// - Complexity: O(the units between the cut and the safe edge found), plus reshaping.
    private static func parts(of run: ShapedRun, in range: Range<Int>, paragraph: MeasuredParagraph)
        -> (own: Range<Int>, edge: ShapedRun?)
    {
        let table = paragraph.table
        let cutsStart = range.lowerBound > run.range.lowerBound && table.isUnsafeToBreak(at: range.lowerBound)
        let cutsEnd = range.upperBound < run.range.upperBound && table.isUnsafeToBreak(at: range.upperBound)
        guard cutsStart || cutsEnd else { return (range, nil) }
        if cutsEnd && !cutsStart && !run.isRightToLeft {
            var safe = range.upperBound - 1
            while safe > range.lowerBound && !table.isSafeToConcatenate(at: safe) { safe -= 1 }
            if safe > range.lowerBound {
                let edge = paragraph.reshaped(safe..<range.upperBound, of: run)
                if edge.glyphs.first?.edge.contains(.unsafeToConcat) == false {
                    return (range.lowerBound..<safe, edge)
                }
            }
        }
        return (range.lowerBound..<range.lowerBound, paragraph.reshaped(range, of: run))
    }
}
