// Where a run's background, underline and strikethrough go, from the font's own metrics.
import Foundation

/// The rectangles a glyph run's decoration fills, in layout coordinates (points, y down).
///
/// A run spans from its first pen position to its last glyph's advance, so spaces inside it
/// are underlined too (UIKit's behaviour). Lines sit at the positions of the font the text asked
/// for (`GlyphRun.decoratingFont`, not a fallback's: an emoji font's underline sits far below the
/// text): the stroke's top edge `Font.underlinePosition` below (or `strikethroughPosition`
/// above) the run's baseline, `…Thickness` tall; `.thick` doubles the thickness, `.double` adds a second stroke one
/// thickness below the first.
struct DecorationGeometry: Equatable {
    /// The run's horizontal extent.
    var minX: Double
    var maxX: Double
    /// The run's baseline (the line's, moved by the run's baseline offset).
    var baseline: Double
    var background: CGRect?
    var underlines: [CGRect]
    var strikethroughs: [CGRect]

    /// Nil for a run without glyphs.
    init?(run: TextLayout.GlyphRun, line: TextLayout.Line) {
        let count = min(run.positions.count, run.advances.count)
        guard count > 0 else { return nil }
        var low = Double.infinity, high = -Double.infinity
        for i in 0..<count {
            let x = Double(run.positions[i].x)
            low = min(low, x)
            high = max(high, x + Double(run.advances[i]))
        }
        minX = low
        maxX = high
        // Marks carry their own y offsets; the run's baseline is the y most glyphs share.
        let ys = run.positions.map { Double($0.y) }.sorted()
        baseline = ys[ys.count / 2]
        let width = high - low
        let decoration = run.decoration
        if decoration.backgroundColor != nil {
            let top = Double(line.baseline - line.ascender)
            background = CGRect(x: low, y: top, width: width, height: Double(line.ascender + line.descender))
        }
        func strokes(_ line: TextLine?, top: Double, thickness: Double) -> [CGRect] {
            guard let line, width > 0, thickness > 0 else { return [] }
            switch line.style {
            case .single: return [CGRect(x: low, y: top, width: width, height: thickness)]
            case .thick: return [CGRect(x: low, y: top, width: width, height: 2 * thickness)]
            case .double:
                return [CGRect(x: low, y: top, width: width, height: thickness),
                        CGRect(x: low, y: top + 2 * thickness, width: width, height: thickness)]
            }
        }
        let font = run.decoratingFont ?? run.font
        underlines = strokes(decoration.underline, top: baseline - font.underlinePosition, thickness: font.underlineThickness)
        strikethroughs = strokes(
            decoration.strikethrough, top: baseline - font.strikethroughPosition, thickness: font.strikethroughThickness)
    }
}
