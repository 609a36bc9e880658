// SVG and PDF output parse and hold the drawing; options, errors and atomic writes.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import LineSpaceText

@Suite("Rendering: formats, options and files")
struct RenderingFormatTests {
    /// Collects the elements and the root's attributes of an XML document.
    final class XMLCollector: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var rootAttributes: [String: String] = [:]
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if elements.isEmpty { rootAttributes = attributes }
            elements.append(name)
        }
    }

    @Test("SVG output is well-formed XML with the canvas size and glyphs")
    func svg() throws {
        let label = RenderingFixtures.sampleLabel()
        let layout = label.layout(width: 300)
        let data = try Renderer(options: RenderOptions(format: .svg, scale: 2, padding: 4, guides: true)).render(layout, text: label.styledText())
        #expect(data.count > 1000)
        let parser = XMLParser(data: data)
        let collector = XMLCollector()
        parser.delegate = collector
        #expect(parser.parse(), "SVG does not parse: \(String(describing: parser.parserError))")
        #expect(collector.elements.first == "svg")
        #expect(collector.rootAttributes["width"] == "594px")   // (289 + 2 × 4) × 2
        #expect(collector.rootAttributes["height"] == "204px")  // (94 + 2 × 4) × 2
        #expect(collector.elements.filter { $0 == "use" }.count == 41)  // one per glyph
        #expect(collector.elements.contains("path"))
    }

    /// A structural PDF check: header, trailer, and every xref entry pointing at its object.
    private func parsePDF(_ data: Data) throws -> (objects: Int, text: String) {
        let text = String(decoding: data, as: UTF8.self)  // binary streams decode lossily; offsets use bytes
        let bytes = [UInt8](data)
        #expect(text.hasPrefix("%PDF-1."))
        #expect(text.hasSuffix("%%EOF\n") || text.hasSuffix("%%EOF"))
        guard let startRange = text.range(of: "startxref", options: .backwards) else {
            Issue.record("no startxref")
            return (0, text)
        }
        let tail = text[startRange.upperBound...].split(whereSeparator: \.isNewline)
        let xrefOffset = try #require(Int(tail.first ?? ""))
        func string(at offset: Int, length: Int) -> String {
            String(decoding: bytes[offset..<min(bytes.count, offset + length)], as: UTF8.self)
        }
        #expect(string(at: xrefOffset, length: 4) == "xref")
        // "xref\n0 N\n" then N entries of 20 bytes: "oooooooooo ggggg n \n".
        let header = string(at: xrefOffset, length: 40).split(whereSeparator: \.isNewline)
        let counts = header[1].split(separator: " ")
        let first = try #require(Int(counts[0])), count = try #require(Int(counts[1]))
        var entryStart = xrefOffset + header[0].utf8.count + 1 + header[1].utf8.count + 1
        var objects = 0
        for number in first..<(first + count) {
            let entry = string(at: entryStart, length: 20)
            entryStart += 20
            guard entry.contains(" n") else { continue }
            let offset = try #require(Int(entry.prefix(10)))
            #expect(string(at: offset, length: 20).hasPrefix("\(number) 0 obj"), "xref entry \(number) -> \(offset)")
            objects += 1
        }
        return (objects, text)
    }

    @Test("PDF output is a well-formed PDF with one page of the canvas size")
    func pdf() throws {
        let label = RenderingFixtures.sampleLabel()
        let layout = label.layout(width: 300)
        let data = try Renderer(options: RenderOptions(format: .pdf, padding: 3)).render(layout, text: label.styledText())
        #expect(data.count > 1000)
        let (objects, text) = try parsePDF(data)
        #expect(objects > 5)
        #expect(text.contains("/Type /Page"))
        #expect(text.contains("/MediaBox [ 0 0 295 100 ]"))  // 289 + 6, 94 + 6
        #expect(text.contains("/FontFile"), "the font is embedded")
    }

    @Test("format from a file name")
    func formatFromPath() {
        #expect(RenderFormat(path: "label.png") == .png)
        #expect(RenderFormat(path: "out/a.b/label.SVG") == .svg)
        #expect(RenderFormat(path: "x.pdf") == .pdf)
        #expect(RenderFormat(path: "label") == nil)
        #expect(RenderFormat(path: ".png") == nil)
        #expect(RenderFormat(path: "a.jpeg") == nil)
    }

    @Test("bad scale, padding and box height throw RenderError.invalidOption")
    func badOptions() {
        let layout = RenderingFixtures.sampleLabel().layout(width: 300)
        for options in [
            RenderOptions(scale: 0), RenderOptions(scale: -2), RenderOptions(scale: .nan), RenderOptions(scale: .infinity),
            RenderOptions(padding: -1), RenderOptions(padding: .nan), RenderOptions(boxHeight: -5), RenderOptions(boxHeight: .infinity),
        ] {
            #expect(throws: RenderError.self) { try Renderer(options: options).render(layout) }
        }
        // Sizes are refused before Cairo allocates anything: past 32,767 pixels a side, or
        // past the pixel budget (289 + 2 × 20,000 = 40,289; at scale 4, (289 + 2 × 4,000) × 4 =
        // 33,156 wide; 94 + 2 × 2,000 = 4,094 tall at scale 2 → 8,188 × 8,578 = 70.2 M pixels).
        #expect(throws: RenderError.canvasTooLarge(width: 40_289, height: 40_094)) {
            try Renderer(options: RenderOptions(padding: 20_000)).render(layout)
        }
        #expect(throws: RenderError.canvasTooLarge(width: 33_156, height: 32_376)) {
            try Renderer(options: RenderOptions(scale: 4, padding: 4_000)).render(layout)
        }
        #expect(throws: RenderError.tooManyPixels(width: 8_578, height: 8_188, limit: 50_000_000)) {
            try Renderer(options: RenderOptions(scale: 2, padding: 2_000, maximumPixels: 50_000_000)).render(layout)
        }
    }

    @Test("empty text renders a 1 × 1 canvas (or just the padding)")
    func emptyText() throws {
        let layout = RenderingFixtures.sampleLabel("").layout(width: 300)
        var bitmap = try Bitmap(png: Renderer().render(layout))
        #expect((bitmap.width, bitmap.height) == (1, 1))
        bitmap = try Bitmap(png: Renderer(options: RenderOptions(scale: 2, padding: 5)).render(layout))
        #expect((bitmap.width, bitmap.height) == (20, 20))
    }

    @Test("Bitmap rejects bytes that are not a PNG")
    func notPNG() {
        #expect(throws: RenderError.invalidPNG) { try Bitmap(png: Data("GIF89a not a png".utf8)) }
        #expect(throws: RenderError.invalidPNG) { try Bitmap(png: Data()) }
    }

    @Test("guides: bands between lines, paragraph gaps split by the paragraph styles")
    func guidesGeometry() {
        let style = ParagraphStyle(paragraphSpacing: 7, paragraphSpacingBefore: 3)
        let label = RenderingFixtures.sampleLabel("如何讓你遇見我，在我最美麗的時刻。為這\n我已在佛前", lineSpace: 5, style: style)
        let layout = label.layout(width: 200)
        let guides = Guides(layout: layout, text: label.styledText(), width: 200)
        #expect(guides.lines.count == 2 * layout.lines.count)
        #expect(guides.lines.filter { $0.kind == .baseline }.map(\.rect.minY) == layout.lines.map(\.baseline))
        let kinds = guides.bands.map(\.kind)
        #expect(kinds == [.lineSpacing, .lineSpacing, .paragraphSpacing, .paragraphSpacingBefore])
        #expect(guides.bands.map { Double($0.rect.height) } == [5, 5, 7, 3])
        #expect(guides.bands.allSatisfy { $0.rect.minX == 0 && $0.rect.width == 200 })
        // Without the text's styles the whole paragraph gap counts as paragraph spacing.
        let bare = Guides(layout: layout, text: nil, width: 200)
        #expect(bare.bands.map(\.kind) == [.lineSpacing, .paragraphSpacing])
        #expect(bare.bands.count == 2 && abs(Double(bare.bands[1].rect.height) - 15) < 1e-9)
    }

    @Test("write(to:) is atomic: a failure leaves nothing, success leaves no temporary file")
    func atomicWrite() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ls-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let layout = RenderingFixtures.sampleLabel().layout(width: 300)
        let path = directory.appendingPathComponent("label.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))

        // A render that fails never touches the file.
        #expect(throws: RenderError.self) { try Renderer(options: RenderOptions(padding: 40_000)).write(layout, to: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("old".utf8))

        try Renderer().write(layout, to: path)
        let bitmap = try Bitmap(png: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect((bitmap.width, bitmap.height) == (289, 94))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["label.png"])

        // A directory that does not exist: an error naming the path, nothing created.
        let missing = directory.appendingPathComponent("no/such/dir/label.png").path
        #expect(throws: RenderError.self) { try Renderer().write(layout, to: missing) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["label.png"])
    }

    @Test("the temporary file goes in the target's directory, split at the byte /")
    func temporaryFileDirectory() {
        let cases: [(String, String, String)] = [
            ("label.png", ".", "label.png"), ("a/b.png", "a", "b.png"), ("/tmp/x.png", "/tmp", "x.png"),
            ("/x.png", "/", "x.png"), ("//x.png", "/", "x.png"), ("a//b.png", "a/", "b.png"),
            ("dir/", ".", "dir"), ("a/b.png//", "a", "b.png"), ("a/../b.png", "a/..", "b.png"),
            ("~/x.png", "~", "x.png"), (".x", ".", ".x"), ("é/ü.png", "é", "ü.png"),
            ("a/\u{301}b", "a", "\u{301}b"), ("a:b/c#d.png", "a:b", "c#d.png"), ("", ".", ""),
        ]
        for (path, directory, name) in cases {
            let split = AtomicFile.directoryAndName(of: path)
            #expect(split.directory == directory && split.name == name, "\(path)")
        }
    }

    @Test("a path through .. is written atomically in its own directory")
    func atomicWriteRelativePaths() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ls-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let layout = RenderingFixtures.sampleLabel().layout(width: 300)
        try Renderer().write(layout, to: directory.path + "/sub/../label.png")
        // A file name with a trailing slash: refused by rename(2), and no temporary file left.
        #expect(throws: RenderError.self) { try Renderer().write(layout, to: directory.path + "/new.png/") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["label.png", "sub"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("sub").path).isEmpty)
    }

    @Test("renders from many tasks at once (shared Cairo faces)")
    func concurrent() async throws {
        let label = RenderingFixtures.sampleLabel()
        let layout = label.layout(width: 300)
        let expected = try Renderer().render(layout)
        try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try Renderer().render(layout) } }
            for try await png in group { #expect(png == expected) }
        }
    }

    @Test("Label.render uses a finite height as the box")
    func labelRender() throws {
        let label = RenderingFixtures.sampleLabel()
        let bitmap = try Bitmap(png: label.render(width: 300, height: 120, options: RenderOptions(verticalAlignment: .bottom)))
        #expect((bitmap.width, bitmap.height) == (289, 120))
        #expect(bitmap.inkRows().first! >= 26)
    }

    @Test("Label.render draws at the label's scale and vertical alignment unless the options give others")
    func labelRenderUsesTheLabelsSettings() throws {
        let label = RenderingFixtures.sampleLabel()
        // The text (94 pt tall) in a 200 pt box: centred by default, at the top or bottom as the
        // label says, exactly as the options would place it.
        let centred = try Bitmap(png: label.render(width: 300, height: 200))
        #expect(centred.inkRows().first! > 40)
        label.verticalAlignment = .top
        let top = try label.render(width: 300, height: 200)
        #expect(try Bitmap(png: top).inkRows().first! < 10)
        #expect(top == (try RenderingFixtures.sampleLabel().render(width: 300, height: 200, options: RenderOptions(verticalAlignment: .top))))
        // Options other than the default win.
        #expect(try Bitmap(png: label.render(width: 300, height: 200, options: RenderOptions(verticalAlignment: .bottom))).inkRows().first! > 90)
        label.verticalAlignment = .center
        label.scale = 2
        let twice = try Bitmap(png: label.render(width: 300))
        #expect((twice.width, twice.height) == (578, 188))
        let thrice = try Bitmap(png: label.render(width: 300, options: RenderOptions(scale: 3)))
        #expect((thrice.width, thrice.height) == (867, 282))
    }

    @Test("a label too tall for any canvas is refused from the part that fits")
    func tooTallForACanvas() throws {
        // 2,000 lines of 24.616 pt + 10 pt spacing: 69,222 pt, past 32,767 px at scale 1.
        let label = RenderingFixtures.sampleLabel(String(repeating: "一\n", count: 2_000))
        label.numberOfLines = 0
        #expect(throws: RenderError.canvasTooLarge(width: 17, height: 32_768)) { try label.render(width: 300) }
        #expect(RenderError.canvasTooLarge(width: 17, height: 32_768).description.contains("more than 32767 tall"))
        // What fits is laid out and drawn as before: 900 lines (31,134 pt), and at scale 2 the
        // cap is half as tall.
        let fits = RenderingFixtures.sampleLabel(String(repeating: "一\n", count: 899) + "一")
        fits.numberOfLines = 0
        let layout = try fits.layoutForRendering(width: 300, height: .infinity, options: RenderOptions())
        #expect(layout.lines.count == 900 && !layout.isTruncated)
        #expect(throws: RenderError.self) { try fits.render(width: 300, options: RenderOptions(scale: 2)) }
        // A line limit that keeps the text short is not the cap.
        label.numberOfLines = 3
        #expect(try Bitmap(png: label.render(width: 300)).height == 94)
    }

    @Test("a file's format is the options' or, when they keep PNG, the one its extension names")
    func formatFromTheFileName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ls-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let label = RenderingFixtures.sampleLabel()
        func written(_ name: String, _ options: RenderOptions = RenderOptions()) throws -> String {
            let path = directory.appendingPathComponent(name).path
            try label.render(width: 300, options: options, to: path)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "png" }
            if bytes.starts(with: Array("%PDF".utf8)) { return "pdf" }
            return String(decoding: bytes.prefix(200), as: UTF8.self).contains("<svg") ? "svg" : "?"
        }
        #expect(try written("a.svg") == "svg")
        #expect(try written("b.PDF") == "pdf")
        #expect(try written("c.png") == "png")
        #expect(try written("no-extension") == "png")
        // An extension that contradicts an SVG or PDF option, or names no format, is refused.
        #expect(throws: RenderError.formatMismatch(path: directory.appendingPathComponent("d.pdf").path, format: .svg)) {
            try written("d.pdf", RenderOptions(format: .svg))
        }
        #expect(throws: RenderError.unknownExtension(path: directory.appendingPathComponent("d.jpg").path)) { try written("d.jpg") }
        #expect(try written("d.svg", RenderOptions(format: .svg)) == "svg")
        // Through Renderer too.
        let path = directory.appendingPathComponent("e.svg").path
        try Renderer().write(label.layout(width: 300), to: path)
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)).prefix(200), as: UTF8.self).contains("<svg"))
    }
}
