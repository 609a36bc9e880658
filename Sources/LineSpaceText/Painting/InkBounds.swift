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

    /// `inkBounds` and the shadows' ink: each shadowed run's glyph boxes moved by its shadow's
    /// offset and grown by the blur's reach (3σ + 1 pt, what the painter keeps of the blur), so
    /// a canvas fitted to it shows every shadow whole.
    ///
    /// - Complexity: O(g).
    var paintedInkBounds: CGRect? {
        var result = inkBounds
        for line in lines {
            for run in line.glyphRuns {
                guard let shadow = run.decoration.shadow, shadow.color.alpha > 0 else { continue }  // a clear one draws nothing
                let face = run.font.face.harfBuzz
                let scale = run.font.scale
                let reach = 3 * shadow.blurRadius / 2 + 1
                for (glyph, pen) in zip(run.glyphs, run.positions) {
                    guard let ink = face.inkExtents(of: glyph) else { continue }
                    let box = CGRect(
                        x: pen.x + ink.minX * scale + shadow.offset.width - reach,
                        y: pen.y - ink.maxY * scale + shadow.offset.height - reach,
                        width: (ink.maxX - ink.minX) * scale + 2 * reach, height: (ink.maxY - ink.minY) * scale + 2 * reach)
                    guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { continue }
                    result = result.map { $0.union(box) } ?? box
                }
            }
        }
        return result
    }
}
