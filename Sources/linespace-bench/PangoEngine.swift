// The reference engine: Pango laying out with the pangocairo font map, one PangoLayout per label.
import CPango
import Foundation

/// Pango set up like our labels: Noto Sans CJK SC at 17 px (= 17 pt at scale 1), unhinted,
/// unrounded glyph positions, word-then-character wrapping, `spacing` between lines.
///
/// One shared PangoContext (font map caches warm), a fresh PangoLayout for every label.
/// Not thread-safe: use from one thread.
final class PangoEngine {
    private let context: OpaquePointer
    private let fontDescription: OpaquePointer
    private let spacing: Int32
    /// One line's logical height in Pango units (measured once, for height-limited truncation).
    private(set) var lineHeight: Int32 = 0

    init(family: String, pixelSize: Double, lineSpace: Double, language: String = "zh-cn") throws {
        guard let fontMap = pango_cairo_font_map_get_default(),
              let context = pango_font_map_create_context(fontMap)
        else { throw BenchError.pango("no pangocairo font map") }
        self.context = context
        // Unhinted outlines and metrics, fractional positions: what our engine does.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string(language))

        guard let description = pango_font_description_new() else { throw BenchError.pango("font description") }
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, pixelSize * Double(PANGO_SCALE))
        fontDescription = description
        spacing = Int32((lineSpace * Double(PANGO_SCALE)).rounded())

        let probe = makeLayout("国", width: nil)
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_size(probe, &w, &h)
        g_object_unref(UnsafeMutableRawPointer(probe))
        lineHeight = h
    }

    deinit {
        pango_font_description_free(fontDescription)
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// The family Pango resolves for the description (a sanity check that both engines use
    /// the same face).
    var resolvedFamily: String {
        guard let font = pango_context_load_font(context, fontDescription),
              let described = pango_font_describe(font)
        else { return "?" }
        defer {
            pango_font_description_free(described)
            g_object_unref(UnsafeMutableRawPointer(font))
        }
        return pango_font_description_get_family(described).map { String(cString: $0) } ?? "?"
    }

    /// A new layout of `text` (the caller unrefs it). `width == nil` means no wrapping.
    func makeLayout(_ text: String, width: Double?) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        pango_layout_set_font_description(layout, fontDescription)
        if let width {
            pango_layout_set_width(layout, Int32((width * Double(PANGO_SCALE)).rounded()))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        pango_layout_set_spacing(layout, spacing)
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    /// Limits `layout` to `lines` lines in total with an ellipsis at the end of the last.
    ///
    /// Pango's negative height counts lines per paragraph; UILabel's numberOfLines counts lines
    /// of the whole text. A positive height of exactly `lines` lines plus their spacing gives the
    /// UILabel meaning for texts with several paragraphs too.
    func limit(_ layout: OpaquePointer, lines: Int) {
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        pango_layout_set_height(layout, Int32(lines) * lineHeight + Int32(lines - 1) * spacing)
    }

    /// The height for a width (workload 1), in points rounded up like `sizeThatFits`.
    func measure(_ text: String, width: Double) -> Double {
        let layout = makeLayout(text, width: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_size(layout, &w, &h)
        return (Double(h) / Double(PANGO_SCALE)).rounded(.up)
    }

    /// Lays out `text` in `lines` lines at most with a tail ellipsis; returns the line count.
    func truncate(_ text: String, width: Double, lines: Int) -> Int {
        let layout = makeLayout(text, width: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        limit(layout, lines: lines)
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_size(layout, &w, &h)
        return Int(pango_layout_get_line_count(layout))
    }

    /// The layout's lines as UTF-8 byte ranges of `text` (for the line-count comparison).
    func lines(_ text: String, width: Double, maximumLines: Int = 0) -> [Range<Int>] {
        let layout = makeLayout(text, width: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if maximumLines > 0 { limit(layout, lines: maximumLines) }
        var result: [Range<Int>] = []
        var node = pango_layout_get_lines_readonly(layout)
        while let current = node {
            if let line = current.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) {
                let start = Int(line.pointee.start_index)
                result.append(start..<(start + Int(line.pointee.length)))
            }
            node = current.pointee.next
        }
        return result
    }

    /// Lays out and renders `text` to a PNG in memory at `scale` on white (workload 5); returns
    /// the PNG.
    func renderPNG(_ text: String, width: Double, scale: Double) -> [UInt8] {
        let layout = makeLayout(text, width: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_size(layout, &w, &h)
        let pixelWidth = Int32((Double(w) / Double(PANGO_SCALE) * scale).rounded(.up))
        let pixelHeight = Int32((Double(h) / Double(PANGO_SCALE) * scale).rounded(.up))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, max(1, pixelWidth), max(1, pixelHeight))
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)
        cairo_set_source_rgb(cr, 1, 1, 1)  // white, like RenderOptions' default background
        cairo_paint(cr)
        cairo_scale(cr, scale, scale)
        cairo_set_source_rgb(cr, 0, 0, 0)
        pango_cairo_show_layout(cr, layout)
        cairo_destroy(cr)
        let sink = PNGSink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue()
                .bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        return status == CAIRO_STATUS_SUCCESS ? sink.bytes : []
    }
}

/// Collects cairo's PNG stream.
private final class PNGSink {
    var bytes: [UInt8] = []
}
