// Breaks around clusters (docs/semantics.md §4, "Clusters"): an emergency break inside a
// ligature, a break before a space that carries marks, and the font of shared characters.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct ClusterBreakTests {
    @Test func anEmergencyBreakSplitsALigatureAndReshapesBothSides() {
        // Noto Sans 12 joins `fl`. No opportunity in "overflow" fits 30 pt: the word is cut at
        // the last grapheme boundary that fits. "overf" reshaped: o v e r f = 585 + 508 + 564
        // + 413 + 344 = 2414 units = 28.968 pt; "low" = 258 + 585 + 786 = 1629 = 19.548 pt.
        // ("over" is 24.84; `fl` kept whole would give over|flow.)
        let layout = Fixtures.layout("overflow", font: Fixtures.notoSans(12), width: 30)
        #expect(layout.nsRanges == [NSRange(location: 0, length: 5), NSRange(location: 5, length: 3)])
        #expect(approx(layout.lines[0].rect.width, 28.968, 1e-6))
        #expect(approx(layout.lines[1].rect.width, 19.548, 1e-6))
        // Each side is shaped on its own: f and l are their own glyphs, no ligature drawn.
        let clusters = layout.lines.map { $0.glyphRuns.flatMap(\.clusters) }
        #expect(clusters == [[0, 1, 2, 3, 4], [5, 6, 7]])
        // A line that fits keeps the ligature: one glyph for `fl`.
        let whole = Fixtures.layout("overflow", font: Fixtures.notoSans(12), width: 100)
        #expect(whole.lines[0].glyphRuns.flatMap(\.clusters) == [0, 1, 2, 3, 4, 6, 7])
        #expect(approx(whole.lines[0].rect.width, 4043 * 12 / 1000, 1e-6))
    }

    @Test func aLetterSpacedWordIsCutAtLineBoundaries() {
        // Letter-spaced text has no ligatures; cuts stay where HarfBuzz clusters end.
        let layout = Fixtures.layout("overflow", font: Fixtures.notoSans(12), width: 30, letterSpacing: 1)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.allSatisfy { $0.rect.width <= 30 + 1e-6 })
    }

    @Test func aBreakBeforeASpaceCarryingAMarkMovesToTheSpace() {
        // UAX #14 allows a break between the space and U+0301 (LB18), inside their grapheme
        // cluster; the break goes before the space instead, as in browsers. Noto Sans 16:
        // "a" 8.976; " \u{301}bcd" 4.16 + 0 + 9.84 + 7.68 + 9.84 = 31.52, with "e" 40.544 > 40,
        // so the unbreakable rest is cut there; "efgh" 9.024 + 5.504 + 9.84 + 9.888 = 34.256.
        let text = "a \u{301}bcdefgh"
        #expect(BreakOpportunities(utf16: Array(text.utf16)[...], locale: nil).line.map(\.offset) == [1, 10])
        let layout = Fixtures.layout(text, font: Fixtures.notoSans(16), width: 40)
        #expect(layout.nsRanges == [
            NSRange(location: 0, length: 1), NSRange(location: 1, length: 5), NSRange(location: 6, length: 4),
        ])
        #expect(approx(layout.lines[0].rect.width, 8.976, 1e-6))
        #expect(approx(layout.lines[1].rect.width, 31.52, 1e-6))
        #expect(approx(layout.lines[2].rect.width, 34.256, 1e-6))
    }

    @Test func anArabicBreakBeforeASpaceWithMarks() {
        // كل ِّواحدةٍ: the space carries kasra and shadda; UAX #14's break after the space (3)
        // falls inside its cluster and goes before it (2). Dropped instead, the text was one
        // unbreakable unit, cut at 57 pt after 9 units.
        let text = "كل ِّواحدةٍ"
        #expect(BreakOpportunities(utf16: Array(text.utf16)[...], locale: nil).line.map(\.offset) == [2, 11])
        var style = ParagraphStyle()
        style.baseWritingDirection = .rightToLeft
        let layout = Fixtures.layout(text, font: Fixtures.notoSans(16), style: style, width: 57)
        #expect(layout.nsRanges == [NSRange(location: 0, length: 2), NSRange(location: 2, length: 9)])
    }

    @Test func opportunitiesMovedOutOfClustersKeepOrderAndDropDuplicates() {
        let graphemes = [true, true, true, false, false, true, false, true]
        let moved = BreakOpportunities.movingOutOfClusters(
            [(3, false), (4, false), (6, false), (7, true)], graphemes: graphemes)
        #expect(moved.map(\.offset) == [2, 5, 7])
        #expect(moved.map(\.isMandatory) == [false, false, true])
        // A cluster at the paragraph's start: no empty first line.
        #expect(BreakOpportunities.movingOutOfClusters([(1, false), (2, true)], graphemes: [true, false, true]).map(\.offset) == [2])
    }

    @Test func aSharedCharacterTakesTheFontOfTheScriptAroundIt() {
        // The danda (U+0964) is Common script; Noto Sans lacks it. fontconfig's list gives Noto
        // Sans Takri first (15.41 pt at 18); the Devanagari around it asks for Noto Sans
        // Devanagari, whose danda is 16.39 pt wide.
        let layout = Fixtures.layout("है।", font: Fixtures.notoSans(18))
        let families = layout.lines[0].glyphRuns.map(\.font.resolvedFamily)
        #expect(families == ["Noto Sans Devanagari"])
        // Before the Devanagari, the danda takes the font of the text after it.
        let leading = Fixtures.layout("।है", font: Fixtures.notoSans(18))
        #expect(leading.lines[0].glyphRuns.map(\.font.resolvedFamily) == ["Noto Sans Devanagari"])
        // Alone, it takes the list's first font that has it.
        let alone = Fixtures.layout("।", font: Fixtures.notoSans(18))
        #expect(alone.lines[0].glyphRuns.map(\.font.resolvedFamily) != ["Noto Sans Devanagari"])
    }
}
