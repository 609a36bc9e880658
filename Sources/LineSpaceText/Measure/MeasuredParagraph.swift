// Measure: a paragraph analysed and shaped once, with width-independent advances that line
// filling can break at any width without reshaping.

/// A paragraph analysed (breaks, bidi levels), itemized and shaped once, so lines can be filled
/// at any width without reshaping: widths come from prefix sums of advances per UTF-16 offset;
/// only line edges that HarfBuzz marks unsafe to break are reshaped.
///
/// Where a line may end: at a grapheme boundary that is also a HarfBuzz cluster boundary, so
/// a ligature (DejaVu's `fi`, lam-alef) or an Indic conjunct is never split between lines.
final class MeasuredParagraph {
    /// The paragraph's UTF-16 text (indices are global offsets).
    let utf16: ArraySlice<UInt16>
    /// Global offset of the paragraph's first unit.
    let start: Int
    let style: ParagraphStyle
    /// Shaped runs in logical order, each of one font, script, bidi level and attribute set.
    let runs: [ShapedRun]
    let breaks: BreakOpportunities
    let bidi: BidiParagraph
    /// The attributes at the paragraph's start (what an empty paragraph's line uses).
    let defaultAttributes: TextAttributes
    let language: String?
    private let buffer: HarfBuzzBuffer
    /// `prefix[i]`: advance of units `0..<i`, letter spacing included after each cluster.
    private let prefix: [Double]
    /// `spacingAt[i]`: letter spacing added at boundary `i` (the end of a cluster), else 0.
    private let spacingAt: [Double]
    /// `unsafe[i]`: cutting the text at `i` changes shaping.
    private let unsafe: [Bool]
    /// `clusterEdge[i]`: a HarfBuzz cluster (or a run) starts or ends at `i`.
    private let clusterEdge: [Bool]
    /// Offsets of the paragraph's tabs (U+0009), ascending: a tab's width depends on where it
    /// stands on its line, so ranges holding one are measured stop by stop.
    private let tabs: [Int]
    /// Offsets of the mandatory break opportunities inside the paragraph, ascending.
    private let mandatoryBreaks: [Int]
    /// Offsets of the tabs and hard breaks, ascending: characters that draw nothing.
    private let silent: [Int]
    private var boundaryFlags: [Bool]?
    /// Whether any run is letter-spaced (decided once: lines ask it, and a paragraph may have
    /// thousands of runs).
    let isLetterSpaced: Bool

    var count: Int { utf16.count }

