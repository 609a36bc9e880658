// `measure --json` writes each line as the layout makes it; its bytes are those of the whole
// layout written at once, on varied random requests (directions, truncation, markup,
// paragraphs, glyphs, several widths, auto-shrink).
import Foundation
import Testing
import LineSpaceText
@testable import linespace

@Suite struct StreamedMeasureTests {
    static let texts = [
        "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs.",
        "שלום עולם, זהו טקסט בעברית עם מספרים 123 ו-456 באמצע.",
        "مرحبا بالعالم، هذا نص عربي طويل نسبيا لاختبار التفاف الأسطر.",
        "English with עברית inside and العربية too, then back (with brackets).",
        "如何讓你遇見我，在我最美麗的時刻。為這，我已在佛前求了五百年",
        "Name\tAge\nAlice\t30\u{2028}Bob\t4.5\n\n\nlast paragraph\n",
        "Emoji 👩‍👩‍👧‍👦 and e\u{301} a\u{300}, office ffi, supercalifragilisticexpialidocious",
    ]
    static let markup = ["<b>bold</b> and <i>italic עברית</i> text", "<big>big</big> <span foreground=\"red\">red</span>\nnext"]

    /// A random `measure` request: its arguments, `--json` included.
    static func request(seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        var arguments = ["--json", "--font", ["DejaVu Sans", "Noto Sans CJK TC"].randomElement(using: &generator)!]
        if Int.random(in: 0..<5, using: &generator) == 0 {
            arguments += ["--markup", "--text", markup.randomElement(using: &generator)!]
        } else {
            let count = Int.random(in: 1...4, using: &generator)
            let joiner = ["\n", " ", "\n\n"].randomElement(using: &generator)!
            arguments += ["--text", (0..<count).map { _ in texts.randomElement(using: &generator)! }.joined(separator: joiner)]
        }
        if Bool.random(using: &generator) { arguments.append("--glyphs") }
        if Int.random(in: 0..<4, using: &generator) == 0 {
            arguments += ["--widths", "60,\(Int.random(in: 80...400, using: &generator)),inf"]
        } else {
            arguments += ["--width", ["1", "inf", "\(Int.random(in: 30...400, using: &generator))"].randomElement(using: &generator)!]
        }
        arguments += ["--lines", "\([0, 0, 0, 1, 2, 3].randomElement(using: &generator)!)"]
        arguments += ["--break", ["word", "char", "clip", "head", "tail", "middle"].randomElement(using: &generator)!]
        arguments += ["--direction", ["natural", "ltr", "rtl"].randomElement(using: &generator)!]
        arguments += ["--align", ["left", "center", "right", "natural", "justified"].randomElement(using: &generator)!]
        if Int.random(in: 0..<5, using: &generator) == 0 { arguments += ["--min-scale", "0.5"] }
        if Int.random(in: 0..<4, using: &generator) == 0 { arguments += ["--letter-spacing", "1.5"] }
        return arguments
    }

    /// The members `measure --json` writes, streamed a line at a time (drained after every
    /// line), and the same members from each layout built whole.
    static func streamedAndWhole(_ request: [String]) throws -> (streamed: [UInt8], whole: [UInt8]) {
        let arguments = try Arguments(request, specs: OptionTable.options(for: "measure"), command: "measure")
        var streamed: [UInt8] = []
        var writer = JSONWriter()
        writer.beginObject()
        try MeasureCommand.writeMeasurement(try LabelSetup(arguments), arguments, to: &writer) { writer in
            writer.drain { streamed += $0 }
        }
        writer.endObject()
        writer.drain { streamed += $0 }

        let setup = try LabelSetup(arguments)
        let glyphs = arguments.flag("glyphs")
        var whole = JSONWriter()
        whole.beginObject()
        func members(_ width: CGFloat) {
            let layout = setup.label.layout(width: width, height: setup.height, includesGlyphs: glyphs)
            MeasureCommand.writeMembers(
                layout, size: layout.sizeThatFits(scale: setup.label.resolvedScale), utf16: setup.label.laidOutUTF16, glyphs: glyphs,
                to: &whole)
        }
        if let widths = try LabelSetup.widths(arguments) {
            whole.key("layouts")
            whole.beginArray()
            for width in widths {
                whole.beginObject()
                whole.key("width")
                whole.number(Double(width))
                members(width)
                whole.endObject()
            }
            whole.endArray()
        } else {
            members(setup.width)
        }
        whole.endObject()
        return (streamed, whole.bytes)
    }

