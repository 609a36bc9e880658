// linespace-bench: the measure and truncate workloads (1 to 4) and their rounds.
import Foundation
import LineSpaceText

extension Bench {
    /// HarfBuzz shaping of every label's whole text (width-independent).
    mutating func corpusFloorTime() -> Double? {
        guard let floor, options.only.contains(where: { $0.hasPrefix("measure") || $0.hasPrefix("truncate") }) else { return nil }
        log("floor (HarfBuzz shaping of each label's text)")
        var sink = self.sink
        let entries = self.entries
        let median = rounds(entries.count, "floor") {
            for entry in entries { sink.consume(floor.shape(entry.utf16)) }
        }
        self.sink = sink
        return median
    }

    /// Workloads 1 and 2: a fresh label per measurement, then the same labels again.
    mutating func measureWorkload(_ name: String, width: Double, floor: Double?) -> WorkloadResult {
        log(name)
        var result = WorkloadResult(name: name, floor: floor)
        var sink = self.sink
        let entries = self.entries
        let ours = self.ours
        if options.engines.contains(.ours) {
            // Cold: the shaping cache emptied before each round (words met twice in the round
            // still hit). Warm: the cache filled by the round before, as a server's would be.
            let cache = ShapingCache.shared
            var cold = ShapingCache.Statistics()
            if options.shapingCache {
                result.oursCold = roundsTiming(entries.count, "ours, cold shaping cache") {
                    let elapsed = coldMeasureRound(entries, ours: ours, width: width, sink: &sink)
                    cold = cache.statistics
                    return elapsed
                }
                _ = fillMeasureRound(entries, ours: ours, width: width, sink: &sink)
            }
            let before = cache.statistics
            result.ours = rounds(entries.count, options.shapingCache ? "ours, warm shaping cache" : "ours, no shaping cache") {
                oursMeasureRound(entries, ours: ours, width: width, sink: &sink)
            }
            if options.shapingCache {
                let warm = cache.statistics
                let warmHits = warm.hits - before.hits, warmLookups = warmHits + warm.misses - before.misses
                notes.append(String(
                    format: "%@: shaping cache hit rate %.1f%% cold, %.1f%% warm; %d entries, %.2f MiB of %.0f MiB",
                    name, cold.hitRate * 100, 100 * Double(warmHits) / Double(max(1, warmLookups)), warm.entries,
                    Double(warm.bytes) / 1_048_576, Double(cache.byteLimit) / 1_048_576))
            }
            // The same labels measured at another width, no layout cache: each keeps its measured
            // paragraphs, so this costs line filling only (no shaping, no analysis).
            let widthLabels = entries.map { ours.makeLabel($0.text) }
            let other = CGSize(width: CGFloat(width) + 37, height: .infinity)
            let size = CGSize(width: CGFloat(width), height: .infinity)
            result.oursRemeasured = roundsTiming(widthLabels.count, "ours at another width (paragraphs kept)") {
                for label in widthLabels { sink.consume(Double(label.sizeThatFits(other).height)) }
                let started = Timing.now()
                for label in widthLabels { sink.consume(Double(label.sizeThatFits(size).height)) }
                return Timing.now() - started
            }
            if let remeasured = result.oursRemeasured, let cold = result.oursCold {
                notes.append(String(
                    format: "%@: measured again at another width (paragraphs kept): %.2f µs, %.1f× faster than cold, %.1f× than warm",
                    name, remeasured, cold / remeasured, (result.ours ?? .nan) / remeasured))
            }
            // Workload 2: labels measured once through the shared (bounded) layout cache, then
            // measured again, a table's worth of cells at a time.
            let labels = entries.map { ours.makeLabel($0.text, cache: .shared) }
            let chunk = Bench.tableCells
            result.oursCached = roundsTiming(labels.count, "ours again (layout-cache hit)") {
                var elapsed: UInt64 = 0
                for start in stride(from: 0, to: labels.count, by: chunk) {
                    let cells = labels[start..<min(labels.count, start + chunk)]
                    // The table's first measure, not timed; then the timed re-measure.
                    for label in cells { sink.consume(Double(label.sizeThatFits(size).height)) }
                    elapsed += cachedMeasureRound(cells, size: size, sink: &sink)
                }
                return elapsed
            }
            if let hit = result.oursCached {
                let cold = result.oursCold ?? (options.shapingCache ? nil : result.ours)
                notes.append(String(
                    format: "%@: layout-cache hit %.2f µs: %.0f× faster than cold (nothing cached), %.0f× than warm shaping cache",
                    name, hit, (cold ?? .nan) / hit, (options.shapingCache ? result.ours ?? .nan : .nan) / hit))
            }
        }
        if let pango {
            result.pango = rounds(entries.count, "pango") {
                for entry in entries { sink.consume(pango.measure(entry.text, width: width)) }
            }
        }
        self.sink = sink
        return result
    }

