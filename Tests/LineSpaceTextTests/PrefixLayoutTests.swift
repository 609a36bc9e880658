// A long plain text in limited lines is laid out from a prefix: the result must be the layout
// of the whole text, only cheaper.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct PrefixLayoutTests {
    static func longText(_ generator: inout SeededGenerator) -> String {
        let separators = ["\n", "\r\n", "\r", "\u{2029}", "\u{2028}", "\n\n"]
        var text = ""
        while text.utf8.count < 40_000 {
            text += RandomText.make(&generator, maxPieces: 30).filter { $0 != "\r" && $0 != "\n" && $0 != "\r\n" }
            text += separators.randomElement(using: &generator)!
        }
        return text
    }

    @Test(arguments: Array(UInt64(500)...UInt64(523)))
    func aPrefixGivesTheLayoutOfTheWholeText(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let string = Self.longText(&generator)
        #expect(string.utf8.count > Label.prefixThreshold)
        let label = Label(text: string)
        label.font = LayoutPropertyTests.font
        label.lineSpace = 4
        label.layoutCache = nil
        label.numberOfLines = [1, 2, 3, 40, 700].randomElement(using: &generator)!
        label.lineBreakMode = LineBreakMode.allCases.randomElement(using: &generator)!
        let width = CGFloat.random(in: 40...400, using: &generator)
        let prefixed = label.layout(width: width)

        let whole = TextLayout(
            text: StyledText(string, attributes: TextAttributes(font: LayoutPropertyTests.font),
                             paragraphStyle: ParagraphStyle(lineSpacing: 4, lineBreakMode: label.lineBreakMode)),
            options: LayoutOptions(width: Double(width), numberOfLines: label.numberOfLines))
        #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges), "seed \(seed)")
        #expect(prefixed.lines.map(\.rect) == whole.lines.map(\.rect), "seed \(seed)")
        #expect(prefixed.lines.map(\.hasEllipsis) == whole.lines.map(\.hasEllipsis), "seed \(seed)")
        #expect(prefixed.isTruncated == whole.isTruncated && prefixed.size == whole.size, "seed \(seed)")
    }

    @Test func aHeightLimitUsesThePrefixToo() {
        var generator = SeededGenerator(seed: 9)
        let string = Self.longText(&generator)
        let label = Label(text: string)
        label.font = LayoutPropertyTests.font
        label.numberOfLines = 0
        label.layoutCache = nil
        let prefixed = label.layout(width: 200, height: 300)
        let whole = TextLayout(
            text: StyledText(string, attributes: TextAttributes(font: LayoutPropertyTests.font),
                             paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail)),
            options: LayoutOptions(width: 200, height: 300))
        #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges))
        #expect(prefixed.isTruncated && whole.isTruncated)
    }

    @Test func prefixesEndAfterASeparator() {
        let attributes = TextAttributes(font: Fixtures.mono())
        let text = String(repeating: "a", count: 10) + "\r\n" + "bb\rcc\u{2029}dd"
        let cut = StyledText.prefix(of: text, minimumUnits: 6, attributes: attributes, paragraphStyle: .default)
        #expect(cut.utf16 == Array((String(repeating: "a", count: 10) + "\r\n").utf16))
        #expect(cut.continuesBeyond)
        let lone = StyledText.prefix(of: text, minimumUnits: 13, attributes: attributes, paragraphStyle: .default)
        #expect(String(decoding: lone.utf16, as: UTF16.self) == String(repeating: "a", count: 10) + "\r\nbb\r")
        #expect(lone.continuesBeyond)
        let all = StyledText.prefix(of: text, minimumUnits: 1_000, attributes: attributes, paragraphStyle: .default)
        #expect(all.utf16 == Array(text.utf16) && !all.continuesBeyond)
        let endsWithSeparator = StyledText.prefix(of: "abc\n", minimumUnits: 2, attributes: attributes, paragraphStyle: .default)
        #expect(!endsWithSeparator.continuesBeyond)
    }
}

