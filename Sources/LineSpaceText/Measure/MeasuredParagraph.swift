// Measure: a paragraph analysed and shaped once, with width-independent advances that line
// filling can break at any width without reshaping.

/// A paragraph analysed (breaks, bidi levels), itemized and shaped once, with its cluster
/// table: lines can then be filled at any width without reshaping, widths coming from prefix
/// sums; only line edges that HarfBuzz marks unsafe to break are reshaped (`reshaped(_:of:)`).
///
/// Built once, then only queried, from any thread.
final class MeasuredParagraph: Sendable {
    /// The paragraph's UTF-16 text (indices are global offsets).
    let utf16: ArraySlice<UInt16>
    /// Global offset of the paragraph's first unit.
    let start: Int
    let style: ParagraphStyle
    /// Shaped runs in logical order, each of one font, script, bidi level and attribute set.
    let runs: [ShapedRun]
    let breaks: BreakOpportunities
    let bidi: BidiParagraph
    /// Per offset: prefix sums, letter spacing and flags.
    let table: ClusterTable
    let tabStops: TabStops
    /// The attributes at the paragraph's start (what an empty paragraph's line uses).
    let defaultAttributes: TextAttributes
    let language: String?
    /// `language` as shaping reads it (`ShapingLanguage.canonical`).
    let shapingLanguage: String?
    /// The CJK punctuation marks trimming touches, when the style trims (else nil).
    let punctuation: PunctuationMarks?
    /// Where automatic hyphenation may break a word, ascending (empty when the style's
    /// `hyphenationFactor` is 0 or no dictionary serves the language).
    let hyphenationPoints: [Int]
    /// Whether the paragraph is cut where a prefix of a longer text ends: its real end is
    /// further on (push-out must not treat the cut as the paragraph's last line).
    let endsAtCut: Bool
    /// The cache the paragraph was shaped through; line edges reshaped later go through it too.
    private let shapingCache: ShapingCache?

    var count: Int { utf16.count }

    /// The memory the paragraph holds, estimated from its arrays: its cluster table, break
    /// opportunities, bidi levels and shaped runs (the text itself is the caller's).
    var byteCount: Int {
        var bytes = 256 + table.byteCount + breaks.byteCount + bidi.levels.count
        for run in runs { bytes += 160 + run.glyphs.count * MemoryLayout<ShapedGlyph>.stride + run.offsets.byteCount }
        return bytes
    }

    /// Analyses, itemizes and shapes paragraph `range` of `text`, through `shapingCache` when
    /// there is one (`ShapingCache.current`, read once per layout by the caller). Line breaking,
    /// hyphenation and fallback read `language`; shaping reads `shapingLanguage`, which the
    /// caller finds once per layout (`ShapingLanguage.canonical(language)`).
    ///
    /// - Complexity: O(n) plus HarfBuzz's shaping of every run, once.
    init(
        text: borrowing StyledText, range: Range<Int>, style: ParagraphStyle, language: String?, shapingLanguage: String?,
        buffer: HarfBuzzBuffer, shapingCache: ShapingCache? = ShapingCache.current
    ) {
        let utf16 = text.utf16[range]
        self.utf16 = utf16
        start = range.lowerBound
        self.style = style
        self.language = language
        self.shapingLanguage = shapingLanguage
        self.shapingCache = shapingCache
        defaultAttributes = text.runs[text.runIndex(at: range.lowerBound)].attributes
        endsAtCut = range.upperBound == text.utf16.count && text.endsInsideParagraph
        if range.isEmpty && style.baseWritingDirection != .rightToLeft {
            // A blank line between paragraphs: nothing to analyse, itemize or shape.
            breaks = BreakOpportunities.empty
            bidi = BidiParagraph(utf16: utf16, direction: style.baseWritingDirection, knownLeftToRight: true)
            runs = []
            table = .empty
            tabStops = TabStops(style: style, hasTabs: false)
            punctuation = nil
            hyphenationPoints = []
            return
        }
        hyphenationPoints = style.resolvedHyphenationFactor > 0
            ? HyphenationDictionary.forLanguage(language ?? "en-US")?.points(inParagraph: utf16) ?? [] : []
        let breaks = BreakOpportunities(
            utf16: utf16, locale: language, rules: style.lineBreakRules,
            keepsHangulWords: style.lineBreakStrategy.contains(.hangulWordPriority))
        self.breaks = breaks
        let bidi = BidiParagraph(utf16: utf16, direction: style.baseWritingDirection, knownLeftToRight: breaks.tookFastPath)
        self.bidi = bidi
        let analysed = ClusterTable.Builder(utf16: utf16, breaks: breaks)
        let tabStops = TabStops(style: style, hasTabs: analysed.hasTabs)
        self.tabStops = tabStops
        let silent = analysed.silentOffsets
        var builder = consume analysed

        let fontRuns = FontRuns.itemize(text, paragraph: range, language: language, breaks: breaks, bidi: bidi)
        var shaped: [ShapedRun] = []
        shaped.reserveCapacity(fontRuns.count)
        for fontRun in fontRuns {
            let run = MeasuredParagraph.shape(
                utf16, range: fontRun.range, face: fontRun.face, attributes: text.runs[fontRun.attributeRun].attributes,
                script: fontRun.script,
                level: fontRun.level, language: shapingLanguage, silent: silent, breaks: breaks, buffer: buffer,
                cache: shapingCache)
            builder.add(run)
            shaped.append(run)
        }
        // CJK punctuation trimming: trimmed marks get their half-width glyphs before the sums.
        if style.punctuationTrimming == .normal && PunctuationTrimming.applies(toLanguage: language),
           let marks = PunctuationMarks(
               utf16: utf16, range: range, runs: shaped, language: language,
               endsText: range.upperBound == text.utf16.count && !text.continuesBeyond, buffer: buffer) {
            punctuation = marks
            shaped = marks.applied(to: shaped) { builder.adjustAdvance(at: $0, by: $1) }
        } else {
            punctuation = nil
        }
        runs = shaped
        table = builder.finish(runs: shaped, breaks: breaks, keepsFullStops: tabStops.hasDecimalStop)
    }

