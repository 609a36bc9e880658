// Where the text to lay out comes from: an option, an argument, a file, standard input or the
// sample sentence.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The text the command line asks for, and what to call its source in messages.
struct TextSource {
    var text: String
    /// `--text`, `the text argument`, `standard input`, a file's path, `the sample`.
    var name: String
    var isSample: Bool
    /// A note for stderr (the sample chosen because nothing was given on a terminal).
    var note: String?

    /// Resolves the text: `--text`, `--text-file PATH|-`, one operand (`-` for standard
    /// input), `--sample`; with none of them, standard input when it is not a terminal, else
    /// the sample with a note.
    ///
    /// - Parameter standardInputIsTerminal: whether standard input is a terminal (tests pass
    ///   their own); nil asks the system, only when no text is given (a batch's requests all
    ///   give one, and the question is a system call).
    /// - Throws: `UsageError` for two sources at once or more than one operand;
    ///   `RuntimeError` for an unreadable input.
    init(_ arguments: Arguments, limit: Int, standardInputIsTerminal: Bool? = nil) throws {
        let operands = arguments.operands
        if operands.count > 1 {
            throw UsageError(message: "unexpected argument '\(operands[1])': give one text (quote it: \"a b c\")")
        }
        var given: [String] = []
        if arguments.has("text") { given.append("--text") }
        if arguments.has("text-file") { given.append("--text-file") }
        if !operands.isEmpty { given.append("a text argument") }
        if arguments.flag("sample") { given.append("--sample") }
        if given.count > 1 {
            throw UsageError(message: "\(given.joined(separator: " and ")) cannot be used together: give the text one way")
        }
        isSample = false
        note = nil
        if let value = arguments.string("text") {
            text = value
            name = "--text"
        } else if let path = arguments.string("text-file") {
            guard !path.isEmpty else { throw UsageError(message: "--text-file: expected a path or -, got ''") }
            text = try TextInput.read(path, limit: limit)
            name = path == "-" ? "standard input" : path
        } else if let operand = operands.first {
            if operand == "-" {
                text = try TextInput.read("-", limit: limit)
                name = "standard input"
            } else {
                text = operand
                name = "the text argument"
            }
        } else if arguments.flag("sample") {
            text = sampleText
            name = "the sample"
            isSample = true
        } else if !(standardInputIsTerminal ?? (isatty(0) != 0)) {
            text = try TextInput.read("-", limit: limit)
            name = "standard input"
        } else {
            text = sampleText
            name = "the sample"
            isSample = true
            note = "note: no text given; laying out the sample sentence (--sample). Give a text, --text-file, or pipe one in"
        }
    }
}
