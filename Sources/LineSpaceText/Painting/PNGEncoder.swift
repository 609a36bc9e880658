// PNG encoding with libspng: fast deflate settings instead of Cairo's default PNG writer.
import CSPNG
import Foundation

/// One libspng encoder context, freed in `deinit`. Encodes one image.
///
/// Settings, chosen by measuring label images (docs/benchmark.md): zlib level 1 and no row
/// filter. Label images are mostly long runs of the background, which deflate finds without a
/// filter; the filters' only effect here is more work.
final class PNGEncoder {
    private let context: OpaquePointer

    /// zlib's compression level: 1 is its fastest that still compresses.
    static let compressionLevel: Int32 = 1

    /// - Throws: `RenderError.png` when libspng cannot allocate its context.
    init() throws {
        guard let context = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else { throw RenderError.png("out of memory") }
        self.context = context
    }

    deinit { spng_ctx_free(context) }

    /// The PNG file of `pixels`.
    ///
    /// - Throws: `RenderError.png` with libspng's message.
    func encode(_ pixels: PNGPixels) throws -> Data {
        try check(spng_set_option(context, SPNG_ENCODE_TO_BUFFER, 1))
        try check(spng_set_option(context, SPNG_IMG_COMPRESSION_LEVEL, Self.compressionLevel))
        try check(spng_set_option(context, SPNG_FILTER_CHOICE, Int32(SPNG_FILTER_CHOICE_NONE.rawValue)))
        var header = spng_ihdr(
            width: UInt32(pixels.width), height: UInt32(pixels.height), bit_depth: 8,
            color_type: pixels.colorType.rawValue, compression_method: 0, filter_method: 0, interlace_method: 0)
        try check(spng_set_ihdr(context, &header))
        if pixels.colorType == .palette {
            var palette = spng_plte()
            var alphas = spng_trns()
            palette.n_entries = UInt32(pixels.palette.count)
            alphas.n_type3_entries = UInt32(pixels.palette.count)
            withUnsafeMutableBytes(of: &palette.entries) { raw in
                let entries = raw.bindMemory(to: spng_plte_entry.self)
                for (i, color) in pixels.palette.enumerated() {
                    entries[i] = spng_plte_entry(red: color.red, green: color.green, blue: color.blue, alpha: 255)
                }
            }
            withUnsafeMutableBytes(of: &alphas.type3_alpha) { raw in
                for (i, color) in pixels.palette.enumerated() { raw[i] = color.alpha }
            }
            try check(spng_set_plte(context, &palette))
            // A tRNS chunk only when some entry is not opaque.
            if pixels.palette.contains(where: { $0.alpha != 255 }) { try check(spng_set_trns(context, &alphas)) }
        }
        // Row by row: one packed row in memory beside the surface, not a second image.
        try check(spng_encode_image(
            context, nil, 0, Int32(SPNG_FMT_PNG.rawValue),
            Int32(SPNG_ENCODE_PROGRESSIVE.rawValue | SPNG_ENCODE_FINALIZE.rawValue)))
        let rowBytes = pixels.rowBytes
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: max(rowBytes, 1))
        defer { row.deallocate() }
        for y in 0..<pixels.height {
            pixels.pack(row: y, into: row)
            let status = spng_encode_row(context, row, rowBytes)
            // The last row answers SPNG_EOI: the image is complete.
            guard status == 0 || (status == Int32(SPNG_EOI.rawValue) && y == pixels.height - 1) else {
                throw RenderError.png(Self.message(status))
            }
        }
        var length = 0
        var error: Int32 = 0
        guard let buffer = spng_get_png_buffer(context, &length, &error) else {
            throw RenderError.png(Self.message(error))
        }
        // libspng allocated the buffer with malloc and hands it over: Data frees it.
        return Data(bytesNoCopy: buffer, count: length, deallocator: .free)
    }

    private func check(_ status: Int32) throws {
        guard status == 0 else { throw RenderError.png(Self.message(status)) }
    }

    private static func message(_ status: Int32) -> String {
        String(cString: spng_strerror(status))
    }
}
