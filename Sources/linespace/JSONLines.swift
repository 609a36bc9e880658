// `measure --jsonl` and `render --jsonl`: one request per input line, one answer per line, in
// order, laid out in parallel in bounded windows (docs/jsonl.md).
import Foundation
import LineSpaceText

enum JSONLines {
    /// Lines read, answered and written per job before the next are read: memory stays flat on
    /// an endless input, and the order is kept.
    static let linesPerJob = 256

    /// Runs the batch the command line describes.
    ///
    /// - Returns: whether every line was answered without an error.
    /// - Throws: `UsageError` for a command line `--jsonl` cannot take; `RuntimeError` for an
    ///   unreadable input; `BrokenPipe`.
    static func run(command: String, arguments: Arguments) throws -> Bool {
        for name in ["text", "text-file", "sample", "output"] where arguments.has(name) {
            throw UsageError(message: "--\(name) cannot be used with --jsonl: each request gives its own (see docs/jsonl.md)")
        }
        if arguments.operands.count > 1 {
            throw UsageError(message: "unexpected argument '\(arguments.operands[1])': --jsonl reads one file (or - for standard input)")
        }
        let jobs: Int
        if let text = arguments.string("jobs") {
            guard let value = Int(text), value >= 1, value <= 1024 else {
                throw UsageError(message: "--jobs: expected a whole number from 1 to 1024, got '\(text)'")
            }
            jobs = value
        } else {
            jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
        }
        let limit = try LabelSetup.inputLimit(arguments)
        var outputDirectory: String?
        if command == "render" {
            let directory = arguments.string("output-dir") ?? "."
            guard !directory.isEmpty else { throw UsageError(message: "--output-dir: expected a directory, got ''") }
            var status = stat()
            guard stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                throw RuntimeError(message: "--output-dir \(directory) is not a directory")
            }
            outputDirectory = directory
        }
        let path = arguments.operands.first ?? "-"
        let reader = try LineReader(path: path, maximumLength: limit > Int.max / 8 ? Int.max / 2 : limit * 6 + 65_536)
        var defaults = arguments
        defaults.removeOperands()
        let output = AnswerWriter(warnings: WarningsOnce(quiet: arguments.flag("quiet")))
        let jobPool = BatchJobs(count: jobs)
        // A responder per job: the fonts and settings a job reuses are its own.
        let responders = (0..<jobPool.count).map { _ in
            Responder(command: command, defaults: defaults, limit: limit, outputDirectory: outputDirectory)
        }
        // The previous window's answers, written while the jobs lay out the next window's
        // requests (the first job to start writes them), or before the input is waited for:
        // a program that writes a request and waits for its answer gets it.
        var pending: [Answer] = []
        while true {
            var window: [LineReader.Line] = []
            window.reserveCapacity(linesPerJob * jobs)
            // A full window, or what the input holds now.
            while window.count < linesPerJob * jobs {
                if !reader.hasInputReady {
                    if !window.isEmpty { break }
                    try output.write(pending)
                    pending = []
                }
                guard let line = try reader.next() else { break }
                if !line.isBlank { window.append(line) }
            }
            if window.isEmpty { break }
            let previous = pending
            pending = try jobPool.answer(window, { job, line in responders[job].respond(to: line) }, alongside: { try output.write(previous) })
        }
        try output.write(pending)
        // The jobs' shaping caches, an allocation per entry (up to 8 MiB a cache), are freed
        // on a thread of their own: the answers are all written, and the process's exit need
        // not wait for them (about 2% of a --jobs 2 run on the bench's 10,000 labels).
        Thread.detachNewThread { withExtendedLifetime(jobPool) {} }
        return output.allSucceeded
    }
}

/// Writes answers to standard output, their warnings once each to standard error, and notes
/// whether any failed. Used by one thread at a time: the command's, or the job that writes a
/// window's answers while the others lay out the next (`BatchJobs.answer`'s `alongside`).
final class AnswerWriter: @unchecked Sendable {
    private let warnings: WarningsOnce
    /// Whether every answer written so far succeeded.
    private(set) var allSucceeded = true

    init(warnings: WarningsOnce) { self.warnings = warnings }

    /// Writes `answers`, a line each, in their order.
    ///
    /// - Throws: `BrokenPipe`.
    func write(_ answers: [Answer]) throws {
        guard !answers.isEmpty else { return }
        var out: [UInt8] = []
        for answer in answers {
            out += answer.json
            out.append(UInt8(ascii: "\n"))
            if answer.failed { allSucceeded = false }
            for warning in answer.warnings { warnings.print(warning) }
        }
        try StandardOutput.write(out)
    }
}

/// One answer: its JSON line, whether it is an error, and warnings for stderr.
struct Answer: Sendable {
    /// The answer's line, without its newline, as UTF-8.
    var json: [UInt8]
    var failed: Bool
    var warnings: [String] = []

