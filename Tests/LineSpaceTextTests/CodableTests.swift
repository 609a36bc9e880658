// Codable: values and whole layouts saved as JSON and read back compare equal.
import Foundation
import Testing
@testable import LineSpaceText

@Suite("Codable")
struct CodableTests {
    static func roundTrip<T: Codable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    @Test("attributes, decorations, paragraph styles and fonts round-trip")
    func values() throws {
        var style = ParagraphStyle(lineSpacing: 10)
        style.tabStops = [TextTab(.decimal, location: 120)]
        style.alignment = .center
        style.textWrap = .balance
        style.usesDefaultHyphenation = true
        #expect(try Self.roundTrip(style) == style)
        let decoration = TextDecoration(
            underline: TextLine(.double, color: Color(rgb: 0x0050D0)), strikethrough: TextLine(),
            backgroundColor: Color(rgb: 0xFFE066, alpha: 0.5),
            shadow: TextShadow(offset: CGSize(width: 1.5, height: -2), blurRadius: 3, color: .black))
        let attributes = TextAttributes(
            font: try Font(family: "DejaVu Serif", size: 13.5, weight: .bold, italic: true), color: Color(rgb: 0x336699),
            letterSpacing: 0.25, baselineOffset: -1, decoration: decoration)
        #expect(try Self.roundTrip(attributes) == attributes)
        #expect(try Self.roundTrip(TextAttributes(font: Fixtures.dejaVu())) == TextAttributes(font: Fixtures.dejaVu()))
        // A font whose file is gone is looked up again by its family.
        let json = #"{"family":"DejaVu Sans","size":12,"weight":400,"italic":false,"file":"/no/such/file.ttf","faceIndex":0}"#
        let relocated = try JSONDecoder().decode(Font.self, from: Data(json.utf8))
        #expect(relocated == (try Font(family: "DejaVu Sans", size: 12)))
        // Decoding clamps as the initializers do.
        let shadow = try JSONDecoder().decode(TextShadow.self, from: Data(#"{"offset":[0,0],"blurRadius":1000,"color":{"red":0,"green":0,"blue":0}}"#.utf8))
        #expect(shadow.blurRadius == 100)
    }

    @Test("a layout saved and read back compares equal: glyphs, fallback fonts, decorations, truncation", arguments: [
        ("Hello, world! A line that wraps at a narrow width.", 120.0, 0),
        ("如何讓你遇見我，在我最美麗的時刻 🎉 שלום", 150.0, 2),
        ("Tabs\tand\u{2028}separators, truncated at the end of the second line", 90.0, 2),
    ])
    func layouts(text: String, width: Double, lines: Int) throws {
        let label = Label()
        label.font = Fixtures.dejaVu(15)
        label.numberOfLines = lines
        var attributed = AttributedString(text)
        attributed.textUnderline = TextLine(.double)
        attributed.textShadow = TextShadow(blurRadius: 2)
        label.attributedText = attributed
        let layout = label.layout(width: CGFloat(width))
        #expect(!layout.lines.isEmpty && !layout.lines[0].glyphRuns.isEmpty)
        let decoded = try Self.roundTrip(layout)
        #expect(decoded == layout)
        #expect(decoded.fonts == layout.fonts)
    }
}
