// Measure: building a paragraph's cluster table from its analysis and its shaped runs.

extension ClusterTable {
    /// Collects a paragraph's facts: unit flags and break opportunities first (before shaping,
    /// which needs the tabs and hard breaks), then each shaped run's cluster edges and advances,
    /// then the sums.
    struct Builder {
        private let count: Int
        /// Until `finish`, `advances[i]` holds the advance of the cluster starting at `i`
        /// (punctuation trimming may change it through `adjustAdvance`); `finish` sums it in place.
        private var advances: [Double]
        private var flags: [ClusterFlags]
        private var tabs: [Int]
        private var mandatoryBreaks: [Int]

        /// - Complexity: O(n + opportunities).
        init(utf16: ArraySlice<UInt16>, breaks: BreakOpportunities) {
            count = utf16.count
            // Where no character extends a cluster, every offset is a grapheme boundary.
            let initial: ClusterFlags = breaks.everyOffsetIsAGraphemeBoundary ? .graphemeBoundary : []
            var flags: [ClusterFlags] = []
            flags.reserveCapacity(count + 1)
            var tabs: [Int] = [], mandatoryBreaks: [Int] = []
            for unit in utf16 {
                let unitFlags = ClusterFlags.ofUnit(unit)
                if unitFlags.contains(.tab) { tabs.append(flags.count) }
                flags.append(initial.union(unitFlags))
            }
            flags.append(initial)
            // Zeros appended to a reserved array (docs/design.md, "Costs we avoid").
            var advances: [Double] = []
            advances.reserveCapacity(count + 1)
            advances.append(contentsOf: repeatElement(0, count: count + 1))
            let line = breaks.line
            for index in line.indices {
                let offset = line[index].offset
                if line[index].isMandatory {
                    flags[offset].formUnion([.breakOpportunity, .mandatoryBreak])
                    if offset < count { mandatoryBreaks.append(offset) }
                } else {
                    flags[offset].formUnion(.breakOpportunity)
                }
            }
            self.flags = flags
            self.advances = advances
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
        mutating func add(_ run: ShapedRun) {
            flags[run.range.lowerBound].insert(.clusterEdge)
            flags[run.range.upperBound].insert(.clusterEdge)
            for glyph in run.glyphs {
                advances[glyph.cluster] += glyph.advance
                flags[glyph.cluster].formUnion(ClusterFlags(edge: glyph.edge))
            }
        }

        /// Changes the advance of the cluster at `offset` by `delta` (a trimmed mark).
        mutating func adjustAdvance(at offset: Int, by delta: Double) {
            advances[offset] += delta
        }

        /// The table of the paragraph shaped as `runs`, whose analysis is `breaks` (the
        /// builder's). The builder's arrays become the table's, leaving it empty.
        ///
        /// - Complexity: O(n), plus ICU's grapheme boundaries where the analysis did not find them.
        mutating func finish(runs: [ShapedRun], breaks: BreakOpportunities, keepsFullStops: Bool) -> ClusterTable {
            flags[0].insert(.clusterEdge)
            flags[count].insert(.clusterEdge)
            if !breaks.everyOffsetIsAGraphemeBoundary {
                let graphemes = breaks.graphemes()
                for offset in flags.indices where graphemes[offset] { flags[offset].formUnion(.graphemeBoundary) }
            }
            var fullStops: [Int] = []
            if keepsFullStops && !tabs.isEmpty {
                for offset in 0..<count where flags[offset].contains(.fullStop) { fullStops.append(offset) }
            }
            return ClusterTable.summing(
                exchange(&advances, with: []), flags: exchange(&flags, with: []), runs: runs, tabs: exchange(&tabs, with: []),
                mandatoryBreaks: exchange(&mandatoryBreaks, with: []), fullStops: fullStops)
        }
    }

    /// The same table for runs whose glyphs changed but not their clusters (auto-shrink's
    /// scaled copy): flags kept (shared, not copied), sums made again from the runs' advances.
    ///
    /// - Complexity: O(n + glyphs).
    func rebuilt(runs: [ShapedRun]) -> ClusterTable {
        var advances = [Double](repeating: 0, count: count + 1)
        for run in runs {
            for glyph in run.glyphs { advances[glyph.cluster] += glyph.advance }
        }
        return ClusterTable.summing(
            advances, flags: flags, runs: runs, tabs: tabs, mandatoryBreaks: mandatoryBreaks, fullStops: fullStops)
    }

    /// The table of `flags` whose `advances` hold each cluster's advance at its offset, summed
    /// in place into prefix sums with the runs' letter spacing. The arrays are the table's.
    ///
    /// Spacing goes after each line boundary's unit; a negative spacing may at most cancel the
    /// unit's own advance, so the pen never moves backwards. A tab jumps to a stop: no spacing
    /// after it. Widths grow with a line's end when nothing is letter-spaced and no advance is
    /// negative (or NaN).
    ///
    /// - Complexity: O(n).
    private static func summing(
        _ advances: consuming [Double], flags: consuming [ClusterFlags], runs: [ShapedRun], tabs: consuming [Int],
        mandatoryBreaks: consuming [Int], fullStops: consuming [Int]
    ) -> ClusterTable {
        let n = advances.count - 1
        let letterSpaced = runs.contains { $0.attributes.letterSpacing != 0 }
        var spacing: [Double] = []
        if letterSpaced {
            spacing = [Double](repeating: 0, count: n + 1)
            var runIndex = 0
            var unitAdvance = 0.0
            for i in 0..<n {
                unitAdvance += advances[i]
                guard flags[i + 1].isSuperset(of: .lineBoundary) else { continue }
                while runIndex + 1 < runs.count && runs[runIndex].range.upperBound <= i { runIndex += 1 }
                spacing[i + 1] = max(runs[runIndex].attributes.letterSpacing, -unitAdvance)
                unitAdvance = 0
            }
            for index in tabs.indices { spacing[tabs[index] + 1] = 0 }
        }
        // prefix[i + 1] = prefix[i] + advance[i] + spacing[i + 1], in place: each advance is
        // carried one step before its slot is overwritten.
        var total = 0.0
        var carried = advances[0]
        advances[0] = 0
        var grows = !letterSpaced
        for i in 0..<n {
            // `!(x >= 0)`: a NaN advance counts as negative.
            if !(carried >= 0) { grows = false }
            total += letterSpaced ? carried + spacing[i + 1] : carried
            carried = advances[i + 1]
            advances[i + 1] = total
        }
        return ClusterTable(
            prefixes: advances, flags: flags, spacing: spacing, tabs: tabs, mandatoryBreaks: mandatoryBreaks, fullStops: fullStops,
            isLetterSpaced: letterSpaced, widthsGrowWithEnd: grows)
    }
}
