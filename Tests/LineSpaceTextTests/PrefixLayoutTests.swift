// A long plain text in limited lines is laid out from a prefix: the result must be the layout
// of the whole text, only cheaper.
import Foundation
import Testing
@testable import LineSpaceText

/// The layout of the whole text, with no prefix: what a prefix's layout must equal.
func wholeLayout(text: StyledText, options: LayoutOptions) -> TextLayout {
    Typesetter(text: text, options: options).layout().layout
}

/// The prefix `PrefixCut` reads of `string`: its text, whether text follows, and whether it
/// ends inside a paragraph.
func cutPrefix(_ string: String, minimumUnits: Int, lines: Int = 0, unitsPerLine: Int = 0) -> (text: String, continues: Bool, endsInsideParagraph: Bool) {
    var cut = PrefixCut(minimumUnits: minimumUnits, lines: lines, unitsPerLine: unitsPerLine)
    var units: [UInt16] = []
    cut.read(string.unicodeScalars) { units.appendUTF16(of: $0) }
    #expect(units.count == cut.count)
    return (String(decoding: units, as: UTF16.self), cut.continues, cut.endsInsideParagraph)
}

/// `PrefixLayout.Request`'s first prefix for these lines, width and font size.
func firstPrefixUnits(lines: Int, width: Double, fontSize: Double) -> Int {
    PrefixLayout.Request(options: LayoutOptions(width: width, numberOfLines: lines), fontSize: fontSize)?.firstPrefixUnits
        ?? PrefixLayout.firstPrefixUnits
}

/// The paragraph style a label lays its plain text out with: its line-break mode and strategy
/// (push-out reads a paragraph's end, which a prefix must not move).
func labelStyle(lineSpacing: Double, _ label: Label) -> ParagraphStyle {
    var style = ParagraphStyle(lineSpacing: lineSpacing, lineBreakMode: label.lineBreakMode)
    style.lineBreakStrategy = label.lineBreakStrategy
    return style
}

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
        #expect(string.utf8.count > PrefixLayout.threshold)
        let label = Label(text: string)
        label.font = LayoutPropertyTests.font
        label.lineSpace = 4
        label.layoutCache = nil
        label.numberOfLines = [1, 2, 3, 40, 700].randomElement(using: &generator)!
        label.lineBreakMode = LineBreakMode.allCases.randomElement(using: &generator)!
        let width = CGFloat.random(in: 40...400, using: &generator)
        let prefixed = label.layout(width: width)

        let whole = wholeLayout(
            text: StyledText(string, attributes: TextAttributes(font: LayoutPropertyTests.font),
                             paragraphStyle: labelStyle(lineSpacing: 4, label)),
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
        let whole = wholeLayout(
            text: StyledText(string, attributes: TextAttributes(font: LayoutPropertyTests.font),
                             paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail)),
            options: LayoutOptions(width: 200, height: 300))
        #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges))
        #expect(prefixed.isTruncated && whole.isTruncated)
    }

    @Test func prefixesEndAfterASeparator() {
        let text = String(repeating: "a", count: 10) + "\r\n" + "bb\rcc\u{2029}dd"
        let cut = cutPrefix(text, minimumUnits: 6)
        #expect(cut.text == String(repeating: "a", count: 10) + "\r\n" && cut.continues)
        let lone = cutPrefix(text, minimumUnits: 13)
        #expect(lone.text == String(repeating: "a", count: 10) + "\r\nbb\r" && lone.continues)
        let all = cutPrefix(text, minimumUnits: 1_000)
        #expect(all.text == text && !all.continues)
        #expect(!cutPrefix("abc\n", minimumUnits: 2).continues)
    }
}

