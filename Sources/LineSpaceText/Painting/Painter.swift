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
    /// Draws `shadow` under a run's glyphs and its stroke rectangles.
    func drawShadow(_ shadow: TextShadow, of run: TextLayout.GlyphRun, strokes: [CGRect]) throws
}

extension Painter {
    /// Draws every glyph run of `layout`, in its own colour or in `color` when given, with its
    /// decoration: per line, backgrounds, then shadows, underlines, glyphs, strikethroughs (so
    /// a background never hides a neighbouring run's glyphs and a strikethrough stays visible).
    func drawText(of layout: TextLayout, color: Color?) throws {
        for line in layout.lines {
            guard line.glyphRuns.contains(where: { !$0.decoration.isEmpty }) else {
                for run in line.glyphRuns { try drawGlyphs(run, color: color ?? run.color) }
                continue
            }
            let geometries = line.glyphRuns.map { run in
                run.decoration.isEmpty ? nil : DecorationGeometry(run: run, line: line)
            }
            // Neighbouring runs of one background (a span across fallback fonts) are filled as
            // one rectangle: two antialiased edges at the same fractional x left a light seam.
            var backgrounds: [(rect: CGRect, color: Color)] = []
            for (run, geometry) in zip(line.glyphRuns, geometries) {
                guard let rect = geometry?.background, let fill = run.decoration.backgroundColor else { continue }
                if let last = backgrounds.last, last.color == fill, last.rect.minY == rect.minY,
                   last.rect.height == rect.height, abs(last.rect.maxX - rect.minX) < 1e-6 {
                    backgrounds[backgrounds.count - 1].rect = last.rect.union(rect)
                } else {
                    backgrounds.append((rect, fill))
                }
            }
            for background in backgrounds { fill(background.rect, color: background.color) }
            for (run, geometry) in zip(line.glyphRuns, geometries) {
                if let shadow = run.decoration.shadow {
                    try drawShadow(shadow, of: run, strokes: (geometry?.underlines ?? []) + (geometry?.strikethroughs ?? []))
                }
            }
            for (run, geometry) in zip(line.glyphRuns, geometries) {
                let ink = color ?? run.color
                for rect in geometry?.underlines ?? [] { fill(rect, color: run.decoration.underline?.color ?? ink) }
                try drawGlyphs(run, color: ink)
                for rect in geometry?.strikethroughs ?? [] { fill(rect, color: run.decoration.strikethrough?.color ?? ink) }
            }
        }
    }
}

/// `Painter` on a Cairo context whose transform maps layout points to the surface.
struct CairoPainter: Painter {
    let context: CairoContext
    let hairline: Double
    /// Pixels per point of a blurred shadow's mask (the output's scale for PNG; at least 2 for
    /// SVG and PDF, where the mask is embedded as an image).
    let shadowScale: Double

    func fill(_ rect: CGRect, color: Color) { context.fill(rect, color: color) }

    func strokeInside(_ rect: CGRect, color: Color, lineWidth: Double) {
        context.strokeInside(rect, color: color, lineWidth: lineWidth)
    }

    func line(from start: CGPoint, to end: CGPoint, color: Color, lineWidth: Double) {
        context.line(from: start, to: end, color: color, lineWidth: lineWidth)
    }

    func drawGlyphs(_ run: TextLayout.GlyphRun, color: Color) throws {
        let face = try CairoFontFace.face(for: run.font.face)
        context.showGlyphs(run.glyphs, at: run.positions, face: face, size: run.font.size, slant: run.font.syntheticSlant, color: color)
    }
}
