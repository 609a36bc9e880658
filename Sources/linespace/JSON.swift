// A tiny JSON writer that keeps keys in the order they are written.
import Foundation

/// A JSON value whose objects keep their key order (JSONEncoder would not, with `.sortedKeys`
/// it would reorder them alphabetically).
indirect enum JSON {
    case object([(String, JSON)])
    case array([JSON])
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)

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
        }
    }

    /// A number rounded to 6 decimal places, without trailing zeros (24.616, 289, 0.5);
    /// non-finite values, which JSON numbers cannot hold, as `null` (never a made-up 0). Text
    /// output prints them as inf, -inf and nan.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        if text == "-0" { text = "0" }
        return text
    }
}
