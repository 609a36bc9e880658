// What is wrong with a piece of markup, and where.
import Foundation

/// Bad markup: a message and the position (1-based line and column, in Unicode scalars) of
/// the character where the problem starts.
///
/// ```swift
/// do { _ = try AttributedString(markup: "<b>bold", baseFont: font) }
/// catch let error as MarkupError { print(error) }   // "1:8: <b> is not closed"
/// ```
///
/// A `LocalizedError`: `localizedDescription` is ``description``.
public struct MarkupError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// The line of the problem, from 1 (lines end where the layout ends them: LF, CR, CR LF,
    /// U+2028…).
    public var line: Int
    /// The column of the problem, from 1, in Unicode scalars.
    public var column: Int
    /// What is wrong, for a person.
    public var message: String

    /// An error at `line` and `column` saying `message`.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// "LINE:COLUMN: MESSAGE".
    public var description: String { "\(line):\(column): \(message)" }

    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
