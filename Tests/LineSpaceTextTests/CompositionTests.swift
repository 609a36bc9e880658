// Compositions: relative placement, rectangles, gradients and images, pixel by pixel.
import Foundation
import Testing
@testable import LineSpaceText

@Suite("Rendering: compositions")
struct CompositionTests {
    static let red = Color(rgb: 0xFF0000)
    static let blue = Color(rgb: 0x0000FF)

    /// A 20 × 10 PNG: the left half red, the right half blue (drawn by the renderer itself).
    static func halvesPNG() throws -> Data {
        let card = Composition(size: CGSize(width: 20, height: 10), elements: [
            .rectangle(size: CGSize(width: 10, height: 10), fill: .color(red), placement: .at(.zero)),
            .rectangle(size: CGSize(width: 10, height: 10), fill: .color(blue), placement: .rightOf()),
        ])
        return try Renderer().render(card)
    }

    private func pixel(_ color: Color) -> Bitmap.Pixel {
        Bitmap.Pixel(
            red: UInt8((color.red * 255).rounded()), green: UInt8((color.green * 255).rounded()),
            blue: UInt8((color.blue * 255).rounded()), alpha: UInt8((color.alpha * 255).rounded()))
    }

    private func label(_ text: String, size: Double = 40) throws -> Label {
        let label = Label(text: text)
        label.font = try Font(family: "DejaVu Sans", size: size)
        label.numberOfLines = 0
        return label
    }