    @Test(arguments: Array(UInt64(1)...120))
    func streamedOutputIsTheWholeLayoutsOutput(seed: UInt64) throws {
        let request = Self.request(seed: seed)
        let (streamed, whole) = try Self.streamedAndWhole(request)
        #expect(streamed == whole, "seed \(seed): \(request)")
        #expect(try JSONSerialization.jsonObject(with: Data(streamed)) is [String: Any], "seed \(seed)")
    }

    /// The summary of `layout` as one string per line, each escaped whole: the form the
    /// summary's bytes must keep.
    static func referenceSummary(_ layout: TextLayout, scale: CGFloat, utf16: [UInt16]) -> String {
        // A line's text decoded from a copy of the units, which the summary cuts from the string.
        func decoded(_ range: NSRange) -> String {
            let lower = max(0, min(range.location, utf16.count))
            let upper = max(lower, min(range.location + range.length, utf16.count))
            return String(decoding: utf16[lower..<upper], as: UTF16.self)
        }
        let f = JSON.format
        let size = layout.sizeThatFits(scale: scale)
        var out = ["\(layout.lines.count) line\(layout.lines.count == 1 ? "" : "s"), size \(f(size.width)) × \(f(size.height)) pt"
            + " (used \(f(layout.size.width)) × \(f(layout.size.height)))" + (layout.isTruncated ? ", truncated" : "")]
        for (i, line) in layout.lines.enumerated() {
            let ranges = line.ranges.map { "\($0.location)+\($0.length)" }.joined(separator: ",")
            out.append(
                "  \(i + 1). [\(ranges)] y \(f(line.rect.minY)) h \(f(line.rect.height)) w \(f(line.rect.width))"
                    + " baseline \(f(line.baseline))  \(MeasureCommand.text(of: line, piece: decoded))")
        }
        for font in layout.fonts {
            out.append(
                "  font: \(font.resolvedFamily) \(f(font.size)) pt, \(font.file)#\(font.faceIndex):"
                    + " ascender \(f(font.ascender)), descender \(f(font.descender)), line gap \(f(font.lineGap))"
                    + (font.syntheticSlant != 0 ? ", synthetic oblique \(f(font.syntheticSlant))" : ""))
        }
        return out.map(TerminalText.escaped).joined(separator: "\n")
    }

    @Test(arguments: Array(UInt64(1)...60))
    func summaryIsTheWholeLayoutsSummary(seed: UInt64) throws {
        // Controls in the text are escaped; the rest of the request as for --json.
        var request = Self.request(seed: seed).filter { $0 != "--json" && $0 != "--glyphs" }
        if let index = request.firstIndex(of: "--widths") { request.removeSubrange(index...index + 1) }
        if let text = request.firstIndex(of: "--text"), !request.contains("--markup") { request[text + 1] += "\u{1B}[31m\u{202E}x" }
        let arguments = try Arguments(request, specs: OptionTable.options(for: "measure"), command: "measure")
        let setup = try LabelSetup(arguments)
        let utf16 = Array((setup.label.text ?? "").utf16)
        var layout = setup.label.streamedLayout(width: setup.width, height: setup.height, includesGlyphs: false)
        var out = SummaryOutput()
        try MeasureCommand.summary(
            &layout, scale: setup.label.resolvedScale, width: nil, text: UTF16Offsets(setup.label.text ?? ""), to: &out)
        let whole = setup.label.layout(width: setup.width, height: setup.height, includesGlyphs: false)
        let expected = Self.referenceSummary(whole, scale: setup.label.resolvedScale, utf16: utf16)
        #expect(String(decoding: out.bytes, as: UTF8.self) == expected, "seed \(seed): \(request)")
    }

    @Test("a text of many lines goes out in pieces and ends in one newline")
    func manyLinesInPieces() throws {
        let sandbox = try CommandSandbox()
        let text = String(repeating: "word ", count: 20_000)
        let result = try sandbox.run(
            ["measure", "--json", "--glyphs", "--font", "DejaVu Sans", "--width", "100", "-"], stdin: Data(text.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutData.count > MeasureCommand.outputPiece * 4)
        #expect(result.stdoutData.last == UInt8(ascii: "\n"))
        #expect(result.stdoutData.filter { $0 == UInt8(ascii: "\n") }.count == 1)
        let document = try JSONSerialization.jsonObject(with: result.stdoutData) as! [String: Any]
        let lines = document["lines"] as! [[String: Any]]
        #expect(lines.count > 1_000)
        #expect(lines.allSatisfy { ($0["glyphs"] as! [[String: Any]]).count >= 4 })
    }
}

/// A seeded SplitMix64: the same requests every run.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
