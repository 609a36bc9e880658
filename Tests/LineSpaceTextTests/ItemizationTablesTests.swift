// Itemization's tables give what HarfBuzz and the fallback lists give: the BMP script table
// read at every character, the remembered fallback list, and script runs built from both.
import Testing
@testable import LineSpaceText

@Suite struct ItemizationTablesTests {
    @Test func scriptTableIsHarfBuzzForEveryBasicPlaneScalar() {
        let table = ScriptTable.shared
        var differing: [UInt32] = []
        for scalar in UInt32(0)..<0x10000 where table.script(of: scalar) != HarfBuzzBuffer.script(of: scalar) {
            differing.append(scalar)
        }
        #expect(differing.isEmpty, "\(differing.prefix(10).map { String($0, radix: 16) })")
        // Astral scalars go to HarfBuzz: a Han extension B ideograph, an emoji, Adlam.
        for scalar: UInt32 in [0x20000, 0x1F600, 0x1E900, 0x10FFFF] {
            #expect(table.script(of: scalar) == HarfBuzzBuffer.script(of: scalar))
        }
        #expect(table.script(of: 0x4E2D) == HarfBuzzBuffer.hanScript)
        #expect(table.script(of: 0x61) == HarfBuzzBuffer.latinScript)
    }

    @Test func aFontAndLanguageShareOneFallbackList() {
        let sc = Fixtures.notoSC(), dejaVu = Fixtures.dejaVu(), bold = try! Font(family: "DejaVu Sans", size: 17, weight: .bold)
        // Alternating requests: each asks the shared cache, whose list leads with the font's face.
        for (font, language) in [(sc, "zh-Hans"), (sc, "zh-Hans"), (dejaVu, "zh-Hans"), (sc, nil), (sc, "ja"),
                                 (bold, "ja"), (dejaVu, "ja"), (dejaVu, "ja"), (sc, "zh-Hans")] as [(Font, String?)] {
            let list = FontFallback.list(for: font, language: language)
            #expect(list === FontFallback.list(for: font, language: language))
            #expect(list.primary === font.face)
        }
        // Same family string, another size: the same list (the size is not part of the request).
        #expect(FontFallback.list(for: Fixtures.notoSC(30), language: "ja") === FontFallback.list(for: sc, language: "ja"))
    }

    /// Script runs as the itemizer built them before its tables: HarfBuzz's script and cmap
    /// coverage per character, common and inherited characters joining their neighbours.
    static func referenceScriptRuns(_ utf16: [UInt16], face: FontFace) -> [(Range<Int>, UInt32)]? {
        var runs: [(Range<Int>, UInt32)] = []
        var start = 0, i = 0
        var current: UInt32?
        while i < utf16.count {
            let (scalar, length) = FontRuns.scalarAt(utf16, i, end: utf16.count)
            let control = scalar < 0x20 || (scalar >= 0x7F && scalar < 0xA0) || scalar == 0x2028 || scalar == 0x2029
            if !FontFallback.isDefaultIgnorable(scalar) && !control && !face.hasGlyph(for: scalar) { return nil }
            // Emoji presentation (U+FE0F, Emoji_Presentation) goes to a colour font: not the
            // text face's run, whatever it covers (UTS #51).
            if scalar == 0xFE0F || Unicode.Scalar(scalar)?.properties.isEmojiPresentation == true { return nil }
            let script = HarfBuzzBuffer.script(of: scalar)
            if script != HarfBuzzBuffer.commonScript && script != HarfBuzzBuffer.inheritedScript
                && script != HarfBuzzBuffer.unknownScript {
                if let known = current, known != script {
                    runs.append((start..<i, known))
                    start = i
                }
                current = script
            }
            i += length
        }
        runs.append((start..<utf16.count, current ?? HarfBuzzBuffer.commonScript))
        return runs
    }

