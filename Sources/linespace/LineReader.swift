// Reading a file or standard input one line at a time, each line at most so long.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of a file or of standard input (`-`), read in 64 KiB chunks: memory holds one
/// chunk and the current line, never the whole input.
final class LineReader {
    /// One line without its end (`\n` or `\r\n`), numbered from 1.
    struct Line: Sendable {
        var number: Int
        var bytes: [UInt8]
        /// Longer than the reader's maximum: `bytes` is empty, the line was skipped.
        var isTooLong = false

        /// Empty or only spaces and tabs.
        var isBlank: Bool { !isTooLong && bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
    }

    private let fd: Int32
    private let name: String
    private let maximumLength: Int
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0
    private var atEnd = false
    private var number = 0

    /// - Throws: `RuntimeError` when the file cannot be opened or is a directory.
    init(path: String, maximumLength: Int) throws {
        self.maximumLength = maximumLength
        name = path == "-" ? "standard input" : path
        if path == "-" {
            fd = 0
        } else {
            fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw RuntimeError(message: "cannot read \(path): \(errnoDescription(errno))") }
        }
        var status = stat()
        if fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            if fd != 0 { close(fd) }
            throw RuntimeError(message: "cannot read \(name): \(errnoDescription(EISDIR))")
        }
    }

    deinit { if fd != 0 { close(fd) } }

    /// Whether `next()` can go on without waiting for a writer: bytes are buffered, the input
    /// has ended, or more can be read now. A window ends when the input would block, so a
    /// program writing one request and waiting for its answer gets it.
    var hasInputReady: Bool {
        if start < end || atEnd { return true }
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// The next line, nil at the end of the input.
    ///
    /// - Throws: `RuntimeError` for a read error.
    func next() throws -> Line? {
        var bytes: [UInt8] = []
        var tooLong = false
        var sawAny = false
        while true {
            if start == end {
                if atEnd { break }
                let count = chunk.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress!, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw RuntimeError(message: "cannot read \(name): \(errnoDescription(errno))")
                }
                if count == 0 { atEnd = true; break }
                start = 0
                end = count
            }
            sawAny = true
            let newline = chunk[start..<end].firstIndex(of: 0x0A)
            let stop = newline ?? end
            if !tooLong {
                if bytes.count + (stop - start) > maximumLength {
                    tooLong = true
                    bytes = []
                } else {
                    bytes += chunk[start..<stop]
                }
            }
            if let newline {
                start = newline + 1
                return line(bytes, tooLong: tooLong)
            }
            start = end
        }
        return sawAny ? line(bytes, tooLong: tooLong) : nil
    }

    private func line(_ bytes: [UInt8], tooLong: Bool) -> Line {
        number += 1
        var bytes = bytes
        if bytes.last == 0x0D { bytes.removeLast() }
        return Line(number: number, bytes: bytes, isTooLong: tooLong)
    }
}
