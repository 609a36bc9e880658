// The option table is the one description of the options: every reader agrees with it.
import Testing
@testable import linespace

@Suite struct OptionTableTests {
    @Test("every synonym names an option of ours and is none itself")
    func synonyms() {
        let names = Set(OptionTable.all.map(\.name))
        for (other, ours) in Arguments.synonyms {
            #expect(names.contains(ours), "\(other) -> \(ours)")
            #expect(!names.contains(other), "\(other) is an option")
        }
    }

    @Test func namesAndShortFlagsAreUniquePerCommand() {
        for command in Command.standard.keys {
            let options = OptionTable.options(for: command)
            let names = options.map(\.name)
            #expect(Set(names).count == names.count, "\(command): \(names)")
            let shorts = options.compactMap(\.short)
            #expect(Set(shorts).count == shorts.count, "\(command): \(shorts)")
            #expect(Set(options.map(\.jsonKey)).count == options.count)
        }
    }

    @Test func jsonKeysAreTheLongNamesInCamelCase() {
        let byName = Dictionary(OptionTable.all.map { ($0.name, $0.jsonKey) }, uniquingKeysWith: { a, _ in a })
        #expect(byName["line-height-multiple"] == "lineHeightMultiple")
        #expect(byName["width"] == "width")
        #expect(byName["text-file"] == "textFile")
    }

    @Test func eachCommandParsesExactlyTheOptionsItsHelpLists() throws {
        for (name, command) in Command.standard {
            let help = command.help()
            for option in OptionTable.options(for: name) {
                #expect(help.contains("--\(option.name)"), "\(name) --help lacks --\(option.name)")
            }
            #expect(command.specs.map(\.name) == OptionTable.options(for: name).map(\.name))
        }
    }

    /// A choice option's words in the table are the words the command accepts: a wrong value's
    /// error lists what the parser takes.
    @Test func choiceWordsMatchTheParser() throws {
        let sandbox = try CommandSandbox()
        for option in OptionTable.all {
            // A command that lays out a label, which `--text x` is for.
            guard case .choice(let words) = option.kind, option.name != "weight",
                  let command = option.commands.intersection(OptionTable.labelCommands).sorted().first else { continue }
            let output = OptionTable.drawingCommands.contains(command) ? ["-o", "x.png"] : []
            let result = try sandbox.run([command, "--text", "x", "--\(option.name)", "bogus"] + output)
            #expect(result.status == 2)
            #expect(result.stderr.contains("--\(option.name): expected \(words.joined(separator: "|")), got 'bogus'"), "\(result.stderr)")
        }
    }
}
