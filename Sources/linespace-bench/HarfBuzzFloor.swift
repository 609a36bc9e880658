// The floor: HarfBuzz shaping alone, the same text with the same face, warm, no breaking.
import CHarfBuzz

/// One hb_font on the same file and face index as our engine's font, scaled to the upem (the
/// scale changes nothing HarfBuzz does but the numbers it returns), and one reused buffer.
/// Not thread-safe: use from one thread.
final class HarfBuzzFloor {
    private let font: OpaquePointer
    private let buffer: OpaquePointer

    init(file: String, faceIndex: Int) throws {
        guard let blob = hb_blob_create_from_file_or_fail(file) else {
            throw BenchError.font("HarfBuzz cannot read \(file)")
        }
        let face = hb_face_create(blob, UInt32(faceIndex))
        hb_blob_destroy(blob)
        guard let face, let font = hb_font_create(face) else { throw BenchError.font("hb_font_create") }
        hb_face_destroy(face)
        let upem = Int32(hb_face_get_upem(hb_font_get_face(font)))
        hb_font_set_scale(font, upem, upem)
        self.font = font
        buffer = hb_buffer_create()
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
    }

    /// Shapes `utf16` as one run (direction, script and language guessed); returns the glyph count.
    @inline(never)
    func shape(_ utf16: [UInt16]) -> Int {
        hb_buffer_clear_contents(buffer)
        utf16.withUnsafeBufferPointer { units in
            hb_buffer_add_utf16(buffer, units.baseAddress, Int32(units.count), 0, Int32(units.count))
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        return Int(hb_buffer_get_length(buffer))
    }
}
