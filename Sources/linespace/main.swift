// The `linespace` command: render and measure labels from a shell.
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LineSpaceText

/// The command's version (`linespace --version`): the package's.
let linespaceVersion = LineSpaceVersion.current

let topHelp = """
USAGE: linespace <command> [options] [TEXT | -]
       linespace --version

Lays text out with LineSpace's engine (UILabel semantics, lineSpace done right) and shows it.

COMMANDS:
  render     draw the text to PNG, SVG or PDF (default: label.png)
  measure    print the layout's size, lines and fonts (--json for JSON)
  sheet      the text at several line spacings side by side, to choose one by eye
  compose    draw a share card from a JSON scene (docs/scene.md), one or one per JSON line
  completion print a completion script: linespace completion bash|zsh|fish
  man        print the man page (roff): linespace man | man -l -

The text is TEXT, --text, --text-file, or standard input (- or a pipe); --sample lays out the
sample sentence. Run `linespace <command> --help` for a command's options.
Exit status: 0 success, 1 failure (unreadable input, unwritable output, no font…), 2 bad usage,
141 standard output closed early (`| head`).
"""

/// Runs the command line and returns the exit status: 0 success, 1 failure, 2 bad input.
///
/// - Parameter commands: the subcommands by name (tests pass their own).
func runCommand(_ argv: [String], commands: [String: Command] = Command.standard) -> Int32 {
    guard let name = argv.first else {
        printError("missing command (render, measure, sheet, compose, completion or man); see linespace --help")
        return 2
    }
    do {
        if name == "--help" || name == "-h" || name == "help" {
            try StandardOutput.printLine(topHelp)
            return 0
        }
        if name == "--version" || name == "-V" {
            try StandardOutput.printLine("linespace \(linespaceVersion)")
            return 0
        }
        guard let command = commands[name] else {
            printError("unknown command '\(name)' (render, measure, sheet, compose, completion or man); see linespace --help")
            return 2
        }
        do {
            let arguments = try Arguments(Array(argv.dropFirst()), specs: command.specs, command: name)
            if arguments.wantsHelp {
                try StandardOutput.printLine(command.help())
                return 0
            }
            if arguments.wantsVersion {
                try StandardOutput.printLine("linespace \(linespaceVersion)")
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
        } catch is BatchFailed {
            return 1
        }
    } catch is BrokenPipe {
        return BrokenPipe.status
    } catch let error as RuntimeError {
        printError(error.message)
        return 1
    } catch {
        printError("\(name): \(error)")
        return 1
    }
}

/// The arguments as given, or the 1-based position of the first one that is not UTF-8 (Swift's
/// `CommandLine.arguments` would silently replace its bad bytes, while a file with them is
/// refused: both are refused).
func validatedArguments() -> Result<[String], UsageError> {
    var arguments: [String] = []
    for i in 1..<Int(CommandLine.argc) {
        guard let pointer = CommandLine.unsafeArgv[i] else { break }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
        guard let argument = String(validating: bytes, as: UTF8.self) else {
            return .failure(UsageError(message: "argument \(i) is not valid UTF-8 text"))
        }
        arguments.append(argument)
    }
    return .success(arguments)
}

/// Fills a closed standard descriptor with /dev/null opened the wrong way round (standard input
/// write-only, output and error read-only): reading or writing it still fails with EBADF as a
/// closed one would, but no file the command opens can take its number and receive its output.
func reserveClosedStandardDescriptors() {
    for fd: Int32 in [0, 1, 2] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
        let opened = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY)
        if opened >= 0 && opened != fd {
            dup2(opened, fd)
            close(opened)
        }
    }
}

reserveClosedStandardDescriptors()
// A closed pipe is a write error (EPIPE, a quiet exit with status 141), not death by SIGPIPE; a file larger than the
// process may write (`ulimit -f`) one too (EFBIG), not death by SIGXFSZ with a temporary file
// left behind.
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)
switch validatedArguments() {
case .success(let arguments):
    exit(runCommand(arguments))
case .failure(let error):
    printError(error.message)
    exit(2)
}
