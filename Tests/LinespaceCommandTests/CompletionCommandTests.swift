// The completion scripts and the man page come from the option table: each names every option.
import Foundation
import Testing
import LineSpaceText
@testable import linespace

@Suite("linespace completion and man", .serialized)
struct CompletionCommandTests {
    let sandbox: CommandSandbox

    init() throws { sandbox = try CommandSandbox() }

    /// The options of the subcommands that take options from the table.
    var options: [OptionSpec] {
        OptionTable.all.filter { !$0.commands.isDisjoint(with: ShellCompletion.optionCommands) }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func everyOptionIsCompleted(shell: String) throws {
        let result = try sandbox.run(["completion", shell])
        #expect(result.status == 0, "\(result.stderr)")
        let script = result.stdout
        // The script's words: option names stand between quotes, braces, commas and spaces.
        let words = Set(script.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init))
        for option in options {
            if shell == "fish" {
                #expect(script.contains(" -l \(option.name) "), "\(shell): --\(option.name)")
                if let short = option.short { #expect(script.contains(" -l \(option.name) -s \(short) "), "\(shell): -\(short)") }
            } else {
                #expect(words.contains("--\(option.name)"), "\(shell): --\(option.name)")
                if let short = option.short { #expect(words.contains("-\(short)"), "\(shell): -\(short)") }
            }
        }
        for command in ShellCompletion.subcommands.map(\.name) { #expect(script.contains(command)) }
    }

    /// bash runs the script: options complete by prefix, choices after their option, per command.
    @Test func bashCompletesFromTheTable() throws {
        #expect(try sandbox.shell("\"$LS\" completion bash > c.bash && bash -n c.bash").status == 0)
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let script = "source ./c.bash; COMP_WORDS=(linespace \(quoted)); COMP_CWORD=\(words.count); _linespace; printf '%s\\n' \"${COMPREPLY[@]}\""
            let result = try sandbox.shell("bash -c \(shellQuoted(script))")
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout.split(separator: "\n").map(String.init)
        }
        #expect(try complete(["ren"]) == ["render"])
        #expect(try complete(["render", "--al"]) == ["--align"])
        #expect(try complete(["render", "--align", "c"]) == ["center"])
        #expect(try complete(["measure", "--wid"]).sorted() == ["--width", "--widths"])
        #expect(try complete(["measure", "--out"]) == [])  // render's option, not measure's
        #expect(try complete(["render", "--out"]).sorted() == ["--output", "--output-dir"])
        #expect(try complete(["completion", "f"]) == ["fish"])
    }

    private func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    @Test func theManPageListsEveryOptionAndFormats() throws {
        let result = try sandbox.run(["man"])
        #expect(result.status == 0)
        for option in options {
            #expect(result.stdout.contains("\\fB\\-\\-\(option.name.replacingOccurrences(of: "-", with: "\\-"))\\fR"), "--\(option.name)")
        }
        #expect(result.stdout.hasPrefix(".TH LINESPACE 1 \"\" \"linespace \(LineSpaceVersion.current)\""))
        // groff reads it without a warning, and the rendered page names the options.
        #expect(try sandbox.shell("\"$LS\" man > linespace.1").status == 0)
        let groff = try sandbox.shell("groff -man -Tutf8 -ww -P-cbou linespace.1 > page.txt")
        #expect(groff.status == 0 && groff.stderr.isEmpty, "\(groff.stderr)")
        let page = try String(contentsOfFile: sandbox.path("page.txt"), encoding: .utf8)
        #expect(page.contains("--line-height-multiple"))
    }

    @Test func badShellAndStrayArguments() throws {
        let cases: [([String], String)] = [
            (["completion"], "linespace: completion: expected a shell: bash, zsh or fish\n"),
            (["completion", "tcsh"], "linespace: completion: expected bash, zsh or fish, got 'tcsh'\n"),
            (["man", "x"], "linespace: man: unexpected argument 'x'\n"),
        ]
        for (arguments, message) in cases {
            let result = try sandbox.run(arguments)
            #expect(result.status == 2)
            #expect(result.stderr == message)
        }
    }
}
