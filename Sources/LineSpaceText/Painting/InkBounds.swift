// Where a layout's glyphs and their shadows put ink, which may reach beyond its line boxes.
import Foundation

extension TextLayout {
    /// The union of the outline boxes of every glyph drawn and of their shadows, in layout
    /// coordinates (points, y down); nil when nothing has ink. Accents stacked on capitals,
    /// swashes and a tight `lineHeight` put ink outside the line boxes that `size` describes. A
    /// shadowed run's glyph boxes are moved by its shadow's offset and grown by the blur's reach
    /// (3σ + 1 pt, what the painter keeps of the blur), so a canvas fitted to it shows every
    /// shadow whole.
    ///
    /// - Complexity: O(g) for g glyphs (one HarfBuzz extents look-up each).
    var paintedInkBounds: CGRect? {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        var shadows: CGRect?
        for line in lines {
            for run in line.glyphRuns {
                let face = run.font.face.harfBuzz
                let scale = run.font.scale
                // A synthetic oblique moves ink right by slant × its height (y up here).
                let slant = run.font.syntheticSlant
                // A clear shadow draws nothing.
                let shadow = run.decoration.shadow.flatMap { $0.color.alpha > 0 ? $0 : nil }
                let reach = shadow.map { 3 * $0.blurRadius / 2 + 1 } ?? 0
                for (glyph, pen) in zip(run.glyphs, run.positions) {
                    guard var ink = face.inkExtents(of: glyph) else { continue }
                    if slant != 0 { (ink.minX, ink.maxX) = (ink.minX + slant * ink.minY, ink.maxX + slant * ink.maxY) }
                    minX = min(minX, pen.x + ink.minX * scale)
                    maxX = max(maxX, pen.x + ink.maxX * scale)
                    minY = min(minY, pen.y - ink.maxY * scale)
                    maxY = max(maxY, pen.y - ink.minY * scale)
                    guard let shadow else { continue }
                    let box = CGRect(
                        x: pen.x + ink.minX * scale + shadow.offset.width - reach,
                        y: pen.y - ink.maxY * scale + shadow.offset.height - reach,
                        width: (ink.maxX - ink.minX) * scale + 2 * reach, height: (ink.maxY - ink.minY) * scale + 2 * reach)
                    guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { continue }
                    shadows = shadows.map { $0.union(box) } ?? box
                }
            }
        }
        guard minX <= maxX, minY <= maxY, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return shadows }
        let glyphs = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        return shadows.map { glyphs.union($0) } ?? glyphs
    }
}
