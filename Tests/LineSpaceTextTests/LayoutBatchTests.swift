// LayoutBatch: many texts laid out or measured concurrently, in order, each exactly as alone.
import Foundation
import Testing
@testable import LineSpaceText

@Suite("Layout batches")
struct LayoutBatchTests {
    /// Random texts in two fonts, some asked at several widths and limits (prepared once).
    static func requests(seed: UInt64, count: Int) -> [LayoutBatch.Request] {
        var generator = SeededGenerator(seed: seed)
        let fonts = [Fixtures.dejaVu(15), Fixtures.mono(13)]
        var requests: [LayoutBatch.Request] = []
        while requests.count < count {
            let attributes = TextAttributes(font: fonts[Int.random(in: 0..<2, using: &generator)])
            let text = StyledText(RandomText.make(&generator, maxPieces: 30), attributes: attributes)
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let width = [0, 40, 120, 260, .infinity][Int.random(in: 0..<5, using: &generator)]
                let lines = Int.random(in: 0...3, using: &generator)
                let locale = Bool.random(using: &generator) ? nil : "ja"
                requests.append(LayoutBatch.Request(text, options: LayoutOptions(width: width, numberOfLines: lines, locale: locale)))
            }
        }
        return requests
    }

    @Test("layouts come back in order, each equal to the text laid out alone", arguments: [1, 2, 5])
    func layoutsInOrder(concurrency: Int) async throws {
        let requests = Self.requests(seed: 29, count: 120)
        let layouts = try await LayoutBatch.layouts(of: requests, maximumConcurrency: concurrency)
        #expect(layouts.count == requests.count)
        for (index, request) in requests.enumerated() {
            let alone = TextLayout(text: request.text, options: request.options)
            #expect(layouts[index] == alone, "request \(index)")
        }
        // Distinct results in distinct places: the batch did not hand one text's layout to another.
        #expect(Set(layouts.map { $0.lines.map(\.range.location) + [Int($0.size.height * 1000)] }).count > 20)
    }

    @Test("measurements: the size-only path, equal to a prepared text's statistics and a full layout's size")
    func measurementsInOrder() async throws {
        let requests = Self.requests(seed: 31, count: 120)
        let measured = try await LayoutBatch.measurements(of: requests)
        #expect(measured.count == requests.count)
        for (index, request) in requests.enumerated() {
            let prepared = PreparedText(request.text, locale: request.options.locale).statistics(request.options)
            #expect(measured[index] == prepared, "request \(index)")
            let full = TextLayout(text: request.text, options: request.options)
            #expect(measured[index].size == full.size && measured[index].isTruncated == full.isTruncated, "request \(index)")
            #expect(measured[index].lineCount == full.lines.count, "request \(index)")
            var sizeOnly = request.options
            sizeOnly.measuresSizeOnly = true
            let cheap = TextLayout(text: request.text, options: sizeOnly)
            #expect(cheap.lines.isEmpty && cheap.size == full.size && cheap.isTruncated == full.isTruncated, "request \(index)")
        }
    }

    @Test("an empty batch is empty; one request is one result")
    func edges() async throws {
        #expect(try await LayoutBatch.layouts(of: []).isEmpty)
        let text = StyledText("Hello", attributes: TextAttributes(font: Fixtures.dejaVu()))
        let one = try await LayoutBatch.measurements(of: [LayoutBatch.Request(text, options: LayoutOptions())], maximumConcurrency: 0)
        #expect(one == [PreparedText(text).statistics(LayoutOptions())])
    }

    @Test("cancelling the awaiting task throws CancellationError")
    func cancellation() async throws {
        let requests = Self.requests(seed: 37, count: 4_000)
        let task = Task { try await LayoutBatch.layouts(of: requests, maximumConcurrency: 2) }
        task.cancel()
        await #expect(throws: CancellationError.self) { _ = try await task.value }
    }
}
