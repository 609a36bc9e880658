import Foundation
import LineSpaceText
import Testing

/// `linespace --version` prints the library's version constant, and CHANGELOG.md's latest
/// release is that version.
@Suite struct VersionCommandTests {
    @Test func versionIsTheLibrarysConstant() throws {
        let result = try CommandSandbox().run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "linespace \(LineSpaceVersion.current)\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func theChangelogsLatestReleaseIsTheConstant() throws {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let changelog = try String(contentsOf: repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let releases = changelog.split(separator: "\n")
            .filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        let latest = try #require(releases.first, "CHANGELOG.md lists a release")
        #expect(latest.hasPrefix("## [\(LineSpaceVersion.current)] - "), "\(latest)")
        let semver = LineSpaceVersion.current.split(separator: ".")
        #expect(semver.count == 3 && semver.allSatisfy { Int($0) != nil })
    }
}
