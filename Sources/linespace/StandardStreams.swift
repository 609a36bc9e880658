// Standard output and error through write(2): every error is seen (Foundation's FileHandle
// traps on EPIPE, EBADF and ENOSPC) and the command starts without loading Foundation's I/O.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LineSpaceText

/// The text of an errno value ("No space left on device").
func errnoDescription(_ code: Int32) -> String { String(cString: strerror(code)) }

enum StandardOutput {
    /// Writes `bytes` to standard output.
    ///
    /// - Throws: `BrokenPipe` when the reader has gone (EPIPE: SIGPIPE is ignored, see
    ///   `main.swift`); `RuntimeError` (exit 1) naming any other failure: a full disk, a
    ///   closed descriptor.
    static func write(_ bytes: [UInt8]) throws {
        let code = bytes.withUnsafeBytes { writeAll(1, $0) }
        if code == EPIPE { throw BrokenPipe() }
        if code != 0 { throw RuntimeError(message: "cannot write standard output: \(errnoDescription(code))") }
    }

    /// Writes `text` and a newline to standard output (see `write(_:)`).
    static func printLine(_ text: String) throws {
        try write(Array((text + "\n").utf8))
    }
}

/// Writes one line to standard error, its control characters escaped; errors are ignored
/// (there is nowhere left to report them).
func printError(_ message: String) {
    let bytes = Array(("linespace: " + TerminalText.escaped(message) + "\n").utf8)
    _ = bytes.withUnsafeBytes { writeAll(2, $0) }
}

/// A JSON Lines batch in which a line failed: its answer said why, the status is 1.
struct BatchFailed: Error {}

/// Standard output's reader has gone (`linespace … | head`): the command stops quietly with
/// status 141, as tools killed by SIGPIPE do.
struct BrokenPipe: Error {
    /// 128 + SIGPIPE, what a shell reports for a process SIGPIPE ended.
    static let status: Int32 = 141
}
