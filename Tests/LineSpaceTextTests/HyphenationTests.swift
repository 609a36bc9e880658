// Soft hyphens (docs/semantics.md §4, "Hyphens"): a line ending at one shows a hyphen and
// counts its width.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct SoftHyphenTests {
    /// Noto Sans 16: f o o = 344 + 605 + 605, space 260, t r a n s = 361 + 393 + 561 + 618 +
    /// 479 = 2412, atlantic = 3458, the hyphen U+2010 322 units; 1 unit = 0.016 pt.
    let font = Fixtures.notoSans(16)
    let text = "foo trans\u{AD}atlantic"

    @Test func aLineEndingAtASoftHyphenShowsAndCountsAHyphen() {
        // "foo trans" is 67.616 pt and fits 70 without a hyphen, not with it (72.768): the
        // line ends after "foo", and "trans-" (38.592 + 5.152 = 43.744) ends the next.
        let layout = Fixtures.layout(text, font: font, width: 70)
        #expect(layout.nsRanges == [
            NSRange(location: 0, length: 3), NSRange(location: 4, length: 6), NSRange(location: 10, length: 8),
        ])
        #expect(approx(layout.lines[1].rect.width, 2734 * 0.016, 1e-6))
        #expect(approx(layout.lines[2].rect.width, 3458 * 0.016, 1e-6))
        let hyphenID = font.face.harfBuzz.nominalGlyph(for: 0x2010)
        #expect(hyphenID != 0)
        let glyphs = layout.lines[1].glyphRuns.flatMap(\.glyphs)
        let clusters = layout.lines[1].glyphRuns.flatMap(\.clusters)
        let advances = layout.lines[1].glyphRuns.flatMap(\.advances)
        #expect(glyphs.last == hyphenID && clusters.last == 9)
        #expect(approx(advances.last!, 322 * 0.016, 1e-9))
        // With room for it, the hyphenated line holds "foo trans-": 4548 units = 72.768 pt.
        let wide = Fixtures.layout(text, font: font, width: 80)
        #expect(wide.nsRanges == [NSRange(location: 0, length: 10), NSRange(location: 10, length: 8)])
        #expect(approx(wide.lines[0].rect.width, 4548 * 0.016, 1e-6))
    }

    @Test func aLineTooWideWithItsHyphenEndsAtALaterEndThatFits() {
        // "trans-" (43.744 pt) does not fit 40; "trans" then a space (the space hangs, no
        // hyphen shows: 38.592) does.
        let layout = Fixtures.layout("trans\u{AD} x", font: font, width: 40)
        #expect(layout.nsRanges == [NSRange(location: 0, length: 6), NSRange(location: 7, length: 1)])
        #expect(approx(layout.lines[0].rect.width, 2412 * 0.016, 1e-6))
        // A syllable too wide by its text ends the search: two syllables and a hyphen a line.
        let syllables = String(repeating: "trans\u{AD}", count: 2_000)
        #expect(Fixtures.layout(syllables, font: font, width: 100).lines.count == 1_000)
    }

    @Test func aSoftHyphenInsideALineDrawsNothing() {
        let layout = Fixtures.layout(text, font: font, width: 200)
        #expect(layout.nsRanges == [NSRange(location: 0, length: 18)])
        #expect(approx(layout.lines[0].rect.width, (1554 + 260 + 2412 + 3458) * 0.016, 1e-6))
        #expect(!layout.lines[0].glyphRuns.flatMap(\.advances).contains { approx($0, 322 * 0.016, 1e-9) })
    }

    @Test func noHyphenBeforeAHardBreakOrAtTheEnd() {
        let hard = Fixtures.layout("trans\u{AD}\nx", font: font, width: 80)
        #expect(approx(hard.lines[0].rect.width, 2412 * 0.016, 1e-6))
        let end = Fixtures.layout("trans\u{AD}", font: font, width: 80)
        #expect(approx(end.lines[0].rect.width, 2412 * 0.016, 1e-6))
    }

    @Test func theGallopingFillerAgreesWithTheWalkAtEveryWidth() {
        // The filler passes over ends that fit by their text; at a soft hyphen the hyphen may
        // not fit, and it must step back as the walk through every end does.
        for width in stride(from: 20.0, through: 90.0, by: 0.5) {
            let fast = TextLayout(
                text: StyledText(text, attributes: TextAttributes(font: font)), options: LayoutOptions(width: width))
            var options = LayoutOptions(width: width)
            options.walksEveryEnd = true
            let walked = TextLayout(text: StyledText(text, attributes: TextAttributes(font: font)), options: options)
            #expect(fast.nsRanges == walked.nsRanges, "width \(width)")
            #expect(fast.lines.allSatisfy { Double($0.rect.width) <= width + 1e-6 || $0.range.length == 1 })
        }
    }
}

