// Reading the text to lay out from a file, a pipe, a FIFO or standard input, with a size limit.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum TextInput {
    /// The default of `--max-input`: 256 KiB, so that one request's worst case stays under
    /// 1 GB (README, "Limits": `measure --json --glyphs --width 1` of 256 KiB of one letter, a
    /// line per byte, peaks at 0.56 GB).
    static let defaultLimit = 256 << 10

    /// The UTF-8 text of a file, or of standard input for `-`. Anything read(2) can read
    /// works: regular files, pipes, FIFOs, `/dev/stdin`, `<(…)`. A byte-order mark and one
    /// final newline are dropped.
    ///
    /// - Parameter limit: the most bytes accepted; more is an error, found after reading at
    ///   most `limit + 1` bytes (so `/dev/zero` cannot exhaust memory).
    /// - Throws: `RuntimeError` (exit 1) when the input cannot be opened or read, is a
    ///   directory, is larger than `limit`, or is not UTF-8.
    static func read(_ path: String, limit: Int) throws -> String {
        let name = path == "-" ? "standard input" : path
        let what = path == "-" ? "standard input" : "text file \(path)"
        let fd: Int32
        if path == "-" {
            fd = 0
        } else {
            fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw RuntimeError(message: "cannot read \(what): \(errnoDescription(errno))") }
        }
        defer { if fd != 0 { close(fd) } }
        var status = stat()
        if fstat(fd, &status) != 0 {
            throw RuntimeError(message: "cannot read \(what): \(errnoDescription(errno))")
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw RuntimeError(message: "cannot read \(what): \(errnoDescription(EISDIR))")
        }
        var bytes: [UInt8] = []
        if status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
            bytes.reserveCapacity(Int(min(Int64(limit) + 1, Int64(status.st_size) + 1)))
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw RuntimeError(message: "cannot read \(what): \(errnoDescription(errno))")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit {
                throw RuntimeError(message: "\(name) is larger than --max-input (\(ByteCount.describe(limit))); raise the limit with --max-input")
            }
        }
        // A byte-order mark is not text; nor is the newline (LF, CR LF or CR) that ends a file's
        // last line. Cut as bytes: a string's last character may be a long grapheme cluster
        // (an emoji ZWJ sequence), which the standard library finds by scanning back over it.
        var start = 0, end = bytes.count
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        if end > start && bytes[end - 1] == 0x0A { end -= 1 }
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        guard let text = String(validating: bytes[start..<end], as: UTF8.self) else {
            throw RuntimeError(message: "\(name) is not valid UTF-8 text")
        }
        return text
    }
}

/// Byte counts as people write them: `65536`, `64K`, `64M`, `1G` (binary units, KiB…).
enum ByteCount {
    /// Parses a whole number of bytes with an optional K, M or G suffix (×1024ⁿ); nil for
    /// anything else, zero, or more than `Int.max`.
    static func parse(_ text: String) -> Int? {
        var digits = Substring(text)
        var shift = 0
        if let last = digits.last?.uppercased() {
            switch last {
            case "K": shift = 10
            case "M": shift = 20
            case "G": shift = 30
            default: break
            }
            if shift > 0 { digits = digits.dropLast() }
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits), value > 0 else {
            return nil
        }
        let (scaled, overflow) = value.multipliedReportingOverflow(by: 1 << shift)
        return overflow ? nil : scaled
    }

    /// `limit` in the largest binary unit that divides it: 64 MiB, 512 KiB, 1000 bytes.
    static func describe(_ bytes: Int) -> String {
        for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where bytes % (1 << shift) == 0 {
            return "\(bytes >> shift) \(unit)"
        }
        return "\(bytes) bytes"
    }
}

/// read(2), named apart from `TextInput.read`.
func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
