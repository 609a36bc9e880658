// Every vertical rule of docs/semantics.md §2–3, with numbers worked out by hand.
// DejaVu Sans Mono 16 pt: A = 14.8515625, D = 3.7734375, G = 0, natural h = 18.625.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct VerticalStackingTests {
    let font = Fixtures.mono()
    let h = 18.625
    /// "aaaa bbbb" at width 50 wraps into two lines (4 × 9.6328125 = 38.53 fits, 9 chars don't).
    let twoLines = "aaaa bbbb"

    @Test func naturalLineHeightIsAscenderPlusDescenderPlusGap() {
        #expect(approx(Fixtures.monoLineHeight, h))
        let layout = Fixtures.layout("a", font: font)
        #expect(approx(layout.lines[0].rect.height, h))
        #expect(approx(layout.lines[0].baseline, 14.8515625))
    }

    @Test func lineSpacingGoesBetweenLinesOnly() {
        let style = ParagraphStyle(lineSpacing: 10)
        let two = Fixtures.layout(twoLines, font: font, style: style, width: 50)
        #expect(two.lines.count == 2)
        #expect(approx(two.lines[1].rect.minY, h + 10))
        #expect(approx(two.size.height, 2 * h + 10))
        // A single line is exactly one line tall: no trailing spacing.
        let one = Fixtures.layout("aaaa", font: font, style: style, width: 50)
        #expect(approx(one.size.height, h))
    }

    @Test func lineHeightMultiple() {
        let layout = Fixtures.layout(twoLines, font: font, style: ParagraphStyle(lineHeightMultiple: 1.5), width: 50)
        // h = 18.625 × 1.5 = 27.9375; extra height above the glyphs: baseline = 27.9375 − 3.7734375.
        #expect(approx(layout.lines[0].rect.height, 27.9375))
        #expect(approx(layout.lines[0].baseline, 24.1640625))
        #expect(approx(layout.lines[1].baseline, 27.9375 + 24.1640625))
        #expect(approx(layout.size.height, 55.875))
    }

    @Test func lineHeightMultipleIsCappedAtAThousand() {
        // README "Guarantees": a multiple above 1,000 counts as 1,000 (h = 18,625, not 37,250).
        for multiple in [1_000.0, 2_000, 1e300] {
            let layout = Fixtures.layout("a", font: font, style: ParagraphStyle(lineHeightMultiple: multiple))
            #expect(approx(layout.lines[0].rect.height, 1_000 * h))
        }
        #expect(ParagraphStyle(lineHeightMultiple: .infinity).resolvedLineHeightMultiple == 0)
    }

    @Test func minimumAndMaximumLineHeight() {
        let minimum = Fixtures.layout("a", font: font, style: ParagraphStyle(minimumLineHeight: 30))
        #expect(approx(minimum.lines[0].rect.height, 30))
        #expect(approx(minimum.lines[0].baseline, 30 - 3.7734375))
        // A minimum below the natural height changes nothing.
        let lowMinimum = Fixtures.layout("a", font: font, style: ParagraphStyle(minimumLineHeight: 10))
        #expect(approx(lowMinimum.lines[0].rect.height, h))
        let maximum = Fixtures.layout("a", font: font, style: ParagraphStyle(maximumLineHeight: 15))
        #expect(approx(maximum.lines[0].rect.height, 15))
        #expect(approx(maximum.lines[0].baseline, 15 - 3.7734375))
        // Multiple first, then min, then max: 18.625 × 2 = 37.25 → max 30.
        let both = Fixtures.layout("a", font: font, style: ParagraphStyle(lineHeightMultiple: 2, maximumLineHeight: 30))
        #expect(approx(both.lines[0].rect.height, 30))
        let minOverMultiple = Fixtures.layout("a", font: font, style: ParagraphStyle(lineHeightMultiple: 0.5, minimumLineHeight: 12))
        #expect(approx(minOverMultiple.lines[0].rect.height, 12))
    }

    @Test func exactLineHeightCentresGlyphsByHalfLeading() {
        let style = ParagraphStyle(lineSpacing: 4, maximumLineHeight: 10, lineHeight: 30)
        let layout = Fixtures.layout(twoLines, font: font, style: style, width: 50)
        // L overrides min/max/multiple: h = 30; baseline = (30 − (A + D)) / 2 + A = 5.6875 + 14.8515625.
        #expect(approx(layout.lines[0].rect.height, 30))
        #expect(approx(layout.lines[0].baseline, 20.5390625))
        #expect(approx(layout.lines[1].rect.minY, 34))
        #expect(approx(layout.lines[1].baseline, 34 + 20.5390625))
        #expect(approx(layout.size.height, 64))
    }

    @Test func paragraphSpacingBeforeAndAfter() {
        let style = ParagraphStyle(lineSpacing: 2, paragraphSpacing: 5, paragraphSpacingBefore: 3)
        let layout = Fixtures.layout("a\nb\nc", font: font, style: style)
        // next.top = prev.top + h + lineSpacing + paragraphSpacing + paragraphSpacingBefore;
        // no "before" above the first paragraph, no "after" below the last.
        let step = h + 2 + 5 + 3
        #expect(layout.lines.map { Double($0.rect.minY) }.enumerated().allSatisfy { approx($1, Double($0) * step) })
        #expect(approx(layout.size.height, 2 * step + h))
    }

    @Test func lineSeparatorStaysInsideTheParagraph() {
        let style = ParagraphStyle(lineSpacing: 2, paragraphSpacing: 5, paragraphSpacingBefore: 3)
        let layout = Fixtures.layout("a\u{2028}b", font: font, style: style)
        #expect(layout.lines.count == 2)
        #expect(approx(layout.lines[1].rect.minY, h + 2))
        #expect(layout.lines[0].paragraphIndex == layout.lines[1].paragraphIndex)
        #expect(layout.nsRanges == [NSRange(location: 0, length: 1), NSRange(location: 2, length: 1)])
    }

    @Test func aLineSeparatorEndingAParagraphOpensAnEmptyLine() {
        // As "a\u{2028}\u{2028}b": U+2028 starts a line, which the paragraph separator ends. Only
        // a break at the very end of the text starts none.
        let style = ParagraphStyle(lineSpacing: 2, paragraphSpacing: 5, paragraphSpacingBefore: 3)
        let cases: [(String, [NSRange])] = [
            ("a\u{2028}\nb", [NSRange(location: 0, length: 1), NSRange(location: 2, length: 0), NSRange(location: 3, length: 1)]),
            ("a\u{2028}\r\nb", [NSRange(location: 0, length: 1), NSRange(location: 2, length: 0), NSRange(location: 4, length: 1)]),
            ("a\u{B}\u{2029}b", [NSRange(location: 0, length: 1), NSRange(location: 2, length: 0), NSRange(location: 3, length: 1)]),
            ("\u{2028}\nb", [NSRange(location: 0, length: 0), NSRange(location: 1, length: 0), NSRange(location: 2, length: 1)]),
            ("a\u{2028}\n", [NSRange(location: 0, length: 1), NSRange(location: 2, length: 0)]),
            ("a\u{2028}\u{2028}", [NSRange(location: 0, length: 1), NSRange(location: 2, length: 0)]),
            ("a\u{2028}", [NSRange(location: 0, length: 1)]),
        ]
        for (text, ranges) in cases {
            let layout = Fixtures.layout(text, font: font, style: style)
            #expect(layout.nsRanges == ranges, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        // The empty line belongs to the first paragraph: line spacing above it, paragraph
        // spacing (5 after, 3 before) only above "b".
        let layout = Fixtures.layout("a\u{2028}\nb", font: font, style: style)
        #expect(layout.lines.map(\.paragraphIndex) == [0, 0, 1])
        #expect(approx(layout.lines[1].rect.minY, h + 2))
        #expect(approx(layout.lines[2].rect.minY, 2 * h + 2 + 2 + 5 + 3))
        #expect(approx(layout.size.height, 3 * h + 2 + 2 + 5 + 3))
        // One line shown: the hidden empty line holds nothing, so nothing is truncated.
        let one = Fixtures.layout("a\u{2028}\n", font: font, style: ParagraphStyle(lineBreakMode: .byTruncatingTail), lines: 1)
        #expect(one.nsRanges == [NSRange(location: 0, length: 1)] && !one.isTruncated)
    }

    @Test func invalidSpacingsCountAsZero() {
        for bad in [-5.0, .nan, .infinity, -.infinity] {
            let style = ParagraphStyle(
                lineSpacing: bad, lineHeightMultiple: bad, minimumLineHeight: bad, maximumLineHeight: bad,
                lineHeight: bad, paragraphSpacing: bad, paragraphSpacingBefore: bad)
            let layout = Fixtures.layout("aaaa bbbb\ncc", font: font, style: style, width: 50)
            #expect(layout.lines.count == 3)
            #expect(approx(layout.size.height, 3 * h))
        }
    }

    @Test func emptyLinesFromConsecutiveHardBreaks() {
        let layout = Fixtures.layout("a\n\nb", font: font, style: ParagraphStyle(lineSpacing: 1))
        #expect(layout.nsRanges == [NSRange(location: 0, length: 1), NSRange(location: 2, length: 0), NSRange(location: 3, length: 1)])
        #expect(approx(layout.lines[1].rect.height, h))
        #expect(approx(layout.size.height, 3 * h + 2))
        // A separator at the very end starts no line: "\n\n" is two empty lines, not three.
        let onlyNewlines = Fixtures.layout("\n\n", font: font)
        #expect(onlyNewlines.lines.count == 2)
        #expect(approx(onlyNewlines.size.height, 2 * h))
    }

    @Test func emptyLineTakesTheFontInEffectThere() {
        // The empty paragraph between two CJK lines uses the run's font: Noto CJK TC.
        let layout = Fixtures.layout("如\n\n何", font: Fixtures.notoTC())
        #expect(approx(layout.lines[1].rect.height, 24.616))
    }

    @Test func everyParagraphSeparator() {
        for separator in ["\n", "\r", "\r\n", "\u{2029}"] {
            let text = "ab" + separator + "cd"
            let layout = Fixtures.layout(text, font: font, style: ParagraphStyle(paragraphSpacing: 7))
            #expect(layout.nsRanges == [NSRange(location: 0, length: 2), NSRange(location: 2 + separator.utf16.count, length: 2)])
            #expect(approx(layout.lines[1].rect.minY, h + 7))
        }
    }
}
