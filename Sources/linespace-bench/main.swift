// linespace-bench: LineSpaceText against Pango and the HarfBuzz shaping floor (docs/benchmark.md).
import Foundation
import LineSpaceText

#if canImport(Glibc)
import Glibc
#endif

/// Runs the workloads the options select and prints the figures.
struct Bench {
    static let family = "Noto Sans CJK SC"
    static let size = 17.0
    static let lineSpace = 10.0
    /// Labels re-measured together in workload 2 (a table's visible cells), well inside the
    /// shared cache's capacity.
    static let tableCells = 200
    /// Layouts per round of huge-3lines and of the two labels it is compared with: a round of
    /// 50 lasted half a millisecond, and two runs' medians differed by 5 % (10.6 and 11.1 µs).
    static let hugeTruncations = 1000
    /// The "single short label" the huge truncated text is compared with (30 characters).
    static let shortText = "如何讓你遇見我，在我最美麗的時刻。為這，我已在佛前求了五百"

    let options: Options
    let entries: [CorpusEntry]
    let ours: OursEngine
    let pango: PangoEngine?
    let floor: HarfBuzzFloor?
    var sink = Sink()
    var report = Report()
    var notes: [String] = []

    init(options: Options) throws {
        self.options = options
        entries = try Corpus.load(chineseStride: options.chineseStride)
        let font: Font
        do { font = try Font(family: Bench.family, size: Bench.size) } catch {
            throw BenchError.font("\(Bench.family): \(error) (Debian package fonts-noto-cjk)")
        }
        guard font.resolvedFamily == Bench.family else {
            throw BenchError.font("fontconfig gives \(font.resolvedFamily) for \(Bench.family) (install fonts-noto-cjk)")
        }
        ours = OursEngine(font: font, lineSpace: CGFloat(Bench.lineSpace))
        if options.engines.contains(.pango) {
            let pango = try PangoEngine(family: Bench.family, pixelSize: Bench.size, lineSpace: Bench.lineSpace)
            guard pango.resolvedFamily == Bench.family else {
                throw BenchError.pango("Pango resolves \(pango.resolvedFamily) for \(Bench.family)")
            }
            self.pango = pango
        } else {
            pango = nil
        }
        floor = options.engines.contains(.floor) ? try HarfBuzzFloor(file: font.file, faceIndex: font.faceIndex) : nil
    }

