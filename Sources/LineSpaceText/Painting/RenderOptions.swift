// What a rendering looks like: format, scale, padding, colours, box and guides.
import Foundation

/// An output format of the renderer.
public enum RenderFormat: String, Sendable, Hashable, CaseIterable {
    /// A PNG image, `scale` pixels per point.
    case png
    /// An SVG document, sized in points.
    case svg
    /// A one-page PDF, sized in points.
    case pdf

    /// The format a file name's extension names (case-insensitive), or nil.
    ///
    /// ```swift
    /// RenderFormat(path: "out/label.SVG")   // .svg
    /// ```
    public init?(path: String) {
        guard let suffix = RenderFormat.fileExtension(path) else { return nil }
        self.init(rawValue: suffix.lowercased())
    }

    /// Whether the file name at the end of `path` has an extension (`label.jpg`, not
    /// `/dev/stdout` or `.hidden`).
    static func hasExtension(_ path: String) -> Bool { fileExtension(path) != nil }

    private static func fileExtension(_ path: String) -> Substring? {
        let name = path.split(separator: "/").last ?? Substring(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return name[name.index(after: dot)...]
    }
}

/// How `Renderer` draws a layout.
///
/// The canvas is the layout's size rounded up to the pixel grid of `scale`
/// (`TextLayout.sizeThatFits(scale:)`), or `boxHeight` tall when that is larger, plus `padding`
/// on every side; all of it times `scale` in pixels (PNG), px (SVG) or pt (PDF). With
/// `canvasSize` set, the canvas is exactly that size instead, and the text is placed in it.
///
/// ```swift
/// var options = RenderOptions(format: .png, scale: 2, padding: 8)
/// options.background = Color(rgb: 0xFFFFFF)
/// options.guides = true
///
/// // A 1200 × 630 share card: the text laid out at 1040 pt, 80 pt from the left edge,
/// // centred vertically between the top and bottom padding.
/// let card = RenderOptions(padding: 80, canvasSize: CGSize(width: 1200, height: 630))
/// ```
public struct RenderOptions: Sendable, Hashable {
    /// PNG (the default), SVG or PDF. `Label.render(…, to:)` and `Renderer.write(_:to:)` take the
    /// format from the file's extension while this keeps the default.
    public var format: RenderFormat
    /// Pixels per point: 1, 2, 3 or any number in `Label.scaleRange` (0.1…16); finite values
    /// outside it are clamped to it; non-finite, zero and negative ones throw.
    public var scale: CGFloat
    /// Empty space around the text on every side, in points (finite, not negative; at most
    /// `ParagraphStyle.maximumLength`).
    public var padding: CGFloat
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
    public var boxHeight: CGFloat?
    /// Where the text sits in a taller box (UILabel centres). `Label.render` uses the label's
    /// own `verticalAlignment` when this is `.center`, and its `scale` when `scale` is 1.
    public var verticalAlignment: VerticalAlignment
    /// Where a line that auto-shrink made smaller sits in the box (UILabel's
    /// `baselineAdjustment`; only a layout with `unshrunkLine` is affected). `Label.render`
    /// uses the label's own when this is `.alignBaselines`.
    public var baselineAdjustment: BaselineAdjustment = .alignBaselines
    /// Draws the guides overlay: line boxes, baselines, line-spacing and paragraph-spacing bands.
    public var guides: Bool
    /// A fixed canvas, in points (pixels = `ceil(size × scale)`); nil = the canvas fits the
    /// text. The text's box then starts at `origin`, is as wide as the width the layout was laid
    /// out at (its own width for an unlimited one), so `ParagraphAlignment` places lines
    /// inside it, and is `boxHeight` tall, or reaches down to `padding` above the canvas's
    /// bottom edge, so `verticalAlignment` places the text in it. `fitsInk` does not apply and
    /// whatever falls outside the canvas is clipped. Both sides must be finite and > 0.
    public var canvasSize: CGSize?
    /// Where the text's box starts on a fixed canvas (`canvasSize`), in points from the top-left
    /// corner; nil = (`padding`, `padding`). Ignored without `canvasSize`. Must be finite.
    public var origin: CGPoint?

    /// Options with every value given or defaulted: PNG at scale 1, no padding, the text's own
    /// colours on white, no box height, centred, no guides.
    ///
    /// ```swift
    /// let options = RenderOptions(format: .svg, scale: 2, padding: 8)
    /// ```
    public init(
        format: RenderFormat = .png, scale: CGFloat = 1, padding: CGFloat = 0, textColor: Color? = nil,
        background: Color = .white, boxHeight: CGFloat? = nil, verticalAlignment: VerticalAlignment = .center,
        guides: Bool = false, fitsInk: Bool = true, maximumPixels: Int = RenderOptions.defaultMaximumPixels,
        canvasSize: CGSize? = nil, origin: CGPoint? = nil
    ) {
        self.canvasSize = canvasSize
        self.origin = origin
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
        if let canvasSize, !(canvasSize.width.isFinite && canvasSize.height.isFinite && canvasSize.width > 0 && canvasSize.height > 0) {
            throw RenderError.invalidOption(name: "canvas size", value: "\(canvasSize.width)×\(canvasSize.height)")
        }
        if let origin, !(origin.x.isFinite && origin.y.isFinite) {
            throw RenderError.invalidOption(name: "origin", value: "\(origin.x),\(origin.y)")
        }
    }

    /// `scale` clamped to `Label.scaleRange` (call after `validate()`).
    var resolvedScale: Double { Label.clampedScale(scale) }
    /// `padding` capped at `ParagraphStyle.maximumLength`.
    var resolvedPadding: Double { min(padding, ParagraphStyle.maximumLength) }
    /// `boxHeight` capped at `ParagraphStyle.maximumLength`.
    var resolvedBoxHeight: Double? { boxHeight.map { min($0, ParagraphStyle.maximumLength) } }
}
