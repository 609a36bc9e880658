// Drawing layouts to PNG, SVG or PDF with Cairo, in memory or atomically to a file.
import Foundation

/// Renders layouts with Cairo. A value: make one per options, use it from any thread.
///
/// Glyphs are drawn at the layout's own positions with Cairo's own font faces, unhinted, so
/// the drawing matches the numbers `linespace measure` prints.
///
/// ```swift
/// let renderer = Renderer(options: RenderOptions(format: .png, scale: 2, padding: 8))
/// let png = try renderer.render(layout, text: label.styledText())
/// try renderer.write(layout, text: label.styledText(), to: "label.png")
/// ```
public struct Renderer: Sendable {
    /// How this renderer draws: format, scale, padding, colours, box, guides.
    public var options: RenderOptions

    /// A renderer that draws with `options`.
    ///
    /// ```swift
    /// let png = try Renderer(options: RenderOptions(scale: 2)).render(layout)
    /// ```
    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// Where a layout goes on its canvas.
    public struct Placement: Sendable, Hashable {
        /// The canvas in points, padding included.
        public var canvasSize: CGSize
        /// The canvas in pixels: `canvasSize × scale`, rounded up.
        public var pixelWidth: Int
        /// The canvas's height in pixels (see `pixelWidth`).
        public var pixelHeight: Int
        /// The layout's top-left corner on the canvas, in points (padding and vertical
        /// placement in the box applied).
        public var origin: CGPoint
        /// The text box (without padding) in points.
        public var contentSize: CGSize
    }

    /// The canvas for `layout` under the options: the layout's size rounded up to the pixel
    /// grid, widened to the layout's width when alignment or indents put a line beyond the used
    /// width (centred or right-aligned text), `boxHeight` tall when that is larger; plus
    /// padding on every side, grown on a side where glyph ink overflows the text box when
    /// `fitsInk` is on (by whole pixels, so the text stays on the pixel grid). At least 1 × 1
    /// pixel.
    ///
    /// With `options.canvasSize`, the canvas is that size and the text box is placed as
    /// `RenderOptions.canvasSize` says (`contentSize` is that box).
    ///
    /// - Throws: `RenderError.invalidOption`.
    public func placement(for layout: TextLayout) throws -> Placement {
        try options.validate()
        let scale = options.resolvedScale
        func grid(_ value: CGFloat) -> CGFloat { (value * scale - 1e-9).rounded(.up) / scale }
        if let canvas = options.canvasSize {
            return try placement(for: layout, on: canvas)
        }
        let text = layout.sizeThatFits(scale: scale)
        var width = text.width
        let rightmost = layout.lines.map(\.rect.maxX).max() ?? 0
        if rightmost > layout.size.width + 1e-6 {
            width = max(width, grid(layout.width.isFinite ? max(layout.width, rightmost) : rightmost))
        }
        var height = text.height
        var y: CGFloat = 0
        if let box = options.resolvedBoxHeight {
            height = max(height, grid(box))
            y = options.baselineAdjustment.originY(of: layout, boxHeight: height, alignment: options.verticalAlignment, scale: scale)
            y = (y * scale).rounded() / scale  // keep the text on the pixel grid
        }
        let padding = options.resolvedPadding
        var left = padding, right = padding, top = padding, bottom = padding
        if options.fitsInk, let ink = layout.paintedInkBounds {
            // Only what overflows the padded box grows it: an explicit padding wide enough
            // stays exact.
            func overflow(_ value: CGFloat) -> CGFloat {
                value > 1e-6 ? min(grid(value), ParagraphStyle.maximumLength) : 0
            }
            left = max(padding, overflow(-ink.minX))
            right = max(padding, overflow(ink.maxX - width))
            top = max(padding, overflow(-(y + ink.minY)))
            bottom = max(padding, overflow(y + ink.maxY - height))
        }
        let canvas = CGSize(width: width + left + right, height: height + top + bottom)
        return Placement(
            canvasSize: canvas,
            pixelWidth: try Renderer.pixels(canvas.width, scale: scale), pixelHeight: try Renderer.pixels(canvas.height, scale: scale),
            origin: CGPoint(x: left, y: top + y), contentSize: CGSize(width: width, height: height))
    }

