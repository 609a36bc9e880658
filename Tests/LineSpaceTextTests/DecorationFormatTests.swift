// Decorations in SVG and PDF: the same rectangles at the font's positions, in vector form.
import CZlib
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import LineSpaceText

/// "a b" in DejaVu Sans 64 pt advances a 1255 + space 651 + b 1300 units = 3206 × 64 / 2048 =
/// 100.1875 pt; baseline 59.40625. Underline 60.65625 + 2.8125, strikethrough 42.84375 + 3.1875,
/// background 0 + 74.5 (DecorationTests works these out from the font's tables).
@Suite("Decorations: SVG and PDF")
struct DecorationFormatTests {
    static func decorated() -> TextLayout {
        DecorationTests.layout {
            $0.textUnderline = TextLine(color: DecorationTests.red)
            $0.textStrikethrough = TextLine(color: DecorationTests.blue)
            $0.textBackgroundColor = Color(rgb: 0x00FF00)
        }.0
    }

    @Test("the run is 100.1875 pt wide, as worked out from the advances")
    func width() throws {
        let run = Self.decorated().lines[0].glyphRuns[0]
        #expect(run.positions.map(\.x) == [0, 39.21875, 59.5625])
        #expect(run.advances.reduce(0, +) == 100.1875)
    }

    @Test("SVG: background, underline and strikethrough are filled paths in their colours")
    func svg() throws {
        let data = try Renderer(options: RenderOptions(format: .svg)).render(Self.decorated())
        let svg = String(decoding: data, as: UTF8.self)
        #expect(XMLParser(data: data).parse())
        #expect(svg.contains("fill:rgb(0%,100%,0%);fill-opacity:1;\" d=\"M 0 0 L 100.1875 0 L 100.1875 74.5 L 0 74.5 Z"))
        #expect(svg.contains("fill:rgb(100%,0%,0%);fill-opacity:1;\" d=\"M 0 60.65625 L 100.1875 60.65625 L 100.1875 63.46875 L 0 63.46875 Z"))
        #expect(svg.contains("fill:rgb(0%,0%,100%);fill-opacity:1;\" d=\"M 0 42.84375 L 100.1875 42.84375 L 100.1875 46.03125 L 0 46.03125 Z"))
        // Order: background, underline, glyphs, strikethrough.
        let background = try #require(svg.range(of: "fill:rgb(0%,100%,0%)")).lowerBound
        let underline = try #require(svg.range(of: "fill:rgb(100%,0%,0%)")).lowerBound
        let glyphs = try #require(svg.range(of: "<use xlink:href=\"#glyph")).lowerBound
        let strike = try #require(svg.range(of: "fill:rgb(0%,0%,100%)")).lowerBound
        #expect(background < underline && underline < glyphs && glyphs < strike)
    }

    @Test("PDF: the page's content stream fills the same rectangles (Cairo prints 3 decimals)")
    func pdf() throws {
        let data = try Renderer(options: RenderOptions(format: .pdf)).render(Self.decorated())
        let content = try Self.inflatedStreams(of: data).joined(separator: "\n")
        #expect(content.contains("0 1 0 rg 0 0 100.188 74.5 re f"))
        #expect(content.contains("1 0 0 rg 0 60.656 100.188 2.812 re f"))
        #expect(content.contains("0 0 1 rg 0 42.844 100.188 3.188 re f"))
    }

    @Test("shadows: a sharp one is a translucent vector group, a blurred one an image mask, in both formats")
    func shadows() throws {
        func layout(blur: Double) -> TextLayout {
            DecorationTests.layout {
                $0.textShadow = TextShadow(offset: CGSize(width: 2, height: 3), blurRadius: blur, color: Color(rgb: 0x0000FF, alpha: Double(0x80) / 255))
            }.0
        }
        let sharp = String(decoding: try Renderer(options: RenderOptions(format: .svg)).render(layout(blur: 0)), as: UTF8.self)
        #expect(sharp.contains("opacity:0.501961"))  // alpha 0x80 = 128 / 255, on the whole group
        #expect(!sharp.contains("<image"))           // vectors only
        let blurred = String(decoding: try Renderer(options: RenderOptions(format: .svg)).render(layout(blur: 4)), as: UTF8.self)
        #expect(blurred.contains("<mask"))
        #expect(blurred.contains("<image"))
        let pdf = try Renderer(options: RenderOptions(format: .pdf)).render(layout(blur: 4))
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.contains("/SMask"))
    }

    /// The Flate streams of a PDF, inflated (the ones that are text; fonts and images fail to
    /// decode as UTF-8 and are skipped).
    static func inflatedStreams(of pdf: Data) throws -> [String] {
        let bytes = [UInt8](pdf)
        var streams: [String] = []
        var searchFrom = 0
        let start = Array("stream\n".utf8), end = Array("endstream".utf8)
        func find(_ needle: [UInt8], from: Int) -> Int? {
            guard bytes.count >= needle.count else { return nil }
            var i = from
            while i + needle.count <= bytes.count {
                if bytes[i] == needle[0] && Array(bytes[i..<(i + needle.count)]) == needle { return i }
                i += 1
            }
            return nil
        }
        while let s = find(start, from: searchFrom), let e = find(end, from: s + start.count) {
            let compressed = Array(bytes[(s + start.count)..<e])
            var capacity = uLongf(1 << 20)
            var output = [UInt8](repeating: 0, count: Int(capacity))
            let status = uncompress(&output, &capacity, compressed, uLong(compressed.count))
            if status == Z_OK, let text = String(validating: output.prefix(Int(capacity)), as: UTF8.self) {
                streams.append(text)
            }
            searchFrom = e + end.count
        }
        return streams
    }
}

@Suite("Decorations: hostile values")
struct DecorationHostileTests {
    @Test("a huge blurred shadow renders with a bounded mask; zero-alpha shadows draw nothing")
    func hugeShadow() throws {
        var text = AttributedString("WWWWWWWW")
        text.textShadow = TextShadow(offset: CGSize(width: 3, height: 3), blurRadius: 1e9, color: .black)
        text.textUnderline = TextLine(.thick)
        let font = Fixtures.dejaVu(2000)
        let layout = TextLayout(text: StyledText(text, defaults: TextAttributes(font: font)), options: LayoutOptions())
        let svg = try Renderer(options: RenderOptions(format: .svg)).render(layout)
        let document = String(decoding: svg, as: UTF8.self)
        // The mask: about 18000 × 2900 pt at 2 px/pt would be 200 Mpx; it is drawn at ≤ 4 Mpx.
        let image = try #require(document.firstMatch(of: /<image id="[^"]*" width="(\d+)" height="(\d+)"/))
        let (width, height) = (try #require(Int(image.1)), try #require(Int(image.2)))
        #expect(width * height <= 4_194_304 + width + height)
        #expect(width > 1000)
        var clear = AttributedString("ab")
        clear.textShadow = TextShadow(blurRadius: 5, color: .clear)
        let plain = TextLayout(text: StyledText(AttributedString("ab"), defaults: TextAttributes(font: Fixtures.dejaVu())), options: LayoutOptions())
        let shadowed = TextLayout(text: StyledText(clear, defaults: TextAttributes(font: Fixtures.dejaVu())), options: LayoutOptions())
        #expect(try Renderer().render(plain) == Renderer().render(shadowed))
    }
}
