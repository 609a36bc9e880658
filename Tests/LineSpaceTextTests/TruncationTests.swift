// Every line-break mode on the last visible line (docs/semantics.md §6), worked out from advances.
//
// Chinese: Noto Sans CJK TC 17 pt; every character of the sample sentence and "…" advance
// 1000 units = 17 pt. English: DejaVu Sans Mono 16 pt, every glyph (and "…") 9.6328125 pt.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct TruncationTests {
    let sample = Fixtures.sample
    let english = "The quick brown fox jumps over the lazy dog"

    func chinese(_ mode: LineBreakMode, lines: Int) -> TextLayout {
        Fixtures.layout(sample, font: Fixtures.notoTC(), style: ParagraphStyle(lineBreakMode: mode), width: 200, lines: lines)
    }

    func latin(_ mode: LineBreakMode, lines: Int) -> TextLayout {
        Fixtures.layout(english, font: Fixtures.mono(), style: ParagraphStyle(lineBreakMode: mode), width: 100, lines: lines)
    }

    func r(_ location: Int, _ length: Int) -> NSRange { NSRange(location: location, length: length) }

    // MARK: Chinese, one line, width 200

    @Test func chineseTailOneLine() {
        // n × 17 + 17 ≤ 200 → n = 10 (187); 11 clusters would need 204.
        let layout = chinese(.byTruncatingTail, lines: 1)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].ranges == [r(0, 10)])
        #expect(layout.texts(of: sample) == ["如何讓你遇見我，在我…"])
        #expect(approx(layout.lines[0].rect.width, 187))
        #expect(layout.isTruncated && layout.lines[0].hasEllipsis)
    }

    @Test func chineseHeadOneLine() {
        let layout = chinese(.byTruncatingHead, lines: 1)
        #expect(layout.lines[0].ranges == [r(31, 10)])
        #expect(layout.texts(of: sample) == ["…求他讓我們結一段塵緣"])
    }

    @Test func chineseMiddleOneLine() {
        // Grown alternately from both ends: 5 + 5 clusters and "…" = 187.
        let layout = chinese(.byTruncatingMiddle, lines: 1)
        #expect(layout.lines[0].ranges == [r(0, 5), r(36, 5)])
        #expect(layout.lines[0].range == r(0, 41))
        #expect(layout.texts(of: sample) == ["如何讓你遇…結一段塵緣"])
    }

    @Test func chineseClipAndWrapOneLine() {
        // 11 × 17 = 187 ≤ 200 < 204: eleven clusters, no ellipsis.
        for mode in [LineBreakMode.byClipping, .byWordWrapping, .byCharWrapping] {
            let layout = chinese(mode, lines: 1)
            #expect(layout.lines[0].ranges == [r(0, 11)], "\(mode)")
            #expect(!layout.lines[0].hasEllipsis)
            #expect(layout.isTruncated)
        }
    }

    // MARK: Chinese, two lines

    @Test func chineseTwoLines() {
        // Line 1 is the natural first line (11 characters); line 2 truncates the rest (30).
        let tail = chinese(.byTruncatingTail, lines: 2)
        #expect(tail.nsRanges == [r(0, 11), r(11, 10)])
        #expect(tail.texts(of: sample)[1] == "美麗的時刻。為這，我…")
        let head = chinese(.byTruncatingHead, lines: 2)
        #expect(head.lines[1].ranges == [r(31, 10)])
        let middle = chinese(.byTruncatingMiddle, lines: 2)
        #expect(middle.lines[1].ranges == [r(11, 5), r(36, 5)])
        #expect(middle.texts(of: sample)[1] == "美麗的時刻…結一段塵緣")
        let clip = chinese(.byClipping, lines: 2)
        #expect(clip.lines[1].ranges == [r(11, 11)])
        let wrap = chinese(.byWordWrapping, lines: 2)
        #expect(wrap.nsRanges == [r(0, 11), r(11, 11)])
        #expect(approx(tail.size.height, 2 * 24.616))
    }

    // MARK: English, width 100 (10 glyphs = 96.33 fit, 11 = 105.96 don't)

    @Test func englishOneLine() {
        #expect(latin(.byTruncatingTail, lines: 1).texts(of: english) == ["The quick…"])
        // "…" + 9 clusters fit; the 9-cluster suffix would start with a space, so 8 are shown.
        #expect(latin(.byTruncatingHead, lines: 1).lines[0].ranges == [r(35, 8)])
        #expect(latin(.byTruncatingHead, lines: 1).texts(of: english) == ["…lazy dog"])
        // 5 + 4 clusters around "…"; the suffix's leading space is dropped.
        #expect(latin(.byTruncatingMiddle, lines: 1).lines[0].ranges == [r(0, 5), r(40, 3)])
        #expect(latin(.byClipping, lines: 1).lines[0].ranges == [r(0, 9)])
        #expect(latin(.byWordWrapping, lines: 1).lines[0].ranges == [r(0, 9)])
    }

    @Test func englishTwoLines() {
        #expect(latin(.byTruncatingTail, lines: 2).texts(of: english) == ["The quick", "brown fox…"])
        #expect(latin(.byTruncatingHead, lines: 2).texts(of: english) == ["The quick", "…lazy dog"])
        #expect(latin(.byTruncatingMiddle, lines: 2).texts(of: english) == ["The quick", "brown…dog"])
        #expect(latin(.byClipping, lines: 2).texts(of: english) == ["The quick", "brown fox"])
        #expect(latin(.byWordWrapping, lines: 2).texts(of: english) == ["The quick", "brown fox"])
        #expect(latin(.byCharWrapping, lines: 2).texts(of: english) == ["The quick ", "brown fox "].map { $0.trimmingCharacters(in: .whitespaces) })
    }

    // MARK: Hidden paragraphs

    @Test func hiddenParagraphsStillShowAnEllipsis() {
        let text = "Line1\nLine2\nLine3"
        for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
            let layout = Fixtures.layout(text, font: Fixtures.mono(), style: ParagraphStyle(lineBreakMode: mode), width: 200, lines: 2)
            #expect(layout.texts(of: text) == ["Line1", "Line2…"], "\(mode)")
            #expect(layout.isTruncated)
        }
        let wrapped = Fixtures.layout(text, font: Fixtures.mono(), style: ParagraphStyle(lineBreakMode: .byWordWrapping), width: 200, lines: 2)
        #expect(wrapped.texts(of: text) == ["Line1", "Line2"])
        #expect(wrapped.isTruncated)
        // Exactly enough lines: nothing hidden, no ellipsis.
        let all = Fixtures.layout(text, font: Fixtures.mono(), style: ParagraphStyle(lineBreakMode: .byTruncatingTail), width: 200, lines: 3)
        #expect(!all.isTruncated && !all.lines.contains(where: \.hasEllipsis))
    }

    @Test func anEmptyLastLineBeforeHiddenTextShowsTheEllipsis() {
        let text = "a\n\nb"
        let layout = Fixtures.layout(text, font: Fixtures.mono(), style: ParagraphStyle(lineBreakMode: .byTruncatingTail), lines: 2)
        #expect(layout.texts(of: text) == ["a", "…"])
    }

    @Test func heightLimitShowsTheLinesWhoseBottomsFit() {
        // h = 18.625: a 40 pt box holds two lines (37.25), the third's bottom is at 55.875.
        let text = "aaa bbb ccc ddd"
        let style = ParagraphStyle(lineBreakMode: .byTruncatingTail)
        let layout = Fixtures.layout(text, font: Fixtures.mono(), style: style, width: 40, height: 40)
        #expect(layout.texts(of: text) == ["aaa", "bbb…"])
        // Never fewer than one line, even in a box lower than a line.
        let tiny = Fixtures.layout(text, font: Fixtures.mono(), style: style, width: 40, height: 5)
        #expect(tiny.lines.count == 1)
        #expect(tiny.lines[0].hasEllipsis)
    }

    @Test func ellipsisComesFromTheLinesFontOrAFallbackThatHasIt() throws {
        // DejaVu Sans Mono has U+2026: the ellipsis is one glyph of the line's font.
        let layout = latin(.byTruncatingTail, lines: 1)
        let ellipsis = try #require(layout.lines[0].glyphRuns.first { $0.isEllipsis })
        #expect(ellipsis.font.resolvedFamily == "DejaVu Sans Mono")
        #expect(ellipsis.glyphs.count == 1)
        // Noto Color Emoji has no U+2026: the ellipsis borrows a fallback font's.
        let emoji = try Font(family: "Noto Color Emoji", size: 17)
        let text = String(repeating: "😀", count: 40)
        let emojiLayout = Fixtures.layout(text, font: emoji, style: ParagraphStyle(lineBreakMode: .byTruncatingTail), width: 100, lines: 1)
        let borrowed = try #require(emojiLayout.lines[0].glyphRuns.first { $0.isEllipsis })
        #expect(borrowed.font.resolvedFamily != "Noto Color Emoji")
        #expect(borrowed.glyphs.count == 1 && borrowed.glyphs[0] != 0)
    }

    /// The ellipsis's shape is kept per font, language and letter spacing, not per label: each
    /// label's ellipsis still takes its own colour, and another spacing another width.
    @Test func eachLabelsEllipsisHasItsOwnColourAndSpacing() throws {
        let style = ParagraphStyle(lineBreakMode: .byTruncatingTail)
        func ellipsis(color: Color, letterSpacing: Double) throws -> TextLayout.GlyphRun {
            let text = StyledText(english, attributes: TextAttributes(font: Fixtures.mono(), color: color, letterSpacing: letterSpacing), paragraphStyle: style)
            let layout = TextLayout(text: text, options: LayoutOptions(width: 100, numberOfLines: 1))
            return try #require(layout.lines[0].glyphRuns.first { $0.isEllipsis })
        }
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let first = try ellipsis(color: red, letterSpacing: 0)
        let second = try ellipsis(color: blue, letterSpacing: 0)
        #expect(first.color == red && second.color == blue)
        #expect(first.glyphs == second.glyphs && first.advances == second.advances)
        // DejaVu Sans Mono's "…" is one glyph, 9.6328125 pt: the line's logically last, so
        // no spacing after it; the text before it takes 2 pt after each character.
        #expect(approx(first.advances.reduce(0, +), 9.6328125))
        let spaced = TextLayout(
            text: StyledText(english, attributes: TextAttributes(font: Fixtures.mono(), color: red, letterSpacing: 2), paragraphStyle: style),
            options: LayoutOptions(width: 100, numberOfLines: 1))
        // 8 × (9.6328125 + 2) + 9.6328125 = 102.7 > 100; 7 characters and "…": 91.06.
        #expect(spaced.texts(of: english) == ["The qui…"])
        #expect(approx(spaced.lines[0].rect.width, 7 * (9.6328125 + 2) + 9.6328125))
        // Head truncation puts the spacing after "…" too; asked for after the unspaced ellipsis
        // above, it must not get that one's: 9.6328125 + 2 + 7 × 9.6328125 + 6 × 2 = 100 − 8.94.
        let head = TextLayout(
            text: StyledText(english, attributes: TextAttributes(font: Fixtures.mono(), letterSpacing: 2),
                             paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingHead)),
            options: LayoutOptions(width: 100, numberOfLines: 1))
        #expect(head.texts(of: english) == ["…azy dog"])
        #expect(approx(head.lines[0].rect.width, 8 * 9.6328125 + 7 * 2))
    }

    @Test func truncatingAHugeTextDoesNotShapeWhatIsHidden() {
        // 20,000 paragraphs; one visible line (16 × 17 + 17 = 289 ≤ 300 < 306). Layout stops
        // after the first paragraph.
        let text = Array(repeating: "如何讓你遇見我，在我最美麗的時刻。", count: 20_000).joined(separator: "\n")
        let layout = Fixtures.layout(text, font: Fixtures.notoTC(), style: ParagraphStyle(lineBreakMode: .byTruncatingTail), width: 300, lines: 1)
        #expect(layout.lines.count == 1)
        #expect(layout.texts(of: text) == ["如何讓你遇見我，在我最美麗的時刻…"])
    }
}

