// `linespace compose SCENE.json`: draws a card described as JSON (docs/scene.md), or one card
// per JSON Lines request.
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LineSpaceText

enum ComposeCommand {
    static let help = """
    USAGE: linespace compose SCENE.json [options]
           linespace compose SCENE.json --jsonl [FILE | -] [--output-dir DIR]

    Draws the card SCENE.json describes (docs/scene.md: canvas, background, texts, images,
    rectangles, each placed at a point or below / right of the one before) to PNG, SVG or PDF.
    {name} placeholders in its strings take --set values, then the scene's own "values".
    With --jsonl, each line of FILE (or standard input) is one card:
    {"output": "cards/1.png", "values": {"title": "…"}, "id": …}; the answers are JSON lines
    in order, an error naming its line. --max-pixels also refuses input images with more
    pixels. A card that fails writes nothing.

    OPTIONS:
    \(OptionTable.help(for: "compose"))
    """

    static func run(_ arguments: Arguments) throws {
        guard let scenePath = arguments.operands.first else {
            throw UsageError(message: "missing the scene file (linespace compose SCENE.json)")
        }
        let maximumPixels = try self.maximumPixels(arguments)
        let scene = try load(scenePath, maximumPixels: maximumPixels)
        var values: [String: String] = [:]
        for pair in arguments.allValues["set"] ?? [] {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw UsageError(message: "--set: expected NAME=VALUE, got '\(pair)'")
            }
            values[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        var format: RenderFormat?
        if let chosen = try arguments.choice("format", ["png": RenderFormat.png, "svg": .svg, "pdf": .pdf]) { format = chosen }
        if arguments.flag("jsonl") {
            if arguments.has("output") { throw UsageError(message: "--output cannot be used with --jsonl: each line gives its own \"output\"") }
            guard arguments.operands.count <= 2 else {
                throw UsageError(message: "unexpected argument '\(arguments.operands[2])': --jsonl reads one file (or - for standard input)")
            }
            let batch = ComposeBatch(scene: scene, values: values, format: format, maximumPixels: maximumPixels,
                                     outputDirectory: try outputDirectory(arguments))
            guard try batch.run(input: arguments.operands.count == 2 ? arguments.operands[1] : "-", jobs: try jobs(arguments)) else {
                throw BatchFailed()
            }
            return
        }
        guard arguments.operands.count == 1 else {
            throw UsageError(message: "unexpected argument '\(arguments.operands[1])' (see linespace compose --help)")
        }
        let output = arguments.string("output") ?? "card.png"
        guard !output.isEmpty else { throw UsageError(message: "-o: expected a file path, got ''") }
        if format == nil, output != "-", RenderFormat(path: output) == nil, !DrawingSetup.isStream(output) {
            throw UsageError(message: "-o: cannot tell the format of '\(output)' (use .png, .svg, .pdf or --format)")
        }
        let card = try draw(scene, values: values, format: format ?? (output == "-" ? .png : nil), maximumPixels: maximumPixels, to: output)
        if output != "-" && !arguments.flag("quiet") {
            try StandardOutput.printLine(TerminalText.escaped(
                "wrote \(output) (\(card.width)×\(card.height) \(card.format == .pdf ? "pt" : "px"))"))
        }
    }

    /// The scene file, parsed.
    ///
    /// - Throws: `RuntimeError` for an unreadable file or a document that is not a scene.
    static func load(_ path: String, maximumPixels: Int) throws -> Scene {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw RuntimeError(message: "cannot read \(path): \(FileManager.default.fileExists(atPath: path) ? "not a readable file" : "no such file")")
        }
        do {
            let directory = directory(of: path)
            return try Scene(json: data, directory: directory, maximumImagePixels: maximumPixels)
        } catch {
            throw RuntimeError(message: "\(path): \(error)")
        }
    }

    /// What was drawn: pixel size and format.
    struct Card: Sendable {
        var width: Int
        var height: Int
        var format: RenderFormat
    }

    /// Draws one card and writes it atomically (to standard output for `-`): a failure writes
    /// nothing.
    ///
    /// - Throws: `RuntimeError` naming the JSON path or the write error.
    static func draw(_ scene: Scene, values: [String: String], format: RenderFormat?, maximumPixels: Int, to output: String) throws -> Card {
        var options = scene.renderOptions
        options.maximumPixels = maximumPixels
        if let format { options.format = format }
        do {
            let composition = try scene.composition(values: values)
            let renderer = Renderer(options: options)
            let resolved = format ?? RenderFormat(path: output) ?? .png
            if output == "-" {
                try StandardOutput.write([UInt8](try renderer.render(composition)))
            } else {
                try renderer.write(composition, to: output)
            }
            let scale = options.scale  // in range: Scene checks it
            func pixels(_ points: CGFloat) -> Int { Int((Double(points) * scale - 1e-6).rounded(.up)) }
            return Card(width: pixels(composition.size.width), height: pixels(composition.size.height), format: resolved)
        } catch let error as BrokenPipe {
            throw error
        } catch {
            throw RuntimeError(message: "\(error)")
        }
    }

