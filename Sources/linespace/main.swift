// The `linespace` command: render and measure labels from a shell.
import Foundation
import LineSpaceText

let topHelp = """
USAGE: linespace <command> [options]

Lays text out with LineSpace's engine (UILabel semantics, lineSpace done right) and shows it.

COMMANDS:
  render     draw the text to PNG, SVG or PDF (default: the sample sentence to label.png)
  measure    print the layout's size, lines and fonts (--json for JSON)
  sheet      the text at several line spacings side by side, to choose one by eye

Run `linespace <command> --help` for a command's options.
"""

func printError(_ message: String) {
    FileHandle.standardError.write(Data(("linespace: " + message + "\n").utf8))
}

/// Runs the command line and returns the exit status: 0 success, 1 failure, 2 bad input.
func runCommand(_ argv: [String]) -> Int32 {
    guard let name = argv.first else {
        printError("missing command (render, measure or sheet); see linespace --help")
        return 2
    }
    if name == "--help" || name == "-h" || name == "help" {
        print(topHelp)
        return 0
    }
    let commands: [String: (specs: [OptionSpec], help: String, run: (Arguments) throws -> Void)] = [
        "render": (RenderCommand.specs, RenderCommand.help, RenderCommand.run),
        "measure": (MeasureCommand.specs, MeasureCommand.help, MeasureCommand.run),
        "sheet": (SheetCommand.specs, SheetCommand.help, SheetCommand.run),
    ]
    guard let command = commands[name] else {
        printError("unknown command '\(name)' (render, measure or sheet); see linespace --help")
        return 2
    }
    do {
        let arguments = try Arguments(Array(argv.dropFirst()), specs: command.specs, command: name)
        if arguments.wantsHelp {
            print(command.help)
            return 0
        }
        try command.run(arguments)
        return 0
    } catch let error as UsageError {
        printError("\(name): \(error.message)")
        return 2
    } catch let error as RuntimeError {
        printError("\(name): \(error.message)")
        return 1
    } catch {
        printError("\(name): \(error)")
        return 1
    }
}

exit(runCommand(Array(CommandLine.arguments.dropFirst())))
