// Label: where a text block sits in a taller box (UILabel centres it).
import Foundation

/// Vertical placement of a text block inside a taller box.
public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
    /// The block's top at the box's top.
    case top
    /// The block centred in the box: UILabel's behaviour.
    case center
    /// The block's bottom at the box's bottom.
    case bottom

    /// The y of the block's top inside a box (never negative: a block taller than the box
    /// starts at the top).
    public func originY(contentHeight: CGFloat, boxHeight: CGFloat) -> CGFloat {
        let slack = boxHeight - contentHeight
        guard slack > 0, slack.isFinite else { return 0 }
        switch self {
        case .top: return 0
        case .center: return slack / 2
        case .bottom: return slack
        }
    }
}
