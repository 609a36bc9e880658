// Line filling and tail truncation pass over the ends that surely fit by binary search
// (LineFiller.passFitting, Truncation.passFittingCuts): the lines must be exactly those of the
// walk over every opportunity or cluster.
import Foundation
import Testing
import LineSpace
@testable import LineSpaceText

@Suite struct FittingEndsTests {
    /// Calls `body` with each paragraph of `text`, measured without the shaping cache, and the
    /// buffer it was shaped with; returns how many of them can pass over ends (widths that grow
    /// with the end, no tab), so that a test can tell it is not vacuous.
    static func forEachParagraph(
        of text: StyledText, language: String?, _ body: (ParagraphSpan, MeasuredParagraph, HarfBuzzBuffer) -> Void
    ) -> Int {
        var passing = 0
        var start = 0
        while start < text.utf16.count {
            let span = Paragraphs.paragraph(startingAt: start, in: text.utf16)
            let style = text.runs[text.runIndex(at: span.range.lowerBound)].paragraphStyle
            let buffer = HarfBuzzBuffer()
            let paragraph = MeasuredParagraph(
                text: text, range: span.range, style: style, language: language, shapingLanguage: ShapingLanguage.canonical(language), buffer: buffer, shapingCache: nil)
            if paragraph.table.widthsGrowWithEnd && !paragraph.table.hasTabs { passing += 1 }
            body(span, paragraph, buffer)
            start = span.next
        }
        return passing
    }

