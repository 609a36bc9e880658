// Why rendering failed: the one error type of the Painting stage.

/// Why a layout could not be rendered or written.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
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
        }
    }
}
