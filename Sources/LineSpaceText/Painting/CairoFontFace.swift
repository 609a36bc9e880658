// Cairo's own font faces (never the FT_Face HarfBuzz shapes with), cached per file and index.
import CCairo
import CHarfBuzz

/// One `cairo_font_face_t` made from a loaded `FontFace`, destroyed in `deinit`.
///
/// Cairo draws with its own `FT_Face` (sharing one with HarfBuzz would let Cairo rescale it
/// under HarfBuzz: docs/design.md, pitfalls), but that face reads the bytes HarfBuzz already mapped:
/// one mapping of each font file per process instead of two (~1 MiB of a CJK font's pages).
/// Faces are shared process-wide, one per (file, index): Cairo font faces are reference counted
/// atomically and cairo-ft locks its `FT_Face` around every use, so one face may draw on several
/// threads at once.
final class CairoFontFace: @unchecked Sendable {
    let pointer: OpaquePointer

    private init(pointer: OpaquePointer) { self.pointer = pointer }
    deinit { cairo_font_face_destroy(pointer) }

    private struct Key: Hashable { var file: String; var index: Int }
    /// 256 faces, the most recently drawn with (Cairo keeps its own glyph caches per face).
    private static let cache = SharedCache<Key, CairoFontFace>(maximumCount: 256, maximumBytes: 4 << 20) { key, _ in
        1_024 + key.file.utf8.count
    }

    /// The shared Cairo face for `face`.
    ///
    /// - Throws: `RenderError.cairo` when FreeType cannot read the face or Cairo cannot make one.
    /// - Complexity: O(1) after the first call for a (file, index).
    static func face(for face: FontFace) throws -> CairoFontFace {
        try cache.value(for: Key(file: face.file.path, index: face.file.index)) { try make(face) }
    }

    private static func make(_ face: FontFace) throws -> CairoFontFace {
        let source = try FreeTypeFace(face)
        // Bitmaps are allowed only for faces that need them (colour or bitmap-only), so an
        // outline font's embedded strikes never replace the outlines the layout measured.
        // Hinting is turned off on the context (hint style none), not here.
        let flags = source.face.pointee.face_flags
        let needsBitmaps = flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 || flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0
        let loadFlags = needsBitmaps ? Int32(FT_LOAD_DEFAULT) : Int32(FT_LOAD_NO_BITMAP)
        let pointer = cairo_ft_font_face_create_for_ft_face(source.face, loadFlags)!
        // Cairo may keep its face (and so the FT_Face) in its own caches after we let go: the
        // FreeType objects live until Cairo drops the face and calls the user data's destructor.
        let retained = Unmanaged.passRetained(source).toOpaque()
        let status = cairo_font_face_set_user_data(pointer, freeTypeFaceKey, retained) { owner in
            if let owner { Unmanaged<FreeTypeFace>.fromOpaque(owner).release() }
        }
        guard status == CAIRO_STATUS_SUCCESS, cairo_font_face_status(pointer) == CAIRO_STATUS_SUCCESS else {
            if status != CAIRO_STATUS_SUCCESS { Unmanaged<FreeTypeFace>.fromOpaque(retained).release() }
            let message = CairoSurface.message(status != CAIRO_STATUS_SUCCESS ? status : cairo_font_face_status(pointer))
            cairo_font_face_destroy(pointer)
            throw RenderError.cairo(message)
        }
        return CairoFontFace(pointer: pointer)
    }
}

/// The key Cairo files a face's `FreeTypeFace` under; only its address matters.
nonisolated(unsafe) private let freeTypeFaceKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

/// A FreeType library and face reading a font file's bytes from HarfBuzz's blob (kept
/// referenced), all freed in `deinit`. Only Cairo uses it, under its own lock.
final class FreeTypeFace {
    private let library: FT_Library
    let face: FT_Face
    private let blob: OpaquePointer

    /// - Throws: `RenderError.cairo` when FreeType cannot read the face.
    init(_ source: FontFace) throws {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw RenderError.cairo("FreeType: out of memory") }
        let blob = source.harfBuzz.referencedBlob()
        var length: UInt32 = 0
        var face: FT_Face?
        let status: FT_Error
        if let bytes = hb_blob_get_data(blob, &length) {
            status = FT_New_Memory_Face(
                library, UnsafeRawPointer(bytes).assumingMemoryBound(to: FT_Byte.self), FT_Long(length),
                FT_Long(source.file.index), &face)
        } else {
            status = -1
        }
        guard status == 0, let face else {
            hb_blob_destroy(blob)
            FT_Done_FreeType(library)
            throw RenderError.cairo("FreeType cannot read face \(source.file.index) of \(source.file.path)")
        }
        self.library = library
        self.face = face
        self.blob = blob
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        hb_blob_destroy(blob)
    }
}