    /// Every line of every paragraph of `text` at `width`, filled both ways, compared whole
    /// (start, content end, end, width and punctuation edges); returns how many paragraphs
    /// could pass over ends.
    @discardableResult
    static func compare(_ text: StyledText, width: Double, language: String?, note: String) -> Int {
        forEachParagraph(of: text, language: language) { span, paragraph, _ in
            for byCharacter in [false, true] {
                let fast = LineFiller(paragraph: paragraph, byCharacter: byCharacter)
                var walk = fast
                walk.passesFittingEnds = false
                for offset in lineStarts(of: paragraph, filler: walk, width: width) {
                    #expect(
                        fast.line(from: offset, available: width) == walk.line(from: offset, available: width),
                        "\(note), paragraph at \(span.range), line from \(offset)")
                }
            }
        }
    }

    /// Where `filler`'s lines start in `paragraph` at `width` (at most 10,000).
    static func lineStarts(of paragraph: MeasuredParagraph, filler: LineFiller, width: Double) -> [Int] {
        var starts: [Int] = []
        var offset = 0
        while offset < paragraph.count && starts.count < 10_000 {
            starts.append(offset)
            let end = filler.line(from: offset, available: width).end
            guard end > offset else { break }
            offset = end
        }
        return starts
    }

    /// 120 seeded random cases: mixed text (Latin, CJK, bidi, emoji, hard breaks, tabs), one
    /// of three fonts, trimming on or off, a first-line indent, a width up to `maxWidth` and a
    /// language; `check` returns how many paragraphs could pass over ends, summed.
    static func randomCases(maxWidth: Double, _ check: (StyledText, Double, String?, String) -> Int) -> Int {
        var engaged = 0
        for seed in UInt64(1)...120 {
            var generator = SeededGenerator(seed: seed)
            let string = RandomText.make(&generator, maxPieces: 60)
            let font = [Fixtures.notoTC(), Fixtures.dejaVu(), Fixtures.mono()].randomElement(using: &generator)!
            var style = ParagraphStyle()
            style.punctuationTrimming = Bool.random(using: &generator) ? .normal : .none
            style.firstLineHeadIndent = Double.random(in: 0...30, using: &generator)
            let text = StyledText(string, attributes: TextAttributes(font: font), paragraphStyle: style)
            let width = Double.random(in: 0...maxWidth, using: &generator)
            let language = ["zh-Hant", "ja", nil].randomElement(using: &generator)!
            engaged += check(text, width, language, "seed \(seed), width \(width)")
        }
        return engaged
    }

    @Test func randomTextFillsTheSameLines() {
        // The comparison is not vacuous: most paragraphs took the galloping search.
        #expect(Self.randomCases(maxWidth: 400) { Self.compare($0, width: $1, language: $2, note: $3) } > 100)
    }

    @Test func chineseWithTrimmedPunctuationFillsTheSameLines() {
        let alphabet = Array("一二三好如何讓你遇見我「」『』（）“”《》，。、：；！？ \u{3000}ab")
        for seed in UInt64(1)...200 {
            var generator = SeededGenerator(seed: seed)
            let string = String((0..<Int.random(in: 1...300, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            var style = ParagraphStyle()
            style.punctuationTrimming = .normal
            let text = StyledText(string, attributes: TextAttributes(font: Fixtures.notoSC()), paragraphStyle: style)
            let width = Double.random(in: 10...300, using: &generator)
            #expect(Self.compare(text, width: width, language: "zh-Hans", note: "seed \(seed), width \(width)") == 1)
        }
    }

    @Test func widthsThatMayShrinkKeepTheWalk() {
        let plain = StyledText(Fixtures.sample, attributes: TextAttributes(font: Fixtures.notoTC()))
        let spaced = StyledText(Fixtures.sample, attributes: TextAttributes(font: Fixtures.notoTC(), letterSpacing: -30))
        func measured(_ text: StyledText) -> MeasuredParagraph {
            MeasuredParagraph(
                text: text, range: 0..<text.utf16.count, style: .default, language: "zh-Hant", shapingLanguage: ShapingLanguage.canonical("zh-Hant"), buffer: HarfBuzzBuffer(),
                shapingCache: nil)
        }
        #expect(measured(plain).table.widthsGrowWithEnd)
        // Letter spacing is left out after a line's last cluster: a wider cluster followed by a
        // narrower one can make a longer line narrower, so the filler walks every end.
        #expect(!measured(spaced).table.widthsGrowWithEnd)
        Self.compare(spaced, width: 100, language: "zh-Hant", note: "negative letter spacing")
        // The sample at 300 pt: the lines of docs/semantics.md §3, the same either way.
        #expect(Self.compare(plain, width: 300, language: "zh-Hant", note: "sample") == 1)
    }

    /// The tail-truncated last line from every line start of every paragraph of `text`, with
    /// and without passing over the cuts that fit, compared field by field; returns how many
    /// paragraphs could pass over them.
    @discardableResult
    static func compareTails(_ text: StyledText, width: Double, language: String?, note: String) -> Int {
        forEachParagraph(of: text, language: language) { span, paragraph, buffer in
            let filler = LineFiller(paragraph: paragraph, byCharacter: false)
            var walking = filler
            walking.passesFittingEnds = false
            let fast = Truncation(paragraph: paragraph, filler: filler, language: language)
            let walk = Truncation(paragraph: paragraph, filler: walking, language: language)
            for offset in lineStarts(of: paragraph, filler: filler, width: width) {
                let natural = filler.line(from: offset, available: width)
                for hides in [true, false] {
                    let expected = walk.lastLine(
                        from: offset, natural: natural, available: width, mode: .byTruncatingTail, hidesLaterParagraphs: hides)
                    let got = fast.lastLine(
                        from: offset, natural: natural, available: width, mode: .byTruncatingTail, hidesLaterParagraphs: hides)
                    let place = "\(note), paragraph at \(span.range), line from \(offset)"
                    #expect(Array(got.pieces) == Array(expected.pieces), "\(place)")
                    #expect(got.ellipsisIndex == expected.ellipsisIndex && got.width == expected.width, "\(place)")
                    #expect(got.ellipsis?.width == expected.ellipsis?.width && got.punctuation == expected.punctuation, "\(place)")
                }
            }
        }
    }

    @Test func tailTruncationKeepsTheSameCuts() {
        #expect(Self.randomCases(maxWidth: 300) { Self.compareTails($0, width: $1, language: $2, note: $3) } > 100)
        // The sample in 100 pt: "如何讓你遇見…" either way, and the ellipsis fits as computed.
        let sample = StyledText(Fixtures.sample, attributes: TextAttributes(font: Fixtures.notoTC()))
        #expect(Self.compareTails(sample, width: 100, language: "zh-Hant", note: "sample") == 1)
    }
}
