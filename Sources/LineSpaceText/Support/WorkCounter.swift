// Counts of the engine's expensive calls, for tests that bound them.

/// Counts the engine's expensive calls made in a task: HarfBuzz shaping and ICU break
/// iterators (tests: re-measuring must do neither), layouts and the units of the paragraphs
/// they measured (tests: auto-shrink's search is bounded; empty paragraphs share one), and the
/// lines balanced and pretty wrapping fill beyond the greedy ones (tests: their cost per
/// paragraph is bounded).
final class WorkCounter: Sendable {
    @TaskLocal static var current: WorkCounter?
    private let counts = Locked((shapings: 0, breakIterators: 0, layouts: 0, measuredUnits: 0, measuredParagraphs: 0, wrapLines: 0))

    var shapings: Int { counts.withLock { $0.shapings } }
    var breakIterators: Int { counts.withLock { $0.breakIterators } }
    var layouts: Int { counts.withLock { $0.layouts } }
    var measuredUnits: Int { counts.withLock { $0.measuredUnits } }
    var measuredParagraphs: Int { counts.withLock { $0.measuredParagraphs } }
    func countShaping() { counts.withLock { $0.shapings += 1 } }
    func countBreakIterator() { counts.withLock { $0.breakIterators += 1 } }
    func countLayout() { counts.withLock { $0.layouts += 1 } }
    var wrapLines: Int { counts.withLock { $0.wrapLines } }
    func countMeasured(units: Int) {
        counts.withLock {
            $0.measuredUnits += units
            $0.measuredParagraphs += 1
        }
    }
    func countWrapLines(_ lines: Int) { counts.withLock { $0.wrapLines += lines } }
}
