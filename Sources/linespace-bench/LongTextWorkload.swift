// The long workload: `linespace measure` as a process on 5 MB of one English paragraph in three
// lines (tail, head and middle truncation), whole, and whole with `--json --glyphs`, and on 1,000,000
// blank lines with and without `--json`: peak memory and CPU time beside pango-view's (issue 34;
// docs/benchmark.md).
import Foundation
import LineSpaceText

extension Bench {
    /// Runs each long-text case once as a process and notes its peak RSS, per UTF-16 unit or
    /// per paragraph, and its CPU time.
    mutating func longTextWorkload() throws {
        guard let binary = Bench.linespaceBinary else {
            notes.append("long: no linespace executable beside linespace-bench (swift build -c release builds both)")
            return
        }
        let directory = FileManager.default.temporaryDirectory
        let paragraph = directory.appendingPathComponent("linespace-bench-long-\(getpid()).txt").path
        let blank = directory.appendingPathComponent("linespace-bench-blank-\(getpid()).txt").path
        defer {
            try? FileManager.default.removeItem(atPath: paragraph)
            try? FileManager.default.removeItem(atPath: blank)
        }
        let text = try Bench.paragraph(from: "literature", bytes: 5 << 20)
        try text.write(toFile: paragraph, atomically: false, encoding: .utf8)
        try String(repeating: "\n", count: 1_000_000).write(toFile: blank, atomically: false, encoding: .utf8)
        let units = Double(text.utf16.count)
        let measure = [binary, "measure", "--max-input", "8M", "--font", Bench.family, "--size", "17", "--width", "300"]
        for (name, extra) in [("tail", ["--lines", "3"]), ("head", ["--lines", "3", "--break", "head"]),
                              ("middle", ["--lines", "3", "--break", "middle"])] {
            guard let run = timedProcess(measure + ["--text-file", paragraph] + extra, input: "/dev/null") else {
                notes.append("long: 5 MB paragraph, 3 lines, \(name): the run failed")
                continue
            }
            var line = String(format: "long: 5 MB paragraph, 3 lines, %@ truncation: peak RSS %.1f MiB (%.1f bytes a unit), CPU %.2f s",
                              name, Double(run.peakKiB) / 1024, Double(run.peakKiB) * 1024 / units, run.cpuSeconds)
            let ellipsize = ["tail": "end", "head": "start", "middle": "middle"][name]!
            if options.engines.contains(.pango), let pango = pangoView(paragraph, ["--height=-3", "--ellipsize=\(ellipsize)"]) {
                line += String(format: "; pango-view %.1f MiB, CPU %.2f s", Double(pango.peakKiB) / 1024, pango.cpuSeconds)
            }
            notes.append(line)
        }
        // The whole paragraph laid out (issue 34's bytes per unit, above a tiny label's peak).
        if let run = timedProcess(measure + ["--text-file", paragraph], input: "/dev/null"),
           let tiny = timedProcess(measure + ["--text", "tiny"], input: "/dev/null") {
            notes.append(String(format: "long: 5 MB paragraph, measure (full layout): peak RSS %.1f MiB, %.1f bytes a unit above a tiny label's %.1f MiB, CPU %.2f s",
                                Double(run.peakKiB) / 1024, Double(run.peakKiB - tiny.peakKiB) * 1024 / units,
                                Double(tiny.peakKiB) / 1024, run.cpuSeconds))
        } else {
            notes.append("long: 5 MB paragraph, measure (full layout): the run failed")
        }
        // The whole paragraph written line by line, glyphs included (streamed output).
        if let run = timedProcess(measure + ["--text-file", paragraph, "--json", "--glyphs"], input: "/dev/null") {
            notes.append(String(format: "long: 5 MB paragraph, measure --json --glyphs: peak RSS %.1f MiB (%.1f bytes a unit), CPU %.2f s",
                                Double(run.peakKiB) / 1024, Double(run.peakKiB) * 1024 / units, run.cpuSeconds))
        } else {
            notes.append("long: 5 MB paragraph, measure --json --glyphs: the run failed")
        }
        for (name, extra) in [("", [String]()), (" --json", ["--json"])] {
            guard let run = timedProcess(measure + ["--text-file", blank] + extra, input: "/dev/null") else {
                notes.append("long: 1,000,000 blank lines\(name): the run failed")
                continue
            }
            var line = String(format: "long: 1,000,000 blank lines%@: peak RSS %.1f MiB (%.0f bytes a paragraph), CPU %.2f µs a paragraph",
                              name, Double(run.peakKiB) / 1024, Double(run.peakKiB) * 1024 / 1e6, run.cpuSeconds)
            if name.isEmpty, options.engines.contains(.pango), let pango = pangoView(blank, []) {
                line += String(format: "; pango-view %.1f MiB, %.2f µs", Double(pango.peakKiB) / 1024, pango.cpuSeconds)
            }
            notes.append(line)
        }
    }

    /// pango-view laying out `file` at the benchmark's font in 300 pt, drawn to a scratch PNG.
    private func pangoView(_ file: String, _ extra: [String]) -> ProcessRun? {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("linespace-bench-long-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        return timedProcess(
            ["/usr/bin/pango-view", "--font=\(Bench.family) 17", "--width=300", "-q", "-o", out] + extra + [file], input: "/dev/null")
    }
}