    /// Analyses, itemizes and shapes paragraph `range` of `text`.
    ///
    /// - Complexity: O(n) plus HarfBuzz's shaping of every run, once.
    init(text: StyledText, range: Range<Int>, style: ParagraphStyle, language: String?, buffer: HarfBuzzBuffer) {
        let utf16 = text.utf16[range]
        self.utf16 = utf16
        start = range.lowerBound
        self.style = style
        self.language = language
        self.buffer = buffer
        defaultAttributes = text.runs[text.runIndex(at: range.lowerBound)].attributes
        let breaks = BreakOpportunities(utf16: utf16, locale: language)
        self.breaks = breaks
        let bidi = BidiParagraph(utf16: utf16, direction: style.baseWritingDirection)
        self.bidi = bidi
        let n = range.count
        // Built in locals and stored once: the stored arrays are immutable, so reading them in
        // the filler's hot loops needs no exclusivity checks.
        var prefix = [Double](repeating: 0, count: n + 1)
        var spacingAt = [Double](repeating: 0, count: n + 1)
        var unsafe = [Bool](repeating: false, count: n + 1)
        var clusterEdge = [Bool](repeating: false, count: n + 1)

        let tabs: [Int] = utf16.indices.filter { utf16[$0] == 0x09 }.map { $0 - range.lowerBound }
        let mandatoryBreaks: [Int] = breaks.line.filter(\.isMandatory).map(\.offset)
        // A mandatory opportunity sits after its hard-break character.
        let silent = tabs.isEmpty && mandatoryBreaks.isEmpty ? [] : (tabs + mandatoryBreaks.map { $0 - 1 }).sorted()
        self.tabs = tabs
        self.mandatoryBreaks = mandatoryBreaks
        self.silent = silent

        let fontRuns = FontRuns.itemize(text, paragraph: range, language: language, breaks: breaks, bidi: bidi)
        var shaped: [ShapedRun] = []
        shaped.reserveCapacity(fontRuns.count)
        var advances = [Double](repeating: 0, count: n + 1)
        let shapingCache = ShapingCache.current
        for fontRun in fontRuns {
            let attributes = text.runs[fontRun.attributeRun].attributes
            // Through the process-wide cache of shaped words (identical glyphs), or whole.
            let (run, unsafeClusters) = shapingCache?.shape(
                utf16, range: fontRun.range, face: fontRun.face, attributes: attributes, script: fontRun.script,
                level: fontRun.level, language: language, silent: silent, breaks: breaks, buffer: buffer)
                ?? ShapedRun.shape(
                    utf16, range: fontRun.range, face: fontRun.face, attributes: attributes,
                    script: fontRun.script, level: fontRun.level, language: language, silent: silent, buffer: buffer)
            clusterEdge[run.range.lowerBound] = true
            clusterEdge[run.range.upperBound] = true
            for glyph in run.glyphs {
                advances[glyph.cluster] += glyph.advance
                clusterEdge[glyph.cluster] = true
            }
            for cluster in unsafeClusters { unsafe[cluster] = true }
            shaped.append(run)
        }
        clusterEdge[0] = true
        clusterEdge[n] = true
        runs = shaped

        isLetterSpaced = shaped.contains(where: { $0.attributes.letterSpacing != 0 })
        if isLetterSpaced {
            // Spacing goes after each grapheme cluster; a negative spacing may at most cancel the
            // cluster's own advance, so the pen never moves backwards (widths stay monotonic).
            let graphemes = breaks.graphemes()
            var runIndex = 0
            var clusterAdvance = 0.0
            for i in 0..<n {
                clusterAdvance += advances[i]
                guard graphemes[i + 1] else { continue }
                while runIndex + 1 < shaped.count && shaped[runIndex].range.upperBound <= i { runIndex += 1 }
                spacingAt[i + 1] = max(shaped[runIndex].attributes.letterSpacing, -clusterAdvance)
                clusterAdvance = 0
            }
        }
        var total = 0.0
        for i in 0..<n {
            total += advances[i] + spacingAt[i + 1]
            prefix[i + 1] = total
        }
        self.prefix = prefix
        self.spacingAt = spacingAt
        self.unsafe = unsafe
        self.clusterEdge = clusterEdge
    }

    // MARK: Boundaries

    /// Whether a line may end at `offset`: a grapheme boundary that does not fall inside a
    /// HarfBuzz cluster.
    ///
    /// - Complexity: O(1) after the first call (which finds the paragraph's grapheme boundaries).
    func isLineBoundary(_ offset: Int) -> Bool { lineBoundaries()[offset] }

    /// Whether `offset` is a HarfBuzz cluster (or run) edge. O(1).
    func isClusterEdge(_ offset: Int) -> Bool { clusterEdge[offset] }

    /// The flags behind `isLineBoundary`, one per offset `0...count`.
    func lineBoundaries() -> [Bool] {
        if let flags = boundaryFlags { return flags }
        var flags = breaks.graphemes()
        for i in flags.indices where flags[i] && !clusterEdge[i] { flags[i] = false }
        boundaryFlags = flags
        return flags
    }

