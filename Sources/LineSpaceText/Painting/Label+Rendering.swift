// Rendering a Label in one call.
import Foundation

extension Label {
    /// The label laid out in `width` × `height` and rendered. A finite `height` is also the box
    /// the text is placed in (unless `options.boxHeight` is set), as with a UILabel's frame.
    /// The label's own `scale` and `verticalAlignment` apply, unless `options` gives others than
    /// their defaults (scale 1, `.center`).
    ///
    /// ```swift
    /// let png = try label.render(width: 300, options: RenderOptions(scale: 2, guides: true))
    /// label.verticalAlignment = .top
    /// let card = try label.render(width: 300, height: 200)   // the text at the box's top
    /// ```
    ///
    /// - Throws: `RenderError`.
    public func render(width: CGFloat, height: CGFloat = .infinity, options: RenderOptions = RenderOptions()) throws -> Data {
        try renderer(height: height, options: options).render(layout(width: width, height: height), text: styledText())
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
        try renderer(height: height, options: options).write(layout(width: width, height: height), text: styledText(), to: path)
    }

    private func renderer(height: CGFloat, options: RenderOptions) -> Renderer {
        var options = options
        if options.boxHeight == nil, height.isFinite, height > 0 { options.boxHeight = Double(height) }
        // The label's settings, where the options keep their defaults.
        if options.scale == 1 { options.scale = Double(resolvedScale) }
        if options.verticalAlignment == .center { options.verticalAlignment = verticalAlignment }
        return Renderer(options: options)
    }
}
