// What is wrong with a piece of markup, and where.

/// Bad markup: a message and the position (1-based line and column, in Unicode scalars) of
/// the character where the problem starts.
///
/// ```swift
/// do { _ = try AttributedString(markup: "<b>bold", baseFont: font) }
/// catch let error as MarkupError { print(error) }   // "1:8: <b> is not closed"
/// ```
public struct MarkupError: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(line):\(column): \(message)" }
}
