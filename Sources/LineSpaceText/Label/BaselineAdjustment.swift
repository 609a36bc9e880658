// UILabel's baselineAdjustment: where a line that auto-shrink made smaller sits in its box.
import Foundation

/// Where a one-line label's text sits in a taller box once auto-shrink has made its font
/// smaller: UILabel's `baselineAdjustment`, whose default is `.alignBaselines`. Only a layout
/// that auto-shrink shrank in one line carries what it needs (`TextLayout.unshrunkLine`); any
/// other is placed by its vertical alignment alone (docs/semantics.md §8).
///
/// ```swift
/// label.numberOfLines = 1
/// label.adjustsFontSizeToFitWidth = true
/// label.minimumScaleFactor = 0.5
/// label.baselineAdjustment = .alignCenters    // the smaller text centred, off the old baseline
/// let png = try label.render(width: 120, height: 40)
/// ```
public enum BaselineAdjustment: String, Sendable, Hashable, CaseIterable {
    /// The baseline stays where the line at full size would have it, and the smaller text sits
    /// on it (UILabel's default).
    case alignBaselines
    /// The smaller line is placed as any text block is (centred in the box by default).
    case alignCenters
    /// The smaller line's top stays where the line at full size would have its top.
    case none

    /// The y of `layout`'s top in a box `boxHeight` tall, placed by `alignment` and, for a line
    /// auto-shrink shrank, by this adjustment. Heights are rounded up to the pixel grid of
    /// `scale`, as the renderer sizes text blocks; the result is not. The line never starts so
    /// low that it would leave the box (a box shorter than the full-size line).
    ///
    /// ```swift
    /// // Noto Sans CJK SC 17 shrunk to 0.5 in a 40 pt box, scale 1: the full-size line
    /// // (25 pt rounded, baseline 19.72) would start at 7.5; its baseline is kept.
    /// BaselineAdjustment.alignBaselines.originY(of: layout, boxHeight: 40, alignment: .center)
    /// // 7.5 + 19.72 − 9.86 = 17.36
    /// ```
    public func originY(of layout: TextLayout, boxHeight: CGFloat, alignment: VerticalAlignment, scale: CGFloat = 1) -> CGFloat {
        let scale = CGFloat(Label.clampedScale(Double(scale)))
        let height = layout.sizeThatFits(scale: scale).height
        let centred = alignment.originY(contentHeight: height, boxHeight: boxHeight)
        guard let full = layout.unshrunkLine, let line = layout.lines.first, self != .alignCenters else { return centred }
        let top = alignment.originY(contentHeight: TextLayout.roundedUp(full.height, toGridOf: scale), boxHeight: boxHeight)
        let y = min(self == .alignBaselines ? top + full.baseline - line.baseline : top, boxHeight - height)
        return y.isFinite ? max(0, y) : centred
    }
}
