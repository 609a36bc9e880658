// Cairo surfaces (image, SVG, PDF) owned by one Swift object each; SVG and PDF bytes stream
// into Data, images go to the PNG encoder (PNGEncoder.swift).
import CCairo
import Foundation

/// Collects the bytes Cairo streams out of a surface (PNG, SVG, PDF).
final class ByteSink {
    var data = Data()
}

/// Cairo's write callback: appends to the `ByteSink` passed as the closure pointer.
private let appendToSink: cairo_write_func_t = { closure, bytes, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    if let bytes, length > 0 { sink.data.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(length))) }
    return CAIRO_STATUS_SUCCESS
}

/// One `cairo_surface_t`, destroyed in `deinit`. SVG and PDF surfaces stream into a sink the
/// surface keeps alive until it is finished.
final class CairoSurface {
    enum Kind { case image, svg, pdf }

    let pointer: OpaquePointer
    let kind: Kind
    /// Pixel (image) or point (SVG, PDF) size.
    let width: Int
    let height: Int
    private let sink = ByteSink()

    /// Cairo's limit for image surfaces, and the one every format here obeys.
    static let maximumSide = 32767

    /// A surface of `kind`, `width` × `height` pixels (image) or points (SVG in px, PDF in pt).
    ///
    /// - Throws: `RenderError.canvasTooLarge`, `RenderError.cairo`.
    init(kind: Kind, width: Int, height: Int) throws {
        guard width <= Self.maximumSide, height <= Self.maximumSide, width >= 0, height >= 0 else {
            throw RenderError.canvasTooLarge(width: width, height: height)
        }
        self.kind = kind
        self.width = width
        self.height = height
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        switch kind {
        case .image:
            pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        case .svg:
            pointer = cairo_svg_surface_create_for_stream(appendToSink, closure, Double(width), Double(height))
            // Layout points are CSS px at scale 1 (docs/semantics.md): say px, not pt.
            cairo_svg_surface_set_document_unit(pointer, CAIRO_SVG_UNIT_PX)
        case .pdf:
            pointer = cairo_pdf_surface_create_for_stream(appendToSink, closure, Double(width), Double(height))
            cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATOR, "LineSpace")
        }
        try check()
    }

    /// An image surface decoded from PNG bytes.
    ///
    /// - Throws: `RenderError.invalidPNG`.
    init(png: Data) throws {
        let reader = ByteReader(png)
        let closure = Unmanaged.passUnretained(reader).toOpaque()
        pointer = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(readFromReader, closure)
        }
        kind = .image
        width = Int(cairo_image_surface_get_width(pointer))
        height = Int(cairo_image_surface_get_height(pointer))
        guard cairo_surface_status(pointer) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            throw RenderError.invalidPNG
        }
    }

    /// An image surface holding a copy of `words` (Cairo ARGB32, `width` a row).
    ///
    /// - Throws: `RenderError.cairo`.
    convenience init(argb32 words: [UInt32], width: Int, height: Int) throws {
        precondition(words.count == width * height, "\(words.count) words for \(width)×\(height)")
        try self.init(kind: .image, width: width, height: height)
        guard width > 0, height > 0 else { return }
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else { throw RenderError.cairo("no pixel data") }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        words.withUnsafeBytes { source in
            for y in 0..<height {
                UnsafeMutableRawPointer(data + y * stride).copyMemory(from: source.baseAddress! + y * width * 4, byteCount: width * 4)
            }
        }
        cairo_surface_mark_dirty(pointer)
    }

    deinit { cairo_surface_destroy(pointer) }

    /// The image's pixels as Cairo ARGB32 words (premultiplied), row by row, without row
    /// padding. A surface in another format (RGB24 from an opaque PNG, 16-bit formats from a
    /// 16-bit one) is painted onto an ARGB32 surface first.
    ///
    /// - Throws: `RenderError.cairo`.
    func argb32Words() throws -> [UInt32] {
        precondition(kind == .image, "only image surfaces have pixels")
        if cairo_image_surface_get_format(pointer) != CAIRO_FORMAT_ARGB32 {
            let converted = try CairoSurface(kind: .image, width: width, height: height)
            let context = try CairoContext(converted)
            context.paint(self, operatorSource: true)
            try context.check()
            return try converted.argb32Words()
        }
        cairo_surface_flush(pointer)
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(pointer) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        var words = [UInt32](repeating: 0, count: width * height)
        words.withUnsafeMutableBytes { target in
            for y in 0..<height {
                (target.baseAddress! + y * width * 4).copyMemory(from: data + y * stride, byteCount: width * 4)
            }
        }
        return words
    }

    /// Throws Cairo's error if the surface is in an error state.
    func check() throws {
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(Self.message(status)) }
    }

    /// The finished document: PNG bytes for an image surface, the SVG or PDF file otherwise.
    /// Call once, after drawing (the context must be gone or flushed).
    func encoded() throws -> Data {
        switch kind {
        case .image:
            return try withPNGPixels { try PNGEncoder().encode($0) }
        case .svg, .pdf:
            cairo_surface_finish(pointer)
            try check()
        }
        return sink.data
    }

    /// The image as Cairo's own PNG writer encodes it (always RGBA): the reference the PNG
    /// tests compare `encoded()` with.
    func encodedByCairo() throws -> Data {
        precondition(kind == .image, "only image surfaces are PNGs")
        cairo_surface_flush(pointer)
        let output = ByteSink()
        let status = withExtendedLifetime(output) {
            cairo_surface_write_to_png_stream(pointer, appendToSink, Unmanaged.passUnretained(output).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(Self.message(status)) }
        return output.data
    }

    /// Calls `body` with the image's pixels read as the smallest PNG colour type that holds them
    /// exactly; the view must not escape `body` (it points into the surface).
    func withPNGPixels<R>(_ body: (PNGPixels) throws -> R) throws -> R {
        precondition(kind == .image, "only image surfaces have pixels")
        cairo_surface_flush(pointer)
        try check()
        guard let data = cairo_image_surface_get_data(pointer) else { throw RenderError.cairo("no pixel data") }
        return try withExtendedLifetime(self) {
            try body(PNGPixels(
                argb32: data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(pointer))))
        }
    }

    /// The image's pixels as straight (not premultiplied) RGBA, row by row.
    func rgbaPixels() -> [UInt8] {
        precondition(kind == .image, "only image surfaces have pixels")
        cairo_surface_flush(pointer)
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(pointer) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                // ARGB32: native-endian 32-bit words, premultiplied alpha.
                let word = row[x]
                let a = (word >> 24) & 0xFF
                func straight(_ c: UInt32) -> UInt8 {
                    a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
                }
                let i = (y * width + x) * 4
                pixels[i] = straight((word >> 16) & 0xFF)
                pixels[i + 1] = straight((word >> 8) & 0xFF)
                pixels[i + 2] = straight(word & 0xFF)
                pixels[i + 3] = UInt8(a)
            }
        }
        return pixels
    }

    static func message(_ status: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(status))
    }
}

/// Feeds bytes to Cairo's PNG reader.
final class ByteReader {
    let data: Data
    var offset = 0
    init(_ data: Data) { self.data = data }
}

/// Cairo's read callback: copies the next `length` bytes, or fails at the end of the data.
private let readFromReader: cairo_read_func_t = { closure, buffer, length in
    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
    let reader = Unmanaged<ByteReader>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard reader.offset + count <= reader.data.count else { return CAIRO_STATUS_READ_ERROR }
    let start = reader.data.startIndex + reader.offset
    reader.data[start..<(start + count)].withUnsafeBytes { buffer.update(from: $0.bindMemory(to: UInt8.self).baseAddress!, count: count) }
    reader.offset += count
    return CAIRO_STATUS_SUCCESS
}
