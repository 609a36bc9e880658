// Errors that surface from font lookup and loading.
import Foundation

/// Why a font could not be provided.
///
/// A `LocalizedError`: `localizedDescription` is ``description``.
///
/// ```swift
/// do { _ = try Font(family: "DejaVu Sans", size: 0) }
/// catch { print(error.localizedDescription) }   // "font size 0.0 is not a finite number greater than 0"
/// ```
public enum FontError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// fontconfig knows no font at all for this request (not even a substitute).
    case noFontFound(family: String)
    /// The file could not be opened or holds no usable face at that index.
    case unreadableFontFile(path: String, index: Int)
    /// The size is not a finite positive number.
    case invalidSize(CGFloat)

    /// The same text as ``description``.
    public var errorDescription: String? { description }

    /// What went wrong, in a sentence without a final period.

    /// What went wrong, in a sentence without a final period.
    public var description: String {
        switch self {
        case .noFontFound(let family):
            return "no font found for family \"\(family)\" (is fontconfig configured and a font installed?)"
        case .unreadableFontFile(let path, let index):
            return "\(path) (face \(index)) is not a readable font"
        case .invalidSize(let size):
            return "font size \(size) is not a finite number greater than 0"
        }
    }
}
