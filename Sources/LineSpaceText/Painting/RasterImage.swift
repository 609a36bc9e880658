// A PNG decoded once (by Cairo), to be drawn into any number of compositions.
import Foundation

/// A decoded PNG image, ready to be drawn by `Composition.Element.image`. Decoding is
/// Cairo's; the pixels are kept premultiplied, as Cairo draws them, so drawing the same image
/// on many cards decodes it once.
///
/// ```swift
/// let logo = try RasterImage(png: Data(contentsOf: URL(fileURLWithPath: "logo.png")))
/// print(logo.width, logo.height)
/// ```
public struct RasterImage: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Cairo ARGB32 words (native-endian, premultiplied alpha), row by row.
    let argb32: [UInt32]

    /// Decodes `png`, refusing an image of more than `maximumPixels` pixels before its pixels
    /// are allocated (the size is read from the PNG header first).
    ///
    /// - Throws: `RenderError.imageTooLarge`, `RenderError.invalidPNG`.
    public init(png: Data, maximumPixels: Int = RenderOptions.defaultMaximumPixels) throws {
        if let size = PNGHeader.size(of: png) {
            let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
            if overflow || pixels > max(1, maximumPixels) {
                throw RenderError.imageTooLarge(width: size.width, height: size.height, limit: maximumPixels)
            }
        }
        let surface = try CairoSurface(png: png)
        width = surface.width
        height = surface.height
        argb32 = try surface.argb32Words()
    }
}

/// The PNG header's image size.
enum PNGHeader {
    /// Width and height from the IHDR chunk (bytes 16–23, big-endian), or nil when `png` does
    /// not start like a PNG.
    static func size(of png: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](png.prefix(24))
        guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }
}
