// --wrap as a user types it, on the command line and in JSON Lines requests.
import Foundation
import Testing

@Suite("linespace command: --wrap", .serialized)
struct WrapCommandTests {
    let sandbox: CommandSandbox

    init() throws { sandbox = try CommandSandbox() }

    struct Measured: Decodable {
        struct Line: Decodable { var text: String }
        var lines: [Line]
    }

    /// DejaVu Sans Mono 16 at 110 pt holds 11 characters a line; no line-break strategy, so
    /// push-out does not act first.
    let base = [
        "measure", "--json", "--font", "DejaVu Sans Mono", "--size", "16", "--width", "110", "--lines", "0",
        "--break-strategy", "none",
    ]

    func texts(_ arguments: [String]) throws -> [String] {
        let result = try sandbox.run(base + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(Measured.self, from: result.stdoutData).lines.map(\.text)
    }

    @Test("--wrap balance evens two lines; pretty gives a lone last word company; greedy is the default")
    func workedExamples() throws {
        #expect(try texts(["--text", "aaa bbb ccc ddd"]) == ["aaa bbb ccc", "ddd"])
        #expect(try texts(["--wrap", "greedy", "--text", "aaa bbb ccc ddd"]) == ["aaa bbb ccc", "ddd"])
        #expect(try texts(["--wrap", "balance", "--text", "aaa bbb ccc ddd"]) == ["aaa bbb", "ccc ddd"])
        #expect(try texts(["--wrap", "pretty", "--text", "aaa bbb ccc ddd eee fff ggg"]) == ["aaa bbb ccc", "ddd eee", "fff ggg"])
    }

    @Test("a JSON Lines request takes wrap")
    func jsonLines() throws {
        let request = #"{"text": "aaa bbb ccc ddd", "wrap": "balance"}"# + "\n"
        let result = try sandbox.run(
            ["measure", "--jsonl", "--font", "DejaVu Sans Mono", "--size", "16", "--width", "110"], stdin: Data(request.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let answer = try JSONDecoder().decode(Measured.self, from: Data(result.stdout.utf8))
        #expect(answer.lines.map(\.text) == ["aaa bbb", "ccc ddd"])
    }

    @Test("--wrap with another word is refused, exit 2")
    func badValue() throws {
        let result = try sandbox.run(["measure", "--text", "x", "--wrap", "even"])
        #expect(result.status == 2)
        #expect(result.stderr == "linespace: measure: --wrap: expected greedy|balance|pretty, got 'even'\n")
        #expect(result.stdout.isEmpty)
    }
}
