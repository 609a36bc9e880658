import Foundation
import Testing

/// The engine's files each hold one concept (docs/design.md): none grows past 400 lines. A
/// file that does is split by concept, not trimmed.
@Suite struct SourceFileSizeTests {
    static let limit = 400

    @Test func noEngineFileIsLongerThanTheLimit() throws {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var counted = 0
        for folder in ["Sources/LineSpaceText", "Sources/LineSpace", "Sources/linespace", "Sources/linespace-bench"] {
            let root = repository.appendingPathComponent(folder)
            let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
                #expect(lines <= SourceFileSizeTests.limit, "\(folder)/\(file): \(lines) lines")
                counted += 1
            }
        }
        #expect(counted > 100, "the scan found the sources")
    }
}
