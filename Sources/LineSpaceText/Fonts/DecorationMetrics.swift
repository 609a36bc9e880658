// A font's underline and strikeout strokes, read through HarfBuzz's OpenType metrics.
import CHarfBuzz

/// Where a font wants its underline and strikeout drawn, in design units: each stroke's top
/// edge as an offset from the baseline (positive up, the OpenType convention) and its thickness.
struct DecorationMetrics: Sendable, Hashable {
    var underlineOffset: Double
    var underlineThickness: Double
    var strikeoutOffset: Double
    var strikeoutThickness: Double

    /// Reads the metrics of `font` (scaled to design units), with HarfBuzz's fallbacks for
    /// fonts that lack the post or OS/2 values.
    init(font: OpaquePointer) {
        func position(_ tag: hb_ot_metrics_tag_t) -> Double {
            var value: hb_position_t = 0
            hb_ot_metrics_get_position_with_fallback(font, tag, &value)
            return Double(value)
        }
        underlineOffset = position(HB_OT_METRICS_TAG_UNDERLINE_OFFSET)
        underlineThickness = position(HB_OT_METRICS_TAG_UNDERLINE_SIZE)
        strikeoutOffset = position(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET)
        strikeoutThickness = position(HB_OT_METRICS_TAG_STRIKEOUT_SIZE)
    }
}
