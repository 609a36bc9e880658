// What a shape or a canvas is filled with: one colour or a linear gradient.
import Foundation

/// A solid colour or a linear gradient.
///
/// ```swift
/// let plain = Fill.color(Color(rgb: 0x0F172A))
/// let diagonal = Fill.linearGradient(LinearGradient(
///     start: CGPoint(x: 0, y: 0), end: CGPoint(x: 1, y: 1),
///     stops: [.init(location: 0, color: .black), .init(location: 1, color: .white)]))
/// ```
public enum Fill: Sendable, Hashable {
    /// One colour everywhere.
    case color(Color)
    /// Colours blended along a line across the filled box.
    case linearGradient(LinearGradient)
}

/// Colours blended along a line across the filled box (sRGB, as Cairo blends them).
public struct LinearGradient: Sendable, Hashable {
    /// A colour at a position along the line, 0 (start) to 1 (end).
    public struct Stop: Sendable, Hashable {
        /// Clamped to 0…1 when drawn; NaN is 0.
        public var location: Double
        /// The colour at `location`.
        public var color: Color

        /// `color` at `location` along the line.
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// Where the line starts and ends, in units of the filled box: (0, 0) its top-left corner,
    /// (1, 1) its bottom-right. Default: top to bottom.
    public var start: CGPoint
    /// Where the line ends, in units of the filled box. Default: the middle of the bottom edge.
    public var end: CGPoint
    /// In order of location; before the first stop is its colour, after the last the last's.
    public var stops: [Stop]

    /// A gradient from `start` to `end` (top to bottom by default) through `stops`.
    public init(start: CGPoint = CGPoint(x: 0, y: 0), end: CGPoint = CGPoint(x: 0, y: 1), stops: [Stop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}
