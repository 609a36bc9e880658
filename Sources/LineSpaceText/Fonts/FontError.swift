// Errors that surface from font lookup and loading.

/// Why a font could not be provided.
public enum FontError: Error, Sendable, Hashable, CustomStringConvertible {
    /// fontconfig knows no font at all for this request (not even a substitute).
    case noFontFound(family: String)
    /// The file could not be opened or holds no usable face at that index.
    case unreadableFontFile(path: String, index: Int)
    /// The size is not a finite positive number.
    case invalidSize(Double)

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
