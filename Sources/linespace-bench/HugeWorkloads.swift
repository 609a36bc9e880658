// linespace-bench: workload 6, the whole `chinese` file as one label.
import Foundation
import LineSpaceText

extension Bench {
    /// Workload 6: the whole `chinese` file as one label at width 600.
    mutating func hugeWorkloads() throws {
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
