import Testing
@testable import LineSpace

/// docs/semantics.md §2: one line's height and baseline.
@Suite struct LineBoxTests {
    let a = Metrics.notoA, d = Metrics.notoD

    @Test func naturalHeightIsAscenderPlusDescenderPlusGap() {
        let box = LineBox(ascender: a, descender: d, lineGap: 0, style: .default)
        #expect(approx(box.height, 24.616))
        #expect(approx(box.baselineFromTop, 19.72))
    }

    @Test func dejaVuNaturalHeight() {
        let box = LineBox(ascender: Metrics.dejaVuA, descender: Metrics.dejaVuD, lineGap: 0, style: .default)
        // 15.77978515625 + 4.00927734375
        #expect(approx(box.height, 19.7890625))
        #expect(approx(box.baselineFromTop, 15.77978515625))
    }

    @Test func lineGapGoesBelowTheBaseline() {
        let box = LineBox(ascender: 10, descender: 3, lineGap: 2, style: .default)
        #expect(box.height == 15)
        #expect(box.baselineFromTop == 10)  // 15 - 3 - 2
    }

    @Test func multipleScalesTheNaturalHeightAndTheExtraGoesAbove() {
        let box = LineBox(ascender: a, descender: d, lineGap: 0, style: ParagraphStyle(lineHeightMultiple: 1.5))
        #expect(approx(box.height, 36.924))           // 24.616 * 1.5
        #expect(approx(box.baselineFromTop, 32.028))  // 36.924 - 4.896
    }

    @Test func minimumRaisesTheHeight() {
        let box = LineBox(ascender: a, descender: d, lineGap: 0, style: ParagraphStyle(minimumLineHeight: 30))
        #expect(box.height == 30)
        #expect(approx(box.baselineFromTop, 25.104))  // 30 - 4.896
    }

    @Test func minimumBelowNaturalChangesNothing() {
        let box = LineBox(ascender: a, descender: d, lineGap: 0, style: ParagraphStyle(minimumLineHeight: 20))
        #expect(approx(box.height, 24.616))
    }

    @Test func maximumLowersTheHeightAndTheMissingHeightComesFromAbove() {
        let box = LineBox(ascender: a, descender: d, lineGap: 0, style: ParagraphStyle(maximumLineHeight: 20))
        #expect(box.height == 20)
        #expect(approx(box.baselineFromTop, 15.104))  // 20 - 4.896: the ascender sticks out above
    }

    @Test func orderIsMultipleThenMinimumThenMaximum() {
        // 24.616 * 0.5 = 12.308 -> min 20 -> 20
        let raised = LineBox(ascender: a, descender: d, lineGap: 0,
                             style: ParagraphStyle(lineHeightMultiple: 0.5, minimumLineHeight: 20))
        #expect(raised.height == 20)
        // 24.616 * 2 = 49.232 -> min 30 (no effect) -> max 40
        let capped = LineBox(ascender: a, descender: d, lineGap: 0,
                             style: ParagraphStyle(lineHeightMultiple: 2, minimumLineHeight: 30, maximumLineHeight: 40))
        #expect(capped.height == 40)
        // min > max: max wins, as it is applied last (UIKit's order)
        let conflicting = LineBox(ascender: a, descender: d, lineGap: 0,
                                  style: ParagraphStyle(minimumLineHeight: 50, maximumLineHeight: 40))
        #expect(conflicting.height == 40)
    }

    @Test func lineGapWithMinimumStaysBelowTheBaseline() {
        let box = LineBox(ascender: 10, descender: 3, lineGap: 2, style: ParagraphStyle(minimumLineHeight: 20))
        #expect(box.height == 20)
        #expect(box.baselineFromTop == 15)  // 20 - 3 - 2
    }

    @Test func exactLineHeightCentresTheGlyphsByHalfLeading() {
        let box = LineBox(ascender: a, descender: d, lineGap: 0, style: ParagraphStyle(lineHeight: 30))
        #expect(box.height == 30)
        // (30 - 24.616) / 2 + 19.72 = 2.692 + 19.72
        #expect(approx(box.baselineFromTop, 22.412))
    }

    @Test func exactLineHeightSmallerThanNaturalCentresToo() {
        let box = LineBox(ascender: a, descender: d, lineGap: 0, style: ParagraphStyle(lineHeight: 20))
        #expect(box.height == 20)
        #expect(approx(box.baselineFromTop, 17.412))  // (20 - 24.616) / 2 + 19.72
    }

    @Test func exactLineHeightIgnoresTheLineGap() {
        let box = LineBox(ascender: 10, descender: 3, lineGap: 2, style: ParagraphStyle(lineHeight: 20))
        #expect(box.height == 20)
        #expect(box.baselineFromTop == 13.5)  // (20 - 13) / 2 + 10
    }

    @Test func exactLineHeightOverridesMultipleMinimumAndMaximum() {
        let style = ParagraphStyle(lineHeightMultiple: 2, minimumLineHeight: 50, maximumLineHeight: 10, lineHeight: 30)
        let box = LineBox(ascender: a, descender: d, lineGap: 0, style: style)
        #expect(box.height == 30)
        #expect(approx(box.baselineFromTop, 22.412))
    }

    @Test(arguments: [-5.0, .nan, .infinity, -.infinity, 0])
    func invalidValuesMeanNotSet(_ value: Double) {
        let style = ParagraphStyle(lineHeightMultiple: value, minimumLineHeight: value,
                                   maximumLineHeight: value, lineHeight: value)
        let box = LineBox(ascender: a, descender: d, lineGap: 0, style: style)
        #expect(approx(box.height, 24.616))
        #expect(approx(box.baselineFromTop, 19.72))
    }

    @Test func lineSpacingDoesNotChangeTheLineBox() {
        // lineSpacing goes between lines (§3), never into a line's own height.
        let box = LineBox(ascender: a, descender: d, lineGap: 0, style: ParagraphStyle(lineSpacing: 10))
        #expect(approx(box.height, 24.616))
    }
}
