// Rendering a Label in one call.
import Foundation

extension Label {
    /// The label laid out in `width` × `height` and rendered. A finite `height` is also the box
    /// the text is placed in (unless `options.boxHeight` is set), as with a UILabel's frame.
    /// The label's own `scale`, `verticalAlignment` and `baselineAdjustment` apply, unless
    /// `options` gives others than their defaults (scale 1, `.center`, `.alignBaselines`).
    ///
    /// ```swift
    /// let png = try label.render(width: 300, options: RenderOptions(scale: 2, guides: true))
    /// label.verticalAlignment = .top
    /// let card = try label.render(width: 300, height: 200)   // the text at the box's top
    /// ```
    ///
    /// - Throws: `RenderError`.
    public func render(width: CGFloat, height: CGFloat = .infinity, options: RenderOptions = RenderOptions()) throws -> Data {
        let renderer = renderer(height: height, options: options)
        return try renderer.render(layoutForRendering(width: width, height: height, options: renderer.options), text: styledText())
    }

    /// Renders the label to `path` atomically, in the format `options.format` or, when that is
    /// the default PNG, the path's extension names (see `Renderer.write(_:text:to:)`).
    ///
    /// ```swift
    /// try label.render(width: 300, to: "label.svg")
    /// ```
    ///
    /// - Throws: `RenderError`.
    public func render(
        width: CGFloat, height: CGFloat = .infinity, options: RenderOptions = RenderOptions(), to path: String
    ) throws {
        let renderer = renderer(height: height, options: options)
        try renderer.write(layoutForRendering(width: width, height: height, options: renderer.options), text: styledText(), to: path)
    }

    /// The label laid out to be drawn with `options`, no taller than the tallest canvas a
    /// renderer can make (32,767 pixels at the options' scale, less the padding): text too
    /// tall to draw is refused once that much is laid out, never laid out to its end (a
    /// million one-character lines would take gigabytes before the canvas check).
    ///
    /// ```swift
    /// let layout = try label.layoutForRendering(width: 300, height: .infinity, options: options)
    /// let png = try Renderer(options: options).render(layout)
    /// ```
    ///
    /// On a fixed canvas (`options.canvasSize`) the text is laid out no taller than the canvas
    /// (lines below it could not show) and nothing is refused: what overflows is clipped.
    ///
    /// - Throws: `RenderError.canvasTooLarge` (height 32768: "taller than that").
    public func layoutForRendering(width: CGFloat, height: CGFloat, options: RenderOptions) throws -> TextLayout {
        if let canvas = options.canvasSize, canvas.height.isFinite, canvas.height > 0 {
            return layout(width: width, height: min(height, canvas.height))
        }
        let side = Double(CairoSurface.maximumSide)
        let tallest = side / options.resolvedScale - 2 * options.resolvedPadding
        guard tallest > 0, !(Double(height) <= tallest) else { return layout(width: width, height: height) }
        let capped = layout(width: width, height: CGFloat(tallest))
        // Cut by the cap, not by `numberOfLines`: the whole text would not fit a canvas.
        if capped.isTruncated && (numberOfLines <= 0 || capped.lines.count < numberOfLines) {
            // The lines shown whole (the last one may hold an ellipsis the image would not have).
            let shown = capped.lines.count > 1 ? capped.lines.dropLast().map(\.rect.maxX).max() ?? 0 : capped.size.width
            let pixels = Int(min((Double(shown) * options.resolvedScale).rounded(.up), 1e9))
            throw RenderError.canvasTooLarge(width: max(1, pixels), height: CairoSurface.maximumSide + 1)
        }
        return capped
    }

    private func renderer(height: CGFloat, options: RenderOptions) -> Renderer {
        var options = options
        if options.boxHeight == nil, height.isFinite, height > 0 { options.boxHeight = Double(height) }
        // The label's settings, where the options keep their defaults.
        if options.scale == 1 { options.scale = Double(resolvedScale) }
        if options.verticalAlignment == .center { options.verticalAlignment = verticalAlignment }
        if options.baselineAdjustment == .alignBaselines { options.baselineAdjustment = baselineAdjustment }
        return Renderer(options: options)
    }
}