extension PrefixLayoutTests {
    @Test func linesOutlastingTheFirstPrefixGrowIt() {
        // 600-unit paragraphs of one letter and zero-width spaces: one line each, so 30 lines
        // need ~18,000 units, far more than the first prefix assumes 30 lines of 100 pt can
        // show (30 × 25 = 750 units): the prefix grows and retries.
        let paragraph = "w" + String(repeating: "\u{200B}", count: 599)
        let string = Array(repeating: paragraph, count: 80).joined(separator: "\n")
        #expect(firstPrefixUnits(lines: 30, width: 100, fontSize: 16) == 750)
        let label = Label(text: string)
        label.font = Fixtures.mono()
        label.numberOfLines = 30
        label.layoutCache = nil
        let prefixed = label.layout(width: 100)
        #expect(prefixed.lines.count == 30)
        #expect(prefixed.lines.last!.hasEllipsis)
        #expect(prefixed.lines.last!.range.location == 29 * (paragraph.utf16.count + 1))
        let whole = wholeLayout(
            text: StyledText(string, attributes: TextAttributes(font: Fixtures.mono()), paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail)),
            options: LayoutOptions(width: 100, numberOfLines: 30))
        #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges))
    }

    @Test func theFirstPrefixFollowsTheRequest() {
        // Lines × width ÷ (a quarter of the font size), at least the cut context (256) and at
        // most 65,536 units; 1,024 when the request sets no bound. 3 × 600 ÷ 4.25 = 423.5.
        #expect(firstPrefixUnits(lines: 3, width: 600, fontSize: 17) == 423)
        #expect(firstPrefixUnits(lines: 40, width: 400, fontSize: 17) == 40 * 400 * 4 / 17)
        #expect(firstPrefixUnits(lines: 2, width: 100, fontSize: 16) == 256)
        #expect(firstPrefixUnits(lines: 100_000_000, width: 400, fontSize: 17) == 65_536)
        #expect(firstPrefixUnits(lines: 3, width: .infinity, fontSize: 17) == 1_024)
        #expect(PrefixLayout.Request(options: LayoutOptions(width: 600), fontSize: 17) == nil, "no limit, no prefix")
        #expect(firstPrefixUnits(lines: 3, width: 0, fontSize: 17) == 1_024)
    }
}

