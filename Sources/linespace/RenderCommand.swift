// `linespace render`: draws the label to PNG, SVG or PDF.
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LineSpaceText

/// Options `render` and `sheet` share on top of the label's.
struct DrawingSetup {
    var options: RenderOptions
    var output: String

    /// - Throws: `UsageError` for a bad value.
    init(_ arguments: Arguments, setup: LabelSetup, defaultOutput: String, defaultPadding: Double) throws {
        output = arguments.string("output") ?? defaultOutput
        guard !output.isEmpty else { throw UsageError(message: "-o: expected a file path, got ''") }
        let format: RenderFormat
        if let chosen = try arguments.choice("format", ["png": RenderFormat.png, "svg": .svg, "pdf": .pdf]) {
            // A PDF named a.svg is a file every program opens wrongly.
            if output != "-", let named = DrawingSetup.formatNamed(by: output), named != chosen.rawValue {
                throw UsageError(message: "--format \(chosen.rawValue) contradicts the output name '\(output)' (a .\(named) file); rename the output or drop --format")
            }
            format = chosen
        } else if output == "-" || DrawingSetup.isStream(output) {
            format = .png
        } else if let fromPath = RenderFormat(path: output) {
            format = fromPath
        } else {
            throw UsageError(message: "-o: cannot tell the format of '\(output)' (use .png, .svg, .pdf or --format)")
        }
        if let color = try arguments.color("color") { setup.label.textColor = color }
        let maximumPixels: Int
        if let text = arguments.string("max-pixels") {
            guard let value = Int(text), value > 0 else {
                throw UsageError(message: "--max-pixels: expected a whole number > 0, got '\(text)'")
            }
            maximumPixels = value
        } else {
            maximumPixels = RenderOptions.defaultMaximumPixels
        }
        let padding = try arguments.nonNegative("padding")
        if let padding, padding > ParagraphStyle.maximumLength {
            throw UsageError(message: "--padding: expected a finite number >= 0 and <= \(Int(ParagraphStyle.maximumLength)), got '\(arguments.string("padding")!)'")
        }
        options = RenderOptions(
            format: format,
            scale: Double(setup.label.resolvedScale),
            padding: padding ?? defaultPadding,
            background: try arguments.color("background") ?? .white,
            boxHeight: setup.height.isFinite ? Double(setup.height) : nil,
            verticalAlignment: try arguments.choice("valign", ["top": .top, "center": .center, "bottom": .bottom]) ?? .center,
            guides: arguments.flag("guides"),
            fitsInk: padding == nil,
            maximumPixels: maximumPixels)
        options.baselineAdjustment = try arguments.choice(
            "baseline-adjustment", ["baselines": .alignBaselines, "centers": .alignCenters, "none": .none]) ?? .alignBaselines
        if let text = arguments.string("canvas") {
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0.trimmingBlanks()) }
            guard parts.count == 2, let width = parts[0], let height = parts[1], width > 0, height > 0, width <= 32767, height <= 32767 else {
                throw UsageError(message: "--canvas: expected WxH, two numbers from 1 to 32767 (e.g. 1200x630), got '\(text)'")
            }
            options.canvasSize = CGSize(width: width, height: height)
        }
        if let text = arguments.string("origin") {
            guard options.canvasSize != nil else { throw UsageError(message: "--origin needs --canvas") }
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingBlanks()) }
            guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
                throw UsageError(message: "--origin: expected X,Y in points (e.g. 80,120), got '\(text)'")
            }
            options.origin = CGPoint(x: x, y: y)
        }
    }

    /// With `--canvas` and no `--width`: the width from the text box's left edge to the
    /// padding before the canvas's right edge.
    static func canvasWidth(_ arguments: Arguments, options: RenderOptions) -> CGFloat? {
        guard let canvas = options.canvasSize, !arguments.has("width") else { return nil }
        let left = options.origin.map { Double($0.x) } ?? options.padding
        return max(1, canvas.width - left - options.padding)
    }

    /// The image or document format a path's extension names (`png`, `svg`, `pdf`, `jpg`, …),
    /// nil for no extension or one that names no such format (`label.out`).
    static func formatNamed(by path: String) -> String? {
        if let format = RenderFormat(path: path) { return format.rawValue }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...].lowercased()
        let others = ["jpg", "jpeg", "gif", "webp", "tif", "tiff", "bmp", "eps", "ps", "avif", "heic", "ico"]
        return others.contains(ext) ? ext : nil
    }

    /// Whether `path` is a FIFO or a character device (`/dev/stdout`, `/dev/null`): a stream
    /// without a file name extension, written PNG unless `--format` says otherwise.
    static func isStream(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        return status.st_mode & S_IFMT == S_IFIFO || status.st_mode & S_IFMT == S_IFCHR
    }

    /// Writes `data` to the output: to standard output for `-`, else as `Renderer.write`
    /// does (atomically to a file, directly to a FIFO or device).
    ///
    /// - Throws: `RuntimeError` (exit 1) for any write error.
    func write(_ data: Data) throws {
        if output == "-" {
            try StandardOutput.write([UInt8](data))
            return
        }
        do {
            try Renderer.write(data, to: output)
        } catch {
            throw RuntimeError(message: "\(error)")
        }
    }
}

