// A closing bracket at a line's end set at half width when that lets the line fit
// (docs/semantics.md §4b), at a width where the outcome depends on it.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct LineEndTrimmingTests {
    let text = "参考手册（版本 2.73）"

    @Test func theBracketTrimmedIsWhatFitsTheLine() {
        // Noto Sans CJK SC 17: seven ideographs and brackets of 17 pt, " 2.73" and ） (17 pt,
        // 8.5 with halt): 172.839 pt in one line, with or without trimming (nothing trims
        // inside it). At 517 pt it fits either way, so only a narrower width tells.
        let natural = Double(PunctuationTrimmingTests.layout(text, trimming: .none).lines[0].rect.width)
        #expect(approx(natural, 172.839, 1e-6))
        #expect(approx(PunctuationTrimmingTests.layout(text).lines[0].rect.width, natural))
        #expect(PunctuationTrimmingTests.layout(text, width: 517, trimming: .none).starts == [0])
        // Half of the half em trimmed short of the natural width: only the trimmed line fits.
        let width = natural - 8.5 / 2
        let trimmed = PunctuationTrimmingTests.layout(text, width: width)
        #expect(trimmed.nsRanges == [NSRange(location: 0, length: 13)])
        #expect(approx(trimmed.lines[0].rect.width, natural - 8.5, 1e-9))
        let plain = PunctuationTrimmingTests.layout(text, width: width, trimming: .none)
        #expect(plain.nsRanges == [NSRange(location: 0, length: 7), NSRange(location: 8, length: 5)])
        // Narrower than the trimmed line: two lines either way.
        #expect(PunctuationTrimmingTests.layout(text, width: natural - 8.5 - 0.01).starts == [0, 8])
    }
}
