// The card workload: the example 1200×630 share card (three labels, one image) drawn in
// process and through `linespace compose --jsonl`, beside one pango-view process drawing the
// title alone (issue 30; docs/benchmark.md).
import Foundation
import LineSpaceText

extension Bench {
    /// Examples/ShareCard in this repository.
    static let shareCardDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/ShareCard").path

    /// Cards per round: a different title each, so no card is a cached repeat of another.
    static let cards = 100

    static func cardTitle(_ i: Int) -> String { "Line spacing done right, card \(i) of the benchmark run" }

    mutating func cardWorkload() throws {
        let directory = Bench.shareCardDirectory
        let scenePath = directory + "/card.json"
        let scene = try Scene(json: Data(contentsOf: URL(fileURLWithPath: scenePath)), directory: directory)
        let renderer = Renderer(options: scene.renderOptions)
        log("card: \(Bench.cards) cards of \(scenePath) (1200×630, three labels, one image), a title each")

        // In process: the scene read once; each card filled, laid out, drawn and PNG-encoded.
        var sink = self.sink
        let inProcess = rounds(Bench.cards, "in process: Scene.composition + Renderer.render (PNG bytes)") {
            for i in 0..<Bench.cards {
                let card = try! scene.composition(values: ["title": Bench.cardTitle(i)])
                sink.consume(CGFloat(try! renderer.render(card).count))
            }
        }
        self.sink = sink

        // Through the command: one process, one request line a card, each card written to a file.
        var composeFigure: Double?
        if let binary = Bench.linespaceBinary {
            let work = FileManager.default.temporaryDirectory.appendingPathComponent("linespace-bench-cards-\(getpid())").path
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: work) }
            let requests = work + "/cards.jsonl"
            let lines = (0..<Bench.cards).map { #"{"output": "card-\#($0).png", "values": {"title": "\#(Bench.cardTitle($0))"}}"# }
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: requests))
            var times: [Double] = []
            for _ in 0..<max(1, options.rounds) {
                let argv = [binary, "compose", scenePath, "--jsonl", "--jobs", "1", "--output-dir", work, requests]
                guard let run = timedProcess(argv, input: "/dev/null") else { continue }
                times.append(run.seconds * 1e6 / Double(Bench.cards))
            }
            if !times.isEmpty { composeFigure = report("compose --jsonl --jobs 1 (process, files written)", times) }
        } else {
            notes.append("card: compose --jsonl skipped, no linespace beside linespace-bench")
        }

        // pango-view: one process drawing the title alone, as a script without a batch would.
        var pangoTimes: [Double] = []
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("linespace-bench-card-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        for i in 0..<20 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/pango-view")
            process.arguments = ["--font=DejaVu Sans Bold 60", "--pixels", "--width=1040", "--spacing=8", "--hinting=none",
                                 "--margin=0", "-q", "-t", Bench.cardTitle(i), "-o", out]
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
            process.standardError = FileHandle(forWritingAtPath: "/dev/null")
            let start = Timing.now()
            guard (try? Timing.runToExit(process)) != nil else { break }
            pangoTimes.append(Double(Timing.now() - start) / 1000)
        }
        let pango = pangoTimes.isEmpty ? nil : report("pango-view, one process drawing the title alone", pangoTimes)
        var note = String(format: "card: in process %.0f µs a card", inProcess)
        if let composeFigure { note += String(format: "; compose --jsonl %.0f µs a card", composeFigure) }
        if let pango {
            note += String(format: "; one pango-view process (title only) %.0f µs", pango)
            if let composeFigure { note += String(format: ": a card through compose --jsonl costs %.2f× one pango-view process (goal <= 1)", composeFigure / pango) }
        } else {
            note += "; pango-view not found (libpango1.0-bin)"
        }
        notes.append(note)
    }
}