@Suite struct AutomaticHyphenationTests {
    let font = Fixtures.notoSans(16)
    let text = "The quick brown fox jumps over the extraordinarily lazy dog hyphenation"

    func layout(_ text: String, factor: Double, width: Double, locale: String? = nil) -> TextLayout {
        var style = ParagraphStyle()
        style.hyphenationFactor = factor
        return Fixtures.layout(text, font: font, style: style, width: width, locale: locale)
    }

    @Test func theDictionaryGivesTheWordsPoints() throws {
        let english = try #require(HyphenationDictionary.forLanguage("en-US"))
        #expect(english.name == "hyph_en_US.dic")
        // hy-phen-ation, ex-tra-or-di-nar-ily (en_US patterns, at least 2 letters each side).
        #expect(english.points(in: Array("hyphenation".utf16)[...]) == [2, 6])
        #expect(english.points(in: Array("extraordinarily".utf16)[...]).contains(7))
        #expect(HyphenationDictionary.forLanguage("de")?.name == "hyph_de.dic")
        #expect(HyphenationDictionary.forLanguage("fr-CA")?.name == "hyph_fr_CA.dic")
        #expect(HyphenationDictionary.forLanguage("xx") == nil)
        #expect(HyphenationDictionary.forLanguage("../etc") == nil)
    }

    /// Accented letters: hyph_fr is UTF-8 (libhyphen answers per character, not per byte),
    /// hyph_de is ISO 8859-1 (the word is given one byte a letter).
    @Test func accentedWordsGetTheirOwnPoints() throws {
        let french = try #require(HyphenationDictionary.forLanguage("fr"))
        // com-plè-te-ment, pré-fé-ra-ble-ment, évé-ne-men-tiel (one letter is too few on the left).
        #expect(french.points(in: Array("complètement".utf16)[...]) == [3, 6, 8])
        #expect(french.points(in: Array("préférablement".utf16)[...]) == [3, 5, 7, 10])
        #expect(french.points(in: Array("événementiel".utf16)[...]) == [3, 5, 8])
        let german = try #require(HyphenationDictionary.forLanguage("de-DE"))
        // Grö-ßen-ord-nung, Kä-se-bröt-chen, Bä-cke-rei-en.
        #expect(german.points(in: Array("Größenordnung".utf16)[...]) == [3, 6, 9])
        #expect(german.points(in: Array("Käsebrötchen".utf16)[...]) == [2, 4, 8])
        #expect(german.points(in: Array("Bäckereien".utf16)[...]) == [2, 5, 8])
        // A letter ISO 8859-1 lacks (ł) matches no German pattern: no points, not wrong ones.
        #expect(german.points(in: Array("Białystokerstraße".utf16)[...]) == [])
    }

