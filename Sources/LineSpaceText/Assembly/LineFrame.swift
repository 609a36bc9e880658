// Assembly: where a line goes in its container: indents, alignment, justification
// (docs/semantics.md §5).

/// A line's place in the width it is laid out in: its head indent and available width, its
/// alignment (natural and justified resolved to a side) and the extras justification spreads.
struct LineFrame {
    var head: Double
    var available: Double
    var isRightToLeft: Bool
    var alignment: ParagraphAlignment
    /// Added to each justifiable space, or to each gap between grapheme clusters when the line
    /// has no space.
    var extras = GlyphWalk.Extras.none

    /// The frame of `placed` in `container`; `natural` is its natural walk when justification
    /// may widen it, else nil.
    init(_ placed: borrowing PlacedLine, natural: GlyphWalk.Result?, container: Double) {
        let style = placed.paragraph.style
        head = style.headIndent(isFirstLine: placed.isFirstInParagraph)
        available = style.availableWidth(in: container, isFirstLine: placed.isFirstInParagraph)
        isRightToLeft = placed.paragraph.bidi.baseLevel & 1 == 1
        alignment = style.alignment
        if alignment == .natural { alignment = isRightToLeft ? .right : .left }
        if alignment == .justified {
            let slack = natural.map { available - $0.width } ?? 0
            if let natural, slack > 0 {
                if natural.spaceCount > 0 {
                    extras.space = slack / Double(natural.spaceCount)
                } else if natural.gapCount > 0 {
                    extras.gap = slack / Double(natural.gapCount)
                }
            }
            alignment = isRightToLeft ? .right : .left
        }
    }

    /// Where the space available to the line starts: the head indent is on the paragraph's
    /// leading side, the right in a right-to-left one.
    func boxStart(container: Double) -> Double {
        isRightToLeft ? max(0, container - head - available) : head
    }

    /// The x of a line `width` wide: aligned in the available space; a line wider than it is
    /// start-aligned, never at a negative x (CSS Text 3).
    func x(ofWidth width: Double, container: Double) -> Double {
        let boxStart = boxStart(container: container)
        if width > available + ClusterTable.tolerance {
            return isRightToLeft ? max(0, boxStart + available - width) : boxStart
        }
        var x = boxStart
        switch alignment {
        case .right: x += available - width
        case .center: x += (available - width) / 2
        default: break
        }
        // A line that fits within rounding of a box at 0 must not start at -1e-13.
        return max(0, x)
    }
}