    /// Shapes one run, through the shaping cache when there is one.
    private static func shape(
        _ utf16: ArraySlice<UInt16>, range: Range<Int>, face: FontFace, attributes: TextAttributes, script: UInt32,
        level: UInt8, language: String?, silent: [Int], breaks: BreakOpportunities, buffer: HarfBuzzBuffer,
        cache: ShapingCache?
    ) -> ShapedRun {
        if let cache {
            return cache.shape(
                utf16, range: range, face: face, attributes: attributes, script: script, level: level,
                language: language, silent: silent, breaks: breaks, buffer: buffer)
        }
        return ShapedRun.shape(
            utf16, range: range, face: face, attributes: attributes, script: script, level: level,
            language: language, silent: silent, buffer: buffer)
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
        shapingLanguage = source.shapingLanguage
        shapingCache = source.shapingCache
        tabStops = source.tabStops
        hyphenationPoints = source.hyphenationPoints
        endsAtCut = source.endsAtCut
        punctuation = nil
        func scaled(_ font: Font) -> Font { (try? font.withSize(font.size * scale)) ?? font }
        var attributes = source.defaultAttributes
        attributes.font = scaled(attributes.font)
        defaultAttributes = attributes
        runs = source.runs.map { run in
            var attributes = run.attributes
            attributes.font = scaled(attributes.font)
            let glyphs = run.glyphs.map { $0.replaced(id: $0.id, advance: $0.advance * scale) }
            return ShapedRun(
                range: run.range, attributes: attributes, font: scaled(run.font), script: run.script,
                isRightToLeft: run.isRightToLeft, glyphs: glyphs, offsets: run.offsets.scaled(by: scale), level: run.level)
        }
        table = source.table.rebuilt(runs: runs)
    }

    // MARK: Runs

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

    /// The attributes of the text at `offset` (the last run's past the end, the paragraph's
    /// default without runs).
    func attributes(at offset: Int) -> TextAttributes {
        let index = runIndex(endingAfter: offset)
        let run = index < runs.count ? runs[index] : runs.last
        return run?.attributes ?? defaultAttributes
    }

    /// The font in effect at `offset`: what an empty line (or one of white space only) takes.
    func font(at offset: Int) -> Font {
        let index = runIndex(endingAfter: offset)
        return index < runs.count ? runs[index].font : defaultAttributes.font
    }

    /// `range` of `run` shaped on its own, as a line edge inside the run shows it when HarfBuzz
    /// marked the edge unsafe to break: punctuation trimming and the letter-spacing clamp
    /// applied as to the paragraph's own glyphs. Through the shaping cache: the same text is
    /// cut there at every layout of the paragraph at this width.
    ///
    /// - Complexity: HarfBuzz's shaping of the range, or a cache hit.
    func reshaped(_ range: Range<Int>, of run: ShapedRun) -> ShapedRun {
        let silent = table.silentOffsets(in: range)
        var reshaped = if let shapingCache {
            // A buffer only if the edge is shaped: the cache mostly has it.
            shapingCache.shape(
                utf16, range: range, face: run.font.face, attributes: run.attributes, script: run.script, level: run.level,
                language: shapingLanguage, silent: silent, breaks: breaks, buffer: nil)
        } else {
            HarfBuzzBuffer.withPooled {
                ShapedRun.shape(
                    utf16, range: range, face: run.font.face, attributes: run.attributes, script: run.script, level: run.level,
                    language: shapingLanguage, silent: silent, buffer: $0)
            }
        }
        if let trimmed = punctuation?.trimmed(reshaped) {
            reshaped = reshaped.replacingGlyphs(trimmed.glyphs, offsets: trimmed.offsets)
        }
        if table.isLetterSpaced, let glyphs = keepingPenForward(reshaped) {
            reshaped = reshaped.replacingGlyphs(glyphs, offsets: reshaped.offsets)
        }
        return reshaped
    }

    /// The glyphs of `run`, reshaped at a line edge, with every unit (the text between two
    /// places a line could end) advancing at least what the negative letter spacing after it
    /// takes back; nil when each already does. The table's spacing was clamped against the
    /// paragraph's own shaping, so the pen never moves backwards there; an edge's forms may
    /// advance less (an Arabic letter cut from its word under a left-to-right override).
    ///
    /// - Complexity: O(glyphs + the run's units).
    private func keepingPenForward(_ run: ShapedRun) -> [ShapedGlyph]? {
        var glyphs = run.glyphs
        var changed = false
        var index = 0
        while index < glyphs.count {
            // A unit's glyphs are contiguous (clusters are monotonic in a run); the first glyph's
            // cluster lies in its unit, so each pass takes at least one glyph.
            let unitStart = table.lineBoundary(atOrBefore: glyphs[index].cluster, floor: run.range.lowerBound)
            let unitEnd = table.lineBoundary(after: unitStart)
            let first = index
            var advance = 0.0
            while index < glyphs.count && glyphs[index].cluster >= unitStart && glyphs[index].cluster < unitEnd {
                advance += glyphs[index].advance
                index += 1
            }
            let spacing = table.spacing(at: unitEnd)
            if spacing < 0 && advance + spacing < 0 {
                glyphs[first].advance -= advance + spacing
                changed = true
            }
        }
        return changed ? glyphs : nil
    }
}
