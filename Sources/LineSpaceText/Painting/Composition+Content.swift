// What a composition's elements draw: text blocks, image boxes, rectangles.
import Foundation

extension Composition {
    /// A laid-out text, in its runs' colours or one colour, with optional guides.
    public struct TextBlock: Sendable {
        /// The lines to draw, with the layout's top-left corner at the element's origin.
        public var layout: TextLayout
        /// The layout's input; gives the guides each paragraph's style.
        public var text: StyledText?
        /// Draws every glyph in this colour instead of the runs' own colours.
        public var textColor: Color?
        /// Draws guides (line boxes, baselines, spacing bands) for this text.
        public var guides: Bool
        /// The width the guides' spacing bands span (default: the layout's rounded width).
        public var guidesWidth: CGFloat?

        /// A text block drawing `layout`; the other arguments are the properties of the same names.
        public init(layout: TextLayout, text: StyledText? = nil, textColor: Color? = nil, guides: Bool = false, guidesWidth: CGFloat? = nil) {
            self.layout = layout
            self.text = text
            self.textColor = textColor
            self.guides = guides
            self.guidesWidth = guidesWidth
        }
    }

    /// A decoded image drawn into a box.
    public struct ImageBox: Sendable {
        /// The decoded image.
        public var image: RasterImage
        /// The box, in points.
        public var size: CGSize
        /// How the image fills a box of another aspect ratio.
        public var fit: ImageFit
        /// Rounds the corners of the drawn image (clamped to half its shorter side).
        public var cornerRadius: CGFloat

        /// An image box; the arguments are the properties of the same names.
        public init(image: RasterImage, size: CGSize, fit: ImageFit = .fit, cornerRadius: CGFloat = 0) {
            self.image = image
            self.size = size
            self.fit = fit
            self.cornerRadius = cornerRadius
        }
    }

    /// A rectangle with optional fill, rounded corners and stroke (drawn inside its frame).
    public struct RectangleShape: Sendable, Hashable {
        /// The rectangle's size in points; the element's placement gives its origin.
        public var size: CGSize
        /// nil: not filled.
        public var fill: Fill?
        /// Clamped to half the shorter side.
        public var cornerRadius: CGFloat
        /// nil: no outline.
        public var stroke: Stroke?

        /// A rectangle; the arguments are the properties of the same names.
        public init(size: CGSize, fill: Fill? = nil, cornerRadius: CGFloat = 0, stroke: Stroke? = nil) {
            self.size = size
            self.fill = fill
            self.cornerRadius = cornerRadius
            self.stroke = stroke
        }
    }
}

/// How an image is drawn into a box of another aspect ratio.
public enum ImageFit: String, Sendable, Hashable, CaseIterable {
    /// Scaled to fit inside the box, aspect ratio kept, centred (CSS `object-fit: contain`).
    case fit
    /// Scaled to cover the box, aspect ratio kept, centred, the overflow cut (`cover`).
    case fill
    /// Scaled to the box's width and height independently.
    case stretch
}

/// An outline: a colour and a line width in points, drawn inside the shape's frame.
public struct Stroke: Sendable, Hashable {
    /// The line's colour.
    public var color: Color
    /// The line's width in points, all of it inside the shape's frame.
    public var width: CGFloat

    /// An outline `width` points wide in `color`.
    public init(color: Color, width: CGFloat = 1) {
        self.color = color
        self.width = width
    }
}
