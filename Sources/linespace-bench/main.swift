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

    func selected(_ name: String) -> Bool { options.only.contains(name) }

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