    /// The answer to request `line` that failed with `error`: `{"id": …, "line": N, "error": "…"}`
    /// (docs/jsonl.md), the id only when the request gave one.
    static func failure(_ error: any Error, id: JSONValue?, line: Int) -> Answer {
        let message: String
        switch error {
        case let error as RequestError: message = error.message
        case let error as UsageError: message = error.message
        case let error as RuntimeError: message = error.message
        default: message = "\(error)"
        }
        var members: [(String, JSON)] = []
        if let id { members.append(("id", id.json)) }
        members += [("line", .integer(line)), ("error", .string(message))]
        return Answer(json: JSON.object(members).bytes, failed: true)
    }
}

/// A window's answers, filled by the jobs in any order, read in input order.
final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var answers: [Answer?]

    init(count: Int) { answers = Array(repeating: nil, count: count) }

    /// The next line to answer, nil when all are taken.
    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < answers.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ index: Int, _ answer: Answer) {
        lock.lock()
        answers[index] = answer
        lock.unlock()
    }

    var all: [Answer] { answers.map { $0! } }

    /// What a job's `alongside` work threw, if it did.
    var failure: (any Error)? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return error
        }
        set {
            lock.lock()
            error = newValue
            lock.unlock()
        }
    }
    private var error: (any Error)?
}

/// Prints each distinct warning once (a substituted font named by a million requests is one line).
final class WarningsOnce {
    private var seen = Set<String>()
    private let quiet: Bool

    init(quiet: Bool) { self.quiet = quiet }

    func print(_ warning: String) {
        guard !quiet, seen.insert(warning).inserted else { return }
        printError(warning)
    }
}

/// Answers one request line: the command line's options as defaults, the request's on top.
struct Responder: Sendable {
    var command: String
    var defaults: Arguments
    var limit: Int
    var outputDirectory: String?
    /// The batch's fonts, looked up once each.
    let fonts = FontTable()
    /// The options of the batch's measure requests, read once each.
    let settings = RequestSettings()

