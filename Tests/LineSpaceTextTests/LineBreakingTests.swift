// Horizontal breaking (docs/semantics.md §4) with DejaVu Sans Mono 16 pt: every advance 9.6328125.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct LineBreakingTests {
    let font = Fixtures.mono()
    let advance = Fixtures.monoAdvance

    @Test func greedyWordWrapping() {
        // 7 characters = 67.43 ≤ 70: "aaa bbb" fits; "aaa bbb ccc" (105.96) does not.
        let layout = Fixtures.layout("aaa bbb ccc", font: font, width: 70)
        #expect(layout.nsRanges == [NSRange(location: 0, length: 7), NSRange(location: 8, length: 3)])
        #expect(approx(layout.lines[0].rect.width, 7 * advance))
        // Exactly 7 advances wide still fits.
        #expect(Fixtures.layout("aaa bbb ccc", font: font, width: 7 * advance).lines.count == 2)
        #expect(Fixtures.layout("aaa bbb ccc", font: font, width: 7 * advance - 0.001).lines.count == 3)
    }

    @Test func trailingWhiteSpaceHangs() {
        // The spaces are not measured: "aaa" (28.9) fits in 30 with four spaces after it.
        let layout = Fixtures.layout("aaa    bbb", font: font, width: 30)
        #expect(layout.nsRanges == [NSRange(location: 0, length: 3), NSRange(location: 7, length: 3)])
        #expect(approx(layout.lines[0].rect.width, 3 * advance))
        let centered = Fixtures.layout("aaa    bbb", font: font, style: ParagraphStyle(alignment: .center), width: 30)
        #expect(approx(centered.lines[0].rect.minX, (30 - 3 * advance) / 2))
    }

    @Test func aWordWiderThanTheLineBreaksBetweenClusters() {
        let layout = Fixtures.layout("abcdefghij", font: font, width: 30)
        #expect(layout.nsRanges.map(\.length) == [3, 3, 3, 1])
        let combining = "e\u{301}e\u{301}e\u{301}"
        let marks = Fixtures.layout(combining, font: font, width: 20)
        #expect(marks.nsRanges == [NSRange(location: 0, length: 4), NSRange(location: 4, length: 2)])
    }

    @Test func zeroWidthStillProgressesOneClusterPerLine() {
        let layout = Fixtures.layout("ab c", font: font, width: 0)
        #expect(layout.nsRanges == [NSRange(location: 0, length: 1), NSRange(location: 1, length: 1), NSRange(location: 3, length: 1)])
    }

    @Test func characterWrapping() {
        let style = ParagraphStyle(lineBreakMode: .byCharWrapping)
        // 5 characters = 48.16 ≤ 50.
        let layout = Fixtures.layout("aaa bbb ccc", font: font, style: style, width: 50)
        #expect(layout.nsRanges == [NSRange(location: 0, length: 5), NSRange(location: 5, length: 5), NSRange(location: 10, length: 1)])
    }

    @Test func characterWrappingHangsTheSpaceAfterAClusterWiderThanTheLine() {
        // Each letter (9.63) is wider than the line: one per line, and the space after "b"
        // hangs on b's line instead of making an empty one, as word wrapping does.
        let char = Fixtures.layout("ab cd", font: font, style: ParagraphStyle(lineBreakMode: .byCharWrapping), width: 5)
        let word = Fixtures.layout("ab cd", font: font, width: 5)
        let ranges = [0, 1, 3, 4].map { NSRange(location: $0, length: 1) }
        #expect(char.nsRanges == ranges && word.nsRanges == ranges)
        // Several spaces and an ideographic space hang too; a tab-free line never starts with them.
        let cjk = Fixtures.layout("如  \u{3000}何", font: Fixtures.notoTC(), style: ParagraphStyle(lineBreakMode: .byCharWrapping), width: 10)
        #expect(cjk.nsRanges == [NSRange(location: 0, length: 1), NSRange(location: 4, length: 1)])
    }

    @Test func uax14OpportunitiesNotJustSpaces() {
        // After a hyphen (BA) and between ideographs (ID) are opportunities too.
        let hyphen = Fixtures.layout("well-known", font: font, width: 60)
        #expect(hyphen.nsRanges == [NSRange(location: 0, length: 5), NSRange(location: 5, length: 5)])
        // Chinese: 。may not start a line: "如何。" stays together (3 × 17 = 51 > 40 → 如 then 何。).
        let cjk = Fixtures.layout("如何。", font: Fixtures.notoTC(), width: 40)
        #expect(cjk.nsRanges == [NSRange(location: 0, length: 1), NSRange(location: 1, length: 2)])
    }

    @Test func letterSpacingIsNotAddedAfterTheLastCluster() {
        let layout = Fixtures.layout("abc", font: font, letterSpacing: 2)
        #expect(approx(layout.lines[0].rect.width, 3 * advance + 2 * 2))
        let positions = layout.lines[0].glyphRuns[0].positions.map { Double($0.x) }
        #expect(approx(positions[1], advance + 2))
        #expect(approx(positions[2], 2 * advance + 4))
        // "abc def" with k = 2: "abc" is 3 advances + 4 = 32.9 and fits 33 exactly once k after c is dropped.
        let wrapped = Fixtures.layout("abc def", font: font, width: 3 * advance + 4, letterSpacing: 2)
        #expect(wrapped.nsRanges == [NSRange(location: 0, length: 3), NSRange(location: 4, length: 3)])
    }
}

@Suite struct GraphemeSafeBreakingTests {
    @Test func uax14OpportunitiesInsideAClusterMoveToItsStart() {
        // ICU allows a break between a space and a following ZWJ (LB9 does not apply after SP),
        // but " \u{200D}" is one grapheme cluster: the line breaker must not split it, and
        // breaks before it instead.
        let utf16 = Array("a \u{200D}b".utf16)
        let icu = BreakIterator(kind: .line, locale: nil, utf16: utf16)!.boundaries()
        #expect(icu == [2, 4])
        let moved = BreakOpportunities(utf16: utf16[...], locale: nil).line.map(\.offset)
        #expect(moved == [1, 4])
    }
}
