import Foundation
import Testing

/// What a client of the library sees: `import LineSpace` and `import LineSpaceText` (which
/// re-exports LineSpace) show the style model and none of the styling internals of the Apple
/// adapters, nor extensions on standard types.
///
/// Each test compiles a probe file the way a client package would (plain `import`, no
/// `@testable`, another package name) against the modules `swift build` left in the build
/// directory. The probe names every public type of LineSpace, which must resolve, and every
/// non-public one plus `Double.nonNegativeFinite`, each of which must be an error. A type made
/// public again compiles silently and fails the test; so does a public type made internal.
@Suite struct PublicNamespaceTests {
    @Test func lineSpaceShowsOnlyItsPublicTypes() throws {
        try ClientProbe.check(importing: "LineSpace")
    }

    @Test func lineSpaceTextShowsNoneOfLineSpacesInternals() throws {
        try ClientProbe.check(importing: "LineSpaceText")
    }
}

/// Builds and compiles the probe.
enum ClientProbe {
    /// Names the engine or a client must never see, whatever the declarations scanned say: the
    /// ones issue 31 found public (a missing one only means it was removed).
    static let knownInternals = [
        "ApplePlatform", "LabelState", "StylingDecision", "StyledTextAttributes", "TextStylingPlan",
        "ManagedAttributes", "FigmaLineHeight", "DynamicTypeScaling", "SwiftUILineHeight",
        "LaidOutWidth", "PlatformVersion", "StylingSession",
    ]

    static func check(importing module: String) throws {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let declarations = try TypeDeclarations(scanning: repository.appendingPathComponent("Sources/LineSpace"))
        #expect(declarations.publicTypes.count >= 8, "the scan found the style model's types")
        #expect(declarations.internalTypes.count >= 8, "the scan found the styling internals")
        let internals = Set(declarations.internalTypes).union(knownInternals).sorted()

        var probe = "import \(module)\n"
        for name in declarations.publicTypes { probe += "typealias Public_\(name) = \(name)\n" }
        for name in internals { probe += "typealias Internal_\(name) = \(name)\n" }
        probe += "let internalMember = (1.5).nonNegativeFinite\n"

        let diagnostics = try Compiler(repository: repository).typecheck(probe)
        let errors = diagnostics.split(separator: "\n").filter { $0.contains("error:") }
        func errorsNaming(_ name: String) -> [Substring] { errors.filter { $0.contains("'\(name)'") } }

        for name in declarations.publicTypes {
            #expect(errorsNaming(name).isEmpty, "\(module) must show the public type \(name)\n\(diagnostics)")
        }
        for name in internals {
            #expect(!errorsNaming(name).isEmpty, "\(module) shows \(name) to its clients\n\(diagnostics)")
        }
        #expect(!errorsNaming("nonNegativeFinite").isEmpty, "\(module) shows Double.nonNegativeFinite\n\(diagnostics)")
        // Every error is one of the expected ones (no missing module, no unrelated failure).
        let unexpected = errors.filter { line in !internals.contains { line.contains("'\($0)'") } && !line.contains("'nonNegativeFinite'") }
        #expect(unexpected.isEmpty, "unexpected errors:\n\(unexpected.joined(separator: "\n"))")
    }
}

/// The top-level type declarations of a module's sources, outside `#if` branches for Apple
/// platforms (the `Apple/` folder): public ones, and the others.
struct TypeDeclarations {
    var publicTypes: [String] = []
    var internalTypes: [String] = []

    init(scanning directory: URL) throws {
        let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && !$0.path.contains("/Apple/") } ?? []
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            var inactive = false  // inside `#if canImport(SwiftUI)`-style branches Linux skips
            for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("#if ") { inactive = line.contains("canImport(SwiftUI)") && !line.contains("!canImport") }
                if line.hasPrefix("#endif") { inactive = false }
                guard !inactive, let first = line.first, first.isLetter else { continue }
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(where: keywords.contains), index + 1 < words.count else { continue }
                let modifiers = words[..<index]
                guard modifiers.allSatisfy({ ["public", "package", "internal", "final", "fileprivate", "private"].contains($0) }),
                      !modifiers.contains("private"), !modifiers.contains("fileprivate")
                else { continue }
                let name = String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                if modifiers.contains("public") { publicTypes.append(name) } else { internalTypes.append(name) }
            }
        }
        publicTypes.sort()
        internalTypes.sort()
    }
}

