// Workloads 7–9: one long paragraph (no line breaks at all), English, Chinese, hostile text (also
// letter-spaced) and white space, 256 KB and 1 MB, every line laid out: the time must grow
// linearly with the text (docs/benchmark.md).
import Foundation
import LineSpaceText

extension Bench {
    static let paragraphWorkloads: [(name: String, file: String, bytes: Int)] = [
        ("paragraph-en-256k", "fortunes", 256 << 10), ("paragraph-en-1m", "fortunes", 1 << 20),
        ("paragraph-zh-256k", "chinese", 256 << 10), ("paragraph-zh-1m", "chinese", 1 << 20),
        ("paragraph-hostile-256k", "hostile", 256 << 10), ("paragraph-hostile-1m", "hostile", 1 << 20),
        ("paragraph-hostile-spaced-256k", "hostile-spaced", 256 << 10), ("paragraph-hostile-spaced-1m", "hostile-spaced", 1 << 20),
        ("paragraph-white-space-256k", "white-space", 256 << 10), ("paragraph-white-space-1m", "white-space", 1 << 20),
        ("paragraph-runs-256k", "runs", 256 << 10), ("paragraph-runs-1m", "runs", 1 << 20),
    ]

    /// "a b" underlined then a Hebrew letter, in turn, as attribute runs of `font` (which lacks
    /// Hebrew): a paragraph of many runs, every other one itemized through font fallback.
    static func runsParagraph(bytes: Int, font: Font) -> StyledText {
        let plain = TextAttributes(font: font)
        var underlined = plain
        underlined.decoration.underline = TextLine()
        var utf16: [UInt16] = []
        var runs: [StyledText.Run] = []
        while utf16.count * 5 / 4 < bytes {
            for (piece, attributes) in [("a b", underlined), ("\u{05D0}", plain)] {
                let start = utf16.count
                utf16.append(contentsOf: piece.utf16)
                runs.append(StyledText.Run(range: start..<utf16.count, attributes: attributes))
            }
        }
        return try! StyledText(utf16: utf16, runs: runs)
    }

    /// One word, spaces filling the rest, and one word: white space hangs at a line's end, so
    /// every end in the run fits. Laid out three ways a round: wrapped by character (every end
    /// in the run a candidate of the first line), and in one line with tail and with middle
    /// truncation (every cut in the run tried).
    static func whiteSpaceParagraph(bytes: Int) -> String {
        "a" + String(repeating: " ", count: max(0, bytes - 2)) + "b"
    }

    /// A paragraph of four quarters that were quadratic once, each growing with the text: Hebrew
    /// letters and tabs (no break opportunity at all, UAX #14 LB21a: every line a tab walk from
    /// its start), runs of Latin and emoji with a tab each (a scan of the paragraph's tabs per
    /// run), one letter with all the rest as combining accents (HarfBuzz's search back for the
    /// base per mark), and syllables with a soft hyphen after each (a line too wide with its
    /// hyphen tried every later soft hyphen).
    static func hostileParagraph(bytes: Int) -> String {
        let quarter = bytes / 4
        let hebrew = String(repeating: "\u{05D0}\t", count: quarter / 3)
        let runs = String(repeating: "a\u{1F600}\t", count: quarter / 6)
        let marks = "a" + String(repeating: "\u{0301}", count: quarter / 2)
        let syllables = String(repeating: "ab\u{00AD}", count: quarter / 4)
        return hebrew + " " + runs + " " + marks + " " + syllables
    }

    /// `file`'s text as one paragraph of about `bytes` UTF-8 bytes: separators become spaces
    /// (Chinese: nothing), repeated until long enough, cut at a character.
    static func paragraph(from file: String, bytes: Int) throws -> String {
        let whole = try Corpus.wholeFile(file)
        let joiner = file == "chinese" ? "" : " "
        let words = whole.split(whereSeparator: { $0.isNewline }).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var text = ""
        while text.utf8.count < bytes {
            for line in words {
                text += line + joiner
                if text.utf8.count >= bytes { break }
            }
        }
        return text
    }

    /// Lays out each selected paragraph at width 600 with unlimited lines, timing whole layouts.
    mutating func paragraphWorkloads() throws {
        var sink = self.sink
        let ours = self.ours
        var times: [String: Double] = [:]
        for workload in Bench.paragraphWorkloads where options.only.contains(workload.name) {
            // What a round lays out (the lines it made, for the sink), and the text's description.
            let layOut: () -> Int
            let described: String
            switch workload.file {
            case "runs":
                // Through TextLayout: a Label's text is one run.
                let text = Bench.runsParagraph(bytes: workload.bytes, font: ours.font)
                layOut = { TextLayout(text: text, options: LayoutOptions(width: 600)).lines.count }
                described = "\(text.utf16.count) UTF-16 units, \(text.runs.count) attribute runs"
            case "white-space":
                let text = Bench.whiteSpaceParagraph(bytes: workload.bytes)
                layOut = {
                    var lines = 0
                    for (mode, limit) in [(LineBreakMode.byCharWrapping, 0), (.byTruncatingTail, 1), (.byTruncatingMiddle, 1)] {
                        var engine = ours
                        engine.lineBreakMode = mode
                        lines += engine.truncate(text, width: 600, lines: limit)
                    }
                    return lines
                }
                described = "\(text.utf8.count) bytes, \(text.utf16.count) UTF-16 units"
            default:
                let text = workload.file.hasPrefix("hostile")
                    ? Bench.hostileParagraph(bytes: workload.bytes) : try Bench.paragraph(from: workload.file, bytes: workload.bytes)
                // Letter spacing walks every line glyph by glyph, each glyph finding its grapheme.
                var engine = ours
                engine.letterSpacing = workload.file == "hostile-spaced" ? 1 : 0
                layOut = { [engine] in engine.truncate(text, width: 600, lines: 0) }
                described = "\(text.utf8.count) bytes, \(text.utf16.count) UTF-16 units"
            }
            log("\(workload.name): \(described), one paragraph")
            var result = WorkloadResult(name: workload.name)
            if options.engines.contains(.ours) {
                result.ours = rounds(1, "ours", rounds: options.hugeRounds) { sink.consume(layOut()) }
                times[workload.name] = result.ours
            }
            report.workloads.append(result)
        }
        for language in ["en", "zh", "hostile", "hostile-spaced", "white-space", "runs"] {
            if let small = times["paragraph-\(language)-256k"], let large = times["paragraph-\(language)-1m"] {
                notes.append(String(
                    format: "paragraph-%@: 4× the text took %.2f× the time (linear: ~4; goal ≤ 4.5)", language, large / small))
            }
        }
        self.sink = sink
    }
}
