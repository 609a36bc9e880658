// `linespace man`: the manual page, in roff, generated from the option table.
import Foundation

enum ManPage {
    /// Text made safe for roff: backslashes and hyphens escaped, a line never starting with a
    /// control character.
    static func roff(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    /// The page, `linespace.1`, in ASCII: other characters as groff's `\[uXXXX]` escapes.
    static func page(version: String) -> String {
        var out = ""
        for scalar in text(version: version).unicodeScalars {
            if scalar.isASCII {
                out.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return out
    }

    private static func text(version: String) -> String {
        var out = """
        .TH LINESPACE 1 "" "linespace \(roff(version))" "User Commands"
        .SH NAME
        linespace \\- lay text out with line spacing done right: render, measure, compare
        .SH SYNOPSIS
        .B linespace
        .I command
        [\\fIoptions\\fR] [\\fITEXT\\fR | \\fB\\-\\fR]
        .br
        .B linespace
        .BR render | measure
        .B \\-\\-jsonl
        [\\fIoptions\\fR] [\\fIFILE\\fR | \\fB\\-\\fR]
        .br
        .B linespace completion
        .BR bash | zsh | fish
        .br
        .B linespace man
        .SH DESCRIPTION
        .B linespace
        lays text out with LineSpace's engine (UILabel semantics: line spacing between lines, never
        after the last) and draws it, measures it, or shows it at several line spacings.
        The text is the first argument, \\fB\\-\\-text\\fR, \\fB\\-\\-text\\-file\\fR, or standard input
        (\\fB\\-\\fR, or a pipe when no text is given); \\fB\\-\\-sample\\fR lays out the sample sentence,
        as does a run with no text on a terminal.
        .SH COMMANDS

        """
        for (name, summary) in ShellCompletion.subcommands {
            out += ".TP\n.B \(name)\n\(roff(summary))\n"
        }
        out += ".SH OPTIONS\n"
        for option in OptionTable.all {
            let commands = ShellCompletion.optionCommands.filter { option.commands.contains($0) }
            guard !commands.isEmpty else { continue }
            var head = ""
            if let short = option.short { head += "\\fB\\-\(short)\\fR, " }
            head += "\\fB\\-\\-\(roff(option.name))\\fR"
            if let value = option.value { head += " \\fI\(roff(value))\\fR" }
            out += ".TP\n\(head)\n"
            var help = option.help.map { $0.replacingOccurrences(of: "{default}", with: commandDefaults(option)) }.joined(separator: " ")
            help += " (\(commands.joined(separator: ", "))"
            if option.inRequests { help += "; in a JSON Lines request: \"\(option.jsonKey)\"" }
            help += ")"
            out += roff(help) + "\n"
        }
        out += """
        .SH JSON LINES
        With \\fB\\-\\-jsonl\\fR, \\fBmeasure\\fR and \\fBrender\\fR read one JSON object per line, each with
        \\fBtext\\fR (or \\fBmarkup\\fR), an optional \\fBid\\fR echoed back, and any option above by its
        JSON key; the command line's options are the defaults. Each line is answered with one JSON
        line, in order; a bad line gets {"id", "line", "error"} and the batch goes on.
        See docs/jsonl.md.
        .SH EXIT STATUS
        .TP
        .B 0
        success
        .TP
        .B 1
        a failure while running (unreadable input, unwritable output, no font), or a JSON Lines line failed
        .TP
        .B 2
        bad usage (an unknown option, a bad value)
        .TP
        .B 141
        standard output closed early (\\fB| head\\fR)
        .SH EXAMPLES
        .nf
        linespace render "Hello 世界" \\-f "DejaVu Sans" \\-s 24 \\-w 320 \\-o hello.png
        echo "Hello" | linespace measure \\-\\-json
        linespace measure \\-\\-jsonl requests.jsonl > answers.jsonl
        linespace sheet \\-\\-sample \\-\\-line\\-space 0,4,8,12
        .fi
        .SH SEE ALSO
        .BR pango\\-view (1)

        """
        return out
    }

    /// `{default}` in a help line, for a page that covers every subcommand.
    private static func commandDefaults(_ option: OptionSpec) -> String {
        option.commandDefaults.sorted { $0.key < $1.key }.map { "\($0.value) for \($0.key)" }.joined(separator: ", ")
    }
}
