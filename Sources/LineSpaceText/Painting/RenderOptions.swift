// What a rendering looks like: format, scale, padding, colours, box and guides.
import Foundation

/// An output format of the renderer.
public enum RenderFormat: String, Sendable, Hashable, CaseIterable {
    case png, svg, pdf

    /// The format a file name's extension names (case-insensitive), or nil.
    ///
    /// ```swift
    /// RenderFormat(path: "out/label.SVG")   // .svg
    /// ```
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        self.init(rawValue: name[name.index(after: dot)...].lowercased())
    }
}

/// How `Renderer` draws a layout.
///
/// The canvas is the layout's size rounded up to the pixel grid of `scale`
/// (`TextLayout.sizeThatFits(scale:)`), or `boxHeight` tall when that is larger, plus `padding`
/// on every side; all of it times `scale` in pixels (PNG), px (SVG) or pt (PDF).
///
/// ```swift
/// var options = RenderOptions(format: .png, scale: 2, padding: 8)
/// options.background = Color(hex: "#FFFFFF")!
/// options.guides = true
/// ```
public struct RenderOptions: Sendable, Hashable {
    public var format: RenderFormat
    /// Pixels per point: 1, 2, 3 or any finite positive number.
    public var scale: Double
    /// Empty space around the text on every side, in points (finite, not negative).
    public var padding: Double
    /// Draws every glyph in this colour instead of the colours of the text's runs.
    public var textColor: Color?
    /// The canvas colour (`.clear` for a transparent PNG).
    public var background: Color
    /// The height of the box the text is placed in, in points; nil = the text's own height.
    /// A box shorter than the text does not clip it: the canvas grows to the text.
    public var boxHeight: Double?
    /// Where the text sits in a taller box (UILabel centres).
    public var verticalAlignment: VerticalAlignment
    /// Draws the guides overlay: line boxes, baselines, line-spacing and paragraph-spacing bands.
    public var guides: Bool

    public init(
        format: RenderFormat = .png, scale: Double = 1, padding: Double = 0, textColor: Color? = nil,
        background: Color = .white, boxHeight: Double? = nil, verticalAlignment: VerticalAlignment = .center,
        guides: Bool = false
    ) {
        self.format = format
        self.scale = scale
        self.padding = padding
        self.textColor = textColor
        self.background = background
        self.boxHeight = boxHeight
        self.verticalAlignment = verticalAlignment
        self.guides = guides
    }

    /// Throws for a scale, padding or box height out of range.
    func validate() throws {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidOption(name: "scale", value: "\(scale)") }
        guard padding.isFinite, padding >= 0 else { throw RenderError.invalidOption(name: "padding", value: "\(padding)") }
        if let boxHeight, !(boxHeight.isFinite && boxHeight >= 0) {
            throw RenderError.invalidOption(name: "box height", value: "\(boxHeight)")
        }
    }
}
