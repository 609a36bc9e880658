// CJK punctuation trimming (docs/semantics.md §4b), worked by hand from Noto
// Sans CJK SC and JP metrics: every ideograph and full-width mark used here advances 1000 of
// 1000 units (17 pt at 17 pt), and the fonts' `halt` sets a mark at 500 units (8.5 pt), moving
// an opening mark's ink by −500 units (−8.5 pt). In JP, ：and ；are centred (middle marks) and
// “ ” are proportional (474 units): they are not trimmed.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct PunctuationTrimmingTests {
    static func notoJP(_ size: Double = 17) -> Font { try! Font(family: "Noto Sans CJK JP", size: size) }

    static func style(_ trimming: PunctuationTrimming = .normal) -> ParagraphStyle {
        var style = ParagraphStyle()
        style.punctuationTrimming = trimming
        return style
    }

    /// The layout of `string` in Noto Sans CJK SC (zh-Hans) or JP (ja).
    static func layout(
        _ string: String, ja: Bool = false, width: Double = .infinity, trimming: PunctuationTrimming = .normal, locale: String? = nil
    ) -> TextLayout {
        Fixtures.layout(
            string, font: ja ? notoJP() : Fixtures.notoSC(), style: style(trimming), width: width,
            locale: locale ?? (ja ? "ja" : "zh-Hans"))
    }

    /// The painted advance of each glyph, in logical order (one glyph per character here).
    static func advances(_ layout: TextLayout) -> [Double] {
        layout.lines.flatMap { $0.glyphRuns.flatMap { $0.advances.map(Double.init) } }
    }

    // MARK: Pure rules

    @Test func adjacencyRules() {
        typealias P = PunctuationTrimming
        // Opening after opening, closing, comma-like, middle: leading half.
        #expect(P.adjacentTrims([.opening, .opening]) == [nil, .leading])
        #expect(P.adjacentTrims([.closing, .opening]) == [nil, .leading])
        #expect(P.adjacentTrims([.commaLike, .opening]) == [nil, .leading])
        #expect(P.adjacentTrims([.middle, .opening]) == [nil, .leading])
        // Closing or comma-like before closing, comma-like, middle: trailing half.
        #expect(P.adjacentTrims([.closing, .closing]) == [.trailing, nil])
        #expect(P.adjacentTrims([.closing, .commaLike]) == [.trailing, nil])
        #expect(P.adjacentTrims([.closing, .middle]) == [.trailing, nil])
        #expect(P.adjacentTrims([.commaLike, .closing]) == [.trailing, nil])
        #expect(P.adjacentTrims([.commaLike, .commaLike]) == [.trailing, nil])
        #expect(P.adjacentTrims([.commaLike, .middle]) == [.trailing, nil])
        // Never: a middle mark, an opening mark before anything, a mark next to other text.
        #expect(P.adjacentTrims([.middle, .closing]) == [nil, nil])
        #expect(P.adjacentTrims([.opening, .closing]) == [nil, nil])
        #expect(P.adjacentTrims([.closing, nil, .opening]) == [nil, nil, nil])
        #expect(P.adjacentTrims([nil, nil, .commaLike, .opening, nil]) == [nil, nil, nil, .leading, nil])
        #expect(P.adjacentTrims([]) == [])
    }

    @Test func classes() {
        #expect(PunctuationClass(unit: 0x300C) == .opening)    // 「
        #expect(PunctuationClass(unit: 0x201C) == .opening)    // “
        #expect(PunctuationClass(unit: 0xFF09) == .closing)    // ）
        #expect(PunctuationClass(unit: 0x3002) == .commaLike)  // 。
        #expect(PunctuationClass(unit: 0xFF1A) == .commaLike)  // ：
        #expect(PunctuationClass(unit: 0x30FB) == .middle)     // ・
        #expect(PunctuationClass(unit: 0xFF01) == nil)         // ！ never trims
        #expect(PunctuationClass(unit: 0xFF1F) == nil)         // ？
        #expect(PunctuationClass(unit: 0x597D) == nil)         // 好
        #expect(PunctuationTrimming.trimsAtLineEnd(.closing))
        #expect(!PunctuationTrimming.trimsAtLineEnd(.commaLike) && !PunctuationTrimming.trimsAtLineEnd(.opening))
        #expect(!PunctuationTrimming.trimsAtLineEnd(.middle))
    }

    @Test func languages() {
        for language in ["zh-Hans", "zh-Hant", "zh", "zh-CN", "zh_TW", "ja", "ja-JP", "JA"] {
            #expect(PunctuationTrimming.applies(toLanguage: language), "\(language)")
        }
        for language in ["ko", "en", "en-US", "", "jav"] { #expect(!PunctuationTrimming.applies(toLanguage: language), "\(language)") }
        #expect(!PunctuationTrimming.applies(toLanguage: nil))
    }

    @Test func halvingWithoutHalt() {
        // A font without `halt`: half the advance; an opening mark's ink moves left by that half.
        let full = GlyphMetrics(advance: 17, xOffset: 1)
        #expect(PunctuationMarks.halved(full, mark: .opening) == GlyphMetrics(advance: 8.5, xOffset: -7.5))
        #expect(PunctuationMarks.halved(full, mark: .closing) == GlyphMetrics(advance: 8.5, xOffset: 1))
        #expect(PunctuationMarks.halved(full, mark: .commaLike) == GlyphMetrics(advance: 8.5, xOffset: 1))
    }

    @Test func haltFromTheFont() throws {
        // Noto Sans CJK SC's halt: 「 500 units with x offset −500; 」 500, no offset.
        let face = Fixtures.notoSC().face
        let buffer = HarfBuzzBuffer()
        let open = face.harfBuzz.nominalGlyph(for: 0x300C), close = face.harfBuzz.nominalGlyph(for: 0x300D)
        let opening = try #require(HaltMetrics.lookup(unit: 0x300C, glyph: open, face: face, script: HarfBuzzBuffer.hanScript, language: "zh-Hans", buffer: buffer))
        #expect(opening == HaltMetrics.Metrics(advance: 500, xOffset: -500))
        let closing = try #require(HaltMetrics.lookup(unit: 0x300D, glyph: close, face: face, script: HarfBuzzBuffer.hanScript, language: "zh-Hans", buffer: buffer))
        #expect(closing == HaltMetrics.Metrics(advance: 500, xOffset: 0))
        // ＜ has no halt alternate (its advance stays 1000): nil, so trimming would halve it.
        let less = face.harfBuzz.nominalGlyph(for: 0xFF1C)
        #expect(HaltMetrics.lookup(unit: 0xFF1C, glyph: less, face: face, script: HarfBuzzBuffer.hanScript, language: "zh-Hans", buffer: buffer) == nil)
        // A glyph other than the one shaped in context: nil (the caller halves instead).
        #expect(HaltMetrics.lookup(unit: 0x300D, glyph: open, face: face, script: HarfBuzzBuffer.hanScript, language: "zh-Hans", buffer: buffer) == nil)
    }

    // MARK: Adjacency, zh-Hans (Noto Sans CJK SC)

    @Test func workedExample() {
        // 子 曰 ： “ 苟: “ after the comma-like ： loses its leading half em: 5 × 17 − 8.5.
        let trimmed = Self.layout("子曰：“苟")
        #expect(approx(trimmed.lines[0].rect.width, 76.5))
        #expect(Self.advances(trimmed) == [17, 17, 17, 8.5, 17])
        // The quote's ink moves left by half an em: pen 51, halt offset −8.5.
        let quote = trimmed.lines[0].glyphRuns.flatMap(\.positions)[3]
        #expect(approx(quote.x, 51 - 8.5))
        let plain = Self.layout("子曰：“苟", trimming: .none)
        #expect(approx(plain.lines[0].rect.width, 85))
        #expect(Self.advances(plain) == [17, 17, 17, 17, 17])
    }

    @Test(arguments: [
        // Opening after opening, closing, middle.
        ("「『好", [17, 8.5, 17]),
        ("好）（好", [17, 17, 8.5, 17]),
        ("好・（好", [17, 17, 8.5, 17]),
        // Closing before closing, comma-like, middle.
        ("好）」", [17, 8.5, 17]),
        ("好）。", [17, 8.5, 17]),
        ("好）・好", [17, 8.5, 17, 17]),
        // Comma-like before closing, comma-like, middle (SC sets ：；，。 at the left: comma-like).
        ("好。）", [17, 8.5, 17]),
        ("好。，", [17, 8.5, 17]),
        ("好。・", [17, 8.5, 17]),
        ("好：」", [17, 8.5, 17]),
        // ！ and ？ never trim, nor let an opening mark after them trim; a middle mark never trims.
        ("好！）", [17, 17, 17]),
        ("好？（好", [17, 17, 17, 17]),
        ("・・", [17, 17]),
        // A closing-then-opening pair: only the opening mark.
        ("」「", [17, 8.5]),
    ] as [(String, [Double])])
    func adjacencyInChinese(string: String, expected: [Double]) {
        let layout = Self.layout(string)
        #expect(Self.advances(layout) == expected, "\(string)")
        #expect(approx(layout.lines[0].rect.width, expected.reduce(0, +)), "\(string)")
        // Off by default and with .none: every mark on a full em.
        let plain = Fixtures.layout(string, font: Fixtures.notoSC(), locale: "zh-Hans")
        #expect(Self.advances(plain) == expected.map { _ in 17 }, "\(string)")
    }

    @Test func asciiBracketsLetNeighboursTrim() {
        // ) is a closing bracket by its general category (as in Chromium): the comma before it
        // trims; ( and ) themselves are proportional and keep their advances.
        let closing = Self.advances(Self.layout("好，)"))
        let paren = Self.advances(Self.layout("好，)", trimming: .none))[2]
        #expect(closing == [17, 8.5, paren])
        #expect(paren < 8.5)
        // An opening ( after 」 is not one em wide: nothing trims.
        #expect(Self.advances(Self.layout("好」(")) == Self.advances(Self.layout("好」(", trimming: .none)))
        #expect(PunctuationClass(unit: 0x29) == .closing && PunctuationClass(unit: 0x5B) == .opening)
    }

    @Test func offByDefault() {
        #expect(ParagraphStyle().punctuationTrimming == .none)
        #expect(approx(Fixtures.layout("子曰：“苟", font: Fixtures.notoSC()).lines[0].rect.width, 85))
    }

    @Test func onlyChineseAndJapanese() {
        // The layout language decides: in Korean or English the option changes nothing.
        for locale in ["ko", "en"] {
            for string in ["子曰：“苟", "好）（好", "一二三」四五"] {
                let on = Self.layout(string, width: 59.5, locale: locale), off = Self.layout(string, width: 59.5, trimming: .none, locale: locale)
                #expect(on.starts == off.starts && on.lines.map(\.rect) == off.lines.map(\.rect), "\(locale) \(string)")
                #expect(Self.advances(on) == Self.advances(off), "\(locale) \(string)")
            }
        }
        #expect(Self.advances(Self.layout("好）（好", locale: "en")) == [17, 17, 17, 17])
        // zh-Hant applies; with no locale the dominant script gives zh-Hans.
        #expect(approx(Self.layout("好）（好", locale: "zh-Hant").lines[0].rect.width, 59.5))
        let dominant = Fixtures.layout("好）（好", font: Fixtures.notoSC(), style: Self.style())
        #expect(approx(dominant.lines[0].rect.width, 59.5))
    }

    // MARK: Adjacency, ja (Noto Sans CJK JP)

    @Test(arguments: [
        ("好。」", [17, 8.5, 17]),
        ("好、）", [17, 8.5, 17]),
        ("「『好』」", [17, 8.5, 17, 8.5, 17]),
        ("好）（好", [17, 17, 8.5, 17]),
        ("好・「好", [17, 17, 8.5, 17]),
        // JP centres ：: a middle mark. Not trimmed itself, but its neighbours are.
        ("好：」", [17, 17, 17]),
        ("好」：", [17, 8.5, 17]),
        ("好：「好", [17, 17, 8.5, 17]),
    ] as [(String, [Double])])
    func adjacencyInJapanese(string: String, expected: [Double]) {
        let layout = Self.layout(string, ja: true)
        #expect(Self.advances(layout) == expected, "\(string)")
        #expect(approx(layout.lines[0].rect.width, expected.reduce(0, +)), "\(string)")
    }

    @Test func japaneseProportionalQuotesAreNotTrimmed() {
        // In JP “ is proportional (under half an em): not a full-width mark, so nothing is
        // trimmed, and ： is a middle mark.
        let layout = Self.layout("子曰：“苟", ja: true)
        let advances = Self.advances(layout)
        #expect(advances[0...2] == [17, 17, 17] && advances[4] == 17)
        #expect(advances[3] < 8.5)
        #expect(advances == Self.advances(Self.layout("子曰：“苟", ja: true, trimming: .none)))
    }

    // MARK: Line ends and starts

    @Test func closingMarkAtALineEndFitsAtHalfWidth() {
        // 一二三」 is 68 pt; at half width 」 makes it 59.5, which fits a 59.5 pt line.
        let trimmed = Self.layout("一二三」四五", width: 59.5)
        #expect(trimmed.starts == [0, 4])
        #expect(approx(trimmed.lines[0].rect.width, 59.5))
        #expect(trimmed.lines[0].glyphRuns.flatMap(\.advances).map(Double.init) == [17, 17, 17, 8.5])
        #expect(approx(trimmed.lines[1].rect.width, 34))
        // Without trimming 三 cannot end a line before 」: 一二 / 三」四 / 五.
        let plain = Self.layout("一二三」四五", width: 59.5, trimming: .none)
        #expect(plain.starts == [0, 2, 5])
        // A line that fits is not trimmed: at 68 pt the bracket keeps its em.
        let wide = Self.layout("一二三」四五", width: 68)
        #expect(wide.starts == [0, 4])
        #expect(approx(wide.lines[0].rect.width, 68))
        // Quotes and parentheses too: ” ）.
        #expect(Self.layout("一二三”四五", width: 59.5).starts == [0, 4])
        #expect(Self.layout("一二三）四五", width: 59.5).starts == [0, 4])
    }

    @Test func commaLikeMarksKeepTheirEmAtALineEnd() {
        // Chromium sets only closing brackets and quotes at half width there: 一二 / 三，四 / 五.
        let layout = Self.layout("一二三，四五", width: 59.5)
        #expect(layout.starts == [0, 2, 5])
        #expect(Self.layout("一二三。", width: 59.5).starts == [0, 2])
    }

    @Test func lineEndTrimInJapanese() {
        let layout = Self.layout("一二三」四五", ja: true, width: 59.5)
        #expect(layout.starts == [0, 4])
        #expect(approx(layout.lines[0].rect.width, 59.5))
        #expect(Self.layout("一二三、四五", ja: true, width: 59.5).starts == [0, 2, 5])
    }

    @Test func endOfTextTrimsButAHardBreakDoesNot() {
        // The end of the text is a line end: 一二三」 fits 59.5 pt on one line.
        let end = Self.layout("一二三」", width: 59.5)
        #expect(end.starts == [0])
        #expect(approx(end.lines[0].rect.width, 59.5))
        // Before a paragraph break or a line separator the bracket keeps its em: 一二 / 三」.
        let newline = Self.layout("一二三」\n四五", width: 59.5)
        #expect(newline.starts == [0, 2, 5])
        #expect(approx(newline.lines[1].rect.width, 34))
        let separator = Self.layout("一二三」\u{2028}四五", width: 59.5)
        #expect(separator.starts == [0, 2, 5])
    }

    @Test func noTrimmingAtALineStart() {
        // 「 after 。 is trimmed inside a line, but a line starting with it shows it whole.
        let inline = Self.layout("一二。「三四")
        #expect(Self.advances(inline) == [17, 17, 17, 8.5, 17, 17])
        let wrapped = Self.layout("一二。「三四", width: 51)
        #expect(wrapped.starts == [0, 3])
        #expect(approx(wrapped.lines[1].rect.width, 51))
        #expect(wrapped.lines[1].glyphRuns.flatMap(\.advances).map(Double.init) == [17, 17, 17])
        // Its ink is where an untrimmed mark's is: at the line's left edge, no offset.
        #expect(approx(wrapped.lines[1].glyphRuns[0].positions[0].x, 0))
    }

    @Test func justifiedAndCentredLinesUseTheTrimmedWidths() {
        var style = Self.style()
        style.alignment = .center
        let centred = Fixtures.layout("子曰：“苟", font: Fixtures.notoSC(), style: style, width: 100, locale: "zh-Hans")
        #expect(approx(centred.lines[0].rect.minX, (100 - 76.5) / 2))
        style.alignment = .justified
        // Two lines: the first (一二三」 trimmed to 59.5) is justified to 60 pt over 3 gaps.
        let justified = Fixtures.layout("一二三」四五", font: Fixtures.notoSC(), style: style, width: 60, locale: "zh-Hans")
        #expect(justified.starts == [0, 4])
        #expect(approx(justified.lines[0].rect.width, 60))
        let painted = justified.lines[0].glyphRuns.flatMap(\.advances).reduce(0) { $0 + Double($1) }
        #expect(approx(painted, 60, 1e-6))
    }

    /// The line filler's widths and the assembly's painted widths agree exactly, over random
    /// punctuation-heavy text at random widths.
    @Test(arguments: Array(UInt64(1)...40))
    func fillerAndAssemblyAgree(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let alphabet = Array("一二三好「」『』（）“”‘’《》，。、：；・！？ \u{3000}ab")
        let string = String((0..<Int.random(in: 1...60, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        let width = Double.random(in: 20...200, using: &generator)
        let ja = Bool.random(using: &generator)
        let font = ja ? Self.notoJP() : Fixtures.notoSC()
        let language = ja ? "ja" : "zh-Hans"
        let text = StyledText(string, attributes: TextAttributes(font: font), paragraphStyle: Self.style())
        let layout = TextLayout(text: text, options: LayoutOptions(width: width, locale: language))
        let paragraph = MeasuredParagraph(
            text: text, range: 0..<text.utf16.count, style: Self.style(), language: language,
            shapingLanguage: ShapingLanguage.canonical(language), buffer: HarfBuzzBuffer())
        let filler = LineFiller(paragraph: paragraph, byCharacter: false)
        var offset = 0
        for line in layout.lines {
            let filled = filler.line(from: offset, available: width)
            #expect(filled.start == line.range.location, "seed \(seed)")
            #expect(abs(filled.width - Double(line.rect.width)) <= 1e-9, "seed \(seed): filler \(filled.width), painted \(line.rect.width)")
            let painted = line.glyphRuns.flatMap(\.advances).reduce(0) { $0 + Double($1) }
            #expect(abs(painted - Double(line.rect.width)) <= 1e-9, "seed \(seed)")
            offset = filled.end
        }
    }
}

@Suite struct PunctuationTrimmingPlumbingTests {
    @Test func labelProperty() {
        let label = Label()
        label.font = Fixtures.notoSC()
        label.locale = "zh-Hans"
        label.numberOfLines = 0
        label.text = "子曰：“苟"
        #expect(label.punctuationTrimming == .none)
        #expect(approx(label.layout(width: .infinity).lines[0].rect.width, 85))
        label.punctuationTrimming = .normal
        #expect(label.paragraphStyle.punctuationTrimming == .normal)
        #expect(approx(label.layout(width: .infinity).lines[0].rect.width, 76.5))
        // With lineSpace set the label's style travels as an attribute: still trimmed.
        label.lineSpace = 10
        #expect(approx(label.layout(width: .infinity).lines[0].rect.width, 76.5))
    }

    @Test func attributedStringParagraphStyle() {
        var attributed = AttributedString("子曰：“苟")
        var style = ParagraphStyle()
        style.punctuationTrimming = .normal
        attributed.textParagraphStyle = style
        let text = StyledText(attributed, defaults: TextAttributes(font: Fixtures.notoSC()))
        #expect(text.runs.allSatisfy { $0.paragraphStyle.punctuationTrimming == .normal })
        let layout = TextLayout(text: text, options: LayoutOptions(width: .infinity, locale: "zh-Hans"))
        #expect(approx(layout.lines[0].rect.width, 76.5))
    }

    @Test func codableRoundTrip() throws {
        var style = ParagraphStyle()
        style.punctuationTrimming = .normal
        let data = try JSONEncoder().encode(style)
        #expect(String(decoding: data, as: UTF8.self).contains(#""punctuationTrimming":"normal""#))
        #expect(try JSONDecoder().decode(ParagraphStyle.self, from: data) == style)
    }
}

@Suite struct PunctuationTrimmingTruncationTests {
    /// 一二。「三四五六 in Noto Sans CJK SC 17 pt, zh-Hans, trimming on, 51 pt wide, two lines:
    /// line 1 一二。 (51); line 2 starts with 「, whole at a line start (17, not 8.5).
    static func layout(_ mode: LineBreakMode) -> TextLayout {
        var style = PunctuationTrimmingTests.style()
        style.lineBreakMode = mode
        return Fixtures.layout("一二。「三四五六", font: Fixtures.notoSC(), style: style, width: 51, lines: 2, locale: "zh-Hans")
    }

    @Test func truncatedLastLineStartsWithAWholeOpeningMark() {
        // Tail: 「三 (34) + … (17) = 51 fits; 「三四 + … = 68 does not.
        let tail = Self.layout(.byTruncatingTail)
        #expect(tail.starts == [0, 3])
        #expect(tail.lines[1].glyphRuns.flatMap(\.advances).map(Double.init) == [17, 17, 17])
        #expect(approx(tail.lines[1].rect.width, 51))
        // Clip: 「三四 (51).
        let clip = Self.layout(.byClipping)
        #expect(clip.lines[1].glyphRuns.flatMap(\.advances).map(Double.init) == [17, 17, 17])
        #expect(clip.lines[1].range == NSRange(location: 3, length: 3))
        for mode in LineBreakMode.allCases {
            let layout = Self.layout(mode)
            for line in layout.lines {
                let painted = line.glyphRuns.flatMap(\.advances).reduce(0) { $0 + Double($1) }
                #expect(approx(painted, Double(line.rect.width), 1e-9), "\(mode)")
                #expect(Double(line.rect.width) <= 51 + 1e-9, "\(mode)")
            }
        }
    }
}

@Suite struct PunctuationTrimmingLineEndTests {
    @Test func aSpaceAfterTheClosingMarkKeepsItsEm() {
        // 一二三」 + space: the space hangs, 」 is not at the line's end and keeps its em (as
        // Chromium): 一二 / 三」 四 … instead of 一二三」 / 四五.
        let layout = PunctuationTrimmingTests.layout("一二三」 四五", width: 59.5)
        #expect(layout.starts == [0, 2, 6])
        #expect(PunctuationTrimmingTests.layout("一二三」四五", width: 59.5).starts == [0, 4])
    }
}
