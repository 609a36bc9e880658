// `measure --json --glyphs` and `--direction`: glyphs in visual order with painted advances.
import Foundation
import Testing
import LineSpaceText
@testable import linespace

@Suite("linespace measure --glyphs") struct GlyphsOptionTests {
    let sandbox: CommandSandbox

    init() throws { sandbox = try CommandSandbox() }

    func glyphs(_ arguments: [String]) throws -> (lines: [[String: Any]], glyphs: [[[String: Any]]]) {
        let text = arguments.contains("--text") ? [] : ["--sample"]
        let result = try sandbox.run(["measure", "--json", "--glyphs"] + text + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let document = try JSONSerialization.jsonObject(with: result.stdoutData) as! [String: Any]
        let lines = document["lines"] as! [[String: Any]]
        return (lines, lines.map { $0["glyphs"] as! [[String: Any]] })
    }

    @Test("glyphs are listed left to right, clusters in visual order, advances adding up to the width")
    func visualOrder() throws {
        let (lines, glyphs) = try glyphs(["--text", "abc שלום 456 def", "--font", "DejaVu Sans", "--width", "1000"])
        let clusters = glyphs[0].map { $0["cluster"] as! Int }
        #expect(clusters == [0, 1, 2, 3, 9, 10, 11, 8, 7, 6, 5, 4, 12, 13, 14, 15])
        let advances = glyphs[0].map { $0["advance"] as! Double }
        let rect = lines[0]["rect"] as! [String: Double]
        // JSON numbers carry six decimals.
        #expect(abs(advances.reduce(0, +) - rect["width"]!) < 1e-4)
        let xs = glyphs[0].map { $0["x"] as! Double }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
        #expect(glyphs[0].allSatisfy { $0["font"] as! Int == 0 && $0["ellipsis"] == nil })
    }

    @Test("the sample sentence is shaped as Traditional Chinese; a text given without --locale keeps the derived zh-Hans")
    func sampleLocale() throws {
        // The glyph of each unit, by cluster: the sample has no ligatures.
        func glyphIDs(_ arguments: [String]) throws -> [Int: Int] {
            let lines = try glyphs(arguments).glyphs
            return Dictionary(lines.joined().map { ($0["cluster"] as! Int, $0["glyph"] as! Int) }, uniquingKeysWith: { a, _ in a })
        }
        let sample = try glyphIDs([])
        let hant = try glyphIDs(["--text", sampleText, "--locale", "zh-Hant"])
        let given = try glyphIDs(["--text", sampleText])
        let hans = try glyphIDs(["--text", sampleText, "--locale", "zh-Hans"])
        #expect(sample == hant)
        #expect(given == hans)
        // "，" (offset 7) and "。" (offset 16): centred Traditional forms against Simplified ones.
        #expect(sample[7] != hans[7] && sample[16] != hans[16])
        #expect(sample.count == sampleText.utf16.count)
        // --locale still wins over the sample's own.
        #expect(try glyphIDs(["--locale", "zh-Hans"]) == hans)
    }

    @Test("an ellipsis glyph is marked; --direction rtl puts a tail ellipsis on the left")
    func ellipsisAndDirection() throws {
        let (_, ltr) = try glyphs(["--text", "abcdefghijklmnop", "--font", "DejaVu Sans", "--width", "60", "--lines", "1"])
        #expect(ltr[0].last?["ellipsis"] as? Bool == true)
        let (_, rtl) = try glyphs(["--text", "abcdefghijklmnop", "--font", "DejaVu Sans", "--width", "60", "--lines", "1", "--direction", "rtl"])
        // Latin text in a right-to-left paragraph: the text stays left to right, the ellipsis
        // (at the paragraph level) goes to the line's visual end, its left.
        #expect(rtl[0].first?["ellipsis"] as? Bool == true)
        #expect(rtl[0].dropFirst().map { $0["cluster"] as! Int } == Array(0..<(rtl[0].count - 1)))
        let bad = try sandbox.run(["measure", "--sample", "--direction", "up"])
        #expect(bad.status == 2 && bad.stderr.contains("--direction"))
    }
}
