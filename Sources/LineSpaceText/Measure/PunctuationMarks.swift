// Measure: a paragraph's trimmable CJK punctuation marks with their full and half-width
// metrics, from the font (HarfBuzz `halt`) or by halving. docs/semantics.md §4b.

/// A glyph's horizontal metrics in points.
struct GlyphMetrics: Sendable, Hashable {
    var advance: Double
    var xOffset: Double
}

/// What trimming changes at a line's edges: widths that differ from the paragraph's sums.
struct PunctuationEdges: Sendable, Hashable {
    /// Width added at the line's start: an opening mark trimmed after the previous line's last
    /// mark shows whole at a line start.
    var restoredStart = 0.0
    /// Width removed at the line's end: a closing mark set at half width so the line fits.
    var trimmedEnd = 0.0

    var adjustment: Double { restoredStart - trimmedEnd }
    var isEmpty: Bool { restoredStart == 0 && trimmedEnd == 0 }
}

/// One full-width mark that trimming may touch.
struct PunctuationMark: Sendable, Hashable {
    var mark: PunctuationClass
    var full: GlyphMetrics
    var half: GlyphMetrics
    /// Whether the paragraph's glyph is the half-width one (trimmed by a neighbour).
    var isTrimmed: Bool
}

/// The marks of a paragraph laid out with `punctuationTrimming = .normal`, and the rules that
/// depend on where lines end.
struct PunctuationMarks: Sendable {
    /// Marks by paragraph offset: opening, closing and comma-like marks set on a full em.
    let marks: [Int: PunctuationMark]
    /// Offsets of the marks trimmed by a neighbour, ascending.
    private let trimmedOffsets: [Int]
    /// Whether the paragraph ends the text (nothing after it, not even a hard break), so a
    /// closing mark ending its last line may be trimmed.
    let endsText: Bool

    /// The marks of `runs` (shaped from `utf16`, paragraph `range`), or nil when there is none.
    /// Single-glyph clusters of one unit in left-to-right runs only.
    ///
    /// - Complexity: O(n) plus one small shaping call per distinct (font, mark) ever seen.
    init?(utf16: ArraySlice<UInt16>, range: Range<Int>, runs: [ShapedRun], language: String?, endsText: Bool, buffer: HarfBuzzBuffer) {
        let base = range.lowerBound
        var classes = [PunctuationClass?](repeating: nil, count: range.count)
        var any = false
        for offset in classes.indices {
            guard let mark = PunctuationClass(unit: utf16[base + offset]) else { continue }
            classes[offset] = mark
            any = true
        }
        guard any else { return nil }
        // The font refines the classes: only marks set on a full em are trimmed; quotes not set
        // on a full em take no part at all; a comma-like mark the font centres acts as a middle one.
        var effective = classes
        var metrics: [Int: (full: GlyphMetrics, half: GlyphMetrics)] = [:]
        // The process-wide cache takes a lock and hashes a path: remember this paragraph's answers.
        struct Seen: Hashable { var face: ObjectIdentifier; var glyph: UInt32; var unit: UInt16; var script: UInt32 }
        var seen: [Seen: HaltMetrics.Metrics?] = [:]
        for run in runs where !run.isRightToLeft {
            let em = run.font.size
            for (index, glyph) in run.glyphs.enumerated() {
                let offset = glyph.cluster
                guard let mark = classes[offset] else { continue }
                guard abs(glyph.advance - em) <= em * 1e-3 else {
                    if PunctuationClass.isQuote(utf16[base + offset]) { effective[offset] = nil }
                    continue
                }
                // One glyph for one unit: the next glyph (or the run's end) starts the next unit.
                let nextCluster = index + 1 < run.glyphs.count ? run.glyphs[index + 1].cluster : run.range.upperBound
                guard nextCluster == offset + 1, index == 0 || run.glyphs[index - 1].cluster != offset else { continue }
                let xOffset = run.offsets[glyph: index].x
                let full = GlyphMetrics(advance: glyph.advance, xOffset: xOffset)
                var half = PunctuationMarks.halved(full, mark: mark)
                var refined = mark
                let unit = utf16[base + offset]
                let key = Seen(face: ObjectIdentifier(run.font.face), glyph: glyph.id, unit: unit, script: run.script)
                let found = seen[key] ?? HaltMetrics.lookup(
                    unit: unit, glyph: glyph.id, face: run.font.face, script: run.script, language: language, buffer: buffer)
                seen[key] = found
                if let halt = found {
                    let scale = run.font.scale
                    half = GlyphMetrics(advance: Double(halt.advance) * scale, xOffset: xOffset + Double(halt.xOffset) * scale)
                    // A centred colon or comma (ja, zh-Hant): the font trims a quarter em on each side.
                    if mark == .commaLike && halt.xOffset != 0 { refined = .middle }
                }
                effective[offset] = refined
                metrics[offset] = (full, half)
            }
        }
        let trims = PunctuationTrimming.adjacentTrims(effective)
        var marks: [Int: PunctuationMark] = [:]
        for (offset, pair) in metrics {
            guard let mark = effective[offset], mark != .middle else { continue }
            marks[offset] = PunctuationMark(mark: mark, full: pair.full, half: pair.half, isTrimmed: trims[offset] != nil)
        }
        guard !marks.isEmpty else { return nil }
        self.marks = marks
        trimmedOffsets = marks.filter(\.value.isTrimmed).map(\.key).sorted()
        self.endsText = endsText
    }

