// Writing an output file without losing what was there: rename(2) for files, in place for
// FIFOs and devices.
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum AtomicFile {
    /// Writes `data` to `path`, keeping what is at `path` what it is:
    ///
    /// - nothing there, or a regular file: the bytes go to a temporary file in the same
    ///   directory, are flushed to disk, and the file is renamed over `path`, so readers see the
    ///   old file or the whole new one. A new file gets mode 0666 less the umask; a replaced one
    ///   keeps its mode (and its owner, where permitted).
    /// - a symbolic link: the same, at the file it points to (the link stays a link).
    /// - a regular file with several hard links: written in place, so every link sees the new
    ///   bytes (a rename would detach `path` from the others). The new size is reserved first
    ///   (Linux: `posix_fallocate`), so a full disk or a file size limit fails before a byte of
    ///   the old content is overwritten.
    /// - a FIFO or a character device (`/dev/null`, `/dev/stdout` on a terminal): opened and
    ///   written directly, never replaced.
    /// - a directory, a block device, a socket, or a dangling link: refused.
    ///
    /// On failure the temporary file is removed and `path` is untouched (except a FIFO or a
    /// device, which may have received part of the bytes, and a file written in place that fails
    /// after its space was reserved: an I/O error, or a file system that cannot reserve).
    ///
    /// - Throws: `RenderError.cannotWrite`.
    static func write(_ data: Data, to path: String) throws {
        func failure(_ code: Int32) -> RenderError { .cannotWrite(path: path, reason: errnoMessage(code)) }
        var target = path
        var existing = stat()
        if stat(path, &existing) == 0 {
            switch existing.st_mode & S_IFMT {
            case S_IFIFO, S_IFCHR:
                return try writeInPlace(data, to: path, truncating: false, reportedAs: path)
            case S_IFREG:
                if let resolved = realpath(path, nil) {
                    target = String(cString: resolved)
                    free(resolved)
                }
                if existing.st_nlink > 1 { return try writeInPlace(data, to: target, truncating: true, reportedAs: path) }
            case S_IFDIR:
                throw failure(EISDIR)
            default:
                throw RenderError.cannotWrite(path: path, reason: "not a regular file, FIFO or character device")
            }
        } else if errno != ENOENT {
            throw failure(errno)
        } else {
            var link = stat()
            if lstat(path, &link) == 0 {
                throw RenderError.cannotWrite(path: path, reason: "a symbolic link to a missing file")
            }
        }
        let replacing = target != path || stat(target, &existing) == 0
        try replace(target, with: data, keeping: replacing ? existing : nil, reportedAs: path)
    }

    /// Writes to a temporary file beside `target` and renames it over `target`.
    private static func replace(_ target: String, with data: Data, keeping old: stat?, reportedAs path: String) throws {
        func failure(_ code: Int32) -> RenderError { .cannotWrite(path: path, reason: errnoMessage(code)) }
        let (directory, name) = directoryAndName(of: target)
        var fd: Int32 = -1
        var temporary = ""
        for _ in 0..<100 {
            temporary = "\(directory)/.\(name).tmp-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
            // 0666 less the umask, as any new file; O_EXCL: never an existing file or link.
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw failure(errno) }
        var closed = false
        do {
            defer { if !closed { close(fd) } }
            if let old {
                _ = fchown(fd, old.st_uid, old.st_gid)  // permitted for root or the same owner
                guard fchmod(fd, old.st_mode & 0o7777) == 0 else { throw failure(errno) }
            }
            let code = writeAll(fd, data)
            guard code == 0 else { throw failure(code) }
            guard fsync(fd) == 0 else { throw failure(errno) }
            closed = true
            guard close(fd) == 0 else { throw failure(errno) }
            guard rename(temporary, target) == 0 else { throw failure(errno) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// The directory of `path` and its last component, for a temporary file beside it:
    /// trailing slashes are dropped (`out/` names `out`) and a path without a slash is in `.`.
    /// Split at the byte `/`, as the kernel reads paths. Unlike `URL(fileURLWithPath:)`, which
    /// it replaces (URL parsing was 0.45 MiB of the command's peak memory), nothing is resolved:
    /// the kernel resolves `.`, `..` and symbolic links in the directory when the temporary file
    /// is opened and renamed, so it is always the target's own directory.
    static func directoryAndName(of path: String) -> (directory: String, name: String) {
        let slash = UInt8(ascii: "/")
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == slash { bytes.removeLast() }
        guard let last = bytes.lastIndex(of: slash) else { return (".", String(decoding: bytes, as: UTF8.self)) }
        let directory = last == 0 ? "/" : String(decoding: bytes[..<last], as: UTF8.self)
        return (directory, String(decoding: bytes[(last + 1)...], as: UTF8.self))
    }

    /// Opens `path` for writing (never creating it) and writes the bytes; a regular file
    /// (`truncating`) gets the new size reserved first, is overwritten from its start and cut
    /// to the new length.
    private static func writeInPlace(_ data: Data, to target: String, truncating: Bool, reportedAs path: String) throws {
        let fd = open(target, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw RenderError.cannotWrite(path: path, reason: errnoMessage(errno)) }
        var code: Int32 = 0
        if truncating {
            #if canImport(Glibc)
            // Not supported by the file system (EOPNOTSUPP, EINVAL): written unreserved.
            let reserved = posix_fallocate(fd, 0, off_t(data.count))
            if reserved != 0 && reserved != EOPNOTSUPP && reserved != EINVAL { code = reserved }
            #endif
        }
        if code == 0 { code = writeAll(fd, data) }
        if code == 0 && truncating && ftruncate(fd, off_t(data.count)) != 0 { code = errno }
        let closing = close(fd) == 0 ? 0 : errno
        if code != 0 { throw RenderError.cannotWrite(path: path, reason: errnoMessage(code)) }
        // EINTR from close(2) on Linux still closed the file; anything else lost data.
        if closing != 0 && closing != EINTR { throw RenderError.cannotWrite(path: path, reason: errnoMessage(closing)) }
    }

    /// Writes all of `data`, retrying short writes and EINTR; 0 or the failing errno.
    private static func writeAll(_ fd: Int32, _ data: Data) -> Int32 {
        data.withUnsafeBytes { LineSpaceText.writeAll(fd, $0) }
    }

    private static func errnoMessage(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// Writes all of `bytes` to file descriptor `fd`, retrying short writes and EINTR (the
/// command's standard streams use it too).
///
/// - Returns: 0, or the errno of the write that failed.
package func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
    var offset = 0
    while offset < bytes.count {
        let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += written
    }
    return 0
}
