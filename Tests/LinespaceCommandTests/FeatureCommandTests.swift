// --markup, --min-scale, --tighten and --tab-stops as a user types them.
import Foundation
import Testing
import LineSpaceText

@Suite("linespace command: markup, auto-shrink, tab stops", .serialized)
struct FeatureCommandTests {
    let sandbox: CommandSandbox

    init() throws { sandbox = try CommandSandbox() }

    struct Scaled: Decodable {
        struct Size: Decodable { var width: Double }
        var size: Size
        var truncated: Bool
        var fontScale: Double
    }

    @Test("--min-scale: 40 characters of DejaVu Sans Mono 8 pt fit 100 pt at the largest scale, fontScale in the JSON")
    func minScale() throws {
        let result = try sandbox.run([
            "measure", "--json", "--font", "DejaVu Sans Mono", "--size", "8", "--width", "100", "--lines", "1",
            "--min-scale", "0.5", "--text", "The quick brown fox jumps over lazy dogs",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let measured = try JSONDecoder().decode(Scaled.self, from: result.stdoutData)
        // Fits for s <= 100 / (40 × 1233 × 8 / 2048) = 0.519059; found to within 1/1024.
        #expect(measured.fontScale <= 0.519059 && measured.fontScale > 0.519059 - 1.0 / 1024)
        #expect(!measured.truncated)
        #expect(result.stdout.hasSuffix(",\"fontScale\":\(JSONNumber.format(measured.fontScale))}\n"))
        let plain = try sandbox.run(["measure", "--sample", "--json"])
        #expect(plain.stdout.hasSuffix(",\"fontScale\":1}\n"))
    }

    @Test("--markup: the text without tags in the JSON, decorations drawn")
    func markup() throws {
        let result = try sandbox.run(["measure", "--json", "--markup", "--text", "<b>Sale</b> <s>$40</s> &amp; <u>more</u>"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""text":"Sale $40 & more""#))
        let render = try sandbox.run([
            "render", "--markup", "--font", "DejaVu Sans", "--size", "64", "--width", "inf", "-o", "u.png",
            "--text", "<span underline='single' underline_color='#FF0000'>a b</span>",
        ])
        #expect(render.status == 0, "\(render.stderr)")
        let bitmap = try Bitmap(png: Data(contentsOf: URL(fileURLWithPath: sandbox.path("u.png"))))
        // The space's middle column (between pens 39.21875 and 59.5625), rows 61–62: the
        // underline (DecorationTests works it out); row 59 above it is clear.
        for row in [61, 62] {
            let pixel = bitmap[49, row]
            #expect((pixel.red, pixel.green, pixel.blue, pixel.alpha) == (255, 0, 0, 255), "row \(row)")
        }
        #expect(bitmap[49, 59].green == 255)
    }

    @Test("bad markup: exit 2 with the source, line and column; nothing written")
    func badMarkup() throws {
        let result = try sandbox.run(["render", "--markup", "--text", "one\n<b>two</i>", "-o", "x.png"])
        #expect(result.status == 2)
        #expect(result.stderr == "linespace: render: --text: bad markup at line 2, column 7: </i> does not match <b> opened at 2:1\n")
        #expect(try sandbox.files().isEmpty)
        try Data("a < b".utf8).write(to: URL(fileURLWithPath: sandbox.path("t.txt")))
        let file = try sandbox.run(["measure", "--markup", "--text-file", sandbox.path("t.txt")])
        #expect(file.status == 2)
        #expect(file.stderr.contains("t.txt: bad markup at line 1, column 3: '<' does not start a tag"))
    }

    @Test("--tab-stops parses locations and alignments; bad lists exit 2 naming the stop", arguments: [
        ("50", nil), ("50,120r,200c,300d", nil), (" 10l , 20R ", nil),
        ("50,,60", "--tab-stops: '' is not a tab stop"), ("x", "--tab-stops: 'x' is not a tab stop"),
        ("-5", "--tab-stops: '-5' is not a tab stop"), ("12q", "--tab-stops: '12q' is not a tab stop"),
        ("inf", "--tab-stops: 'inf' is not a tab stop"), ("1000000", nil),
        ("1000001", "--tab-stops: '1000001' is not a tab stop (expected points from 0 to 1000000 "),
    ] as [(String, String?)])
    func tabStops(list: String, error: String?) throws {
        let result = try sandbox.run(["measure", "--tab-stops", list, "--text", "a\tb"])
        if let error {
            #expect(result.status == 2)
            #expect(result.stderr.contains(error), "\(result.stderr)")
        } else {
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    @Test("--min-scale out of range and --tighten")
    func scaleErrors() throws {
        for bad in ["0", "1.5", "-1", "nan", "x"] {
            let result = try sandbox.run(["measure", "--sample", "--min-scale", bad])
            #expect(result.status == 2, "\(bad)")
            #expect(result.stderr.contains("--min-scale: expected a number > 0 and <= 1"))
        }
        let tight = try sandbox.run([
            "measure", "--json", "--font", "DejaVu Sans Mono", "--size", "8", "--lines", "1", "--tighten",
            "--width", "191.65625", "--text", "The quick brown fox jumps over lazy dogs",
        ])
        #expect(tight.status == 0)
        #expect(try JSONDecoder().decode(Scaled.self, from: tight.stdoutData).truncated == false)
    }

    @Test("--shadow: offset, blur and colour; bad values exit 2")
    func shadow() throws {
        let ok = try sandbox.run(["render", "--sample", "--shadow", "0,2,3,#00000080", "-o", "s.svg"])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(try String(contentsOfFile: sandbox.path("s.svg"), encoding: .utf8).contains("<mask"))
        for bad in ["1", "1,x", "1,2,-3", "1,2,3,grene", "1,2,3,#000,5"] {
            let result = try sandbox.run(["measure", "--sample", "--shadow", bad])
            #expect(result.status == 2, "\(bad)")
            #expect(result.stderr.contains("--shadow:"), "\(bad)")
        }
    }
}

/// The command's number format (6 decimals, no trailing zeros), to match its output exactly.
enum JSONNumber {
    static func format(_ value: Double) -> String {
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
