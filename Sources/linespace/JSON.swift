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
    var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .object(let members):
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                JSON.string(key).write(to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .string(let string):
            out += "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                // Controls (C0, DEL, C1) and the characters a terminal would act on are escaped,
                // so the JSON is safe to print; it decodes to the same string.
                case _ where TerminalText.needsEscape(scalar):
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
            out += "\""
        case .number(let value):
            out += value.isFinite ? JSON.format(value) : "null"
        case .integer(let value):
            out += String(value)
        case .bool(let value):
            out += value ? "true" : "false"
        case .raw(let text):
            out += text
        }
    }

    /// A number rounded to 6 decimal places, without trailing zeros (24.616, 289, 0.5);
    /// non-finite values, which JSON numbers cannot hold, as `null` (never a made-up 0). Text
    /// output prints them as inf, -inf and nan.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        var text = printed(value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        if text == "-0" { text = "0" }
        return text
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
