// PNG output: the colour type fits the label's colours, and every pixel survives exactly, read
// back by Cairo (libpng) and by an independent decoder (Python's zlib, CRCs checked).
import Foundation
import Testing
@testable import LineSpaceText

@Suite("PNG encoding: smallest colour type, exact pixels")
struct PNGEncodingTests {
    /// A label to draw and the colour type its PNG must have.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let font: String
        let background: Color
        /// Text colours, one element each (several make more than 256 colours).
        let colors: [Color?]
        let expected: PNGColorType
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "black on white: grey", text: RenderingFixtures.sample, font: "Noto Sans CJK TC",
             background: .white, colors: [nil], expected: .grey),
        Case(name: "blue on red: palette", text: RenderingFixtures.sample, font: "Noto Sans CJK TC",
             background: Color(rgb: 0xFF0000), colors: [Color(rgb: 0x0000FF)], expected: .palette),
        Case(name: "black on transparent: palette with alphas", text: RenderingFixtures.sample,
             font: "Noto Sans CJK TC", background: .clear, colors: [nil], expected: .palette),
        Case(name: "black and grey on transparent: grey + alpha", text: RenderingFixtures.sample,
             font: "Noto Sans CJK TC", background: .clear, colors: [nil, Color(rgb: 0x808080)], expected: .greyAlpha),
        Case(name: "colour emoji on white: RGB", text: "A🎉🌈", font: "DejaVu Sans", background: .white,
             colors: [nil], expected: .rgb),
        Case(name: "colour emoji on transparent: RGBA", text: "A🎉🌈", font: "DejaVu Sans", background: .clear,
             colors: [nil], expected: .rgba),
    ]

    /// Draws the case: one element per colour, stacked, at scale 2.
    static func surface(_ test: Case) throws -> CairoSurface {
        let label = Label()
        label.font = try Font(family: test.font, size: 17)
        label.lineSpace = 10
        label.numberOfLines = 0
        label.text = test.text
        let layout = label.layout(width: 300)
        let height = layout.size.height.rounded(.up)
        var composition = Composition(size: CGSize(width: 300, height: height * CGFloat(test.colors.count)))
        for (i, color) in test.colors.enumerated() {
            composition.elements.append(.init(layout: layout, origin: CGPoint(x: 0, y: height * CGFloat(i)), textColor: color))
        }
        return try Renderer(options: RenderOptions(scale: 2, background: test.background)).surface(drawing: composition)
    }

    @Test("the PNG's colour type fits the colours, and it decodes to the surface's pixels", arguments: cases)
    func roundTrip(_ test: Case) throws {
        let surface = try Self.surface(test)
        let png = try surface.encoded()
        let bytes = [UInt8](png)
        // IHDR: width, height, bit depth 8, then the colour type (byte 25).
        #expect(bytes.count > 33 && bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(bytes[24] == 8)
        #expect(bytes[25] == test.expected.rawValue, "colour type \(bytes[25]), expected \(test.expected)")

        let expected = surface.rgbaPixels()
        #expect(expected.contains { $0 != expected[0] }, "the label drew nothing")
        // Cairo reads PNGs into premultiplied pixels, which loses precision at low alpha: compare
        // with what Cairo reads back from its own PNG writer's file of the same surface.
        let decoded = try Bitmap(png: png)
        #expect(decoded.width == surface.width && decoded.height == surface.height)
        let reference = try Bitmap(png: surface.encodedByCairo()).rgba
        #expect(Self.differences(decoded.rgba, reference) == 0, "bytes differing from Cairo's own PNG")
        if test.background.alpha == 1 {
            #expect(Self.differences(decoded.rgba, expected) == 0, "bytes differing from the surface")
        }

        if let independent = try Self.decodeWithPython(png) {
            #expect(independent.width == surface.width && independent.height == surface.height)
            #expect(independent.colorType == test.expected.rawValue)
            #expect(Self.differences(independent.rgba, expected) == 0, "bytes differing from the surface")
        }
    }

    @Test("PNGs rendered on 8 threads at once equal the serial ones, byte for byte")
    func concurrentRendering() async throws {
        // Fonts no other test draws, so the tasks also race to create the shared
        // Cairo faces (and their FreeType faces over HarfBuzz's bytes).
        let texts = ["DejaVu Serif: the quick brown fox 🎉", "Noto Serif CJK TC 如何讓你遇見我"]
        let fonts = [try Font(family: "DejaVu Serif", size: 15), try Font(family: "Noto Serif CJK TC", size: 15)]
        @Sendable func render(_ i: Int) throws -> Data {
            let label = Label()
            label.font = fonts[i % 2]
            label.numberOfLines = 0
            label.text = texts[i % 2]
            return try label.render(width: 240, options: RenderOptions(format: .png, scale: 2))
        }
        let results = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
            for i in 0..<8 { group.addTask { (i, try render(i)) } }
            var results = [Int: Data]()
            for try await (i, png) in group { results[i] = png }
            return results
        }
        for i in 0..<8 { #expect(results[i] == (try render(i)), "label \(i)") }
        #expect(results[0] != results[1])
    }

    /// How many bytes differ (a length difference counts as that many).
    static func differences(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).filter { $0 != $1 }.count + abs(a.count - b.count)
    }

    @Test("premultiplied to straight alpha rounds as Cairo's PNG writer does")
    func straightAlpha() {
        #expect(PNGPixels.straight(0xFF12_3456) == (0x12, 0x34, 0x56, 0xFF))
        #expect(PNGPixels.straight(0x0000_0000) == (0, 0, 0, 0))
        // (64 × 255 + 64) / 128 = 128; (1 × 255 + 0) / 1 = 255; (10 × 255 + 50) / 100 = 26.
        #expect(PNGPixels.straight(0x8040_4040) == (128, 128, 128, 128))
        #expect(PNGPixels.straight(0x0101_0101) == (255, 255, 255, 1))
        #expect(PNGPixels.straight(0x640A_0000) == (26, 0, 0, 100))
    }

    /// What `PNGPixels` makes of `words` as rows of `width` pixels (one row by default).
    struct Packed {
        var colorType: PNGColorType
        var palette: [(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)]
        var bytes: [UInt8]
    }

    private func pixels(_ words: [UInt32], width: Int? = nil) -> Packed {
        words.withUnsafeBytes { raw in
            let width = width ?? words.count
            let view = PNGPixels(argb32: raw.baseAddress!, width: width, height: words.count / width, stride: width * 4)
            return Packed(colorType: view.colorType, palette: view.palette, bytes: view.bytes)
        }
    }

    @Test("256 colours make a palette, the 257th an RGB image")
    func paletteLimit() {
        let colours = (0..<256).map { 0xFF00_0000 | UInt32($0) << 8 | 0x0000_0011 }  // green ramp, blue 0x11
        let palette = pixels(colours + colours.reversed(), width: 256)
        #expect(palette.colorType == .palette)
        #expect(palette.palette.count == 256)
        #expect(palette.palette[7] == (0, 7, 0x11, 255))
        // Row 0 in palette order, row 1 reversed.
        let ramp: [UInt8] = (0...255).map { UInt8($0) }
        #expect(palette.bytes == ramp + ramp.reversed())

        let rgb = pixels(colours + [0xFF10_2030, 0xFF10_2030], width: 258)
        #expect(rgb.colorType == .rgb)
        #expect(rgb.bytes.count == 258 * 3)
        #expect(Array(rgb.bytes[(257 * 3)...]) == [0x10, 0x20, 0x30])
        #expect(Array(rgb.bytes[(7 * 3)..<(8 * 3)]) == [0, 7, 0x11])
    }

    @Test("grey with more than 256 colours and some transparency is grey + alpha")
    func greyAlpha() {
        // 300 greys: alpha a, premultiplied grey a / 2.
        let words = (0..<300).map { i -> UInt32 in
            let a = UInt32(i % 256), c = a / 2
            return (i < 256 ? a : 255) << 24 | c << 16 | c << 8 | c
        }
        let packed = pixels(words)
        #expect(packed.colorType == .greyAlpha)
        #expect(packed.bytes.count == 600)
        // a = 100, c = 50: (50 × 255 + 50) / 100 = 128.
        #expect(Array(packed.bytes[200..<202]) == [128, 100])
        // a = 255 (i = 290), c = 290 % 256 / 2 = 17, opaque.
        #expect(Array(packed.bytes[580..<582]) == [17, 255])
    }

    @Test("an opaque grey image is 1 byte a pixel, its green channel")
    func grey() {
        let packed = pixels([0xFFFF_FFFF, 0xFF00_0000, 0xFF7F_7F7F, 0xFFFF_FFFF], width: 2)
        #expect(packed.colorType == .grey)
        #expect(packed.bytes == [255, 0, 127, 255])
    }

    // MARK: - An independent decoder

    /// A PNG decoder in Python using only `zlib` and `struct`: checks every chunk's CRC, undoes
    /// all five row filters, expands grey, palette (with tRNS) and RGB to RGBA. Prints
    /// "width height colourType" on a line, then the RGBA bytes.
    static let pythonDecoder = #"""
        import struct, sys, zlib
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\x89PNG\r\n\x1a\n', 'signature'
        pos, chunks = 8, []
        while pos < len(data):
            n, = struct.unpack('>I', data[pos:pos + 4])
            kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + n]
            crc, = struct.unpack('>I', data[pos + 8 + n:pos + 12 + n])
            assert zlib.crc32(kind + body) == crc, 'CRC of ' + kind.decode()
            chunks.append((kind, body))
            pos += 12 + n
        assert chunks[0][0] == b'IHDR' and chunks[-1][0] == b'IEND' and pos == len(data)
        w, h, depth, ctype, comp, filt, inter = struct.unpack('>IIBBBBB', chunks[0][1])
        assert depth == 8 and comp == 0 and filt == 0 and inter == 0
        channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ctype]
        raw = zlib.decompress(b''.join(b for k, b in chunks if k == b'IDAT'))
        stride = w * channels
        assert len(raw) == h * (stride + 1), 'IDAT size'
        plte = b''.join(b for k, b in chunks if k == b'PLTE')
        trns = b''.join(b for k, b in chunks if k == b'tRNS')
        assert ctype != 3 or 0 < len(plte) <= 768 and len(plte) % 3 == 0
        out, prev = bytearray(), bytearray(stride)
        for y in range(h):
            f = raw[y * (stride + 1)]
            line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
            if f != 0:
                for i in range(stride):
                    a = line[i - channels] if i >= channels else 0
                    b = prev[i]
                    c = prev[i - channels] if i >= channels else 0
                    if f == 1: p = a
                    elif f == 2: p = b
                    elif f == 3: p = (a + b) // 2
                    elif f == 4:
                        pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                        p = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                    else: raise SystemExit('filter %d' % f)
                    line[i] = (line[i] + p) & 255
            prev = line
            if ctype == 6: out += line; continue
            for x in range(w):
                px = line[x * channels:(x + 1) * channels]
                if ctype == 0: out += bytes([px[0]] * 3 + [255])
                elif ctype == 4: out += bytes([px[0]] * 3 + [px[1]])
                elif ctype == 2: out += px + b'\xff'
                else:
                    i = px[0]
                    assert i < len(plte) // 3, 'palette index'
                    out += plte[3 * i:3 * i + 3] + bytes([trns[i] if i < len(trns) else 255])
        sys.stdout.buffer.write(b'%d %d %d\n' % (w, h, ctype) + out)
        """#

    /// The PNG decoded by `pythonDecoder`, or nil (with a note) when there is no python3.
    static func decodeWithPython(_ png: Data) throws -> (width: Int, height: Int, colorType: UInt8, rgba: [UInt8])? {
        guard let python = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"]
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else {
            print("PNGEncodingTests: no python3, the independent decoder check is skipped")
            return nil
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("linespace-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("decode.py"), file = directory.appendingPathComponent("image.png")
        try pythonDecoder.write(to: script, atomically: true, encoding: .utf8)
        try png.write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script.path, file.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the Python decoder failed: \(message)")
        guard let newline = bytes.firstIndex(of: 0x0A) else { return (0, 0, 0, []) }
        let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        guard header.count == 3 else { return (0, 0, 0, []) }
        return (header[0], header[1], UInt8(header[2]), [UInt8](bytes[(newline + 1)...]))
    }
}
