// A Gaussian blur of an image surface's alpha, for text shadows.
import CCairo

/// Blurs the alpha of an ARGB32 image surface drawn in opaque black, approximating a Gaussian
/// of standard deviation `sigma` pixels by three box blurs (each pass a running sum, O(pixels)).
///
/// Hand-written because Cairo has no blur: its Gaussian filter only resamples when scaling.
extension CairoSurface {
    func blurAlpha(sigma: Double) {
        precondition(kind == .image, "only image surfaces have pixels")
        guard sigma > 0, width > 0, height > 0 else { return }
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else { return }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        var alpha = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { alpha[y * width + x] = UInt8(row[x] >> 24) }
        }
        var scratch = alpha
        for radius in BoxBlur.radii(sigma: sigma) {
            BoxBlur.pass(&alpha, into: &scratch, count: width, lines: height, step: 1, lineStep: width, radius: radius)
            BoxBlur.pass(&scratch, into: &alpha, count: height, lines: width, step: width, lineStep: 1, radius: radius)
        }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] = UInt32(alpha[y * width + x]) << 24 }
        }
        cairo_surface_mark_dirty(pointer)
    }
}

enum BoxBlur {
    /// The radii of three box blurs whose sequence approximates a Gaussian of `sigma`
    /// (W. Jarosz / P. Kovesi, "Fast almost-Gaussian filtering"): widths wl and wl + 2, odd.
    static func radii(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let m = Int(((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded())
        return (0..<3).map { ($0 < m ? lower : upper) / 2 }
    }

    /// One box blur of `radius` along lines of `count` samples `step` apart; lines `lineStep`
    /// apart. Samples outside the image count as 0 (transparent).
    static func pass(
        _ source: inout [UInt8], into target: inout [UInt8], count: Int, lines: Int, step: Int, lineStep: Int, radius: Int
    ) {
        let window = 2 * radius + 1
        for line in 0..<lines {
            let base = line * lineStep
            var sum = 0
            for i in 0..<min(radius, count) { sum += Int(source[base + i * step]) }
            for i in 0..<count {
                let entering = i + radius, leaving = i - radius - 1
                if entering < count { sum += Int(source[base + entering * step]) }
                if leaving >= 0 { sum -= Int(source[base + leaving * step]) }
                target[base + i * step] = UInt8((sum + window / 2) / window)
            }
        }
    }
}
