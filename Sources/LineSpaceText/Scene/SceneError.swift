// Why a scene could not be read or drawn, named by the JSON path of the value at fault.

/// A problem in a scene, at a JSON path: `elements[2].image.file: no such file`. A
/// `LocalizedError` (SceneError+LocalizedError.swift): `localizedDescription` is ``description``.
///
/// ```swift
/// do { _ = try scene.composition(values: ["title": "Hello"]) }
/// catch let error as SceneError { print(error) }   // elements[0].text.text: no value for {name}
/// ```
public struct SceneError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is: `elements[2].image.file`; empty for the document itself.
    public var path: String
    /// What is wrong there: `no such file`.
    public var message: String

    /// An error at `path` (empty: the document) saying `message`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, or the message alone for the document itself.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
