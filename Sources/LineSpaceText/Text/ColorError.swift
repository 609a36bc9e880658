// Why a colour's text could not be read.
import Foundation

/// A colour written in a form ``Color/init(css:)`` does not read: the text, and what is wrong.
///
/// ```swift
/// do { _ = try Color(css: "#ggg") }
/// catch let error as ColorError { print(error.localizedDescription) }
/// // "'#ggg' is not a colour: '#' takes hex digits (0-9, a-f), found 'g'"
/// ```
public struct ColorError: Error, LocalizedError, Sendable, Hashable, CustomStringConvertible {
    /// The text that was read, as given.
    public var input: String
    /// What is wrong with it, for a person: "unknown colour name 'grene'".
    public var reason: String

    /// An error for `input` with the given `reason`.
    public init(input: String, reason: String) {
        self.input = input
        self.reason = reason
    }

    /// "'INPUT' is not a colour: REASON".
    public var errorDescription: String? { "'\(input)' is not a colour: \(reason)" }

    /// The same text as ``errorDescription``.
    public var description: String { errorDescription ?? reason }
}
