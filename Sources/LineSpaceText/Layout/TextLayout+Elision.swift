// Layout: the offsets of a layout of text with its middle left out, given back in the whole
// text (docs/design.md, "A long text's prefix").
import Foundation

extension TextLayout {
    /// This layout of a text with `elision`, its offsets restored to the whole text's: every
    /// offset at or after the missing text moves past it.
    ///
    /// - Complexity: O(lines + glyphs).
    func restoringOffsets(of elision: StyledText.Elision) -> TextLayout {
        var layout = self
        for l in layout.lines.indices {
            layout.lines[l].range = elision.wholeRange(layout.lines[l].range)
            for r in layout.lines[l].ranges.indices { layout.lines[l].ranges[r] = elision.wholeRange(layout.lines[l].ranges[r]) }
            for g in layout.lines[l].glyphRuns.indices {
                layout.lines[l].glyphRuns[g].range = elision.wholeRange(layout.lines[l].glyphRuns[g].range)
                for c in layout.lines[l].glyphRuns[g].clusters.indices {
                    layout.lines[l].glyphRuns[g].clusters[c] = elision.wholeOffset(layout.lines[l].glyphRuns[g].clusters[c])
                }
            }
        }
        return layout
    }
}

extension StyledText.Elision {
    /// The whole text's range of this text's `range` (an empty range at the missing text's place
    /// moves past it).
    func wholeRange(_ range: NSRange) -> NSRange {
        let lower = range.location, upper = range.location + range.length
        let wholeLower = wholeOffset(lower)
        let wholeUpper = upper > offset || lower >= offset ? upper + units : upper
        return NSRange(location: wholeLower, length: wholeUpper - wholeLower)
    }
}

extension TextLayout {
    /// The layout of `text` from its first `cut` units and about the last `tailUnits` of the
    /// paragraph the cut falls in, the middle left out (`StyledText.splicing`), when the
    /// typesetter trusts what it shows; nil when it asks for more text or nothing is left out.
    /// The fuzzer checks it against the whole text's layout at cuts and ends of any length.
    package init?(text: StyledText, options: LayoutOptions, cut: Int, tailUnits: Int) {
        guard cut > 0, cut < text.utf16.count, !UTF16.isTrailSurrogate(text.utf16[cut]),
              let spliced = text.splicing(at: cut, tailUnits: tailUnits), let elision = spliced.elision
        else { return nil }
        let result = Typesetter(text: spliced, options: options).layout()
        guard !result.needsMoreText else { return nil }
        self = result.layout.restoringOffsets(of: elision)
    }
}
