// A tiny JSON value that keeps keys in the order they are written.

/// A JSON value whose objects keep their key order (JSONEncoder would not, with `.sortedKeys`
/// it would reorder them alphabetically). Large answers are written with `JSONWriter` directly;
/// this tree is for small ones (errors, images, ids).
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
    /// Controls (C0, DEL, C1) and the characters a terminal would act on are escaped in
    /// strings, so the JSON is safe to print; it decodes to the same string.
    var bytes: [UInt8] {
        var writer = JSONWriter()
        writer.value(self)
        return writer.bytes
    }

    /// A number rounded to 6 decimal places, without trailing zeros (24.616, 289, 0.5), as C's
    /// `%.6f` rounds it, never `-0`; non-finite values, which JSON numbers cannot hold, as
    /// `null` in JSON (never a made-up 0). Text output prints them as inf, -inf and nan.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        var digits: [UInt8] = []
        JSONWriter.appendNumber(value, to: &digits)
        return String(decoding: digits, as: UTF8.self)
    }
}
