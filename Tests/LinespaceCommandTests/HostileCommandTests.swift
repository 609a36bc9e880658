// Hostile input and I/O, as an attacker or a shell user would try it: every case runs the
// built command through /bin/sh and checks its exit status, its one-line message, and that
// nothing was left behind or lost (README "Guarantees").
import Foundation
import Testing

/// One hostile run.
struct HostileCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// Shell commands run before (files, FIFOs, links); must succeed.
    var setup = ""
    /// The run itself; `$LS` is the command. Its status is the case's status.
    var script: String
    var status: Int32
    /// Text stderr must contain; nil: stderr must be empty.
    var message: String?
    /// Text stdout must contain (nil: not checked).
    var output: String? = nil
    /// The sandbox's files afterwards, sorted (hidden temporary files included).
    var files: [String] = []
    /// A script run afterwards whose output must be `expected`.
    var after: String? = nil
    var expected: String = ""

    var testDescription: String { name }
}

/// Cases sharing a 20,000-character Chinese text in `zh.txt`.
private let zhText = "printf '%s' \"$(yes 中文測試 | head -n 5000 | tr -d '\\n')\" > zh.txt"

let hostileCases: [HostileCase] = [
    // A huge line limit never sizes work by itself (it aborted on a 25.6 GB reservation, and
    // Int.max overflowed).
    HostileCase(name: "--lines 100000000", setup: zhText, script: "\"$LS\" measure --text-file zh.txt --lines 100000000 | sed -n 1p",
                status: 0, message: nil, output: "1177 lines, size 289 × 40734 pt", files: ["zh.txt"]),
    HostileCase(name: "--lines Int.max", setup: zhText, script: "\"$LS\" measure --text-file zh.txt --lines 9223372036854775807 | sed -n 1p",
                status: 0, message: nil, output: "1177 lines", files: ["zh.txt"]),
    // Reading: every failure is one line and status 1, never a trap.
    HostileCase(name: "standard input is a directory", script: "\"$LS\" measure --text-file - < /tmp",
                status: 1, message: "measure: cannot read standard input: Is a directory"),
    HostileCase(name: "standard input closed", script: "\"$LS\" measure --text-file - <&-",
                status: 1, message: "measure: cannot read standard input: Bad file descriptor"),
    HostileCase(name: "--text-file is a directory", setup: "mkdir d", script: "\"$LS\" measure --text-file d",
                status: 1, message: "cannot read text file d: Is a directory", files: ["d"]),
    HostileCase(name: "--text-file missing", script: "\"$LS\" measure --text-file missing.txt",
                status: 1, message: "cannot read text file missing.txt: No such file or directory"),
    HostileCase(name: "endless standard input stops at --max-input", script: "\"$LS\" measure --text-file - < /dev/zero",
                status: 1, message: "standard input is larger than --max-input (256 KiB)"),
    HostileCase(name: "a file one byte over --max-input", setup: "printf 01234567890 > t.txt",
                script: "\"$LS\" measure --text-file t.txt --max-input 10",
                status: 1, message: "t.txt is larger than --max-input (10 bytes)", files: ["t.txt"]),
    HostileCase(name: "a file exactly --max-input", setup: "printf 0123456789 > t.txt",
                script: "\"$LS\" measure --text-file t.txt --max-input=10",
                status: 0, message: nil, output: "0123456789", files: ["t.txt"]),
    HostileCase(name: "a bad --max-input", script: "\"$LS\" measure --max-input 1X", status: 2, message: "--max-input"),
    HostileCase(name: "--text-file /dev/stdin from a pipe", script: "printf 'piped text' | \"$LS\" measure --text-file /dev/stdin",
                status: 0, message: nil, output: "piped text"),
    HostileCase(name: "--text-file - from a pipe", script: "printf 'piped text' | \"$LS\" measure --text-file -",
                status: 0, message: nil, output: "piped text"),
    HostileCase(name: "--text-file a FIFO", setup: "mkfifo in.fifo",
                script: "(printf 'fifo text' > in.fifo &) ; \"$LS\" measure --text-file in.fifo",
                status: 0, message: nil, output: "fifo text", files: ["in.fifo"]),
    // Writing: a failure is status 1 and one line; nothing is lost silently.
    HostileCase(name: "render -o - to a full disk", script: "\"$LS\" render --sample -o - > /dev/full",
                status: 1, message: "render: cannot write standard output: No space left on device"),
    HostileCase(name: "measure --json to a full disk", script: "\"$LS\" measure --sample --json > /dev/full",
                status: 1, message: "measure: cannot write standard output: No space left on device"),
    HostileCase(name: "measure to a closed standard output", script: "\"$LS\" measure --sample >&-",
                status: 1, message: "measure: cannot write standard output: Bad file descriptor"),
    HostileCase(name: "measure into a closed pipe: quiet, status 141", setup: zhText,
                script: "{ \"$LS\" measure --text-file zh.txt; echo $? > status; } | true; exit $(cat status)",
                status: 141, message: nil, files: ["status", "zh.txt"]),
    HostileCase(name: "closed standard output and error: no file takes their place", script: "\"$LS\" render --sample -o z.png >&- 2>&-",
                status: 1, message: nil, files: ["z.png"], after: "head -c 4 z.png | tail -c 3", expected: "PNG"),
    HostileCase(name: "closed standard input and a text file", setup: "printf 'file text' > t.txt",
                script: "\"$LS\" measure --text-file t.txt <&-", status: 0, message: nil, output: "file text", files: ["t.txt"]),
    // Output files keep what they are.
    HostileCase(name: "-o a read-only file keeps its mode", setup: "echo old > ro.png && chmod 0444 ro.png",
                script: "\"$LS\" render --sample -o ro.png", status: 0, message: nil, output: "wrote ro.png",
                files: ["ro.png"], after: "stat -c %a ro.png; head -c 4 ro.png | tail -c 3", expected: "444\nPNG"),
    HostileCase(name: "-o a 0640 file keeps its mode", setup: "echo old > w.png && chmod 0640 w.png",
                script: "\"$LS\" render --sample -o w.png", status: 0, message: nil, files: ["w.png"],
                after: "stat -c %a w.png", expected: "640"),
    HostileCase(name: "-o a symlink writes its target", setup: "echo old > target.png && ln -s target.png link.png",
                script: "\"$LS\" render --sample -o link.png", status: 0, message: nil, files: ["link.png", "target.png"],
                after: "readlink link.png; head -c 4 target.png | tail -c 3", expected: "target.png\nPNG"),
    HostileCase(name: "-o a hard-linked file keeps its links", setup: "echo old > a.png && ln a.png b.png",
                script: "\"$LS\" render --sample -o a.png", status: 0, message: nil, files: ["a.png", "b.png"],
                after: "[ a.png -ef b.png ] && echo linked; head -c 4 b.png | tail -c 3", expected: "linked\nPNG"),
    HostileCase(name: "-o a FIFO writes into it", setup: "mkfifo out.fifo",
                script: "timeout 20 cat out.fifo > got.png & \"$LS\" render --sample --format png -o out.fifo; status=$?; wait; exit $status",
                status: 0, message: nil, files: ["got.png", "out.fifo"],
                after: "[ -p out.fifo ] && echo fifo; head -c 4 got.png | tail -c 3", expected: "fifo\nPNG"),
    HostileCase(name: "-o a character device writes into it",
                setup: "mknod null c 1 3 2>/dev/null || ln -s /dev/null null",
                script: "\"$LS\" render --sample --format png -o null", status: 0, message: nil, files: ["null"],
                after: "[ -c null ] && echo device", expected: "device"),
    HostileCase(name: "-o a file larger than ulimit -f: an error, the old file whole, no temporary file",
                setup: "echo old > big.png", script: "ulimit -f 1; \"$LS\" render --text hello --size 300 --scale 4 -o big.png",
                status: 1, message: "cannot write big.png: File too large", files: ["big.png"], after: "cat big.png", expected: "old"),
    HostileCase(name: "-o a hard-linked file larger than ulimit -f: both links keep the old bytes",
                setup: "echo old > h.png && ln h.png h2.png",
                script: "ulimit -f 1; \"$LS\" render --text hello --size 300 --scale 4 -o h.png",
                status: 1, message: "cannot write h.png: File too large", files: ["h.png", "h2.png"],
                after: "cat h2.png; [ h.png -ef h2.png ] && echo linked", expected: "old\nlinked"),
    HostileCase(name: "-o a directory", setup: "mkdir out.png", script: "\"$LS\" render --sample -o out.png",
                status: 1, message: "cannot write out.png: Is a directory", files: ["out.png"]),
    HostileCase(name: "-o a dangling symlink", setup: "ln -s missing.png dangling.png", script: "\"$LS\" render --sample -o dangling.png",
                status: 1, message: "cannot write dangling.png: a symbolic link to a missing file", files: ["dangling.png"]),
    HostileCase(name: "-o=PATH", script: "\"$LS\" render -o=x.png --text hi", status: 0, message: nil,
                output: "wrote x.png (15×25 px, 1 line)", files: ["x.png"]),
    // Images are refused before allocation.
    HostileCase(name: "a huge padding at scale 4", script: "\"$LS\" render --text hi --padding 3990 --scale 4",
                status: 1, message: "the image would be 31980×32019 pixels, more than the limit of 100000000 pixels"),
    HostileCase(name: "a text too tall for any canvas is refused before it is laid out whole",
                setup: "head -c 250000 /dev/zero | tr '\\0' a > a.txt",
                script: "\"$LS\" render --text-file a.txt --width 0.001",
                status: 1, message: "the image would be 10 pixels wide and more than 32767 tall", files: ["a.txt"]),
    HostileCase(name: "--max-pixels", script: "\"$LS\" render --sample --max-pixels 1000",
                status: 1, message: "the image would be 289×94 pixels, more than the limit of 1000 pixels"),
    HostileCase(name: "--scale 1000", script: "\"$LS\" render --text hi --scale 1000", status: 2, message: "--scale: expected a number from 0.1 to 16"),
    HostileCase(name: "--scale 1e-9", script: "\"$LS\" measure --sample --scale 1e-9", status: 2, message: "--scale: expected a number from 0.1 to 16"),
    HostileCase(name: "--scale 5e-324", script: "\"$LS\" render --sample --scale 5e-324", status: 2, message: "--scale"),
    // Ink: the default padding grows to fit glyphs overflowing a 20 pt line box; --padding is exact.
    HostileCase(name: "ink overflowing a tight line height", script: "\"$LS\" render --text Ågjp --font 'DejaVu Sans' --line-height 20 --size 30",
                status: 0, message: nil, output: "wrote label.png (67×35 px, 1 line)", files: ["label.png"]),
    HostileCase(name: "an explicit padding stays exact", script: "\"$LS\" render --text Ågjp --font 'DejaVu Sans' --line-height 20 --size 30 --padding 0",
                status: 0, message: nil, output: "wrote label.png (67×20 px, 1 line)", files: ["label.png"]),
    HostileCase(name: "a tilde above a capital", script: "\"$LS\" render --text Ẫ --font 'DejaVu Sans'",
                status: 0, message: nil, output: "wrote label.png (12×23 px, 1 line)", files: ["label.png"]),
    // Numbers.
    HostileCase(name: "--letter-spacing 1e20 clamps to 10^6", script: "\"$LS\" measure --text ab --width inf --letter-spacing 1e20",
                status: 0, message: nil, output: "1 line, size 1000021 × 25 pt"),
    HostileCase(name: "--weight 0", script: "\"$LS\" measure --sample --weight 0", status: 2, message: "--weight: expected 1…1000"),
    HostileCase(name: "--weight +5", script: "\"$LS\" measure --sample --weight +5", status: 2, message: "--weight: expected 1…1000"),
    HostileCase(name: "--size 1e6 clamps to 10000", script: "\"$LS\" measure --text a --size 1e6",
                status: 0, message: nil, output: "font: Noto Sans CJK TC 10000 pt"),
    // Terminal output.
    HostileCase(name: "escapes in measure's text", script: "\"$LS\" measure --text \"$(printf 'a\\033[2Jb')\"",
                status: 0, message: nil, output: "a\\u{1B}[2Jb"),
    HostileCase(name: "an unknown family in markup is named, as --font's is",
                script: "\"$LS\" measure --markup --text \"<span font='NoSuchFont'>x</span>\"",
                status: 0, message: "markup font family \"NoSuchFont\" not found; using"),
    HostileCase(name: "escapes in a warning", script: "\"$LS\" measure --font \"$(printf 'X\\033]0;owned\\007')\" --text a",
                status: 0, message: "\"X\\u{1B}]0;owned\\u{7}\" not found"),
    HostileCase(name: "a C1 control in JSON", script: "\"$LS\" measure --json --text \"$(printf 'a\\302\\233b')\"",
                status: 0, message: nil, output: "\"text\":\"a\\u009bb\""),
    HostileCase(name: "invalid UTF-8 in --text", script: "\"$LS\" measure --text \"$(printf 'a\\377b')\"",
                status: 2, message: "argument 3 is not valid UTF-8 text"),
    HostileCase(name: "a sheet of 10,000 spacings", script: "\"$LS\" sheet --sample --line-space \"$(seq -s, 0 9999)\"",
                status: 2, message: "--line-space: expected at most 64 values, got 10000"),
    // Smaller items.
    HostileCase(name: "--version", script: "\"$LS\" --version", status: 0, message: nil, output: "linespace 0."),
    HostileCase(name: "-- ends the options", script: "\"$LS\" measure --text hi --", status: 0, message: nil, output: "1 line,"),
    HostileCase(name: "an argument after -- is the text", script: "\"$LS\" measure -- --text", status: 0, message: nil, output: "  1. [0+6] "),
    HostileCase(name: "sheet --help lists --line-space once", script: "\"$LS\" sheet --help | grep -c -e '^ *--line-space '",
                status: 0, message: nil, output: "1\n"),
]

@Suite("linespace under hostile input and I/O") struct HostileCommandTests {
    @Test(arguments: hostileCases)
    func hostile(_ c: HostileCase) throws {
        let sandbox = try CommandSandbox()
        if !c.setup.isEmpty {
            let setup = try sandbox.shell(c.setup)
            try #require(setup.status == 0, "setup failed: \(setup.stderr)")
        }
        let result = try sandbox.shell(c.script)
        #expect(result.status == c.status, "\(result.stderr)")
        if let message = c.message {
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        } else {
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        }
        // Nothing raw reaches a terminal.
        #expect(!result.stdout.contains("\u{1B}") && !result.stderr.contains("\u{1B}"))
        if let output = c.output { #expect(result.stdout.contains(output), "\(result.stdout.prefix(300))") }
        // Nothing left behind: no temporary file, no output on failure.
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.directory.path).sorted()
        #expect(files == c.files)
        if let after = c.after {
            let check = try sandbox.shell(after)
            #expect(check.stdout.trimmingCharacters(in: .newlines) == c.expected, "\(check.stderr)")
        }
    }
}
