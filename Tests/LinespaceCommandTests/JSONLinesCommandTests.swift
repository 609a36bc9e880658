// `measure --jsonl` and `render --jsonl` (docs/jsonl.md): answers in input order, the command
// line's options as defaults, the same JSON as `measure --json`, bad lines answered and skipped.
import Foundation
import Testing

@Suite("linespace --jsonl", .serialized)
struct JSONLinesCommandTests {
    let sandbox: CommandSandbox

    init() throws { sandbox = try CommandSandbox() }

    func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test("each answer is measure --json of the same options, with the id first")
    func sameAsMeasureJSON() throws {
        let requests = """
        {"id": 1, "text": "Hello world", "width": 40}
        {"id": "b", "text": "如何讓你遇見我", "size": 30, "lineSpace": 4}
        {"text": "no id", "lines": 1, "break": "tail", "width": 20}
        {"id": [1, {"k": null}], "markup": "<b>bold</b> plain", "glyphs": true}

        """
        let result = try sandbox.run(["measure", "--jsonl", "-f", "DejaVu Sans", "-s", "12"], stdin: Data(requests.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let answers = lines(result.stdout)
        #expect(answers.count == 4)
        let single: [[String]] = [
            ["-t", "Hello world", "--width", "40"],
            ["-t", "如何讓你遇見我", "-s", "30", "--line-space", "4"],
            ["-t", "no id", "--lines", "1", "--break", "tail", "--width", "20"],
            ["--markup", "-t", "<b>bold</b> plain", "--glyphs"],
        ]
        let ids = [#"{"id":1,"#, #"{"id":"b","#, "{", #"{"id":[1,{"k":null}],"#]
        for (i, arguments) in single.enumerated() {
            let expected = try sandbox.run(["measure", "--json", "-f", "DejaVu Sans", "-s", "12"] + arguments)
            #expect(expected.status == 0, "\(expected.stderr)")
            let body = expected.stdout.dropFirst().dropLast()  // without "{" and the newline
            #expect(answers[i] == ids[i] + body, "request \(i + 1)")
        }
    }

    @Test("requests repeating earlier options (read once) each answer their own text")
    func repeatedOptions() throws {
        let requests = """
        {"id": 1, "text": "first text", "width": 40}
        {"id": 2, "text": "a second, longer text", "width": 40}
        {"id": 3, "markup": "<b>bold</b> x", "width": 40}
        {"id": 4, "markup": "<b>open", "width": 40}
        {"id": 5, "markup": "<i>again</i>", "width": 40}
        {"id": 6, "text": "line\\none\\ttab", "width": 40}
        {"id": 7, "text": "first text", "width": 40, "lines": 1}
        {"id": 8, "text": "如何讓你遇見我", "width": 40}

        """
        let result = try sandbox.run(["measure", "--jsonl", "-f", "DejaVu Sans", "-s", "12"], stdin: Data(requests.utf8))
        #expect(result.status == 1, "\(result.stderr)")
        let answers = lines(result.stdout)
        #expect(answers.count == 8)
        #expect(answers[3] == #"{"id":4,"line":4,"error":"--text: bad markup at line 1, column 8: <b> opened at 1:1 is not closed"}"#)
        let single: [Int: [String]] = [
            0: ["-t", "first text"], 1: ["-t", "a second, longer text"], 2: ["--markup", "-t", "<b>bold</b> x"],
            4: ["--markup", "-t", "<i>again</i>"], 5: ["-t", "line\none\ttab"], 6: ["-t", "first text", "--lines", "1"],
            7: ["-t", "如何讓你遇見我"],
        ]
        for (i, arguments) in single.sorted(by: { $0.key < $1.key }) {
            let expected = try sandbox.run(["measure", "--json", "-f", "DejaVu Sans", "-s", "12", "--width", "40"] + arguments)
            #expect(expected.status == 0, "\(expected.stderr)")
            #expect(answers[i] == #"{"id":\#(i + 1),"# + expected.stdout.dropFirst().dropLast(), "request \(i + 1)")
        }
    }

    @Test("another tool's name for an option gets ours as a suggestion")
    func synonymKeys() throws {
        let requests = #"{"text": "x", "fontSize": 20}"# + "\n" + #"{"text": "x", "lang": "ja"}"# + "\n"
        let result = try sandbox.run(["measure", "--jsonl"], stdin: Data(requests.utf8))
        #expect(result.status == 1)
        #expect(lines(result.stdout) == [
            #"{"line":1,"error":"unknown option \"fontSize\"; did you mean \"size\"?"}"#,
            #"{"line":2,"error":"unknown option \"lang\"; did you mean \"locale\"?"}"#,
        ])
    }

    @Test("bad lines get an error naming the line and the batch goes on; the status says a line failed")
    func malformedLines() throws {
        let requests = [
            #"{"id": 1, "text": "ok"}"#,
            #"{"id": 2, "text": "unterminated}"#,
            #"[1, 2]"#,
            #"{"id": 4, "txt": "typo"}"#,
            #"{"id": 5, "text": "x", "width": -3}"#,
            #"{"id": 6, "width": 30}"#,
            #"{"id": 7, "text": "x", "markup": 1}"#,
            #"{"id": 8, "text": "x", "textFile": "/etc/passwd"}"#,
            #"{"id": 9, "text": "x", "text": "y"}"#,
            #"{"id": 10, "markup": "<b>open"}"#,
            #"{"id": 11, "text": "x", "tighten": "yes"}"#,
            #"{"id": 12, "text": "\#(String(repeating: "a", count: 40))"}"#,
            #"{"id": 13, "text": "x"} trailing"#,
            "",
            #"{"id": 15, "text": "still answered"}"#,
        ].joined(separator: "\n") + "\n"
        var data = Data(requests.utf8)
        data += Data([0x7B, 0x22, 0xFF, 0x22, 0x7D, 0x0A])  // {"\xFF"}: not UTF-8
        let result = try sandbox.run(["measure", "--jsonl", "--max-input", "32", "-f", "DejaVu Sans"], stdin: data)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let answers = lines(result.stdout)
        let errors = answers.filter { $0.contains(#""error":"#) }
        #expect(errors == [
            #"{"line":2,"error":"invalid JSON at column 33: unterminated string"}"#,
            #"{"line":3,"error":"expected a JSON object, got an array"}"#,
            #"{"id":4,"line":4,"error":"unknown option \"txt\"; did you mean \"text\"?"}"#,
            #"{"id":5,"line":5,"error":"--width: expected a finite number > 0 or 'inf', got '-3'"}"#,
            #"{"id":6,"line":6,"error":"no \"text\" (or \"markup\") in the request"}"#,
            #"{"id":7,"line":7,"error":"\"markup\": expected a string, got a number"}"#,
            #"{"id":8,"line":8,"error":"\"textFile\" cannot be given in a request to measure (see docs/jsonl.md)"}"#,
            #"{"id":9,"line":9,"error":"\"text\" is given twice"}"#,
            #"{"id":10,"line":10,"error":"--text: bad markup at line 1, column 8: <b> opened at 1:1 is not closed"}"#,
            #"{"id":11,"line":11,"error":"\"tighten\": expected true or false, got a string"}"#,
            #"{"id":12,"line":12,"error":"the text is larger than --max-input (32 bytes)"}"#,
            #"{"line":13,"error":"invalid JSON at column 25: unexpected text after the value"}"#,
            #"{"line":16,"error":"the line is not valid UTF-8"}"#,
        ])
        // The blank line 14 gets no answer; the good lines around the bad ones do.
        #expect(answers.count == 15)
        #expect(answers.first?.hasPrefix(#"{"id":1,"size":"#) == true)
        #expect(answers.last(where: { !$0.contains(#""error""#) })?.hasPrefix(#"{"id":15,"size":"#) == true)
    }

    @Test("--jobs 2 keeps the input order across windows and answers as --jobs 1 does")
    func jobsKeepOrder() throws {
        let words = ["a", "Hello", "如何讓你遇見我，在我最美麗的時刻", "lorem ipsum dolor sit amet", "🎉 x"]
        let requests = (0..<700).map { i in
            #"{"id": \#(i), "text": "\#(words[i % words.count]) \#(i)", "width": \#(40 + i % 200)}"#
        }.joined(separator: "\n") + "\n"
        let one = try sandbox.run(["measure", "--jsonl", "--jobs", "1"], stdin: Data(requests.utf8))
        let two = try sandbox.run(["measure", "--jsonl", "-j", "2"], stdin: Data(requests.utf8))
        #expect(one.status == 0 && two.status == 0)
        let answers = lines(two.stdout)
        #expect(answers.count == 700)
        #expect(answers.enumerated().allSatisfy { $1.hasPrefix(#"{"id":\#($0),"#) })
        #expect(one.stdout == two.stdout)
    }

    @Test("render --jsonl: outputs inside --output-dir; escaping paths are that line's error")
    func renderConfined() throws {
        #expect(try sandbox.shell("mkdir -p out/sub && ln -s /tmp out/link").status == 0)
        let requests = [
            #"{"id": "a", "text": "A", "output": "a.png"}"#,
            #"{"id": "b", "text": "B", "output": "sub/b.svg", "size": 30}"#,
            #"{"id": "c", "text": "C", "output": "../c.png"}"#,
            #"{"id": "d", "text": "D", "output": "/tmp/d.png"}"#,
            #"{"id": "e", "text": "E", "output": "link/e.png"}"#,
            #"{"id": "f", "text": "F"}"#,
            #"{"id": "g", "text": "G", "output": "g.pdf", "format": "svg"}"#,
        ].joined(separator: "\n")
        let result = try sandbox.run(["render", "--jsonl", "--output-dir", "out", "-f", "DejaVu Sans"], stdin: Data(requests.utf8))
        #expect(result.status == 1)
        let answers = lines(result.stdout)
        #expect(answers.count == 7)
        #expect(answers[0].hasPrefix(#"{"id":"a","output":"a.png","image":{"width":"#))
        #expect(answers[1].hasPrefix(#"{"id":"b","output":"sub/b.svg","image":{"width":"#))
        #expect(Array(answers[2...]) == [
            #"{"id":"c","line":3,"error":"\"output\": '../c.png' leaves --output-dir ('..')"}"#,
            #"{"id":"d","line":4,"error":"\"output\": '/tmp/d.png' is an absolute path; give a path inside --output-dir"}"#,
            #"{"id":"e","line":5,"error":"\"output\": 'link/e.png' goes through a symbolic link ('link'), which could leave --output-dir"}"#,
            #"{"id":"f","line":6,"error":"no \"output\" file in the request"}"#,
            #"{"id":"g","line":7,"error":"--format svg contradicts the output name 'out/g.pdf' (a .pdf file); rename the output or drop --format"}"#,
        ])
        #expect(try sandbox.shell("find out -type f | sort").stdout == "out/a.png\nout/sub/b.svg\n")
        #expect(try sandbox.files() == ["out"])
    }

    /// A program that writes a request and waits for its answer before the next (a coprocess)
    /// gets it: a window ends when the input has nothing more for now.
    @Test("a request is answered before the next is written")
    func interactive() throws {
        let script = """
        mkfifo in
        "$LS" measure --jsonl -f "DejaVu Sans" < in > out &
        exec 3> in
        printf '{"id":1,"text":"a"}\\n' >&3
        i=0
        while ! grep -q '"id":1,' out; do i=$((i+1)); [ $i -gt 300 ] && { exec 3>&-; wait; exit 9; }; sleep 0.1; done
        printf '{"id":2,"text":"b"}\\n' >&3
        exec 3>&-
        wait
        """
        let result = try sandbox.shell(script)
        #expect(result.status == 0, "\(result.stderr)")
        let out = try String(contentsOfFile: sandbox.path("out"), encoding: .utf8)
        #expect(lines(out).map { String($0.prefix(8)) } == [#"{"id":1,"#, #"{"id":2,"#])
    }

    @Test("--jsonl reads a FILE argument; what it cannot take is a usage error")
    func commandLine() throws {
        #expect(try sandbox.shell(#"printf '{"id":1,"text":"x"}\n' > r.jsonl"#).status == 0)
        let file = try sandbox.run(["measure", "--jsonl", "r.jsonl"])
        #expect(file.status == 0)
        #expect(file.stdout.hasPrefix(#"{"id":1,"size":"#))
        let cases: [([String], String)] = [
            (["measure", "--jsonl", "-t", "x"], "linespace: measure: --text cannot be used with --jsonl: each request gives its own (see docs/jsonl.md)\n"),
            (["render", "--jsonl", "-o", "x.png"], "linespace: render: --output cannot be used with --jsonl: each request gives its own (see docs/jsonl.md)\n"),
            (["measure", "--jsonl", "a", "b"], "linespace: measure: unexpected argument 'b': --jsonl reads one file (or - for standard input)\n"),
            (["measure", "--jsonl", "--jobs", "0"], "linespace: measure: --jobs: expected a whole number from 1 to 1024, got '0'\n"),
            (["measure", "--jsonl", "missing.jsonl"], "linespace: measure: cannot read missing.jsonl: No such file or directory\n"),
        ]
        for (arguments, message) in cases {
            let result = try sandbox.run(arguments)
            #expect(result.status == (message.contains("cannot read") ? 1 : 2), "\(arguments)")
            #expect(result.stderr == message)
        }
    }

    @Test("measure --widths lays one text out at each width, as --width would, and requests take widths")
    func widths() throws {
        let text = "Hello world, laid out at three widths"
        let result = try sandbox.run(["measure", "--json", "-f", "DejaVu Sans", "--widths", "60,120,inf", "-t", text])
        #expect(result.status == 0, "\(result.stderr)")
        var expected: [String] = []
        for (given, width) in [("60", "60"), ("120", "120"), ("inf", "null")] {
            let one = try sandbox.run(["measure", "--json", "-f", "DejaVu Sans", "--width", given, "-t", text])
            expected.append(#"{"width":\#(width),"# + one.stdout.dropFirst().dropLast())
        }
        #expect(result.stdout == #"{"layouts":["# + expected.joined(separator: ",") + "]}\n")
        let jsonl = try sandbox.run(["measure", "--jsonl", "-f", "DejaVu Sans"],
                                    stdin: Data(#"{"id":1,"text":"\#(text)","widths":[60,120,"inf"]}"#.utf8))
        #expect(jsonl.stdout == #"{"id":1,"layouts":["# + expected.joined(separator: ",") + "]}\n")
        let both = try sandbox.run(["measure", "--width", "3", "--widths", "4", "-t", "x"])
        #expect(both.status == 2 && both.stderr == "linespace: measure: --width and --widths cannot be used together\n")
        let summary = try sandbox.run(["measure", "-f", "DejaVu Sans", "--widths", "60,120", "-t", text])
        #expect(summary.stdout.hasPrefix("width 60: "))
        #expect(summary.stdout.contains("\nwidth 120: "))
        // A width too large to write out digit by digit, or too small for 6 decimals, is
        // headed in its shortest form.
        let extremes = try sandbox.run(
            ["measure", "-f", "DejaVu Sans", "--widths", "1e308,2.5e16,1e15,123456.5,0.000001,5e-324,inf", "-t", text])
        let headings = extremes.stdout.split(separator: "\n").filter { $0.hasPrefix("width ") }.map { $0.prefix { $0 != ":" } }
        #expect(headings == [
            "width 1e+308", "width 2.5e+16", "width 1000000000000000", "width 123456.5", "width 0.000001", "width 5e-324",
            "width inf",
        ])
    }
}
