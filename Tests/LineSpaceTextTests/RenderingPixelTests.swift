// Pixels of rendered labels: ink stays in line boxes, spacing bands stay empty, sizes add up.
import Foundation
import Testing
@testable import LineSpaceText

@Suite("Rendering: pixels")
struct RenderingPixelTests {
    /// Every ink row lies inside some line box; rows wholly inside a band between lines are empty.
    private func checkInk(_ bitmap: Bitmap, layout: TextLayout, scale: Double, originY: Double, padding: Double) {
        let rows = Set(bitmap.inkRows())
        #expect(!rows.isEmpty)
        // Row y covers [y, y + 1) pixels = [y / scale, (y + 1) / scale) points on the canvas.
        func layoutSpan(_ row: Int) -> ClosedRange<Double> {
            (Double(row) / scale - padding - originY)...(Double(row + 1) / scale - padding - originY)
        }
        for row in rows.sorted() {
            let span = layoutSpan(row)
            let inside = layout.lines.contains { line in
                span.upperBound > Double(line.rect.minY) && span.lowerBound < Double(line.rect.maxY)
            }
            #expect(inside, "ink in row \(row) (\(span) pt) outside every line box")
        }
        for (line, next) in zip(layout.lines, layout.lines.dropFirst()) {
            let band = Double(line.rect.maxY)...Double(next.rect.minY)
            for row in 0..<bitmap.height where band.contains(layoutSpan(row).lowerBound) && band.contains(layoutSpan(row).upperBound) {
                #expect(!rows.contains(row), "ink in row \(row), inside the band \(band)")
            }
        }
        // Every line has ink.
        for line in layout.lines {
            let top = Int(((Double(line.rect.minY) + padding + originY) * scale).rounded(.down))
            let bottom = Int(((Double(line.rect.maxY) + padding + originY) * scale).rounded(.up))
            #expect((top..<bottom).contains { rows.contains($0) }, "no ink for line \(line.range)")
        }
    }

