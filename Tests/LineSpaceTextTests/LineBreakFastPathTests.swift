// The line-break fast path gives exactly ICU's opportunities wherever it applies.
import Testing
@testable import LineSpaceText

@Suite struct LineBreakFastPathTests {
    /// Characters of every class the fast path knows, several of each.
    static let alphabet: [UInt16] = Array(
        "abzAZ09 ,.:;!?中國我，、。「」『』（）【】《》〈〉！？：；\"'()[]{}-/\t|\u{A0}#&*<=>@^_`~  ─│┼┤├└┐┘┌“”‘’…·→‧　０９－・［］".utf16)

    static func icu(_ utf16: [UInt16], locale: String?) -> [(Int, Bool)] {
        BreakIterator(kind: .line, locale: locale, utf16: utf16)!.boundariesWithStatus().map { ($0.offset, $0.isMandatory) }
    }

    @Test(arguments: [nil, "en", "zh-Hans", "zh-Hant", "ja", "ko"])
    func randomTextBreaksAsICUDoes(locale: String?) {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<20_000 {
            let length = Int.random(in: 1...24, using: &generator)
            let utf16 = (0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! }
            let fast = LineBreakFastPath.opportunities(utf16[...], locale: locale)!.map { ($0.offset, $0.isMandatory) }
            let expected = Self.icu(utf16, locale: locale)
            #expect(fast.elementsEqual(expected, by: ==), "\(String(decoding: utf16, as: UTF16.self)) [\(locale ?? "root")]")
        }
    }

    /// ASCII text, Han text with CJK punctuation, and the two mixed, at label lengths (up to
    /// 200 units, words rather than single characters): the fast path's pair table and its
    /// rules against ICU.
    static let asciiPieces = ["the", "quick", "a", "I", "42", "3.14", "1/2", "-5", "well-known", " ", " ", "  ", ",", ".",
                              "!", "?", ":", ";", "\"", "'", "(", ")", "[", "]", "{", "}", "-", "/", "\t", "|", "#", "&", "@", "~",
                              "“", "”", "‘", "’", "don’t", "…", "·"]
    static let cjkPieces = ["如何", "讓你", "遇見我", "在我最美麗的時刻", "，", "、", "。", "「", "」", "『", "』", "（", "）",
                            "【", "】", "《", "》", "〈", "〉", "！", "？", "：", "；", "中",
                            "“", "”", "‘", "’", "…", "‧", "　", "１２", "－", "・", "［", "］", "→"]

    /// A label-length text (1–200 units) of `kind`'s pieces: "ascii", "cjk" or "mixed".
    static func labelText(_ kind: String, _ generator: inout SeededGenerator) -> [UInt16] {
        let pieces = kind == "ascii" ? asciiPieces : kind == "cjk" ? cjkPieces : asciiPieces + cjkPieces
        var utf16: [UInt16] = []
        let length = Int.random(in: 1...200, using: &generator)
        while utf16.count < length { utf16 += pieces.randomElement(using: &generator)!.utf16 }
        return utf16
    }

    @Test(arguments: ["ascii", "cjk", "mixed"], [nil, "en", "zh-Hans", "zh-Hant", "ja", "ko"])
    func labelLengthTextBreaksAsICUDoes(kind: String, locale: String?) {
        var generator = SeededGenerator(seed: kind == "ascii" ? 1 : kind == "cjk" ? 2 : 3)
        for _ in 0..<2_000 {
            let utf16 = Self.labelText(kind, &generator)
            guard let fast = LineBreakFastPath.opportunities(utf16[...], locale: locale) else {
                Issue.record("not on the fast path: \(String(decoding: utf16, as: UTF16.self))")
                continue
            }
            let expected = Self.icu(utf16, locale: locale)
            #expect(fast.map { ($0.offset, $0.isMandatory) }.elementsEqual(expected, by: ==),
                    "\(String(decoding: utf16, as: UTF16.self)) [\(locale ?? "root")]")
        }
    }

    /// Text the fast path takes has a grapheme boundary at every unit: its grapheme flags come
    /// without ICU, and must be ICU's.
    @Test(arguments: ["ascii", "cjk", "mixed"])
    func fastPathTextIsOneClusterPerUnit(kind: String) {
        var generator = SeededGenerator(seed: kind == "ascii" ? 4 : kind == "cjk" ? 5 : 6)
        for round in 0..<1_000 {
            var utf16 = Self.labelText(kind, &generator)
            if round % 10 == 0 { utf16 += Array(Self.alphabet.shuffled(using: &generator).prefix(40)) }
            #expect(LineBreakFastPath.opportunities(utf16[...], locale: nil) != nil)
            var expected = [Bool](repeating: false, count: utf16.count + 1)
            expected[0] = true
            for offset in TextSegmentation.graphemeClusterBoundaries(utf16) { expected[offset] = true }
            #expect(BreakOpportunities(utf16: utf16[...], locale: nil).graphemes() == expected,
                    "\(String(decoding: utf16, as: UTF16.self))")
        }
    }

    /// No character the fast path takes is right to left or a bidi control: a paragraph it took
    /// skips the bidi scan (`BreakOpportunities.tookFastPath`).
    @Test func fastPathCharactersAreNeverRightToLeft() {
        var known = 0
        for unit in UInt16(0)...UInt16.max where !UTF16.isLeadSurrogate(unit) && !UTF16.isTrailSurrogate(unit) {
            guard LineBreakFastPath.opportunities([unit][...], locale: nil) != nil
                    || LineBreakFastPath.opportunities([unit][...], locale: "zh-Hans") != nil else { continue }
            known += 1
            #expect(!BidiParagraph.isRightToLeftOrControl(UInt32(unit)), "U+\(String(unit, radix: 16))")
        }
        #expect(known > 20_000)  // Han and the rest
        let text = Array("如何“讓你”遇見我 — no: ‘well-known’ (1/2)…".utf16.filter { $0 != 0x2014 })
        let breaks = BreakOpportunities(utf16: text[...], locale: "zh-Hans")
        #expect(breaks.tookFastPath)
        #expect(BidiParagraph(utf16: text[...], direction: .natural).isUniformlyLeftToRight)
    }

    @Test func sentencesBreakAsICUDoes() {
        for sentence in [
            Fixtures.sample, "The quick brown fox, 3.14 and 100: yes! No? a  b", "「如何」讓你，遇見我：在 ok。",
            "\"Don't,\" she said -- well-known (see [1]) and/or -5 {x}.",
        ] {
            let utf16 = Array(sentence.utf16)
            let fast = LineBreakFastPath.opportunities(utf16[...], locale: nil)!.map { ($0.offset, $0.isMandatory) }
            #expect(fast.elementsEqual(Self.icu(utf16, locale: nil), by: ==), "\(sentence)")
        }
    }

    @Test func otherCharactersAndLocalesGoToICU() {
        #expect(LineBreakFastPath.opportunities(Array("$5".utf16)[...], locale: nil) == nil)  // PR and PO: number rules
        #expect(LineBreakFastPath.opportunities(Array("50%".utf16)[...], locale: nil) == nil)
        #expect(LineBreakFastPath.opportunities(Array("ひらがな".utf16)[...], locale: nil) == nil)
        #expect(LineBreakFastPath.applies(to: "zh-Hant") && LineBreakFastPath.applies(to: nil))
        #expect(!LineBreakFastPath.applies(to: "th") && !LineBreakFastPath.applies(to: "fi"))
    }
}