extension PrefixLayoutTests {
    @Test func linesOutlastingTheFirstPrefixGrowIt() {
        // 600-unit paragraphs of one letter and zero-width spaces: one line each, so 30 lines
        // need ~18,000 units, far more than the first prefix assumes 30 lines of 100 pt can
        // show (30 × 25 = 750 units): the prefix grows and retries.
        let paragraph = "w" + String(repeating: "\u{200B}", count: 599)
        let string = Array(repeating: paragraph, count: 80).joined(separator: "\n")
        #expect(Label.firstPrefixUnits(lines: 30, width: 100, fontSize: 16) == 750)
        let label = Label(text: string)
        label.font = Fixtures.mono()
        label.numberOfLines = 30
        label.layoutCache = nil
        let prefixed = label.layout(width: 100)
        #expect(prefixed.lines.count == 30)
        #expect(prefixed.lines.last!.hasEllipsis)
        #expect(prefixed.lines.last!.range.location == 29 * (paragraph.utf16.count + 1))
        let whole = TextLayout(
            text: StyledText(string, attributes: TextAttributes(font: Fixtures.mono()), paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail)),
            options: LayoutOptions(width: 100, numberOfLines: 30))
        #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges))
    }

    @Test func theFirstPrefixFollowsTheRequest() {
        // Lines × width ÷ (a quarter of the font size), at least the cut context (256) and at
        // most 65,536 units; 1,024 when the request sets no bound. 3 × 600 ÷ 4.25 = 423.5.
        #expect(Label.firstPrefixUnits(lines: 3, width: 600, fontSize: 17) == 423)
        #expect(Label.firstPrefixUnits(lines: 40, width: 400, fontSize: 17) == 40 * 400 * 4 / 17)
        #expect(Label.firstPrefixUnits(lines: 2, width: 100, fontSize: 16) == 256)
        #expect(Label.firstPrefixUnits(lines: 100_000_000, width: 400, fontSize: 17) == 65_536)
        #expect(Label.firstPrefixUnits(lines: 3, width: .infinity, fontSize: 17) == 1_024)
        #expect(Label.firstPrefixUnits(lines: 0, width: 600, fontSize: 17) == 1_024)
        #expect(Label.firstPrefixUnits(lines: 3, width: 0, fontSize: 17) == 1_024)
    }
}