/// `swiftc -typecheck` of a probe as a separate client module, against the build directory's
/// modules, with the C modules LineSpaceText imports (module maps and pkg-config include paths,
/// as SwiftPM passes them).
struct Compiler {
    let repository: URL

    /// The compiler's output; `fileName` `main.swift` allows top-level statements.
    func typecheck(_ source: String, fileName: String = "Probe.swift") throws -> String {
        let modules = try modulesDirectory()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("linespace-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent(fileName)
        try source.write(to: file, atomically: true, encoding: .utf8)

        var arguments = ["swiftc", "-typecheck", "-module-name", "LineSpaceClient", "-package-name", "linespace_client",
                         "-module-cache-path", work.appendingPathComponent("cache").path, "-I", modules.path]
        for map in moduleMaps(besides: modules) { arguments += ["-Xcc", "-fmodule-map-file=\(map)"] }
        for flag in pkgConfigIncludes() { arguments += ["-Xcc", flag] }
        arguments.append(file.path)
        return try run(arguments)
    }

    /// The directory holding `LineSpace.swiftmodule`: beside the test bundle (`debug/Modules` or
    /// `debug`), else the newest under `.build`.
    func modulesDirectory() throws -> URL {
        var candidates: [URL] = []
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            candidates += [directory.appendingPathComponent("Modules"), directory]
            directory.deleteLastPathComponent()
        }
        for configuration in ["debug", "release"] {
            candidates.append(repository.appendingPathComponent(".build/\(configuration)/Modules"))
            candidates.append(repository.appendingPathComponent(".build/\(configuration)"))
        }
        guard let found = candidates.first(where: {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("LineSpace.swiftmodule").path)
        }) else {
            throw ProbeError("no LineSpace.swiftmodule near \(CommandLine.arguments[0]) or in .build: run swift build first")
        }
        return found
    }

    /// System-library module maps (Sources/*/module.modulemap) and those SwiftPM generates for C
    /// targets (<build>/*.build/module.modulemap).
    func moduleMaps(besides modules: URL) -> [String] {
        let fileManager = FileManager.default
        var maps: [String] = []
        let sources = repository.appendingPathComponent("Sources")
        for name in (try? fileManager.contentsOfDirectory(atPath: sources.path)) ?? [] {
            let map = sources.appendingPathComponent(name).appendingPathComponent("module.modulemap")
            if fileManager.fileExists(atPath: map.path) { maps.append(map.path) }
        }
        let build = modules.lastPathComponent == "Modules" ? modules.deletingLastPathComponent() : modules
        for name in (try? fileManager.contentsOfDirectory(atPath: build.path)) ?? [] where name.hasSuffix(".build") {
            let map = build.appendingPathComponent(name).appendingPathComponent("module.modulemap")
            if fileManager.fileExists(atPath: map.path) { maps.append(map.path) }
        }
        return maps.sorted()
    }

    /// `-I` flags of every pkg-config package Package.swift names (each asked alone, so one that
    /// is not installed, like the benchmark's Pango, drops only its own flags).
    func pkgConfigIncludes() -> [String] {
        guard let manifest = try? String(contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        else { return [] }
        var flags: [String] = []
        for piece in manifest.components(separatedBy: "pkgConfig: \"").dropFirst() {
            guard let package = piece.split(separator: "\"").first,
                  let output = try? run(["pkg-config", "--cflags-only-I", String(package)], failOnStatus: true)
            else { continue }
            flags += output.split(whereSeparator: \.isWhitespace).map(String.init)
        }
        return flags
    }

    func run(_ arguments: [String], failOnStatus: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if failOnStatus, process.terminationStatus != 0 { throw ProbeError("\(arguments[0]) failed") }
        return String(decoding: output, as: UTF8.self)
    }
}

struct ProbeError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
