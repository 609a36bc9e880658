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
        // 600-unit paragraphs on wide lines: one line each, so 30 lines need ~18,000 units, more
        // than the first prefix (30 × 128 = 3,840 units): the prefix grows and retries.
        let paragraph = String(repeating: "word ", count: 120)
        let string = Array(repeating: paragraph, count: 80).joined(separator: "\n")
        let label = Label(text: string)
        label.font = Fixtures.mono()
        label.numberOfLines = 30
        label.layoutCache = nil
        let prefixed = label.layout(width: 10_000)
        #expect(prefixed.lines.count == 30)
        #expect(prefixed.lines.last!.hasEllipsis)
        #expect(prefixed.lines.last!.range.location == 29 * (paragraph.utf16.count + 1))
        let whole = TextLayout(
            text: StyledText(string, attributes: TextAttributes(font: Fixtures.mono()), paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail)),
            options: LayoutOptions(width: 10_000, numberOfLines: 30))
        #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges))
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
        // 4 MB in one paragraph; three lines need a few hundred units. Counting the units the
        // layout saw: the prefix that sufficed is a small fraction of the text.
        let string = String(repeating: "lorem ipsum dolor sit amet ", count: 150_000)
        let label = Label(text: string)
        label.font = Fixtures.mono()
        label.numberOfLines = 3
        label.layoutCache = nil
        let layout = label.layout(width: 300)
        #expect(layout.lines.count == 3 && layout.isTruncated && layout.lines[2].hasEllipsis)
        let text = StyledText.prefix(
            of: string, minimumUnits: 4_096, attributes: TextAttributes(font: Fixtures.mono()),
            paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail))
        #expect(text.endsInsideParagraph && text.utf16.count == 8_192)
        let fromPrefix = TextLayout(text: text, options: LayoutOptions(width: 300, numberOfLines: 3))
        #expect(fromPrefix.lines.map(\.ranges) == layout.lines.map(\.ranges))
    }
}