extension PrefixLayoutTests {
    /// A prefix shorter than the language sample still gets the whole text's language. Five
    /// Han and 40 kana, then a paragraph of Latin words, is no Japanese text (the sample's Latin
    /// outweighs them), though the first paragraph alone would say "ja", and Japanese shapes
    /// 直骨角 with other glyphs (`locl`). One line shows the first paragraph only, so the prefix
    /// ends after it (the lines budget), well inside the sample.
    @Test func aShortPrefixHasTheLanguageOfTheWholeText() throws {
        let first = "直骨角今令" + String(repeating: "ひらがな", count: 10)
        let string = first + "\n" + String(repeating: "language sample words ", count: 1_000)
        #expect(Label.firstPrefixUnits(lines: 1, width: 100, fontSize: 16) == 256)
        #expect(first.utf16.count < DominantScript.sampleLength / 2)
        #expect(DominantScript.language(of: Array(string.utf16)) == nil)
        #expect(DominantScript.language(of: Array(first.utf16)) == "ja")
        let cut = StyledText.prefix(
            of: string, minimumUnits: Label.firstPrefixUnits, lines: 1, unitsPerLine: 40,
            attributes: TextAttributes(font: Fixtures.mono()), paragraphStyle: .default)
        #expect(cut.utf16.count <= first.utf16.count + 1 && cut.continuesBeyond, "the prefix is the first paragraph")
        #expect(cut.languageOfWholeText == .some(nil))
        let font = try Font(family: "Noto Sans CJK SC", size: 16)
        let styled = StyledText(string, attributes: TextAttributes(font: font), paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail))
        let whole = TextLayout(text: styled, options: LayoutOptions(width: 100, numberOfLines: 1))
        let japanese = TextLayout(text: styled, options: LayoutOptions(width: 100, numberOfLines: 1, locale: "ja"))
        let glyphs = { (layout: TextLayout) in layout.lines.flatMap(\.glyphRuns).map(\.glyphs) }
        #expect(glyphs(japanese) != glyphs(whole), "the language shows in this text")
        let label = Label(text: string)
        label.font = font
        label.numberOfLines = 1
        label.layoutCache = nil
        let prefixed = label.layout(width: 100)
        #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges))
        #expect(glyphs(prefixed) == glyphs(whole))
    }

    /// The language sample a prefix counts on the way is what the whole text's UTF-16 scan
    /// reads, whatever the cut (before the sample's end, after it, at a CR, inside a surrogate
    /// pair's reach).
    @Test func aPrefixCountsTheWholeTextsLanguageSample() throws {
        var generator = SeededGenerator(seed: 0x1A6)
        let pieces = ["ひら", "カタ", "漢字", "한국", "abc", "😀", "𠀀", " ", "\n", "\r", "\r\n", "\u{2029}"]
        let attributes = TextAttributes(font: Fixtures.mono())
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 0...700, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let minimum = Int.random(in: 1...1_200, using: &generator)
            let prefix = StyledText.prefix(of: text, minimumUnits: minimum, attributes: attributes, paragraphStyle: .default)
            let expected = DominantScript.language(of: Array(text.utf16))
            #expect(prefix.languageOfWholeText == .some(expected), "minimum \(minimum): \(text.debugDescription)")
        }
    }
}

extension PrefixLayoutTests {
    /// The span reader (UTF-8 in place, the sample by lead bytes) and the scalar reader cut the
    /// same prefix with the same sample, whatever the separators and the minimum.
    @Test func bothReadersCutTheSamePrefix() {
        var generator = SeededGenerator(seed: 0x1A7)
        let pieces = ["ひら", "カタ", "漢字", "一", "䷀", "㐀", "한국", "abc", "XYZ", "@[`{", "é", "😀", "𠀀", " ", "\n", "\r", "\r\n", "\u{2029}", "\u{2028}"]
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<Int.random(in: 0...700, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let minimum = Int.random(in: 1...1_200, using: &generator)
            // Half of them with a lines budget as well.
            let lines = Bool.random(using: &generator) ? Int.random(in: 1...8, using: &generator) : 0
            let perLine = Int.random(in: 1...60, using: &generator)
            var bySpan = PrefixCut(minimumUnits: minimum, lines: lines, unitsPerLine: perLine)
            bySpan.read(text.utf8.span)
            var byScalar = PrefixCut(minimumUnits: minimum, lines: lines, unitsPerLine: perLine)
            byScalar.read(text.unicodeScalars)
            let context = "minimum \(minimum), \(lines) lines of \(perLine): \(text.debugDescription)"
            #expect(bySpan.units == byScalar.units, "\(context)")
            #expect(bySpan.continues == byScalar.continues && bySpan.endsInsideParagraph == byScalar.endsInsideParagraph, "\(context)")
            #expect(bySpan.sample.language == byScalar.sample.language, "\(context)")
            #expect(bySpan.sample.units == byScalar.sample.units && bySpan.sample.han == byScalar.sample.han
                && bySpan.sample.kana == byScalar.sample.kana && bySpan.sample.other == byScalar.sample.other, "\(context)")
            #expect(Array(text.utf16).starts(with: bySpan.units), "\(context)")
        }
    }

    /// A surrogate pair that would cross the sample's end closes the sample: `language(of:)`
    /// stops there, so the prefix's count must too. Han up to one unit before the sample's end,
    /// an emoji, then kana: the kana is past the sample, so the text is Chinese both ways (the
    /// kana once turned the prefix's sample Japanese).
    @Test func aPairAtTheSamplesEndClosesIt() {
        let n = DominantScript.sampleLength
        let text = String(repeating: "漢", count: n - 1) + "😀" + String(repeating: "あ", count: 10) + "\n" + String(repeating: "x", count: 20_000)
        #expect(DominantScript.language(of: Array(text.utf16)) == "zh-Hans")
        #expect(DominantScript.language(of: Array(text.utf16.prefix(n + 2))) == "zh-Hans")
        let attributes = TextAttributes(font: Fixtures.mono())
        for minimum in [10, n - 1, n + 1, 2_000] {
            let prefix = StyledText.prefix(of: text, minimumUnits: minimum, attributes: attributes, paragraphStyle: .default)
            #expect(prefix.languageOfWholeText == .some("zh-Hans"), "minimum \(minimum)")
            var byScalar = PrefixCut(minimumUnits: minimum)
            byScalar.read(text.unicodeScalars)
            #expect(byScalar.sample.language == "zh-Hans", "minimum \(minimum)")
        }
        // Two units earlier, the emoji and one kana fit: then that kana counts.
        let longer = String(repeating: "漢", count: n - 3) + "😀" + "あ" + "\n" + String(repeating: "x", count: 20_000)
        #expect(DominantScript.language(of: Array(longer.utf16)) == "ja")
        #expect(StyledText.prefix(of: longer, minimumUnits: 10, attributes: attributes, paragraphStyle: .default).languageOfWholeText == .some("ja"))
    }
}

