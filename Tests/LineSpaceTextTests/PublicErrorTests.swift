// Every public error is a LocalizedError with a meaningful description; malformed runs and
// unknown file extensions are errors, not traps or mislabelled files.
import Foundation
import Testing
@testable import LineSpaceText

@Suite("Public errors")
struct PublicErrorTests {
    static let attributes = TextAttributes(font: Fixtures.dejaVu())

    static func run(_ range: Range<Int>) -> StyledText.Run { StyledText.Run(range: range, attributes: attributes) }

    @Test("localizedDescription is each error's own message, not Foundation's generic one")
    func localizedDescriptions() throws {
        let errors: [(any Error, String)] = [
            (FontError.invalidSize(0), "font size 0.0 is not a finite number greater than 0"),
            (RenderError.unknownExtension(path: "x.jpg"), "cannot tell the format of x.jpg: write .png, .svg or .pdf"),
            (MarkupError(line: 1, column: 8, message: "<b> is not closed"), "1:8: <b> is not closed"),
            (ColorError(input: "grene", reason: "unknown"), "'grene' is not a colour: unknown"),
            (SceneError(path: "elements[2].image.file", message: "no such file: ./a.png"), "elements[2].image.file: no such file: ./a.png"),
            (RenderError.imageTooLarge(width: 20, height: 10, limit: 199), "the image is 20×10 pixels, more than the limit of 199 pixels"),
            (StyledTextError.noRuns, "a styled text needs at least one run (an empty text one empty run, 0..<0)"),
        ]
        for (error, expected) in errors {
            #expect(error.localizedDescription == expected)
        }
        #expect(throws: FontError.self) { _ = try Font(family: "DejaVu Sans", size: -1) }
        do {
            _ = try Font(family: "DejaVu Sans", size: .nan)
        } catch {
            #expect(error.localizedDescription == "font size nan is not a finite number greater than 0")
        }
    }

    /// Every public type named `…Error` in the engine's sources is declared or extended as a
    /// `LocalizedError`: a new error type without it fails here.
    @Test("every public error type of LineSpaceText is a LocalizedError")
    func everyPublicErrorIsLocalized() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/LineSpaceText")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var text = ""
        for file in files { text += try String(contentsOf: file, encoding: .utf8) + "\n" }
        var errors: Set<String> = []
        for line in text.split(separator: "\n") {
            for keyword in ["public struct ", "public enum ", "public final class "] where line.hasPrefix(keyword) {
                let name = line.dropFirst(keyword.count).prefix(while: { $0.isLetter || $0.isNumber })
                if name.hasSuffix("Error") { errors.insert(String(name)) }
            }
        }
        #expect(errors.isSuperset(of: ["FontError", "RenderError", "MarkupError", "ColorError", "StyledTextError"]))
        for name in errors.sorted() {
            let declared = text.split(separator: "\n").contains { line in
                (line.contains("enum \(name):") || line.contains("struct \(name):") || line.contains("extension \(name):"))
                    && line.contains("LocalizedError")
            }
            #expect(declared, "\(name) is not a LocalizedError")
        }
    }

    @Test("malformed runs throw, naming the problem", arguments: [
        (0, [Range<Int>](), StyledTextError.noRuns),
        (5, [], .noRuns),
        (0, [0..<1], .pastEnd(index: 0, end: 1, length: 0)),
        (5, [1..<5], .gap(index: 0, uncovered: 0..<1)),
        (5, [0..<2, 3..<5], .gap(index: 1, uncovered: 2..<3)),
        (5, [0..<3, 2..<5], .overlap(index: 1, overlapping: 2..<3)),
        (5, [-1..<5], .overlap(index: 0, overlapping: -1..<0)),
        (5, [0..<6], .pastEnd(index: 0, end: 6, length: 5)),
        (5, [0..<3], .endsEarly(end: 3, length: 5)),
    ])
    func malformedRuns(length: Int, ranges: [Range<Int>], expected: StyledTextError) {
        let units = Array(repeating: UInt16(0x61), count: length)
        #expect(throws: expected) { try StyledText(utf16: units, runs: ranges.map(Self.run)) }
    }

    @Test("well-formed runs: one empty run for an empty text, empty runs inside, runs in order")
    func wellFormedRuns() throws {
        #expect(try StyledText(utf16: [], runs: [Self.run(0..<0)]).utf16.isEmpty)
        let text = try StyledText(utf16: Array("abcde".utf16), runs: [Self.run(0..<2), Self.run(2..<2), Self.run(2..<5)])
        #expect(text.runs.count == 3)
        #expect(StyledTextError.gap(index: 1, uncovered: 2..<3).description == "run 1 leaves units 2..<3 without a run")
    }

    @Test("render(to:) refuses an extension that names no format, and a contradicting one")
    func unknownExtensions() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("linespace-ext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let label = Label()
        label.font = Fixtures.dejaVu()
        label.text = "Hello"
        let jpg = directory.appendingPathComponent("x.jpg").path
        #expect(throws: RenderError.unknownExtension(path: jpg)) { try label.render(width: 100, to: jpg) }
        #expect(!FileManager.default.fileExists(atPath: jpg))
        let svg = directory.appendingPathComponent("x.svg").path
        #expect(throws: RenderError.formatMismatch(path: svg, format: .pdf)) {
            try label.render(width: 100, options: RenderOptions(format: .pdf), to: svg)
        }
        #expect(!FileManager.default.fileExists(atPath: svg))
        // Known extensions in any case, and names without one, are written.
        let upper = directory.appendingPathComponent("x.SVG").path
        try label.render(width: 100, to: upper)
        #expect(try String(contentsOfFile: upper, encoding: .utf8).contains("<svg"))
        let bare = directory.appendingPathComponent("label").path
        try label.render(width: 100, to: bare)
        #expect(try Data(contentsOf: URL(fileURLWithPath: bare)).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }
}
