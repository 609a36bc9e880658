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
    /// The cache the paragraph was shaped through; line edges reshaped later go through it too.
    private let shapingCache: ShapingCache?
    /// Per boundary `0...count`: the advance of the units before it and its edge flags, in one
    /// array (a label's paragraphs are short: their allocations cost more than their loops).
    private let boundaries: [Boundary]
    /// `spacingAt[i]`: letter spacing added at boundary `i` (the end of a cluster); empty when
    /// no run is letter-spaced (read through `spacing(at:)`, which is then 0).
    private let spacingAt: [Double]

    /// What the paragraph knows at one boundary between UTF-16 units.
    private struct Boundary {
        /// The advance of units `0..<i`, letter spacing included after each cluster (while
        /// the paragraph is measured: the advance of the cluster starting at `i`).
        var prefix = 0.0
        /// `Edge.cluster`, `Edge.unsafe`.
        var flags: UInt8 = 0
    }
    /// An empty paragraph's one boundary: the paragraph's start and end, a cluster edge.
    private static let emptyParagraphBoundaries = [Boundary(prefix: 0, flags: Edge.cluster)]
    private enum Edge {
        /// A HarfBuzz cluster (or a run) starts or ends here.
        static let cluster: UInt8 = 1
        /// Cutting the text here changes shaping.
        static let unsafe: UInt8 = 2
    }
    /// Offsets of the paragraph's tabs (U+0009), ascending: a tab's width depends on where it
    /// stands on its line, so ranges holding one are measured stop by stop.
    private let tabs: [Int]
    /// Offsets of the mandatory break opportunities inside the paragraph, ascending.
    private let mandatoryBreaks: [Int]
    /// Offsets of the tabs and hard breaks, ascending: characters that draw nothing.
    private let silent: [Int]
    /// The paragraph style's custom tab stops, sorted (empty when the paragraph has no tab).
    private let customTabStops: [TextTab]
    /// Offsets of the paragraph's full stops (U+002E), ascending, when a decimal tab stop may
    /// align on them (else empty): found by binary search, not by a scan of the text after each
    /// tab (quadratic in a long line).
    private let fullStops: [Int]
    private var boundaryFlags: [Bool]?
    /// Whether any run is letter-spaced (decided once: lines ask it, and a paragraph may have
    /// thousands of runs).
    let isLetterSpaced: Bool
    /// Whether `width(from: start, to: end)` never shrinks as `end` grows: no letter spacing
    /// (the spacing after a line's last cluster is left out) and no negative or NaN advance.
    /// Line filling then passes over the ends that surely fit without measuring each.
    let widthsGrowWithEnd: Bool
    /// The CJK punctuation marks trimming touches, when the style trims (else nil).
    let punctuation: PunctuationMarks?

    var count: Int { utf16.count }

    /// Analyses, itemizes and shapes paragraph `range` of `text`, through `shapingCache` when
    /// there is one (`ShapingCache.current`, read once per layout by the caller).
    ///
    /// - Complexity: O(n) plus HarfBuzz's shaping of every run, once.
    init(
        text: borrowing StyledText, range: Range<Int>, style: ParagraphStyle, language: String?, buffer: HarfBuzzBuffer,
        shapingCache: ShapingCache? = ShapingCache.current
    ) {
        let utf16 = text.utf16[range]
        self.utf16 = utf16
        start = range.lowerBound
        self.style = style
        self.language = language
        self.buffer = buffer
        self.shapingCache = shapingCache
        defaultAttributes = text.runs[text.runIndex(at: range.lowerBound)].attributes
        if range.isEmpty && style.baseWritingDirection != .rightToLeft {
            // An empty paragraph (a blank line between paragraphs): nothing to analyse, itemize
            // or shape; no opportunity and one boundary, shared (its line takes the font of
            // `defaultAttributes`).
            breaks = BreakOpportunities.empty
            bidi = BidiParagraph.of(utf16, direction: style.baseWritingDirection, knownLeftToRight: true)
            (tabs, mandatoryBreaks, silent, customTabStops, fullStops, runs, spacingAt) = ([], [], [], [], [], [], [])
            isLetterSpaced = false
            widthsGrowWithEnd = true
            punctuation = nil
            boundaries = MeasuredParagraph.emptyParagraphBoundaries
            return
        }
        let breaks = BreakOpportunities(utf16: utf16, locale: language)
        self.breaks = breaks
        let bidi = BidiParagraph.of(utf16, direction: style.baseWritingDirection, knownLeftToRight: breaks.tookFastPath)
        self.bidi = bidi
        let n = range.count

        // Tabs and hard breaks are rare: found in one pass, arrays made only when present.
        var tabs: [Int] = []
        var offset = 0
        for unit in utf16 {
            if unit == 0x09 { tabs.append(offset) }
            offset += 1
        }
        var mandatoryBreaks: [Int] = []
        for opportunity in breaks.line where opportunity.isMandatory && opportunity.offset < n {
            mandatoryBreaks.append(opportunity.offset)
        }
        // A mandatory opportunity sits after its hard-break character.
        let silent = mandatoryBreaks.isEmpty ? tabs : (tabs + mandatoryBreaks.map { $0 - 1 }).sorted()
        self.tabs = tabs
        customTabStops = tabs.isEmpty ? [] : style.resolvedTabStops
        fullStops = customTabStops.contains { $0.alignment == .decimal }
            ? utf16.indices.filter { utf16[$0] == 0x2E }.map { $0 - utf16.startIndex } : []
        self.mandatoryBreaks = mandatoryBreaks
        self.silent = silent

        // Built in a local and stored once: the stored array is immutable, so reading it in the
        // filler's hot loops needs no exclusivity checks. Each cluster's advance goes at its
        // offset first, turned into prefix sums in place below.
        var boundaries = [Boundary](repeating: Boundary(), count: n + 1)
        let fontRuns = FontRuns.itemize(text, paragraph: range, language: language, breaks: breaks, bidi: bidi)
        var shaped: [ShapedRun] = []
        shaped.reserveCapacity(fontRuns.count)
        var letterSpaced = false
        for fontRun in fontRuns {
            // The attributes are read in place (a local copy costs reference counts per run).
            letterSpaced = letterSpaced || text.runs[fontRun.attributeRun].attributes.letterSpacing != 0
            // Through the process-wide cache of shaped words (identical glyphs), or whole. (An
            // `if`, not `?.` and `??`: the autoclosure retained what it captured for every run.)
            let run: ShapedRun, unsafeClusters: [Int]
            if let shapingCache {
                (run, unsafeClusters) = shapingCache.shape(
                    utf16, range: fontRun.range, face: fontRun.face, attributes: text.runs[fontRun.attributeRun].attributes,
                    script: fontRun.script, level: fontRun.level, language: language, silent: silent, breaks: breaks, buffer: buffer)
            } else {
                (run, unsafeClusters) = ShapedRun.shape(
                    utf16, range: fontRun.range, face: fontRun.face, attributes: text.runs[fontRun.attributeRun].attributes,
                    script: fontRun.script, level: fontRun.level, language: language, silent: silent, buffer: buffer)
            }
            boundaries[run.range.lowerBound].flags |= Edge.cluster
            boundaries[run.range.upperBound].flags |= Edge.cluster
            for glyph in run.glyphs {
                boundaries[glyph.cluster].prefix += glyph.advance
                boundaries[glyph.cluster].flags |= Edge.cluster
            }
            for cluster in unsafeClusters { boundaries[cluster].flags |= Edge.unsafe }
            shaped.append(run)
        }
        boundaries[0].flags |= Edge.cluster
        boundaries[n].flags |= Edge.cluster
        // CJK punctuation trimming: trimmed marks get their half-width glyphs before the sums.
        if style.punctuationTrimming == .normal && PunctuationTrimming.applies(toLanguage: language),
           let marks = PunctuationMarks(
               utf16: utf16, range: range, runs: shaped, language: language,
               endsText: range.upperBound == text.utf16.count && !text.continuesBeyond, buffer: buffer) {
            punctuation = marks
            var advances = boundaries.map(\.prefix)
            shaped = marks.applied(to: shaped, advances: &advances)
            for i in boundaries.indices { boundaries[i].prefix = advances[i] }
        } else {
            punctuation = nil
        }
        runs = shaped

        isLetterSpaced = letterSpaced
        (spacingAt, widthsGrowWithEnd) = MeasuredParagraph.sums(
            &boundaries, runs: shaped, letterSpaced: isLetterSpaced, breaks: breaks, tabs: tabs)
        self.boundaries = boundaries
    }

    /// Turns the advances in `boundaries` (what the glyphs of cluster `i` advance, at `i`) into
    /// the paragraph's prefix sums in place, letter spacing included; returns the spacing per
    /// boundary (`spacingAt[i]` after the unit ending at `i`), empty without letter spacing,
    /// and whether widths grow with a line's end (`widthsGrowWithEnd`).
    private static func sums(
        _ boundaries: inout [Boundary], runs: [ShapedRun], letterSpaced: Bool, breaks: BreakOpportunities, tabs: [Int]
    ) -> (spacingAt: [Double], widthsGrowWithEnd: Bool) {
        let n = boundaries.count - 1
        var spacingAt: [Double] = []
        if letterSpaced {
            spacingAt = [Double](repeating: 0, count: n + 1)
            // Spacing goes after each grapheme cluster; a negative spacing may at most cancel the
            // cluster's own advance, so the pen never moves backwards (widths stay monotonic).
            // Between units a line could end at: grapheme boundaries that HarfBuzz does not join
            // (a ligature or an emoji sequence HarfBuzz merges takes spacing once, after it).
            let graphemes = breaks.graphemes()
            var runIndex = 0
            var clusterAdvance = 0.0
            for i in 0..<n {
                clusterAdvance += boundaries[i].prefix
                guard graphemes[i + 1] && boundaries[i + 1].flags & Edge.cluster != 0 else { continue }
                while runIndex + 1 < runs.count && runs[runIndex].range.upperBound <= i { runIndex += 1 }
                spacingAt[i + 1] = max(runs[runIndex].attributes.letterSpacing, -clusterAdvance)
                clusterAdvance = 0
            }
            // A tab jumps to a stop: no letter spacing after it (measured and painted alike).
            for tab in tabs { spacingAt[tab + 1] = 0 }
        }
        // prefix[i + 1] = prefix[i] + advance[i] + spacing[i + 1], in place: each advance is
        // carried one step before its slot is overwritten.
        var total = 0.0
        var carried = boundaries[0].prefix
        boundaries[0].prefix = 0
        var grows = !letterSpaced
        for i in 0..<n {
            // `!(x >= 0)`: a NaN advance counts as negative.
            if !(carried >= 0) { grows = false }
            total += letterSpaced ? carried + spacingAt[i + 1] : carried
            carried = boundaries[i + 1].prefix
            boundaries[i + 1].prefix = total
        }
        return (spacingAt, grows)
    }

    /// This paragraph with every font × `scale` (auto-shrink): the same analysis, runs and
    /// break opportunities, glyph advances and offsets scaled, no reshaping (glyphs are shaped
    /// at the font's design units and scaled to points, so they scale exactly). Letter spacing
    /// is not scaled, as UIKit's. Nil when punctuation trimming holds half-width metrics in
    /// points (the caller lays out a scaled copy of the text instead).
    ///
    /// - Complexity: O(n + glyphs).
    func scaled(by scale: Double) -> MeasuredParagraph? {
        guard scale != 1 else { return self }
        guard punctuation == nil, scale.isFinite, scale > 0 else { return nil }
        return MeasuredParagraph(scaling: self, by: scale)
    }

    private init(scaling source: MeasuredParagraph, by scale: Double) {
        utf16 = source.utf16
        start = source.start
        style = source.style
        breaks = source.breaks
        bidi = source.bidi
        language = source.language
        buffer = source.buffer
        shapingCache = source.shapingCache
        tabs = source.tabs
        mandatoryBreaks = source.mandatoryBreaks
        silent = source.silent
        customTabStops = source.customTabStops
        fullStops = source.fullStops
        isLetterSpaced = source.isLetterSpaced
        punctuation = nil
        func scaled(_ font: Font) -> Font { (try? font.withSize(font.size * scale)) ?? font }
        var attributes = source.defaultAttributes
        attributes.font = scaled(attributes.font)
        defaultAttributes = attributes
        var boundaries = source.boundaries.map { Boundary(prefix: 0, flags: $0.flags) }
        runs = source.runs.map { run in
            var attributes = run.attributes
            attributes.font = scaled(attributes.font)
            let glyphs = run.glyphs.map {
                ShapedGlyph(id: $0.id, cluster: $0.cluster, advance: $0.advance * scale, xOffset: $0.xOffset * scale, yOffset: $0.yOffset * scale)
            }
            for glyph in glyphs { boundaries[glyph.cluster].prefix += glyph.advance }
            return ShapedRun(
                range: run.range, attributes: attributes, font: scaled(run.font), script: run.script,
                isRightToLeft: run.isRightToLeft, glyphs: glyphs, level: run.level)
        }
        (spacingAt, widthsGrowWithEnd) = MeasuredParagraph.sums(
            &boundaries, runs: runs, letterSpaced: isLetterSpaced, breaks: breaks, tabs: tabs)
        self.boundaries = boundaries
    }

    // MARK: Boundaries

    /// Whether `offset` is a HarfBuzz cluster (or run) edge. O(1).
    func isClusterEdge(_ offset: Int) -> Bool { boundaries[offset].flags & Edge.cluster != 0 }

    /// Where a line may end, read offset by offset as `lineBoundaries()` gives it, without
    /// building that array when every unit is a grapheme boundary (text that took the line-break
    /// fast path): there a line may end at every cluster edge.
    struct LineBoundaryTest {
        fileprivate let flags: [Bool]?
        fileprivate let paragraph: MeasuredParagraph

        subscript(offset: Int) -> Bool {
            if let flags { return flags[offset] }
            return paragraph.isClusterEdge(offset)
        }
    }

    /// `lineBoundaries()` to read offset by offset. O(1), or `lineBoundaries()`' cost.
    func lineBoundaryTest() -> LineBoundaryTest {
        LineBoundaryTest(flags: breaks.tookFastPath ? nil : lineBoundaries(), paragraph: self)
    }

    /// Where a line may end, one flag per offset `0...count`: a grapheme boundary that does not
    /// fall inside a HarfBuzz cluster.
    ///
    /// - Complexity: O(n) the first time (it finds the paragraph's grapheme boundaries), then O(1).
    func lineBoundaries() -> [Bool] {
        if let flags = boundaryFlags { return flags }
        var flags = breaks.graphemes()
        for i in flags.indices where flags[i] && boundaries[i].flags & Edge.cluster == 0 { flags[i] = false }
        boundaryFlags = flags
        return flags
    }

    /// The first mandatory break after `offset`, or the paragraph's end.
    ///
    /// - Complexity: O(log m).
    func segmentEnd(after offset: Int) -> Int {
        let index = partitioningIndex(in: mandatoryBreaks.indices) { mandatoryBreaks[$0] > offset }
        return index < mandatoryBreaks.count ? mandatoryBreaks[index] : count
    }

    // MARK: Widths

    /// Width of units `from..<to` as one line: advances plus letter spacing between clusters,
    /// none after the last one. `from` and `to` are line boundaries. Exact unless an edge is
    /// unsafe to break (see `exactWidth`).
    ///
    /// Tabs are measured from the start of the line, which is `from` unless `lineStart` says
    /// otherwise; `pen` is where `from` stands on that line (after a head ellipsis, say).
    ///
    /// - Complexity: O(1), or O(log t + the tabs in the range and the text after them).
    func width(from: Int, to: Int, pen start: Double = 0, lineStart: Int? = nil) -> Double {
        var tabPens = TabPens()
        return width(from: from, to: to, pen: start, lineStart: lineStart, tabPens: &tabPens)
    }

    /// Where a line's tabs leave the pen, kept while one line is measured at several ends (line
    /// filling and tail truncation try them in turn, from the same start): each tab is then
    /// walked once per line, not once per end, which made a line of many tabs quadratic.
    struct TabPens {
        fileprivate var from = -1
        fileprivate var start = 0.0
        fileprivate var lineStart = -1
        /// Index in `tabs` of the line's first tab.
        fileprivate var first = 0
        /// The pen after each tab from `first` on whose advance no longer depends on the end
        /// (the text after it stops at the next tab).
        /// (Nil until a line has more tabs than are walked directly: an empty array costs a
        /// reference count at every line the filler tries.)
        fileprivate var pens: [Double]? = nil
    }

    /// Whether the paragraph holds a tab.
    var hasTabs: Bool { !tabs.isEmpty }

    /// `width(from:to:pen:lineStart:)`, remembering in `tabPens` the pen after the tabs walked:
    /// measuring the same start again at another end walks only the tabs not seen yet. Once the
    /// tabs walked take the pen past `bound`, it stops and returns infinity: widths only grow
    /// along a line (a tab never moves the pen back, nor does letter spacing with its cluster),
    /// so a line filler trying a far end needs no more than that.
    ///
    /// - Complexity: O(1) without tabs; else O(log t) plus the tabs not walked before, up to
    ///   the first past `bound`.
    func width(
        from: Int, to: Int, pen start: Double = 0, lineStart: Int? = nil, tabPens: inout TabPens,
        stoppingAbove bound: Double = .infinity
    ) -> Double {
        guard to > from else { return 0 }
        guard !tabs.isEmpty, let first = firstTab(in: from..<to) else {
            return boundaries[to].prefix - boundaries[from].prefix - spacing(at: to)
        }
        let lineStart = lineStart ?? from
        let head = style.headIndent(isFirstLine: lineStart == 0)
        let end = firstTab(atOrAfter: to)
        // A few tabs: walked directly, nothing kept (keeping costs an allocation per line).
        if end - first <= 8 && tabPens.pens == nil {
            var pen = start
            var segment = from
            for index in first..<end {
                let tab = tabs[index]
                pen += boundaries[tab].prefix - boundaries[segment].prefix
                pen += tabAdvance(at: pen, head: head, before: tab + 1..<(index + 1 < end ? tabs[index + 1] : to))
                segment = tab + 1
            }
            if segment < to { pen += boundaries[to].prefix - boundaries[segment].prefix - spacing(at: to) }
            return pen - start
        }
        if tabPens.from != from || tabPens.start != start || tabPens.lineStart != lineStart {
            tabPens = TabPens(from: from, start: start, lineStart: lineStart, first: first, pens: nil)
        }
        var pens = tabPens.pens ?? []
        tabPens.pens = nil  // uniquely referenced while appended to
        defer { tabPens.pens = pens }
        // Tabs first..<end lie in the range. All but the last are followed by another tab inside
        // it, so their advances (which see the text up to the next tab) do not depend on `to`.
        while tabPens.first + pens.count < end - 1 {
            let index = tabPens.first + pens.count
            var pen = pens.last ?? start
            let segment = index == tabPens.first ? from : tabs[index - 1] + 1
            let tab = tabs[index]
            pen += boundaries[tab].prefix - boundaries[segment].prefix
            pen += tabAdvance(at: pen, head: head, before: tab + 1..<tabs[index + 1])
            pens.append(pen)
            if pen - start > bound { return .infinity }
        }
        if let walked = pens.last, walked - start > bound { return .infinity }
        let last = end - 1
        let walked = last - tabPens.first
        var pen = walked > 0 ? pens[walked - 1] : start
        let segment = walked > 0 ? tabs[last - 1] + 1 : from
        let tab = tabs[last]
        pen += boundaries[tab].prefix - boundaries[segment].prefix
        pen += tabAdvance(at: pen, head: head, before: tab + 1..<to)
        if tab + 1 < to { pen += boundaries[to].prefix - boundaries[tab + 1].prefix - spacing(at: to) }
        return pen - start
    }

    /// How far a tab at `pen` (measured from its line's start, `head` from the box's leading
    /// edge) moves the pen, given the text `segment` that follows it up to the next tab or the
    /// line's end (docs/semantics.md §4): to the first custom stop (`ParagraphStyle.tabStops`,
    /// located from the box's leading edge) past the pen, aligning the segment's start (left),
    /// end (right), centre or first "." (decimal) there, but never backwards; after the last
    /// stop, to the next multiple of `defaultTabInterval` from the line's start.
    ///
    /// - Complexity: O(log s), plus the segment's length for a decimal stop.
    func tabAdvance(at pen: Double, head: Double, before segment: Range<Int>) -> Double {
        let x = head + pen
        // The first custom stop past the pen (stops are sorted: a binary search).
        let index = partitioningIndex(in: customTabStops.indices) { customTabStops[$0].location > x + LineFiller.tolerance }
        guard index < customTabStops.count else { return max(0, tabStop(after: pen) - pen) }
        let stop = customTabStops[index]
        func segmentWidth(to end: Int) -> Double {
            end > segment.lowerBound ? boundaries[end].prefix - boundaries[segment.lowerBound].prefix - spacing(at: end) : 0
        }
        let target: Double
        switch stop.alignment {
        case .left: target = stop.location
        case .right: target = stop.location - segmentWidth(to: segment.upperBound)
        case .center: target = stop.location - segmentWidth(to: segment.upperBound) / 2
        case .decimal:
            let point = firstFullStop(in: segment) ?? segment.upperBound
            target = stop.location - segmentWidth(to: point)
        }
        return max(0, target - x)
    }

    /// The first full stop in `segment`, if any. O(log f).
    private func firstFullStop(in segment: Range<Int>) -> Int? {
        let index = partitioningIndex(in: fullStops.indices) { fullStops[$0] >= segment.lowerBound }
        return index < fullStops.count && fullStops[index] < segment.upperBound ? fullStops[index] : nil
    }

    /// The next default tab stop after `x` (measured from the line's start). A pen within
    /// `LineFiller.tolerance` of a stop counts as past it, as it does for custom stops: a pen
    /// that lands on a stop is summed one way by line filling (prefix sums) and another by
    /// assembly (glyph by glyph), and the last bit must not move the tab a whole interval.
    func tabStop(after x: Double) -> Double {
        let interval = style.resolvedTabInterval
        return (((x + LineFiller.tolerance) / interval).rounded(.down) + 1) * interval
    }

    /// The text after the tab at `tab`: up to the next tab or `lineEnd`. O(log t).
    func textAfterTab(_ tab: Int, lineEnd: Int) -> Range<Int> {
        guard tab + 1 < lineEnd, let next = firstTab(in: tab + 1..<lineEnd) else { return tab + 1..<max(tab + 1, lineEnd) }
        return tab + 1..<tabs[next]
    }

    /// Whether `range` holds a tab. O(log t).
    func containsTab(_ range: Range<Int>) -> Bool { firstTab(in: range) != nil }

    /// Index in `tabs` of the first tab inside `range`, if any. O(log t).
    private func firstTab(in range: Range<Int>) -> Int? {
        let low = firstTab(atOrAfter: range.lowerBound)
        return low < tabs.count && tabs[low] < range.upperBound ? low : nil
    }

    /// Index in `tabs` of the first tab at `offset` or after it (`tabs.count` if none). O(log t).
    private func firstTab(atOrAfter offset: Int) -> Int {
        partitioningIndex(in: tabs.indices) { tabs[$0] >= offset }
    }

    /// Whether cutting at `offset` changes the shaping of the glyphs around it.
    func isUnsafeToBreak(at offset: Int) -> Bool { offset > 0 && offset < count && boundaries[offset].flags & Edge.unsafe != 0 }

    /// Whether any edge in `range` (offsets within `0...count`) is unsafe to break: one pass
    /// over the flags, for callers that pass over many ends at once (truncation's walk).
    ///
    /// - Complexity: O(range.count).
    func hasUnsafeEdge(in range: ClosedRange<Int>) -> Bool {
        let lower = max(range.lowerBound, 1), upper = min(range.upperBound, count - 1)
        guard lower <= upper else { return false }
        var unsafe: UInt8 = 0
        // Flags or'ed without a branch per edge: the paragraph's edges are mostly safe.
        for offset in lower...upper { unsafe |= boundaries[offset].flags }
        return unsafe & Edge.unsafe != 0
    }

    /// The width of `from..<to` from glyphs reshaped where an edge is unsafe; `pen` and
    /// `lineStart` as for `width(from:to:pen:lineStart:)`. It is the sum assembly paints: the
    /// glyphs' advances in logical order, letter spacing between clusters, tab jumps.
    ///
    /// - Complexity: O(1) at safe edges, else reshaping the range.
    func exactWidth(from: Int, to: Int, pen start: Double = 0, lineStart: Int? = nil) -> Double {
        var tabPens = TabPens()
        return exactWidth(from: from, to: to, pen: start, lineStart: lineStart, tabPens: &tabPens)
    }

    /// `exactWidth(from:to:pen:lineStart:)` keeping the line's tab positions in `tabPens` (see
    /// `width(from:to:pen:lineStart:tabPens:)`).
    func exactWidth(from: Int, to: Int, pen start: Double = 0, lineStart: Int? = nil, tabPens: inout TabPens) -> Double {
        guard isUnsafeToBreak(at: from) || isUnsafeToBreak(at: to) else {
            return width(from: from, to: to, pen: start, lineStart: lineStart, tabPens: &tabPens)
        }
        return paintedWidth(from: from, to: to, pen: start, head: style.headIndent(isFirstLine: (lineStart ?? from) == 0))
    }

    /// The width of `from..<to` as assembly paints it, the glyphs walked in logical order from
    /// `pen` (measured from the line's start, whose head indent is `head`): advances, letter
    /// spacing between units, tab jumps, a piece's punctuation `edges`. `tab` hears each tab's
    /// offset and advance. Measuring (`exactWidth`) and painting (the tab advances of a line)
    /// both use it, so they agree.
    ///
    /// - Complexity: O(glyphs), plus reshaping at unsafe edges.
    func paintedWidth(
        from: Int, to: Int, pen start: Double, head: Double, edges: PunctuationEdges = PunctuationEdges(),
        tab: (Int, Double) -> Void = { _, _ in }
    ) -> Double {
        var pen = start
        var previous: Int?
        forEachGlyphSpan(from: from, to: to, edges: edges) { run, glyphs, _ in
            var k = run.isRightToLeft ? glyphs.upperBound - 1 : glyphs.lowerBound
            while glyphs.contains(k) {
                let glyph = run.glyphs[k]
                k += run.isRightToLeft ? -1 : 1
                let startsCluster = previous != glyph.cluster
                if let previous, startsCluster { pen += spacing(at: max(previous, glyph.cluster)) }
                previous = glyph.cluster
                if startsCluster && utf16[self.start + glyph.cluster] == 0x09 {
                    let advance = tabAdvance(at: pen, head: head, before: textAfterTab(glyph.cluster, lineEnd: to))
                    tab(glyph.cluster, advance)
                    pen += advance
                } else {
                    pen += glyph.advance
                }
            }
        }
        return pen - start
    }

    // MARK: Glyphs

    /// The index of the first run that ends after `offset`.
    ///
    /// - Complexity: O(log r).
    func runIndex(endingAfter offset: Int) -> Int {
        partitioningIndex(in: runs.indices) { runs[$0].range.upperBound > offset }
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
            } else if (lower == run.range.lowerBound || boundaries[lower].flags & Edge.unsafe == 0)
                && (upper == run.range.upperBound || boundaries[upper].flags & Edge.unsafe == 0) {
                body(run, run.glyphIndices(from: lower, to: upper), lower..<upper)
            } else {
                // A line edge inside a run: the same text is cut there at every layout of the
                // paragraph at this width, so it is worth caching too.
                var reshaped = (shapingCache?.shape(
                    utf16, range: lower..<upper, face: run.font.face, attributes: run.attributes, script: run.script,
                    level: run.level, language: language, silent: silent, breaks: breaks, buffer: buffer)
                    ?? ShapedRun.shape(
                        utf16, range: lower..<upper, face: run.font.face, attributes: run.attributes,
                        script: run.script, level: run.level, language: language, silent: silent, buffer: buffer)).run
                if let glyphs = punctuation?.trimmed(reshaped) { reshaped = reshaped.replacingGlyphs(glyphs) }
                if isLetterSpaced, let glyphs = keepingPenForward(reshaped) { reshaped = reshaped.replacingGlyphs(glyphs) }
                body(reshaped, reshaped.glyphs.indices, lower..<upper)
            }
        }
    }

    /// The glyphs of `run`, reshaped at a line edge, with every unit (the text between two
    /// places a line could end) advancing at least what the negative letter spacing after it
    /// takes back; nil when each already does.
    ///
    /// The spacing was clamped against the paragraph's own shaping (`sums`), so the pen never
    /// moves backwards there; an edge's forms may advance less (an Arabic letter cut from its
    /// word under a left-to-right override). Measuring and painting both walk these glyphs.
    ///
    /// - Complexity: O(glyphs + the run's units).
    private func keepingPenForward(_ run: ShapedRun) -> [ShapedGlyph]? {
        let units = lineBoundaries()
        var glyphs = run.glyphs
        var changed = false
        var index = 0
        while index < glyphs.count {
            // A unit's glyphs are contiguous (clusters are monotonic in a run).
            // The first glyph's cluster lies in its unit, so each pass takes at least one glyph.
            var unitStart = glyphs[index].cluster
            while unitStart > run.range.lowerBound && !units[unitStart] { unitStart -= 1 }
            let unitEnd = unitEnd(after: unitStart, in: units)
            let first = index
            var advance = 0.0
            while index < glyphs.count && glyphs[index].cluster >= unitStart && glyphs[index].cluster < unitEnd {
                advance += glyphs[index].advance
                index += 1
            }
            let spacing = self.spacing(at: unitEnd)
            if spacing < 0 && advance + spacing < 0 {
                glyphs[first].advance -= advance + spacing
                changed = true
            }
        }
        return changed ? glyphs : nil
    }

    /// Letter spacing after a line piece that ends at `offset`: the spacing of the unit holding
    /// the piece's last code unit.
    ///
    /// A piece's end falls inside a unit where its trailing white space was trimmed from a unit
    /// that holds more: a Prepend mark and the space after it are one grapheme (UAX #29 GB9b).
    /// The unit's spacing still follows what the piece shows, as `LineAssembly` paints it.
    ///
    /// - Complexity: O(1) at a unit boundary or without letter spacing, else O(unit length).
    func letterSpacing(endingAt offset: Int) -> Double {
        offset > 0 ? letterSpacing(afterClusterAt: offset - 1) : 0
    }

    /// `spacingAt[offset]`, 0 when the paragraph has no letter spacing.
    @inline(__always)
    private func spacing(at offset: Int) -> Double { spacingAt.isEmpty ? 0 : spacingAt[offset] }

    /// Letter spacing added after the grapheme cluster that starts at `offset`.
    ///
    /// - Complexity: O(1) without letter spacing, else O(cluster length).
    func letterSpacing(afterClusterAt offset: Int) -> Double {
        guard isLetterSpaced else { return 0 }
        return spacing(at: unitEnd(after: offset, in: lineBoundaries()))
    }

    /// The next place after `offset` a line could end (`units`, the line boundaries), at most
    /// the paragraph's end.
    private func unitEnd(after offset: Int, in units: [Bool]) -> Int {
        var end = offset + 1
        while end < count && !units[end] { end += 1 }
        return min(end, count)
    }


}
