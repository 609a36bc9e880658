// The result of layout: an immutable value of lines, their geometry and glyphs.
import Foundation

/// A laid-out label: its lines with UTF-16 ranges, rectangles, baselines and glyph runs, the
/// used size, and whether text was hidden.
///
/// Coordinates are points, origin at the top-left of the text block, y down. `TextLayout` is
/// a value: renderers and measurers only read it, from any thread.
///
/// ```swift
/// let layout = label.layout(width: 300)
/// for line in layout.lines { print(line.range, line.rect, line.baseline) }
/// layout.size                         // unrounded used size
/// layout.sizeThatFits(scale: 2)       // rounded up to the pixel grid
/// ```
public struct TextLayout: Sendable, Equatable, Codable {
    /// The visible lines, top to bottom.
    public var lines: [Line]
    /// Used width (max over lines of head indent + line width) and height (bottom of the last
    /// line), unrounded. `(0, 0)` for empty text.
    public var size: CGSize
    /// Whether some text is not shown (lines past the limit, or cut by truncation).
    public var isTruncated: Bool
    /// The width the text was laid out in (may be infinite).
    public var width: CGFloat
    /// Every distinct font that glyphs were shaped with (requested fonts and fallbacks).
    public var fonts: [Font]
    /// The factor fonts were scaled by to fit (`Label.adjustsFontSizeToFitWidth`); 1 otherwise.
    public var fontScale: CGFloat = 1
    /// The line at the fonts' full size, when auto-shrink shrank a one-line label (nil
    /// otherwise): what `BaselineAdjustment` places the smaller line against.
    public var unshrunkLine: UnshrunkLine? = nil

    /// A one-line layout's height and baseline at the fonts' full size, laid out unconstrained.
    public struct UnshrunkLine: Sendable, Hashable, Codable {
        /// The line's height at full size, in points.
        public var height: CGFloat
        /// From the line's top, y down.
        public var baseline: CGFloat

        /// The full-size line's height and baseline.
        public init(height: CGFloat, baseline: CGFloat) {
            self.height = height
            self.baseline = baseline
        }
    }

    /// The used size rounded up to the pixel grid of `scale`: `ceil(x * scale) / scale`.
    /// The scale is clamped to `Label.scaleRange` (0.1…16); NaN, zero and negative count as 1.
    public func sizeThatFits(scale: CGFloat = 1) -> CGSize {
        let scale = CGFloat(Label.clampedScale(Double(scale)))
        return CGSize(
            width: TextLayout.roundedUp(size.width, toGridOf: scale),
            height: TextLayout.roundedUp(size.height, toGridOf: scale))
    }

    /// `value` rounded up to the pixel grid of `scale` (already clamped): how a text block is
    /// sized (`sizeThatFits`, and the full-size line `BaselineAdjustment` places against).
    static func roundedUp(_ value: CGFloat, toGridOf scale: CGFloat) -> CGFloat { (value * scale).rounded(.up) / scale }

    /// One visual line.
    public struct Line: Sendable, Equatable, Codable {
        /// The UTF-16 range of the source text the line shows, without hanging white space and
        /// hard breaks. For a truncated line, from the first to the last source unit shown.
        public var range: NSRange
        /// The pieces of source text shown, in order: one range, or two for a line truncated in
        /// the middle (empty pieces left out).
        public var ranges: [NSRange]
        /// The line box: x at the line's leftmost glyph, width the line's width (the sum of its
        /// glyphs' painted advances), y its top and height its line height (docs/semantics.md §2).
        public var rect: CGRect
        /// The baseline's y.
        public var baseline: CGFloat
        /// Maximum ascender, descender (positive) and line gap over the line's runs.
        public var ascender: CGFloat
        /// The maximum descender over the line's runs, in points (positive).
        public var descender: CGFloat
        /// The maximum line gap over the line's runs, in points.
        public var lineGap: CGFloat
        /// The line's glyphs, in visual order (empty when laid out with
        /// `LayoutOptions.includesGlyphs == false`, as for measuring).
        public var glyphRuns: [GlyphRun]
        /// Whether the line ends with an ellipsis (or begins with one, or holds one inside).
        public var hasEllipsis: Bool
        /// Where the ellipsis stands among `ranges`: before range `index` (`ranges.count`: after
        /// the last); nil without one. Given with or without glyph runs.
        public var ellipsisIndex: Int? = nil
        /// Index of the paragraph this line belongs to (0-based).
        public var paragraphIndex: Int
        /// Whether the line is its paragraph's first or last line.
        public var isFirstInParagraph: Bool
        /// Whether the line is its paragraph's last line.
        public var isLastInParagraph: Bool
        /// The x of the left edge of the space available to the line (the head indent in a
        /// left-to-right paragraph, the tail side in a right-to-left one) and that space's width.
        public var availableX: CGFloat
        /// The width of the space available to the line, starting at `availableX`.
        public var availableWidth: CGFloat
        /// Whether the line's paragraph is right to left (its base direction, docs/semantics.md §4a).
        public var isRightToLeft: Bool = false
    }

    /// Glyphs of one font, colour and direction on a line, in visual order.
    public struct GlyphRun: Sendable, Equatable, Codable {
        /// The font the glyphs come from (the requested one or a fallback).
        public var font: Font
        /// The glyphs' colour.
        public var color: Color
        /// Glyph ids of `font`.
        public var glyphs: [UInt32]
        /// Pen positions in layout coordinates: x along the line, y on the baseline (offsets and
        /// baseline shifts applied).
        public var positions: [CGPoint]
        /// Advances as painted, in points: each glyph's own advance plus the letter spacing,
        /// tab jump or justification space after it. Over a line they add up to its width.
        public var advances: [CGFloat]
        /// The UTF-16 offset in the source text of each glyph's cluster (for the ellipsis,
        /// where it stands).
        public var clusters: [Int] = []
        /// The source range the run shows (for an ellipsis run, where it stands).
        public var range: NSRange
        /// Whether the run is drawn right to left (an odd bidi level); glyphs are in visual
        /// order either way.
        public var isRightToLeft: Bool
        /// Whether this run is an inserted ellipsis rather than source text.
        public var isEllipsis: Bool
        /// Lines, background and shadow the renderer draws with the glyphs.
        public var decoration: TextDecoration = .none
        /// The font the run's text asked for (`font` may be a fallback that has its
        /// characters): underlines and strikethroughs take its position and thickness, so they
        /// stay level across fallback fonts, as CSS Text Decoration 3 draws them. Nil: `font`.
        public var decoratingFont: Font? = nil
    }
}