/// One long paragraph in limited lines: laid out from a prefix cut inside the paragraph, with
/// the layout of the whole text.
@Suite struct LongParagraphPrefixTests {
    static func paragraph(_ generator: inout SeededGenerator, units: Int) -> String {
        var text = ""
        while text.utf16.count < units {
            text += RandomText.make(&generator, maxPieces: 30).filter { !$0.isNewline }
                .replacingOccurrences(of: "\u{2029}", with: " ")
        }
        return text
    }

    @Test(arguments: Array(UInt64(700)...UInt64(711)))
    func aCutParagraphGivesTheLayoutOfTheWholeText(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let string = Self.paragraph(&generator, units: 40_000)
        let label = Label(text: string)
        label.font = LayoutPropertyTests.font
        label.layoutCache = nil
        label.numberOfLines = [1, 2, 3, 12].randomElement(using: &generator)!
        label.lineBreakMode = LineBreakMode.allCases.randomElement(using: &generator)!
        let width = CGFloat.random(in: 40...400, using: &generator)
        let prefixed = label.layout(width: width)
        let whole = TextLayout(
            text: StyledText(string, attributes: TextAttributes(font: LayoutPropertyTests.font),
                             paragraphStyle: ParagraphStyle(lineBreakMode: label.lineBreakMode)),
            options: LayoutOptions(width: Double(width), numberOfLines: label.numberOfLines))
        #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges), "seed \(seed)")
        #expect(prefixed.lines.map(\.rect) == whole.lines.map(\.rect), "seed \(seed)")
        #expect(prefixed.isTruncated == whole.isTruncated, "seed \(seed)")
    }

    /// Paragraphs of 20,000 units: Chinese, English, one long word (no break opportunity but
    /// between graphemes), Latin with combining marks and emoji, and letters among zero-width
    /// spaces (a line holds hundreds of units, so at width 220 the third line reaches the end
    /// of the first prefix cut inside the paragraph: with no `Typesetter.cutContext` it would
    /// end there, 448 units long instead of 700–800).
    static let kinds: [String: String] = [
        "cjk": String(repeating: Fixtures.sample, count: 20_000 / Fixtures.sample.utf16.count + 1),
        "latin": String(repeating: "lorem ipsum dolor sit amet, consectetur adipiscing ", count: 400),
        "word": String(repeating: "abcdefghij", count: 2_000),
        "marks": String(repeating: "cafe\u{301} nai\u{308}ve 😀👍🏽 re\u{301}sume\u{301} ", count: 700),
        "zero-width": String(repeating: "w" + String(repeating: "\u{200B}", count: 49), count: 400),
    ]

