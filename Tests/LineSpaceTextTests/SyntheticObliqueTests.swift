// Italic asked of a face that has none: drawn with fontconfig's synthetic oblique (docs/semantics.md §4).
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct SyntheticObliqueTests {
    @Test func onlyAnUprightFaceAskedForItalicIsSlanted() throws {
        let cjk = try Font(family: "Noto Sans CJK SC", size: 17, italic: true)
        #expect(!cjk.face.harfBuzz.isDesignedItalic)
        #expect(cjk.syntheticSlant == 0.2)
        #expect(try Font(family: "Noto Sans CJK SC", size: 17).syntheticSlant == 0)
        // DejaVu Sans has an oblique face: fontconfig picks it, nothing is faked.
        let dejaVu = try Font(family: "DejaVu Sans", size: 17, italic: true)
        #expect(dejaVu.face.harfBuzz.isDesignedItalic && dejaVu.file.hasSuffix("DejaVuSans-Oblique.ttf"))
        #expect(dejaVu.syntheticSlant == 0)
        // The CJK fallback of an italic Latin font is italic too, hence slanted.
        let layout = Fixtures.layout("ab中文", font: dejaVu)
        let runs = layout.lines[0].glyphRuns
        #expect(runs.map(\.font.resolvedFamily) == ["DejaVu Sans", "Noto Sans CJK SC"])
        #expect(runs.map(\.font.syntheticSlant) == [0, 0.2])
    }

    @Test func theSlantMovesInkNotAdvances() throws {
        let upright = try Font(family: "Noto Sans CJK SC", size: 40)
        let italic = try Font(family: "Noto Sans CJK SC", size: 40, italic: true)
        let a = Fixtures.layout("丨中", font: upright), b = Fixtures.layout("丨中", font: italic)
        #expect(a.size == b.size)
        #expect(a.lines[0].glyphRuns.map(\.advances) == b.lines[0].glyphRuns.map(\.advances))
        #expect(a.lines[0].glyphRuns.map(\.positions) == b.lines[0].glyphRuns.map(\.positions))
        // By hand from the outline boxes (design units, y up): x gains 0.2 × y, so the box's
        // left edge moves by 0.2 × its bottom and its right edge by 0.2 × its top.
        let run = a.lines[0].glyphRuns[0]
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for (glyph, pen) in zip(run.glyphs, run.positions) {
            let ink = try #require(upright.face.harfBuzz.inkExtents(of: glyph))
            minX = min(minX, pen.x + (ink.minX + 0.2 * ink.minY) * upright.scale)
            maxX = max(maxX, pen.x + (ink.maxX + 0.2 * ink.maxY) * upright.scale)
            minY = min(minY, pen.y - ink.maxY * upright.scale)
            maxY = max(maxY, pen.y - ink.minY * upright.scale)
        }
        let bounds = try #require(b.paintedInkBounds)
        #expect(approx(bounds.minX, minX, 1e-9) && approx(bounds.maxX, maxX, 1e-9))
        #expect(approx(bounds.minY, minY, 1e-9) && approx(bounds.maxY, maxY, 1e-9))
        let uprightBounds = try #require(a.paintedInkBounds)
        #expect(bounds.maxX > uprightBounds.maxX + 1)
    }

    @Test func markOffsetsMoveWithTheSlant() throws {
        // DejaVu Sans's upright face asked for italic (a face without one, as Noto Sans CJK):
        // HarfBuzz places the fatha of "بَّ" against the shadda with a y offset, and a slanted
        // mark sits 0.2 × that offset further along x, as HarfBuzz's own synthetic slant does.
        let face = try Font(family: "DejaVu Sans", size: 40).face
        let upright = Font(family: "DejaVu Sans", size: 40, weight: .regular, italic: false, face: face)
        let italic = Font(family: "DejaVu Sans", size: 40, weight: .regular, italic: true, face: face)
        #expect(italic.syntheticSlant == 0.2)
        let a = Fixtures.layout("\u{628}\u{651}\u{64E}", font: upright).lines[0]
        let b = Fixtures.layout("\u{628}\u{651}\u{64E}", font: italic).lines[0]
        let before = a.glyphRuns.flatMap(\.positions), after = b.glyphRuns.flatMap(\.positions)
        #expect(before.count == after.count && before.count >= 2)
        let raised = before.map { Double(a.baseline - $0.y) }
        #expect(raised.contains { abs($0) > 1 }, "\(raised)")
        for (index, (p, q)) in zip(before, after).enumerated() {
            #expect(approx(Double(q.x - p.x), 0.2 * raised[index], 1e-9) && q.y == p.y)
        }
        #expect(a.rect.width == b.rect.width)
    }

    @Test func aSlantedStrokeLeansRightInThePNG() throws {
        // 丨 is one vertical stroke: upright, its ink is centred on the same column at the top
        // and at the bottom; slanted, the top row's centre is 0.2 × the rows between further right.
        func centres(italic: Bool) throws -> (top: Double, bottom: Double, rows: Double) {
            let font = try Font(family: "Noto Sans CJK SC", size: 60, italic: italic)
            let layout = Fixtures.layout("丨", font: font)
            let bitmap = try Bitmap(png: Renderer(options: RenderOptions(scale: 2, padding: 10)).render(layout))
            let rows = bitmap.inkRows()
            let first = try #require(rows.first), last = try #require(rows.last)
            let top = first + 4, bottom = last - 4
            func centre(_ y: Int) -> Double {
                let ink = (0..<bitmap.width).filter { bitmap.isInk(x: $0, y: y, tolerance: 128) }
                return Double(ink.reduce(0, +)) / Double(max(1, ink.count))
            }
            return (centre(top), centre(bottom), Double(bottom - top))
        }
        let upright = try centres(italic: false), italic = try centres(italic: true)
        #expect(abs(upright.top - upright.bottom) <= 1)
        #expect(italic.rows > 80)
        #expect(abs((italic.top - italic.bottom) - 0.2 * italic.rows) <= 1.5, "\(italic)")
    }
}