    /// The placement on a fixed canvas: the box starts at the origin (default: the padding),
    /// is the layout's width and reaches the bottom padding (or is `boxHeight` tall); the text
    /// starts at the box's top-left corner moved down by the vertical alignment, rounded to the
    /// pixel grid so glyphs stay as sharp as on a fitted canvas.
    private func placement(for layout: TextLayout, on canvas: CGSize) throws -> Placement {
        let scale = options.resolvedScale
        let padding = options.resolvedPadding
        let origin = options.origin ?? CGPoint(x: padding, y: padding)
        let text = layout.sizeThatFits(scale: scale)
        let width = layout.width.isFinite ? layout.width : text.width
        let height = options.resolvedBoxHeight ?? max(0, canvas.height - origin.y - padding)
        var y = options.baselineAdjustment.originY(of: layout, boxHeight: height, alignment: options.verticalAlignment, scale: scale)
        y = (y * scale).rounded() / scale
        return Placement(
            canvasSize: canvas,
            pixelWidth: try Renderer.pixels(canvas.width, scale: scale), pixelHeight: try Renderer.pixels(canvas.height, scale: scale),
            origin: CGPoint(x: origin.x, y: origin.y + y), contentSize: CGSize(width: width, height: height))
    }

    /// `layout` as PNG, SVG or PDF bytes (`options.format`).
    ///
    /// - Parameters:
    ///   - layout: what to draw.
    ///   - text: the layout's input, for the guides' paragraph-spacing split (optional).
    /// - Throws: `RenderError`.
    public func render(_ layout: TextLayout, text: StyledText? = nil) throws -> Data {
        try render(composition(for: layout, text: text))
    }

    /// Writes `layout` to `path` atomically: the bytes are made in memory, written to a
    /// temporary file beside `path`, then renamed over it. A failure leaves no file behind. A
    /// symlink's target is replaced (the link stays), a replaced file keeps its mode, a FIFO or
    /// character device is written directly (see `write(_:to:)`). The format is
    /// `options.format`, or, when that is `.png` (the default), the one the path's extension
    /// names: `label.svg` is SVG, `label.pdf` PDF. A path without an extension (`/dev/stdout`,
    /// a FIFO) gets `options.format`.
    ///
    /// ```swift
    /// try Renderer(options: RenderOptions(scale: 2)).write(layout, to: "label.svg")
    /// ```
    ///
    /// - Throws: `RenderError`; `.unknownExtension` for an extension that names no format
    ///   (`label.jpg`: the bytes would not be what the name says), `.formatMismatch` when
    ///   `options.format` is SVG or PDF and the extension names another format.
    public func write(_ layout: TextLayout, text: StyledText? = nil, to path: String) throws {
        try AtomicFile.write(try writing(to: path).render(layout, text: text), to: path)
    }

    /// Writes a composition to `path` atomically, in the format chosen as
    /// `write(_:text:to:)` chooses it.
    ///
    /// - Throws: `RenderError`.
    public func write(_ composition: Composition, to path: String) throws {
        try AtomicFile.write(try writing(to: path).render(composition), to: path)
    }

    /// This renderer with the format a file at `path` gets: the options' own, unless they
    /// keep the default PNG and the extension names another format.
    ///
    /// - Throws: `RenderError.unknownExtension` for an extension that names no format,
    ///   `.formatMismatch` for one that names another format than an SVG or PDF option.
    func writing(to path: String) throws -> Renderer {
        if RenderFormat.hasExtension(path), RenderFormat(path: path) == nil {
            throw RenderError.unknownExtension(path: path)
        }
        guard let named = RenderFormat(path: path), named != options.format else { return self }
        guard options.format == .png else { throw RenderError.formatMismatch(path: path, format: options.format) }
        var renderer = self
        renderer.options.format = named
        return renderer
    }

    /// Writes bytes to `path` without changing what `path` is: a regular file (or a symlink's
    /// target) is replaced atomically through a temporary file beside it, flushed, then renamed
    /// over it, keeping its mode (a new file gets 0666 less the umask); a file with several hard
    /// links is written in place so every link sees the new bytes; a FIFO or a character device
    /// is opened and written directly. A directory, a dangling symlink, a block device or a
    /// socket is refused. A failure leaves no temporary file and a replaced file untouched.
    ///
    /// ```swift
    /// try Renderer.write(png, to: "/tmp/label.png")
    /// ```
    ///
    /// - Throws: `RenderError.cannotWrite`.
    public static func write(_ data: Data, to path: String) throws {
        try AtomicFile.write(data, to: path)
    }

    /// A composition as PNG, SVG or PDF bytes. `options.padding`, `boxHeight`, `canvasSize`
    /// and `guides` do not apply (elements carry their own placement and guides).
    ///
    /// ```swift
    /// let png = try Renderer(options: RenderOptions(scale: 2)).render(card)   // 2400 × 1260 px
    /// ```
    ///
    /// - Throws: `RenderError`.
    public func render(_ composition: Composition) throws -> Data {
        try surface(drawing: composition).encoded()
    }