    @Test(arguments: ["cjk", "latin", "word", "marks", "zero-width"], [(8.0, 3), (150.0, 3), (220.0, 3), (2_000.0, 40)])
    func everyKindOfParagraphCutGivesTheLayoutOfTheWholeText(kind: String, request: (width: Double, lines: Int)) throws {
        let string = try #require(Self.kinds[kind])
        #expect(string.utf8.count > Label.prefixThreshold && string.utf16.count >= 20_000)
        for mode in [LineBreakMode.byTruncatingTail, .byWordWrapping, .byCharWrapping] {
            let label = Label(text: string)
            label.font = Fixtures.notoSC()
            label.lineSpace = 10
            label.layoutCache = nil
            label.numberOfLines = request.lines
            label.lineBreakMode = mode
            let prefixed = label.layout(width: CGFloat(request.width))
            let whole = TextLayout(
                text: StyledText(string, attributes: TextAttributes(font: Fixtures.notoSC()),
                                 paragraphStyle: ParagraphStyle(lineSpacing: 10, lineBreakMode: mode)),
                options: LayoutOptions(width: request.width, numberOfLines: request.lines))
            // (40 wide lines of zero-width spaces would need 290,000 units; the text ends first.)
            #expect(whole.lines.count == (kind == "zero-width" && request.lines == 40 ? 3 : request.lines), "\(kind) \(request) \(mode)")
            #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges), "\(kind) \(request) \(mode)")
            #expect(prefixed.lines.map(\.rect) == whole.lines.map(\.rect), "\(kind) \(request) \(mode)")
            #expect(prefixed.lines.map { $0.glyphRuns.map(\.glyphs) } == whole.lines.map { $0.glyphRuns.map(\.glyphs) })
            #expect(prefixed.isTruncated == whole.isTruncated && prefixed.size == whole.size, "\(kind) \(request) \(mode)")
        }
    }

    @Test func prefixesCutALongParagraphBetweenCodePoints() {
        let attributes = TextAttributes(font: Fixtures.mono())
        let text = String(repeating: "a", count: 9) + "😀" + String(repeating: "b", count: 100)
        // Twice 5 units would end between the emoji's surrogates: the cut waits one unit.
        let cut = StyledText.prefix(of: text, minimumUnits: 5, attributes: attributes, paragraphStyle: .default)
        #expect(cut.utf16.count == 11 && cut.continuesBeyond && cut.endsInsideParagraph)
        let whole = StyledText.prefix(of: "abc", minimumUnits: 2, attributes: attributes, paragraphStyle: .default)
        #expect(whole.utf16.count == 3 && !whole.endsInsideParagraph && !whole.continuesBeyond)
    }

    @Test func aHugeParagraphInThreeLinesShapesOnlyAPrefix() {
        // 4 MB in one paragraph; three lines need a few hundred units. The label's first prefix
        // (3 × 300 ÷ 4 = 225 units, at least the cut context: 256) is cut inside the paragraph
        // at twice that, 512 units, and gives the label's lines: nothing more is converted.
        let string = String(repeating: "lorem ipsum dolor sit amet ", count: 150_000)
        let label = Label(text: string)
        label.font = Fixtures.mono()
        label.numberOfLines = 3
        label.layoutCache = nil
        let layout = label.layout(width: 300)
        #expect(layout.lines.count == 3 && layout.isTruncated && layout.lines[2].hasEllipsis)
        let minimum = Label.firstPrefixUnits(lines: 3, width: 300, fontSize: Fixtures.mono().size)
        #expect(minimum == 256)
        let text = StyledText.prefix(
            of: string, minimumUnits: minimum, attributes: TextAttributes(font: Fixtures.mono()),
            paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail))
        #expect(text.endsInsideParagraph && text.utf16.count == 512)
        let fromPrefix = TextLayout(text: text, options: LayoutOptions(width: 300, numberOfLines: 3))
        #expect(fromPrefix.lines.map(\.ranges) == layout.lines.map(\.ranges))
    }
}