    func log(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    private func selected(_ name: String) -> Bool { options.only.contains(name) }

    mutating func run() throws {
        let characters = entries.reduce(0) { $0 + $1.text.count }
        log("corpus: \(entries.count) labels, \(characters) characters (every \(options.chineseStride). entry of `chinese`, all of \(Corpus.files.filter { $0 != "chinese" }.joined(separator: ", ")))")
        if options.warmup { warmUp() }

        let corpusFloor = corpusFloorTime()
        for (name, width) in [("measure-w200", 200.0), ("measure-w320", 320.0), ("measure-w600", 600.0)] where selected(name) {
            report.workloads.append(measureWorkload(name, width: width, floor: corpusFloor))
        }
        for (name, width, lines) in [("truncate-1line-w200", 200.0, 1), ("truncate-2lines-w320", 320.0, 2)] where selected(name) {
            report.workloads.append(truncateWorkload(name, width: width, lines: lines, floor: corpusFloor))
        }
        if selected("render-png-x2") { report.workloads.append(renderWorkload()) }
        if selected("huge-full") || selected("huge-3lines") { try hugeWorkloads() }
        if options.only.contains(where: { $0.hasPrefix("paragraph-") }) { try paragraphWorkloads() }
        if selected("resize") && options.engines.contains(.ours) { resizeWorkload() }
        if selected("batch") && options.engines.contains(.ours) { batchWorkload() }
        if selected("jsonl") && options.engines.contains(.ours) { try jsonlWorkload() }
        if selected("card") && options.engines.contains(.ours) { try cardWorkload() }
        if selected("long") && options.engines.contains(.ours) { try longTextWorkload() }
        if options.agreement { report.lineCountAgreement = lineCountAgreement() }
        report.peakRSSMiB = Timing.peakRSSMiB()

        // With --json, stdout holds the JSON alone and the readable summary goes to stderr.
        var summary = [report.table()]
        if let agreement = report.lineCountAgreement {
            summary.append(String(format: "\nline-count agreement with Pango: %.2f%%", agreement * 100))
        }
        summary.append(String(format: "peak RSS: %.1f MiB", report.peakRSSMiB))
        summary += notes
        if options.json {
            log(summary.joined(separator: "\n"))
            print(try report.json())
        } else {
            print(summary.joined(separator: "\n"))
        }
        if sink.value.isNaN { log("(sink \(sink.value))") }
    }

    /// Fills font, fallback and ICU caches of both engines (a width no workload uses, so no
    /// layout result can be reused by workload 1).
    private mutating func warmUp() {
        log("warm-up…")
        for entry in entries {
            if options.engines.contains(.ours) { sink.consume(ours.measure(entry.text, width: 250)) }
            if let pango { sink.consume(pango.measure(entry.text, width: 250)) }
            if let floor { sink.consume(floor.shape(entry.utf16)) }
        }
    }

    func rounds(_ items: Int, _ label: String, rounds: Int? = nil, _ body: () -> Void) -> Double {
        report(label, Timing.perItem(rounds: rounds ?? options.rounds, items: items, body))
    }

    func roundsTiming(_ items: Int, _ label: String, _ body: () -> UInt64) -> Double {
        report(label, Timing.perItem(rounds: options.rounds, items: items, timing: body))
    }

    func report(_ label: String, _ times: [Double]) -> Double {
        let median = Timing.median(times)
        log(String(format: "  %@: %.2f µs (rounds: %@)", label, median, times.map { String(format: "%.2f", $0) }.joined(separator: " ")))
        return median
    }

    /// HarfBuzz shaping of every label's whole text (width-independent).
    private mutating func corpusFloorTime() -> Double? {
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
    private mutating func measureWorkload(_ name: String, width: Double, floor: Double?) -> WorkloadResult {
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
    private mutating func truncateWorkload(_ name: String, width: Double, lines: Int, floor: Double?) -> WorkloadResult {
        log(name)
        var result = WorkloadResult(name: name, floor: floor)
        var sink = self.sink
        let entries = self.entries
        let ours = self.ours
        if options.engines.contains(.ours) {
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

    /// Workload 5: lay out and render to a PNG in memory at scale 2, width 320, all lines.
    private mutating func renderWorkload() -> WorkloadResult {
        log("render-png-x2")
        var result = WorkloadResult(name: "render-png-x2")
        let sample = stride(from: 0, to: entries.count, by: options.renderStride).map { entries[$0] }
        var sink = self.sink
        let ours = self.ours
        if options.engines.contains(.ours) {
            result.ours = rounds(sample.count, "ours") {
                for entry in sample { sink.consume(ours.renderPNG(entry.text, width: 320, scale: 2)) }
            }
        }
        if let pango {
            result.pango = rounds(sample.count, "pango") {
                for entry in sample { sink.consume(pango.renderPNG(entry.text, width: 320, scale: 2).count) }
            }
        }
        self.sink = sink
        return result
    }

    /// Workload 6: the whole `chinese` file as one label at width 600.
    private mutating func hugeWorkloads() throws {
        let text = try Corpus.wholeFile("chinese")
        let utf16 = Array(text.utf16)
        log("huge: \(text.count) characters, \(utf16.count) UTF-16 units")
        var sink = self.sink
        let ours = self.ours
        let hugeRounds = options.hugeRounds
        if selected("huge-full") {
            log("huge-full")
            var result = WorkloadResult(name: "huge-full")
            if options.engines.contains(.ours) {
                result.ours = rounds(1, "ours", rounds: hugeRounds) { sink.consume(ours.truncate(text, width: 600, lines: 0)) }
            }
            if let pango {
                // Pango takes about 95 s for this text here (superlinear): one round by default.
                result.pango = rounds(1, "pango", rounds: options.pangoHugeRounds) { sink.consume(pango.measure(text, width: 600)) }
            }
            if let floor {
                result.floor = rounds(1, "floor", rounds: hugeRounds) { sink.consume(floor.shape(utf16)) }
            }
            report.workloads.append(result)
        }
        if selected("huge-3lines") {
            log("huge-3lines")
            var result = WorkloadResult(name: "huge-3lines")
            if options.engines.contains(.ours) {
                // A fresh label per layout, many per round (a single layout per round gave
                // medians that still held the first round's warming up). The huge text, the short
                // label and the same three lines from a short text (the file's first four
                // paragraphs: the fourth makes the third line end in an ellipsis, as the rest of
                // the huge text does) take turns round by round, so that a machine slowing down
                // or speeding up during the run weighs on all three alike.
                let count = Bench.hugeTruncations
                let short = Bench.shortText
                let sameLines = Bench.firstParagraphs(text, count: 4)
                var times: (huge: [Double], short: [Double], same: [Double]) = ([], [], [])
                // One untimed round of each first: the first thousands of layouts of a process
                // ran half again as slow (its heap and caches filling).
                hugeTruncateRound(text, count: count, ours: ours, sink: &sink)
                shortTruncateRound(short, count: count, ours: ours, sink: &sink)
                sameLinesTruncateRound(sameLines, count: count, ours: ours, sink: &sink)
                for _ in 0..<options.huge3LinesRounds {
                    times.huge += Timing.perItem(rounds: 1, items: count) { hugeTruncateRound(text, count: count, ours: ours, sink: &sink) }
                    times.short += Timing.perItem(rounds: 1, items: count) { shortTruncateRound(short, count: count, ours: ours, sink: &sink) }
                    times.same += Timing.perItem(rounds: 1, items: count) { sameLinesTruncateRound(sameLines, count: count, ours: ours, sink: &sink) }
                }
                result.ours = report("ours", times.huge)
                let reference = report("ours, one short label, 3 lines, width 600", times.short)
                let sameLinesReference = report("ours, the same 3 lines from a short text (\(sameLines.utf16.count) units)", times.same)
                if let huge = result.ours {
                    notes.append(String(
                        format: "huge-3lines: %.2f µs vs %.2f µs for one 30-character label with the same settings (%.2f×)",
                        huge, reference, huge / reference))
                    notes.append(String(
                        format: "huge-3lines: %.2f µs vs %.2f µs for the same 3 lines from a short text (%.2f×)",
                        huge, sameLinesReference, huge / sameLinesReference))
                }
            }
            if let pango {
                result.pango = rounds(1, "pango", rounds: hugeRounds) { sink.consume(pango.truncate(text, width: 600, lines: 3)) }
            }
            report.workloads.append(result)
        }
        self.sink = sink
    }

    /// How often our line count equals Pango's over the corpus at the three measure widths;
    /// notes a few differences.
    private mutating func lineCountAgreement() -> Double? {
        guard let pango else { return nil }
        log("line-count agreement")
        var equal = 0, total = 0
        var differences: [String] = []
        for width in [200.0, 320.0, 600.0] {
            for entry in entries {
                let ourLines = ours.lines(entry.text, width: CGFloat(width))
                let pangoLines = pango.lines(entry.text, width: width)
                total += 1
                if ourLines.count == pangoLines.count {
                    equal += 1
                } else if differences.count < options.differences * 50 {
                    differences.append(describe(entry, width: width, ours: ourLines, pango: pangoLines))
                }
            }
        }
        // The truncation workloads do equal work only if both engines stop at the same number
        // of lines (Pango is given a height of exactly that many lines).
        var truncatedEqual = 0, truncatedTotal = 0
        for (width, lines) in [(200.0, 1), (320.0, 2)] {
            for entry in entries {
                truncatedTotal += 1
                if ours.truncate(entry.text, width: CGFloat(width), lines: lines)
                    == pango.truncate(entry.text, width: width, lines: lines) { truncatedEqual += 1 }
            }
        }
        notes.append(String(
            format: "truncation workloads: equal line counts for %.2f%% of %d labels", 100 * Double(truncatedEqual) / Double(max(1, truncatedTotal)), truncatedTotal))
        if !differences.isEmpty {
            // A spread of examples rather than the first few of one file.
            let step = max(1, differences.count / options.differences)
            notes.append("\nline-count differences (\(total - equal) of \(total)); some of them:")
            notes += stride(from: 0, to: differences.count, by: step).prefix(options.differences).map { differences[$0] }
        }
        return total == 0 ? nil : Double(equal) / Double(total)
    }

    private func describe(_ entry: CorpusEntry, width: Double, ours: [NSRange], pango: [Range<Int>]) -> String {
        let utf8 = Array(entry.text.utf8)
        let ourTexts = ours.map { range in
            String(decoding: entry.utf16[range.location..<(range.location + range.length)], as: UTF16.self)
        }
        let pangoTexts = pango.map { String(decoding: utf8[$0], as: UTF8.self) }
        var first = 0
        while first < min(ourTexts.count, pangoTexts.count),
              ourTexts[first].trimmingCharacters(in: .whitespacesAndNewlines)
                == pangoTexts[first].trimmingCharacters(in: .whitespacesAndNewlines) {
            first += 1
        }
        func show(_ lines: [String]) -> String {
            lines[first..<min(lines.count, first + 2)].map { "«\($0)»" }.joined(separator: " / ")
        }
        return "- \(entry.label) at width \(Int(width)): ours \(ours.count) lines, Pango \(pango.count); "
            + "first different line \(first + 1): ours \(show(ourTexts)), Pango \(show(pangoTexts))"
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

/// The untimed round that refills the shaping cache after the cold rounds; returns its figures.
@inline(never)
func fillMeasureRound(_ entries: [CorpusEntry], ours: OursEngine, width: Double, sink: inout Sink) -> ShapingCache.Statistics {
    for entry in entries { sink.consume(Double(ours.measure(entry.text, width: CGFloat(width)))) }
    return ShapingCache.shared.statistics
}

/// `count` huge-3lines layouts, a fresh label each (`--toggle-collect='*hugeTruncateRound*'`).
@inline(never)
func hugeTruncateRound(_ text: String, count: Int, ours: OursEngine, sink: inout Sink) {
    for _ in 0..<count { sink.consume(ours.truncate(text, width: 600, lines: 3)) }
}

/// The short label huge-3lines is compared with, `count` times (`--toggle-collect='*shortTruncateRound*'`).
/// It also counts its layouts: a body identical to `hugeTruncateRound` would be merged with it.
@inline(never)
func shortTruncateRound(_ text: String, count: Int, ours: OursEngine, sink: inout Sink) {
    for _ in 0..<count {
        sink.consume(ours.truncate(text, width: 600, lines: 3))
        sink.consume(1.0)
    }
}

/// The huge text's first four paragraphs as a short label, `count` times
/// (`--toggle-collect='*sameLinesTruncateRound*'`). It counts its layouts twice so that its body
/// differs from the other two rounds'.
@inline(never)
func sameLinesTruncateRound(_ text: String, count: Int, ours: OursEngine, sink: inout Sink) {
    for _ in 0..<count {
        sink.consume(ours.truncate(text, width: 600, lines: 3))
        sink.consume(2.0)
        sink.consume(2.0)
    }
}

extension Bench {
    /// The first `count` paragraphs of `text` (split at LF), without the last separator.
    static func firstParagraphs(_ text: String, count: Int) -> String {
        text.split(separator: "\n", maxSplits: count, omittingEmptySubsequences: false).prefix(count).joined(separator: "\n")
    }
}

/// Labels measured again through the layout cache, timed (`--toggle-collect='*cachedMeasureRound*'`);
/// returns the loop's nanoseconds.
@inline(never)
func cachedMeasureRound(_ labels: ArraySlice<Label>, size: CGSize, sink: inout Sink) -> UInt64 {
    let started = Timing.now()
    for label in labels { sink.consume(Double(label.sizeThatFits(size).height)) }
    return Timing.now() - started
}

do {
    let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    var bench = try Bench(options: options)
    try ShapingCache.$current.withValue(options.shapingCache ? ShapingCache.shared : nil) { try bench.run() }
} catch let error as BenchError {
    FileHandle.standardError.write(Data("linespace-bench: \(error)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("linespace-bench: \(error)\n".utf8))
    exit(1)
}
