// A fixed canvas: the image is exactly its size, the text sits where origin and alignment say.
import Foundation
import Testing
@testable import LineSpaceText

@Suite("Rendering: fixed canvas")
struct CanvasTests {
    /// The bounding box of the pixels that differ from white, in pixels.
    private func inkBox(_ bitmap: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.isInk(x: x, y: y) {
                box = box.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    /// The README's share-card title: DejaVu Sans 56 pt, two lines in 1040 pt.
    private func titleLabel(alignment: ParagraphAlignment = .left) throws -> Label {
        let label = Label()
        label.font = try Font(family: "DejaVu Sans", size: 56)
        label.numberOfLines = 2
        label.lineSpace = 8
        label.textAlignment = alignment
        label.text = "Line spacing done right, on every platform"
        return label
    }

    @Test("the image is exactly the canvas, at any scale and in every format", arguments: [1.0, 2.0])
    func exactSize(scale: Double) throws {
        let layout = try titleLabel().layout(width: 1040)
        let options = RenderOptions(scale: scale, padding: 80, canvasSize: CGSize(width: 1200, height: 630))
        let bitmap = try Bitmap(png: Renderer(options: options).render(layout))
        #expect(bitmap.width == Int(1200 * scale))
        #expect(bitmap.height == Int(630 * scale))
        var svg = options
        svg.format = .svg
        let text = String(decoding: try Renderer(options: svg).render(layout), as: UTF8.self)
        #expect(text.contains("width=\"\(Int(1200 * scale))px\""))
        #expect(text.contains("height=\"\(Int(630 * scale))px\""))
    }

    @Test("left-aligned text starts at the padding and is centred between the top and bottom padding")
    func defaultPlacement() throws {
        let layout = try titleLabel().layout(width: 1040)
        #expect(layout.lines.count == 2)
        let renderer = Renderer(options: RenderOptions(padding: 80, canvasSize: CGSize(width: 1200, height: 630)))
        let placement = try renderer.placement(for: layout)
        let height = layout.sizeThatFits().height
        // The box: 80…1120 across, 80…550 down; the text centred in it, on the pixel grid.
        #expect(placement.contentSize == CGSize(width: 1040, height: 470))
        #expect(placement.origin.x == 80)
        #expect(placement.origin.y == 80 + ((470 - height) / 2).rounded())
        let ink = try #require(inkBox(try Bitmap(png: renderer.render(layout))))
        #expect(ink.minX >= 80 && ink.minX < 90, "the first glyph starts at the padding")
        #expect(ink.maxX < 1120)
        #expect(ink.minY >= Int(placement.origin.y) && ink.maxY < Int((placement.origin.y + height).rounded(.up)))
        // Centred: the ink's middle row is within a line's descent of the canvas's middle.
        #expect(abs((ink.minY + ink.maxY) / 2 - 315) < 20)
    }

    @Test("alignment and vertical alignment place the text inside the canvas",
          arguments: [(ParagraphAlignment.center, VerticalAlignment.top), (.right, .bottom), (.center, .center)])
    func alignment(horizontal: ParagraphAlignment, vertical: VerticalAlignment) throws {
        let layout = try titleLabel(alignment: horizontal).layout(width: 1040)
        let options = RenderOptions(padding: 80, verticalAlignment: vertical, canvasSize: CGSize(width: 1200, height: 630))
        let ink = try #require(inkBox(try Bitmap(png: Renderer(options: options).render(layout))))
        switch horizontal {
        case .center: #expect(abs((ink.minX + ink.maxX) / 2 - 600) <= 3, "centred on the canvas")
        default: #expect(ink.maxX <= 1120 && ink.maxX > 1110, "ends at the right padding")
        }
        let height = Int(layout.sizeThatFits().height)
        switch vertical {
        case .top: #expect(ink.minY >= 80 && ink.minY < 100)
        case .bottom: #expect(ink.maxY < 550 && ink.maxY > 550 - 30 && ink.minY >= 550 - height)
        case .center: #expect(abs((ink.minY + ink.maxY) / 2 - 315) < 20)
        }
    }

    @Test("an origin moves the box; the box reaches down to the bottom padding")
    func origin() throws {
        let layout = try titleLabel().layout(width: 600)
        let options = RenderOptions(
            padding: 20, verticalAlignment: .bottom, canvasSize: CGSize(width: 800, height: 400), origin: CGPoint(x: 150, y: 60))
        let renderer = Renderer(options: options)
        let placement = try renderer.placement(for: layout)
        #expect(placement.contentSize == CGSize(width: 600, height: 320))
        #expect(placement.origin.x == 150)
        #expect(placement.origin.y == 380 - layout.sizeThatFits().height)
        let ink = try #require(inkBox(try Bitmap(png: renderer.render(layout))))
        #expect(ink.minX >= 150 && ink.minX < 160)
        #expect(ink.maxY < 380)
    }

    @Test("text taller than the canvas is clipped, never refused; bad sizes are")
    func clippingAndRefusals() throws {
        let label = RenderingFixtures.sampleLabel(String(repeating: RenderingFixtures.sample, count: 40))
        let options = RenderOptions(padding: 10, canvasSize: CGSize(width: 320, height: 200))
        let layout = try label.layoutForRendering(width: 300, height: .infinity, options: options)
        #expect(layout.size.height <= 200)
        let bitmap = try Bitmap(png: Renderer(options: options).render(layout))
        #expect((bitmap.width, bitmap.height) == (320, 200))
        for size in [CGSize(width: 0, height: 10), CGSize(width: 10, height: -1), CGSize(width: CGFloat.infinity, height: 10)] {
            #expect(throws: RenderError.self) { try Renderer(options: RenderOptions(canvasSize: size)).render(layout) }
        }
        #expect(throws: RenderError.self) {
            try Renderer(options: RenderOptions(canvasSize: CGSize(width: 10, height: 10), origin: CGPoint(x: CGFloat.nan, y: 0))).render(layout)
        }
    }
}
