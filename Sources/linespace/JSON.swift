// A tiny JSON writer that keeps keys in the order they are written.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A JSON value whose objects keep their key order (JSONEncoder would not, with `.sortedKeys`
/// it would reorder them alphabetically).
indirect enum JSON {
    case object([(String, JSON)])
    case array([JSON])
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    /// JSON text written as it is (a number as a request wrote it, `null`).
    case raw(String)

    /// An object's members (empty for anything else).
    var members: [(String, JSON)] {
        if case .object(let members) = self { return members }
        return []
    }

    /// Compact JSON text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Compact JSON as UTF-8 bytes (a JSON Lines answer goes out without becoming a String).
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(512)
        write(to: &out)
        return out
    }

    private func write(to out: inout [UInt8]) {
        switch self {
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSON.write(string: key, to: &out)
                out.append(UInt8(ascii: ":"))
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .string(let string):
            JSON.write(string: string, to: &out)
        case .number(let value):
            out += (value.isFinite ? JSON.format(value) : "null").utf8
        case .integer(let value):
            out += String(value).utf8
        case .bool(let value):
            out += (value ? "true" : "false").utf8
        case .raw(let text):
            out += text.utf8
        }
    }

    /// A string in quotes, escaped.
    private static func write(string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Printable ASCII without quotes or backslashes, the common case, is copied as it is.
        if string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            out += string.utf8
        } else {
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\"".utf8
                case "\\": out += "\\\\".utf8
                case "\n": out += "\\n".utf8
                case "\r": out += "\\r".utf8
                case "\t": out += "\\t".utf8
                // Controls (C0, DEL, C1) and the characters a terminal would act on are escaped,
                // so the JSON is safe to print; it decodes to the same string.
                case _ where TerminalText.needsEscape(scalar):
                    let hex = String(scalar.value, radix: 16)
                    out += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
                default:
                    UTF8.encode(scalar) { out.append($0) }
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// A number rounded to 6 decimal places, without trailing zeros (24.616, 289, 0.5);
    /// non-finite values, which JSON numbers cannot hold, as `null` (never a made-up 0). Text
    /// output prints them as inf, -inf and nan.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        // A whole number prints as %.6f trimmed would (289, never -0), without formatting.
        if value == value.rounded(.towardZero), abs(value) < 1e15 { return String(Int(value)) }
        var digits = Array(printed(value).utf8)
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        if digits.last == UInt8(ascii: ".") { digits.removeLast() }
        let text = String(decoding: digits, as: UTF8.self)
        return text == "-0" ? "0" : text
    }

    /// `value` as C's `%.6f` prints it: the digits `String(format:)` gives, without linking
    /// Foundation's NSString and CoreFoundation into the command (docs/benchmark.md, "The
    /// command's memory"). A finite double has at most 309 integer digits, so 320 bytes hold it.
    private static func printed(_ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 320)
        let count = withVaList([value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, "%.6f", arguments) }
        }
        precondition(count > 0 && Int(count) < buffer.count, "%.6f of a finite double fits 320 bytes")
        return String(decoding: buffer[..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
