// Assembly: a line's public glyph runs, built from the glyph walk's steps; neighbouring items
// of one font, colour, decoration, baseline shift and left-to-right level joined into one run.
import Foundation

/// A line's public glyph runs, built from its glyph walk: one run per group of items that
/// `groupEnd` joins, positions relative to the line's left edge.
enum GlyphRuns {
    /// The runs of `walk` justified by `extras`, for a line whose paragraph starts at
    /// `paragraphStart` in the text, and what the walk found.
    ///
    /// - Complexity: O(glyphs of the line), as the walk.
    static func build(
        _ walk: GlyphWalk, extras: GlyphWalk.Extras, paragraphStart: Int, baseline: Double
    ) -> (runs: [TextLayout.GlyphRun], walked: GlyphWalk.Result) {
        let items = walk.items
        var steps = walk.steps(extras: extras)
        var runs: [TextLayout.GlyphRun] = []
        runs.reserveCapacity(items.count)
        var next = steps.next()
        // One pass of the outer loop per run; its arrays are filled by the inner one.
        while let first = next {
            let groupEnd = GlyphRuns.groupEnd(items, from: first.item)
            var count = 0
            for index in first.item..<groupEnd { count += items[index].glyphs.count }
            var ids: [UInt32] = [], positions: [CGPoint] = [], advances: [CGFloat] = [], clusters: [Int] = []
            ids.reserveCapacity(count)
            positions.reserveCapacity(count)
            advances.reserveCapacity(count)
            clusters.reserveCapacity(count)
            // The item the step comes from, and what its glyphs are placed with.
            var item = -1
            var offsets = GlyphOffsets.none
            // Where the item's offsets are next looked for (its glyphs come in order).
            var offsetHint = 0
            var slant = 0.0, baselineOffset = 0.0
            var step = first
            while true {
                if step.item != item {
                    item = step.item
                    offsets = items[item].run.offsets
                    offsetHint = 0
                    slant = items[item].run.font.syntheticSlant
                    baselineOffset = items[item].run.attributes.baselineOffset
                }
                let offset = offsets.offset(ofGlyph: step.glyph, hint: &offsetHint)
                ids.append(step.id)
                positions.append(CGPoint(x: step.x + offset.x + slant * offset.y, y: baseline - offset.y - baselineOffset))
                advances.append(CGFloat(step.advance))
                clusters.append(paragraphStart + step.cluster)
                next = steps.next()
                guard let following = next else {
                    // The spacing after the rightmost cluster goes to the last glyph's advance.
                    if steps.result.trailing != 0 { advances[advances.count - 1] += CGFloat(steps.result.trailing) }
                    break
                }
                // The gap before a glyph belongs to the advance of the glyph before it.
                if following.gap != 0 { advances[advances.count - 1] += CGFloat(following.gap) }
                guard following.item < groupEnd else { break }
                step = following
            }
            runs.append(run(
                of: items, shown: first.item...item, paragraphStart: paragraphStart, ids: consume ids,
                positions: consume positions, advances: consume advances, clusters: consume clusters))
        }
        return (runs, steps.result)
    }

    /// The public run of `items` `shown` (the first and last that gave glyphs), which takes the
    /// glyphs' arrays.
    private static func run(
        of items: [LineItem], shown: ClosedRange<Int>, paragraphStart: Int, ids: consuming [UInt32],
        positions: consuming [CGPoint], advances: consuming [CGFloat], clusters: consuming [Int]
    ) -> TextLayout.GlyphRun {
        // Joined items are left to right with adjoining ranges: the first starts the range.
        let first = shown.lowerBound
        let start = items[first].range.lowerBound
        let end = max(items[first].range.upperBound, items[shown.upperBound].range.upperBound)
        return TextLayout.GlyphRun(
            font: items[first].run.font, color: items[first].run.attributes.color, glyphs: ids, positions: positions,
            advances: advances, clusters: clusters, range: NSRange(location: paragraphStart + start, length: end - start),
            isRightToLeft: items[first].level & 1 == 1, isEllipsis: items[first].isEllipsis,
            decoration: items[first].run.attributes.decoration, decoratingFont: items[first].run.attributes.font)
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

