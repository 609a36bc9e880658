// The habits of other command-line tools (issue 31): the text as an argument or from a pipe,
// short flags, suggestions for typos, --version everywhere, a quiet death on a closed pipe, and
// no file whose name lies about its format. Each mistake a user makes gets its exact status and
// message.
import Foundation
import Testing

/// Cases sharing a 20,000-character Chinese text in `zh.txt`.
private let zhText = "printf '%s' \"$(yes 中文測試 | head -n 5000 | tr -d '\\n')\" > zh.txt"

let conventionCases: [HostileCase] = [
    // Text input.
    HostileCase(name: "a pipe is the text", script: "echo hi | \"$LS\" measure", status: 0, message: nil,
                output: "1 line, size 15 × 25 pt"),
    HostileCase(name: "- is standard input", script: "printf 'hi' | \"$LS\" measure -", status: 0, message: nil, output: "  1. [0+2] "),
    HostileCase(name: "--text-file - is standard input", script: "printf 'hi' | \"$LS\" measure --text-file -", status: 0, message: nil,
                output: "  1. [0+2] "),
    HostileCase(name: "the first argument is the text", script: "\"$LS\" measure 'Hello'", status: 0, message: nil, output: "  1. [0+5] "),
    HostileCase(name: "render takes the text as an argument", script: "\"$LS\" render Hello -o h.png", status: 0, message: nil,
                output: "wrote h.png", files: ["h.png"]),
    HostileCase(name: "an empty pipe is an empty text", script: "\"$LS\" measure < /dev/null", status: 0, message: nil,
                output: "0 lines, size 0 × 0 pt"),
    HostileCase(name: "two text arguments", script: "\"$LS\" measure hello world", status: 2,
                message: "linespace: measure: unexpected argument 'world': give one text (quote it: \"a b c\")\n"),
    HostileCase(name: "--text and a text argument", script: "\"$LS\" measure --text a b", status: 2,
                message: "linespace: measure: --text and a text argument cannot be used together: give the text one way\n"),
    HostileCase(name: "--sample and --text-file", script: "\"$LS\" measure --sample --text-file -", status: 2,
                message: "linespace: measure: --text-file and --sample cannot be used together: give the text one way\n"),
    HostileCase(name: "the sample only when asked", script: "echo hi | \"$LS\" measure --sample", status: 0, message: nil,
                output: "3 lines, size 289 × 94 pt"),
    // A terminal with no text: the sample, and a note saying so (script(1) gives the command a
    // terminal; its output merges stdout and stderr).
    HostileCase(name: "a terminal and no text: the sample with a note",
                script: "script -qec '\"$LS\" measure' /dev/null | tr -d '\\r' | grep -c -e '^linespace: note: no text given; laying out the sample sentence (--sample)' -e '^3 lines, size 289 × 94 pt'",
                status: 0, message: nil, output: "2\n"),
    // Short flags.
    // "hi" in DejaVu Sans 30 pt: (1298 + 569) / 2048 em = 27.35 pt wide, (0.928 + 0.236) em =
    // 34.92 pt a line; -w 40 breaks "hi hi" into two lines, 2 × 34.92 + 10 = 79.84 pt.
    HostileCase(name: "-t -w -s -f -o -q", script: "\"$LS\" render -t 'hi hi' -w 40 -s 30 -f 'DejaVu Sans' -o q.svg -q", status: 0,
                message: nil, output: nil, files: ["q.svg"], after: "grep -o 'width=\"28px\" height=\"[0-9]*px\"' q.svg", expected: "width=\"28px\" height=\"80px\"\n"),
    HostileCase(name: "-q prints nothing", script: "\"$LS\" render -q -t hi -o q.png | wc -c", status: 0, message: nil,
                output: "0\n", files: ["q.png"]),
    // Typos and options of another subcommand.
    HostileCase(name: "--txt: did you mean --text?", script: "\"$LS\" measure --txt hi", status: 2,
                message: "linespace: measure: unknown option --txt; did you mean --text? (see linespace measure --help)\n"),
    HostileCase(name: "--lang: did you mean --locale?", script: "\"$LS\" measure --lang ja hi", status: 2,
                message: "linespace: measure: unknown option --lang; did you mean --locale? (see linespace measure --help)\n"),
    HostileCase(name: "--spacing (pango-view's): did you mean --line-space?", script: "\"$LS\" render --spacing 8 hi", status: 2,
                message: "linespace: render: unknown option --spacing; did you mean --line-space? (see linespace render --help)\n"),
    HostileCase(name: "--widht: did you mean --width?", script: "\"$LS\" render --widht 3 hi", status: 2,
                message: "linespace: render: unknown option --widht; did you mean --width? (see linespace render --help)\n"),
    HostileCase(name: "--output to measure", script: "\"$LS\" measure --output x.png hi", status: 2,
                message: "linespace: measure: --output is not an option of measure (compose and render and sheet take it) (see linespace measure --help)\n"),
    HostileCase(name: "-o to measure", script: "\"$LS\" measure -o x.png hi", status: 2,
                message: "linespace: measure: -o is not an option of measure (compose and render and sheet take it) (see linespace measure --help)\n"),
    HostileCase(name: "nothing near", script: "\"$LS\" measure --zzzzzzzz hi", status: 2,
                message: "linespace: measure: unknown option --zzzzzzzz (see linespace measure --help)\n"),
    // --version on every subcommand.
    HostileCase(name: "render --version", script: "\"$LS\" render --version", status: 0, message: nil, output: "linespace 0."),
    HostileCase(name: "measure -V", script: "\"$LS\" measure -V", status: 0, message: nil, output: "linespace 0."),
    HostileCase(name: "sheet --version", script: "\"$LS\" sheet --version", status: 0, message: nil, output: "linespace 0."),
    // A closed pipe: status 141 and not a word (as tools SIGPIPE ends).
    HostileCase(name: "| head: quiet, status 141", setup: zhText,
                script: "{ \"$LS\" measure --json --glyphs --text-file zh.txt; echo $? > status; } | head -c 10 > /dev/null; exit $(cat status)",
                status: 141, message: nil, files: ["status", "zh.txt"]),
    // A 1 MB PNG: more than a pipe holds, so the write meets the closed end.
    HostileCase(name: "render -o - | head: quiet, status 141",
                setup: zhText,
                script: "{ \"$LS\" render --text-file zh.txt --lines 300 --scale 3 -o -; echo $? > status; } | head -c 10 > /dev/null; exit $(cat status)",
                status: 141, message: nil, files: ["status", "zh.txt"]),
    // A format the output's name contradicts.
    HostileCase(name: "--format pdf -o a.svg", script: "\"$LS\" render --sample --format pdf -o a.svg", status: 2,
                message: "linespace: render: --format pdf contradicts the output name 'a.svg' (a .svg file); rename the output or drop --format\n"),
    HostileCase(name: "--format png -o x.jpg", script: "\"$LS\" render hi --format png -o x.jpg", status: 2,
                message: "linespace: render: --format png contradicts the output name 'x.jpg' (a .jpg file); rename the output or drop --format\n"),
    HostileCase(name: "--format agrees with the name", script: "\"$LS\" render hi --format svg -o a.SVG", status: 0, message: nil,
                files: ["a.SVG"]),
]

@Suite("linespace command: conventions", .serialized)
struct ConventionCommandTests {
    @Test(arguments: conventionCases)
    func convention(_ c: HostileCase) throws {
        let sandbox = try CommandSandbox()
        if !c.setup.isEmpty {
            #expect(try sandbox.shell(c.setup).status == 0)
        }
        let result = try sandbox.shell(c.script)
        #expect(result.status == c.status, "\(result.stderr)")
        if let message = c.message {
            // The exact message, the whole of stderr.
            #expect(result.stderr == message)
        } else {
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        }
        if let output = c.output {
            #expect(result.stdout.contains(output), "\(result.stdout)")
        }
        let files = try sandbox.files()
        #expect(files == c.files)
        if let after = c.after {
            #expect(try sandbox.shell(after).stdout == c.expected)
        }
    }
}
