// `linespace measure`: the layout's numbers, as a short summary or as JSON.
import Foundation
import LineSpaceText

enum MeasureCommand {
    static let help = """
    USAGE: linespace measure [options] [TEXT | -]

    Lays the text out and prints its size, lines and fonts. Sizes are points; ranges are UTF-16
    offsets. The size is rounded up to the pixel grid of --scale (UILabel.sizeThatFits); line
    rectangles and baselines are exact.

    OPTIONS:
    \(OptionTable.help(for: "measure"))
    """

    static func run(_ arguments: Arguments) throws {
        if arguments.flag("jsonl") {
            guard try JSONLines.run(command: "measure", arguments: arguments) else { throw BatchFailed() }
            return
        }
        let setup = try LabelSetup(arguments)
        if !arguments.flag("quiet") { setup.warnings.forEach(printError) }
        if arguments.flag("json") {
            try StandardOutput.printLine(try measurement(setup, arguments).text)
            return
        }
        let utf16 = Array((setup.label.text ?? "").utf16)
        var parts: [String] = []
        let widths = try LabelSetup.widths(arguments)
        for width in widths ?? [setup.width] {
            let layout = setup.label.layout(width: width, height: setup.height, includesGlyphs: false)
            let text = summary(layout, size: layout.sizeThatFits(scale: setup.label.resolvedScale), utf16: utf16)
            parts.append(widths == nil ? text : "width \(JSON.format(width)): " + text)
        }
        try StandardOutput.printLine(parts.joined(separator: "\n"))
    }

    /// The JSON `--json` prints: one layout, or with `--widths` `{"layouts":[{"width",…}]}`, the
    /// text prepared once (the label keeps its measured paragraphs between widths).
    static func measurement(_ setup: LabelSetup, _ arguments: Arguments) throws -> JSON {
        let glyphs = arguments.flag("glyphs")
        let utf16 = Array((setup.label.text ?? "").utf16)
        let scale = setup.label.resolvedScale
        // Glyph runs only when printed: a line without them takes a fraction of the memory.
        guard let widths = try LabelSetup.widths(arguments) else {
            let layout = setup.label.layout(width: setup.width, height: setup.height, includesGlyphs: glyphs)
            return json(layout, size: layout.sizeThatFits(scale: scale), utf16: utf16, glyphs: glyphs)
        }
        return .object([("layouts", .array(widths.map { width in
            let layout = setup.label.layout(width: width, height: setup.height, includesGlyphs: glyphs)
            return .object([("width", .number(Double(width)))]
                + json(layout, size: layout.sizeThatFits(scale: scale), utf16: utf16, glyphs: glyphs).members)
        }))])
    }

    /// The JSON document, keys in the documented order.
    static func json(_ layout: TextLayout, size: CGSize, utf16: [UInt16], glyphs: Bool = false) -> JSON {
        func range(_ range: NSRange) -> JSON {
            .object([("location", .integer(range.location)), ("length", .integer(range.length))])
        }
        var fontIndex: [Font: Int] = [:]
        for (index, font) in layout.fonts.enumerated() where fontIndex[font] == nil { fontIndex[font] = index }
        let lines: [JSON] = layout.lines.map { line in
            var members: [(String, JSON)] = [("range", range(line.range))]
            if line.ranges.count > 1 { members.append(("ranges", .array(line.ranges.map(range)))) }
            members += [
                ("text", .string(text(of: line, utf16: utf16))),
                ("rect", .object([
                    ("x", .number(line.rect.minX)), ("y", .number(line.rect.minY)),
                    ("width", .number(line.rect.width)), ("height", .number(line.rect.height)),
                ])),
                ("baseline", .number(line.baseline)),
            ]
            if glyphs { members.append(("glyphs", .array(glyphJSON(line, fontIndex: fontIndex)))) }
            return .object(members)
        }
        let fonts: [JSON] = layout.fonts.map { font in
            .object([
                ("family", .string(font.resolvedFamily)), ("file", .string(font.file)),
                ("index", .integer(font.faceIndex)), ("size", .number(font.size)),
                ("ascender", .number(font.ascender)), ("descender", .number(font.descender)),
                ("lineGap", .number(font.lineGap)), ("syntheticSlant", .number(font.syntheticSlant)),
            ])
        }
        return .object([
            ("size", .object([("width", .number(size.width)), ("height", .number(size.height))])),
            ("truncated", .bool(layout.isTruncated)),
            ("lines", .array(lines)),
            ("fonts", .array(fonts)),
            ("fontScale", .number(Double(layout.fontScale))),
        ])
    }

    /// A line's glyphs, left to right, as `--glyphs` documents them.
    static func glyphJSON(_ line: TextLayout.Line, fontIndex: [Font: Int]) -> [JSON] {
        var result: [JSON] = []
        for run in line.glyphRuns {
            let font = fontIndex[run.font] ?? -1
            for i in run.glyphs.indices {
                var members: [(String, JSON)] = [
                    ("glyph", .integer(Int(run.glyphs[i]))),
                    ("cluster", .integer(i < run.clusters.count ? run.clusters[i] : run.range.location)),
                    ("x", .number(run.positions[i].x)), ("y", .number(run.positions[i].y)),
                    ("advance", .number(run.advances[i])), ("font", .integer(font)),
                ]
                if run.isEllipsis { members.append(("ellipsis", .bool(true))) }
                result.append(.object(members))
            }
        }
        return result
    }

    /// The text a line shows: its source pieces, with `…` where the layout put an ellipsis.
    static func text(of line: TextLayout.Line, utf16: [UInt16]) -> String {
        func piece(_ range: NSRange) -> String {
            let lower = max(0, min(range.location, utf16.count))
            let upper = max(lower, min(range.location + range.length, utf16.count))
            return String(decoding: utf16[lower..<upper], as: UTF16.self)
        }
        var pieces = line.ranges.map(piece)
        if let index = line.ellipsisIndex { pieces.insert("…", at: min(index, pieces.count)) }
        return pieces.joined()
    }

    /// A few lines for people; text, family names and paths with their control characters
    /// escaped (`TerminalText`), so a text cannot drive the terminal it is shown on.
    static func summary(_ layout: TextLayout, size: CGSize, utf16: [UInt16]) -> String {
        let f = JSON.format
        var out: [String] = []
        let count = layout.lines.count
        out.append(
            "\(count) line\(count == 1 ? "" : "s"), size \(f(size.width)) × \(f(size.height)) pt"
                + " (used \(f(layout.size.width)) × \(f(layout.size.height)))"
                + (layout.isTruncated ? ", truncated" : ""))
        for (i, line) in layout.lines.enumerated() {
            let ranges = line.ranges.map { "\($0.location)+\($0.length)" }.joined(separator: ",")
            out.append(
                "  \(i + 1). [\(ranges)] y \(f(line.rect.minY)) h \(f(line.rect.height)) w \(f(line.rect.width))"
                    + " baseline \(f(line.baseline))  \(text(of: line, utf16: utf16))")
        }
        for font in layout.fonts {
            out.append(
                "  font: \(font.resolvedFamily) \(f(font.size)) pt, \(font.file)#\(font.faceIndex):"
                    + " ascender \(f(font.ascender)), descender \(f(font.descender)), line gap \(f(font.lineGap))"
                    + (font.syntheticSlant != 0 ? ", synthetic oblique \(f(font.syntheticSlant))" : ""))
        }
        return out.map(TerminalText.escaped).joined(separator: "\n")
    }
}
