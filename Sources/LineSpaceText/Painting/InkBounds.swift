// Where a layout's glyphs put ink, which may reach beyond its line boxes.
import Foundation

extension TextLayout {
    /// The union of the outline boxes of every glyph drawn, in layout coordinates (points, y
    /// down); nil when nothing has ink. Accents stacked on capitals, swashes and a tight
    /// `lineHeight` put ink outside the line boxes that `size` describes.
    ///
    /// - Complexity: O(g) for g glyphs (one HarfBuzz extents look-up each).
    var inkBounds: CGRect? {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        for line in lines {
            for run in line.glyphRuns {
                let face = run.font.face.harfBuzz
                let scale = run.font.scale
                for (glyph, pen) in zip(run.glyphs, run.positions) {
                    guard let ink = face.inkExtents(of: glyph) else { continue }
                    minX = min(minX, pen.x + ink.minX * scale)
                    maxX = max(maxX, pen.x + ink.maxX * scale)
                    minY = min(minY, pen.y - ink.maxY * scale)
                    maxY = max(maxY, pen.y - ink.minY * scale)
                }
            }
        }
        guard minX <= maxX, minY <= maxY, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
