// Alignment, justification, indents and letter spacing (docs/semantics.md §4–5), x worked out by hand.
// DejaVu Sans Mono 16 pt: a = 9.6328125 per glyph; "abc" = 28.8984375.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct AlignmentTests {
    let font = Fixtures.mono()
    let a = Fixtures.monoAdvance

    func x(_ text: String, _ style: ParagraphStyle, width: Double = 100, letterSpacing: Double = 0) -> [Double] {
        Fixtures.layout(text, font: font, style: style, width: width, letterSpacing: letterSpacing).lines.map { Double($0.rect.minX) }
    }

    @Test func leftRightCenterNatural() {
        #expect(x("abc", ParagraphStyle(alignment: .left)) == [0])
        #expect(x("abc", ParagraphStyle(alignment: .natural)) == [0])
        #expect(x("abc", ParagraphStyle(alignment: .right)) == [100 - 3 * a])       // 71.1015625
        #expect(x("abc", ParagraphStyle(alignment: .center)) == [(100 - 3 * a) / 2]) // 35.55078125
    }

    @Test func glyphPositionsFollowTheLine() {
        let layout = Fixtures.layout("abc", font: font, style: ParagraphStyle(alignment: .right), width: 100)
        let positions = layout.lines[0].glyphRuns[0].positions
        #expect(positions.map { Double($0.x) } == [100 - 3 * a, 100 - 2 * a, 100 - a])
        #expect(positions.allSatisfy { approx($0.y, Fixtures.monoAscender) })
    }

    @Test func firstLineAndHeadIndents() {
        // First line: 60 − 20 = 40 available → "aaa"; then 60 − 10 = 50 → "bbb", "ccc".
        let style = ParagraphStyle(firstLineHeadIndent: 20, headIndent: 10)
        let layout = Fixtures.layout("aaa bbb ccc", font: font, style: style, width: 60)
        #expect(layout.nsRanges.map(\.location) == [0, 4, 8])
        #expect(layout.lines.map { Double($0.rect.minX) } == [20, 10, 10])
        #expect(layout.lines.map { Double($0.availableWidth) } == [40, 50, 50])
        // Used width = max(head indent + line width) = 20 + 3a.
        #expect(approx(layout.size.width, 20 + 3 * a))
    }

    @Test func tailIndents() {
        // tailIndent ≤ 0 is an inset from the trailing edge: available 60 − 10 = 50.
        let inset = ParagraphStyle(tailIndent: -10, alignment: .right)
        #expect(x("abc", inset, width: 60) == [50 - 3 * a])
        // tailIndent > 0 is measured from the leading edge: available = 45 − 5 = 40, right edge at 45.
        let fromLeading = ParagraphStyle(firstLineHeadIndent: 5, headIndent: 5, tailIndent: 45, alignment: .right)
        #expect(x("abc", fromLeading, width: 300) == [45 - 3 * a])
        // And it decides wrapping: "aaa bbb" (67.4) does not fit in 40.
        #expect(Fixtures.layout("aaa bbb", font: font, style: fromLeading, width: 300).lines.count == 2)
    }

    @Test func justifiedSpreadsSlackOverSpacesButNotOnTheLastLine() {
        // "aa bb" (5a = 48.1640625) on a 70 pt line: the one space takes the 21.8359375 of slack.
        let layout = Fixtures.layout("aa bb cc dd", font: font, style: ParagraphStyle(alignment: .justified), width: 70)
        #expect(layout.nsRanges.map(\.location) == [0, 6])
        let first = layout.lines[0].glyphRuns[0].positions.map { Double($0.x) }
        #expect(first == [0, a, 2 * a, 3 * a + (70 - 5 * a), 4 * a + (70 - 5 * a)])
        #expect(approx(layout.lines[0].rect.width, 70))
        // The last line of the paragraph keeps its natural width.
        #expect(approx(layout.lines[1].rect.width, 5 * a))
        #expect(layout.lines[1].glyphRuns[0].positions.map { Double($0.x) } == [0, a, 2 * a, 3 * a, 4 * a])
    }

    @Test func justifiedChineseSpreadsBetweenClusters() {
        // 17 ideographs = 289 on a 300 pt line: 11 pt over 16 gaps = 0.6875 each.
        let layout = Fixtures.layout(Fixtures.sample, font: Fixtures.notoTC(), style: ParagraphStyle(alignment: .justified), width: 300)
        let xs = layout.lines[0].glyphRuns.flatMap(\.positions).map { Double($0.x) }
        #expect(xs.count == 17)
        #expect(xs.enumerated().allSatisfy { approx($1, Double($0) * 17.6875) })
        #expect(approx(layout.lines[0].rect.width, 300))
        #expect(approx(layout.lines[2].rect.width, 7 * 17))
    }

    @Test func letterSpacingKeepsCenteredTextCentered() {
        // Width 3a + 2 × 2: no spacing after the last cluster, so the text stays centred.
        #expect(x("abc", ParagraphStyle(alignment: .center), letterSpacing: 2) == [(100 - (3 * a + 4)) / 2])
    }

    @Test func verticalPlacementInATallerBox() {
        #expect(VerticalAlignment.center.originY(contentHeight: 40, boxHeight: 100) == 30)
        #expect(VerticalAlignment.top.originY(contentHeight: 40, boxHeight: 100) == 0)
        #expect(VerticalAlignment.bottom.originY(contentHeight: 40, boxHeight: 100) == 60)
        #expect(VerticalAlignment.center.originY(contentHeight: 140, boxHeight: 100) == 0)
        let label = Label()
        #expect(label.verticalAlignment == .center)
        #expect(label.textOriginY(textHeight: 20, boxHeight: 50) == 15)
    }
}

