// Decoded images for checking renderings pixel by pixel (PNG decoding is Cairo's).
import Foundation

/// An RGBA image with straight alpha, decoded from PNG bytes by Cairo.
///
/// ```swift
/// let bitmap = try Bitmap(png: try renderer.render(layout))
/// bitmap[10, 4]          // Bitmap.Pixel(red:green:blue:alpha:)
/// ```
public struct Bitmap: Sendable, Hashable {
    public struct Pixel: Sendable, Hashable {
        public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
    }

    public let width: Int
    public let height: Int
    /// RGBA bytes, row by row, straight alpha.
    public let rgba: [UInt8]

    /// Decodes a PNG.
    ///
    /// - Throws: `RenderError.invalidPNG`.
    public init(png: Data) throws {
        let surface = try CairoSurface(png: png)
        width = surface.width
        height = surface.height
        rgba = surface.rgbaPixels()
    }

    public subscript(x: Int, y: Int) -> Pixel {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let i = (y * width + x) * 4
        return Pixel(red: rgba[i], green: rgba[i + 1], blue: rgba[i + 2], alpha: rgba[i + 3])
    }
}
