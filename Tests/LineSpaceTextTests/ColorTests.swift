// Color(css:): the one colour reader behind the API, markup and the command.
import Foundation
import Testing
@testable import LineSpaceText

@Suite("Colours")
struct ColorTests {
    /// The components as 8-bit values, for exact comparisons.
    static func bytes(_ color: Color) -> [Int] {
        [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
    }

    @Test("hex forms: #rgb, #rgba, #rrggbb, #rrggbbaa and Pango's long forms", arguments: [
        ("#f00", [255, 0, 0, 255]),
        ("#F0A8", [255, 0, 170, 136]),
        ("#1a2B3c", [0x1A, 0x2B, 0x3C, 255]),
        ("#FF000040", [255, 0, 0, 0x40]),
        ("#fff000fff", [255, 0, 255, 255]),
        ("#ffff00000000", [255, 0, 0, 255]),
        ("#0000ffff00008000", [0, 255, 0, 128]),
        ("  #abc\n", [0xAA, 0xBB, 0xCC, 255]),
    ])
    func hex(text: String, expected: [Int]) throws {
        #expect(Self.bytes(try Color(css: text)) == expected)
    }

    @Test("the 148 CSS Color 4 names, in any case, and transparent")
    func names() throws {
        #expect(Color.cssNamedColors.count == 148)
        #expect(try Color(css: "red") == Color(rgb: 0xFF0000))
        #expect(try Color(css: "RebeccaPurple") == Color(rgb: 0x663399))
        #expect(try Color(css: "LIGHTGOLDENRODYELLOW") == Color(rgb: 0xFAFAD2))
        // CSS's values where X11's rgb.txt differs (gray is #BEBEBE and green #00FF00 in X11).
        #expect(try Color(css: "gray") == Color(rgb: 0x808080))
        #expect(try Color(css: "grey") == Color(rgb: 0x808080))
        #expect(try Color(css: "green") == Color(rgb: 0x008000))
        #expect(try Color(css: "transparent") == .clear)
        for (name, rgb) in Color.cssNamedColors {
            #expect(try Color(css: name).hex == String(format: "#%06X", rgb))
        }
    }

    @Test("rgb() and rgba(): comma and space syntax, percentages, alpha, clamping", arguments: [
        ("rgb(255, 0, 0)", [255, 0, 0, 255]),
        ("rgba(255,0,0,0.5)", [255, 0, 0, 128]),
        ("rgb(100%, 0%, 50%)", [255, 0, 128, 255]),
        ("rgba(0, 0, 255, 25%)", [0, 0, 255, 64]),
        ("rgb(255 0 0)", [255, 0, 0, 255]),
        ("rgb(255 0 0 / 50%)", [255, 0, 0, 128]),
        ("RGBA( 10  20\t30 / .2 )", [10, 20, 30, 51]),
        ("rgb(100% 0 0 / 1)", [255, 0, 0, 255]),
        ("rgb(300, -5, 1e2)", [255, 0, 100, 255]),
        ("rgb(12.5 0 0 / 200%)", [13, 0, 0, 255]),
    ])
    func functions(text: String, expected: [Int]) throws {
        #expect(Self.bytes(try Color(css: text)) == expected)
    }

    @Test("malformed colours throw a ColorError naming the problem", arguments: [
        ("", "'' is not a colour: the text is empty"),
        ("#ggg", "'#ggg' is not a colour: '#' takes hex digits (0-9, a-f), found 'g'"),
        ("#12345", "'#12345' is not a colour: '#' takes 3, 4, 6 or 8 hex digits (#rgb, #rgba, #rrggbb, #rrggbbaa; Pango's 9, 12 and 16 too), found 5"),
        ("ff0000", "'ff0000' is not a colour: a hex colour starts with '#' (#ff0000)"),
        ("grene", "'grene' is not a colour: unknown colour name 'grene' (a CSS named colour such as red or rebeccapurple, #rrggbb, or rgb())"),
        ("hsl(0 100% 50%)", "'hsl(0 100% 50%)' is not a colour: hsl() is not supported (rgb(), rgba(), #hex or a CSS name)"),
        ("rgb(1, 2)", "'rgb(1, 2)' is not a colour: rgb() takes 3 channels and an optional alpha, separated by commas; found 2 values"),
        ("rgb(255, 0%, 0)", "'rgb(255, 0%, 0)' is not a colour: rgb() with commas takes channels all as numbers or all as percentages"),
        ("rgb(255 0 0", "'rgb(255 0 0' is not a colour: rgb( is not closed with ')'"),
        ("rgb(255 0)", "'rgb(255 0)' is not a colour: rgb() takes 3 channels separated by spaces (or commas); found 2"),
        ("rgb(none 0 0)", "'rgb(none 0 0)' is not a colour: rgb() does not support 'none'"),
        ("rgb(0x1F 0 0)", "'rgb(0x1F 0 0)' is not a colour: rgb() takes numbers or percentages, found '0x1F'"),
        ("rgb(nan 0 0)", "'rgb(nan 0 0)' is not a colour: rgb() takes numbers or percentages, found 'nan'"),
        ("rgb(1 2 3 / 4 5)", "'rgb(1 2 3 / 4 5)' is not a colour: rgb() takes one alpha value after '/'"),
    ])
    func errors(text: String, expected: String) {
        do {
            let color = try Color(css: text)
            Issue.record("'\(text)' read as \(color)")
        } catch {
            #expect(error.input == text)
            #expect(error.localizedDescription == expected)
            #expect(error.description == expected)
        }
    }

    @Test("Color(rgb:) and hex agree; Codable keeps every component exactly")
    func numbersAndCodable() throws {
        #expect(Color(rgb: 0xD00000).hex == "#D00000")
        #expect(Color(rgb: 0xFF0000, alpha: 0.25).hex == "#FF000040")
        let odd = Color(red: 0.1, green: 1.0 / 3, blue: 0.7, alpha: 0.123456789)
        let data = try JSONEncoder().encode(odd)
        #expect(try JSONDecoder().decode(Color.self, from: data) == odd)
        // Decoding clamps as the initializer does; alpha defaults to opaque.
        let decoded = try JSONDecoder().decode(Color.self, from: Data(#"{"red":2,"green":-1,"blue":0.5}"#.utf8))
        #expect(decoded == Color(red: 1, green: 0, blue: 0.5, alpha: 1))
    }
}
