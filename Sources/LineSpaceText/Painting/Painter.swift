// The drawing operations a layout needs, so text and guides never touch Cairo directly.
import Foundation

/// A surface to draw a `TextLayout` on, in layout coordinates (points, y down). The renderer's
/// one implementation is `CairoPainter`; a test double can record calls instead.
protocol Painter {
    /// The width of a one-pixel line, in points.
    var hairline: Double { get }
    func fill(_ rect: CGRect, color: Color)
    /// Strokes `rect`'s outline inside it.
    func strokeInside(_ rect: CGRect, color: Color, lineWidth: Double)
    func line(from start: CGPoint, to end: CGPoint, color: Color, lineWidth: Double)
    /// Draws a glyph run at its layout positions, in `color` (colour glyphs keep their own).
    func drawGlyphs(_ run: TextLayout.GlyphRun, color: Color) throws
}

extension Painter {
    /// Draws every glyph run of `layout`, in its own colour or in `color` when given.
    func drawText(of layout: TextLayout, color: Color?) throws {
        for line in layout.lines {
            for run in line.glyphRuns {
                try drawGlyphs(run, color: color ?? run.color)
            }
        }
    }
}

/// `Painter` on a Cairo context whose transform maps layout points to the surface.
struct CairoPainter: Painter {
    let context: CairoContext
    let hairline: Double

    func fill(_ rect: CGRect, color: Color) { context.fill(rect, color: color) }

    func strokeInside(_ rect: CGRect, color: Color, lineWidth: Double) {
        context.strokeInside(rect, color: color, lineWidth: lineWidth)
    }

    func line(from start: CGPoint, to end: CGPoint, color: Color, lineWidth: Double) {
        context.line(from: start, to: end, color: color, lineWidth: lineWidth)
    }

    func drawGlyphs(_ run: TextLayout.GlyphRun, color: Color) throws {
        let face = try CairoFontFace.face(for: run.font.face)
        context.showGlyphs(run.glyphs, at: run.positions, face: face, size: run.font.size, color: color)
    }
}
