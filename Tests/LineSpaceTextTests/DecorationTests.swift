// Underline, strikethrough, background and shadow: at the font's positions, in pixels.
import Foundation
import Testing
@testable import LineSpaceText

/// DejaVu Sans 64 pt (upem 2048): ascender 1901 → 59.40625, descender 483 → 15.09375;
/// post underlinePosition -40 → -1.25, underlineThickness 90 → 2.8125;
/// OS/2 yStrikeoutPosition 530 → 16.5625, yStrikeoutSize 102 → 3.1875. All exact in binary.
@Suite("Decorations")
struct DecorationTests {
    static let font = Fixtures.dejaVu(64)
    static let red = Color(rgb: 0xFF0000)
    static let blue = Color(rgb: 0x0000FF)
    static let green = Color(rgb: 0x00FF00)

    /// "a b" with `decorate` applied to all of it, then " c" plain, laid out on one line.
    static func layout(_ decorate: (inout AttributedString) -> Void) -> (TextLayout, StyledText) {
        var decorated = AttributedString("a b")
        decorate(&decorated)
        var text = decorated
        text.append(AttributedString(" c"))
        let styled = StyledText(text, defaults: TextAttributes(font: font))
        return (TextLayout(text: styled, options: LayoutOptions(width: .infinity)), styled)
    }

    static func png(_ layout: TextLayout) throws -> Bitmap {
        try Bitmap(png: Renderer(options: RenderOptions(scale: 1)).render(layout))
    }

    /// The middle column of the space between "a" and "b".
    static func spaceColumn(_ layout: TextLayout) -> Int {
        let run = layout.lines[0].glyphRuns[0]
        return Int(((run.positions[1].x + run.positions[2].x) / 2).rounded(.down))
    }