extension PrefixLayoutTests {
    /// A prefix gets the language of the whole text. Five Han and 40 kana, then a paragraph of
    /// Latin words, is no Japanese text (the sample's Latin outweighs them), though the first
    /// paragraph alone would say "ja", and Japanese shapes 直骨角 with other glyphs (`locl`).
    /// One line shows the first paragraph only, so the prefix ends after it (the lines budget).
    @Test func aShortPrefixHasTheLanguageOfTheWholeText() throws {
        let first = "直骨角今令" + String(repeating: "ひらがな", count: 10)
        let string = first + "\n" + String(repeating: "language sample words ", count: 1_000)
        #expect(DominantScript.language(of: Array(string.utf16)) == nil)
        #expect(DominantScript.language(of: Array(first.utf16)) == "ja")
        let cut = cutPrefix(string, minimumUnits: firstPrefixUnits(lines: 1, width: 100, fontSize: 16), lines: 1, unitsPerLine: 40)
        #expect(cut.text == first + "\n" && cut.continues, "the prefix is the first paragraph")
        let font = try Font(family: "Noto Sans CJK SC", size: 16)
        let styled = StyledText(string, attributes: TextAttributes(font: font), paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail))
        #expect(styled.language == nil)
        let whole = wholeLayout(text: styled, options: LayoutOptions(width: 100, numberOfLines: 1))
        let japanese = wholeLayout(text: styled, options: LayoutOptions(width: 100, numberOfLines: 1, locale: "ja"))
        let glyphs = { (layout: TextLayout) in layout.lines.flatMap(\.glyphRuns).map(\.glyphs) }
        #expect(glyphs(japanese) != glyphs(whole), "the language shows in this text")
        let label = Label(text: string)
        label.font = font
        label.numberOfLines = 1
        label.layoutCache = nil
        let prefixed = label.layout(width: 100)
        #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges))
        #expect(glyphs(prefixed) == glyphs(whole))
        // The same text as a StyledText: laid out from a prefix too, in the whole text's language.
        let fromStyled = TextLayout(text: styled, options: LayoutOptions(width: 100, numberOfLines: 1))
        #expect(glyphs(fromStyled) == glyphs(whole))
    }

    /// The sample ends at `sampleLength` units, before a surrogate pair that would cross it:
    /// Han up to one unit before the end, an emoji, then kana past the end is Chinese.
    @Test func aPairAtTheSamplesEndClosesIt() {
        let n = DominantScript.sampleLength
        let text = String(repeating: "漢", count: n - 1) + "😀" + String(repeating: "あ", count: 10)
        #expect(DominantScript.language(of: Array(text.utf16)) == "zh-Hans")
        #expect(DominantScript.language(of: text) == "zh-Hans")
        // Two units earlier, the emoji and one kana fit: then that kana counts.
        let longer = String(repeating: "漢", count: n - 3) + "😀" + "あ" + "\n" + String(repeating: "x", count: 20_000)
        #expect(DominantScript.language(of: Array(longer.utf16)) == "ja")
        #expect(DominantScript.language(of: longer) == "ja")
        #expect(StyledText(longer, attributes: TextAttributes(font: Fixtures.mono())).language == "ja")
    }

    /// A long StyledText with several runs in limited lines (`TextLayout(text:options:)`) is
    /// laid out from a prefix, with the whole text's layout.
    @Test(arguments: Array(UInt64(900)...UInt64(907)))
    func aLongStyledTextIsLaidOutFromAPrefix(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let string = Self.longText(&generator)
        let units = Array(string.utf16)
        let mode = LineBreakMode.allCases.randomElement(using: &generator)!
        let style = ParagraphStyle(lineSpacing: 4, lineBreakMode: mode)
        let fonts = [LayoutPropertyTests.font, try Font(family: "DejaVu Sans", size: 11)]
        var runs: [StyledText.Run] = []
        var start = 0
        while start < units.count {
            var end = min(units.count, start + Int.random(in: 1...3_000, using: &generator))
            if end < units.count && UTF16.isTrailSurrogate(units[end]) { end += 1 }
            runs.append(.init(range: start..<end, attributes: TextAttributes(font: fonts[runs.count % 2]), paragraphStyle: style))
            start = end
        }
        let text = try StyledText(utf16: units, runs: runs)
        let options = LayoutOptions(width: Double.random(in: 40...400, using: &generator), numberOfLines: [1, 3, 40].randomElement(using: &generator)!)
        var laidOut: [Int] = []
        let prefixed = PrefixLayout.layout(of: text, options: options) { part in
            laidOut.append(part.utf16.count)
            return Typesetter(text: part, options: options).layout()
        }
        #expect(laidOut.first.map { $0 < units.count } == true, "a prefix first")
        let whole = wholeLayout(text: text, options: options)
        #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges), "seed \(seed)")
        #expect(prefixed.lines.map(\.rect) == whole.lines.map(\.rect), "seed \(seed)")
        #expect(prefixed.isTruncated == whole.isTruncated && prefixed.size == whole.size, "seed \(seed)")
        let viaInit = TextLayout(text: text, options: options)
        #expect(viaInit.lines.map(\.ranges) == whole.lines.map(\.ranges))
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
        let whole = wholeLayout(
            text: StyledText(string, attributes: TextAttributes(font: LayoutPropertyTests.font),
                             paragraphStyle: labelStyle(lineSpacing: 0, label)),
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
        #expect(string.utf8.count > PrefixLayout.threshold && string.utf16.count >= 20_000)
        for mode in [LineBreakMode.byTruncatingTail, .byWordWrapping, .byCharWrapping] {
            let label = Label(text: string)
            label.font = Fixtures.notoSC()
            label.lineSpace = 10
            label.layoutCache = nil
            label.numberOfLines = request.lines
            label.lineBreakMode = mode
            let prefixed = label.layout(width: CGFloat(request.width))
            let whole = wholeLayout(
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
        let text = String(repeating: "a", count: 9) + "😀" + String(repeating: "b", count: 100)
        // Twice 5 units would end between the emoji's surrogates: the cut waits one unit.
        let cut = cutPrefix(text, minimumUnits: 5)
        #expect(cut.text.utf16.count == 11 && cut.continues && cut.endsInsideParagraph)
        let whole = cutPrefix("abc", minimumUnits: 2)
        #expect(whole.text == "abc" && !whole.endsInsideParagraph && !whole.continues)
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
        let minimum = firstPrefixUnits(lines: 3, width: 300, fontSize: Fixtures.mono().size)
        #expect(minimum == 256)
        let cut = cutPrefix(string, minimumUnits: minimum)
        #expect(cut.endsInsideParagraph && cut.text.utf16.count == 512)
        let text = StyledText(string, attributes: TextAttributes(font: Fixtures.mono()), paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail))
        var laidOut: [Int] = []
        let fromPrefix = PrefixLayout.layout(of: text, options: LayoutOptions(width: 300, numberOfLines: 3)) { part in
            laidOut.append(part.utf16.count)
            return Typesetter(text: part, options: LayoutOptions(width: 300, numberOfLines: 3)).layout()
        }
        #expect(laidOut == [512])
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
            let cut = cutPrefix(text, minimumUnits: 1_000, lines: lines, unitsPerLine: 10)
            #expect(cut.continues && !cut.endsInsideParagraph)
            return cut.text
        }
        #expect(prefix(lines: 1) == "a\n")
        #expect(prefix(lines: 2) == "a\n\r\n")
        // The 25 units take lines 3 to 5: a budget of 3, 4 or 5 lines ends after them.
        for lines in 3...5 { #expect(prefix(lines: lines) == "a\n\r\n" + String(repeating: "b", count: 25) + "\r") }
        #expect(prefix(lines: 6) == "a\n\r\n" + String(repeating: "b", count: 25) + "\rc\u{2029}")
        // Without a budget, or a budget the paragraphs do not spend: the minimum decides.
        let minimumOnly = cutPrefix(text, minimumUnits: 1_000)
        #expect(minimumOnly.text.utf16.count == 2_000 && minimumOnly.endsInsideParagraph)
        #expect(cutPrefix(text, minimumUnits: 1_000, lines: 7, unitsPerLine: 10).text == minimumOnly.text)
    }

    /// A text of short paragraphs, like the benchmark's huge text: three lines read three
    /// paragraphs, not the 423 units `firstPrefixUnits` asks for, with the whole text's layout.
    @Test func threeLinesOfShortParagraphsReadThreeParagraphs() throws {
        let start = "要有礼貌\n\n在 Debian 这种规模的项目中，很难避免遇到与你意见不和\n"
        let string = start + String(repeating: "的人。请接受这一事实，并保持礼貌。\n", count: 2_000)
        let request = try #require(PrefixLayout.Request(options: LayoutOptions(width: 600, numberOfLines: 3), fontSize: 17))
        #expect(request.unitsPerLine == 142)
        let cut = cutPrefix(string, minimumUnits: request.firstPrefixUnits, lines: 3, unitsPerLine: request.unitsPerLine)
        #expect(cut.text == start && cut.continues)

        let label = Label(text: string)
        label.font = LayoutPropertyTests.font
        label.numberOfLines = 3
        label.lineBreakMode = .byTruncatingTail
        label.layoutCache = nil
        let prefixed = label.layout(width: 600)
        let whole = wholeLayout(
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
        #expect(string.utf8.count > PrefixLayout.threshold)
        let label = Label(text: string)
        label.font = Fixtures.mono()
        label.lineHeight = CGFloat(lineHeight)
        label.numberOfLines = 0
        label.lineBreakMode = .byTruncatingTail
        label.layoutCache = nil
        let prefixed = label.layout(width: 200, height: 300)
        let whole = wholeLayout(
            text: StyledText(string, attributes: TextAttributes(font: Fixtures.mono()),
                             paragraphStyle: ParagraphStyle(lineHeight: lineHeight, lineBreakMode: .byTruncatingTail)),
            options: LayoutOptions(width: 200, height: 300))
        #expect(prefixed.lines.count == whole.lines.count && prefixed.lines.count == Int(300 / lineHeight))
        #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges))
        #expect(prefixed.lines.map(\.hasEllipsis) == whole.lines.map(\.hasEllipsis))
    }
}

/// Any text in limited lines or height, laid out from a prefix however short it is (the
/// threshold forced to 0): the layout of the whole text, in every line-break mode and base
/// direction (right-to-left paragraphs are laid out whole, head and middle truncation take the
/// whole paragraph; the fuzzer's `prefix` check does the same on its inputs).
@Suite struct ForcedPrefixTests {
    @Test(arguments: Array(UInt64(1_300)...UInt64(1_339)))
    func aForcedPrefixGivesTheWholeLayout(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var string = ""
        while string.utf16.count < 1_500 { string += RandomText.make(&generator, maxPieces: 30) + " " }
        var style = ParagraphStyle(lineSpacing: 3, lineBreakMode: LineBreakMode.allCases.randomElement(using: &generator)!)
        style.baseWritingDirection = WritingDirection.allCases.randomElement(using: &generator)!
        let text = StyledText(string, attributes: TextAttributes(font: LayoutPropertyTests.font), paragraphStyle: style)
        let lines = [1, 2, 3, 7].randomElement(using: &generator)!
        let height = Bool.random(using: &generator) ? Double.random(in: 20...200, using: &generator) : .infinity
        let options = LayoutOptions(width: Double.random(in: 30...400, using: &generator), height: height, numberOfLines: lines)
        let prefixed = TextLayout(text: text, options: options, prefixThreshold: 0)
        let whole = wholeLayout(text: text, options: options)
        let context = "seed \(seed) \(style.lineBreakMode) \(style.baseWritingDirection) \(options)"
        #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges), "\(context)")
        #expect(prefixed.lines.map(\.rect) == whole.lines.map(\.rect), "\(context)")
        #expect(prefixed.lines.map(\.hasEllipsis) == whole.lines.map(\.hasEllipsis), "\(context)")
        #expect(prefixed.lines.map { $0.glyphRuns.map(\.glyphs) } == whole.lines.map { $0.glyphRuns.map(\.glyphs) }, "\(context)")
        #expect(prefixed.isTruncated == whole.isTruncated && prefixed.size == whole.size, "\(context)")
    }
}

/// Long right-to-left and mixed paragraphs cut inside: the prefix's lines are trusted up to its
/// bidi levels' final cut (`BidiPrefix`), and give the whole text's layout.
@Suite struct RightToLeftPrefixTests {
    static let pieces = [
        "שלום ", "עולם ", "مرحبا ", "بالعالم ", "hello ", "world ", "123 ", "٤٥٦ ", "(", ")", "[", "]", "! ", ", ",
        "\u{200F}", "\u{200E}", "\u{2067}", "\u{2069}", "\u{202B}", "\u{202C}", "לא", "الله ", "e\u{301} ",
    ]

    @Test(arguments: Array(UInt64(2_000)...UInt64(2_029)))
    func aCutRightToLeftParagraphGivesTheWholeLayout(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var string = ""
        while string.utf16.count < 3_000 { string += Self.pieces.randomElement(using: &generator)! }
        var style = ParagraphStyle(lineSpacing: 2, lineBreakMode: LineBreakMode.allCases.randomElement(using: &generator)!)
        style.baseWritingDirection = WritingDirection.allCases.randomElement(using: &generator)!
        let text = StyledText(string, attributes: TextAttributes(font: LayoutPropertyTests.font), paragraphStyle: style)
        let options = LayoutOptions(
            width: Double.random(in: 40...400, using: &generator), numberOfLines: [1, 2, 3, 6].randomElement(using: &generator)!)
        let prefixed = TextLayout(text: text, options: options, prefixThreshold: 0)
        let whole = wholeLayout(text: text, options: options)
        let context = "seed \(seed) \(style.lineBreakMode) \(style.baseWritingDirection) \(options)"
        #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges), "\(context)")
        #expect(prefixed.lines.map(\.rect) == whole.lines.map(\.rect), "\(context)")
        #expect(prefixed.lines.map { $0.glyphRuns.map(\.glyphs) } == whole.lines.map { $0.glyphRuns.map(\.glyphs) }, "\(context)")
        #expect(prefixed.lines.map { $0.glyphRuns.map(\.isRightToLeft) } == whole.lines.map { $0.glyphRuns.map(\.isRightToLeft) })
        #expect(prefixed.isTruncated == whole.isTruncated && prefixed.size == whole.size, "\(context)")
    }

    /// 400,000 units of Hebrew in one paragraph, three lines: the layout reads a prefix of a
    /// few thousand units, not the paragraph.
    @Test func aHugeHebrewParagraphInThreeLinesMeasuresOnlyAPrefix() {
        let string = String(repeating: "שלום עולם, זהו טקסט (ארוך) בעברית. ", count: 11_500)
        let text = StyledText(string, attributes: TextAttributes(font: LayoutPropertyTests.font),
                              paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail))
        let options = LayoutOptions(width: 300, numberOfLines: 3)
        let counter = WorkCounter()
        let layout = WorkCounter.$current.withValue(counter) { TextLayout(text: text, options: options) }
        #expect(layout.lines.count == 3 && layout.isTruncated && layout.lines[2].hasEllipsis)
        #expect(layout.lines.allSatisfy { $0.isRightToLeft })
        #expect(counter.measuredUnits < 20_000, "\(counter.measuredUnits) units measured")
        let whole = wholeLayout(text: text, options: options)
        #expect(layout.lines.map(\.ranges) == whole.lines.map(\.ranges))
        #expect(layout.lines.map(\.rect) == whole.lines.map(\.rect))
    }
}