    @Test(arguments: ["Noto Sans CJK SC", "DejaVu Sans"])
    func coveredTextItemizesAsHarfBuzzDescribesIt(family: String) throws {
        let font = try Font(family: family, size: 17)
        var generator = SeededGenerator(seed: 23)
        // Without the right-to-left pieces (one bidi level, so runs are the script runs); Greek
        // and Cyrillic for script changes DejaVu Sans covers.
        let pieces = Array(RandomText.pieces.prefix(37)) + ["αβγ", "ключ", "ω", "the", " ", "1,5", "—"]
        var covered = 0
        for _ in 0..<600 {
            var string = ""
            for _ in 0..<Int.random(in: 1...(family == "DejaVu Sans" ? 6 : 30), using: &generator) {
                string += pieces.randomElement(using: &generator)!
            }
            // A lone surrogate, Latin and common letters outside ASCII, halfwidth kana, fullwidth Latin.
            let tail: [[UInt16]] = [[], [0xD800, 0x78], Array("ª·ˆ".utf16), Array("ｱｲ".utf16), Array("ＡＢ".utf16)]
            let utf16 = Array(string.utf16) + tail.randomElement(using: &generator)!
            let text = try StyledText(utf16: utf16, runs: [.init(range: 0..<utf16.count, attributes: TextAttributes(font: font))])
            let runs = FontRuns.itemize(
                text, paragraph: 0..<utf16.count, language: nil,
                breaks: BreakOpportunities(utf16: utf16[...], locale: nil),
                bidi: BidiParagraph(utf16: utf16[...], direction: .leftToRight))
            guard let expected = Self.referenceScriptRuns(utf16, face: font.face) else {
                // Not covered: clusters go to fallback faces; the runs still tile the text.
                #expect(runs.first?.range.lowerBound == 0 && runs.last?.range.upperBound == utf16.count)
                continue
            }
            covered += 1
            #expect(runs.map(\.range) == expected.map(\.0), "\(string)")
            #expect(runs.map(\.script) == expected.map(\.1), "\(string)")
            #expect(runs.allSatisfy { $0.face === font.face && $0.attributeRun == 0 && $0.level == 0 })
        }
        #expect(covered > 50)
    }

    /// The dominant-script guess as it was made before the table: HarfBuzz per scalar.
    static func referenceLanguage(_ utf16: [UInt16]) -> String? {
        var han = 0, kana = 0, hangul = 0, other = 0
        var i = 0
        let end = min(utf16.count, DominantScript.sampleLength)
        while i < end {
            let (scalar, length) = FontRuns.scalarAt(utf16, i, end: end)
            i += length
            if scalar < 0x2E80 {
                if (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar) || (0xC0...0x24F).contains(scalar) { other += 1 }
                continue
            }
            switch HarfBuzzBuffer.script(of: scalar) {
            case HarfBuzzBuffer.hanScript: han += 1
            case HarfBuzzBuffer.hiraganaScript, HarfBuzzBuffer.katakanaScript: kana += 1
            case HarfBuzzBuffer.hangulScript: hangul += 1
            default: break
            }
        }
        if kana > 0 && kana + han >= other && kana + han >= hangul { return "ja" }
        if hangul > han && hangul >= other { return "ko" }
        if han > 0 && han >= other { return "zh-Hans" }
        return nil
    }

    @Test func dominantScriptGuessIsHarfBuzzs() {
        #expect(DominantScript.language(of: Array("如何讓你遇見我".utf16)) == "zh-Hans")
        #expect(DominantScript.language(of: Array("日本語のテキスト".utf16)) == "ja")
        #expect(DominantScript.language(of: Array("한국어 텍스트".utf16)) == "ko")
        #expect(DominantScript.language(of: Array("hello 中".utf16)) == nil)
        #expect(DominantScript.language(of: Array("𠀀𠀁 ab".utf16)) == "zh-Hans")  // astral Han
        // The first unit that can weigh as Han (a CJK radical, U+2E80), and Hangul jamo below it,
        // which weigh nothing.
        #expect(DominantScript.language(of: Array("\u{2E80}".utf16)) == "zh-Hans")
        #expect(DominantScript.language(of: Array("\u{1100}\u{1161}".utf16)) == nil)
        // Han only past the sample's end counts for nothing.
        let late = String(repeating: " ", count: DominantScript.sampleLength) + "中"
        #expect(DominantScript.language(of: Array(late.utf16)) == nil)
        #expect(DominantScript.language(of: Array(late.utf16.dropFirst())) == "zh-Hans")
        var generator = SeededGenerator(seed: 29)
        for _ in 0..<2_000 {
            let string = RandomText.make(&generator, maxPieces: 12)
            let utf16 = Array(string.utf16)
            #expect(DominantScript.language(of: utf16) == Self.referenceLanguage(utf16), "\(string)")
            // A label's plain text is read from its scalars: the same guess.
            #expect(DominantScript.language(of: string) == Self.referenceLanguage(utf16), "\(string)")
        }
        // Texts longer than the sample: both readers stop at the same unit.
        for _ in 0..<200 {
            let string = RandomText.make(&generator, maxPieces: 400)
            let utf16 = Array(string.utf16)
            #expect(DominantScript.language(of: string) == Self.referenceLanguage(utf16), "\(utf16.count) units")
            #expect(DominantScript.language(of: utf16) == Self.referenceLanguage(utf16), "\(utf16.count) units")
        }
    }
}
