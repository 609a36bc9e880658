// JSONWriter: the bytes of numbers and strings exactly, and the same document as the JSON tree.
import Foundation
import Testing
@testable import linespace

@Suite struct JSONWriterTests {
    func written(_ body: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        body(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    func number(_ value: Double) -> String { written { $0.number(value) } }

    /// `%.6f` through Foundation, trimmed as the schema says (docs/README-linux.md: rounded to
    /// 6 decimals): the reference the fast path must equal.
    func reference(_ value: Double) -> String {
        var expected = String(format: "%.6f", value)
        while expected.hasSuffix("0") { expected.removeLast() }
        if expected.hasSuffix(".") { expected.removeLast() }
        return expected == "-0" ? "0" : expected
    }

    @Test func numbersHaveExactBytes() {
        #expect(number(0.1) == "0.1")
        #expect(number(1e-7) == "0")
        #expect(number(-1e-7) == "0")
        #expect(number(12345678.9) == "12345678.9")
        #expect(number(-0.0) == "0")
        #expect(number(0) == "0" && number(289) == "289" && number(-3) == "-3")
        #expect(number(24.616) == "24.616" && number(-24.616) == "-24.616")
        #expect(number(0.5) == "0.5" && number(1.0 / 3) == "0.333333" && number(2.0 / 3) == "0.666667")
        #expect(number(0.0000015) == "0.000002" && number(0.000001) == "0.000001")
        #expect(number(4_503_599_627.370496) == "4503599627.370496")
        #expect(number(1e15) == "1000000000000000" && number(-1e15) == "-1000000000000000")
        #expect(number(1e21) == "1000000000000000000000")
        #expect(number(.greatestFiniteMagnitude) == reference(.greatestFiniteMagnitude))
        #expect(number(.greatestFiniteMagnitude).count == 309)
        #expect(number(.leastNonzeroMagnitude) == "0")
        #expect(number(.nan) == "null" && number(.infinity) == "null" && number(-.infinity) == "null")
    }

    /// Ties and near-ties of the sixth decimal, decided on the exact product, and random
    /// values of every magnitude, against `String(format: "%.6f")`.
    @Test func numbersEqualPrintfEverywhere() {
        var random = SystemRandomNumberGenerator()
        var values: [Double] = [0.0000005, 0.0000025, 1.0000005, 2.5e-6, 123456.0000005, 0.1234565, 4503.5999995, 9e9, 4.5e9 + 0.5]
        for _ in 0..<3_000 {
            let millionths = Double(Int.random(in: -9_000_000_000_000...9_000_000_000_000, using: &random))
            values.append((millionths + 0.5) / 1e6)          // a tie in decimal, not in binary
            values.append(millionths / 1e6)
            values.append(Double(bitPattern: random.next()))  // any double, every exponent
            values.append(Double.random(in: -1_000...1_000, using: &random))
            values.append(Double(Int.random(in: -1 << 40...1 << 40, using: &random)) / 64)  // exact binary fractions
            // Exact ties of the seventh decimal (font metrics in 1/128 pt) and their neighbours:
            // the exact product decides, to the even neighbour on a tie.
            let tie = Double(Int.random(in: -1 << 40...1 << 40, using: &random)) / [128, 1024, 2048].randomElement(using: &random)!
            values += [tie, tie.nextUp, tie.nextDown]
        }
        for value in values where value.isFinite {
            #expect(number(value) == reference(value), "\(value)")
            #expect(JSON.format(value) == reference(value))
        }
    }

    @Test func commasAndNesting() {
        let text = written { w in
            w.beginObject()
            w.key("a"); w.integer(-12)
            w.key("b"); w.beginArray(); w.bool(true); w.beginObject(); w.endObject(); w.beginArray(); w.endArray(); w.raw("null"); w.endArray()
            w.key(escaping: "q\"k"); w.string("v")
            w.endObject()
        }
        #expect(text == #"{"a":-12,"b":[true,{},[],null],"q\"k":"v"}"#)
    }

    @Test func stringsEscapeQuotesControlsAndTerminalCharacters() {
        #expect(written { $0.string("a\"b\\c\n\r\t\u{0}\u{1F}\u{7F}") } == #""a\"b\\c\n\r\t\u0000\u001f\u007f""#)
        #expect(written { $0.string("\u{80}\u{9F}\u{A0}é\u{2027}\u{2028}\u{202E}\u{202F}\u{2065}\u{2066}\u{2069}\u{206A}") }
            == "\"\\u0080\\u009f\u{A0}é\u{2027}\\u2028\\u202e\u{202F}\u{2065}\\u2066\\u2069\u{206A}\"")
        #expect(written { $0.string("如何 مرحبا 👨‍👩‍👧") } == "\"如何 مرحبا 👨‍👩‍👧\"")
    }

    /// The escaping rule, one scalar at a time: what `appendEscaped(utf8:)` and
    /// `appendEscaped(utf16:)` must both produce.
    func referenceEscaped(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where TerminalText.needsEscape(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static let alphabet: [UInt16] = [
        0x41, 0x20, 0x22, 0x5C, 0x0A, 0x0D, 0x09, 0x00, 0x1B, 0x7F, 0x80, 0x9B, 0x9F, 0xA0, 0xE9, 0x7FF, 0x800,
        0x2027, 0x2028, 0x2029, 0x202E, 0x202F, 0x2066, 0x2069, 0x4E2D, 0xFFFD, 0xFFFF,
        0xD83D, 0xDE00, 0xD800, 0xDBFF, 0xDC00, 0xDFFF,   // surrogates: paired when in order, lone otherwise
    ]

    @Test func randomStringsEscapeAsTheRuleSays() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let units = (0..<Int.random(in: 0...12, using: &random)).map { _ in Self.alphabet.randomElement(using: &random)! }
            let text = String(decoding: units, as: UTF16.self)
            #expect(written { $0.string(text) } == referenceEscaped(text), "\(units)")
        }
    }

    /// A line's text from UTF-16 pieces equals the string `MeasureCommand.text(of:)` builds
    /// (each piece decoded alone, the ellipsis inserted), escaped.
    @Test func linePiecesFromUTF16EqualTheDecodedString() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let units = (0..<Int.random(in: 0...16, using: &random)).map { _ in Self.alphabet.randomElement(using: &random)! }
            let pieces = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                NSRange(location: Int.random(in: -2...units.count + 2, using: &random), length: Int.random(in: -1...8, using: &random))
            }
            let insertAt: Int? = Bool.random(using: &random) ? Int.random(in: 0...pieces.count + 1, using: &random) : nil
            var decoded = pieces.map { range -> String in
                let lower = max(0, min(range.location, units.count))
                let upper = max(lower, min(range.location + range.length, units.count))
                return String(decoding: units[lower..<upper], as: UTF16.self)
            }
            if let insertAt { decoded.insert("…", at: min(insertAt, decoded.count)) }
            let expected = referenceEscaped(decoded.joined())
            #expect(written { $0.string(pieces: pieces, of: units, insert: "…", at: insertAt) } == expected, "\(units) \(pieces) \(String(describing: insertAt))")
        }
    }

    @Test func writerAndTreeWriteTheSameBytes() {
        let tree = JSON.object([
            ("id", .raw("7")), ("size", .object([("width", .number(40)), ("height", .number(36.8))])),
            ("list", .array([.integer(1), .string("x\u{1B}"), .bool(false), .number(.nan)])), ("empty", .object([])),
        ])
        #expect(tree.text == #"{"id":7,"size":{"width":40,"height":36.8},"list":[1,"x\u001b",false,null],"empty":{}}"#)
        #expect(written { $0.value(tree) } == tree.text)
    }
}
