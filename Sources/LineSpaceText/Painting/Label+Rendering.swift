// Rendering a Label in one call.
import Foundation

extension Label {
    /// The label laid out in `width` × `height` and rendered. A finite `height` is also the box
    /// the text is placed in (unless `options.boxHeight` is set), as with a UILabel's frame.
    ///
    /// ```swift
    /// let png = try label.render(width: 300, options: RenderOptions(scale: 2, guides: true))
    /// ```
    ///
    /// - Throws: `RenderError`.
    public func render(width: CGFloat, height: CGFloat = .infinity, options: RenderOptions = RenderOptions()) throws -> Data {
        try renderer(height: height, options: options).render(layout(width: width, height: height), text: styledText())
    }

    /// Renders the label to `path` atomically (see `Renderer.write(_:text:to:)`).
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
        return Renderer(options: options)
    }
}
