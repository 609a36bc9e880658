// A paragraph shaped once: glyph runs, per-offset advances and the safe-to-break map.

/// One glyph, positioned in points relative to its run's pen position.
struct ShapedGlyph: Sendable {
    var id: UInt32
    /// Paragraph-relative UTF-16 offset of the glyph's cluster.
    var cluster: Int
    var advance: Double
    var xOffset: Double
    var yOffset: Double
}

/// A shaped font run.
struct ShapedRun: Sendable {
    /// Paragraph-relative UTF-16 range.
    var range: Range<Int>
    var attributes: TextAttributes
    /// The face actually used (the requested font or a fallback) at the run's size.
    var font: Font
    var script: UInt32
    var isRightToLeft: Bool
    /// Glyphs in visual order.
    var glyphs: [ShapedGlyph]
}

/// A paragraph shaped once per layout, so lines can be measured at any width without
/// reshaping: widths come from prefix sums of advances; only line edges that HarfBuzz marks
/// unsafe to break are reshaped.
final class ShapedParagraph {
    /// The paragraph's UTF-16 text (indices are global offsets).
    let utf16: ArraySlice<UInt16>
    /// Global offset of the paragraph's first unit.
    let start: Int
    let style: ParagraphStyle
    let runs: [ShapedRun]
    let breaks: BreakOpportunities
    /// The attributes at the paragraph's start (what an empty paragraph's line uses).
    let defaultAttributes: TextAttributes
    private let language: String?
    /// `prefix[i]`: advance of units `0..<i`, letter spacing included after each cluster.
    private let prefix: [Double]
    /// `spacingAt[i]`: letter spacing added at boundary `i` (the end of a cluster), else 0.
    private let spacingAt: [Double]
    /// `unsafe[i]`: cutting the text at `i` changes shaping.
    private let unsafe: [Bool]
    /// Offsets of the paragraph's tabs (U+0009), ascending: a tab's width depends on where it
    /// stands on its line, so ranges holding one are measured stop by stop.
    private let tabs: [Int]

    var count: Int { utf16.count }

