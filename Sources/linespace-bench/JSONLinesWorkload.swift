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

    /// Runs `argv` with standard input from `input` and output discarded; returns the wall
    /// time in seconds and the peak resident memory in KiB (from /usr/bin/time), nil on failure.
    func timedProcess(_ argv: [String], input: String) -> (seconds: Double, peakKiB: Int)? {
        let rss = FileManager.default.temporaryDirectory.appendingPathComponent("linespace-bench-rss-\(getpid())").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M", "-o", rss] + argv
        process.standardInput = FileHandle(forReadingAtPath: input)
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        let start = Timing.now()
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        let seconds = Double(Timing.now() - start) / 1e9
        let text = (try? String(contentsOfFile: rss, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: rss)
        guard process.terminationStatus == 0, let kib = Int(text.split(separator: "\n").last ?? "") else { return nil }
        return (seconds, kib)
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

        // The library: a Label per text, laid out without glyphs, as `measure` does.
        var sink = self.sink
        let ours = self.ours
        let library = rounds(count, "library Label measure (no glyphs)") {
            for text in labels {
                let layout = ours.makeLabel(text).layout(width: width, includesGlyphs: false)
                sink.consume(layout.sizeThatFits(scale: 1).height)
            }
        }
        self.sink = sink
        func perLabel(_ jobs: Int, _ file: String, _ items: Int) -> (µs: Double, peakMiB: Double) {
            var times: [Double] = [], peaks: [Double] = []
            for _ in 0..<max(1, options.rounds) {
                guard let run = timedProcess(command + ["--jobs", String(jobs), file], input: "/dev/null") else { continue }
                times.append(run.seconds * 1e6 / Double(items))
                peaks.append(Double(run.peakKiB) / 1024)
            }
            log(String(format: "  measure --jsonl --jobs %d: %.2f µs a label (rounds: %@)", jobs, Timing.median(times),
                       times.map { String(format: "%.2f", $0) }.joined(separator: " ")))
            return (Timing.median(times), peaks.max() ?? .nan)
        }
        let one = perLabel(1, requests, count)
        let two = perLabel(2, requests, count)
        notes.append(String(format: "jsonl: measure --jsonl --jobs 1, 10,000 labels: %.2f µs a label (process, JSON in and out) against the library's %.2f µs: %.2f× (goal <= 1.5×)",
                            one.µs, library, one.µs / library))
        notes.append(String(format: "jsonl: --jobs 2 against --jobs 1: %.2f× the throughput (goal >= 1.7× on 2 cores)", one.µs / two.µs))

        // Peak memory on a long input: 1,000,000 lines through the default --jobs.
        let long = try requestFile("1m", count: 1_000_000, width: width)
        defer { try? FileManager.default.removeItem(atPath: long) }
        if let run = timedProcess(command + [long], input: "/dev/null") {
            notes.append(String(format: "jsonl: 1,000,000 lines: peak RSS %.1f MiB (goal < 100), %.2f µs a label",
                                Double(run.peakKiB) / 1024, run.seconds * 1e6 / 1_000_000))
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
            guard (try? process.run()) != nil else { break }
            process.waitUntilExit()
            ran += 1
        }
        if ran > 0 {
            let µs = Double(Timing.now() - start) / 1000 / Double(ran)
            notes.append(String(format: "jsonl: pango-view, %d processes (one a label): %.0f µs a label, %.0f× measure --jsonl's", ran, µs, µs / one.µs))
        } else {
            notes.append("jsonl: pango-view not found (libpango1.0-bin)")
        }
    }

    /// A number as the command line takes it (17, 10).
    private func argument(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