@Suite struct TruncatedLineMetricsTests {
    @Test func aHeightLimitAndALineLimitBuildTheSameLastLine() throws {
        // The ellipsis of an emoji label comes from a fallback font; the last line's metrics
        // include it whether the line is last because of numberOfLines or of the height.
        let emoji = try Font(family: "Noto Color Emoji", size: 17)
        let text = String(repeating: "😀", count: 40) + "\n" + String(repeating: "😀", count: 5)
        let style = ParagraphStyle(lineBreakMode: .byTruncatingTail)
        let byLines = Fixtures.layout(text, font: emoji, style: style, width: 100, lines: 1)
        let byHeight = Fixtures.layout(text, font: emoji, style: style, width: 100, height: byLines.size.height + 1)
        #expect(byLines.lines.count == 1 && byHeight.lines.count == 1)
        #expect(byHeight.lines[0].ranges == byLines.lines[0].ranges)
        #expect(byHeight.lines[0].rect == byLines.lines[0].rect)
        #expect(byHeight.lines[0].ascender == byLines.lines[0].ascender)
        let ellipsisFont = try #require(byLines.lines[0].glyphRuns.first { $0.isEllipsis }?.font)
        #expect(Double(byLines.lines[0].descender) >= ellipsisFont.descender)
    }
}