    /// A mark at half width without the font's help (no `halt` for it): half the advance, and an
    /// opening mark's ink moved left by the half it loses (its blank is on the leading side).
    static func halved(_ full: GlyphMetrics, mark: PunctuationClass) -> GlyphMetrics {
        GlyphMetrics(advance: full.advance / 2, xOffset: full.xOffset - (mark == .opening ? full.advance / 2 : 0))
    }

    /// `runs` with the trimmed marks' glyphs at half width; `adjust` hears the change of each
    /// trimmed glyph's advance at its offset. Runs without a trimmed mark are kept as they are
    /// (shared).
    ///
    /// - Complexity: O(r log m + m log g) for r runs and m trimmed marks.
    func applied(to runs: [ShapedRun], adjust: (_ offset: Int, _ delta: Double) -> Void) -> [ShapedRun] {
        guard !trimmedOffsets.isEmpty else { return runs }
        return runs.map { run in
            guard let trimmed = trimmed(run) else { return run }
            for offset in trimmedOffsets(in: run.range) {
                let mark = marks[offset]!
                for index in run.glyphIndices(from: offset, to: offset + 1)
                where trimmed.glyphs[index].advance != run.glyphs[index].advance {
                    adjust(offset, -(mark.full.advance - mark.half.advance))
                }
            }
            return run.replacingGlyphs(trimmed.glyphs, offsets: trimmed.offsets)
        }
    }

    /// `run`'s glyphs and offsets with the trimmed marks at half width, or nil when none is
    /// among them (a reshaped line edge gets the same glyphs as the paragraph).
    ///
    /// - Complexity: O(log m), plus O(g + k (log g + offsets)) when the run holds k trimmed marks.
    func trimmed(_ run: ShapedRun) -> (glyphs: [ShapedGlyph], offsets: GlyphOffsets)? {
        var result: (glyphs: [ShapedGlyph], offsets: GlyphOffsets)?
        for offset in trimmedOffsets(in: run.range) {
            let mark = marks[offset]!
            for index in run.glyphIndices(from: offset, to: offset + 1) where run.glyphs[index].advance == mark.full.advance {
                if result == nil { result = (run.glyphs, run.offsets) }
                result!.glyphs[index].advance = mark.half.advance
                PunctuationMarks.setX(mark.half.xOffset, glyph: index, in: &result!.offsets)
            }
        }
        return result
    }

    /// Sets glyph `index`'s x offset in `offsets` to `x`, its y offset kept.
    private static func setX(_ x: Double, glyph index: Int, in offsets: inout GlyphOffsets) {
        offsets.set(GlyphOffsets.Offset(x: x, y: offsets[glyph: index].y), glyph: index)
    }

    /// The trimmed marks' offsets inside `range`. O(log m).
    private func trimmedOffsets(in range: Range<Int>) -> ArraySlice<Int> {
        let low = partitioningIndex(in: trimmedOffsets.indices) { trimmedOffsets[$0] >= range.lowerBound }
        var end = low
        while end < trimmedOffsets.count && trimmedOffsets[end] < range.upperBound { end += 1 }
        return trimmedOffsets[low..<end]
    }

    /// The width an opening mark at `offset` regains when a line starts there (no trimming at a
    /// line start), else 0.
    func restoredWidth(atLineStart offset: Int) -> Double {
        guard let mark = marks[offset], mark.isTrimmed, mark.mark == .opening else { return 0 }
        return mark.full.advance - mark.half.advance
    }

    /// The width a closing mark ending a line at `offset` gives up when set at half width, else 0
    /// (not such a mark, or already trimmed by its neighbour).
    func trimmableWidth(atLineEnd offset: Int) -> Double {
        guard offset > 0, let mark = marks[offset - 1], !mark.isTrimmed, PunctuationTrimming.trimsAtLineEnd(mark.mark) else { return 0 }
        return mark.full.advance - mark.half.advance
    }

    /// The glyphs `glyphs` of `run` (a span covering the line's piece `lineStart..<lineEnd`),
    /// indexed from 0, and their offsets, as a line with `edges` shows them: the opening mark
    /// at the line's start whole, the closing mark at its end at half width.
    func applying(
        _ edges: PunctuationEdges, to run: ShapedRun, glyphs: Range<Int>, lineStart: Int, lineEnd: Int
    ) -> (glyphs: [ShapedGlyph], offsets: GlyphOffsets) {
        var result = Array(run.glyphs[glyphs])
        var offsets = run.offsets.slice(glyphs)
        for index in result.indices {
            let cluster = result[index].cluster
            if edges.restoredStart > 0 && cluster == lineStart, let mark = marks[cluster] {
                result[index].advance = mark.full.advance
                PunctuationMarks.setX(mark.full.xOffset, glyph: index, in: &offsets)
            } else if edges.trimmedEnd > 0 && cluster == lineEnd - 1, let mark = marks[cluster] {
                result[index].advance = mark.half.advance
                PunctuationMarks.setX(mark.half.xOffset, glyph: index, in: &offsets)
            }
        }
        return (result, offsets)
    }
}

extension ShapedRun {
    /// This run with other glyphs and offsets (a trimmed copy), over `range` (default: the same).
    func replacingGlyphs(_ glyphs: [ShapedGlyph], offsets: GlyphOffsets, range: Range<Int>? = nil) -> ShapedRun {
        ShapedRun(
            range: range ?? self.range, attributes: attributes, font: font, script: script,
            isRightToLeft: isRightToLeft, glyphs: glyphs, offsets: offsets, level: level)
    }
}
