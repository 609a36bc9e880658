// A canvas of placed elements: text blocks, images and rectangles over a colour or gradient.
import Foundation

/// Several elements on one canvas: a share card (title, subtitle, author, logo, background),
/// a single label, or `linespace sheet`'s panels with captions.
///
/// Elements are drawn in order, each over the ones before. Each is placed at an absolute
/// origin or relative to the element before it (below it or right of it, with a gap), so a
/// title that wraps to a second line pushes the subtitle under it down by itself.
///
/// ```swift
/// let title = Label(text: "Line spacing done right")
/// title.font = try Font(family: "DejaVu Sans", size: 56, weight: .bold)
/// title.numberOfLines = 2
/// let subtitle = Label(text: "UILabel semantics on Linux, PNG, SVG and PDF")
/// subtitle.font = try Font(family: "DejaVu Sans", size: 30)
///
/// var card = Composition(size: CGSize(width: 1200, height: 630))
/// card.background = .linearGradient(LinearGradient(stops: [
///     .init(location: 0, color: Color(rgb: 0x0F172A)), .init(location: 1, color: Color(rgb: 0x1E3A8A)),
/// ]))
/// card.elements = [
///     .image(try RasterImage(png: logoData), size: CGSize(width: 96, height: 96), cornerRadius: 16,
///            placement: .at(CGPoint(x: 80, y: 80))),
///     .text(title.layout(width: 1040), textColor: .white, placement: .below(gap: 40)),
///     .text(subtitle.layout(width: 1040), textColor: Color(rgb: 0xCBD5E1), placement: .below(gap: 24)),
/// ]
/// let png = try Renderer().render(card)
/// try Renderer().write(card, to: "card.svg")
/// ```
public struct Composition: Sendable {
    /// The canvas size in points (pixels = `ceil(size × scale)`).
    public var size: CGSize
    /// What the canvas is filled with first; nil = the renderer's `RenderOptions.background`.
    public var background: Fill?
    /// Drawn in order, later ones over earlier ones.
    public var elements: [Element]

    /// A canvas `size` points large; the arguments are the properties of the same names.
    public init(size: CGSize, background: Fill? = nil, elements: [Element] = []) {
        self.size = size
        self.background = background
        self.elements = elements
    }

    /// Where an element goes. A relative placement refers to the frame of the element before
    /// it (`Composition.frames(scale:)`); the first element's "previous frame" is the empty
    /// rectangle at (0, 0).
    public enum Placement: Sendable, Hashable {
        /// The element's top-left corner at this point, in points.
        case at(CGPoint)
        /// Left edges aligned with the previous element, `gap` points under its bottom edge.
        case below(gap: CGFloat = 0)
        /// Top edges aligned with the previous element, `gap` points right of its right edge.
        case rightOf(gap: CGFloat = 0)
    }

    /// One element on the canvas: what it draws and where.
    public struct Element: Sendable {
        /// What the element draws.
        public var content: Content
        /// Where the element's top-left corner goes.
        public var placement: Placement

        /// An element drawing `content` at `placement`.
        public init(content: Content, placement: Placement) {
            self.content = content
            self.placement = placement
        }

        /// A layout at an absolute origin, optionally with guides (`linespace sheet`'s panels).
        ///
        /// - Parameters:
        ///   - layout: the lines to draw.
        ///   - text: the layout's input; gives the guides each paragraph's style.
        ///   - origin: where the layout's top-left corner goes, in points.
        ///   - guidesWidth: the width the guides' spacing bands span (default: the layout's
        ///     rounded width).
        ///   - guides: whether to draw the guides (line boxes, baselines, spacing bands).
        ///   - textColor: draws every glyph in this colour instead of the runs' own colours.
        public init(
            layout: TextLayout, text: StyledText? = nil, origin: CGPoint = .zero, guidesWidth: CGFloat? = nil,
            guides: Bool = false, textColor: Color? = nil
        ) {
            self.init(
                content: .text(TextBlock(layout: layout, text: text, textColor: textColor, guides: guides, guidesWidth: guidesWidth)),
                placement: .at(origin))
        }

