// The engine's input: UTF-16 text with attribute runs and paragraph styles.
import Foundation

/// Text as the engine consumes it: UTF-16 code units, attribute runs that cover them in order,
/// and a paragraph style per paragraph (taken at the paragraph's first character).
///
/// ```swift
/// let text = StyledText("如何讓你遇見我", attributes: TextAttributes(font: font),
///                       paragraphStyle: ParagraphStyle(lineSpacing: 10))
/// ```
public struct StyledText: Sendable, Hashable {
    /// One run of uniform attributes. `range` is in UTF-16 units.
    public struct Run: Sendable, Hashable {
        public var range: Range<Int>
        public var attributes: TextAttributes
        /// The paragraph style in effect for paragraphs starting inside this run.
        public var paragraphStyle: ParagraphStyle

        public init(range: Range<Int>, attributes: TextAttributes, paragraphStyle: ParagraphStyle = .default) {
            self.range = range
            self.attributes = attributes
            self.paragraphStyle = paragraphStyle
        }
    }

    public private(set) var utf16: [UInt16]
    public private(set) var runs: [Run]

    /// Plain text with one set of attributes.
    public init(_ string: String, attributes: TextAttributes, paragraphStyle: ParagraphStyle = .default) {
        utf16 = Array(string.utf16)
        runs = [Run(range: 0..<utf16.count, attributes: attributes, paragraphStyle: paragraphStyle)]
    }

    /// Text from runs; `runs` must cover `0..<utf16.count` in order without gaps (an empty text
    /// needs one empty run, which supplies the font of its single empty line).
    public init(utf16: [UInt16], runs: [Run]) {
        precondition(!runs.isEmpty, "StyledText needs at least one run")
        self.utf16 = utf16
        self.runs = runs
    }

    /// The run containing UTF-16 offset `offset` (the last run for the end offset).
    ///
    /// - Complexity: O(log r) for r runs.
    func runIndex(at offset: Int) -> Int {
        var low = 0, high = runs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if runs[mid].range.lowerBound <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The source text of a UTF-16 range, with lone surrogates at the cut replaced.
    public func string(in range: Range<Int>) -> String {
        String(decoding: utf16[range], as: UTF16.self)
    }
}