@Suite struct HeightTruncationTests {
    let font = Fixtures.mono(10)

    func texts(_ layout: TextLayout, _ string: String) -> [String] {
        let utf16 = Array(string.utf16)
        return layout.lines.map { line in
            var pieces = line.ranges.map { String(decoding: utf16[$0.location..<($0.location + $0.length)], as: UTF16.self) }
            if let index = line.ellipsisIndex { pieces.insert("…", at: index) }
            return pieces.joined()
        }
    }

    @Test(arguments: [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byClipping])
    func aHeightThatHidesNothingVisibleTruncatesNothing(_ mode: LineBreakMode) {
        // Two lines fit in 24 pt (11.640625 each); the third is the rest of the paragraph after a
        // line separator, which the last visible line shows whole: as two lines by count.
        let string = "abc\u{2028}\u{2028}def"
        let style = ParagraphStyle(lineBreakMode: mode)
        let byHeight = Fixtures.layout(string, font: font, style: style, width: 100, height: 24)
        let byCount = Fixtures.layout(string, font: font, style: style, width: 100, lines: 2)
        #expect(!byHeight.isTruncated && texts(byHeight, string) == texts(byCount, string))
        #expect(texts(byHeight, string).allSatisfy { !$0.contains("…") })
    }

    @Test func aHeightThatHidesAParagraphStillMarksIt() {
        let string = "abc\ndef\nghi"
        let layout = Fixtures.layout(string, font: font, style: ParagraphStyle(lineBreakMode: .byTruncatingTail), width: 100, height: 24)
        #expect(layout.isTruncated)
        #expect(texts(layout, string) == ["abc", "def…"])
    }
}
