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
            var writer = JSONWriter()
            writer.beginObject()
            try writeMeasurement(setup, arguments, to: &writer)
            writer.endObject()
            try StandardOutput.write(writer.bytes + [UInt8(ascii: "\n")])
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

    /// The members of the JSON object `--json` prints: one layout's, or with `--widths`
    /// `"layouts":[{"width",…}]`, the text prepared once (the label keeps its measured
    /// paragraphs between widths).
    static func writeMeasurement(_ setup: LabelSetup, _ arguments: Arguments, to writer: inout JSONWriter) throws {
        let glyphs = arguments.flag("glyphs")
        let scale = setup.label.resolvedScale
        // Glyph runs only when printed: a line without them takes a fraction of the memory.
        guard let widths = try LabelSetup.widths(arguments) else {
            let layout = setup.label.layout(width: setup.width, height: setup.height, includesGlyphs: glyphs)
            writeMembers(layout, size: layout.sizeThatFits(scale: scale), utf16: setup.label.laidOutUTF16, glyphs: glyphs, to: &writer)
            return
        }
        let utf16 = setup.label.laidOutUTF16
        writer.key("layouts")
        writer.beginArray()
        for width in widths {
            let layout = setup.label.layout(width: width, height: setup.height, includesGlyphs: glyphs)
            writer.beginObject()
            writer.key("width")
            writer.number(Double(width))
            writeMembers(layout, size: layout.sizeThatFits(scale: scale), utf16: utf16, glyphs: glyphs, to: &writer)
            writer.endObject()
        }
        writer.endArray()
    }

    /// The members of one layout's JSON object, keys in the documented order.
    static func writeMembers(_ layout: TextLayout, size: CGSize, utf16: [UInt16], glyphs: Bool = false,
                             to writer: inout JSONWriter) {
        writer.key("size")
        writer.beginObject()
        writer.key("width"); writer.number(size.width)
        writer.key("height"); writer.number(size.height)
        writer.endObject()
        writer.key("truncated"); writer.bool(layout.isTruncated)
        writer.key("lines")
        writer.beginArray()
        var fontIndex: [Font: Int] = [:]
        if glyphs {
            for (index, font) in layout.fonts.enumerated() where fontIndex[font] == nil { fontIndex[font] = index }
        }
        for line in layout.lines {
            writer.beginObject()
            writer.key("range"); writeRange(line.range, to: &writer)
            if line.ranges.count > 1 {
                writer.key("ranges")
                writer.beginArray()
                for range in line.ranges { writeRange(range, to: &writer) }
                writer.endArray()
            }
            writer.key("text"); writer.string(pieces: line.ranges, of: utf16, insert: "…", at: line.ellipsisIndex)
            writer.key("rect")
            writer.beginObject()
            writer.key("x"); writer.number(line.rect.minX)
            writer.key("y"); writer.number(line.rect.minY)
            writer.key("width"); writer.number(line.rect.width)
            writer.key("height"); writer.number(line.rect.height)
            writer.endObject()
            writer.key("baseline"); writer.number(line.baseline)
            if glyphs {
                writer.key("glyphs")
                writeGlyphs(line, fontIndex: fontIndex, to: &writer)
            }
            writer.endObject()
        }
        writer.endArray()
        writer.key("fonts")
        writer.beginArray()
        for font in layout.fonts {
            writer.beginObject()
            writer.key("family"); writer.string(font.resolvedFamily)
            writer.key("file"); writer.string(font.file)
            writer.key("index"); writer.integer(font.faceIndex)
            writer.key("size"); writer.number(font.size)
            writer.key("ascender"); writer.number(font.ascender)
            writer.key("descender"); writer.number(font.descender)
            writer.key("lineGap"); writer.number(font.lineGap)
            writer.key("syntheticSlant"); writer.number(font.syntheticSlant)
            writer.endObject()
        }
        writer.endArray()
        writer.key("fontScale"); writer.number(Double(layout.fontScale))
    }

    private static func writeRange(_ range: NSRange, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("location"); writer.integer(range.location)
        writer.key("length"); writer.integer(range.length)
        writer.endObject()
    }

    /// A line's glyphs, left to right, as `--glyphs` documents them.
    static func writeGlyphs(_ line: TextLayout.Line, fontIndex: [Font: Int], to writer: inout JSONWriter) {
        writer.beginArray()
        for run in line.glyphRuns {
            let font = fontIndex[run.font] ?? -1
            for i in run.glyphs.indices {
                writer.beginObject()
                writer.key("glyph"); writer.integer(Int(run.glyphs[i]))
                writer.key("cluster"); writer.integer(i < run.clusters.count ? run.clusters[i] : run.range.location)
                writer.key("x"); writer.number(run.positions[i].x)
                writer.key("y"); writer.number(run.positions[i].y)
                writer.key("advance"); writer.number(run.advances[i])
                writer.key("font"); writer.integer(font)
                if run.isEllipsis { writer.key("ellipsis"); writer.bool(true) }
                writer.endObject()
            }
        }
        writer.endArray()
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

extension Label {
    /// The UTF-16 units the label's layouts index: its styled text's, which a layout has made
    /// and kept (the text's own units when there is no font).
    var laidOutUTF16: [UInt16] { styledText()?.utf16 ?? Array((text ?? "").utf16) }
}
