// UAX #14 conformance: every case of Unicode 15.0's LineBreakTest.txt through the breaker.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct LineBreakConformanceTests {
    static let path = "/usr/share/unicode/auxiliary/LineBreakTest.txt"

    struct Case {
        var line: Int
        var utf16: [UInt16]
        /// Break positions after 0 (UTF-16 offsets), the end included.
        var breaks: [Int]
    }

    static func cases() throws -> [Case] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var cases: [Case] = []
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let tokens = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard tokens.first == "×" || tokens.first == "÷" else { continue }
            var utf16: [UInt16] = []
            var breaks: [Int] = []
            for token in tokens.dropFirst() {
                if token == "÷" {
                    breaks.append(utf16.count)
                } else if token == "×" {
                    continue
                } else if let value = UInt32(token, radix: 16) {
                    if let scalar = Unicode.Scalar(value) {
                        utf16.append(contentsOf: Character(scalar).utf16)
                    } else {
                        utf16.append(UInt16(value))  // a lone surrogate, kept as is
                    }
                }
            }
            cases.append(Case(line: number + 1, utf16: utf16, breaks: breaks))
        }
        return cases
    }

    /// Cases ICU's own test suite skips as known deviations (ICU-21097: ICU keeps its tailoring
    /// of hyphens before letters and of numbers after "." and ","), matched by prefix as ICU does.
    static let icuKnownIssues: [[UInt16]] = [
        "-#", "-\u{308}#", "-\u{A7}", "-\u{308}\u{A7}", "-\u{50005}", "-\u{308}\u{50005}", "-\u{E01}", "-\u{308}\u{E01}",
        ",0", ",\u{308}0", "equals .35 cents", "a.2 ", "a.2 \u{915}", "a.2 \u{672C}", "a.2\u{3000}\u{672C}",
        "a.2\u{3000}\u{307E}", "a.2\u{3000}3", "A.1 \u{BABB}", "\u{BD24}\u{C5B4}. A.2 \u{BCFC}",
        "\u{BD10}\u{C694}. A.3 \u{BABB}", "\u{C694}. A.4 \u{BABB}", "a.2\u{3000}\u{300C}",
    ].map { Array($0.utf16) }

    static func isICUKnownIssue(_ utf16: [UInt16]) -> Bool {
        icuKnownIssues.contains { utf16.starts(with: $0) }
    }

    @Test func icuIsUnicode15() {
        #expect(BreakIterator.unicodeVersion == "15.0")
    }

    @Test func everyCaseOfLineBreakTestPasses() throws {
        let cases = try Self.cases()
        #expect(cases.count == 7654)
        var failures: [String] = []
        var skipped = 0
        for test in cases {
            if Self.isICUKnownIssue(test.utf16) {
                skipped += 1
                continue
            }
            let got = BreakIterator(kind: .line, locale: nil, utf16: test.utf16)!.boundaries()
            if got != test.breaks {
                failures.append("line \(test.line): expected \(test.breaks), got \(got)")
            }
        }
        print("LineBreakTest.txt (Unicode \(BreakIterator.unicodeVersion)): \(cases.count - skipped - failures.count) of \(cases.count - skipped) cases pass; \(skipped) skipped as ICU's documented deviations (ICU-21097)")
        #expect(skipped == 22)
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }

    @Test func mandatoryBreaksAreMarked() {
        let breaks = BreakOpportunities(utf16: Array("ab\u{2028}cd ef".utf16)[...], locale: nil).line
        #expect(breaks.map(\.offset) == [3, 6, 8])
        #expect(breaks.map(\.isMandatory) == [true, false, false])
    }
}
