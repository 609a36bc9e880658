import Foundation

/// A custom tab stop (NSTextTab): where a tab moves the text after it, and how that text
/// aligns there.
///
/// After the last stop, tabs fall back to `ParagraphStyle.defaultTabInterval`'s grid.
/// Locations are points from the leading edge of the label's box, as NSTextTab's (indents do
/// not move them).
///
/// ```swift
/// var style = ParagraphStyle()
/// style.tabStops = [
///     TextTab(.left, location: 50),      // text starts at 50
///     TextTab(.right, location: 120),    // text ends at 120
///     TextTab(.center, location: 200),   // text is centred on 200
///     TextTab(.decimal, location: 300),  // the decimal separator sits at 300
/// ]
/// ```
public struct TextTab: Sendable, Hashable, Codable {
    /// How the text after a tab aligns at the stop.
    public enum Alignment: String, Sendable, Hashable, Codable, CaseIterable {
        /// The text starts at the stop.
        case left
        /// The text ends at the stop.
        case right
        /// The text is centred on the stop.
        case center
        /// The text's first decimal separator (or its end, without one) sits at the stop.
        case decimal
    }

    /// How the text after the tab sits against the stop.
    public var alignment: Alignment
    /// Points from the leading edge of the label's box.
    public var location: CGFloat

    /// A stop `location` points from the leading edge, aligning the text after the tab as
    /// `alignment` says.
    public init(_ alignment: Alignment = .left, location: CGFloat) {
        self.alignment = alignment
        self.location = location
    }
}

extension ParagraphStyle {
    /// The most tab stops layout uses: later ones (in `tabStops`' order) are dropped. Each
    /// paragraph with a tab keeps its stops, so 100,000 of them in a style took gigabytes over
    /// a few thousand short paragraphs.
    public static let maximumTabStops = 1_000

    /// `tabStops` as layout uses them: the first `maximumTabStops`, non-finite and negative
    /// locations dropped, locations clamped to `ParagraphStyle.maximumLength`, sorted by
    /// location (stable, so of two stops at one location the first given wins when layout picks
    /// the first stop past the pen). Stops already in that form are returned as they are (the
    /// array shared, not copied).
    ///
    /// - Complexity: O(s), or O(s log s) when they need sorting.
    package var resolvedTabStops: [TextTab] {
        let stops = tabStops.count > Self.maximumTabStops ? Array(tabStops.prefix(Self.maximumTabStops)) : tabStops
        var isResolved = true
        var previous: CGFloat = 0
        for stop in stops {
            guard stop.location.isFinite, stop.location >= previous, stop.location <= Self.maximumLength else {
                isResolved = false
                break
            }
            previous = stop.location
        }
        if isResolved { return stops }
        return stops.enumerated()
            .filter { $0.element.location.isFinite && $0.element.location >= 0 }
            .map { (offset: $0.offset, tab: TextTab($0.element.alignment, location: min($0.element.location, Self.maximumLength))) }
            .sorted { ($0.tab.location, $0.offset) < ($1.tab.location, $1.offset) }
            .map(\.tab)
    }
}
