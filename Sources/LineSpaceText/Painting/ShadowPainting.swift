// Text shadows: an offset copy of a run's glyphs and lines, sharp or blurred.
import Foundation

extension CairoPainter {
    /// The largest side and area of a blurred shadow's mask, in pixels (16 MB at most); a
    /// larger run's mask is drawn at a lower resolution rather than allocating without bound.
    static let maximumMaskSide = 8192.0
    static let maximumMaskArea = 4_194_304.0

    /// Draws `shadow` for `run` and its stroke rectangles (`strokes`, in layout coordinates).
    func drawShadow(_ shadow: TextShadow, of run: TextLayout.GlyphRun, strokes: [CGRect]) throws {
        guard shadow.color.alpha > 0, !run.glyphs.isEmpty || !strokes.isEmpty else { return }
        var opaque = shadow.color
        opaque.alpha = 1
        if shadow.blurRadius == 0 {
            context.pushGroup()
            context.translate(x: shadow.offset.width, y: shadow.offset.height)
            try drawGlyphs(run, color: opaque)
            for rect in strokes { context.fill(rect, color: opaque) }
            context.popGroup(paintingWithAlpha: shadow.color.alpha)
            return
        }
        // Cairo cannot blur: draw the shadow's shape into an image, blur it, paint through it.
        let sigma = shadow.blurRadius / 2
        let pad = 3 * sigma + 1
        let font = run.font
        var bounds = CGRect.null
        for (position, advance) in zip(run.positions, run.advances) {
            bounds = bounds.union(CGRect(
                x: position.x - font.size / 2, y: position.y - font.ascender - font.size / 4,
                width: advance + font.size, height: font.ascender + font.descender + font.size / 2))
        }
        for rect in strokes { bounds = bounds.union(rect) }
        bounds = bounds.insetBy(dx: -pad, dy: -pad)
        let scale = min(
            shadowScale, Self.maximumMaskSide / max(bounds.width, bounds.height, 1),
            (Self.maximumMaskArea / max(bounds.width * bounds.height, 1)).squareRoot())
        let mask = try CairoSurface(
            kind: .image, width: Int((bounds.width * scale).rounded(.up)), height: Int((bounds.height * scale).rounded(.up)))
        do {
            let maskContext = try CairoContext(mask)
            maskContext.scale(by: scale)
            maskContext.translate(x: -bounds.minX, y: -bounds.minY)
            let maskPainter = CairoPainter(context: maskContext, hairline: hairline, shadowScale: scale)
            try maskPainter.drawGlyphs(run, color: .black)
            for rect in strokes { maskContext.fill(rect, color: .black) }
            try maskContext.check()
        }
        mask.blurAlpha(sigma: sigma * scale)
        context.paint(
            shadow.color, throughMask: mask,
            at: CGPoint(x: bounds.minX + shadow.offset.width, y: bounds.minY + shadow.offset.height), scale: scale)
    }
}
