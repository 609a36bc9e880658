// --trim-punctuation as a user types it.
import Foundation
import Testing
import LineSpaceText

@Suite("linespace command: --trim-punctuation", .serialized)
struct TrimPunctuationCommandTests {
    let sandbox: CommandSandbox

    init() throws { sandbox = try CommandSandbox() }

    struct Measured: Decodable {
        struct Line: Decodable {
            struct Rect: Decodable { var width: Double }
            var rect: Rect
            var text: String
        }
        var lines: [Line]
    }

    @Test("--trim-punctuation: 子曰：“苟 in Noto Sans CJK SC 17 pt is 76.5 pt wide, 85 without")
    func workedExample() throws {
        let base = ["measure", "--json", "--font", "Noto Sans CJK SC", "--size", "17", "--width", "inf", "--text", "子曰：“苟"]
        let trimmed = try sandbox.run(base + ["--trim-punctuation"])
        #expect(trimmed.status == 0, "\(trimmed.stderr)")
        let plain = try sandbox.run(base)
        #expect(plain.status == 0, "\(plain.stderr)")
        let on = try JSONDecoder().decode(Measured.self, from: trimmed.stdoutData)
        let off = try JSONDecoder().decode(Measured.self, from: plain.stdoutData)
        #expect(on.lines.map(\.rect.width) == [76.5])
        #expect(off.lines.map(\.rect.width) == [85])
    }

    @Test("--trim-punctuation: a closing bracket at the line end fits at half width (59.5 pt line)")
    func lineEnd() throws {
        // No line-break strategy: push-out would move 四 down to keep 五 company.
        let base = [
            "measure", "--json", "--font", "Noto Sans CJK SC", "--size", "17", "--width", "59.5", "--lines", "0",
            "--break-strategy", "none", "--text", "一二三」四五",
        ]
        let on = try JSONDecoder().decode(Measured.self, from: try sandbox.run(base + ["--trim-punctuation"]).stdoutData)
        let off = try JSONDecoder().decode(Measured.self, from: try sandbox.run(base).stdoutData)
        #expect(on.lines.map(\.text) == ["一二三」", "四五"])
        #expect(off.lines.map(\.text) == ["一二", "三」四", "五"])
    }

    @Test("--trim-punctuation: 参考手册（版本 2.73）, 172.839 pt, fits 168.5 pt only with its ） trimmed")
    func lineEndDecidesTheLines() throws {
        let text = "参考手册（版本 2.73）"
        func lines(_ width: String, _ extra: [String]) throws -> [String] {
            let result = try sandbox.run([
                "measure", "--json", "--font", "Noto Sans CJK SC", "--size", "17", "--locale", "zh-Hans", "--width", width,
                "--lines", "0", "--break-strategy", "none", "--text", text,
            ] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            return try JSONDecoder().decode(Measured.self, from: result.stdoutData).lines.map(\.text)
        }
        #expect(try lines("168.5", ["--trim-punctuation"]) == [text])
        #expect(try lines("168.5", []) == ["参考手册（版本", "2.73）"])
        // At 517 pt it fits either way.
        #expect(try lines("517", []) == [text])
    }
}
