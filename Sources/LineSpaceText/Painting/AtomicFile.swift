// Writing a file atomically: a temporary file beside the target, then rename(2).
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum AtomicFile {
    /// Writes `data` to `path` so that readers see the old file or the whole new one, never a
    /// part: the bytes go to a temporary file in the same directory, are flushed to disk, and
    /// the file is renamed over `path`. On failure the temporary file is removed.
    ///
    /// - Throws: `RenderError.cannotWrite`.
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var template = Array("\(directory)/.\(url.lastPathComponent).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw RenderError.cannotWrite(path: path, reason: errnoMessage()) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        do {
            defer { if !closed { close(fd) } }
            // mkstemp makes 0600 files; images are meant to be shared (reading umask is racy).
            fchmod(fd, 0o644)
            try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
                var offset = 0
                while offset < buffer.count {
                    let written = writeBytes(fd, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw RenderError.cannotWrite(path: path, reason: errnoMessage())
                    }
                    offset += written
                }
            }
            guard fsync(fd) == 0 else { throw RenderError.cannotWrite(path: path, reason: errnoMessage()) }
            closed = true
            guard close(fd) == 0 else { throw RenderError.cannotWrite(path: path, reason: errnoMessage()) }
            guard rename(temporary, path) == 0 else { throw RenderError.cannotWrite(path: path, reason: errnoMessage()) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    private static func errnoMessage() -> String { String(cString: strerror(errno)) }
}

/// write(2), named apart from `AtomicFile.write`.
private func writeBytes(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
