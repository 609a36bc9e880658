// Hostile input: every case has a defined outcome, never a crash or a hang (README "Guarantees").
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct HostileInputTests {
    let font = Fixtures.mono()

    func graphemes(_ utf16: [UInt16], _ range: NSRange) -> Int {
        String(decoding: utf16[range.location..<(range.location + range.length)], as: UTF16.self).count
    }

    @Test func emptyTextHasNoLinesAndZeroSize() {
        let layout = Fixtures.layout("", font: font, style: ParagraphStyle(lineSpacing: 10), width: 100)
        #expect(layout.lines.isEmpty)
        #expect(layout.size == .zero)
        #expect(!layout.isTruncated)
    }

    @Test func onlyNewlinesGiveEmptyLines() {
        // Three separators: three empty lines (the last separator starts no line).
        let layout = Fixtures.layout("\n\n\n", font: font, style: ParagraphStyle(lineSpacing: 2))
        #expect(layout.lines.count == 3)
        #expect(layout.lines.allSatisfy { $0.range.length == 0 })
        #expect(approx(layout.size.height, 3 * Fixtures.monoLineHeight + 2 * 2))
    }

    @Test func aOneMegabyteWordWithNoBreakOpportunity() {
        let word = String(repeating: "a", count: 1_000_000)
        // Truncated to two lines: 10 glyphs fit in 100 (96.33), "…" takes one of them.
        let truncated = Fixtures.layout(word, font: font, style: ParagraphStyle(lineBreakMode: .byTruncatingTail), width: 100, lines: 2)
        #expect(truncated.nsRanges == [NSRange(location: 0, length: 10), NSRange(location: 10, length: 9)])
        // Unconstrained: one line holding everything.
        let single = Fixtures.layout(word, font: font)
        #expect(single.nsRanges == [NSRange(location: 0, length: 1_000_000)])
        #expect(approx(single.size.width, 1_000_000 * Fixtures.monoAdvance, 1e-3))
    }

    @Test func loneSurrogatesAreLaidOutNotDropped() {
        let units: [UInt16] = [0xD800, 0x61, 0xDC00, 0x62, 0xD83D]
        let text = StyledText(utf16: units, runs: [.init(range: 0..<5, attributes: TextAttributes(font: font), paragraphStyle: .default)])
        let layout = TextLayout(text: text, options: LayoutOptions(width: 1000))
        #expect(layout.nsRanges == [NSRange(location: 0, length: 5)])
        #expect(layout.lines[0].glyphRuns.reduce(0) { $0 + $1.glyphs.count } == 5)
        let narrow = TextLayout(text: text, options: LayoutOptions(width: 0))
        #expect(narrow.lines.count == 5)
    }

    @Test func nulAndControlCharacters() {
        let string = "a\u{0}b\u{1}c\u{7F}d\u{1B}[31me"
        let layout = Fixtures.layout(string, font: font, width: 1000)
        #expect(layout.nsRanges == [NSRange(location: 0, length: string.utf16.count)])
        #expect(layout.size.height > 0)
    }

    @Test func arabicAndHebrewAreLaidOutAndNothingIsLost() throws {
        let sans = Fixtures.dejaVu()
        for string in ["مرحبا بالعالم", "שלום עולם", "abc مرحبا def"] {
            let layout = Fixtures.layout(string, font: sans, width: 1000)
            #expect(layout.nsRanges == [NSRange(location: 0, length: string.utf16.count)], "\(string)")
            let glyphs = layout.lines[0].glyphRuns.flatMap(\.glyphs)
            #expect(!glyphs.isEmpty && !glyphs.contains(0), "\(string): .notdef")
            #expect(layout.lines[0].glyphRuns.contains { $0.isRightToLeft })
        }
    }

    @Test func emojiSequencesFlagsAndSkinTonesAreNeverSplit() {
        let string = "👨‍👩‍👧🇯🇵👍🏽🏳️‍🌈a\u{308}\u{323}"
        let utf16 = Array(string.utf16)
        let layout = Fixtures.layout(string, font: font, width: 0)
        #expect(layout.lines.count == string.count)
        for line in layout.lines { #expect(graphemes(utf16, line.range) == 1) }
    }

    @Test func stacksOfCombiningMarksStayOneCluster() {
        let string = "a" + String(repeating: "\u{301}\u{323}", count: 100) + "b"
        let layout = Fixtures.layout(string, font: font, width: 0)
        #expect(layout.nsRanges == [NSRange(location: 0, length: 201), NSRange(location: 201, length: 1)])
    }

    @Test func badWidthsAreClamped() {
        // NaN and negative widths count as 0 (one cluster per line); +∞ is unconstrained.
        for width in [0, -5, .nan, -.infinity] as [Double] {
            let layout = Fixtures.layout("ab cd", font: font, width: width)
            #expect(layout.lines.count == 4, "width \(width)")
        }
        #expect(Fixtures.layout("ab cd", font: font, width: .infinity).lines.count == 1)
    }

    @Test func badHeightsAndLineCountsAreClamped() {
        for height in [0, -1, .nan, .infinity] as [Double] {
            #expect(Fixtures.layout("a\nb\nc", font: font, height: height).lines.count == 3, "height \(height)")
        }
        #expect(Fixtures.layout("a\nb\nc", font: font, lines: -3).lines.count == 3)
    }

    @Test func hugeFontSizes() throws {
        let big = try Font(family: "DejaVu Sans Mono", size: 10_000)
        let layout = Fixtures.layout("ab", font: big, width: 100)
        #expect(layout.lines.count == 2)
        #expect(approx(layout.lines[0].rect.height, (1901.0 + 483) * 10_000 / 2048, 1e-6))
    }

    @Test func charactersNoFontHasDrawNotdefAndKeepTheLayout() {
        // U+50005 is unassigned, U+E000 private use: no installed font covers them.
        let string = "a\u{50005}\u{E000}b"
        let layout = Fixtures.layout(string, font: font, width: 1000)
        #expect(layout.nsRanges == [NSRange(location: 0, length: string.utf16.count)])
        let glyphs = layout.lines[0].glyphRuns.flatMap(\.glyphs)
        #expect(glyphs.count == 4)
        #expect(glyphs.filter { $0 == 0 }.count == 2)
    }

    @Test func badLetterSpacingAndBaselineOffsetCountAsZero() {
        for bad in [Double.nan, .infinity] {
            let attributes = TextAttributes(font: font, letterSpacing: bad, baselineOffset: bad)
            #expect(attributes.letterSpacing == 0 && attributes.baselineOffset == 0)
        }
    }
}

@Suite struct HostileInputDrawingTests {
    func inkPixels(_ string: String, font: Font) throws -> Int {
        let label = Label(text: string)
        label.font = font
        label.numberOfLines = 0
        let png = try label.render(width: 400, options: RenderOptions())
        let bitmap = try Bitmap(png: png)
        var count = 0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap.isInk(x: x, y: y) { count += 1 } }
        return count
    }

    @Test func arabicAndHebrewAreDrawn() throws {
        for string in ["مرحبا بالعالم", "שלום עולם"] {
            #expect(try inkPixels(string, font: Fixtures.dejaVu()) > 100, "\(string)")
        }
    }

    @Test func charactersNoFontHasAreDrawnAsNotdef() throws {
        // DejaVu's .notdef is a box: two uncovered characters draw ink where they stand.
        let withBoxes = try inkPixels("a\u{50005}\u{E000}b", font: Fixtures.mono())
        let without = try inkPixels("ab", font: Fixtures.mono())
        #expect(withBoxes > without + 20)
    }
}

@Suite struct UnsafeToBreakTests {
    /// The advance of `string` shaped on its own, in points.
    func advance(_ string: String, _ font: Font) -> Double {
        Double(Fixtures.layout(string, font: font).lines[0].rect.width)
    }

    @Test func aLineEndingInsideAKerningPairIsReshaped() {
        // DejaVu Sans kerns "AV": cutting between A and V must give A its own advance, which
        // HarfBuzz signals with HB_GLYPH_FLAG_UNSAFE_TO_BREAK on V; prefix sums alone would
        // carry the kerning into the line's width.
        let font = Fixtures.dejaVu(40)
        let pair = advance("AV", font), a = advance("A", font), v = advance("V", font)
        #expect(pair < a + v - 0.5)  // the pair is kerned
        let style = ParagraphStyle(lineBreakMode: .byCharWrapping)
        let layout = Fixtures.layout("AV", font: font, style: style, width: a + 0.01)
        #expect(layout.nsRanges == [NSRange(location: 0, length: 1), NSRange(location: 1, length: 1)])
        #expect(approx(layout.lines[0].rect.width, a, 1e-9))
        #expect(approx(layout.lines[1].rect.width, v, 1e-9))
    }
}