    /// The first mandatory break after `offset`, or the paragraph's end.
    ///
    /// - Complexity: O(log m).
    func segmentEnd(after offset: Int) -> Int {
        var low = 0, high = mandatoryBreaks.count
        while low < high {
            let mid = (low + high) / 2
            if mandatoryBreaks[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        return low < mandatoryBreaks.count ? mandatoryBreaks[low] : count
    }

    // MARK: Widths

    /// Width of units `from..<to` as one line: advances plus letter spacing between clusters,
    /// none after the last one. `from` and `to` are line boundaries. Exact unless an edge is
    /// unsafe to break (see `exactWidth`).
    ///
    /// - Complexity: O(1), or O(log t + tabs in the range).
    func width(from: Int, to: Int) -> Double {
        guard to > from else { return 0 }
        guard !tabs.isEmpty, let first = firstTab(in: from..<to) else {
            return prefix[to] - prefix[from] - spacingAt[to]
        }
        // Tab stops are measured from the line's start, which `from` is.
        var pen = 0.0
        var segment = from
        var index = first
        while index < tabs.count && tabs[index] < to {
            let tab = tabs[index]
            pen = tabStop(after: pen + prefix[tab] - prefix[segment])
            segment = tab + 1
            index += 1
        }
        if segment < to { pen += prefix[to] - prefix[segment] - spacingAt[to] }
        return pen
    }

    /// The next tab stop after `x` (measured from the line's start).
    func tabStop(after x: Double) -> Double {
        let interval = style.resolvedTabInterval
        return ((x / interval).rounded(.down) + 1) * interval
    }

    /// Whether `range` holds a tab. O(log t).
    func containsTab(_ range: Range<Int>) -> Bool { firstTab(in: range) != nil }

    /// Index in `tabs` of the first tab inside `range`, if any. O(log t).
    private func firstTab(in range: Range<Int>) -> Int? {
        var low = 0, high = tabs.count
        while low < high {
            let mid = (low + high) / 2
            if tabs[mid] < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        return low < tabs.count && tabs[low] < range.upperBound ? low : nil
    }

    /// Whether cutting at `offset` changes the shaping of the glyphs around it.
    func isUnsafeToBreak(at offset: Int) -> Bool { offset > 0 && offset < count && unsafe[offset] }

    /// The width of `from..<to` from glyphs reshaped where an edge is unsafe.
    ///
    /// - Complexity: O(1) at safe edges, else reshaping the range.
    func exactWidth(from: Int, to: Int) -> Double {
        // A tab resets shaping context and its width comes from the stops, not from HarfBuzz.
        guard isUnsafeToBreak(at: from) || isUnsafeToBreak(at: to), firstTab(in: from..<to) == nil else {
            return width(from: from, to: to)
        }
        var total = 0.0
        forEachGlyphSpan(from: from, to: to) { run, glyphs, range in
            for index in glyphs { total += run.glyphs[index].advance }
            for offset in (range.lowerBound + 1)...range.upperBound { total += spacingAt[offset] }
        }
        return total - spacingAt[to]
    }

    // MARK: Glyphs

    /// The index of the first run that ends after `offset`.
    ///
    /// - Complexity: O(log r).
    func runIndex(endingAfter offset: Int) -> Int {
        var low = 0, high = runs.count
        while low < high {
            let mid = (low + high) / 2
            if runs[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Calls `body` with every run overlapping `range`, in logical order.
    ///
    /// - Complexity: O(log r + k).
    func forEachRun(overlapping range: Range<Int>, _ body: (ShapedRun) -> Void) {
        var index = runIndex(endingAfter: range.lowerBound)
        while index < runs.count && runs[index].range.lowerBound < range.upperBound {
            body(runs[index])
            index += 1
        }
    }

    /// The glyphs covering `from..<to` in logical order, as (run, glyph indices, text range):
    /// spans of the paragraph's runs (no copy), reshaped only at edges HarfBuzz marked unsafe
    /// to break.
    ///
    /// - Complexity: O(log r + log g) per run overlapped, plus reshaping at unsafe edges.
    func forEachGlyphSpan(from: Int, to: Int, _ body: (ShapedRun, Range<Int>, Range<Int>) -> Void) {
        guard to > from else { return }
        forEachRun(overlapping: from..<to) { run in
            let lower = max(run.range.lowerBound, from), upper = min(run.range.upperBound, to)
            if lower == run.range.lowerBound && upper == run.range.upperBound {
                body(run, run.glyphs.indices, run.range)
            } else if (lower == run.range.lowerBound || !unsafe[lower]) && (upper == run.range.upperBound || !unsafe[upper]) {
                body(run, run.glyphIndices(from: lower, to: upper), lower..<upper)
            } else {
                let reshaped = ShapedRun.shape(
                    utf16, range: lower..<upper, face: run.font.face, attributes: run.attributes,
                    script: run.script, level: run.level, language: language, silent: silent, buffer: buffer).run
                body(reshaped, reshaped.glyphs.indices, lower..<upper)
            }
        }
    }

    /// Letter spacing added after the cluster ending at `offset`.
    func letterSpacing(endingAt offset: Int) -> Double { spacingAt[offset] }


}
