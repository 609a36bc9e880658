// Many texts laid out or measured at once, across cores, results in order.
import Foundation

/// Lays out or measures many texts concurrently: one call for a table's cells, a feed's
/// captions or a batch of JSON Lines requests.
///
/// The requests are shared among up to `maximumConcurrency` tasks (by default one per core);
/// results come back in the order of the requests, each exactly what laying its text out
/// alone gives (`TextLayout(text:options:)`, or `PreparedText.statistics(_:)` for
/// measurements). All tasks share the process's fonts, fallback lists and shaping cache. A
/// text asked for at several widths or limits in one batch (equal `StyledText` and locale) has
/// its paragraphs measured once, as far as its layouts reach, and is laid out at each.
///
/// The call is cancellable: cancelling the task that awaits it stops every task before its
/// next text and throws `CancellationError`.
///
/// ```swift
/// let font = try Font(family: "DejaVu Sans", size: 13)
/// let cells = ["Name", "Quantity", "A much longer description that wraps"].map {
///     StyledText($0, attributes: TextAttributes(font: font))
/// }
/// // Heights of every cell at two column widths: each text is prepared once.
/// let requests = cells.flatMap { text in
///     [120.0, 240].map { LayoutBatch.Request(text, options: LayoutOptions(width: $0, numberOfLines: 3)) }
/// }
/// let sizes = try await LayoutBatch.measurements(of: requests)   // [LineStatistics], in order
/// let layouts = try await LayoutBatch.layouts(of: requests)      // [TextLayout], in order
/// print(sizes[2].size.height, layouts[2].lines.count)
/// ```
public enum LayoutBatch {
    /// One text and the constraints to lay it out under.
    public struct Request: Sendable, Hashable {
        /// The text.
        public var text: StyledText
        /// Width, height, line limit and locale. For ``LayoutBatch/measurements(of:maximumConcurrency:)``
        /// `includesGlyphs` and `measuresSizeOnly` do not matter.
        public var options: LayoutOptions

        /// A request to lay `text` out under `options`.
        public init(_ text: StyledText, options: LayoutOptions) {
            self.text = text
            self.options = options
        }
    }

    /// The default number of concurrent tasks: the cores the process may use.
    public static var defaultConcurrency: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// The layouts of `requests`, in order, computed by up to `maximumConcurrency` tasks.
    ///
    /// Each is equal to `TextLayout(text: request.text, options: request.options)`; set
    /// `options.includesGlyphs` to false when only lines are needed, or
    /// `options.measuresSizeOnly` for size and truncation alone.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled.
    /// - Complexity: the sum of the layouts' costs, spread over the tasks.
    public static func layouts(of requests: [Request], maximumConcurrency: Int = defaultConcurrency) async throws -> [TextLayout] {
        try await run(requests, maximumConcurrency: maximumConcurrency) { prepared, options in
            prepared.layout(options)
        }
    }

    /// The line count, size and truncation of each request, in order, computed by up to
    /// `maximumConcurrency` tasks without building lines or glyph runs (the size-only path
    /// `Label.sizeThatFits` takes).
    ///
    /// Each is equal to `PreparedText(request.text, locale: request.options.locale)
    /// .statistics(request.options)`; its size and truncation equal those of
    /// `TextLayout(text:options:)`.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled.
    public static func measurements(of requests: [Request], maximumConcurrency: Int = defaultConcurrency) async throws -> [LineStatistics] {
        try await run(requests, maximumConcurrency: maximumConcurrency) { prepared, options in
            prepared.statistics(options)
        }
    }

    /// The requests of one text in one locale, by index: prepared once, laid out at each.
    private struct Group {
        var text: StyledText
        var locale: String?
        var indices: [Int]
    }

    private struct TextKey: Hashable {
        var text: StyledText
        var locale: String?
    }

    /// Groups equal texts, shares the groups among the tasks, and puts each result at its
    /// request's index.
    private static func run<Result: Sendable>(
        _ requests: [Request], maximumConcurrency: Int,
        _ work: @escaping @Sendable (ParagraphStore, LayoutOptions) -> Result
    ) async throws -> [Result] {
        guard !requests.isEmpty else { return [] }
        var groups: [Group] = []
        var groupOfText: [TextKey: Int] = [:]
        for (index, request) in requests.enumerated() {
            let key = TextKey(text: request.text, locale: ParagraphStore.given(request.options.locale))
            if let group = groupOfText[key] {
                groups[group].indices.append(index)
            } else {
                groupOfText[key] = groups.count
                groups.append(Group(text: request.text, locale: key.locale, indices: [index]))
            }
        }
        let shared = groups
        let next = Locked(0)
        let taskCount = min(max(1, maximumConcurrency), shared.count)
        var results = [Result?](repeating: nil, count: requests.count)
        try await withThrowingTaskGroup(of: [(Int, Result)].self) { tasks in
            for _ in 0..<taskCount {
                tasks.addTask {
                    var done: [(Int, Result)] = []
                    while true {
                        let taken = next.withLock { value -> Int in
                            defer { value += 1 }
                            return value
                        }
                        guard taken < shared.count else { return done }
                        let group = shared[taken]
                        let prepared = ParagraphStore(group.text, locale: group.locale)
                        for index in group.indices {
                            try Task.checkCancellation()
                            done.append((index, work(prepared, requests[index].options)))
                        }
                    }
                }
            }
            for try await finished in tasks {
                for (index, result) in finished { results[index] = result }
            }
        }
        return results.map { $0! }
    }
}
