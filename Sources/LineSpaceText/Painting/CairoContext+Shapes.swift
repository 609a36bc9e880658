// Cairo paths, gradients and images: what a composition's rectangles, images and
// backgrounds are drawn with.
import CCairo
import Foundation

extension CairoContext {
    /// Paints `surface` at (0, 0) over the whole clip, replacing what is there when
    /// `operatorSource` (a format conversion), blending over it otherwise.
    func paint(_ surface: CairoSurface, operatorSource: Bool) {
        cairo_save(pointer)
        if operatorSource { cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE) }
        cairo_set_source_surface(pointer, surface.pointer, 0, 0)
        cairo_paint(pointer)
        cairo_restore(pointer)
    }

    /// Adds `rect` with corners rounded by `radius` (clamped to half the shorter side) as a
    /// closed sub-path.
    func addRoundedRectangle(_ rect: CGRect, radius: Double) {
        let r = min(max(radius.isFinite ? radius : 0, 0), min(rect.width, rect.height) / 2)
        guard r > 0 else {
            cairo_rectangle(pointer, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(pointer, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(pointer, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(pointer, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(pointer)
    }

    /// Fills `rect` (corners rounded by `radius`) with `fill`; a gradient spans `rect`.
    func fill(_ rect: CGRect, cornerRadius radius: Double, with fill: Fill) {
        addRoundedRectangle(rect, radius: radius)
        switch fill {
        case .color(let color):
            setColor(color)
            cairo_fill(pointer)
        case .linearGradient(let gradient):
            let start = CGPoint(x: rect.minX + gradient.start.x * rect.width, y: rect.minY + gradient.start.y * rect.height)
            let end = CGPoint(x: rect.minX + gradient.end.x * rect.width, y: rect.minY + gradient.end.y * rect.height)
            guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return cairo_new_path(pointer) }
            defer { cairo_pattern_destroy(pattern) }
            for stop in gradient.stops {
                let location = stop.location.isNaN ? 0 : min(max(stop.location, 0), 1)
                cairo_pattern_add_color_stop_rgba(pattern, location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
            }
            cairo_set_source(pointer, pattern)
            cairo_fill(pointer)
        }
    }

    /// Strokes the outline of `rect` (corners rounded by `radius`) inside it.
    func strokeInside(_ rect: CGRect, cornerRadius radius: Double, stroke: Stroke) {
        let width = Double(stroke.width)
        guard width.isFinite, width > 0 else { return }
        guard rect.width > width, rect.height > width else {
            return fill(rect, cornerRadius: radius, with: .color(stroke.color))
        }
        let inset = rect.insetBy(dx: width / 2, dy: width / 2)
        addRoundedRectangle(inset, radius: max(0, radius - width / 2))
        setColor(stroke.color)
        cairo_set_line_width(pointer, width)
        cairo_stroke(pointer)
    }

    /// Draws `image` scaled into `destination` (its whole pixel grid mapped onto that
    /// rectangle), clipped to `clip` with corners rounded by `radius`.
    func draw(_ image: CairoSurface, into destination: CGRect, clippedTo clip: CGRect, cornerRadius radius: Double) {
        guard image.width > 0, image.height > 0, destination.width > 0, destination.height > 0 else { return }
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        addRoundedRectangle(clip, radius: radius)
        cairo_clip(pointer)
        cairo_translate(pointer, destination.minX, destination.minY)
        cairo_scale(pointer, destination.width / Double(image.width), destination.height / Double(image.height))
        cairo_set_source_surface(pointer, image.pointer, 0, 0)
        // GOOD filters with a box over the source pixels when scaling down, bilinear up.
        cairo_pattern_set_filter(cairo_get_source(pointer), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(pointer), CAIRO_EXTEND_PAD)
        cairo_paint(pointer)
    }
}