enum RenderCommand {
    static let help = """
    USAGE: linespace render [options] [TEXT | -]

    Draws the text to PNG, SVG or PDF. The text: TEXT, --text, --text-file or standard input
    (- or a pipe); --sample, or no text on a terminal, lays out the sample sentence (Traditional
    Chinese, locale zh-Hant). Defaults: Noto Sans CJK TC 17 pt, lineSpace 10, width 300,
    unlimited lines, to label.png. The image is the text's size
    rounded up to the pixel grid, times --scale, plus the padding (or the --height box).

    OPTIONS:
    \(OptionTable.help(for: "render"))
    """

    static func run(_ arguments: Arguments) throws {
        if arguments.flag("jsonl") {
            guard try JSONLines.run(command: "render", arguments: arguments) else { throw BatchFailed() }
            return
        }
        var setup = try LabelSetup(arguments)
        let drawing = try DrawingSetup(arguments, setup: setup, defaultOutput: "label.png", defaultPadding: 0)
        if let width = DrawingSetup.canvasWidth(arguments, options: drawing.options) { setup.width = width }
        if !arguments.flag("quiet") { setup.warnings.forEach(printError) }
        let (layout, placement) = try draw(setup, drawing)
        if drawing.output != "-" && !arguments.flag("quiet") {
            let unit = drawing.options.format == .png ? "px" : drawing.options.format == .svg ? "px" : "pt"
            let lines = layout.lines.count
            try StandardOutput.printLine(TerminalText.escaped(
                "wrote \(drawing.output) (\(placement.pixelWidth)×\(placement.pixelHeight) \(unit), \(lines) line\(lines == 1 ? "" : "s")\(layout.isTruncated ? ", truncated" : ""))"))
        }
    }

    /// Lays the label out, draws it and writes the output.
    ///
    /// - Throws: `RuntimeError` (exit 1) for a canvas too large or a write error.
    static func draw(_ setup: LabelSetup, _ drawing: DrawingSetup) throws -> (TextLayout, Renderer.Placement) {
        let renderer = Renderer(options: drawing.options)
        let layout: TextLayout
        let data: Data
        let placement: Renderer.Placement
        do {
            // No taller than the largest canvas: too tall a text is refused, not laid out whole.
            layout = try setup.label.layoutForRendering(width: setup.width, height: setup.height, options: drawing.options)
            placement = try renderer.placement(for: layout)
            data = try renderer.render(layout, text: setup.label.styledText())
        } catch {
            throw RuntimeError(message: "\(error)")
        }
        try drawing.write(data)
        return (layout, placement)
    }
}
