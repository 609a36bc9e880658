// A Cairo drawing context owned by one Swift object: transforms, fills, strokes and glyphs.
import CCairo
import Foundation

/// One `cairo_t`, destroyed in `deinit`. It keeps its surface alive.
///
/// Text options are set once for the context's life: hint style none and hint metrics off, so
/// glyphs land exactly where the unhinted layout put them (docs/design.md, pitfalls), and grey
/// antialiasing (no coloured subpixel fringes in images meant to be shared).
final class CairoContext {
    let pointer: OpaquePointer
    let surface: CairoSurface

    /// - Throws: `RenderError.cairo`.
    init(_ surface: CairoSurface) throws {
        self.surface = surface
        pointer = cairo_create(surface.pointer)
        guard let options = cairo_font_options_create() else { throw RenderError.cairo("out of memory") }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(pointer, options)
        try check()
    }

    deinit { cairo_destroy(pointer) }

    /// Throws Cairo's error if the context is in an error state.
    func check() throws {
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(CairoSurface.message(status)) }
    }

    func save() { cairo_save(pointer) }
    func restore() { cairo_restore(pointer) }
    func scale(by factor: Double) { cairo_scale(pointer, factor, factor) }
    func translate(x: Double, y: Double) { cairo_translate(pointer, x, y) }

    func setColor(_ color: Color) {
        cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
    }

    /// Fills the whole surface (clip permitting) with `color`, replacing what is there.
    func paint(_ color: Color) {
        cairo_save(pointer)
        cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE)
        setColor(color)
        cairo_paint(pointer)
        cairo_restore(pointer)
    }

    func fill(_ rect: CGRect, color: Color) {
        setColor(color)
        cairo_rectangle(pointer, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(pointer)
    }

    /// Strokes a rectangle's outline inside it (the stroke does not spill out of `rect`).
    func strokeInside(_ rect: CGRect, color: Color, lineWidth: Double) {
        let inset = lineWidth / 2
        guard rect.width > lineWidth, rect.height > lineWidth else { return fill(rect, color: color) }
        setColor(color)
        cairo_set_line_width(pointer, lineWidth)
        cairo_rectangle(pointer, rect.minX + inset, rect.minY + inset, rect.width - lineWidth, rect.height - lineWidth)
        cairo_stroke(pointer)
    }

    func line(from start: CGPoint, to end: CGPoint, color: Color, lineWidth: Double) {
        setColor(color)
        cairo_set_line_width(pointer, lineWidth)
        cairo_move_to(pointer, start.x, start.y)
        cairo_line_to(pointer, end.x, end.y)
        cairo_stroke(pointer)
    }

    /// Draws glyph ids of `face` at `size` points at user-space pen positions, sheared by
    /// `slant` (x moves right by `slant` × the height above the glyph's origin: a synthetic
    /// oblique). Colour glyphs (emoji) keep their own colours where Cairo supports them; `color`
    /// paints the others.
    func showGlyphs(
        _ glyphs: [UInt32], at positions: [CGPoint], face: CairoFontFace, size: Double, slant: Double = 0, color: Color
    ) {
        let count = min(glyphs.count, positions.count)
        guard count > 0 else { return }
        var cairoGlyphs = [cairo_glyph_t]()
        cairoGlyphs.reserveCapacity(count)
        for i in 0..<count {
            cairoGlyphs.append(cairo_glyph_t(index: UInt(glyphs[i]), x: positions[i].x, y: positions[i].y))
        }
        setColor(color)
        cairo_set_font_face(pointer, face.pointer)
        if slant == 0 {
            cairo_set_font_size(pointer, size)
        } else {
            // Font space has y down, as user space: up is −y, so x gains −slant × y.
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, size, 0, -slant * size, size, 0, 0)
            cairo_set_font_matrix(pointer, &matrix)
        }
        cairoGlyphs.withUnsafeBufferPointer { buffer in
            cairo_show_glyphs(pointer, buffer.baseAddress, Int32(count))
        }
    }
}