    init(command: String, defaults: Arguments, limit: Int, outputDirectory: String?) {
        self.command = command
        self.defaults = defaults
        self.limit = limit
        self.outputDirectory = outputDirectory
        keys = Dictionary(OptionTable.options(for: command).filter(\.inRequests).map { ($0.jsonKey, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The options a request may name, by JSON key.
    private let keys: [String: OptionSpec]

    /// Answers one line. Its label lays out without a layout cache: requests are independent,
    /// and keeping the last 2,048 layouts costs a batch time and memory for the rare repeat
    /// (the shared shaping cache already makes a repeated text cheap).
    func respond(to line: LineReader.Line) -> Answer {
        var id: JSONValue?
        do {
            if line.isTooLong {
                throw RequestError("the line is longer than --max-input allows")
            }
            guard String(validating: line.bytes, as: UTF8.self) != nil else { throw RequestError("the line is not valid UTF-8") }
            let value: JSONValue
            do {
                value = try JSONReader.parse(line.bytes)
            } catch let error as JSONSyntaxError {
                throw RequestError("invalid JSON at column \(error.column): \(error.message)")
            }
            guard case .object(let members) = value else {
                throw RequestError("expected a JSON object, got \(value.typeName)")
            }
            id = members.first { $0.0 == "id" }?.1
            // A measure request with the options of one met before reuses their reading.
            let memo = command == "measure" ? RequestSettings.key(members) : nil
            let kept = memo.flatMap { settings[$0.key] }
            var arguments: Arguments
            if let kept, let memo {
                arguments = kept.arguments
                arguments.set("text", memo.text)
            } else {
                arguments = try self.arguments(members)
            }
            guard let given = arguments.string("text") else {
                throw RequestError("no \"text\" (or \"markup\") in the request")
            }
            if given.utf8.count > limit {
                throw RequestError("the text is larger than --max-input (\(ByteCount.describe(limit)))")
            }
            var writer = JSONWriter(capacity: 1024)
            writer.beginObject()
            if let id {
                writer.key("id")
                writer.value(id.json)
            }
            let warnings: [String]
            if command == "render" {
                guard let output = arguments.string("output") else { throw RequestError("no \"output\" file in the request") }
                arguments.set("output", try JSONLines.confined(output, in: outputDirectory ?? "."))
                var setup = try LabelSetup(arguments, fonts: fonts)
                setup.label.layoutCache = nil
                let drawing = try DrawingSetup(arguments, setup: setup, defaultOutput: "", defaultPadding: 0)
                if let width = DrawingSetup.canvasWidth(arguments, options: drawing.options) { setup.width = width }
                let (layout, placement) = try RenderCommand.draw(setup, drawing)
                writer.key("output"); writer.string(output)
                writer.key("image")
                writer.beginObject()
                writer.key("width"); writer.integer(placement.pixelWidth)
                writer.key("height"); writer.integer(placement.pixelHeight)
                writer.key("format"); writer.string(drawing.options.format.rawValue)
                writer.endObject()
                MeasureCommand.writeMembers(layout, size: layout.sizeThatFits(scale: setup.label.resolvedScale),
                                            utf16: setup.label.laidOutUTF16, to: &writer)
                warnings = setup.warnings
            } else {
                let read = try kept?.settings ?? labelSettings(arguments, memo: memo?.key)
                let setup = try LabelSetup(TextSource(arguments, limit: limit), read)
                setup.label.layoutCache = nil
                try MeasureCommand.writeMeasurement(setup, arguments, to: &writer)
                warnings = setup.warnings
            }
            writer.endObject()
            return Answer(json: writer.bytes, failed: false, warnings: warnings)
        } catch {
            return Answer.failure(error, id: id, line: line.number)
        }
    }

    /// The label settings `arguments` give, read now and kept under `memo` for the requests
    /// with the same options that follow.
    private func labelSettings(_ arguments: Arguments, memo: RequestSettings.Key?) throws -> LabelSettings {
        let read = try LabelSettings(arguments, fonts: fonts)
        if let memo { settings.keep(RequestSettings.Entry(arguments: arguments, settings: read), for: memo) }
        return read
    }

    /// The command line's options with the request's members on top.
    private func arguments(_ members: [(String, JSONValue)]) throws -> Arguments {
        var arguments = defaults
        var seen = Set<String>()
        for (key, value) in members where key != "id" {
            guard seen.insert(key).inserted else { throw RequestError("\"\(key)\" is given twice") }
            if key == "text" || key == "markup" {
                switch value {
                case .string(let text):
                    guard !(key == "markup" && seen.contains("text")) && !(key == "text" && seen.contains("markup") && arguments.flag("markup")) else {
                        throw RequestError("\"text\" and \"markup\" cannot both be texts: give one")
                    }
                    arguments.set("text", text)
                    if key == "markup" { arguments.setFlag("markup", true) }
                case .bool(let on) where key == "markup":
                    arguments.setFlag("markup", on)
                default:
                    throw RequestError("\"\(key)\": expected a string, got \(value.typeName)")
                }
                continue
            }
            guard let spec = keys[key] else {
                if OptionTable.all.contains(where: { $0.jsonKey == key }) {
                    throw RequestError("\"\(key)\" cannot be given in a request to \(command) (see docs/jsonl.md)")
                }
                // fontSize, lineSpacing: another tool's name, written as a key.
                let dashed = key.reduce(into: "") { name, c in name += c.isUppercase ? "-" + c.lowercased() : String(c) }
                if let ours = Arguments.synonyms[dashed], let spec = keys.values.first(where: { $0.name == ours }) {
                    throw RequestError("unknown option \"\(key)\"; did you mean \"\(spec.jsonKey)\"?")
                }
                let nearest = keys.keys.min { editDistance($0, key) < editDistance($1, key) }
                if let nearest, editDistance(nearest, key) <= max(1, min(nearest.count, key.count) / 3) {
                    throw RequestError("unknown option \"\(key)\"; did you mean \"\(nearest)\"?")
                }
                throw RequestError("unknown option \"\(key)\"")
            }
            if spec.kind == .flag {
                guard case .bool(let on) = value else { throw RequestError("\"\(key)\": expected true or false, got \(value.typeName)") }
                arguments.setFlag(spec.name, on)
                continue
            }
            switch value {
            case .string(let text): arguments.set(spec.name, text)
            case .number(let text): arguments.set(spec.name, text)
            case .null: arguments.set(spec.name, nil)
            case .array(let items) where spec.kind == .list:
                let parts = try items.map { item -> String in
                    switch item {
                    case .number(let text), .string(let text): return text
                    default: throw RequestError("\"\(key)\": expected numbers or strings in the list, got \(item.typeName)")
                    }
                }
                arguments.set(spec.name, parts.joined(separator: ","))
            default:
                throw RequestError("\"\(key)\": expected a \(spec.kind == .list ? "list, string" : "string or number"), got \(value.typeName)")
            }
        }
        return arguments
    }
}

/// A request's own mistake (the line's "error").
struct RequestError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

extension JSONLines {
    /// `relative` inside `directory`: an absolute path, a `..` component or a symbolic link on
    /// the way is refused, so no request writes outside `--output-dir`.
    static func confined(_ relative: String, in directory: String) throws -> String {
        guard !relative.isEmpty else { throw RequestError("\"output\": expected a file name, got ''") }
        guard !relative.hasPrefix("/") else {
            throw RequestError("\"output\": '\(relative)' is an absolute path; give a path inside --output-dir")
        }
        let parts = relative.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.contains("..") else {
            throw RequestError("\"output\": '\(relative)' leaves --output-dir ('..')")
        }
        var path = directory
        for part in parts {
            path += "/" + part
            var status = stat()
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
                throw RequestError("\"output\": '\(relative)' goes through a symbolic link ('\(part)'), which could leave --output-dir")
            }
        }
        return directory + "/" + relative
    }
}
