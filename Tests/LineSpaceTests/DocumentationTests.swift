import Foundation
import Testing

/// What DocC shows a client: every public symbol LineSpace and LineSpaceText declare has its own
/// doc comment, and neither module adds public members to types of other modules beyond the
/// few listed here.
///
/// The tests read the symbol graphs `swift-symbolgraph-extract` writes for the modules
/// `swift build` left in the build directory, as `swift package dump-symbol-graph
/// --minimum-access-level public` does: public symbols only, without doc comments inherited
/// from protocols (an `==` or `hash(into:)` written in the source needs its own). Members the
/// compiler synthesizes (`init(rawValue:)`, `init(from:)`) have no source location and are not
/// counted. Code behind `#if canImport(UIKit)` is not compiled on Linux and not seen here.
@Suite struct DocumentationTests {
    @Test(arguments: ["LineSpace", "LineSpaceText"])
    func everyPublicSymbolHasADocComment(module: String) throws {
        let graph = try SymbolGraph(module: module)
        #expect(graph.symbols.count >= 60, "the graph of \(module) lists its public symbols")
        let undocumented = graph.symbols.filter { $0.isDeclaredInSource && !$0.isDocumented }
        #expect(undocumented.isEmpty, """
            \(undocumented.count) public symbols of \(module) have no doc comment:
            \(undocumented.map(\.description).joined(separator: "\n"))
            """)
    }

    /// `make docs` converts each catalog without a warning: links resolve, every parameter a
    /// doc comment lists exists and every parameter of a documented list is there.
    @Test(arguments: ["LineSpace", "LineSpaceText"])
    func theCatalogConvertsWithoutWarnings(module: String) throws {
        let graph = try SymbolGraph(module: module, convertingCatalog: true)
        let output = try #require(graph.doccOutput)
        #expect(graph.doccWrotePage, "docc convert wrote no page for \(module):\n\(output)")
        let warnings = output.split(separator: "\n").filter { $0.contains("warning:") || $0.contains("error:") }
        #expect(warnings.isEmpty, "docc convert for \(module):\n\(output)")
    }

    /// The DocC landing page (`Sources/<module>/<module>.docc/<module>.md`) lists every public
    /// type the module declares under a topic, deprecated names aside, so a new type is placed
    /// where a reader looks for it rather than in DocC's automatic groups.
    @Test(arguments: ["LineSpace", "LineSpaceText"])
    func theLandingPageCuratesEveryType(module: String) throws {
        let graph = try SymbolGraph(module: module)
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(
            contentsOf: repository.appendingPathComponent("Sources/\(module)/\(module).docc/\(module).md"), encoding: .utf8)
        let types = graph.symbols.filter { !$0.path.contains(".") && !$0.isDeprecated }.map(\.path)
        #expect(types.count >= 10)
        let missing = types.filter { !page.contains("- ``\($0)``") }
        #expect(missing.isEmpty, "\(module).md does not list \(missing.sorted())")
    }

    /// Public members on other modules' types: only the attribute scope Foundation's
    /// `AttributedString` asks custom attributes to declare, and `AttributedString(markup:)`,
    /// the counterpart of Foundation's `AttributedString(markdown:)`.
    @Test(arguments: ["LineSpace", "LineSpaceText"])
    func extendsNoStandardTypeBeyondTheAttributeScope(module: String) throws {
        let graph = try SymbolGraph(module: module)
        let allowed = ["AttributeScopes.LineSpaceTextAttributes", "AttributeScopes.lineSpaceText",
                       "AttributeDynamicLookup.subscript(dynamicMember:)", "AttributedString.init(markup:baseFont:)"]
        let extensions = graph.extensionSymbols.filter { symbol in
            !allowed.contains { symbol.path == $0 || symbol.path.hasPrefix($0 + ".") }
        }
        #expect(extensions.isEmpty, """
            \(module) extends other modules' types with public members:
            \(extensions.map(\.description).joined(separator: "\n"))
            """)
        if module == "LineSpaceText" {
            #expect(graph.extensionSymbols.contains { $0.path == "AttributeScopes.lineSpaceText" },
                    "the graph holds the extensions' symbols (the allowed list is not vacuous)")
        }
    }
}

/// One module's public symbols, from `swift-symbolgraph-extract`: its own declarations
/// (`Module.symbols.json`) and its extensions of other modules' types (`Module@Other.symbols.json`).
struct SymbolGraph {
    struct Symbol: CustomStringConvertible {
        var kind: String
        var path: String
        var file: String?
        var line: Int?
        var isDocumented: Bool
        /// Whether it is deprecated everywhere (a former name).
        var isDeprecated = false
        /// The standard library types the declaration names (`Double`, `Float`, `Int`…).
        var standardTypes: Set<String>
        var isDeclaredInSource: Bool { file != nil }
        var description: String {
            "  \(kind) \(path)" + (file.map { " (\(URL(fileURLWithPath: $0).lastPathComponent):\(line ?? 0))" } ?? "")
        }
    }

    var symbols: [Symbol] = []
    var extensionSymbols: [Symbol] = []
    /// What `docc convert` printed for the module's catalog, when asked for.
    var doccOutput: String?
    /// Whether that conversion wrote the module's documentation page.
    var doccWrotePage = false

    /// The graphs of `module`; with `convertingCatalog`, also its DocC catalog converted against
    /// them, as `make docs` does (scripts/build-docs.sh).
    init(module: String, convertingCatalog: Bool = false) throws {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let compiler = Compiler(repository: repository)
        let modules = try compiler.modulesDirectory()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("linespace-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        var arguments = [Self.tool("swift-symbolgraph-extract"), "-module-name", module, "-I", modules.path,
                         "-target", try Self.targetTriple(compiler),
                         "-minimum-access-level", "public", "-skip-inherited-docs", "-skip-synthesized-members",
                         "-module-cache-path", work.appendingPathComponent("cache").path,
                         "-output-dir", work.path]
        for map in compiler.moduleMaps(besides: modules) { arguments += ["-Xcc", "-fmodule-map-file=\(map)"] }
        for flag in compiler.pkgConfigIncludes() { arguments += ["-Xcc", flag] }
        let output = try compiler.run(arguments)

        let files = try FileManager.default.contentsOfDirectory(atPath: work.path).filter { $0.hasSuffix(".symbols.json") }
        guard files.contains("\(module).symbols.json") else {
            throw ProbeError("swift-symbolgraph-extract wrote no graph for \(module):\n\(output)")
        }
        for file in files {
            let read = try Self.symbols(in: work.appendingPathComponent(file))
            if file == "\(module).symbols.json" { symbols += read } else { extensionSymbols += read }
        }
        if convertingCatalog {
            doccOutput = try compiler.run([
                Self.tool("docc"), "convert", repository.appendingPathComponent("Sources/\(module)/\(module).docc").path,
                "--additional-symbol-graph-dir", work.path, "--fallback-display-name", module,
                "--fallback-bundle-identifier", "org.linespace.\(module)",
                "--output-path", work.appendingPathComponent("docc-output").path,
            ])
            doccWrotePage = FileManager.default.fileExists(atPath: work.appendingPathComponent(
                "docc-output/data/documentation/\(module.lowercased()).json").path)
        }
    }

    /// A toolchain program: on macOS as `xcrun` finds it (Xcode's `docc` and
    /// `swift-symbolgraph-extract` are not on the path), else beside `swiftc` (Linux toolchains
    /// keep them together, as scripts/build-docs.sh assumes), else by name on the path.
    static func tool(_ name: String) -> String {
        let fileManager = FileManager.default
        if fileManager.isExecutableFile(atPath: "/usr/bin/xcrun"),
           let found = try? Compiler(repository: URL(fileURLWithPath: "/")).run(["xcrun", "--find", name], failOnStatus: true)
            .trimmingCharacters(in: .whitespacesAndNewlines), fileManager.isExecutableFile(atPath: found) {
            return found
        }
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        if let swiftc = directories.first(where: { fileManager.isExecutableFile(atPath: $0 + "/swiftc") }) {
            let beside = URL(fileURLWithPath: swiftc + "/swiftc").resolvingSymlinksInPath()
                .deletingLastPathComponent().appendingPathComponent(name).path
            if fileManager.isExecutableFile(atPath: beside) { return beside }
        }
        return name
    }

    /// The compiler's default target, as `swift build` uses it.
    private static func targetTriple(_ compiler: Compiler) throws -> String {
        let info = try compiler.run(["swiftc", "-print-target-info"], failOnStatus: true)
        guard let json = try JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any],
              let target = json["target"] as? [String: Any], let triple = target["triple"] as? String
        else { throw ProbeError("swiftc -print-target-info gave no target triple:\n\(info)") }
        return triple
    }

    private static func symbols(in file: URL) throws -> [Symbol] {
        guard let graph = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any],
              let symbols = graph["symbols"] as? [[String: Any]]
        else { throw ProbeError("\(file.lastPathComponent) is not a symbol graph") }
        return symbols.map { symbol in
            let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "?"
            let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
            let location = symbol["location"] as? [String: Any]
            let file = (location?["uri"] as? String).flatMap { URL(string: $0)?.path }
            let line = ((location?["position"] as? [String: Any])?["line"] as? Int).map { $0 + 1 }
            let lines = ((symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]]) ?? []
            let documented = lines.contains { !(($0["text"] as? String) ?? "").allSatisfy(\.isWhitespace) }
            let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
            let standardTypes = Set(fragments.compactMap { fragment -> String? in
                guard fragment["kind"] as? String == "typeIdentifier",
                      let identifier = fragment["preciseIdentifier"] as? String, identifier.hasPrefix("s:S")
                else { return nil }
                return fragment["spelling"] as? String
            })
            let availability = symbol["availability"] as? [[String: Any]] ?? []
            let deprecated = availability.contains { $0["isUnconditionallyDeprecated"] as? Bool == true }
            return Symbol(kind: kind, path: path, file: file, line: line, isDocumented: documented,
                          isDeprecated: deprecated, standardTypes: standardTypes)
        }
    }
}
