// JSON scenes: defaults, placeholders, errors named by JSON path, and the example share card.
import Foundation
import Testing
@testable import LineSpaceText

@Suite("Scenes (JSON)")
struct SceneTests {
    /// Examples/ShareCard in the repository.
    static let exampleDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/ShareCard").path

    private func scene(_ json: String, directory: String = exampleDirectory) throws -> Scene {
        try Scene(json: Data(json.utf8), directory: directory)
    }

    private func error(_ json: String, values: [String: String] = [:]) -> String? {
        do {
            _ = try scene(json).composition(values: values)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("defaults: a 1200 × 630 white canvas; a text's width is the canvas less its left edge twice")
    func defaults() throws {
        let card = try scene(##"{"elements": [{"text": {"text": "Hi"}, "at": [100, 10]}]}"##).composition()
        #expect(card.size == CGSize(width: 1200, height: 630))
        #expect(card.background == .color(.white))
        guard case .text(let block) = card.elements[0].content else { Issue.record("not a text"); return }
        #expect(block.layout.width == 1000)
        #expect(card.elements[0].placement == .at(CGPoint(x: 100, y: 10)))
        #expect(block.layout.fonts.first?.size == 17)
    }

    @Test("placeholders: values from the call over the scene's own; braces doubled are literal")
    func placeholders() throws {
        let json = ##"{"values": {"who": "world"}, "elements": [{"text": {"text": "{{hello}} {who}"}}]}"##
        #expect(try Placeholders.fill("{{hello}} {who}", with: ["who": "world"], at: "x") == "{hello} world")
        #expect(try Placeholders.fill("{a}{b}", with: ["a": "1", "b": "2"], at: "x") == "12")
        #expect(throws: SceneError(path: "x", message: "no value for {b}")) { try Placeholders.fill("{b}", with: [:], at: "x") }
        #expect(throws: SceneError(path: "x", message: "unclosed { (write {{ for a brace)")) { try Placeholders.fill("a {b", with: [:], at: "x") }
        // The scene's own values fill what the call leaves out; the call's win.
        let own = try scene(json).composition()
        let given = try scene(json).composition(values: ["who": "everyone in the room"])
        guard case .text(let a) = own.elements[0].content, case .text(let b) = given.elements[0].content else { return }
        #expect(b.layout.size.width > a.layout.size.width)
    }

    @Test("errors name the JSON path", arguments: [
        (##"{"elements": [{"text": {"text": "a"}}, {"text": {"text": "b"}}, {"image": {"file": "missing.png"}}]}"##,
         "elements[2].image.file: no such file: \(exampleDirectory)/missing.png"),
        (##"{"elements": [{"text": {"txt": "a"}}]}"##, "elements[0].text.txt: unknown key (expected one of align, break, color, font, height, italic, letterSpacing, lineHeight, lineSpace, lines, locale, minScale, size, text, weight, width)"),
        (##"{"elements": [{"text": {"text": "{title}"}}]}"##, "elements[0].text.text: no value for {title}"),
        (##"{"width": "wide"}"##, "width: expected a number, got a string"),
        (##"{"height": 40000}"##, "height: expected a number from 1 to 32767, got 40000"),
        (##"{"elements": [{"rectangle": {"width": 10}}]}"##, "elements[0].rectangle.height: missing (the rectangle's height in points)"),
        (##"{"elements": [{"rectangle": {"width": 10, "height": 10}, "at": [1, 2], "below": 3}]}"##, "elements[0]: expected at most one of at, below, rightOf, got at and below"),
        (##"{"elements": [{"text": {"text": "a"}, "image": {"file": "logo.png"}}]}"##, "elements[0]: expected one of text, image, rectangle, got text and image"),
        (##"{"elements": [{"text": {"text": "a", "align": "middle"}}]}"##, "elements[0].text.align: expected center, justified, left, natural, right, got 'middle'"),
        (##"{"background": {"linearGradient": {"stops": ["#000000"]}}}"##, "background.linearGradient.stops: expected an array of at least two colours"),
        (##"{"elements": [{"image": {"file": "card.json"}}]}"##, "elements[0].image.file: \(exampleDirectory)/card.json is not a PNG image"),
        (##"{"elements": [{"rectangle": {"width": 1, "height": 1, "fill": "#12"}}]}"##, "elements[0].rectangle.fill: "),
    ])
    func errors(json: String, expected: String) {
        let message = error(json)
        #expect(message?.hasPrefix(expected) == true, "\(message ?? "no error")")
    }

    @Test("documents that are not JSON, or not an object, are refused whole")
    func notJSON() {
        #expect(throws: SceneError.self) { try Scene(json: Data("{".utf8)) }
        #expect(throws: SceneError(path: "", message: "expected an object, got an array")) { try Scene(json: Data("[]".utf8)) }
        #expect(throws: SceneError.self) { try Scene(json: Data(##"{"scale": 0}"##.utf8)) }
    }

    @Test("an image over the scene's pixel limit is refused at its path")
    func imageLimit() throws {
        var scene = try scene(##"{"elements": [{"image": {"file": "logo.png"}}]}"##)
        scene.maximumImagePixels = 100
        #expect(throws: SceneError(path: "elements[0].image.file", message: "\(Self.exampleDirectory)/logo.png: the image is 192×192 pixels, more than the limit of 100 pixels")) {
            try scene.composition()
        }
    }

    @Test("a gradient's stops: colours evenly spaced, or objects with offsets")
    func gradientStops() throws {
        let card = try scene(##"{"background": {"linearGradient": {"to": [1, 0], "stops": ["#000000", {"color": "#FF0000", "offset": 0.25}, "#FFFFFF"]}}}"##).composition()
        guard case .linearGradient(let gradient)? = card.background else { Issue.record("no gradient"); return }
        #expect(gradient.stops.map(\.location) == [0, 0.25, 1])
        #expect(gradient.end == CGPoint(x: 1, y: 0))
    }

    @Test("the example share card: canvas size, each text's ink inside its frame, the logo's pixels in its box")
    func exampleCard() throws {
        let directory = Self.exampleDirectory
        let scene = try Scene(json: Data(contentsOf: URL(fileURLWithPath: directory + "/card.json")), directory: directory)
        let card = try scene.composition()
        let renderer = Renderer(options: scene.renderOptions)
        let bitmap = try Bitmap(png: renderer.render(card))
        #expect((bitmap.width, bitmap.height) == (1200, 630))
        let frames = card.frames()
        #expect(card.elements.count == 5)
        // The title wraps to two lines and pushes the subtitle, the rule and the author down.
        guard case .text(let title) = card.elements[1].content else { Issue.record("no title"); return }
        #expect(title.layout.lines.count == 2)
        #expect(frames[2].minY == frames[1].maxY + 28)
        #expect(frames[4].minY == frames[3].maxY + 20)
        // Each element's own pixels: where the card differs from the card with an empty
        // rectangle of the same frame in its place (so the elements after it stay put).
        for index in card.elements.indices {
            var without = card
            without.elements[index] = .rectangle(size: frames[index].size, placement: card.elements[index].placement)
            #expect(without.frames() == frames)
            let other = try Bitmap(png: renderer.render(without))
            let frame = frames[index]
            var inside = 0, outside = 0
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width where bitmap[x, y] != other[x, y] {
                    let point = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                    if frame.insetBy(dx: -2, dy: -2).contains(point) { inside += 1 } else { outside += 1 }
                }
            }
            #expect(inside > 100, "element \(index) draws nothing in its frame \(frame)")
            #expect(outside == 0, "element \(index) draws \(outside) pixels outside its frame \(frame)")
        }
        // The logo (192 px drawn into 96 pt at scale 1): its opaque pixels, two by two averaged,
        // are the card's pixels in the image's box.
        let logo = try Bitmap(png: Data(contentsOf: URL(fileURLWithPath: directory + "/logo.png")))
        let box = frames[0]
        #expect(box == CGRect(x: 80, y: 72, width: 96, height: 96))
        var compared = 0
        for y in stride(from: 8, to: 88, by: 4) {
            for x in stride(from: 8, to: 88, by: 4) {
                let block = [logo[2 * x, 2 * y], logo[2 * x + 1, 2 * y], logo[2 * x, 2 * y + 1], logo[2 * x + 1, 2 * y + 1]]
                guard block.allSatisfy({ $0.alpha == 255 }) else { continue }
                let red = block.map { Int($0.red) }.reduce(0, +) / 4, blue = block.map { Int($0.blue) }.reduce(0, +) / 4
                let drawn = bitmap[Int(box.minX) + x, Int(box.minY) + y]
                #expect(abs(Int(drawn.red) - red) <= 12 && abs(Int(drawn.blue) - blue) <= 12, "logo pixel (\(x), \(y))")
                compared += 1
            }
        }
        #expect(compared > 300)
    }
}
