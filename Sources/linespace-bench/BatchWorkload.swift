// The batch workload: `LayoutBatch.measurements` over the corpus with one task and with two,
// taking turns round by round: what a Swift server measuring on every core gains.
import Foundation
import LineSpaceText

extension Bench {
    /// Measures every corpus label at 320 pt through `LayoutBatch` with 1 and 2 tasks; notes
    /// each one's time per label and the throughput ratio (2 tasks ÷ 1).
    mutating func batchWorkload() {
        let attributes = TextAttributes(font: ours.font)
        let style = ParagraphStyle(lineSpacing: Double(ours.lineSpace), lineBreakMode: .byTruncatingTail)
        let requests = entries.map {
            LayoutBatch.Request(StyledText($0.text, attributes: attributes, paragraphStyle: style), options: LayoutOptions(width: 320))
        }
        log("batch: LayoutBatch.measurements of \(requests.count) labels at 320 pt, 1 and 2 tasks in turn")
        var sink = self.sink
        var one: [Double] = [], two: [Double] = []
        func round(_ tasks: Int) -> Double {
            let started = Timing.now()
            let sizes = Bench.blocking { try await LayoutBatch.measurements(of: requests, maximumConcurrency: tasks) }
            sink.consume(Double(sizes.last?.size.height ?? 0))
            return Double(Timing.now() - started) / 1000 / Double(requests.count)
        }
        for _ in 0..<max(1, options.rounds) {
            one.append(round(1))
            two.append(round(2))
        }
        self.sink = sink
        let ratios = zip(one, two).map { $0 / $1 }
        log(String(format: "  1 task: %.2f µs a label (rounds: %@)", Timing.median(one), one.map { String(format: "%.2f", $0) }.joined(separator: " ")))
        log(String(format: "  2 tasks: %.2f µs a label (rounds: %@)", Timing.median(two), two.map { String(format: "%.2f", $0) }.joined(separator: " ")))
        notes.append(String(format: "batch: LayoutBatch.measurements, %d labels: 1 task %.2f µs a label, 2 tasks %.2f µs; 2 tasks give %.2f× the throughput (median of %d alternating pairs: %@); load average %@",
                            requests.count, Timing.median(one), Timing.median(two), Timing.median(ratios), ratios.count,
                            ratios.map { String(format: "%.2f", $0) }.joined(separator: " "), Bench.loadAverage()))
    }

    /// The result of `body`, awaited from synchronous code.
    static func blocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            box.result = try? await body()
            done.signal()
        }
        done.wait()
        return box.result!
    }
}

/// A result handed from a task to the thread waiting for it (the semaphore orders the accesses).
private final class ResultBox<T>: @unchecked Sendable {
    var result: T?
}
