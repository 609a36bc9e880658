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
    /// Pixels per point: 1, 2, 3 or any number in `Label.scaleRange` (0.1…16); finite values
    /// outside it are clamped to it; non-finite, zero and negative ones throw.
    public var scale: Double
    /// Empty space around the text on every side, in points (finite, not negative; at most
    /// `ParagraphStyle.maximumLength`).
    public var padding: Double
    /// Whether the padding grows, side by side, to fit glyph ink that overflows the line
    /// boxes (a tilde above a capital, a descender below a tight `lineHeight`), so the image
    /// shows every glyph whole. Off: the padding is exact and overflowing ink is clipped.
    public var fitsInk: Bool
    /// The most pixels a PNG may have (width × height); larger images are refused with
    /// `RenderError.tooManyPixels` before any memory is allocated. Default: 100 million
    /// (400 MB of pixels). Every format is also limited to 32,767 pixels (or points) a side
    /// (`RenderError.canvasTooLarge`).
    public var maximumPixels: Int
    /// Draws every glyph in this colour instead of the colours of the text's runs.
    public var textColor: Color?
    /// The canvas colour (`.clear` for a transparent PNG).
    public var background: Color
    /// The height of the box the text is placed in, in points; nil = the text's own height.
    /// A box shorter than the text does not clip it: the canvas grows to the text.
    public var boxHeight: Double?
    /// Where the text sits in a taller box (UILabel centres). `Label.render` uses the label's
    /// own `verticalAlignment` when this is `.center`, and its `scale` when `scale` is 1.
    public var verticalAlignment: VerticalAlignment
    /// Where a line that auto-shrink made smaller sits in the box (UILabel's
    /// `baselineAdjustment`; only a layout with `unshrunkLine` is affected). `Label.render`
    /// uses the label's own when this is `.alignBaselines`.
    public var baselineAdjustment: BaselineAdjustment = .alignBaselines
    /// Draws the guides overlay: line boxes, baselines, line-spacing and paragraph-spacing bands.
    public var guides: Bool

    public init(
        format: RenderFormat = .png, scale: Double = 1, padding: Double = 0, textColor: Color? = nil,
        background: Color = .white, boxHeight: Double? = nil, verticalAlignment: VerticalAlignment = .center,
        guides: Bool = false, fitsInk: Bool = true, maximumPixels: Int = RenderOptions.defaultMaximumPixels
    ) {
        self.format = format
        self.scale = scale
        self.padding = padding
        self.fitsInk = fitsInk
        self.maximumPixels = maximumPixels
        self.textColor = textColor
        self.background = background
        self.boxHeight = boxHeight
        self.verticalAlignment = verticalAlignment
        self.guides = guides
    }

    /// The default pixel budget of a PNG: 100 million pixels.
    public static let defaultMaximumPixels = 100_000_000

    /// Throws for a scale, padding or box height out of range.
    func validate() throws {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidOption(name: "scale", value: "\(scale)") }
        guard padding.isFinite, padding >= 0 else { throw RenderError.invalidOption(name: "padding", value: "\(padding)") }
        if let boxHeight, !(boxHeight.isFinite && boxHeight >= 0) {
            throw RenderError.invalidOption(name: "box height", value: "\(boxHeight)")
        }
    }

    /// `scale` clamped to `Label.scaleRange` (call after `validate()`).
    var resolvedScale: Double { Label.clampedScale(scale) }
    /// `padding` capped at `ParagraphStyle.maximumLength`.
    var resolvedPadding: Double { min(padding, ParagraphStyle.maximumLength) }
    /// `boxHeight` capped at `ParagraphStyle.maximumLength`.
    var resolvedBoxHeight: Double? { boxHeight.map { min($0, ParagraphStyle.maximumLength) } }
}
