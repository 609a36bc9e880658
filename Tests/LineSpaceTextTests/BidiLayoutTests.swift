// Bidirectional text on lines (docs/semantics.md §4a): visual order, mirroring, the paragraph
// direction's alignment, indents and ellipsis.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct BidiLayoutTests {
    let font = Fixtures.dejaVu()

    /// The source offsets of a line's glyphs, left to right.
    func visualClusters(_ line: TextLayout.Line) -> [Int] { line.glyphRuns.flatMap(\.clusters) }

    func xs(_ line: TextLayout.Line) -> [Double] { line.glyphRuns.flatMap(\.positions).map { Double($0.x) } }

    @Test func hebrewAndNumbersInALeftToRightParagraph() {
        // "abc שלום 456 def": the Hebrew word, the space after it and the number form one
        // right-to-left run (456 at level 2 stays left to right inside it): abc 456 םולש def.
        let text = "abc שלום 456 def"
        let layout = Fixtures.layout(text, font: font, width: 1000)
        let line = layout.lines[0]
        #expect(visualClusters(line) == [0, 1, 2, 3, 9, 10, 11, 8, 7, 6, 5, 4, 12, 13, 14, 15])
        #expect(zip(xs(line), xs(line).dropFirst()).allSatisfy { $0 < $1 })
        #expect(!line.isRightToLeft && line.rect.minX == 0)
        // Runs: "abc ", "456" (level 2: left to right), " שלום" (level 1), " def" (the space
        // and "def" are shaped apart, common and Latin script, but shown as one run).
        #expect(line.glyphRuns.map(\.isRightToLeft) == [false, false, true, false])
        #expect(line.glyphRuns.last?.range == NSRange(location: 12, length: 4))
    }

    @Test func naturalDirectionComesFromTheFirstStrongCharacter() {
        // "שלום 123": a right-to-left paragraph, right-aligned; the number keeps its order.
        let layout = Fixtures.layout("שלום 123", font: font, width: 300)
        let line = layout.lines[0]
        #expect(line.isRightToLeft)
        #expect(visualClusters(line) == [5, 6, 7, 4, 3, 2, 1, 0])
        #expect(approx(line.rect.maxX, 300, 1e-9))
        // Used width is still the text's: a label sized to fit and laid out again looks the same.
        #expect(approx(layout.size.width, Double(line.rect.width)))
        // Forced left to right: left-aligned; the number still follows the Hebrew word (W7 keeps
        // it a European number after R, N1 gives the space R), so the order is the same.
        var style = ParagraphStyle()
        style.baseWritingDirection = .leftToRight
        let ltr = Fixtures.layout("שלום 123", font: font, style: style, width: 300).lines[0]
        #expect(!ltr.isRightToLeft && ltr.rect.minX == 0)
        #expect(visualClusters(ltr) == [5, 6, 7, 4, 3, 2, 1, 0])
        // "abc 123" forced right to left: one left-to-right run (W7 makes the number L), in
        // order, right-aligned.
        style.baseWritingDirection = .rightToLeft
        let rtl = Fixtures.layout("abc 123", font: font, style: style, width: 300).lines[0]
        #expect(rtl.isRightToLeft && approx(rtl.rect.maxX, 300, 1e-9))
        #expect(visualClusters(rtl) == [0, 1, 2, 3, 4, 5, 6])
    }

    @Test func bracketsAroundRightToLeftTextInALeftToRightParagraph() {
        // N0: the brackets take the paragraph's direction, so they stay in place, unmirrored.
        let layout = Fixtures.layout("abc (שלום) def", font: font, width: 1000)
        let line = layout.lines[0]
        #expect(visualClusters(line) == [0, 1, 2, 3, 4, 8, 7, 6, 5, 9, 10, 11, 12, 13])
        let glyphs = line.glyphRuns.flatMap(\.glyphs)
        let face = font.face.harfBuzz
        #expect(glyphs[4] == face.nominalGlyph(for: 0x28) && glyphs[9] == face.nominalGlyph(for: 0x29))
    }

    @Test func bracketsInARightToLeftParagraphAreMirroredByHarfBuzz() {
        // "(שלום)" right to left: ")" is leftmost and drawn with the glyph of "(", and so on.
        let layout = Fixtures.layout("(שלום)", font: font, width: 1000)
        let line = layout.lines[0]
        #expect(visualClusters(line) == [5, 4, 3, 2, 1, 0])
        let glyphs = line.glyphRuns.flatMap(\.glyphs)
        let face = font.face.harfBuzz
        #expect(glyphs.first == face.nominalGlyph(for: 0x28) && glyphs.last == face.nominalGlyph(for: 0x29))
    }

    @Test func tailEllipsisOfARightToLeftLineIsOnItsLeft() {
        let text = "שלום עולם שלום עולם שלום עולם"
        let layout = Fixtures.layout(text, font: font, style: ParagraphStyle(lineBreakMode: .byTruncatingTail), width: 120, lines: 1)
        let line = layout.lines[0]
        #expect(layout.isTruncated && line.hasEllipsis && line.isRightToLeft)
        #expect(line.glyphRuns.first?.isEllipsis == true)
        #expect(line.range.location == 0)
        #expect(line.rect.maxX <= 120 + 1e-9 && line.rect.width <= 120 + 1e-9)
        // Head truncation puts it at the right, before the visible end of the text.
        let head = Fixtures.layout(text, font: font, style: ParagraphStyle(lineBreakMode: .byTruncatingHead), width: 120, lines: 1)
        #expect(head.lines[0].glyphRuns.last?.isEllipsis == true)
        #expect(head.lines[0].range.location + head.lines[0].range.length == text.utf16.count)
    }

    @Test func headIndentIsOnTheRightOfARightToLeftParagraph() {
        var style = ParagraphStyle(firstLineHeadIndent: 30, tailIndent: -10)
        style.baseWritingDirection = .rightToLeft
        let layout = Fixtures.layout("שלום", font: font, style: style, width: 300)
        let line = layout.lines[0]
        #expect(approx(line.rect.maxX, 270, 1e-9))
        #expect(approx(line.availableX, 10) && approx(line.availableWidth, 260))
        #expect(approx(layout.size.width, 30 + Double(line.rect.width)))
    }

    @Test func arabicJoinsAcrossTheRunAndShapesRightToLeft() {
        // One Arabic word: one right-to-left run, glyphs in visual order (last letter leftmost).
        let layout = Fixtures.layout("مرحبا", font: font, width: 1000)
        let run = layout.lines[0].glyphRuns[0]
        #expect(run.isRightToLeft)
        #expect(run.clusters.first == 4 && run.clusters.last == 0)
    }

    @Test func aLineWiderThanItsBoxIsNeverAtANegativeX() {
        // One cluster wider than the box: start-aligned (x = 0), whatever the alignment.
        for alignment in [ParagraphAlignment.right, .center, .natural] {
            let ltr = Fixtures.layout("W", font: Fixtures.dejaVu(40), style: ParagraphStyle(alignment: alignment), width: 10)
            #expect(ltr.lines[0].rect.minX == 0)
            let rtl = Fixtures.layout("ש", font: Fixtures.dejaVu(40), style: ParagraphStyle(alignment: alignment), width: 10)
            #expect(rtl.lines[0].rect.minX == 0 && rtl.lines[0].isRightToLeft)
        }
    }
}

