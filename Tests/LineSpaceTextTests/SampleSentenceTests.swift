// docs/semantics.md §3 worked example: the sample sentence in Noto Sans CJK TC.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct SampleSentenceTests {
    @Test func threeLinesAtOffsets0_17_34() throws {
        let label = Label()
        label.font = Fixtures.notoTC()
        label.lineSpace = 10
        label.numberOfLines = 0
        label.text = Fixtures.sample
        let layout = label.layout(width: 300)
        // Every character advances 1000 units = 17 pt: 17 × 17 = 289 ≤ 300 < 18 × 17 = 306.
        #expect(layout.starts == [0, 17, 34])
        #expect(layout.nsRanges.map(\.length) == [17, 17, 7])
        #expect(approx(layout.lines[0].rect.width, 289))
        // 3 × 24.616 + 2 × 10.
        #expect(approx(layout.size.height, 93.848, 0.001))
        #expect(approx(layout.lines[1].rect.minY, 24.616 + 10, 1e-9))
        #expect(approx(layout.lines[2].baseline, 2 * (24.616 + 10) + 19.72, 1e-9))
        #expect(label.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity)) == CGSize(width: 289, height: 94))
        #expect(!layout.isTruncated)
    }

    @Test func sizeThatFitsRoundsUpAtScale() {
        let layout = Fixtures.layout(Fixtures.sample, font: Fixtures.notoTC(), style: ParagraphStyle(lineSpacing: 10), width: 300)
        // 93.848 × 2 = 187.696 → 188 / 2 = 94; × 3 = 281.544 → 282 / 3 = 94.
        #expect(layout.sizeThatFits(scale: 2).height == 94)
        #expect(layout.sizeThatFits(scale: 3).height == 94)
        let single = Fixtures.layout("如何", font: Fixtures.notoTC())
        // 24.616 × 2 = 49.232 → 50 / 2 = 25; × 3 = 73.848 → 74 / 3.
        #expect(single.sizeThatFits(scale: 2).height == 25)
        #expect(single.sizeThatFits(scale: 3).height == 74.0 / 3)
        #expect(Fixtures.layout("", font: Fixtures.notoTC()).sizeThatFits() == .zero)
    }
}
