// Cairo groups and masks: how shadows composite as one translucent layer.
import CCairo
import Foundation

extension CairoContext {
    /// Starts drawing into an offscreen group (with the state saved).
    func pushGroup() { cairo_push_group(pointer) }

    /// Ends the group and paints it at `alpha`, so overlapping shapes inside it do not darken
    /// each other.
    func popGroup(paintingWithAlpha alpha: Double) {
        cairo_pop_group_to_source(pointer)
        cairo_paint_with_alpha(pointer, alpha)
    }

    /// Paints `color` through the alpha of `mask`, an image `scale` pixels per point whose
    /// top-left corner goes at `origin`.
    func paint(_ color: Color, throughMask mask: CairoSurface, at origin: CGPoint, scale: Double) {
        cairo_save(pointer)
        cairo_translate(pointer, origin.x, origin.y)
        cairo_scale(pointer, 1 / scale, 1 / scale)
        setColor(color)
        cairo_mask_surface(pointer, mask.pointer, 0, 0)
        cairo_restore(pointer)
    }
}
