// Scene errors read as their message through `localizedDescription`, as every public error does.
import Foundation

extension SceneError: LocalizedError {
    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
