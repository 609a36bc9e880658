// Decoded images for checking renderings pixel by pixel (PNG decoding is Cairo's).
import Foundation

/// An RGBA image with straight alpha, decoded from PNG bytes by Cairo.
///
/// ```swift
/// let bitmap = try Bitmap(png: try renderer.render(layout))
/// bitmap[10, 4]          // Bitmap.Pixel(red:green:blue:alpha:)
/// ```
public struct Bitmap: Sendable, Hashable {
    /// One pixel's 8-bit components, straight (not premultiplied) alpha.
    public struct Pixel: Sendable, Hashable {
        /// Red, green, blue and opacity, 0...255.
        public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
    }

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// RGBA bytes, row by row, straight alpha.
    public let rgba: [UInt8]

    /// Decodes a PNG of at most `maximumPixels` pixels (default: the renderer's budget, 100
    /// million).
    ///
    /// - Throws: `RenderError.invalidPNG`; `RenderError.tooManyPixels` for a larger image,
    ///   before its pixels are allocated.
    public init(png: Data, maximumPixels: Int = RenderOptions.defaultMaximumPixels) throws {
        // The size stands in the header: read it before Cairo allocates width × height × 4
        // bytes for a header claiming anything.
        if let (width, height) = PNGHeader.size(of: png) {
            let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
            if overflow || pixels > max(1, maximumPixels) {
                throw RenderError.tooManyPixels(width: width, height: height, limit: maximumPixels)
            }
        }
        let surface = try CairoSurface(png: png)
        width = surface.width
        height = surface.height
        rgba = surface.rgbaPixels()
    }

    /// The pixel at column `x`, row `y` (from the top-left, both 0-based and inside the image).
    public subscript(x: Int, y: Int) -> Pixel {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let i = (y * width + x) * 4
        return Pixel(red: rgba[i], green: rgba[i + 1], blue: rgba[i + 2], alpha: rgba[i + 3])
    }
}