    static func pixel(_ color: Color) -> Bitmap.Pixel {
        Bitmap.Pixel(red: UInt8(color.red * 255), green: UInt8(color.green * 255), blue: UInt8(color.blue * 255), alpha: 255)
    }
    static let white = Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255)

    @Test("the font's underline and strikeout metrics come from hb_ot_metrics")
    func metrics() {
        let font = Self.font
        #expect(font.underlinePosition == -1.25)
        #expect(font.underlineThickness == 2.8125)
        #expect(font.strikethroughPosition == 16.5625)
        #expect(font.strikethroughThickness == 3.1875)
    }

    @Test("geometry: strokes at the font's positions, spanning the run, spaces included")
    func geometry() throws {
        let (layout, _) = Self.layout {
            $0.textUnderline = TextLine(.double)
            $0.textStrikethrough = TextLine(.thick)
            $0.textBackgroundColor = Self.green
        }
        let line = layout.lines[0]
        #expect(line.baseline == 59.40625)
        #expect(line.glyphRuns.count == 2)
        let run = line.glyphRuns[0]
        let geometry = try #require(DecorationGeometry(run: run, line: line))
        let end = Double(run.positions[2].x + run.advances[2])
        #expect(geometry.minX == 0)
        #expect(geometry.maxX == end)
        #expect(geometry.underlines == [
            CGRect(x: 0, y: 60.65625, width: end, height: 2.8125),
            CGRect(x: 0, y: 66.28125, width: end, height: 2.8125),
        ])
        #expect(geometry.strikethroughs == [CGRect(x: 0, y: 42.84375, width: end, height: 6.375)])
        #expect(geometry.background == CGRect(x: 0, y: 0, width: end, height: 74.5))
        // The plain run carries no decoration.
        #expect(line.glyphRuns[1].decoration == .none)
        #expect(run.decoration.underline == TextLine(.double))
    }

    @Test("a decoration stays level across fallback fonts: the asked-for font's metrics, not an emoji font's")
    func levelAcrossFallbacks() throws {
        // DejaVu Sans has no 🎉 nor 中: they come from Noto Color Emoji and Noto Sans CJK.
        let (layout, _) = Self.layout { _ in }
        var decorated = AttributedString("ab 🎉 中 cd")
        decorated.textUnderline = TextLine(.single)
        decorated.textStrikethrough = TextLine(.single)
        let styled = StyledText(decorated, defaults: TextAttributes(font: Self.font))
        let line = TextLayout(text: styled, options: LayoutOptions(width: .infinity)).lines[0]
        #expect(Set(line.glyphRuns.map(\.font.resolvedFamily)).count >= 3)
        let geometries = line.glyphRuns.compactMap { DecorationGeometry(run: $0, line: line) }
        #expect(geometries.count == line.glyphRuns.count)
        // DejaVu's: top 1.25 below the baseline, 2.8125 thick; strikeout top 16.5625 above it.
        for geometry in geometries {
            #expect(geometry.underlines.count == 1 && geometry.strikethroughs.count == 1)
            #expect(approx(geometry.underlines[0].minY, geometry.baseline + 1.25))
            #expect(approx(geometry.underlines[0].height, 2.8125))
            #expect(approx(geometry.strikethroughs[0].minY, geometry.baseline - 16.5625))
        }
        #expect(Set(geometries.map(\.baseline)).count == 1)
        _ = layout
    }

    @Test("one background across fallback fonts is filled without seams")
    func backgroundWithoutSeams() throws {
        // "ab 中 cd 🎉 ef": DejaVu, Noto Sans CJK and Noto Color Emoji runs under one background.
        var text = AttributedString("ab 中 cd 🎉 ef")
        text.textBackgroundColor = Self.green
        let layout = TextLayout(text: StyledText(text, defaults: TextAttributes(font: Fixtures.dejaVu(17.3))), options: LayoutOptions())
        #expect(Set(layout.lines[0].glyphRuns.map(\.font.resolvedFamily)).count == 3)
        let bitmap = try Bitmap(png: Renderer(options: RenderOptions(scale: 2, fitsInk: false)).render(layout))
        // The background's first pixel row: above every glyph's ink, all of it the fill colour
        // but its two antialiased ends (fractional positions made lighter seams at the joins).
        let green = Bitmap.Pixel(red: 0, green: 255, blue: 0, alpha: 255)
        let row = (0..<bitmap.width).map { bitmap[$0, 0] }
        let inside = row.dropFirst().dropLast()
        #expect(inside.allSatisfy { $0 == green }, "\(inside.filter { $0 != green }.count) lighter pixels")
    }

    @Test("single underline in its colour: rows 61–62 solid under the space, rows 59 and 64 clear")
    func singleUnderline() throws {
        let (layout, _) = Self.layout { $0.textUnderline = TextLine(color: Self.red) }
        let bitmap = try Self.png(layout)
        let x = Self.spaceColumn(layout)
        // Top 60.65625, bottom 63.46875: rows 61 and 62 are covered wholly, 60 and 63 in part.
        #expect(bitmap[x, 61] == Self.pixel(Self.red))
        #expect(bitmap[x, 62] == Self.pixel(Self.red))
        #expect(bitmap[x, 59] == Self.white)
        #expect(bitmap[x, 64] == Self.white)
        #expect(bitmap[x, 60] != Self.white && bitmap[x, 60] != Self.pixel(Self.red))
        // It ends with the run: the second space (plain) has no underline.
        let plain = layout.lines[0].glyphRuns[1]
        let second = Int(((plain.positions[0].x + plain.positions[1].x) / 2).rounded(.down))
        #expect(bitmap[second, 61] == Self.white)
    }

    @Test("double and thick underlines; strikethrough at the strikeout position")
    func patterns() throws {
        let (double, _) = Self.layout { $0.textUnderline = TextLine(.double, color: Self.red) }
        let d = try Self.png(double), x = Self.spaceColumn(double)
        // Strokes 60.65625–63.46875 and 66.28125–69.09375, the gap clear.
        for row in [61, 62, 67, 68] { #expect(d[x, row] == Self.pixel(Self.red), "row \(row)") }
        for row in [64, 65, 70] { #expect(d[x, row] == Self.white, "row \(row)") }

        let (thick, _) = Self.layout { $0.textUnderline = TextLine(.thick, color: Self.red) }
        let t = try Self.png(thick)
        // 60.65625–66.28125.
        for row in 61...65 { #expect(t[x, row] == Self.pixel(Self.red), "row \(row)") }
        #expect(t[x, 67] == Self.white)

        let (struck, _) = Self.layout { $0.textStrikethrough = TextLine(color: Self.blue) }
        let s = try Self.png(struck)
        // 59.40625 − 16.5625 = 42.84375 to 46.03125: rows 43–45 wholly.
        for row in 43...45 { #expect(s[x, row] == Self.pixel(Self.blue), "row \(row)") }
        #expect(s[x, 41] == Self.white)
        #expect(s[x, 47] == Self.white)
    }

    @Test("background fills the run from the line's ascender to its descender")
    func background() throws {
        let (layout, _) = Self.layout { $0.textBackgroundColor = Self.green }
        let bitmap = try Self.png(layout)
        #expect(bitmap.height == 75)  // 74.5 rounded up
        let x = Self.spaceColumn(layout)
        #expect(bitmap[x, 0] == Self.pixel(Self.green))
        #expect(bitmap[x, 73] == Self.pixel(Self.green))
        #expect(bitmap[x, 74] != Self.white)  // half covered
        let plain = layout.lines[0].glyphRuns[1]
        let second = Int(((plain.positions[0].x + plain.positions[1].x) / 2).rounded(.down))
        #expect(bitmap[second, 10] == Self.white)
    }

    @Test("a sharp shadow is the underline moved by the offset, in the shadow colour")
    func sharpShadow() throws {
        let (layout, _) = Self.layout {
            $0.textUnderline = TextLine(color: Self.red)
            $0.textShadow = TextShadow(offset: CGSize(width: 0, height: 8), color: Self.blue)
        }
        let bitmap = try Self.png(layout)
        let x = Self.spaceColumn(layout)
        // The stroke 60.65625–63.46875 moved down 8: 68.65625–71.46875.
        #expect(bitmap[x, 61] == Self.pixel(Self.red))
        #expect(bitmap[x, 69] == Self.pixel(Self.blue))
        #expect(bitmap[x, 70] == Self.pixel(Self.blue))
        #expect(bitmap[x, 66] == Self.white)
        #expect(bitmap[x, 73] == Self.white)
    }

    @Test("a blurred shadow spreads the stroke: fainter at its centre, ink beyond its edges")
    func blurredShadow() throws {
        let (layout, _) = Self.layout {
            $0.textUnderline = TextLine(color: Self.red)
            $0.textShadow = TextShadow(offset: CGSize(width: 0, height: 8), blurRadius: 4, color: Self.blue)
        }
        let bitmap = try Self.png(layout)
        let x = Self.spaceColumn(layout)
        // A stroke 2.8125 pt tall blurred with σ = 2 pt keeps erf(1.40625 / (2 √2)) = 0.518 of
        // its strength at its centre (70.0625): red 255 × (1 − 0.518) ≈ 123 (mask resampling
        // and the box approximation allow a few levels).
        let centre = [bitmap[x, 69], bitmap[x, 70]].min(by: { $0.red < $1.red })!
        #expect(centre.blue == 255 && (113...135).contains(centre.red), "\(centre)")
        #expect(bitmap[x, 66].red < 250)   // spread above the sharp stroke's top (68.66)
        #expect(bitmap[x, 73].red < 250)   // and below its bottom (71.47)
        // Nearly symmetric about the stroke's centre 70.0625: rows 67 and 72 (centres 2.5625 and
        // 2.4375 away) alike.
        #expect(abs(Int(bitmap[x, 67].red) - Int(bitmap[x, 72].red)) <= 12)
    }

    @Test("the label's shadow applies to every run; a run's own shadow wins")
    func labelShadow() throws {
        let label = Label()
        label.font = Self.font
        label.shadow = TextShadow(offset: CGSize(width: 1, height: 1))
        label.text = "ab"
        let runs = label.layout(width: .infinity).lines[0].glyphRuns
        #expect(runs.allSatisfy { $0.decoration.shadow == TextShadow(offset: CGSize(width: 1, height: 1)) })
        var attributed = AttributedString("a")
        attributed.textShadow = TextShadow(offset: CGSize(width: 0, height: 5))
        attributed.append(AttributedString("b"))
        label.attributedText = attributed
        let mixed = label.layout(width: .infinity).lines[0].glyphRuns
        #expect(mixed.map(\.decoration.shadow?.offset.height) == [5, 1])
    }

    @Test("shadow values are clamped: negative or huge blur, non-finite offsets")
    func shadowClamps() {
        #expect(TextShadow(blurRadius: -3).blurRadius == 0)
        #expect(TextShadow(blurRadius: .nan).blurRadius == 0)
        #expect(TextShadow(blurRadius: 1e9).blurRadius == 100)
        #expect(TextShadow(offset: CGSize(width: CGFloat.infinity, height: 2)).offset == CGSize(width: 0, height: 2))
    }

    /// A decoration is stored as one shared box (nil when empty): it must still behave as a
    /// value, equal and hashed by what it draws.
    @Test("a decoration is a value: copies do not share changes; equality and hashing follow its fields")
    func decorationIsAValue() {
        var first = TextDecoration()
        #expect(first.isEmpty && first == .none)
        first.underline = TextLine(.double, color: Self.red)
        let copy = first
        first.backgroundColor = Self.blue
        #expect(copy.underline == TextLine(.double, color: Self.red) && copy.backgroundColor == nil)
        #expect(first.underline == TextLine(.double, color: Self.red) && first.backgroundColor == Self.blue)
        #expect(!first.isEmpty && copy != first)

        // Built field by field or at once: equal, same hash.
        let direct = TextDecoration(underline: TextLine(.double, color: Self.red), backgroundColor: Self.blue)
        #expect(direct == first && direct.hashValue == first.hashValue)
        #expect(Set([direct, first, copy, .none]).count == 3)

        // Clearing every field makes it empty again, equal to `.none`.
        first.underline = nil
        first.backgroundColor = nil
        #expect(first.isEmpty && first == .none && first.hashValue == TextDecoration.none.hashValue)
        var shadowed = TextDecoration(shadow: TextShadow(blurRadius: 2))
        #expect(!shadowed.isEmpty && shadowed.shadow?.blurRadius == 2 && shadowed.strikethrough == nil)
        shadowed.shadow = nil
        #expect(shadowed.isEmpty)
    }

    @Test("three box blurs approximate the Gaussian's variance")
    func boxRadii() {
        for sigma in [0.5, 1.0, 2.0, 4.0, 8.0, 25.0] {
            let radii = BoxBlur.radii(sigma: sigma)
            // A box of width w has variance (w² − 1) / 12; the three add up.
            let variance = radii.map { Double((2 * $0 + 1) * (2 * $0 + 1) - 1) / 12 }.reduce(0, +)
            #expect(abs(variance.squareRoot() - sigma) <= 0.6, "σ \(sigma): radii \(radii)")
        }
    }
}