@Suite struct TabStopTests {
    let font = Fixtures.mono()
    let a = Fixtures.monoAdvance

    @Test func tabsAdvanceToTheNextStopFromTheLineStart() {
        // Stops every 28 pt: "a" ends at 9.63 → the tab goes to 28; "bcd" ends at 56.9 → 84.
        let layout = Fixtures.layout("a\tbcd\te", font: font, width: 1000)
        let runs = layout.lines[0].glyphRuns
        let xs = runs.flatMap(\.positions).map { Double($0.x) }
        #expect(xs == [0, a, 28, 28 + a, 28 + 2 * a, 28 + 3 * a, 84])
        #expect(approx(layout.lines[0].rect.width, 84 + a))
        // A tab is drawn as the font's space (nothing), never a .notdef box; its painted
        // advance is the jump to the stop, so the advances add up to the line's width.
        let space = Fixtures.mono().face.harfBuzz.nominalGlyph(for: 0x20)
        let glyphs = runs.flatMap(\.glyphs)
        #expect(glyphs[1] == space && glyphs[5] == space)
        let advances = runs.flatMap(\.advances).map(Double.init)
        #expect(approx(advances[1], 28 - a) && approx(advances[5], 84 - (28 + 3 * a)))
        #expect(approx(advances.reduce(0, +), 84 + a))
        #expect(runs.flatMap(\.clusters) == [0, 1, 2, 3, 4, 5, 6])
    }

    @Test func theTabIntervalComesFromTheParagraphStyle() {
        var style = ParagraphStyle(alignment: .right)
        style.defaultTabInterval = 50
        let layout = Fixtures.layout("a\tb", font: font, style: style, width: 200)
        #expect(approx(layout.lines[0].rect.width, 50 + a))
        #expect(approx(layout.lines[0].rect.minX, 200 - (50 + a)))
        style.defaultTabInterval = .nan
        #expect(approx(Fixtures.layout("a\tb", font: font, style: style, width: 200).lines[0].rect.width, 28 + a))
    }

