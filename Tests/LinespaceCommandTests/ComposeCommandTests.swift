// `linespace compose` and `render --canvas`: files, exit statuses and messages as a user sees them.
import Foundation
import Testing
import LineSpaceText

@Suite("linespace compose")
struct ComposeCommandTests {
    /// A scene with a rectangle and a text, its image missing or present as asked.
    static let scene = ##"""
    {"width": 400, "height": 200, "background": "#102030",
     "values": {"title": "Hello"},
     "elements": [
       {"rectangle": {"width": 40, "height": 40, "fill": "#FF0000"}, "at": [20, 20]},
       {"text": {"text": "{title}", "font": "DejaVu Sans", "size": 30, "color": "#FFFFFF"}, "below": 10}
     ]}
    """##

    private func sandbox(scene: String = scene) throws -> CommandSandbox {
        let box = try CommandSandbox()
        try Data(scene.utf8).write(to: URL(fileURLWithPath: box.path("scene.json")))
        return box
    }

    @Test("one card: exactly the canvas, the scene's pixels, --set over the scene's values")
    func oneCard() throws {
        let box = try sandbox()
        let result = try box.run(["compose", "scene.json", "-o", "card.png", "--set", "title=Hi there"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote card.png (400×200 px)\n")
        let bitmap = try Bitmap(png: Data(contentsOf: URL(fileURLWithPath: box.path("card.png"))))
        #expect((bitmap.width, bitmap.height) == (400, 200))
        let red = bitmap[40, 40], background = bitmap[300, 180]
        #expect([red.red, red.green, red.blue, red.alpha] == [255, 0, 0, 255])
        #expect([background.red, background.green, background.blue, background.alpha] == [0x10, 0x20, 0x30, 255])
        // White text under the rectangle: rows 70…110.
        let white = (70..<110).contains { y in (20..<200).contains { x in bitmap[x, y].red > 200 && bitmap[x, y].blue > 200 } }
        #expect(white)
        let svg = try box.run(["compose", "scene.json", "-o", "card.svg"])
        #expect(svg.status == 0)
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: box.path("card.svg"))), as: UTF8.self).contains("width=\"400px\""))
    }

    @Test("errors name the JSON path, exit 1, and write nothing")
    func errors() throws {
        let box = try sandbox(scene: ##"{"elements": [{"text": {"text": "a"}}, {"text": {"text": "b"}}, {"image": {"file": "logo.png"}}]}"##)
        let result = try box.run(["compose", "scene.json", "-o", "card.png"])
        #expect(result.status == 1)
        #expect(result.stderr == "linespace: compose: elements[2].image.file: no such file: ./logo.png\n")
        #expect(try box.files() == ["scene.json"])
        let missing = try box.run(["compose", "nothing.json"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "linespace: compose: cannot read nothing.json: no such file\n")
        #expect(try box.run(["compose"]).status == 2)
        #expect(try box.run(["compose", "scene.json", "--set", "novalue"]).stderr == "linespace: compose: --set: expected NAME=VALUE, got 'novalue'\n")
    }

    @Test("--max-pixels refuses an input image with more pixels, naming its path")
    func maximumPixels() throws {
        let box = try sandbox(scene: ##"{"width": 10, "height": 10, "elements": [{"image": {"file": "in.png"}}]}"##)
        let made = try box.run(["render", "--text", "image", "--font", "DejaVu Sans", "-o", "in.png"])
        #expect(made.status == 0)
        let result = try box.run(["compose", "scene.json", "-o", "card.png", "--max-pixels", "50"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("linespace: compose: elements[0].image.file: ./in.png: the image is "))
        #expect(result.stderr.hasSuffix(" pixels, more than the limit of 50 pixels\n"))
        #expect(try !box.files().contains("card.png"))
    }

    @Test("--jsonl: one card per line inside --output-dir; '..' and absolute paths fail that line only")
    func jsonLines() throws {
        let box = try sandbox()
        try FileManager.default.createDirectory(atPath: box.path("out"), withIntermediateDirectories: true)
        let input = """
        {"output": "a.png", "values": {"title": "One"}, "id": 1}
        {"output": "../escape.png"}

        {"output": "/tmp/absolute.png"}
        {"output": "b.pdf", "values": {"title": "{missing}"}}
        {"output": "c.png", "values": {"subtitle": "unused"}}
        """
        let result = try box.run(["compose", "scene.json", "--jsonl", "--output-dir", "out"], stdin: Data(input.utf8))
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n") == [
            #"{"id":1,"output":"a.png","image":{"width":400,"height":200,"format":"png"}}"#,
            #"{"line":2,"error":"\"output\": '../escape.png' leaves --output-dir ('..')"}"#,
            #"{"line":4,"error":"\"output\": '/tmp/absolute.png' is an absolute path; give a path inside --output-dir"}"#,
            #"{"output":"b.pdf","image":{"width":400,"height":200,"format":"pdf"}}"#,
            #"{"output":"c.png","image":{"width":400,"height":200,"format":"png"}}"#,
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.path("out")).sorted() == ["a.png", "b.pdf", "c.png"])
        #expect(try box.files() == ["out", "scene.json"])
        let bad = try box.run(["compose", "scene.json", "--jsonl", "-o", "x.png"], stdin: Data())
        #expect(bad.status == 2)
    }

    @Test("a placeholder without a value fails its line and writes nothing for it")
    func missingValue() throws {
        let box = try sandbox(scene: ##"{"elements": [{"text": {"text": "{name}"}}]}"##)
        let result = try box.run(["compose", "scene.json", "--jsonl"], stdin: Data(#"{"output": "x.png"}"#.utf8))
        #expect(result.status == 1)
        #expect(result.stdout == #"{"line":1,"error":"elements[0].text.text: no value for {name}"}"# + "\n")
        #expect(try box.files() == ["scene.json"])
    }

    @Test("render --canvas: exactly the canvas; the width fills it less the padding; --origin needs --canvas")
    func renderCanvas() throws {
        let box = try CommandSandbox()
        let result = try box.run([
            "render", "--text", "Line spacing done right, on every platform", "--font", "DejaVu Sans", "--size", "56",
            "--canvas", "1200x630", "--padding", "80", "--align", "center", "-o", "card.png",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote card.png (1200×630 px, 2 lines)\n")
        let bitmap = try Bitmap(png: Data(contentsOf: URL(fileURLWithPath: box.path("card.png"))))
        #expect((bitmap.width, bitmap.height) == (1200, 630))
        var minX = Int.max, maxX = 0
        for y in stride(from: 0, to: 630, by: 2) {
            for x in 0..<1200 where bitmap[x, y].red < 128 {
                minX = min(minX, x)
                maxX = max(maxX, x)
            }
        }
        #expect(minX >= 80 && maxX < 1120)
        #expect(abs((minX + maxX) / 2 - 600) <= 3, "centred on the canvas")
        let origin = try box.run(["render", "--text", "hi", "--origin", "1,2"])
        #expect(origin.status == 2)
        #expect(origin.stderr == "linespace: render: --origin needs --canvas\n")
        #expect(try box.run(["render", "--text", "hi", "--canvas", "12"]).status == 2)
    }
}