        /// A laid-out text. Its frame is its top-left corner and its size rounded up to the
        /// pixel grid (widened to its rightmost line when alignment or indents put one beyond
        /// the used width).
        ///
        /// ```swift
        /// .text(label.layout(width: 1040), textColor: .white, placement: .below(gap: 24))
        /// ```
        public static func text(_ layout: TextLayout, textColor: Color? = nil, placement: Placement) -> Element {
            Element(content: .text(TextBlock(layout: layout, textColor: textColor)), placement: placement)
        }

        /// A PNG drawn into a `size` box (see `ImageFit`), its corners rounded by `cornerRadius`.
        ///
        /// ```swift
        /// .image(try RasterImage(png: data), size: CGSize(width: 96, height: 96), fit: .fill,
        ///        cornerRadius: 48, placement: .at(CGPoint(x: 80, y: 470)))   // a round avatar
        /// ```
        public static func image(
            _ image: RasterImage, size: CGSize, fit: ImageFit = .fit, cornerRadius: CGFloat = 0, placement: Placement
        ) -> Element {
            Element(content: .image(ImageBox(image: image, size: size, fit: fit, cornerRadius: cornerRadius)), placement: placement)
        }

        /// A rectangle, filled and/or stroked, its corners rounded by `cornerRadius`.
        ///
        /// ```swift
        /// .rectangle(size: CGSize(width: 120, height: 8), fill: .color(Color(rgb: 0xF59E0B)),
        ///            cornerRadius: 4, placement: .below(gap: 32))
        /// ```
        public static func rectangle(
            size: CGSize, fill: Fill? = nil, cornerRadius: CGFloat = 0, stroke: Stroke? = nil, placement: Placement
        ) -> Element {
            Element(
                content: .rectangle(RectangleShape(size: size, fill: fill, cornerRadius: cornerRadius, stroke: stroke)),
                placement: placement)
        }
    }

    /// What an element draws.
    public enum Content: Sendable {
        /// A laid-out text.
        case text(TextBlock)
        /// A decoded image in a box.
        case image(ImageBox)
        /// A filled or stroked rectangle.
        case rectangle(RectangleShape)
    }

    /// The frame of every element, in points, in order: its origin from its placement and its
    /// size (a text's rounded to the pixel grid of `scale`, an image's and a rectangle's
    /// as given).
    ///
    /// ```swift
    /// let frames = card.frames()   // frames[1].maxY: where the title ends
    /// ```
    public func frames(scale: CGFloat = 1) -> [CGRect] {
        let scale = CGFloat(Label.clampedScale(scale))
        var frames: [CGRect] = []
        frames.reserveCapacity(elements.count)
        var previous = CGRect.zero
        for element in elements {
            previous = element.frame(after: previous, scale: scale)
            frames.append(previous)
        }
        return frames
    }
}

extension Composition.Element {
    /// The element's frame when the element before it has the frame `previous`.
    func frame(after previous: CGRect, scale: CGFloat) -> CGRect {
        CGRect(origin: placement.origin(after: previous), size: content.size(scale: scale))
    }
}

extension Composition.Placement {
    /// The top-left corner this placement gives after an element framed by `previous`.
    func origin(after previous: CGRect) -> CGPoint {
        switch self {
        case .at(let point): return point
        case .below(let gap): return CGPoint(x: previous.minX, y: previous.maxY + gap)
        case .rightOf(let gap): return CGPoint(x: previous.maxX + gap, y: previous.minY)
        }
    }
}

extension Composition.Content {
    /// The size of the element's frame at `scale`.
    func size(scale: CGFloat) -> CGSize {
        switch self {
        case .text(let block):
            let layout = block.layout
            var size = layout.sizeThatFits(scale: scale)
            let rightmost = layout.lines.map(\.rect.maxX).max() ?? 0
            if rightmost > size.width { size.width = (rightmost * scale - 1e-9).rounded(.up) / scale }
            return size
        case .image(let box): return box.size
        case .rectangle(let shape): return shape.size
        }
    }
}
