// Per-character fallback and line metrics over fallback runs (docs/semantics.md §2).
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct FallbackTests {
    @Test func chineseInADejaVuLabelUsesNotoAndTakesItsMetrics() {
        let layout = Fixtures.layout("Hello 世界", font: Fixtures.dejaVu(), locale: "zh-Hans")
        #expect(layout.lines.count == 1)
        let line = layout.lines[0]
        let families = line.glyphRuns.map(\.font.resolvedFamily)
        #expect(families.first == "DejaVu Sans")
        #expect(families.last == "Noto Sans CJK SC")
        // Amax = max(15.7798, 19.72), Dmax = max(4.0093, 4.896): the CJK fallback's.
        #expect(approx(line.ascender, 19.72))
        #expect(approx(line.descender, 4.896))
        #expect(approx(line.rect.height, 24.616))
        #expect(approx(line.baseline, 19.72))
        #expect(layout.fonts.contains { $0.resolvedFamily == "Noto Sans CJK SC" })
    }

    @Test func emojiPresentationComesFromTheColourFontEvenWhenTheTextFontHasTheCharacter() {
        // DejaVu Sans has ☕ (U+2615), ☺ (U+263A) and 😀 in black and white.
        func family(_ text: String) -> [String] {
            let layout = Fixtures.layout(text, font: Fixtures.dejaVu())
            return layout.lines.flatMap(\.glyphRuns).map(\.font.resolvedFamily)
        }
        #expect(family("\u{2615}\u{FE0F}") == ["Noto Color Emoji"])   // ☕️: VS16 asks for emoji
        #expect(family("\u{1F600}") == ["Noto Color Emoji"])          // 😀: emoji by default
        #expect(family("1\u{FE0F}\u{20E3}") == ["Noto Color Emoji"])  // keycap 1️⃣
        #expect(family("\u{263A}") == ["DejaVu Sans"])                // ☺: text by default
        #expect(family("\u{2615}\u{FE0E}") == ["DejaVu Sans"])         // ☕︎: VS15 asks for text
        #expect(family("a\u{2615}\u{FE0F}b") == ["DejaVu Sans", "Noto Color Emoji", "DejaVu Sans"])
        #expect(EmojiPresentation.mayRequest(unit: 0x2615) && !EmojiPresentation.mayRequest(unit: 0x263A))
        #expect(!EmojiPresentation.mayRequest(unit: 0x4E00) && !EmojiPresentation.mayRequest(unit: 0x61))
    }

    @Test func hanInLatinLedTextFallsBackByTheParagraphsCJKScript() {
        // No locale, Latin outnumbering Han: no language is derived (docs/semantics.md §4), but
        // the fallback for Han is chosen as for zh-Hans (fontconfig's own order gave JP forms);
        // kana makes it Japanese, Hangul Korean.
        func cjkFamily(_ text: String) -> String? {
            Fixtures.layout(text, font: Fixtures.dejaVu()).fonts.map(\.resolvedFamily).first { $0.hasPrefix("Noto Sans CJK") }
        }
        #expect(cjkFamily("Today 骨直边误 sale") == "Noto Sans CJK SC")
        #expect(cjkFamily("Hello ひらがな 漢字") == "Noto Sans CJK JP")
        #expect(cjkFamily("Hello 한국어 漢字") == "Noto Sans CJK KR")
        #expect(FontRuns.cjkFallbackLanguage(Array("abc".utf16), 0..<3) == nil)
        // A locale still decides.
        #expect(Fixtures.layout("Today 骨直 sale", font: Fixtures.dejaVu(), locale: "ja").fonts.contains { $0.resolvedFamily == "Noto Sans CJK JP" })
    }

    @Test func aLatinOnlyLineKeepsItsOwnHeight() {
        let layout = Fixtures.layout("Hello\n世界", font: Fixtures.dejaVu(), locale: "zh-Hans")
        #expect(layout.lines.count == 2)
        #expect(approx(layout.lines[0].rect.height, 19.7890625))
        #expect(approx(layout.lines[1].rect.height, 24.616))
        #expect(approx(layout.size.height, 19.7890625 + 24.616))
    }

    @Test func noLocaleDerivesChineseFromHanText() {
        // Dominant Han → zh-Hans → Simplified Chinese forms from Noto Sans CJK SC.
        let layout = Fixtures.layout("中文字體測試", font: Fixtures.dejaVu())
        #expect(layout.lines[0].glyphRuns.allSatisfy { $0.font.resolvedFamily == "Noto Sans CJK SC" })
    }

    @Test func clustersAreNeverSplitBetweenFonts() {
        // e + combining acute, and a ZWJ family emoji: each cluster in one run.
        let text = "e\u{301}👨‍👩‍👧x"
        let layout = Fixtures.layout(text, font: Fixtures.dejaVu())
        var covered: [NSRange] = []
        for run in layout.lines[0].glyphRuns { covered.append(run.range) }
        #expect(covered.contains { $0.location <= 2 && $0.location + $0.length >= 10 })
        #expect(covered.reduce(0) { $0 + $1.length } == text.utf16.count)
    }
}
