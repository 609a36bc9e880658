// Why runs do not make a StyledText.
import Foundation

/// Runs that do not cover a text exactly once, in order: what ``StyledText/init(utf16:runs:)``
/// throws instead of trapping or laying out a text whose runs it would have to guess.
///
/// ```swift
/// let units = Array("Hello".utf16)
/// do {
///     _ = try StyledText(utf16: units, runs: [.init(range: 0..<3, attributes: attributes)])
/// } catch {
///     print(error.localizedDescription)   // "the runs end at 3, before the text's end at 5"
/// }
/// ```
public enum StyledTextError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// No run at all: even an empty text needs one (empty) run, which gives its line a font.
    case noRuns
    /// Run `index` starts after the previous run's end (or the first run after 0): the units
    /// `uncovered` have no attributes.
    case gap(index: Int, uncovered: Range<Int>)
    /// Run `index` starts before the previous run's end (or before 0): `overlapping` would have
    /// two sets of attributes.
    case overlap(index: Int, overlapping: Range<Int>)
    /// Run `index` ends past the text's `length`.
    case pastEnd(index: Int, end: Int, length: Int)
    /// The last run ends at `end`, before the text's `length`.
    case endsEarly(end: Int, length: Int)

    /// The same text as ``description``.
    public var errorDescription: String? { description }

    /// What is wrong with the runs, in UTF-16 units.
    public var description: String {
        switch self {
        case .noRuns:
            return "a styled text needs at least one run (an empty text one empty run, 0..<0)"
        case .gap(let index, let uncovered):
            return "run \(index) leaves units \(uncovered.lowerBound)..<\(uncovered.upperBound) without a run"
        case .overlap(let index, let overlapping):
            return "run \(index) overlaps units \(overlapping.lowerBound)..<\(overlapping.upperBound) of the run before it"
        case .pastEnd(let index, let end, let length):
            return "run \(index) ends at \(end), past the text's end at \(length)"
        case .endsEarly(let end, let length):
            return "the runs end at \(end), before the text's end at \(length)"
        }
    }

    /// The first problem with `runs` over a text of `length` units, or nil when they cover
    /// `0..<length` in order, each unit once (empty runs are allowed).
    ///
    /// - Complexity: O(runs).
    static func check(_ runs: [StyledText.Run], length: Int) -> StyledTextError? {
        guard !runs.isEmpty else { return .noRuns }
        var end = 0
        for (index, run) in runs.enumerated() {
            if run.range.lowerBound > end { return .gap(index: index, uncovered: end..<run.range.lowerBound) }
            if run.range.lowerBound < end {
                return .overlap(index: index, overlapping: run.range.lowerBound..<min(end, run.range.upperBound))
            }
            if run.range.upperBound > length { return .pastEnd(index: index, end: run.range.upperBound, length: length) }
            end = run.range.upperBound
        }
        return end < length ? .endsEarly(end: end, length: length) : nil
    }
}
