// Compact JSON written straight into UTF-8 bytes: a JSON Lines answer is built without a tree
// of values or intermediate strings (docs/benchmark.md, the jsonl workload).
import Foundation

/// Writes one JSON document member by member, keys in the order written, commas placed by the
/// writer. Numbers are rounded to 6 decimal places (`JSON.format`), strings escaped as
/// `JSON.string` documents; the bytes are the same as `JSON.bytes` of the same value.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.beginObject()
/// writer.key("width"); writer.number(24.616)
/// writer.key("lines"); writer.beginArray(); writer.integer(1); writer.endArray()
/// writer.endObject()
/// // writer.bytes is {"width":24.616,"lines":[1]}
/// ```
struct JSONWriter {
    /// The JSON written so far, as UTF-8.
    private(set) var bytes: [UInt8] = []
    /// Whether the next value or key follows a value in the same object or array.
    private var needsComma = false

    init(capacity: Int = 512) { bytes.reserveCapacity(capacity) }

    /// How many bytes are written and not yet drained.
    var count: Int { bytes.count }

    /// Hands the bytes written so far to `write` and forgets them, the writer keeping its place
    /// in the document: a long document goes out in pieces (`measure --json`, line by line).
    mutating func drain(into write: ([UInt8]) throws -> Void) rethrows {
        try write(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// A member name the program spells: plain ASCII without quotes, backslashes or controls,
    /// written without a check.
    mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Any member name, escaped.
    mutating func key(escaping name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// A number rounded to 6 decimal places (`JSON.format`); a non-finite one as `null`.
    mutating func number(_ value: Double) {
        separate()
        if value.isFinite {
            JSONWriter.appendNumber(value, to: &bytes)
        } else {
            bytes.append(contentsOf: "null".utf8)
        }
        needsComma = true
    }

    mutating func integer(_ value: Int) {
        separate()
        JSONWriter.appendInteger(value, to: &bytes)
        needsComma = true
    }

    mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
        needsComma = true
    }

    /// JSON text written as it is (a number as a request wrote it, `null`).
    mutating func raw(_ text: String) {
        separate()
        bytes.append(contentsOf: text.utf8)
        needsComma = true
    }

    /// A string in quotes, escaped.
    mutating func string(_ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { JSONWriter.appendEscaped(utf8: $0, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// The string that `pieces` of `utf16` make, `insert` put before piece `insertAt` (a line's
    /// ranges with its ellipsis), escaped as `string(_:)` escapes, transcoded without building
    /// a `String`. Each piece is clamped to `utf16` and decoded on its own, a lone surrogate as
    /// U+FFFD, as `String(decoding:as:)` does.
    mutating func string(pieces: [NSRange], of utf16: [UInt16], insert: String, at insertAt: Int?) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        let insertAt = insertAt.map { min($0, pieces.count) }
        utf16.withUnsafeBufferPointer { units in
            for (index, piece) in pieces.enumerated() {
                if index == insertAt { appendInsert(insert) }
                let lower = max(0, min(piece.location, units.count))
                let upper = max(lower, min(piece.location + piece.length, units.count))
                JSONWriter.appendEscaped(utf16: UnsafeBufferPointer(rebasing: units[lower..<upper]), to: &bytes)
            }
        }
        if insertAt == pieces.count { appendInsert(insert) }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    private mutating func appendInsert(_ text: String) {
        var text = text
        text.withUTF8 { JSONWriter.appendEscaped(utf8: $0, to: &bytes) }
    }

    /// A value of the tree form.
    mutating func value(_ json: JSON) {
        switch json {
        case .object(let members):
            beginObject()
            for (name, member) in members {
                key(escaping: name)
                value(member)
            }
            endObject()
        case .array(let items):
            beginArray()
            for item in items { value(item) }
            endArray()
        case .string(let text): string(text)
        case .number(let number): self.number(number)
        case .integer(let number): integer(number)
        case .bool(let flag): bool(flag)
        case .raw(let text): raw(text)
        }
    }
}

// MARK: - Numbers

extension JSONWriter {
    /// Appends the decimal digits of `value`.
    static func appendInteger(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude, to: &out)
    }

    /// Appends `value`'s digits, at least `minimumCount` of them (leading zeros). The digits
    /// are found last first with constant divisors (multiplications) in a small buffer.
    private static func appendDigits(_ value: UInt, minimumCount: Int = 1, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            var rest = value
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0 || buffer.count - start < minimumCount
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Appends finite `value` as C's `%.6f` prints it, trailing zeros and a trailing point
    /// removed, `-0` as `0` (`JSON.format`).
    ///
    /// The product `|value| × 10⁶` is within half an ulp of the exact one, so when its fraction
    /// is further than an ulp from one half, rounding it to the nearest whole number rounds the
    /// exact product as `%.6f` does. Near a tie the exact product decides: it is the rounded one
    /// plus the residual a fused multiply-add gives exactly, and an exact tie goes to the even
    /// neighbour, as glibc's `%.6f` rounds (font metrics in 1/128 pt, such as 19.7890625, are
    /// exact ties). Past 2⁵² (where an ulp is 1) the digits come from `vsnprintf` itself.
    static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        let magnitude = value.magnitude
        if magnitude < 1e15, magnitude == magnitude.rounded(.towardZero) {
            if magnitude == 0 { out.append(UInt8(ascii: "0")); return }
            if value < 0 { out.append(UInt8(ascii: "-")) }
            appendDigits(UInt(magnitude), to: &out)
            return
        }
        let scaled = magnitude * 1_000_000
        if scaled < 0x1p52 {
            let whole = scaled.rounded(.down)
            // Exact: `scaled` below 2⁵² has a fraction of its own ulp, and near one half the
            // subtraction is exact (Sterbenz).
            let fraction = scaled - whole
            var roundsUp = fraction > 0.5
            if (fraction - 0.5).magnitude <= scaled.ulp {
                // The rounded sum keeps the exact sum's sign, and is 0 only when it is.
                let residual = (-scaled).addingProduct(magnitude, 1_000_000)
                let aboveHalf = (fraction - 0.5) + residual
                roundsUp = aboveHalf > 0 || (aboveHalf == 0 && UInt(whole) % 2 == 1)
            }
            let millionths = UInt(whole) + (roundsUp ? 1 : 0)
            if millionths == 0 { out.append(UInt8(ascii: "0")); return }
            if value < 0 { out.append(UInt8(ascii: "-")) }
            appendDigits(millionths / 1_000_000, to: &out)
            var decimals = millionths % 1_000_000
            guard decimals != 0 else { return }
            var count = 6
            while decimals % 10 == 0 { decimals /= 10; count -= 1 }
            out.append(UInt8(ascii: "."))
            appendDigits(decimals, minimumCount: count, to: &out)
            return
        }
        appendPrinted(value, to: &out)
    }

    /// `%.6f` through `vsnprintf`, trimmed as `appendNumber` documents. A finite double has at
    /// most 309 integer digits, so 320 bytes hold it.
    private static func appendPrinted(_ value: Double, to out: inout [UInt8]) {
        var buffer = [CChar](repeating: 0, count: 320)
        let count = withVaList([value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, "%.6f", arguments) }
        }
        precondition(count > 0 && Int(count) < buffer.count, "%.6f of a finite double fits 320 bytes")
        var digits = buffer[..<Int(count)].map { UInt8(bitPattern: $0) }
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        if digits.last == UInt8(ascii: ".") { digits.removeLast() }
        if digits == Array("-0".utf8) { digits = [UInt8(ascii: "0")] }
        out += digits
    }
}

// MARK: - Strings

extension JSONWriter {
    /// Appends `\u` and four lowercase hex digits.
    private static func appendUnicodeEscape(_ value: UInt32, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        out.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8(value >> UInt32(shift) & 0xF)
            out.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }

    /// Appends an ASCII byte that needs an escape: a quote, a backslash, a C0 control or DEL.
    private static func appendASCIIEscape(_ byte: UInt8, to out: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
        case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
        case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        default: appendUnicodeEscape(UInt32(byte), to: &out)
        }
    }

    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// Appends valid UTF-8 with JSON's escapes and `TerminalText.needsEscape`'s characters as
    /// `\uXXXX`: C0, DEL and C1 controls, U+2028…U+202E and U+2066…U+2069, whose UTF-8 forms
    /// start with C2 (C1) or E2 80/E2 81 (the others). Runs of other bytes are copied.
    static func appendEscaped(utf8: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var index = 0
        var runStart = 0
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            if byte < 0x80 {
                if isPlainASCII(byte) { index += 1; continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendASCIIEscape(byte, to: &out)
                index += 1
                runStart = index
                continue
            }
            var escaped: UInt32?
            var length = 1
            if byte == 0xC2, index + 1 < count, (0x80...0x9F).contains(utf8[index + 1]) {
                escaped = UInt32(utf8[index + 1])
                length = 2
            } else if byte == 0xE2, index + 2 < count {
                let scalar = 0x2000 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
                if utf8[index + 1] & 0xC0 == 0x80, utf8[index + 2] & 0xC0 == 0x80, isEscapedFormat(scalar) {
                    escaped = scalar
                    length = 3
                }
            }
            guard let escaped else { index += 1; continue }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            appendUnicodeEscape(escaped, to: &out)
            index += length
            runStart = index
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
    }

    /// The separators and bidirectional controls `TerminalText.needsEscape` names above U+009F.
    private static func isEscapedFormat(_ scalar: UInt32) -> Bool {
        (0x2028...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar)
    }

    /// Appends UTF-16 as escaped UTF-8 (see `appendEscaped(utf8:to:)`); a lone surrogate
    /// becomes U+FFFD.
    static func appendEscaped(utf16: UnsafeBufferPointer<UInt16>, to out: inout [UInt8]) {
        var index = 0
        let count = utf16.count
        while index < count {
            let unit = utf16[index]
            index += 1
            if unit < 0x80 {
                let byte = UInt8(unit)
                if isPlainASCII(byte) { out.append(byte) } else { appendASCIIEscape(byte, to: &out) }
                continue
            }
            var scalar = UInt32(unit)
            if unit & 0xF800 == 0xD800 {
                if unit < 0xDC00, index < count, utf16[index] & 0xFC00 == 0xDC00 {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(utf16[index]) - 0xDC00)
                    index += 1
                } else {
                    scalar = 0xFFFD
                }
            }
            if scalar <= 0x9F || isEscapedFormat(scalar) {
                appendUnicodeEscape(scalar, to: &out)
            } else if scalar < 0x800 {
                out.append(UInt8(0xC0 | scalar >> 6))
                out.append(UInt8(0x80 | scalar & 0x3F))
            } else if scalar < 0x10000 {
                out.append(UInt8(0xE0 | scalar >> 12))
                out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
                out.append(UInt8(0x80 | scalar & 0x3F))
            } else {
                out.append(UInt8(0xF0 | scalar >> 18))
                out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
                out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
                out.append(UInt8(0x80 | scalar & 0x3F))
            }
        }
    }
}
