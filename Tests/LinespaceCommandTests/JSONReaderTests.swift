// JSONReader: a request line's JSON, strict RFC 8259, numbers kept as written.
import Foundation
import Testing
@testable import linespace

@Suite struct JSONReaderTests {
    func parse(_ text: String) throws -> JSONValue { try JSONReader.parse(Array(text.utf8)) }

    func failure(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch let error as JSONSyntaxError {
            return error
        } catch {
            return nil
        }
    }

    @Test func valuesMembersInOrderNumbersAsWritten() throws {
        let value = try parse(#" {"id": 7, "text": "a", "width": 1.50e+2, "list": [true, false, null, -0, 0.5], "o": {}} "#)
        #expect(value == .object([
            ("id", .number("7")), ("text", .string("a")), ("width", .number("1.50e+2")),
            ("list", .array([.bool(true), .bool(false), .null, .number("-0"), .number("0.5")])), ("o", .object([])),
        ]))
        #expect(try parse("[]") == .array([]) && parse(#""""#) == .string(""))
    }

    @Test func escapesAndUnicode() throws {
        #expect(try parse(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
        #expect(try parse(#""\u0041\u00e9\u4E2D\u0000""#) == .string("Aé中\u{0}"))
        #expect(try parse(#""\ud83d\ude00 and 😀""#) == .string("😀 and 😀"))
        #expect(try parse(#""如何\n讓你""#) == .string("如何\n讓你"))
        #expect(try parse(#""tail escape\u2028""#) == .string("tail escape\u{2028}"))
    }

    @Test func malformedInputNamesTheColumn() {
        let cases: [(String, String, Int)] = [
            (#"{"a": 1"#, "expected ',' or '}', found the end of the line", 8),
            (#"{"a" 1}"#, "expected ':'", 6),
            (#"{a: 1}"#, "expected a member name in quotes", 2),
            (#"[1, 2,]"#, "expected a value", 7),
            (#""abc"#, "unterminated string", 5),
            ("\"a\u{9}b\"", "a control character in a string (escape it)", 3),
            (#""\x""#, #"an unknown escape \x"#, 3),
            (#""\ud83d""#, #"a lone surrogate \u escape"#, 8),
            (#""\ude00""#, #"a lone surrogate \u escape"#, 8),
            (#""\ud83d\u0041""#, #"a lone surrogate \u escape"#, 14),
            (#""\u12G4""#, #"expected 4 hex digits after \u"#, 6),
            ("01", "unexpected text after the value", 2),
            ("-", "expected a digit", 2),
            ("1.", "expected a digit after '.'", 3),
            ("1e+", "expected a digit in the exponent", 4),
            ("tru", "expected a value", 1),
            ("{} {}", "unexpected text after the value", 4),
            ("", "expected a value, found the end of the line", 1),
        ]
        for (text, message, column) in cases {
            let error = failure(text)
            #expect(error?.message == message && error?.column == column, "\(text): \(String(describing: error))")
        }
        let deep = String(repeating: "[", count: JSONReader.maximumDepth + 1) + String(repeating: "]", count: JSONReader.maximumDepth + 1)
        #expect(failure(deep)?.message == "nested more than \(JSONReader.maximumDepth) deep")
    }

    /// Random strings written by Foundation's JSONSerialization (escapes, `\u` forms, raw
    /// UTF-8) read back the same.
    @Test func readsWhatFoundationWrites() throws {
        let alphabet: [String] = ["a", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "中", "\u{2028}", "😀", "👍🏽", "\r\n"]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...10, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
            let data = try JSONSerialization.data(withJSONObject: ["text": text])
            #expect(try JSONReader.parse(Array(data)) == .object([("text", .string(text))]), "\(text.unicodeScalars.map(\.value))")
        }
    }
}