    /// Workloads 3 and 4: `lines` lines at most, tail truncation.
    mutating func truncateWorkload(_ name: String, width: Double, lines: Int, floor: Double?) -> WorkloadResult {
        log(name)
        var result = WorkloadResult(name: name, floor: floor)
        var sink = self.sink
        let entries = self.entries
        let ours = self.ours
        if options.engines.contains(.ours) {
            // Cold as for measuring: new labels in new words, each line edge shaped for the first
            // time. The warm rounds then find the words and the edges in the cache.
            if options.shapingCache {
                result.oursCold = roundsTiming(entries.count, "ours, cold shaping cache") {
                    coldTruncateRound(entries, ours: ours, width: width, lines: lines, sink: &sink)
                }
            }
            result.ours = rounds(entries.count, "ours") {
                for entry in entries { sink.consume(ours.truncate(entry.text, width: CGFloat(width), lines: lines)) }
            }
        }
        if let pango {
            result.pango = rounds(entries.count, "pango") {
                for entry in entries { sink.consume(pango.truncate(entry.text, width: width, lines: lines)) }
            }
        }
        self.sink = sink
        return result
    }

}

/// The measure loop on its own, for callgrind (`--toggle-collect='*oursMeasureRound*'`): the
/// warm-shaping-cache rounds (or every round with `--no-shaping-cache`).
@inline(never)
func oursMeasureRound(_ entries: [CorpusEntry], ours: OursEngine, width: Double, sink: inout Sink) {
    for entry in entries { sink.consume(Double(ours.measure(entry.text, width: CGFloat(width)))) }
}

/// The same loop with the shaping cache emptied first (`--toggle-collect='*coldMeasureRound*'`);
/// returns the loop's nanoseconds. (Each round function differs, or the optimizer merges them.)
@inline(never)
func coldMeasureRound(_ entries: [CorpusEntry], ours: OursEngine, width: Double, sink: inout Sink) -> UInt64 {
    ShapingCache.shared.removeAll()
    let started = Timing.now()
    for entry in entries { sink.consume(Double(ours.measure(entry.text, width: CGFloat(width)))) }
    return Timing.now() - started
}

/// A truncation round with the shaping cache emptied first; returns the loop's nanoseconds.
@inline(never)
func coldTruncateRound(_ entries: [CorpusEntry], ours: OursEngine, width: Double, lines: Int, sink: inout Sink) -> UInt64 {
    ShapingCache.shared.removeAll()
    let started = Timing.now()
    for entry in entries { sink.consume(ours.truncate(entry.text, width: CGFloat(width), lines: lines)) }
    return Timing.now() - started
}

/// The untimed round that refills the shaping cache after the cold rounds; returns its figures.
@inline(never)
func fillMeasureRound(_ entries: [CorpusEntry], ours: OursEngine, width: Double, sink: inout Sink) -> ShapingCache.Statistics {
    for entry in entries { sink.consume(Double(ours.measure(entry.text, width: CGFloat(width)))) }
    return ShapingCache.shared.statistics
}

/// Labels measured again through the layout cache, timed (`--toggle-collect='*cachedMeasureRound*'`);
/// returns the loop's nanoseconds.
@inline(never)
func cachedMeasureRound(_ labels: ArraySlice<Label>, size: CGSize, sink: inout Sink) -> UInt64 {
    let started = Timing.now()
    for label in labels { sink.consume(Double(label.sizeThatFits(size).height)) }
    return Timing.now() - started
}
