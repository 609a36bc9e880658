import Testing
@testable import LineSpace

/// The line height of the font that draws a text (Styling/DrawingLineHeight.swift; issue 32,
/// H2 and L6).
@Suite struct DrawingLineHeightTests {
    /// The system font at 17 pt (SF, line height 20.29) and the PingFang fallback (about 23.8).
    static let sf = 20.29, pingFang = 23.8

    /// Glyphs as CTFontGetGlyphsForCharacters gives them for a font that maps only ASCII.
    func asciiFontGlyphs(_ text: String) -> (units: [UInt16], glyphs: [UInt16]) {
        let units = Array(text.utf16)
        return (units, units.map { $0 < 0x80 ? $0 : 0 })
    }

    @Test func chineseInTheSystemFontIsDrawnInTheFallback() {
        let sample = asciiFontGlyphs("如何讓你遇見我，在我最美麗的時刻。")
        let coverage = FontCoverage(units: sample.units, glyphs: sample.glyphs)
        #expect(coverage.coveredUnits == 0)
        #expect(coverage.uncoveredRuns == [0..<17])
        #expect(DrawingLineHeight.lineHeight(primary: Self.sf, coverage: coverage, fallbacks: [Self.pingFang]) == Self.pingFang)
        // SwiftUI with L = 30: 30 - 23.8 between lines, so each line takes 30, not 33.5.
        let layout = SwiftUILineHeight(lineHeight: 30, fontLineHeight: Self.pingFang)
        #expect(approx(layout.lineSpacing, 6.2))
    }

    @Test func latinTextKeepsTheLabelsFont() {
        let sample = asciiFontGlyphs("Line spacing, done right")
        let coverage = FontCoverage(units: sample.units, glyphs: sample.glyphs)
        #expect(coverage.uncoveredRuns.isEmpty)
        #expect(coverage.coveredUnits == 21)  // spaces are not counted
        #expect(DrawingLineHeight.lineHeight(primary: Self.sf, coverage: coverage, fallbacks: []) == Self.sf)
    }

    @Test func mostlyChineseWithDigitsTakesTheTallerOfBoth() {
        // "2024年" + more Han: the digits are SF's, most characters PingFang's; lines hold both.
        let sample = asciiFontGlyphs("2024年，我在佛前求了五百年")
        let coverage = FontCoverage(units: sample.units, glyphs: sample.glyphs)
        #expect(coverage.coveredUnits == 4)
        #expect(coverage.uncoveredRuns == [4..<15])
        #expect(DrawingLineHeight.lineHeight(primary: 25, coverage: coverage, fallbacks: [Self.pingFang]) == 25)
        #expect(DrawingLineHeight.lineHeight(primary: Self.sf, coverage: coverage, fallbacks: [Self.pingFang]) == Self.pingFang)
    }

    @Test func aFewForeignCharactersDoNotDecide() {
        let sample = asciiFontGlyphs("Tea from 台北 and more text")
        let coverage = FontCoverage(units: sample.units, glyphs: sample.glyphs)
        #expect(coverage.uncoveredRuns == [9..<11])
        #expect(DrawingLineHeight.lineHeight(primary: Self.sf, coverage: coverage, fallbacks: [Self.pingFang]) == Self.sf)
    }

    @Test func theFallbackDrawingMostWinsAcrossRuns() {
        // Two Han runs (PingFang) and one Hangul run (Apple SD Gothic Neo, say 24.2), with
        // spaces between them (not counted, not a run of their own).
        let sample = asciiFontGlyphs("你好 世界 안녕")
        let coverage = FontCoverage(units: sample.units, glyphs: sample.glyphs)
        #expect(coverage.uncoveredRuns == [0..<2, 3..<5, 6..<8])
        let height = DrawingLineHeight.lineHeight(primary: Self.sf, coverage: coverage, fallbacks: [Self.pingFang, Self.pingFang, 24.2])
        #expect(height == Self.pingFang)
    }

    @Test func surrogatePairsAndEmojiSequences() {
        // 𠀀 (U+20000, CJK Extension B) unmapped: one run of 2 units. A mapped pair has 0 in its
        // second slot (CTFontGetGlyphsForCharacters) and still counts as mapped.
        let units: [UInt16] = [0xD840, 0xDC00, 0x61, 0xD83D, 0xDE00]
        let coverage = FontCoverage(units: units, glyphs: [0, 0, 0x61, 7, 0])
        #expect(coverage.uncoveredRuns == [0..<2])
        #expect(coverage.coveredUnits == 3)
        #expect(coverage.visibleUnits(in: 0..<2) == 2)
    }

    @Test func newlinesAndJoinersNeverMakeARun() {
        let units = Array("ab\ncd\u{200D}\u{FE0F}".utf16)
        let coverage = FontCoverage(units: units, glyphs: units.map { $0 < 0x80 && $0 != 0x0A ? $0 : 0 })
        #expect(coverage.uncoveredRuns.isEmpty)
        #expect(coverage.coveredUnits == 4)
    }

    @Test func runsAreCappedAndBadHeightsIgnored() {
        // 40 alternating runs: only the first 16 get a look-up.
        let text = String(repeating: "a中", count: 40)
        let sample = asciiFontGlyphs(text)
        let coverage = FontCoverage(units: sample.units, glyphs: sample.glyphs)
        #expect(coverage.uncoveredRuns.count == DrawingLineHeight.maximumRuns)
        // A NaN or missing fallback height counts as the view's font.
        let height = DrawingLineHeight.lineHeight(primary: Self.sf, coverage: coverage, fallbacks: [.nan])
        #expect(height == Self.sf)
    }

    @Test func emptyTextKeepsTheFont() {
        let coverage = FontCoverage(units: [], glyphs: [])
        #expect(DrawingLineHeight.lineHeight(primary: Self.sf, coverage: coverage, fallbacks: []) == Self.sf)
    }
}