    /// Itemizes and shapes paragraph `range` of `text`.
    ///
    /// - Complexity: O(n) plus HarfBuzz's shaping of every run, once.
    init(text: StyledText, range: Range<Int>, style: ParagraphStyle, language: String?, buffer: HarfBuzzBuffer) {
        let utf16 = text.utf16[range]
        self.utf16 = utf16
        start = range.lowerBound
        self.style = style
        self.language = language
        defaultAttributes = text.runs[text.runIndex(at: range.lowerBound)].attributes
        let breaks = BreakOpportunities(utf16: utf16, locale: language)
        self.breaks = breaks
        let n = range.count
        // Built in locals and stored once: the stored arrays are immutable, so reading them in
        // the filler's hot loops needs no exclusivity checks.
        var prefix = [Double](repeating: 0, count: n + 1)
        var spacingAt = [Double](repeating: 0, count: n + 1)
        var unsafe = [Bool](repeating: false, count: n + 1)

        let fontRuns = FontRuns.itemize(text, paragraph: range, language: language, breaks: breaks)
        var shaped: [ShapedRun] = []
        shaped.reserveCapacity(fontRuns.count)
        var advances = [Double](repeating: 0, count: n + 1)
        for fontRun in fontRuns {
            let attributes = text.runs[fontRun.attributeRun].attributes
            let (run, unsafeClusters) = ShapedParagraph.shape(
                utf16, range: fontRun.range, face: fontRun.face, attributes: attributes,
                script: fontRun.script, language: language, buffer: buffer)
            for glyph in run.glyphs { advances[glyph.cluster] += glyph.advance }
            for cluster in unsafeClusters { unsafe[cluster] = true }
            shaped.append(run)
        }
        runs = shaped

        if shaped.contains(where: { $0.attributes.letterSpacing != 0 }) {
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
        tabs = utf16.indices.lazy.filter { utf16[$0] == 0x09 }.map { $0 - range.lowerBound }
    }

    /// Width of units `from..<to` as one line: advances plus letter spacing between clusters,
    /// none after the last one. `from` and `to` are grapheme boundaries. Exact unless an edge
    /// is unsafe to break (see `exactWidth`).
    ///
    /// - Complexity: O(1).
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
    func exactWidth(from: Int, to: Int) -> Double {
        // A tab resets shaping context and its width comes from the stops, not from HarfBuzz.
        guard isUnsafeToBreak(at: from) || isUnsafeToBreak(at: to), firstTab(in: from..<to) == nil else {
            return width(from: from, to: to)
        }
        return ShapedParagraph.measure(glyphRuns(from: from, to: to), spacingAt: spacingAt, graphemeEnd: to)
    }

    /// The glyph runs covering `from..<to`: slices of the paragraph's runs, reshaped only at
    /// edges HarfBuzz marked unsafe to break.
    func glyphRuns(from: Int, to: Int) -> [ShapedRun] {
        var result: [ShapedRun] = []
        guard to > from else { return result }
        for run in runs where run.range.upperBound > from && run.range.lowerBound < to {
            let lower = max(run.range.lowerBound, from), upper = min(run.range.upperBound, to)
            if lower == run.range.lowerBound && upper == run.range.upperBound {
                result.append(run)
            } else if (lower == run.range.lowerBound || !unsafe[lower]) && (upper == run.range.upperBound || !unsafe[upper]) {
                var slice = run
                slice.range = lower..<upper
                slice.glyphs = run.glyphs.filter { $0.cluster >= lower && $0.cluster < upper }
                result.append(slice)
            } else {
                result.append(ShapedParagraph.shape(
                    utf16, range: lower..<upper, face: run.font.face, attributes: run.attributes,
                    script: run.script, language: language, buffer: HarfBuzzBuffer()).run)
            }
        }
        return result
    }

    /// Letter spacing added after the cluster ending at `offset`.
    func letterSpacing(endingAt offset: Int) -> Double { spacingAt[offset] }

    /// Letter spacing added after the grapheme cluster that starts at `offset`.
    ///
    /// - Complexity: O(cluster length).
    func letterSpacing(afterClusterAt offset: Int) -> Double {
        let graphemes = breaks.graphemes()
        var end = offset + 1
        while end < count && !graphemes[end] { end += 1 }
        return spacingAt[min(end, count)]
    }

    // MARK: - Shaping

    private static func shape(
        _ utf16: ArraySlice<UInt16>, range: Range<Int>, face: FontFace, attributes: TextAttributes,
        script: UInt32, language: String?, buffer: HarfBuzzBuffer
    ) -> (run: ShapedRun, unsafeClusters: [Int]) {
        let font = Font(
            family: face.file.family, size: attributes.font.size, weight: attributes.font.weight,
            italic: attributes.font.isItalic, face: face)
        let scale = font.scale
        // Letter-spaced text keeps its letters apart: no ligatures (CSS does the same).
        let features = attributes.letterSpacing != 0 ? ["liga=0", "clig=0", "dlig=0"] : []
        let (raw, isRightToLeft) = buffer.shape(
            utf16, range: range, face: face.harfBuzz, script: script == HarfBuzzBuffer.commonScript ? nil : script,
            language: language, features: features)
        let glyphs = raw.map {
            ShapedGlyph(
                id: $0.id, cluster: $0.cluster, advance: Double($0.xAdvance) * scale,
                xOffset: Double($0.xOffset) * scale, yOffset: Double($0.yOffset) * scale)
        }
        let run = ShapedRun(
            range: range, attributes: attributes, font: font, script: script,
            isRightToLeft: isRightToLeft, glyphs: glyphs)
        return (run, raw.lazy.filter(\.unsafeToBreak).map(\.cluster))
    }

    static func measure(_ runs: [ShapedRun], spacingAt: [Double], graphemeEnd: Int) -> Double {
        var total = 0.0
        for run in runs {
            for glyph in run.glyphs { total += glyph.advance }
            for offset in (run.range.lowerBound + 1)...run.range.upperBound { total += spacingAt[offset] }
        }
        return total - spacingAt[graphemeEnd]
    }
}
