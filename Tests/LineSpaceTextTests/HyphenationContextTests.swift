// Hyphens in their context (docs/semantics.md §4, "Automatic hyphenation"): UIKit's
// `usesDefaultHyphenation`, right-to-left paragraphs, letter spacing.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct HyphenationContextTests {
    let font = Fixtures.notoSans(16)
    let text = "The quick brown fox jumps over the extraordinarily lazy dog hyphenation"

    func style(factor: Double = 0, usesDefault: Bool = false, direction: WritingDirection = .natural) -> ParagraphStyle {
        var style = ParagraphStyle()
        style.hyphenationFactor = factor
        style.usesDefaultHyphenation = usesDefault
        style.baseWritingDirection = direction
        return style
    }

    @Test func usesDefaultHyphenationHyphenatesAsFactorOneWhenNoFactorIsSet() {
        #expect(!ParagraphStyle().usesDefaultHyphenation)
        #expect(style(usesDefault: true).resolvedHyphenationFactor == 1)
        #expect(style(factor: 0.24, usesDefault: true).resolvedHyphenationFactor == 0.24)
        #expect(style(factor: .nan, usesDefault: true).resolvedHyphenationFactor == 1)
        // As factor 1 (HyphenationTests): "the extraor-" on the fourth line.
        let defaulted = Fixtures.layout(text, font: font, style: style(usesDefault: true), width: 100)
        #expect(defaulted.starts == [0, 10, 20, 31, 42, 56, 66])
        #expect(defaulted.nsRanges == Fixtures.layout(text, font: font, style: style(factor: 1), width: 100).nsRanges)
        // A factor set wins: at 0.24 "the" (24.688 of 100 pt) stays alone.
        #expect(Fixtures.layout(text, font: font, style: style(factor: 0.24, usesDefault: true), width: 100).starts
            == [0, 10, 20, 31, 35, 47, 60])
        // Off: the plain lines.
        #expect(Fixtures.layout(text, font: font, width: 100).starts == [0, 10, 20, 31, 35, 48, 60])
    }

    @Test func aRightToLeftParagraphHyphenatesItsEnglishAsALeftToRightOne() {
        // The base direction changes where lines stand, not where they break: each line is
        // flush right, and "the extraor-" keeps its hyphen after the "r", at its right end.
        let ltr = Fixtures.layout(text, font: font, style: style(factor: 1), width: 100)
        let rtl = Fixtures.layout(text, font: font, style: style(factor: 1, direction: .rightToLeft), width: 100)
        #expect(rtl.nsRanges == ltr.nsRanges)
        #expect(approx(rtl.lines[3].rect.width, 5531 * 0.016, 1e-6))
        for line in rtl.lines { #expect(approx(line.rect.maxX, 100, 1e-9)) }
        let glyphs = rtl.lines[3].glyphRuns.flatMap(\.glyphs)
        #expect(glyphs.last == font.face.harfBuzz.nominalGlyph(for: 0x2010))
    }

    @Test func anArabicLineEndingAtASoftHyphenShowsItAtItsLeftEnd() throws {
        // Noto Naskh Arabic 16 at 80 pt: "كتاب مكتبة" then a soft hyphen, "المدينة". The first
        // line ends at the soft hyphen with a hyphen (322 units, 5.152 pt), drawn at the
        // line's left (its logical end) in the soft hyphen's cluster (10).
        let naskh = try Font(family: "Noto Naskh Arabic", size: 16)
        let string = "كتاب مكتبة\u{AD}المدينة"
        let layout = Fixtures.layout(string, font: naskh, width: 80)
        #expect(layout.nsRanges == [NSRange(location: 0, length: 11), NSRange(location: 11, length: 7)])
        let words = Double(Fixtures.layout("كتاب مكتبة", font: naskh).lines[0].rect.width)
        let hyphen = Hyphen.of(naskh)
        #expect(hyphen.glyph == naskh.face.harfBuzz.nominalGlyph(for: 0x2010) && approx(hyphen.advance, 5.152, 1e-9))
        #expect(approx(layout.lines[0].rect.width, words + 5.152, 1e-9))
        #expect(approx(layout.lines[0].rect.minX, 80 - words - 5.152, 1e-9))
        let leftmost = try #require(layout.lines[0].glyphRuns.first)
        #expect(leftmost.glyphs.first == hyphen.glyph && leftmost.clusters.first == 10)
    }

    @Test func anEnglishWordEndingAtASoftHyphenInARightToLeftLineKeepsItsHyphenOnItsRight() throws {
        // Noto Sans 16 at 110 pt in a Hebrew paragraph: "שלום trans" then a soft hyphen. The
        // English run keeps the hyphen after its "s" (its right end), as browsers draw it, not
        // at the line's left end where rule L1 would put the soft hyphen.
        let string = "שלום trans\u{AD}atlantic flight"
        let layout = Fixtures.layout(string, font: font, width: 110)
        #expect(layout.nsRanges == [NSRange(location: 0, length: 11), NSRange(location: 11, length: 15)])
        let hyphen = Hyphen.of(font)
        let leftmost = try #require(layout.lines[0].glyphRuns.first)
        #expect(leftmost.clusters == [5, 6, 7, 8, 9, 10])
        #expect(leftmost.glyphs.last == hyphen.glyph)
        #expect(leftmost.glyphs.first == font.face.harfBuzz.nominalGlyph(for: 0x74))
        // The same line without the hyphen's move is as wide: only its place changes.
        let words = Double(Fixtures.layout("שלום trans", font: font).lines[0].rect.width)
        #expect(approx(layout.lines[0].rect.width, words + hyphen.advance, 1e-9))
        #expect(approx(layout.lines[0].rect.maxX, 110, 1e-9))
    }

    @Test func anArabicWordEndingAtASoftHyphenInALeftToRightLineKeepsItsHyphenOnItsLeft() {
        // Noto Sans 16 (Arabic from its fallback) at 90 pt: "Hello مكتبة" then a soft hyphen.
        // The Arabic word ends at its left: its hyphen stands there, after the space, not at the
        // line's right end where rule L1 would put the soft hyphen (the paragraph's level).
        let layout = Fixtures.layout("Hello مكتبة\u{AD}المدينة", font: font, width: 90)
        #expect(layout.nsRanges == [NSRange(location: 0, length: 12), NSRange(location: 12, length: 7)])
        let clusters = layout.lines[0].glyphRuns.flatMap(\.clusters)
        #expect(clusters == [0, 1, 2, 3, 4, 5, 11, 10, 9, 8, 7, 6])
        let glyphs = layout.lines[0].glyphRuns.flatMap(\.glyphs)
        #expect(glyphs[6] == Hyphen.of(font).glyph)
    }

    @Test func letterSpacingGoesBetweenClustersAndTheHyphenCounts() {
        // Letter spacing 1 pt: "the extraor" (5209 units) has 11 clusters, so 10 gaps; the
        // hyphen a dictionary point adds joins the "r"'s cluster, with no gap before it:
        // 88.496 + 10 = 98.496 pt ≤ 100. "dinarily lazy" (88.8 + 12) no longer fits.
        let spaced = Fixtures.layout(text, font: font, style: style(factor: 1), width: 100, letterSpacing: 1)
        #expect(spaced.nsRanges == [
            NSRange(location: 0, length: 9), NSRange(location: 10, length: 9), NSRange(location: 20, length: 10),
            NSRange(location: 31, length: 11), NSRange(location: 42, length: 8), NSRange(location: 51, length: 11),
            NSRange(location: 62, length: 9),
        ])
        #expect(approx(spaced.lines[3].rect.width, 5531 * 0.016 + 10, 1e-6))
        // A soft hyphen is a cluster of its own: "trans" and its hyphen are six clusters, five
        // gaps: 2734 × 0.016 + 5 = 48.744 pt.
        let soft = Fixtures.layout("foo trans\u{AD}atlantic", font: font, width: 70, letterSpacing: 1)
        #expect(soft.nsRanges == [NSRange(location: 0, length: 3), NSRange(location: 4, length: 6), NSRange(location: 10, length: 8)])
        #expect(approx(soft.lines[1].rect.width, 2734 * 0.016 + 5, 1e-6))
        // The painted advances add up to the measured width.
        for line in spaced.lines + soft.lines {
            #expect(approx(line.glyphRuns.flatMap(\.advances).reduce(0, +), Double(line.rect.width), 1e-6))
        }
    }
}