    /// Dictionaries in other one-byte charsets get each letter's byte from ICU's converter:
    /// KOI8-R (hyph_ru_RU), ISO 8859-2 (hyph_cs_CZ), ISO 8859-7 (hyph_el_GR). The points are
    /// libhyphen's own for each word given in its dictionary's charset.
    @Test func otherCharsetsGetTheirOwnPoints() throws {
        let russian = try #require(HyphenationDictionary.forLanguage("ru"))
        // элек-тро-станция, до-стоприме-чатель-ность, ин-тер-на-ци-о-на-ли-за-ция.
        #expect(russian.points(in: Array("электростанция".utf16)[...]) == [4, 7])
        #expect(russian.points(in: Array("Достопримечательность".utf16)[...]) == [2, 10, 16])
        #expect(russian.points(in: Array("интернационализация".utf16)[...]) == [2, 5, 7, 9, 10, 12, 14, 16])
        let czech = try #require(HyphenationDictionary.forLanguage("cs"))
        // nejne-ob-hos-po-da-řováva-telnější-mu, pří-liš, mezi-ná-rodní.
        #expect(czech.points(in: Array("nejneobhospodařovávatelnějšímu".utf16)[...]) == [5, 7, 10, 12, 14, 20, 28])
        #expect(czech.points(in: Array("příliš".utf16)[...]) == [3])
        #expect(czech.points(in: Array("mezinárodní".utf16)[...]) == [4, 6])
        // A letter ISO 8859-2 lacks (ø) matches no Czech pattern.
        #expect(czech.points(in: Array("příliøš".utf16)[...]) == [])
        let greek = try #require(HyphenationDictionary.forLanguage("el"))
        // ηλε-κτρο-νι-κός, πα-νε-πι-στή-μιο.
        #expect(greek.points(in: Array("ηλεκτρονικός".utf16)[...]) == [3, 7, 9])
        #expect(greek.points(in: Array("πανεπιστήμιο".utf16)[...]) == [2, 4, 6, 9])
    }

    @Test func offByDefault() {
        // Without hyphenation "the" (24.688 pt) stands alone before "extraordinarily".
        let plain = layout(text, factor: 0, width: 100)
        #expect(plain.starts == [0, 10, 20, 31, 35, 48, 60])
    }

    @Test func aShortLineTakesPartOfTheNextWordWithAHyphen() {
        // Noto Sans 16: "the extraor" = 361 + 618 + 564 + 260 + 544 + 529 + 361 + 393 + 561 +
        // 605 + 413 = 5209 units, with the hyphen (322) 5531 = 88.496 pt ≤ 100.
        let hyphenated = layout(text, factor: 1, width: 100)
        #expect(hyphenated.nsRanges == [
            NSRange(location: 0, length: 9), NSRange(location: 10, length: 9), NSRange(location: 20, length: 10),
            NSRange(location: 31, length: 11), NSRange(location: 42, length: 13), NSRange(location: 56, length: 10),
            NSRange(location: 66, length: 5),
        ])
        #expect(approx(hyphenated.lines[3].rect.width, 5531 * 0.016, 1e-6))
        let hyphenID = font.face.harfBuzz.nominalGlyph(for: 0x2010)
        #expect(hyphenated.lines[3].glyphRuns.last?.glyphs.last == hyphenID)
        #expect(hyphenated.lines[3].glyphRuns.last?.clusters.last == 41)
        // The glyphs of the last word are all still there, the hyphen after them.
        #expect(hyphenated.lines[3].glyphRuns.flatMap(\.glyphs).count == 12)
    }

    @Test func theFactorDecidesWhichLinesAreHyphenated() {
        // "the" fills 24.688 of 100 pt: hyphenated when the factor is above 0.24688 only.
        // "extraordinarily" alone is wider than the line: with hyphenation on at all, it ends
        // at its last point that fits (extraordinar-, 47) instead of being cut at 48.
        #expect(layout(text, factor: 0.24, width: 100).starts == [0, 10, 20, 31, 35, 47, 60])
        #expect(layout(text, factor: 0.25, width: 100).starts.prefix(5) == [0, 10, 20, 31, 42])
    }

    @Test func aWordWiderThanTheLineIsHyphenatedBeforeItIsCut() {
        // German patterns: Donau-dampf-schiff-fahrts-ge-sell-schaft. "Donau-" = 730 + 605 + 618
        // + 561 + 618 + 322 = 3454 units = 55.264 pt; "Donaudampf-" would be wider than 100.
        let word = "Donaudampfschifffahrtsgesellschaft"
        let hyphenated = layout(word, factor: 1, width: 100, locale: "de")
        #expect(hyphenated.starts == [0, 5, 16, 28])
        #expect(approx(hyphenated.lines[0].rect.width, 3454 * 0.016, 1e-6))
        let cut = layout(word, factor: 0, width: 100, locale: "de")
        #expect(cut.starts != hyphenated.starts)
    }

    @Test func noDictionaryNoHyphens() {
        #expect(layout(text, factor: 1, width: 100, locale: "xx").starts == [0, 10, 20, 31, 35, 48, 60])
    }
}