    @Test("sample label: ink in line boxes, none in the line-spacing bands, size = rounded size × scale",
          arguments: [1.0, 2.0, 3.0, 1.5])
    func sampleLabel(scale: Double) throws {
        let label = RenderingFixtures.sampleLabel()
        let layout = label.layout(width: 300)
        #expect(layout.lines.count == 3)
        let png = try Renderer(options: RenderOptions(scale: scale)).render(layout, text: label.styledText())
        let bitmap = try Bitmap(png: png)
        let size = layout.sizeThatFits(scale: scale)
        #expect(bitmap.width == Int((size.width * scale).rounded()))
        #expect(bitmap.height == Int((size.height * scale).rounded()))
        if scale == 1 { #expect((bitmap.width, bitmap.height) == (289, 94)) }
        if scale == 2 { #expect((bitmap.width, bitmap.height) == (578, 188)) }
        checkInk(bitmap, layout: layout, scale: scale, originY: 0, padding: 0)
    }

    @Test("padding adds 2 × padding × scale and moves the ink", arguments: [(1.0, 8.0), (2.0, 5.0), (3.0, 0.5)])
    func padding(scale: Double, padding: Double) throws {
        let label = RenderingFixtures.sampleLabel()
        let layout = label.layout(width: 300)
        let bitmap = try Bitmap(png: Renderer(options: RenderOptions(scale: scale, padding: padding)).render(layout))
        let size = layout.sizeThatFits(scale: scale)
        #expect(bitmap.width == Int((size.width * scale + 2 * padding * scale).rounded(.up)))
        #expect(bitmap.height == Int((size.height * scale + 2 * padding * scale).rounded(.up)))
        checkInk(bitmap, layout: layout, scale: scale, originY: 0, padding: padding)
        // The padding itself holds no ink.
        let rows = bitmap.inkRows()
        #expect(rows.first! >= Int(padding * scale) - 1)
        #expect(rows.last! < bitmap.height - Int(padding * scale) + 1)
    }

    @Test("paragraphs: the line-spacing and paragraph-spacing bands hold no ink")
    func paragraphs() throws {
        let style = ParagraphStyle(paragraphSpacing: 12, paragraphSpacingBefore: 6)
        let label = RenderingFixtures.sampleLabel("如何讓你遇見我，在我最美麗的時刻。為這\n我已在佛前求了五百年\n求他讓我們結一段塵緣", lineSpace: 8, style: style)
        let layout = label.layout(width: 200)
        #expect(layout.lines.count >= 4)
        let bitmap = try Bitmap(png: Renderer(options: RenderOptions(scale: 2)).render(layout))
        checkInk(bitmap, layout: layout, scale: 2, originY: 0, padding: 0)
    }

    @Test("Latin text in DejaVu Sans keeps its ink in the line boxes")
    func latin() throws {
        let label = Label()
        label.font = try Font(family: "DejaVu Sans", size: 15)
        label.numberOfLines = 0
        label.lineSpace = 7
        label.text = "Line spacing you can see, between lines only, never after the last one."
        let layout = label.layout(width: 160)
        #expect(layout.lines.count >= 3)
        let bitmap = try Bitmap(png: Renderer(options: RenderOptions(scale: 2)).render(layout))
        checkInk(bitmap, layout: layout, scale: 2, originY: 0, padding: 0)
    }

    @Test("a taller box places the text top, centre or bottom", arguments: VerticalAlignment.allCases)
    func verticalPlacement(alignment: VerticalAlignment) throws {
        let label = RenderingFixtures.sampleLabel()
        let layout = label.layout(width: 300)
        let options = RenderOptions(scale: 2, boxHeight: 150, verticalAlignment: alignment)
        let renderer = Renderer(options: options)
        let placement = try renderer.placement(for: layout)
        let bitmap = try Bitmap(png: renderer.render(layout))
        #expect(bitmap.height == 300)
        #expect(bitmap.width == 578)
        let expected: Double
        switch alignment {
        case .top: expected = 0
        case .center: expected = 28  // (150 - 94) / 2
        case .bottom: expected = 56
        }
        #expect(Double(placement.origin.y) == expected)
        checkInk(bitmap, layout: layout, scale: 2, originY: expected, padding: 0)
    }

    @Test("background and text colours, opaque and transparent")
    func colours() throws {
        let label = RenderingFixtures.sampleLabel()
        let layout = label.layout(width: 300)
        let red = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
        var options = RenderOptions(textColor: Color(rgb: 0x0000FF), background: Color(rgb: 0xFF0000))
        var bitmap = try Bitmap(png: Renderer(options: options).render(layout))
        #expect(bitmap[0, bitmap.height - 1] == red)
        let ink = (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { bitmap[$0, y] } }
        #expect(ink.contains(Bitmap.Pixel(red: 0, green: 0, blue: 255, alpha: 255)))
        #expect(!ink.contains { $0.green > 8 }, "only red, blue and their blends")

        options = RenderOptions(background: .clear)
        bitmap = try Bitmap(png: Renderer(options: options).render(layout))
        #expect(bitmap[0, bitmap.height - 1].alpha == 0)
        let clear = Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 0)
        #expect(!bitmap.inkRows(background: clear).isEmpty)
    }

    @Test("colour emoji (Noto Color Emoji) are drawn in colour")
    func colourEmoji() throws {
        let label = Label()
        label.font = try Font(family: "DejaVu Sans", size: 24)
        label.text = "A🎉"
        let layout = label.layout(width: .infinity)
        #expect(layout.fonts.contains { $0.resolvedFamily == "Noto Color Emoji" })
        let bitmap = try Bitmap(png: Renderer(options: RenderOptions(scale: 2)).render(layout))
        var coloured = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap[x, y]
                let spread = max(p.red, p.green, p.blue) - min(p.red, p.green, p.blue)
                if spread > 80 { coloured += 1 }
            }
        }
        #expect(coloured > 200, "only \(coloured) saturated pixels: the emoji was not drawn in colour")
    }

    @Test("guides: bands and line boxes in their colours")
    func guidesPixels() throws {
        let style = ParagraphStyle(paragraphSpacing: 12, paragraphSpacingBefore: 6)
        let label = RenderingFixtures.sampleLabel("如何讓你遇見我，在我最美麗的時刻。\n為這，我已在佛前求了五百年", lineSpace: 10, style: style)
        let layout = label.layout(width: 300)
        let guides = Guides(layout: layout, text: label.styledText(), width: 300)
        #expect(guides.bands.map(\.kind) == [.lineSpacing, .paragraphSpacing, .paragraphSpacingBefore])
        #expect(guides.bands.map { Double($0.rect.height) } == [10, 12, 6])
        let bitmap = try Bitmap(png: Renderer(options: RenderOptions(guides: true)).render(layout, text: label.styledText()))
        func over(_ color: Color) -> Bitmap.Pixel {
            func mix(_ c: Double) -> UInt8 { UInt8((c * color.alpha + 1 - color.alpha) * 255 + 0.5) }
            return Bitmap.Pixel(red: mix(color.red), green: mix(color.green), blue: mix(color.blue), alpha: 255)
        }
        func close(_ a: Bitmap.Pixel, _ b: Bitmap.Pixel) -> Bool {
            abs(Int(a.red) - Int(b.red)) <= 2 && abs(Int(a.green) - Int(b.green)) <= 2 && abs(Int(a.blue) - Int(b.blue)) <= 2
        }
        for band in guides.bands {
            let y = Int(band.rect.midY)
            #expect(close(bitmap[150, y], over(band.kind.color)), "\(band.kind) at y \(y): \(bitmap[150, y])")
        }
        // The first line box's top pixel row is its outline, so it is not background.
        let box = layout.lines[0].rect
        #expect(bitmap[5, Int(box.minY)] != Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
