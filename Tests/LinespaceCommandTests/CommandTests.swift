// `linespace` as a user runs it: defaults, JSON, bad input, exit statuses, files left behind.
import Foundation
import Testing
import LineSpaceText

/// `linespace measure --json`, decoded.
struct Measurement: Decodable {
    struct Size: Decodable { var width: Double; var height: Double }
    struct Range: Decodable, Equatable { var location: Int; var length: Int }
    struct Rect: Decodable { var x: Double; var y: Double; var width: Double; var height: Double }
    struct Line: Decodable {
        var range: Range
        var ranges: [Range]?
        var text: String
        var rect: Rect
        var baseline: Double
    }
    struct FontInfo: Decodable {
        var family: String
        var file: String
        var index: Int
        var size: Double
        var ascender: Double
        var descender: Double
        var lineGap: Double
        var syntheticSlant: Double
    }
    var size: Size
    var truncated: Bool
    var lines: [Line]
    var fonts: [FontInfo]
}

@Suite("linespace command", .serialized)
struct CommandTests {
    let sandbox: CommandSandbox

    init() throws { sandbox = try CommandSandbox() }

    @Test("render with no options draws the sample label to label.png")
    func defaultRender() throws {
        let result = try sandbox.run(["render", "--sample"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("label.png"))
        #expect(try sandbox.files() == ["label.png"])
        let bitmap = try Bitmap(png: Data(contentsOf: URL(fileURLWithPath: sandbox.path("label.png"))))
        #expect((bitmap.width, bitmap.height) == (289, 94))  // 289 × 93.848 rounded up
        #expect(bitmap.hasInk)
    }

    @Test("measure --json: the documented shape, key order and the sample's numbers")
    func measureJSON() throws {
        let result = try sandbox.run(["measure", "--sample", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix(
            #"{"size":{"width":289,"height":94},"truncated":false,"lines":[{"range":{"location":0,"length":17},"text":"如何讓你遇見我，在我最美麗的時刻。","rect":{"x":0,"y":0,"width":289,"height":24.616},"baseline":19.72},"#))
        #expect(result.stdout.contains(#""fonts":[{"family":"Noto Sans CJK TC","file":""#))
        let measurement = try JSONDecoder().decode(Measurement.self, from: result.stdoutData)
        #expect(measurement.lines.map(\.range.location) == [0, 17, 34])
        #expect(measurement.lines.map(\.text).joined() == "如何讓你遇見我，在我最美麗的時刻。為這，我已在佛前求了五百年，求他讓我們結一段塵緣")
        #expect(abs(measurement.lines[2].rect.y + measurement.lines[2].rect.height - 93.848) < 1e-6)
        #expect(measurement.lines.allSatisfy { $0.ranges == nil })
        let font = try #require(measurement.fonts.first)
        #expect(font.index == 3 && font.size == 17 && font.ascender == 19.72 && font.descender == 4.896 && font.lineGap == 0)
        #expect(font.syntheticSlant == 0)
        #expect(font.file.hasSuffix("NotoSansCJK-Regular.ttc"))
    }

    @Test("measure --json: italic asked of Noto Sans CJK, which has no italic face, is a synthetic oblique")
    func measureSyntheticOblique() throws {
        let result = try sandbox.run(["measure", "--json", "--markup", "--text", "正體<i>斜體</i>"])
        #expect(result.status == 0, "\(result.stderr)")
        let measurement = try JSONDecoder().decode(Measurement.self, from: result.stdoutData)
        #expect(measurement.fonts.map(\.syntheticSlant) == [0, 0.2])
        #expect(measurement.fonts.allSatisfy { $0.file.hasSuffix("NotoSansCJK-Regular.ttc") })
        let text = try sandbox.run(["measure", "--markup", "--text", "<i>斜體</i>"])
        #expect(text.stdout.contains(", synthetic oblique 0.2"), "\(text.stdout)")
    }

    @Test("render --baseline-adjustment: a line --min-scale shrank sits on the full-size baseline by default")
    func renderBaselineAdjustment() throws {
        func lastInkRow(_ text: String, _ extra: [String]) throws -> Int {
            let result = try sandbox.run(["render", "--font", "DejaVu Sans", "--text", text, "--lines", "1", "--min-scale", "0.3",
                                          "--width", "100", "--height", "40", "-o", "b.png"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let bitmap = try Bitmap(png: Data(contentsOf: URL(fileURLWithPath: sandbox.path("b.png"))))
            return try #require(bitmap.inkRows().last)
        }
        let long = String(repeating: "H", count: 16)
        let full = try lastInkRow("HHHH", [])
        #expect(try lastInkRow(long, []) == full)
        #expect(try lastInkRow(long, ["--baseline-adjustment", "baselines"]) == full)
        #expect(try lastInkRow(long, ["--baseline-adjustment", "centers"]) < full - 2)
        #expect(try lastInkRow(long, ["--baseline-adjustment", "none"]) < full - 2)
        let bad = try sandbox.run(["render", "--sample", "--baseline-adjustment", "middle", "-o", "c.png"])
        #expect(bad.status == 2 && bad.stderr.contains("--baseline-adjustment"))
    }

    @Test("measure --json lists both ranges of a line truncated in the middle")
    func measureMiddle() throws {
        let result = try sandbox.run(["measure", "--sample", "--json", "--lines", "1", "--break", "middle", "--width", "150"])
        #expect(result.status == 0, "\(result.stderr)")
        let measurement = try JSONDecoder().decode(Measurement.self, from: result.stdoutData)
        #expect(measurement.truncated)
        #expect(measurement.lines.count == 1)
        let line = try #require(measurement.lines.first)
        #expect(line.ranges?.count == 2)
        #expect(line.text.contains("…"))
        #expect(result.stdout.contains(#""range":{"location":0,"#) && result.stdout.contains(#"},"ranges":[{"location":0,"#))
    }

    @Test("measure without --json prints a short summary")
    func measureSummary() throws {
        let result = try sandbox.run(["measure", "--sample"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("3 lines, size 289 × 94 pt (used 289 × 93.848)"))
        #expect(result.stdout.contains("Noto Sans CJK TC 17 pt"))
    }

    @Test("--help on each command", arguments: ["render", "measure", "sheet"])
    func help(command: String) throws {
        let result = try sandbox.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: linespace \(command)"))
        #expect(result.stdout.contains("--line-space"))
        #expect(try sandbox.files().isEmpty)
    }

    @Test("an unknown option or a bad value: one line naming the option, status 2", arguments: [
        (["render", "--bogus"], "--bogus"),
        (["measure", "--widht", "3"], "--widht"),
        (["render", "--width", "-5"], "--width"),
        (["render", "--width", "nan"], "--width"),
        (["measure", "--size", "0"], "--size"),
        (["measure", "--size", "inf"], "--size"),
        (["render", "--scale", "0"], "--scale"),
        (["render", "--line-space", "NaN"], "--line-space"),
        (["measure", "--line-space", "-3"], "--line-space"),
        (["render", "--align", "diagonal"], "--align"),
        (["render", "--break", "never"], "--break"),
        (["render", "--lines", "-1"], "--lines"),
        (["render", "--color", "grene"], "--color"),
        (["render", "--background", "#12345"], "--background"),
        (["render", "--padding", "-1"], "--padding"),
        (["render", "--valign", "middle"], "--valign"),
        (["render", "--format", "gif"], "--format"),
        (["render", "-o", "label.gif"], "-o"),
        (["render", "--weight", "heavyish"], "--weight"),
        (["measure", "--width"], "--width"),
        (["sheet", "--line-space", "0,x,8"], "--line-space"),
        (["measure", "--json=yes"], "--json"),
    ])
    func badInput(arguments: [String], option: String) throws {
        let result = try sandbox.run(arguments)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(option), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try sandbox.files().isEmpty)
    }

    @Test("unknown or missing command: status 2")
    func badCommand() throws {
        #expect(try sandbox.run(["draw"]).status == 2)
        #expect(try sandbox.run([]).status == 2)
        #expect(try sandbox.run(["--help"]).status == 0)
    }

    @Test("an unreadable or non-UTF-8 text file: a clear message, status 1")
    func badTextFile() throws {
        var result = try sandbox.run(["render", "--text-file", "missing.txt"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot read text file missing.txt"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)

        try Data([0x66, 0x6F, 0xFF, 0xFE, 0x6F]).write(to: URL(fileURLWithPath: sandbox.path("latin1.txt")))
        result = try sandbox.run(["measure", "--text-file", "latin1.txt"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("latin1.txt is not valid UTF-8"), "\(result.stderr)")

        result = try sandbox.run(["measure", "--text-file", "-"], stdin: Data([0xC3, 0x28]))
        #expect(result.status == 1)
        #expect(result.stderr.contains("standard input is not valid UTF-8"), "\(result.stderr)")
        #expect(try sandbox.files() == ["latin1.txt"])
    }

    @Test("--text-file reads UTF-8 from a file or standard input (one final newline dropped)")
    func textFile() throws {
        try Data("第一段\n第二段\n".utf8).write(to: URL(fileURLWithPath: sandbox.path("text.txt")))
        let fromFile = try sandbox.run(["measure", "--json", "--text-file", "text.txt"])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        let measurement = try JSONDecoder().decode(Measurement.self, from: fromFile.stdoutData)
        #expect(measurement.lines.map(\.text) == ["第一段", "第二段"])
        let fromStdin = try sandbox.run(["measure", "--json", "--text-file", "-"], stdin: Data("第一段\n第二段\n".utf8))
        #expect(fromStdin.stdout == fromFile.stdout)
        #expect(try sandbox.run(["measure", "--text", "a", "--text-file", "text.txt"]).status == 2)
    }

    @Test("a file's byte-order mark and final newline are not text; other newlines are", arguments: [
        ("\u{FEFF}ab\r\n", "ab"), ("ab\r", "ab"), ("ab\r\n\n", "ab\r\n"), ("ab\n\r", "ab\n"),
        ("a\u{FEFF}b\n", "a\u{FEFF}b"), ("\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F469}\n", "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F469}"),
    ])
    func textFileEnds(file: String, text: String) throws {
        try Data(file.utf8).write(to: URL(fileURLWithPath: sandbox.path("ends.txt")))
        let fromFile = try sandbox.run(["measure", "--json", "--text-file", "ends.txt"])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        let given = try sandbox.run(["measure", "--json", "--text", text])
        #expect(fromFile.stdout == given.stdout)
    }

    @Test("an unknown font family: a warning naming the family used, and the run goes on")
    func unknownFont() throws {
        let result = try sandbox.run(["measure", "--font", "No Such Family 12345", "--text", "hello"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("\"No Such Family 12345\" not found; using \""), "\(result.stderr)")
        #expect(!result.stdout.isEmpty)
    }

    @Test("a failed render leaves no file behind and keeps an existing one")
    func failureLeavesNothing() throws {
        // 289 pt + 2 × 20,000 pt of padding is wider than Cairo can draw: the render fails.
        var result = try sandbox.run(["render", "--sample", "--padding", "20000", "-o", "big.png"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("32767"), "\(result.stderr)")
        #expect(try sandbox.files().isEmpty)

        try Data("old".utf8).write(to: URL(fileURLWithPath: sandbox.path("keep.png")))
        result = try sandbox.run(["render", "--sample", "--padding", "20000", "-o", "keep.png"])
        #expect(result.status == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: sandbox.path("keep.png"))) == Data("old".utf8))
        #expect(try sandbox.files() == ["keep.png"])

        // An output directory that does not exist.
        result = try sandbox.run(["render", "--sample", "-o", "nowhere/label.png"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("nowhere/label.png"))
        #expect(try sandbox.files() == ["keep.png"])
    }

    @Test("SVG and PDF from the extension or --format; PNG to standard output")
    func formats() throws {
        #expect(try sandbox.run(["render", "--sample", "-o", "a.svg"]).status == 0)
        #expect(try sandbox.run(["render", "--sample", "-o", "b.pdf", "--guides"]).status == 0)
        #expect(try sandbox.run(["render", "--sample", "--format", "svg", "-o", "c.out"]).status == 0)
        let svg = try String(contentsOfFile: sandbox.path("a.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains("<svg"))
        let pdf = try Data(contentsOf: URL(fileURLWithPath: sandbox.path("b.pdf")))
        #expect(pdf.starts(with: Data("%PDF-".utf8)))
        #expect(try String(contentsOfFile: sandbox.path("c.out"), encoding: .utf8).contains("<svg"))
        let piped = try sandbox.run(["render", "--sample", "-o", "-", "--scale", "2"])
        #expect(piped.status == 0)
        let bitmap = try Bitmap(png: piped.stdoutData)
        #expect((bitmap.width, bitmap.height) == (578, 188))
    }

    @Test("render options: scale, padding, box height")
    func renderOptions() throws {
        let result = try sandbox.run(["render", "--sample", "--scale", "2", "--padding", "10", "--height", "150", "--valign", "top",
                                      "--background", "#00000000", "--color", "#336699", "-o", "o.png"])
        #expect(result.status == 0, "\(result.stderr)")
        let bitmap = try Bitmap(png: Data(contentsOf: URL(fileURLWithPath: sandbox.path("o.png"))))
        #expect((bitmap.width, bitmap.height) == (618, 340))  // (289 + 20) × 2, (150 + 20) × 2
        #expect(bitmap[0, 0].alpha == 0)
    }

    @Test("sheet: one image, one panel per line spacing")
    func sheet() throws {
        let result = try sandbox.run(["sheet", "--sample", "--line-space", "0,8", "--guides"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sandbox.files() == ["sheet.png"])
        let bitmap = try Bitmap(png: Data(contentsOf: URL(fileURLWithPath: sandbox.path("sheet.png"))))
        // Two 289 pt panels, a 24 pt gap, 16 pt padding each side.
        #expect(bitmap.width == 16 + 289 + 24 + 289 + 16)
        #expect(bitmap.height > 94 + 32)
    }
}
