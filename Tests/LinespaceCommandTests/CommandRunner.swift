// Runs the built `linespace` binary in a scratch directory and captures what it says.
import Foundation
import Testing
import LineSpaceText

/// The result of one run of the command.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutData: Data
}

/// A scratch directory with the command ready to run inside it.
final class CommandSandbox {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("linespace-cmd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// The `linespace` executable SwiftPM built beside this test bundle (`swift test` builds
    /// every product first). `LINESPACE_BINARY` overrides.
    static let binary: URL? = {
        let fileManager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["LINESPACE_BINARY"], fileManager.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        var candidates: [URL] = []
        // The test runner is the test bundle's executable (Linux) or inside it (macOS).
        if let executable = Bundle.main.executableURL { candidates.append(executable.resolvingSymlinksInPath()) }
        let proc = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        candidates.append(proc)
        candidates += Bundle.allBundles.map(\.bundleURL)
        for start in candidates {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("linespace")
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   fileManager.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }()

    /// Runs `linespace arguments…` in the sandbox, feeding `stdin`.
    func run(_ arguments: [String], stdin: Data? = nil) throws -> CommandResult {
        let binary = try #require(CommandSandbox.binary, "the linespace executable was not built beside the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        let exited = try CommandSandbox.start(process)
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        return CommandSandbox.collect(process, exited: exited, out: out, err: err)
    }

    /// Runs a `/bin/sh` script in the sandbox with `$LS` set to the command, standard input
    /// from /dev/null unless the script redirects it: for the redirections a shell user writes
    /// (`< /tmp`, `<&-`, `> /dev/full`, pipes, FIFOs).
    func shell(_ script: String) throws -> CommandResult {
        let binary = try #require(CommandSandbox.binary, "the linespace executable was not built beside the tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["LS"] = binary.path
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        let exited = try CommandSandbox.start(process)
        return CommandSandbox.collect(process, exited: exited, out: out, err: err)
    }

    /// Starts `process`; the semaphore is signalled when it exits. Foundation's
    /// `waitUntilExit` on Linux polls every 50 ms, which every command run would wait out.
    static func start(_ process: Process) throws -> DispatchSemaphore {
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        return exited
    }

    /// Reads both pipes to the end before waiting, so a large output cannot block the child.
    static func collect(_ process: Process, exited: DispatchSemaphore, out: Pipe, err: Pipe) -> CommandResult {
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        exited.wait()
        return CommandResult(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self), stdoutData: outData)
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
}

extension Bitmap {
    /// Whether any pixel is not opaque white.
    var hasInk: Bool {
        stride(from: 0, to: rgba.count, by: 4).contains { rgba[$0] < 250 || rgba[$0 + 1] < 250 || rgba[$0 + 2] < 250 }
    }

    /// The rows with a pixel darker than mid-grey (on white).
    func inkRows() -> [Int] {
        (0..<height).filter { y in
            (0..<width).contains { x in
                let i = 4 * (y * width + x)
                return Int(rgba[i]) + Int(rgba[i + 1]) + Int(rgba[i + 2]) < 384
            }
        }
    }
}