    @Test func tabsTakePartInLineBreaking() {
        // "aa\tbb" is 28 + 2a = 47.3 wide: it fits 50, not 45; the tab hangs at a break.
        #expect(Fixtures.layout("aa\tbb", font: font, width: 50).lines.count == 1)
        let wrapped = Fixtures.layout("aa\tbb", font: font, width: 45)
        #expect(wrapped.nsRanges == [NSRange(location: 0, length: 2), NSRange(location: 3, length: 2)])
    }
}

/// Custom tab stops (NSTextTab): located from the box's leading edge, aligning the text after
/// the tab (up to the next tab or the line's end) at the stop; DejaVu Sans Mono 16 pt, every
/// glyph a = 9.6328125 pt wide.
@Suite struct CustomTabStopTests {
    let font = Fixtures.mono()
    let a = Fixtures.monoAdvance

    func style(_ stops: [TextTab], head: Double = 0) -> ParagraphStyle {
        var style = ParagraphStyle(firstLineHeadIndent: head, headIndent: head)
        style.tabStops = stops
        return style
    }

    /// The x of each glyph and the line's width.
    func layout(_ text: String, _ style: ParagraphStyle) -> (xs: [Double], width: Double) {
        let line = Fixtures.layout(text, font: font, style: style, width: 1000).lines[0]
        return (line.glyphRuns.flatMap(\.positions).map { Double($0.x) }, Double(line.rect.width))
    }

    @Test func leftStopPutsTheTextsStartThere() {
        let (xs, width) = layout("a\tb", style([TextTab(.left, location: 50)]))
        #expect(xs == [0, a, 50])
        #expect(approx(width, 50 + a))
    }

    @Test func rightStopPutsTheTextsEndThere() {
        let (xs, width) = layout("a\tbcd", style([TextTab(.right, location: 120)]))
        #expect(approx(xs[2], 120 - 3 * a) && approx(xs[4], 120 - a))
        #expect(approx(width, 120))
    }

    @Test func centreStopCentresTheText() {
        let (xs, width) = layout("a\tbcd", style([TextTab(.center, location: 200)]))
        #expect(approx(xs[2], 200 - 1.5 * a))
        #expect(approx(width, 200 + 1.5 * a))
    }

    @Test func decimalStopPutsThePointThere() {
        // "12.5": the "." stands at 100, so "12" starts two advances before it.
        let (xs, width) = layout("a\t12.5", style([TextTab(.decimal, location: 100)]))
        #expect(approx(xs[2], 100 - 2 * a) && approx(xs[4], 100))
        #expect(approx(width, 100 + 2 * a))
        // No point: aligned like a right stop.
        let (noPoint, _) = layout("a\t125", style([TextTab(.decimal, location: 100)]))
        #expect(approx(noPoint[2], 100 - 3 * a))
    }

    @Test func afterTheLastStopTheDefaultGridFollows() {
        // The second tab is past the only stop (50): next multiple of 28 after 50 + a is 84.
        let (xs, _) = layout("a\tb\tc", style([TextTab(.left, location: 50)]))
        #expect(xs == [0, a, 50, 50 + a, 84])
    }

    @Test func stopsAreFromTheBoxEdgeNotTheIndent() {
        let (xs, _) = layout("a\tb", style([TextTab(.left, location: 50)], head: 20))
        #expect(approx(xs[0], 20) && approx(xs[2], 50))
    }

    @Test func textWiderThanTheRoomBeforeARightStopIsNotPulledBack() {
        let (xs, _) = layout("a\tbcdefgh", style([TextTab(.right, location: 30)]))
        #expect(approx(xs[2], a))
    }

    @Test func lineFillingMeasuresTabsLikePainting() {
        // Width 120 fits "a<tab>bcd" right-aligned at 120 exactly; the measured and painted
        // widths agree, so the line is not broken.
        let layout = Fixtures.layout("a\tbcd", font: font, style: style([TextTab(.right, location: 120)]), width: 120)
        #expect(layout.lines.count == 1)
        #expect(approx(layout.lines[0].rect.width, 120))
    }
}
