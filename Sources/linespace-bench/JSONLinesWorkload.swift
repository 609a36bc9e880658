// The jsonl workload: `linespace measure --jsonl` as a whole process against the library's own
// per-label measure on the same labels, its --jobs scaling, its memory on a long input, and
// pango-view as a process per label beside it (issue 29; docs/benchmark.md).
import Foundation
import LineSpaceText

extension Bench {
    /// The `linespace` executable beside this benchmark's (`swift build -c release` builds both).
    static var linespaceBinary: String? {
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let path = own.deletingLastPathComponent().appendingPathComponent("linespace").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// One run of a process: wall time, CPU time (user + system) and peak resident memory.
    struct ProcessRun {
        var seconds: Double
        var cpuSeconds: Double
        var peakKiB: Int
    }

    /// Runs `argv` with standard input from `input` and output discarded; nil on failure.
    /// Wall time is taken here; CPU time and peak memory come from /usr/bin/time.
    func timedProcess(_ argv: [String], input: String) -> ProcessRun? {
        let rss = FileManager.default.temporaryDirectory.appendingPathComponent("linespace-bench-rss-\(getpid())").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M %U %S", "-o", rss] + argv
        process.standardInput = FileHandle(forReadingAtPath: input)
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        let start = Timing.now()
        do { try Timing.runToExit(process) } catch { return nil }
        let seconds = Double(Timing.now() - start) / 1e9
        let text = (try? String(contentsOfFile: rss, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: rss)
        let fields = (text.split(separator: "\n").last ?? "").split(separator: " ")
        guard process.terminationStatus == 0, fields.count == 3, let kib = Int(fields[0]),
              let user = Double(fields[1]), let system = Double(fields[2]) else { return nil }
        return ProcessRun(seconds: seconds, cpuSeconds: user + system, peakKiB: kib)
    }

    /// The 1-minute load average (/proc/loadavg): how busy the shared machine was.
    static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").first.map(String.init) ?? "?"
    }

    /// A file of `count` measure requests cycling through the corpus's labels.
    func requestFile(_ name: String, count: Int, width: Double) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("linespace-bench-\(name)-\(getpid()).jsonl").path
        guard FileManager.default.createFile(atPath: path, contents: nil) else { throw BenchError.usage("cannot create \(path)") }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        var chunk = ""
        for i in 0..<count {
            let text = entries[i % entries.count].text
            let data = try JSONSerialization.data(withJSONObject: ["text": text], options: [.fragmentsAllowed])
            let quoted = String(decoding: data, as: UTF8.self)
            chunk += "{\"id\":\(i),\"text\":\(quoted.dropFirst("{\"text\":".count).dropLast()),\"width\":\(Int(width))}\n"
            if chunk.utf8.count > 1 << 20 {
                handle.write(Data(chunk.utf8))
                chunk = ""
            }
        }
        handle.write(Data(chunk.utf8))
        return path
    }

    mutating func jsonlWorkload() throws {
        guard let binary = Bench.linespaceBinary else {
            notes.append("jsonl: skipped, no linespace beside linespace-bench (swift build -c release --product linespace)")
            return
        }
        let width = 320.0
        let count = 10_000
        let labels = (0..<count).map { entries[$0 % entries.count].text }
        log("jsonl: \(count) labels (the corpus, cycled), width \(Int(width)), \(binary)")
        let requests = try requestFile("10k", count: count, width: width)
        defer { try? FileManager.default.removeItem(atPath: requests) }
        let command = [binary, "measure", "--jsonl", "--font", Bench.family, "--size", argument(Bench.size), "--line-space", argument(Bench.lineSpace)]

        // The library as a Swift program measuring these labels once pays for it: a Label per
        // text, laid out without glyphs as `measure` does, the shaping cache emptied before each
        // round (the child process starts with an empty one; labels met again in the round hit,
        // in both). Beside it, the same round with the cache the previous round filled.
        var sink = self.sink
        let ours = self.ours
        let loadBefore = Bench.loadAverage()
        var libraryCPU: [Double] = []
        let library = roundsTiming(count, "library Label measure (no glyphs), shaping cache emptied first") {
            ShapingCache.shared.removeAll()
            let started = Timing.now(), startedCPU = Timing.threadCPU()
            for text in labels {
                let layout = ours.makeLabel(text).layout(width: width, includesGlyphs: false)
                sink.consume(layout.sizeThatFits(scale: 1).height)
            }
            libraryCPU.append(Double(Timing.threadCPU() - startedCPU) / 1000 / Double(count))
            return Timing.now() - started
        }
        log(String(format: "    its CPU time: %.2f µs a label", Timing.median(libraryCPU)))
        let libraryWarm = rounds(count, "library Label measure (no glyphs), shaping cache warm") {
            for text in labels {
                let layout = ours.makeLabel(text).layout(width: width, includesGlyphs: false)
                sink.consume(layout.sizeThatFits(scale: 1).height)
            }
        }
        self.sink = sink

        // --jobs 1 and --jobs 2 take turns round by round, so a neighbour's load falls on both.
        var one: [ProcessRun] = [], two: [ProcessRun] = []
        for _ in 0..<max(1, options.rounds) {
            guard let single = timedProcess(command + ["--jobs", "1", requests], input: "/dev/null"),
                  let double = timedProcess(command + ["--jobs", "2", requests], input: "/dev/null") else { continue }
            one.append(single)
            two.append(double)
        }
        let loadAfter = Bench.loadAverage()
        func µs(_ runs: [ProcessRun], _ value: (ProcessRun) -> Double) -> Double {
            Timing.median(runs.map { value($0) * 1e6 / Double(count) })
        }
        for (jobs, runs) in [(1, one), (2, two)] {
            log(String(format: "  measure --jsonl --jobs %d: %.2f µs a label wall, %.2f µs CPU (rounds: %@)", jobs,
                       µs(runs, \.seconds), µs(runs, \.cpuSeconds),
                       runs.map { String(format: "%.2f", $0.seconds * 1e6 / Double(count)) }.joined(separator: " ")))
        }
        let oneµs = µs(one, \.seconds), twoµs = µs(two, \.seconds)
        let oneCPU = µs(one, \.cpuSeconds), cpu = Timing.median(libraryCPU)
        notes.append(String(format: "jsonl: measure --jsonl --jobs 1, 10,000 labels: %.2f µs a label (the whole process: start, JSON in and out) against the library's %.2f µs measuring them once in a process (shaping cache emptied first; %.2f µs with it warm): %.2f× (goal <= 1.5×); CPU time %.2f against %.2f µs: %.2f×; load average %@ before, %@ after",
                            oneµs, library, libraryWarm, oneµs / library, oneCPU, cpu, oneCPU / cpu, loadBefore, loadAfter))
        let ratios = zip(one, two).map { $0.seconds / $1.seconds }
        notes.append(String(format: "jsonl: --jobs 2 against --jobs 1: %.2f× the throughput (median of %d alternating pairs: %@; goal >= 1.7× on 2 cores); %.2f µs a label; its CPU time %.2f× --jobs 1's (the work two jobs add; the rest of the gap is cores the neighbours held)",
                            Timing.median(ratios), ratios.count, ratios.map { String(format: "%.2f", $0) }.joined(separator: " "), twoµs,
                            µs(two, \.cpuSeconds) / oneCPU))

        // Peak memory on a long input: 1,000,000 lines through the default --jobs.
        let long = try requestFile("1m", count: 1_000_000, width: width)
        defer { try? FileManager.default.removeItem(atPath: long) }
        if let run = timedProcess(command + [long], input: "/dev/null") {
            notes.append(String(format: "jsonl: 1,000,000 lines: peak RSS %.1f MiB (goal < 100), %.2f µs a label; load average %@",
                                Double(run.peakKiB) / 1024, run.seconds * 1e6 / 1_000_000, Bench.loadAverage()))
        } else {
            notes.append("jsonl: the 1,000,000-line run failed")
        }

        // pango-view: one process per label, as a Python user without a batch would call it.
        let pangoLabels = labels.prefix(200)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("linespace-bench-pango-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let start = Timing.now()
        var ran = 0
        for text in pangoLabels {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/pango-view")
            process.arguments = ["--font=\(Bench.family) \(argument(Bench.size))", "--pixels", "--width=\(Int(width))",
                                 "--spacing=\(argument(Bench.lineSpace))", "--hinting=none", "--margin=0", "-q", "-t", text, "-o", out]
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
            process.standardError = FileHandle(forWritingAtPath: "/dev/null")
            guard (try? Timing.runToExit(process)) != nil else { break }
            ran += 1
        }
        if ran > 0 {
            let µs = Double(Timing.now() - start) / 1000 / Double(ran)
            notes.append(String(format: "jsonl: pango-view, %d processes (one a label): %.0f µs a label, %.0f× measure --jsonl's", ran, µs, µs / oneµs))
        } else {
            notes.append("jsonl: pango-view not found (libpango1.0-bin)")
        }
    }

    /// A number as the command line takes it (17, 10).
    private func argument(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