/// The lines budget: a prefix ends after the paragraphs that surely fill the request's lines,
/// however short they are.
@Suite struct PrefixLinesBudgetTests {
    static let attributes = TextAttributes(font: Fixtures.mono())

    /// A paragraph of `u` units takes at least `max(1, ⌈u / unitsPerLine⌉)` lines: with 10 units
    /// a line, "a" and the empty paragraph take one each, 25 units three, CR LF is one separator.
    @Test func paragraphsAreChargedTheLinesTheyTakeAtLeast() {
        let text = "a\n\r\n" + String(repeating: "b", count: 25) + "\rc\u{2029}" + String(repeating: "d", count: 40_000)
        func prefix(lines: Int) -> String {
            let cut = StyledText.prefix(
                of: text, minimumUnits: 1_000, lines: lines, unitsPerLine: 10, attributes: Self.attributes, paragraphStyle: .default)
            #expect(cut.continuesBeyond && !cut.endsInsideParagraph)
            return String(decoding: cut.utf16, as: UTF16.self)
        }
        #expect(prefix(lines: 1) == "a\n")
        #expect(prefix(lines: 2) == "a\n\r\n")
        // The 25 units take lines 3 to 5: a budget of 3, 4 or 5 lines ends after them.
        for lines in 3...5 { #expect(prefix(lines: lines) == "a\n\r\n" + String(repeating: "b", count: 25) + "\r") }
        #expect(prefix(lines: 6) == "a\n\r\n" + String(repeating: "b", count: 25) + "\rc\u{2029}")
        // Without a budget, or a budget the paragraphs do not spend: the minimum decides.
        let minimumOnly = StyledText.prefix(of: text, minimumUnits: 1_000, attributes: Self.attributes, paragraphStyle: .default)
        #expect(minimumOnly.utf16.count == 2_000 && minimumOnly.endsInsideParagraph)
        let large = StyledText.prefix(
            of: text, minimumUnits: 1_000, lines: 7, unitsPerLine: 10, attributes: Self.attributes, paragraphStyle: .default)
        #expect(large.utf16 == minimumOnly.utf16)
    }

    /// A text of short paragraphs, like the benchmark's huge text: three lines read three
    /// paragraphs, not the 423 units `firstPrefixUnits` asks for, with the whole text's layout.
    @Test func threeLinesOfShortParagraphsReadThreeParagraphs() {
        let start = "要有礼貌\n\n在 Debian 这种规模的项目中，很难避免遇到与你意见不和\n"
        let string = start + String(repeating: "的人。请接受这一事实，并保持礼貌。\n", count: 2_000)
        let perLine = Label.prefixUnitsPerLine(width: 600, fontSize: 17)
        #expect(perLine == 142)
        let cut = StyledText.prefix(
            of: string, minimumUnits: Label.firstPrefixUnits(lines: 3, width: 600, fontSize: 17), lines: 3,
            unitsPerLine: perLine, attributes: Self.attributes, paragraphStyle: .default)
        #expect(cut.utf16 == Array(start.utf16) && cut.continuesBeyond)
        #expect(cut.languageOfWholeText == .some("zh-Hans"))

        let label = Label(text: string)
        label.font = LayoutPropertyTests.font
        label.numberOfLines = 3
        label.lineBreakMode = .byTruncatingTail
        label.layoutCache = nil
        let prefixed = label.layout(width: 600)
        let whole = TextLayout(
            text: StyledText(string, attributes: TextAttributes(font: LayoutPropertyTests.font),
                             paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail)),
            options: LayoutOptions(width: 600, numberOfLines: 3))
        #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges))
        #expect(prefixed.lines.map(\.hasEllipsis) == [false, false, true])
        #expect(prefixed.lines.map(\.hasEllipsis) == whole.lines.map(\.hasEllipsis))
        #expect(prefixed.size == whole.size && prefixed.isTruncated && whole.isTruncated)
    }

