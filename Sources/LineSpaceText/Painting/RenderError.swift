// Why rendering failed: the one error type of the Painting stage.
import Foundation

/// Why a layout could not be rendered or written.
///
/// A `LocalizedError`: `localizedDescription` is ``description``.
///
/// ```swift
/// do { try label.render(width: 300, to: "label.jpg") }
/// catch { print(error.localizedDescription) }
/// // "cannot tell the format of label.jpg: write .png, .svg or .pdf"
/// ```
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// An option is out of range (a non-positive or non-finite scale, a negative padding…).
    case invalidOption(name: String, value: String)
    /// The canvas would be larger than Cairo can draw (32767 pixels a side). A height of
    /// 32768 means "taller than that": text too tall to draw is not laid out to its end
    /// (`Label.render`, `linespace render`).
    case canvasTooLarge(width: Int, height: Int)
    /// A PNG would have more pixels than `RenderOptions.maximumPixels` allows.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// An input image (`RasterImage`) has more pixels than its limit allows.
    case imageTooLarge(width: Int, height: Int, limit: Int)
    /// Cairo reported an error (its own message).
    case cairo(String)
    /// A PNG could not be decoded.
    case invalidPNG
    /// The PNG encoder (libspng) reported an error (its own message).
    case png(String)
    /// The output file could not be written (nothing is left at `path`).
    case cannotWrite(path: String, reason: String)
    /// The file name's extension names no format the renderer writes (`label.jpg`).
    case unknownExtension(path: String)
    /// The options ask for `format` (SVG or PDF) and the file name's extension names another.
    case formatMismatch(path: String, format: RenderFormat)

    /// The same text as ``description``.
    public var errorDescription: String? { description }

    /// What went wrong, in a sentence without a final period.

    /// What went wrong, in a sentence without a final period.
    public var description: String {
        switch self {
        case .invalidOption(let name, let value):
            return "invalid \(name): \(value)"
        case .canvasTooLarge(let width, let height) where height == CairoSurface.maximumSide + 1:
            return "the image would be \(width) pixels wide and more than 32767 tall; Cairo draws at most 32767 a side"
        case .canvasTooLarge(let width, let height):
            return "the image would be \(width)×\(height) pixels; Cairo draws at most 32767 a side"
        case .tooManyPixels(let width, let height, let limit):
            return "the image would be \(width)×\(height) pixels, more than the limit of \(limit) pixels"
        case .imageTooLarge(let width, let height, let limit):
            return "the image is \(width)×\(height) pixels, more than the limit of \(limit) pixels"
        case .cairo(let message):
            return "cairo: \(message)"
        case .invalidPNG:
            return "not a PNG image"
        case .png(let message):
            return "png: \(message)"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .unknownExtension(let path):
            return "cannot tell the format of \(path): write .png, .svg or .pdf"
        case .formatMismatch(let path, let format):
            return "the options ask for \(format.rawValue.uppercased()) and \(path) names another format"
        }
    }
}
