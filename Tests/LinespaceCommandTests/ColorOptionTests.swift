import Foundation
import LineSpaceText
import Testing

/// The command's colour options read colours with `Color(css:)`: names, short hex, rgb().
@Suite struct ColorOptionTests {
    let sandbox: CommandSandbox
    init() throws { sandbox = try CommandSandbox() }

    @Test func namesShortHexAndRGBFunctionsAreColours() throws {
        let result = try sandbox.run([
            "render", "--text", "x", "--font", "DejaVu Sans", "--background", "rgb(0 0 255)", "--color", "red",
            "--padding", "4", "-o", "c.png",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let bitmap = try Bitmap(png: Data(contentsOf: URL(fileURLWithPath: sandbox.path("c.png"))))
        let corner = bitmap[0, 0]
        #expect([corner.red, corner.green, corner.blue, corner.alpha] == [0, 0, 255, 255])
        #expect(bitmap.rgba.count == bitmap.width * bitmap.height * 4)
        let hasRed = stride(from: 0, to: bitmap.rgba.count, by: 4).contains {
            bitmap.rgba[$0] == 255 && bitmap.rgba[$0 + 1] == 0 && bitmap.rgba[$0 + 2] == 0
        }
        #expect(hasRed, "the text is drawn in red")
        let short = try sandbox.run(["render", "--text", "x", "--background", "#f00", "-o", "d.png"])
        #expect(short.status == 0, "\(short.stderr)")
        let shortBitmap = try Bitmap(png: Data(contentsOf: URL(fileURLWithPath: sandbox.path("d.png"))))
        let shortCorner = shortBitmap[0, 0]
        #expect([shortCorner.red, shortCorner.green, shortCorner.blue, shortCorner.alpha] == [255, 0, 0, 255])
    }

    @Test func aBadColourIsAUsageErrorNamingTheProblem() throws {
        let result = try sandbox.run(["render", "--text", "x", "--color", "grene", "-o", "e.png"])
        #expect(result.status == 2)
        #expect(result.stderr == "linespace: render: --color: 'grene' is not a colour: unknown colour name 'grene' (a CSS named colour such as red or rebeccapurple, #rrggbb, or rgb())\n")
        #expect(try sandbox.files().isEmpty)
    }
}