    /// Lines shorter than a font size (an exact line height of 4 pt) fit more of them in a
    /// height than the budget assumed: the prefix grows, its lines budget with it, until the
    /// layout is the whole text's. Short paragraphs, so that only the lines budget ends them.
    @Test(arguments: [4.0, 9.0, 40.0])
    func linesShorterThanAssumedGrowTheBudget(lineHeight: Double) {
        let string = (0..<6_000).map { "p\($0 % 10)" }.joined(separator: "\n")
        #expect(string.utf8.count > Label.prefixThreshold)
        let label = Label(text: string)
        label.font = Fixtures.mono()
        label.lineHeight = CGFloat(lineHeight)
        label.numberOfLines = 0
        label.lineBreakMode = .byTruncatingTail
        label.layoutCache = nil
        let prefixed = label.layout(width: 200, height: 300)
        let whole = TextLayout(
            text: StyledText(string, attributes: TextAttributes(font: Fixtures.mono()),
                             paragraphStyle: ParagraphStyle(lineHeight: lineHeight, lineBreakMode: .byTruncatingTail)),
            options: LayoutOptions(width: 200, height: 300))
        #expect(prefixed.lines.count == whole.lines.count && prefixed.lines.count == Int(300 / lineHeight))
        #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges))
        #expect(prefixed.lines.map(\.hasEllipsis) == whole.lines.map(\.hasEllipsis))
    }
}

/// The sample counted from UTF-8 lead bytes gives, for every code point, the counts decoding it
/// gives (`Tally.add(_:)`): the lead-byte shortcuts (Han, ASCII, punctuation) skip no Han,
/// kana, Hangul or letter.
@Suite struct SampleFromUTF8Tests {
    @Test func everyCodePointCountsAsDecoded() {
        var mismatches: [String] = []
        // Eight code points at a time, each block a text of its own (well under the sample).
        var scalars: [Unicode.Scalar] = []
        func check() {
            var byBytes = DominantScript.Tally()
            let string = String(String.UnicodeScalarView(scalars))
            byBytes.add(utf8: string.utf8.span)
            var decoded = DominantScript.Tally()
            for scalar in scalars { decoded.add(scalar.value) }
            if (byBytes.units, byBytes.han, byBytes.kana, byBytes.hangul, byBytes.other)
                != (decoded.units, decoded.han, decoded.kana, decoded.hangul, decoded.other), mismatches.count < 10 {
                mismatches.append(scalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }
            scalars.removeAll(keepingCapacity: true)
        }
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            scalars.append(scalar)
            if scalars.count == 8 { check() }
        }
        check()
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// Where the sample ends: at 1,024 units, and before a surrogate pair that would cross them,
    /// after every mix of one-, two-, three- and four-byte code points.
    @Test func theSampleEndsWhereDecodingEndsIt() {
        var generator = SeededGenerator(seed: 0x5A3)
        let pieces = ["a", "中", "一", "，", "、", "“", "ひ", "한", "é", "😀", "𠀀", " ", "\n"]
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 900...1_100, using: &generator) { text += pieces.randomElement(using: &generator)! }
            var byBytes = DominantScript.Tally()
            byBytes.add(utf8: text.utf8.span)
            var decoded = DominantScript.Tally()
            for scalar in text.unicodeScalars where !decoded.isComplete { decoded.add(scalar.value) }
            #expect(byBytes.units == decoded.units && byBytes.han == decoded.han && byBytes.kana == decoded.kana
                && byBytes.hangul == decoded.hangul && byBytes.other == decoded.other, "\(text.debugDescription)")
            #expect(byBytes.language == DominantScript.language(of: Array(text.utf16)))
        }
    }
}