@Suite struct ParagraphEndTests {
    let font = Fixtures.mono()

    @Test func aFinalSeparatorStartsNoLine() {
        #expect(Fixtures.layout("abc\n", font: font).lines.count == 1)
        #expect(Fixtures.layout("abc\r\n", font: font).lines.count == 1)
        #expect(Fixtures.layout("abc\u{2029}", font: font).lines.count == 1)
        let two = Fixtures.layout("abc\n\n", font: font)
        #expect(two.lines.count == 2)
        #expect(two.nsRanges == [NSRange(location: 0, length: 3), NSRange(location: 4, length: 0)])
        #expect(approx(two.size.height, 2 * Fixtures.monoLineHeight))
        #expect(!Fixtures.layout("abc\n", font: font, lines: 1).isTruncated)
    }

    /// An empty paragraph is measured without analysis or shaping: its line takes the font of
    /// the attribute run at its position, in either base direction, with no glyphs.
    @Test(arguments: [WritingDirection.natural, .leftToRight, .rightToLeft])
    func anEmptyParagraphTakesTheFontAtItsPosition(direction: WritingDirection) {
        let small = Fixtures.mono(16), large = Fixtures.mono(32)
        var style = ParagraphStyle()
        style.baseWritingDirection = direction
        // "ab", an empty paragraph in the large font, "cd": the separators at 2 and 3.
        let text = try! StyledText(utf16: Array("ab\n\ncd".utf16), runs: [
            StyledText.Run(range: 0..<3, attributes: TextAttributes(font: small), paragraphStyle: style),
            StyledText.Run(range: 3..<6, attributes: TextAttributes(font: large), paragraphStyle: style),
        ])
        let layout = TextLayout(text: text, options: LayoutOptions(width: 500))
        #expect(layout.nsRanges == [NSRange(location: 0, length: 2), NSRange(location: 3, length: 0), NSRange(location: 4, length: 2)])
        let empty = layout.lines[1]
        #expect(empty.glyphRuns.isEmpty && empty.ranges.isEmpty && !empty.hasEllipsis)
        #expect(empty.paragraphIndex == 1 && empty.isFirstInParagraph && empty.isLastInParagraph)
        #expect(empty.isRightToLeft == (direction == .rightToLeft))
        #expect(approx(empty.rect.width, 0))
        // 32 pt DejaVu Sans Mono: twice the 16 pt metrics.
        #expect(approx(empty.rect.height, 2 * Fixtures.monoLineHeight))
        #expect(approx(empty.rect.minY, Fixtures.monoLineHeight))
        #expect(approx(empty.baseline, Fixtures.monoLineHeight + 2 * Fixtures.monoAscender))
    }

