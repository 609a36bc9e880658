// UIKit's line-break strategies (docs/semantics.md §4, "Line-break strategies").
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct LineBreakStrategyTests {
    /// DejaVu Sans Mono 16: every character 9.6328125 pt; 7 fit 70 pt (67.43).
    let font = Fixtures.mono()

    func style(_ strategy: LineBreakStrategy) -> ParagraphStyle {
        var style = ParagraphStyle()
        style.lineBreakStrategy = strategy
        return style
    }

    @Test func pushOutLeavesNoLoneWordOnTheLastLine() {
        // Greedy: "aaa bbb" / "ccc". Push-out ends the first line a word earlier: "bbb ccc"
        // (7 characters, 67.43 pt) fits the last line.
        let greedy = Fixtures.layout("aaa bbb ccc", font: font, width: 70)
        #expect(greedy.nsRanges == [NSRange(location: 0, length: 7), NSRange(location: 8, length: 3)])
        let pushed = Fixtures.layout("aaa bbb ccc", font: font, style: style(.pushOut), width: 70)
        #expect(pushed.nsRanges == [NSRange(location: 0, length: 3), NSRange(location: 4, length: 7)])
        #expect(approx(pushed.lines[1].rect.width, 7 * Fixtures.monoAdvance))
        #expect(Fixtures.layout("aaa bbb ccc", font: font, style: style(.standard), width: 70).nsRanges == pushed.nsRanges)
    }

    @Test func pushOutKeepsLinesWhenItCannot() {
        // The word before would not fit the last line with it ("bbbbbb ccc" is 10 characters).
        let wide = Fixtures.layout("aaa bbbbbb ccc", font: font, style: style(.pushOut), width: 70)
        #expect(wide.starts == [0, 4, 11])
        // The last line holds two words: nothing to do.
        let two = Fixtures.layout("aaa bbb cc dd", font: font, style: style(.pushOut), width: 70)
        #expect(two.nsRanges == [NSRange(location: 0, length: 7), NSRange(location: 8, length: 5)])
        // Every paragraph on its own; a hard break ends a paragraph's last line.
        let paragraphs = Fixtures.layout("aaa bbb ccc\naaa bbb ccc", font: font, style: style(.pushOut), width: 70)
        #expect(paragraphs.starts == [0, 4, 12, 16])
    }

    @Test func pushOutMovesACJKCharacterWithItsPunctuation() {
        // Noto Sans CJK SC 17: 17 pt per character, 5 fit 85 pt. Greedy: 一二三四五 / 六。
        let text = "一二三四五六。"
        let greedy = Fixtures.layout(text, font: Fixtures.notoSC(), width: 85)
        #expect(greedy.starts == [0, 5])
        let pushed = Fixtures.layout(text, font: Fixtures.notoSC(), style: style(.pushOut), width: 85)
        #expect(pushed.starts == [0, 4])
        #expect(approx(pushed.lines[1].rect.width, 51))
    }

    @Test func hangulWordPriorityBreaksKoreanOnlyAtSpaces() {
        let text = Array("한국어 문장입니다".utf16)[...]
        let plain = BreakOpportunities(utf16: text, locale: "ko").line.map(\.offset)
        #expect(plain == [1, 2, 4, 5, 6, 7, 8, 9])
        let words = BreakOpportunities(utf16: text, locale: "ko", keepsHangulWords: true).line.map(\.offset)
        #expect(words == [4, 9])
        // Next to Latin letters and digits too: "서울2024년" stays whole.
        #expect(BreakOpportunities(utf16: Array("서울2024년 x".utf16)[...], locale: "ko", keepsHangulWords: true).line.map(\.offset) == [8, 9])
    }

    @Test func labelUsesTheStandardStrategyTextLayoutNone() {
        #expect(ParagraphStyle().lineBreakStrategy == [])
        let label = Label()
        #expect(label.lineBreakStrategy == .standard)
        label.font = font
        label.numberOfLines = 0
        label.text = "aaa bbb ccc"
        #expect(label.layout(width: 70).starts == [0, 4])
        label.lineBreakStrategy = []
        #expect(label.layout(width: 70).starts == [0, 8])
    }
}