    /// The surface `render(_:)` draws `composition` on, drawn and not yet encoded.
    /// Pixels for `points` at `scale`, rounded up: at least 1 (a negative or zero size is an
    /// empty canvas), at most 10⁹ (the canvas checks refuse it then). A size that is not a
    /// number is refused, never turned into a count (a NaN layout width trapped here).
    ///
    /// - Throws: `RenderError.invalidOption` for a NaN or infinite size.
    static func pixels(_ points: CGFloat, scale: Double) throws -> Int {
        let scaled = (Double(points) * scale - 1e-6).rounded(.up)
        guard scaled.isFinite else { throw RenderError.invalidOption(name: "canvas size", value: "\(points) pt") }
        return Int(min(max(scaled, 1), 1e9))
    }

    func surface(drawing composition: Composition) throws -> CairoSurface {
        try options.validate()
        let scale = options.resolvedScale
        let width = try Renderer.pixels(composition.size.width, scale: scale)
        let height = try Renderer.pixels(composition.size.height, scale: scale)
        let kind: CairoSurface.Kind
        switch options.format {
        case .png: kind = .image
        case .svg: kind = .svg
        case .pdf: kind = .pdf
        }
        // Refused before Cairo allocates: a side past Cairo's limit, or a raster past the budget.
        guard width <= CairoSurface.maximumSide, height <= CairoSurface.maximumSide else {
            throw RenderError.canvasTooLarge(width: width, height: height)
        }
        if kind == .image, width * height > max(1, options.maximumPixels) {
            throw RenderError.tooManyPixels(width: width, height: height, limit: options.maximumPixels)
        }
        let surface = try CairoSurface(kind: kind, width: width, height: height)
        try draw(composition, on: surface)
        return surface
    }

    /// The single-layout composition `render(_:text:)` draws.
    func composition(for layout: TextLayout, text: StyledText?) throws -> Composition {
        let placement = try placement(for: layout)
        let element = Composition.Element(
            layout: layout, text: text, origin: placement.origin, guidesWidth: placement.contentSize.width,
            guides: options.guides, textColor: options.textColor)
        return Composition(size: placement.canvasSize, elements: [element])
    }

    /// Paints the background (the options', then the composition's), then each element in
    /// order at its frame; a text as guide fills, glyphs, guide lines.
    private func draw(_ composition: Composition, on surface: CairoSurface) throws {
        let context = try CairoContext(surface)
        context.paint(options.background)
        let scale = options.resolvedScale
        context.scale(by: scale)
        if let background = composition.background {
            context.fill(CGRect(origin: .zero, size: composition.size), cornerRadius: 0, with: background)
        }
        let painter = CairoPainter(
            context: context, hairline: 1 / scale,
            shadowScale: options.format == .png ? scale : max(scale, 2))
        for (element, frame) in zip(composition.elements, composition.frames(scale: scale)) {
            guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else {
                throw RenderError.invalidOption(name: "element frame", value: "\(frame)")
            }
            switch element.content {
            case .text(let block):
                context.save()
                defer { context.restore() }
                context.translate(x: frame.minX, y: frame.minY)
                let width = block.guidesWidth ?? block.layout.sizeThatFits(scale: scale).width
                let guides = block.guides ? Guides(layout: block.layout, text: block.text, width: width) : nil
                guides?.drawUnderlay(on: painter)
                try painter.drawText(of: block.layout, color: block.textColor)
                guides?.drawOverlay(on: painter)
            case .image(let box):
                let image = try CairoSurface(argb32: box.image.argb32, width: box.image.width, height: box.image.height)
                let destination = box.fit.destination(imageWidth: box.image.width, imageHeight: box.image.height, in: frame)
                context.draw(image, into: destination, clippedTo: destination.intersection(frame), cornerRadius: Double(box.cornerRadius))
            case .rectangle(let shape):
                if let fill = shape.fill { context.fill(frame, cornerRadius: Double(shape.cornerRadius), with: fill) }
                if let stroke = shape.stroke { context.strokeInside(frame, cornerRadius: Double(shape.cornerRadius), stroke: stroke) }
            }
        }
        try context.check()
    }
}

extension ImageFit {
    /// Where an image of `imageWidth` × `imageHeight` pixels is drawn for a `box`: the box
    /// itself (stretch), or the image's aspect ratio scaled to fit inside it or to cover it,
    /// centred.
    func destination(imageWidth: Int, imageHeight: Int, in box: CGRect) -> CGRect {
        guard self != .stretch, imageWidth > 0, imageHeight > 0 else { return box }
        let sx = box.width / CGFloat(imageWidth), sy = box.height / CGFloat(imageHeight)
        let factor = self == .fit ? min(sx, sy) : max(sx, sy)
        let size = CGSize(width: CGFloat(imageWidth) * factor, height: CGFloat(imageHeight) * factor)
        return CGRect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
    }
}
