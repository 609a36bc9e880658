// Measure: building a paragraph's cluster table from its analysis and its shaped runs.

extension ClusterTable {
    /// Collects a paragraph's facts: unit flags and break opportunities first (before shaping,
    /// which needs the tabs and hard breaks), then each shaped run's cluster edges and advances,
    /// then the sums.
    struct Builder {
        private let count: Int
        private let breaks: BreakOpportunities
        /// Until `finish`, an entry's `prefix` holds the advance of the cluster starting there
        /// (punctuation trimming may change it through `adjustAdvance`).
        private var entries: [Entry]
        private let tabs: [Int]
        private let mandatoryBreaks: [Int]

        /// - Complexity: O(n + opportunities).
        init(utf16: ArraySlice<UInt16>, breaks: BreakOpportunities) {
            count = utf16.count
            self.breaks = breaks
            // Where no character extends a cluster, every offset is a grapheme boundary.
            let initial: ClusterFlags = breaks.everyOffsetIsAGraphemeBoundary ? .graphemeBoundary : []
            var entries: [Entry] = []
            entries.reserveCapacity(count + 1)
            var tabs: [Int] = [], mandatoryBreaks: [Int] = []
            for unit in utf16 {
                let flags = ClusterFlags.ofUnit(unit)
                if flags.contains(.tab) { tabs.append(entries.count) }
                entries.append(Entry(prefix: 0, flags: initial.union(flags)))
            }
            entries.append(Entry(prefix: 0, flags: initial))
            let line = breaks.line
            for index in line.indices {
                let offset = line[index].offset
                if line[index].isMandatory {
                    entries[offset].flags.formUnion([.breakOpportunity, .mandatoryBreak])
                    if offset < count { mandatoryBreaks.append(offset) }
                } else {
                    entries[offset].flags.formUnion(.breakOpportunity)
                }
            }
            self.entries = entries
            self.tabs = tabs
            self.mandatoryBreaks = mandatoryBreaks
        }

        var hasTabs: Bool { !tabs.isEmpty }

        /// Offsets of the characters that draw nothing and advance nothing when shaped: tabs
        /// (their advance comes from the tab stops) and hard breaks inside the paragraph (a
        /// mandatory opportunity sits after its hard-break character). Ascending.
        var silentOffsets: [Int] {
            mandatoryBreaks.isEmpty ? tabs : (tabs + mandatoryBreaks.map { $0 - 1 }).sorted()
        }

        /// Records a shaped run: its edges and its clusters' edges, advances and unsafe edges.
        mutating func add(_ run: ShapedRun, unsafeClusters: [Int]) {
            entries[run.range.lowerBound].flags.insert(.clusterEdge)
            entries[run.range.upperBound].flags.insert(.clusterEdge)
            for glyph in run.glyphs {
                entries[glyph.cluster].prefix += glyph.advance
                entries[glyph.cluster].flags.formUnion(.clusterEdge)
            }
            for cluster in unsafeClusters { entries[cluster].flags.formUnion(.unsafeToBreak) }
        }

        /// Changes the advance of the cluster at `offset` by `delta` (a trimmed mark).
        mutating func adjustAdvance(at offset: Int, by delta: Double) {
            entries[offset].prefix += delta
        }

        /// The table of the paragraph shaped as `runs`.
        ///
        /// - Complexity: O(n), plus ICU's grapheme boundaries where the analysis did not find them.
        mutating func finish(runs: [ShapedRun], keepsFullStops: Bool) -> ClusterTable {
            entries[0].flags.insert(.clusterEdge)
            entries[count].flags.insert(.clusterEdge)
            if !breaks.everyOffsetIsAGraphemeBoundary {
                let graphemes = breaks.graphemes()
                for offset in entries.indices where graphemes[offset] { entries[offset].flags.formUnion(.graphemeBoundary) }
            }
            var fullStops: [Int] = []
            if keepsFullStops && !tabs.isEmpty {
                for offset in 0..<count where entries[offset].flags.contains(.fullStop) { fullStops.append(offset) }
            }
            return ClusterTable.summing(&entries, runs: runs, tabs: tabs, mandatoryBreaks: mandatoryBreaks, fullStops: fullStops)
        }
    }

    /// The same table for runs whose glyphs changed but not their clusters (auto-shrink's
    /// scaled copy): flags kept, sums made again from the runs' advances.
    ///
    /// - Complexity: O(n + glyphs).
    func rebuilt(runs: [ShapedRun]) -> ClusterTable {
        var advances = entries.map { Entry(prefix: 0, flags: $0.flags) }
        for run in runs {
            for glyph in run.glyphs { advances[glyph.cluster].prefix += glyph.advance }
        }
        return ClusterTable.summing(&advances, runs: runs, tabs: tabs, mandatoryBreaks: mandatoryBreaks, fullStops: fullStops)
    }

    /// The table whose entries hold each cluster's advance at its offset, summed in place with
    /// the runs' letter spacing.
    ///
    /// Spacing goes after each line boundary's unit; a negative spacing may at most cancel the
    /// unit's own advance, so the pen never moves backwards. A tab jumps to a stop: no spacing
    /// after it. Widths grow with a line's end when nothing is letter-spaced and no advance is
    /// negative (or NaN).
    ///
    /// - Complexity: O(n).
    private static func summing(
        _ entries: inout [Entry], runs: [ShapedRun], tabs: [Int], mandatoryBreaks: [Int], fullStops: [Int]
    ) -> ClusterTable {
        let n = entries.count - 1
        let letterSpaced = runs.contains { $0.attributes.letterSpacing != 0 }
        var spacing: [Double] = []
        if letterSpaced {
            spacing = [Double](repeating: 0, count: n + 1)
            var runIndex = 0
            var unitAdvance = 0.0
            for i in 0..<n {
                unitAdvance += entries[i].prefix
                guard entries[i + 1].flags.isSuperset(of: .lineBoundary) else { continue }
                while runIndex + 1 < runs.count && runs[runIndex].range.upperBound <= i { runIndex += 1 }
                spacing[i + 1] = max(runs[runIndex].attributes.letterSpacing, -unitAdvance)
                unitAdvance = 0
            }
            for tab in tabs { spacing[tab + 1] = 0 }
        }
        // prefix[i + 1] = prefix[i] + advance[i] + spacing[i + 1], in place: each advance is
        // carried one step before its slot is overwritten.
        var total = 0.0
        var carried = entries[0].prefix
        entries[0].prefix = 0
        var grows = !letterSpaced
        for i in 0..<n {
            // `!(x >= 0)`: a NaN advance counts as negative.
            if !(carried >= 0) { grows = false }
            total += letterSpaced ? carried + spacing[i + 1] : carried
            carried = entries[i + 1].prefix
            entries[i + 1].prefix = total
        }
        return ClusterTable(
            entries: entries, spacing: spacing, tabs: tabs, mandatoryBreaks: mandatoryBreaks, fullStops: fullStops,
            isLetterSpaced: letterSpaced, widthsGrowWithEnd: grows)
    }
}