    /// The directory part of `path`, where the scene's relative image paths start.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func maximumPixels(_ arguments: Arguments) throws -> Int {
        guard let text = arguments.string("max-pixels") else { return RenderOptions.defaultMaximumPixels }
        guard let value = Int(text), value > 0 else { throw UsageError(message: "--max-pixels: expected a whole number > 0, got '\(text)'") }
        return value
    }

    private static func jobs(_ arguments: Arguments) throws -> Int {
        guard let text = arguments.string("jobs") else { return max(1, ProcessInfo.processInfo.activeProcessorCount) }
        guard let value = Int(text), value >= 1, value <= 1024 else {
            throw UsageError(message: "--jobs: expected a whole number from 1 to 1024, got '\(text)'")
        }
        return value
    }

    private static func outputDirectory(_ arguments: Arguments) throws -> String {
        let directory = arguments.string("output-dir") ?? "."
        guard !directory.isEmpty else { throw UsageError(message: "--output-dir: expected a directory, got ''") }
        var status = stat()
        guard stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw RuntimeError(message: "--output-dir \(directory) is not a directory")
        }
        return directory
    }
}

/// `compose --jsonl`: one card per request line, drawn in parallel windows, answered in order.
struct ComposeBatch: Sendable {
    var scene: Scene
    var values: [String: String]
    var format: RenderFormat?
    var maximumPixels: Int
    var outputDirectory: String

    /// - Returns: whether every line made its card.
    func run(input: String, jobs: Int) throws -> Bool {
        let reader = try LineReader(path: input, maximumLength: 64 << 20)
        var allSucceeded = true
        let jobPool = BatchJobs(count: jobs)
        while true {
            var window: [LineReader.Line] = []
            while window.count < JSONLines.linesPerJob * jobs, let line = try reader.next() {
                if !line.isBlank { window.append(line) }
            }
            if window.isEmpty { break }
            var out: [UInt8] = []
            for answer in try jobPool.answer(window, respond(to:)) {
                out += answer.json
                out.append(UInt8(ascii: "\n"))
                if answer.failed { allSucceeded = false }
            }
            try StandardOutput.write(out)
        }
        return allSucceeded
    }

    /// One request: `{"output": "…", "values": {…}, "id": …}`.
    func respond(to line: LineReader.Line) -> Answer {
        var id: JSONValue?
        do {
            guard !line.isTooLong else { throw RequestError("the line is longer than 64 MiB") }
            let value: JSONValue
            do {
                value = try JSONReader.parse(line.bytes)
            } catch let error as JSONSyntaxError {
                throw RequestError("invalid JSON at column \(error.column): \(error.message)")
            }
            guard case .object(let members) = value else { throw RequestError("expected a JSON object, got \(value.typeName)") }
            id = members.first { $0.0 == "id" }?.1
            var output: String?
            var values = self.values
            for (key, member) in members {
                switch key {
                case "id": continue
                case "output":
                    guard case .string(let text) = member else { throw RequestError("\"output\": expected a string, got \(member.typeName)") }
                    output = text
                case "values":
                    guard case .object(let pairs) = member else { throw RequestError("\"values\": expected an object, got \(member.typeName)") }
                    for (name, given) in pairs {
                        guard case .string(let text) = given else {
                            throw RequestError("\"values\".\(name): expected a string, got \(given.typeName)")
                        }
                        values[name] = text
                    }
                default:
                    throw RequestError("unknown key \"\(key)\" (expected output, values, id)")
                }
            }
            guard let output else { throw RequestError("no \"output\" file in the request") }
            let path = try JSONLines.confined(output, in: outputDirectory)
            if format == nil, RenderFormat(path: output) == nil {
                throw RequestError("\"output\": cannot tell the format of '\(output)' (use .png, .svg, .pdf or --format)")
            }
            let card = try ComposeCommand.draw(scene, values: values, format: format, maximumPixels: maximumPixels, to: path)
            var answer: [(String, JSON)] = []
            if let id { answer.append(("id", id.json)) }
            answer.append(("output", .string(output)))
            answer.append(("image", .object([
                ("width", .integer(card.width)), ("height", .integer(card.height)), ("format", .string(card.format.rawValue)),
            ])))
            return Answer(json: JSON.object(answer).bytes, failed: false)
        } catch {
            return Answer.failure(error, id: id, line: line.number)
        }
    }
}
