// A subcommand's help is assembled when --help asks for it, never on a run.
import Testing
@testable import linespace

@Suite struct CommandHelpTests {
    /// A subcommand that counts how often its help is built and how often it runs.
    final class Probe {
        var helpBuilt = 0
        var runs = 0

        var command: Command {
            Command(
                specs: [OptionSpec(name: "flag", kind: .flag, help: ["a flag"], commands: ["probe"])],
                help: { self.helpBuilt += 1; return "probe help" },
                run: { _ in self.runs += 1 })
        }
    }

    @Test func aRunNeverBuildsTheHelp() {
        let probe = Probe(), other = Probe()
        let commands = ["probe": probe.command, "other": other.command]
        #expect(runCommand(["probe", "--flag"], commands: commands) == 0)
        #expect(probe.runs == 1 && probe.helpBuilt == 0)
        // A usage error does not print the help either (only a pointer to it).
        #expect(runCommand(["probe", "--nonsense"], commands: commands) == 2)
        #expect(probe.runs == 1 && probe.helpBuilt == 0)
        #expect(other.runs == 0 && other.helpBuilt == 0)
    }

    @Test func helpBuildsOnlyThatCommandsHelp() {
        let probe = Probe(), other = Probe()
        #expect(runCommand(["probe", "--help"], commands: ["probe": probe.command, "other": other.command]) == 0)
        #expect(probe.helpBuilt == 1 && probe.runs == 0)
        #expect(other.helpBuilt == 0 && other.runs == 0)
    }

    @Test func theStandardCommandsKeepTheirHelp() {
        let commands = Command.standard
        #expect(Set(commands.keys) == ["render", "measure", "sheet", "compose", "completion", "man"])
        #expect(commands["compose"]?.help().hasPrefix("USAGE: linespace compose SCENE.json [options]") == true)
        #expect(commands["render"]?.help().hasPrefix("USAGE: linespace render [options]") == true)
        #expect(commands["measure"]?.help().hasPrefix("USAGE: linespace measure [options]") == true)
        #expect(commands["sheet"]?.help().contains("      --line-space PT,PT,…") == true)
    }
}
