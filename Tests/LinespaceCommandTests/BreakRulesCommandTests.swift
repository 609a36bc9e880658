// --break-rules as a user types it.
import Foundation
import Testing

@Suite("linespace command: --break-rules", .serialized)
struct BreakRulesCommandTests {
    let sandbox: CommandSandbox

    init() throws { sandbox = try CommandSandbox() }

    struct Measured: Decodable {
        struct Line: Decodable { var text: String }
        var lines: [Line]
    }

    @Test("--break-rules web: no break after / (foo GNU/Linux, mono 16 at 58 pt)")
    func web() throws {
        func lines(_ rules: String) throws -> [String] {
            let result = try sandbox.run([
                "measure", "--json", "--font", "DejaVu Sans Mono", "--size", "16", "--width", "58", "--lines", "0",
                "--break-rules", rules, "--text", "foo GNU/Linux",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            return try JSONDecoder().decode(Measured.self, from: result.stdoutData).lines.map(\.text)
        }
        #expect(try lines("unicode") == ["foo", "GNU/", "Linux"])
        #expect(try lines("web") == ["foo", "GNU/Li", "nux"])
    }
}