    @Test func aLineSeparatorInsideTheTruncatedRestDoesNotEndIt() {
        // One line: the rest of the paragraph runs over U+2028, which draws nothing.
        let a = Fixtures.monoAdvance
        let fits = Fixtures.layout("ab\u{2028}cd", font: font, style: ParagraphStyle(lineBreakMode: .byTruncatingTail), lines: 1)
        #expect(fits.lines[0].range == NSRange(location: 0, length: 5))
        #expect(!fits.isTruncated && !fits.lines[0].hasEllipsis)
        #expect(approx(fits.lines[0].rect.width, 4 * a))
        let cut = Fixtures.layout("ab\u{2028}cdef", font: font, style: ParagraphStyle(lineBreakMode: .byTruncatingTail), width: 4 * a + 1, lines: 1)
        #expect(cut.isTruncated && cut.lines[0].hasEllipsis)
        #expect(cut.lines[0].range.location == 0 && cut.lines[0].range.length >= 4)
    }
}

@Suite struct ShapingClusterEdgeTests {
    /// DejaVu Sans forms "fi" as one ligature glyph: one HarfBuzz cluster over two characters.
    let font = Fixtures.dejaVu(30)

    @Test func characterWrappingSplitsALigatureOnlyWhenNothingElseFits() {
        // "afi" is 37.28 pt, "af" 28.95, "a" 18.38: in 30 pt, "af" would fit, but f and i are
        // one cluster, so the line ends after "a" and the ligature goes whole to the next line.
        let char = ParagraphStyle(lineBreakMode: .byCharWrapping)
        let kept = Fixtures.layout("afi", font: font, style: char, width: 30)
        #expect(kept.nsRanges == [NSRange(location: 0, length: 1), NSRange(location: 1, length: 2)])
        #expect(kept.lines[1].glyphRuns.flatMap(\.glyphs).count == 1)
        // No cluster boundary fits 5 pt: the emergency break cuts the ligature, each side
        // reshaped (one glyph each, f and i).
        let cut = Fixtures.layout("fi", font: font, style: char, width: 5)
        #expect(cut.nsRanges == [NSRange(location: 0, length: 1), NSRange(location: 1, length: 1)])
        #expect(cut.lines.map { $0.glyphRuns.flatMap(\.clusters) } == [[0], [1]])
    }

    @Test func headTruncationShowsWhatItsRangeSays() {
        // "…fice" or "…ce": whichever, the drawn glyphs' clusters are inside the range shown.
        for width in stride(from: 40.0, through: 120, by: 5) {
            let layout = Fixtures.layout("office", font: font, style: ParagraphStyle(lineBreakMode: .byTruncatingHead), width: width, lines: 1)
            let line = layout.lines[0]
            let clusters = line.glyphRuns.filter { !$0.isEllipsis }.flatMap(\.clusters)
            #expect(clusters.allSatisfy { $0 >= line.range.location && $0 < line.range.location + line.range.length })
            // The ligature is not cut: the range never starts between "f" and "i".
            let utf16 = Array("office".utf16)
            if line.range.location > 0 && line.range.location < 6 {
                #expect(!(utf16[line.range.location - 1] == 0x66 && utf16[line.range.location] == 0x69))
            }
            #expect(line.rect.width <= width + 1e-9)
        }
    }

    @Test func headTruncationWithATabReportsWhatItPaints() {
        // The tab after a head ellipsis is measured from the line's start, ellipsis included.
        let layout = Fixtures.layout("aaaa bbbb cccc\tdd", font: Fixtures.dejaVu(), style: ParagraphStyle(lineBreakMode: .byTruncatingHead), width: 80, lines: 1)
        let line = layout.lines[0]
        let painted = line.glyphRuns.flatMap(\.advances).reduce(0) { $0 + Double($1) }
        #expect(approx(painted, Double(line.rect.width), 1e-9))
        #expect(line.rect.width <= 80 + 1e-9)
    }
}
