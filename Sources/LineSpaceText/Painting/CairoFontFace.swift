// Cairo's own font faces (never the FT_Face HarfBuzz shapes with), cached per file and index.
import CCairo
import CFontconfig

/// One `cairo_font_face_t` made from a font file and face index, destroyed in `deinit`.
///
/// Cairo opens the file itself (its own `FT_Face`): sharing HarfBuzz's face would let Cairo
/// rescale it under HarfBuzz (DESIGN.md pitfalls). Faces are shared process-wide, one per
/// (file, index): Cairo font faces are reference counted atomically and cairo-ft locks its
/// `FT_Face` around every use, so one face may draw on several threads at once.
final class CairoFontFace: @unchecked Sendable {
    let pointer: OpaquePointer

    private init(pointer: OpaquePointer) { self.pointer = pointer }
    deinit { cairo_font_face_destroy(pointer) }

    private struct Key: Hashable { var file: String; var index: Int }
    /// 256 faces, the most recently drawn with (Cairo keeps its own glyph caches per face).
    private static let cache = SharedCache<Key, CairoFontFace>(maximumCount: 256, maximumBytes: 4 << 20) { key, _ in
        1_024 + key.file.utf8.count
    }

    /// The shared face for face `index` of `file`.
    ///
    /// - Throws: `RenderError.cairo` when Cairo cannot make a face (an unreadable file shows up
    ///   later, as an error status on the context that draws with it).
    /// - Complexity: O(1) after the first call for a (file, index).
    static func face(file: String, index: Int) throws -> CairoFontFace {
        try cache.value(for: Key(file: file, index: index)) { try make(file: file, index: index) }
    }

    private static func make(file: String, index: Int) throws -> CairoFontFace {
        guard let pattern = FcPatternCreate() else { throw RenderError.cairo("out of memory") }
        defer { FcPatternDestroy(pattern) }
        // A pattern holding FC_FILE is used as is: Cairo does not ask fontconfig to match it.
        FcPatternAddString(pattern, ls_fc_file(), file)
        FcPatternAddInteger(pattern, ls_fc_index(), Int32(index))
        // Hinting is turned off on the context (hint style none), not here: cairo 1.16 reads
        // FC_HINTING = false as "no embedded bitmaps", which blanks colour emoji (CBDT bitmaps).
        // Bitmaps are allowed only for faces that need them (colour or bitmap-only), so an
        // outline font's embedded strikes never replace the outlines the layout measured.
        if needsBitmaps(file: file, index: index) {
            FcPatternAddBool(pattern, "embeddedbitmap", FcTrue)  // FC_EMBEDDED_BITMAP
        }
        let pointer = cairo_ft_font_face_create_for_pattern(pattern)!
        let status = cairo_font_face_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(pointer)
            throw RenderError.cairo(CairoSurface.message(status))
        }
        return CairoFontFace(pointer: pointer)
    }

    /// Whether face `index` of `file` is a colour font or has no outlines (fontconfig's own
    /// scan of the file, once per face).
    private static func needsBitmaps(file: String, index: Int) -> Bool {
        var count: Int32 = 0
        guard let scanned = FcFreeTypeQuery(file, UInt32(index), nil, &count) else { return false }
        defer { FcPatternDestroy(scanned) }
        var color: FcBool = FcFalse
        var outline: FcBool = FcTrue
        _ = FcPatternGetBool(scanned, ls_fc_color(), 0, &color)
        _ = FcPatternGetBool(scanned, "outline", 0, &outline)  // FC_OUTLINE
        return color != FcFalse || outline == FcFalse
    }
}
