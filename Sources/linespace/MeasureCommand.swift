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
            // Written as lines are made, a piece at a time: the output is never held whole.
            var writer = JSONWriter(capacity: MeasureCommand.outputPiece + (4 << 10))
            writer.beginObject()
            try writeMeasurement(setup, arguments, to: &writer) { writer in
                if writer.count >= MeasureCommand.outputPiece { try writer.drain(into: StandardOutput.write) }
            }
            writer.endObject()
            try writer.drain { try StandardOutput.write($0 + [UInt8(ascii: "\n")]) }
            return
        }
        let widths = try LabelSetup.widths(arguments)
        // Lines' text is cut from the string by UTF-16 offsets: a long text's units are not copied.
        let text = UTF16Offsets(setup.label.text ?? "")
        var out = SummaryOutput()
        for (index, width) in (widths ?? [setup.width]).enumerated() {
            var layout = setup.label.streamedLayout(width: width, height: setup.height, includesGlyphs: false)
            if index > 0 { out.append("\n") }
            try summary(&layout, scale: setup.label.resolvedScale, width: widths == nil ? nil : width, text: text, to: &out)
        }
        out.append("\n")
        try out.flush()
    }

    /// How many bytes of output are gathered before they are written.
    static let outputPiece = 64 << 10

    /// The members of the JSON object `--json` prints: one layout's, or with `--widths`
    /// `"layouts":[{"width",…}]`, the text prepared once (the label keeps its measured
    /// paragraphs between widths). `lineWritten` is called after each line (to drain `writer`).
    static func writeMeasurement(
        _ setup: LabelSetup, _ arguments: Arguments, to writer: inout JSONWriter,
        lineWritten: (inout JSONWriter) throws -> Void = { _ in }
    ) throws {
        let glyphs = arguments.flag("glyphs")
        let scale = setup.label.resolvedScale
        // Glyph runs only when printed: a line without them takes a fraction of the memory.
        guard let widths = try LabelSetup.widths(arguments) else {
            var layout = setup.label.streamedLayout(width: setup.width, height: setup.height, includesGlyphs: glyphs)
            try writeMembers(&layout, size: layout.sizeThatFits(scale: scale), utf16: setup.label.laidOutUTF16, glyphs: glyphs,
                             to: &writer, lineWritten: lineWritten)
            return
        }
        let utf16 = setup.label.laidOutUTF16
        writer.key("layouts")
        writer.beginArray()
        for width in widths {
            var layout = setup.label.streamedLayout(width: width, height: setup.height, includesGlyphs: glyphs)
            writer.beginObject()
            writer.key("width")
            writer.number(Double(width))
            try writeMembers(&layout, size: layout.sizeThatFits(scale: scale), utf16: utf16, glyphs: glyphs,
                             to: &writer, lineWritten: lineWritten)
            writer.endObject()
        }
        writer.endArray()
    }

    /// The members of one layout's JSON object, keys in the documented order.
    static func writeMembers(_ layout: TextLayout, size: CGSize, utf16: [UInt16], glyphs: Bool = false,
                             to writer: inout JSONWriter) {
        var stream = StreamedLayout(layout)
        writeMembers(&stream, size: size, utf16: utf16, glyphs: glyphs, to: &writer, lineWritten: { _ in })
    }

    /// The members of one layout's JSON object, keys in the documented order, each line
    /// written as `layout` builds it: the size and truncation come first, the fonts after the
    /// lines, and a glyph's font index is its font's place among the fonts of the lines so far,
    /// which is its place in the whole layout's. `lineWritten` is called after each line.
    static func writeMembers(
        _ layout: inout StreamedLayout, size: CGSize, utf16: [UInt16], glyphs: Bool = false, to writer: inout JSONWriter,
        lineWritten: (inout JSONWriter) throws -> Void
    ) rethrows {
        writer.key("size")
        writer.beginObject()
        writer.key("width"); writer.number(size.width)
        writer.key("height"); writer.number(size.height)
        writer.endObject()
        writer.key("truncated"); writer.bool(layout.isTruncated)
        writer.key("lines")
        writer.beginArray()
        var fontIndex = FontIndex()
        while let line = layout.nextLine() {
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
                fontIndex.note(layout.fonts)
                writer.key("glyphs")
                writeGlyphs(line, fontIndex: fontIndex.indices, to: &writer)
            }
            writer.endObject()
            try lineWritten(&writer)
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

    /// Each font's index: its first place in a list of fonts that only grows.
    private struct FontIndex {
        private(set) var indices: [Font: Int] = [:]
        private var seen = 0

        /// Indexes the fonts of `list` past those seen.
        mutating func note(_ list: [Font]) {
            while seen < list.count {
                if indices[list[seen]] == nil { indices[list[seen]] = seen }
                seen += 1
            }
        }
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

    /// The text a line shows: its source pieces (each range's text given by `piece`), with `…`
    /// where the layout put an ellipsis.
    static func text(of line: TextLayout.Line, piece: (NSRange) -> String) -> String {
        var pieces = line.ranges.map(piece)
        if let index = line.ellipsisIndex { pieces.insert("…", at: min(index, pieces.count)) }
        return pieces.joined()
    }

    /// A width as the summary's heading gives it: as numbers elsewhere in the summary
    /// (`JSON.format`, 6 decimals), except one that form cannot show, in Swift's shortest
    /// exponent form: 10¹⁶ and more (which lays out as 10⁶ pt) as `1e+308`, not 309 digits, and
    /// a positive width below 10⁻⁶ as `5e-324`, not `0`.
    static func widthHeading(_ width: CGFloat) -> String {
        let value = Double(width)
        let magnitude = value.magnitude
        return value.isFinite && (magnitude >= 1e16 || magnitude > 0 && magnitude < 1e-6) ? "\(value)" : JSON.format(value)
    }

    /// A few lines for people, each line of the layout written as it is made; text, family
    /// names and paths with their control characters escaped (`TerminalText`), so a text cannot
    /// drive the terminal it is shown on. With `width` (`--widths`), the first line says it.
    static func summary(
        _ layout: inout StreamedLayout, scale: CGFloat, width: CGFloat?, text: UTF16Offsets, to out: inout SummaryOutput
    ) throws {
        let f = JSON.format
        let size = layout.sizeThatFits(scale: scale)
        let count = layout.lineCount
        let head = "\(count) line\(count == 1 ? "" : "s"), size \(f(size.width)) × \(f(size.height)) pt"
            + " (used \(f(layout.size.width)) × \(f(layout.size.height)))" + (layout.isTruncated ? ", truncated" : "")
        out.append((width.map { "width \(widthHeading($0)): " } ?? "") + TerminalText.escaped(head))
        var i = 0
        while let line = layout.nextLine() {
            i += 1
            out.append(line, number: i, text: text)
            try out.flushIfLarge()
        }
        for font in layout.fonts {
            out.append(
                "\n" + TerminalText.escaped(
                    "  font: \(font.resolvedFamily) \(f(font.size)) pt, \(font.file)#\(font.faceIndex):"
                        + " ascender \(f(font.ascender)), descender \(f(font.descender)), line gap \(f(font.lineGap))"
                        + (font.syntheticSlant != 0 ? ", synthetic oblique \(f(font.syntheticSlant))" : "")))
        }
    }
}

/// A string read by UTF-16 offsets (a layout's ranges) without a copy of its units.
struct UTF16Offsets {
    let string: String
    /// The string's length in UTF-16 units, counted once.
    let count: Int

    init(_ string: String) {
        self.string = string
        count = string.utf16.count
    }

    /// The text of `range`, clamped to the string: the same as decoding those units.
    ///
    /// - Complexity: O(the range's length) for ASCII; else the string's index look-up for
    ///   the range's start (amortized by the string's own breadcrumbs) plus its length.
    func piece(_ range: NSRange) -> String {
        let lower = max(0, min(range.location, count))
        let upper = max(lower, min(range.location + range.length, count))
        let units = string.utf16
        let start = units.index(units.startIndex, offsetBy: lower)
        let end = units.index(start, offsetBy: upper - lower)
        // A range cut inside a surrogate pair is decoded as the units would be.
        return String(units[start..<end]) ?? String(decoding: Array(units[start..<end]), as: UTF16.self)
    }
}

/// The summary's text, gathered and written to standard output in pieces.
struct SummaryOutput {
    private(set) var bytes: [UInt8] = []

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// A literal's bytes, copied whole.
    private mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A new line, then line `number` of a layout:
    /// `  3. [120+40] y 59.578125 h 19.789062 w 282.5 baseline 75.35791  text`, written as
    /// bytes (numbers as `JSON.format` gives them); only the text can hold what a terminal
    /// acts on, and it is escaped (`TerminalText`).
    mutating func append(_ line: TextLayout.Line, number: Int, text: UTF16Offsets) {
        append(literal: "\n  ")
        JSONWriter.appendInteger(number, to: &bytes)
        append(literal: ". [")
        for (index, range) in line.ranges.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONWriter.appendInteger(range.location, to: &bytes)
            bytes.append(UInt8(ascii: "+"))
            JSONWriter.appendInteger(range.length, to: &bytes)
        }
        append(literal: "] y ")
        appendNumber(line.rect.minY)
        append(literal: " h ")
        appendNumber(line.rect.height)
        append(literal: " w ")
        appendNumber(line.rect.width)
        append(literal: " baseline ")
        appendNumber(line.baseline)
        append(literal: "  ")
        if !line.ranges.isEmpty || line.ellipsisIndex != nil {
            bytes.append(contentsOf: TerminalText.escaped(MeasureCommand.text(of: line, piece: text.piece)).utf8)
        }
    }

    /// `value` as `JSON.format` writes it.
    private mutating func appendNumber(_ value: Double) {
        if value.isFinite {
            JSONWriter.appendNumber(value, to: &bytes)
        } else {
            bytes.append(contentsOf: JSON.format(value).utf8)
        }
    }

    /// Writes what is gathered once it is a piece's worth (`MeasureCommand.outputPiece`).
    mutating func flushIfLarge() throws {
        if bytes.count >= MeasureCommand.outputPiece { try flush() }
    }

    mutating func flush() throws {
        try StandardOutput.write(bytes)
        bytes.removeAll(keepingCapacity: true)
    }
}

extension Label {
    /// The UTF-16 units the label's layouts index: its styled text's, which a layout has made
    /// and kept (the text's own units when there is no font).
    var laidOutUTF16: [UInt16] { styledText()?.utf16 ?? Array((text ?? "").utf16) }
}