    @Test("below and right of: frames follow the previous element, a second title line pushes the rest down")
    func relativePlacement() throws {
        func frames(title: String) throws -> [CGRect] {
            let card = Composition(size: CGSize(width: 600, height: 400), elements: [
                .text(try label(title).layout(width: 400), placement: .at(CGPoint(x: 50, y: 30))),
                .text(try label("Subtitle", size: 20).layout(width: 400), placement: .below(gap: 12)),
                .rectangle(size: CGSize(width: 40, height: 40), fill: .color(Self.red), placement: .below(gap: 8)),
                .text(try label("Author", size: 20).layout(width: 400), placement: .rightOf(gap: 10)),
            ])
            return card.frames()
        }
        let one = try frames(title: "Title")
        let two = try frames(title: "A title long enough to wrap onto two lines")
        let titleHeight = try label("Title").layout(width: 400).sizeThatFits().height
        #expect(one[0] == CGRect(x: 50, y: 30, width: one[0].width, height: titleHeight))
        #expect(one[1].origin == CGPoint(x: 50, y: 30 + titleHeight + 12))
        #expect(one[2] == CGRect(x: 50, y: one[1].maxY + 8, width: 40, height: 40))
        #expect(one[3].origin == CGPoint(x: 100, y: one[2].minY))
        // The second line: everything after the title moves down by the title's extra height.
        let extra = two[0].height - one[0].height
        #expect(extra > 40)
        for i in 1..<4 { #expect(two[i].minY == one[i].minY + extra) }
    }

    @Test("rectangles: fill, rounded corners and an outline drawn inside the frame")
    func rectangles() throws {
        let card = Composition(size: CGSize(width: 100, height: 60), elements: [
            .rectangle(size: CGSize(width: 60, height: 40), fill: .color(Self.red), cornerRadius: 12,
                       stroke: Stroke(color: Self.blue, width: 4), placement: .at(CGPoint(x: 20, y: 10))),
        ])
        let bitmap = try Bitmap(png: Renderer().render(card))
        #expect((bitmap.width, bitmap.height) == (100, 60))
        #expect(bitmap[50, 30] == pixel(Self.red), "the inside is filled")
        #expect(bitmap[50, 11] == pixel(Self.blue), "the top edge is the stroke, inside the frame")
        #expect(bitmap[50, 9] == pixel(.white), "nothing above the frame")
        #expect(bitmap[20, 10] == pixel(.white), "the rounded corner leaves the corner pixel empty")
        #expect(bitmap[78, 30] == pixel(Self.blue), "the right edge is the stroke")
        #expect(bitmap[81, 30] == pixel(.white))
    }

    @Test("a linear-gradient background blends from the first stop to the last")
    func gradient() throws {
        let card = Composition(
            size: CGSize(width: 10, height: 101),
            background: .linearGradient(LinearGradient(stops: [.init(location: 0, color: .black), .init(location: 1, color: Self.blue)])))
        let bitmap = try Bitmap(png: Renderer().render(card))
        #expect(bitmap[5, 0].blue < 4)
        #expect(bitmap[5, 100].blue > 250)
        #expect(abs(Int(bitmap[5, 50].blue) - 128) < 4)
        #expect(bitmap[5, 50].red == 0 && bitmap[5, 50].green == 0)
        // Left to right, on a rectangle: the gradient spans the rectangle, not the canvas.
        let across = Composition(size: CGSize(width: 100, height: 10), elements: [
            .rectangle(
                size: CGSize(width: 50, height: 10),
                fill: .linearGradient(LinearGradient(start: .zero, end: CGPoint(x: 1, y: 0), stops: [
                    .init(location: 0, color: Self.red), .init(location: 1, color: Self.blue),
                ])),
                placement: .at(CGPoint(x: 50, y: 0))),
        ])
        let row = try Bitmap(png: Renderer().render(across))
        #expect(row[10, 5] == pixel(.white))
        #expect(row[50, 5].red > 240 && row[99, 5].blue > 240)
    }

    @Test("images: stretch, fit and fill put the image's halves where they belong", arguments: ImageFit.allCases)
    func imageFits(fit: ImageFit) throws {
        let image = try RasterImage(png: Self.halvesPNG())
        #expect((image.width, image.height) == (20, 10))
        let card = Composition(size: CGSize(width: 60, height: 60), elements: [
            .image(image, size: CGSize(width: 40, height: 40), fit: fit, placement: .at(CGPoint(x: 10, y: 10))),
        ])
        let bitmap = try Bitmap(png: Renderer().render(card))
        let red = pixel(Self.red), blue = pixel(Self.blue), white = pixel(.white)
        switch fit {
        case .stretch:
            // The whole 40 × 40 box: red 10…30, blue 30…50.
            #expect(bitmap[12, 12] == red && bitmap[27, 47] == red)
            #expect(bitmap[33, 12] == blue && bitmap[47, 47] == blue)
        case .fit:
            // 40 × 20, centred: rows 20…40 only.
            #expect(bitmap[20, 15] == white && bitmap[20, 45] == white)
            #expect(bitmap[15, 30] == red && bitmap[45, 30] == blue)
        case .fill:
            // 80 × 40 centred on the box and cut to it: the red half covers 10…30, blue 30…50.
            #expect(bitmap[12, 12] == red && bitmap[47, 47] == blue)
            #expect(bitmap[8, 30] == white && bitmap[52, 30] == white, "nothing drawn outside the box")
        }
    }

    @Test("an image's corner radius cuts its corners; SVG and PDF embed the image")
    func roundedImageAndFormats() throws {
        let image = try RasterImage(png: Self.halvesPNG())
        let card = Composition(size: CGSize(width: 60, height: 60), elements: [
            .image(image, size: CGSize(width: 40, height: 40), fit: .stretch, cornerRadius: 20, placement: .at(CGPoint(x: 10, y: 10))),
        ])
        let bitmap = try Bitmap(png: Renderer().render(card))
        #expect(bitmap[11, 11] == pixel(.white), "a round image leaves its corner empty")
        #expect(bitmap[15, 30] == pixel(Self.red))
        let svg = String(decoding: try Renderer(options: RenderOptions(format: .svg)).render(card), as: UTF8.self)
        #expect(svg.contains("<image"))
        #expect(svg.contains("width=\"60px\""))
        let pdf = String(decoding: try Renderer(options: RenderOptions(format: .pdf)).render(card), as: UTF8.self)
        #expect(pdf.hasPrefix("%PDF-1."))
        #expect(pdf.contains("/Image"))
    }

    @Test("images over the pixel limit and bytes that are not a PNG are refused")
    func refusals() throws {
        let png = try Self.halvesPNG()
        #expect(throws: RenderError.imageTooLarge(width: 20, height: 10, limit: 199)) {
            try RasterImage(png: png, maximumPixels: 199)
        }
        #expect(try RasterImage(png: png, maximumPixels: 200).width == 20)
        #expect(throws: RenderError.invalidPNG) { try RasterImage(png: Data("GIF89a".utf8)) }
        #expect(throws: RenderError.invalidPNG) { try RasterImage(png: png.prefix(40)) }
        // A header claiming 100000 × 100000 pixels is refused before Cairo allocates them.
        var huge = [UInt8](png.prefix(33))
        huge.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
        #expect(throws: RenderError.imageTooLarge(width: 100_000, height: 100_000, limit: RenderOptions.defaultMaximumPixels)) {
            try RasterImage(png: Data(huge))
        }
        #expect(RenderError.imageTooLarge(width: 20, height: 10, limit: 199).description
            == "the image is 20×10 pixels, more than the limit of 199 pixels")
    }

    @Test("an element placed at a non-finite point is refused, not drawn")
    func nonFiniteFrame() {
        let card = Composition(size: CGSize(width: 10, height: 10), elements: [
            .rectangle(size: CGSize(width: 1, height: 1), fill: .color(Self.red), placement: .at(CGPoint(x: CGFloat.nan, y: 0))),
        ])
        #expect(throws: RenderError.self) { try Renderer().render(card) }
    }
}
