// Assembly: a line's public glyph runs, built from the glyph walk; neighbouring items of one
// font, colour, decoration, baseline shift and left-to-right level joined into one run.
import Foundation

/// Collects a walk's steps into public glyph runs, one per group of items that `groupEnd`
/// joins, positions relative to the line's left edge.
struct GlyphRunBuilder: GlyphSink {
    private let items: [LineItem]
    private let paragraphStart: Int
    private let baseline: Double
    private(set) var runs: [TextLayout.GlyphRun] = []
    /// The end of the current group of items, and the first and last items that gave glyphs.
    private var groupEnd = 0
    private var shown: ClosedRange<Int>?
    /// The current run's arrays, handed to the run when it ends: each is reserved at the
    /// group's glyph count when the group starts.
    private var ids: [UInt32] = []
    private var positions: [CGPoint] = []
    private var advances: [CGFloat] = []
    private var clusters: [Int] = []
    /// The item the last step came from, and what its glyphs are placed with.
    private var item = -1
    private var offsets = GlyphOffsets.none
    /// Where the item's offsets are next looked for (its glyphs come in order).
    private var offsetHint = 0
    private var slant = 0.0, baselineOffset = 0.0

    /// A builder for a line whose items in visual order are `items`, its paragraph starting at
    /// `paragraphStart` in the text.
    init(items: [LineItem], paragraphStart: Int, baseline: Double) {
        self.items = items
        self.paragraphStart = paragraphStart
        self.baseline = baseline
        runs.reserveCapacity(items.count)
    }

    /// Takes one step of the walk.
    @inline(__always)
    mutating func add(_ step: GlyphWalk.Step) {
        // The gap before a glyph belongs to the advance of the glyph before it.
        if step.gap != 0, !advances.isEmpty { advances[advances.count - 1] += CGFloat(step.gap) }
        if step.item >= groupEnd {
            finishRun()
            groupEnd = GlyphRunBuilder.groupEnd(items, from: step.item)
            var count = 0
            for index in step.item..<groupEnd { count += items[index].glyphs.count }
            ids.reserveCapacity(count)
            positions.reserveCapacity(count)
            advances.reserveCapacity(count)
            clusters.reserveCapacity(count)
        }
        if step.item != item {
            item = step.item
            offsets = items[item].run.offsets
            offsetHint = 0
            slant = items[item].run.font.syntheticSlant
            baselineOffset = items[item].run.attributes.baselineOffset
            shown = (shown?.lowerBound ?? item)...item
        }
        let offset = offsets.offset(ofGlyph: step.glyph, hint: &offsetHint)
        ids.append(step.id)
        positions.append(CGPoint(x: step.x + offset.x + slant * offset.y, y: baseline - offset.y - baselineOffset))
        advances.append(CGFloat(step.advance))
        clusters.append(paragraphStart + step.cluster)
    }

    /// Ends the walk and hands over the runs built: `trailing`, the spacing after the
    /// rightmost cluster, goes to the last glyph's advance.
    mutating func finish(trailing: Double) -> [TextLayout.GlyphRun] {
        if trailing != 0, !advances.isEmpty { advances[advances.count - 1] += CGFloat(trailing) }
        finishRun()
        return exchange(&runs, with: [])
    }

    private mutating func finishRun() {
        guard let shown, !ids.isEmpty else { return }
        // Joined items are left to right with adjoining ranges: the first starts the range.
        let first = shown.lowerBound
        let start = items[first].range.lowerBound
        let end = max(items[first].range.upperBound, items[shown.upperBound].range.upperBound)
        runs.append(TextLayout.GlyphRun(
            font: items[first].run.font, color: items[first].run.attributes.color, glyphs: exchange(&ids, with: []),
            positions: exchange(&positions, with: []), advances: exchange(&advances, with: []),
            clusters: exchange(&clusters, with: []),
            range: NSRange(location: paragraphStart + start, length: end - start),
            isRightToLeft: items[first].level & 1 == 1, isEllipsis: items[first].isEllipsis,
            decoration: items[first].run.attributes.decoration, decoratingFont: items[first].run.attributes.font))
        self.shown = nil
    }

    /// The end of the group of items from `first` that one public run shows: neighbours of one
    /// font, colour, decoration, baseline shift and left-to-right level whose source ranges
    /// adjoin. Shaping splits text at scripts and attribute runs, which a painter need not see:
    /// a Latin word in a Chinese line is one run with its line. The ellipsis stays a run of its own.
    ///
    /// - Complexity: O(the items joined).
    static func groupEnd(_ items: [LineItem], from first: Int) -> Int {
        var end = first + 1
        let head = items[first]
        guard !head.isEllipsis, head.level & 1 == 0 else { return end }
        while end < items.count {
            let next = items[end]
            guard !next.isEllipsis, next.level == head.level, next.range.lowerBound == items[end - 1].range.upperBound,
                  next.run === head.run || next.run.font == head.run.font && next.run.attributes.color == head.run.attributes.color
                    && next.run.attributes.baselineOffset == head.run.attributes.baselineOffset
                    && next.run.attributes.font == head.run.attributes.font
                    && next.run.attributes.decoration == head.run.attributes.decoration
            else { break }
            end += 1
        }
        return end
    }
}

