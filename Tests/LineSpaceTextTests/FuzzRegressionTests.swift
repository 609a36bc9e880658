// Inputs the fuzzer found (Fuzz/LayoutFuzzer.swift), each pinned with its expected outcome.
import Foundation
import Testing
import LineSpace
@testable import LineSpaceText

@Suite struct FuzzRegressionTests {
    let font = Fixtures.mono()
    let a = Fixtures.monoAdvance

    @Test func infiniteWidthWithANegativeTailIndentKeepsLinesInsideTheirWidth() {
        let style = ParagraphStyle(tailIndent: -100, alignment: .right)
        let layout = Fixtures.layout("abc", font: font, style: style)
        let line = layout.lines[0]
        // The container is the widest line plus its trailing inset: 3a + 100; available 3a.
        #expect(approx(line.availableWidth, 3 * a, 1e-9))
        #expect(approx(line.rect.minX, 0, 1e-9))
        #expect(approx(layout.size.width, 3 * a, 1e-9))
    }

    @Test func negativeLetterSpacingNeverMovesThePenBackwards() {
        // k = −72.5 would make every cluster negative: it is clamped to −advance per cluster.
        let layout = Fixtures.layout("abc def", font: font, width: 50, letterSpacing: -72.5)
        #expect(layout.lines.count == 1)
        let line = layout.lines[0]
        #expect(line.rect.width >= 0)
        // a − a (clamped) after a, b, c, space, d, e; then f: the line is one advance wide.
        #expect(approx(line.rect.width, a, 1e-9))
        let xs = line.glyphRuns.flatMap(\.positions).map(\.x)
        #expect(xs == xs.sorted())
    }

    @Test func aClusterStartingWithAPrependCharacterIsKeptWhole() {
        // U+0605 (Prepend) + space is one grapheme cluster; at width 0 the first line takes it
        // whole instead of swallowing the paragraph.
        let string = "\u{605} x y"
        let layout = Fixtures.layout(string, font: Fixtures.dejaVu(), width: 0)
        #expect(layout.lines.count == 3)
        #expect(layout.lines.allSatisfy { $0.range.length <= 2 })
    }

    @Test func hugeIndentsAndWidthsAreClampedToAMillionPoints() {
        let style = ParagraphStyle(firstLineHeadIndent: 1e12, headIndent: 1e12)
        let layout = Fixtures.layout("abc", font: font, style: style, width: 1e15)
        #expect(layout.lines[0].rect.minX == 1_000_000)
        #expect(layout.lines[0].availableWidth == 0)
        #expect(ParagraphStyle(lineSpacing: 1e300).resolvedLineSpacing == Double(ParagraphStyle.maximumLength))
    }
}

/// Found by the fuzzer after bidi, tab stops and attribute runs joined it.
@Suite struct FuzzRegressionTests2 {
    let font = Fixtures.mono()
    let a = Fixtures.monoAdvance

    @Test func aMiddleTruncationSuffixNeverStartsInsideACluster() {
        // A space followed by a joiner is one grapheme cluster: skipping the space after the
        // ellipsis must skip the joiner too, so the suffix starts on a cluster boundary.
        let string = "aaaa bbbb cccc dddd \u{200D}eeee"
        let layout = Fixtures.layout(string, font: font, style: ParagraphStyle(lineBreakMode: .byTruncatingMiddle), width: 12 * a, lines: 1)
        let line = layout.lines[0]
        let boundaries = Set([0] + TextSegmentation.graphemeClusterBoundaries(Array(string.utf16)))
        #expect(line.ranges.allSatisfy { boundaries.contains($0.location) && boundaries.contains($0.location + $0.length) })
        let painted = line.glyphRuns.flatMap(\.advances).reduce(0) { $0 + Double($1) }
        #expect(approx(painted, Double(line.rect.width), 1e-9) && line.rect.width <= 12 * a + 1e-9)
    }

    @Test func letterSpacingBetweenRunsOfDifferentSpacingsIsPaintedAsMeasured() {
        // Two attribute runs, the second letter-spaced by 1e6 (the clamp): the gap after each
        // cluster is that cluster's, the line's last cluster has none, in either direction.
        for (string, direction) in [("abשל", WritingDirection.leftToRight), ("שלab", .rightToLeft), ("abcd", .natural)] {
            var style = ParagraphStyle()
            style.baseWritingDirection = direction
            let utf16 = Array(string.utf16)
            let text = try! StyledText(utf16: utf16, runs: [
                .init(range: 0..<2, attributes: TextAttributes(font: Fixtures.dejaVu(), letterSpacing: 3), paragraphStyle: style),
                .init(range: 2..<4, attributes: TextAttributes(font: Fixtures.dejaVu(), letterSpacing: 1e6), paragraphStyle: style),
            ])
            let layout = TextLayout(text: text, options: LayoutOptions())
            let line = layout.lines[0]
            let glyphs = line.glyphRuns.flatMap(\.advances).reduce(0) { $0 + Double($1) }
            let advances = TextLayout(
                text: try! StyledText(utf16: utf16, runs: [.init(range: 0..<4, attributes: TextAttributes(font: Fixtures.dejaVu()), paragraphStyle: style)]),
                options: LayoutOptions()).lines[0].rect.width
            // 3 after the first two clusters, 1e6 after the third, none after the last.
            #expect(approx(glyphs, Double(advances) + 3 + 3 + 1e6, 1e-6), "\(string)")
            #expect(approx(Double(line.rect.width), glyphs, 1e-6))
            #expect(line.rect.minX == 0)
        }
    }

    @Test func aSkippedTabNarrowerThanNothingGivesItsRoomBackToThePrefix() {
        // Letter spacing −4 after each cluster and a tab (joined to a ZWJ, so it is not trailing
        // white space) whose stop is less than 1 pt away: "…" + "⇥" is narrower than "…" alone.
        // The middle truncation's suffix once lent the prefix room that skipping the tab (it
        // would hang after the ellipsis) took back: the line overflowed. The letter before the
        // tab is spaced by 1e6, so the suffix stops at the tab.
        var style = ParagraphStyle(lineBreakMode: .byTruncatingMiddle)
        style.defaultTabInterval = 1
        let utf16 = Array("abcdefghijklmn\t\u{200D}".utf16)
        let text = try! StyledText(utf16: utf16, runs: [
            .init(range: 0..<13, attributes: TextAttributes(font: font, letterSpacing: -4), paragraphStyle: style),
            .init(range: 13..<14, attributes: TextAttributes(font: font, letterSpacing: 1e6), paragraphStyle: style),
            .init(range: 14..<16, attributes: TextAttributes(font: font, letterSpacing: -4), paragraphStyle: style),
        ])
        let width = 6 * a
        let line = TextLayout(text: text, options: LayoutOptions(width: width, numberOfLines: 1)).lines[0]
        // Each cluster of the prefix paints a − 4, "…" a (one glyph of the mono font, last on
        // the line): n(a − 4) + a ≤ 6a holds up to n = 8 (a = 9.63 pt at 16 pt). With the
        // suffix's −4 + t (t < 1) still counted, n = 9 seemed to fit.
        let n = Int((5 * a / (a - 4)).rounded(.down))
        #expect(n == 8)
        #expect(line.ranges == [NSRange(location: 0, length: n)])
        #expect(line.hasEllipsis)
        let painted = line.glyphRuns.flatMap(\.advances).reduce(0) { $0 + Double($1) }
        #expect(approx(painted, Double(n) * (a - 4) + a, 1e-9))
        #expect(approx(Double(line.rect.width), painted, 1e-9) && line.rect.width <= width + 1e-9)
    }

    @Test func aReshapedLineEdgeNeverPaintsLessThanNothing() throws {
        // Letter spacing −74.7 pt (more than any advance here) is clamped per unit against the
        // paragraph's shaping; under a left-to-right override the Arabic letters cut at a line
        // edge take other forms, which advance less: the line painted −12.8 pt and reported 0.
        let string = "\u{202D}" + String(repeating: "\u{628}", count: 5)
        let units = Array(string.utf16)
        let font = try Font(family: "Noto Sans CJK SC", size: 31.845578698405433)
        let text = try StyledText(utf16: units, runs: [
            .init(range: 0..<units.count, attributes: TextAttributes(font: font, letterSpacing: -74.6875), paragraphStyle: ParagraphStyle())])
        for width in [0.0, 20, 40, 80] {
            let layout = TextLayout(text: text, options: LayoutOptions(width: width))
            for line in layout.lines {
                let painted = line.glyphRuns.flatMap(\.advances).reduce(0) { $0 + Double($1) }
                #expect(painted >= 0, "width \(width), line \(line.ranges)")
                #expect(approx(painted, Double(line.rect.width), 1e-9), "width \(width), line \(line.ranges)")
            }
        }
    }

    @Test func aPrefixEndingInAPrependClusterPaysItsLetterSpacingBeforeTheEllipsis() {
        // U+0605 (Prepend) and the space after it are one grapheme (UAX #29 GB9b); a truncated
        // prefix ending there drops the space as trailing white space, so it ends inside the
        // unit. The unit's letter spacing still comes before the ellipsis, and measuring had
        // left it out: "x\u{605}…" seemed to fit and painted k wider than the line (CI's fuzz
        // run, 2026-12-01: 1,020,000 pt on a 1,000,000 pt line).
        let k = 100.0
        let string = "x\u{605} yyyyyyyy"
        let plain = Fixtures.layout("x\u{605}", font: font).lines[0].rect.width
        let ellipsis = Fixtures.layout("\u{2026}", font: font).lines[0].rect.width
        // x and U+0605 (the mono font's glyph or a fallback's) are narrower than k/2, so the
        // width holds "x" k "…" and would hold "x" k "\u{605}" "…" without the second k.
        #expect(Double(plain) - a < k / 2)
        let width = a + 1.5 * k + Double(ellipsis)
        for mode in [LineBreakMode.byTruncatingTail, .byTruncatingMiddle] {
            let layout = Fixtures.layout(string, font: font, style: ParagraphStyle(lineBreakMode: mode), width: width, lines: 1, letterSpacing: k)
            let line = layout.lines[0]
            #expect(line.ranges == [NSRange(location: 0, length: 1)], "\(mode)")
            #expect(line.hasEllipsis && layout.isTruncated)
            let painted = line.glyphRuns.flatMap(\.advances).reduce(0) { $0 + Double($1) }
            #expect(approx(painted, a + k + Double(ellipsis), 1e-9), "\(mode)")
            #expect(approx(Double(line.rect.width), painted, 1e-9) && line.rect.width <= width + 1e-9, "\(mode)")
        }
    }

    @Test func aPenOnADefaultTabStopWithinRoundingGoesToTheNextOne() {
        // Line filling sums a line by prefix sums, assembly glyph by glyph: a pen that lands on
        // a default stop may come out 1e-13 below it one way and on it the other, and the tab
        // moved 0 or a whole interval. Within the comparison tolerance the stop counts as passed.
        var style = ParagraphStyle()
        style.defaultTabInterval = 27.529411764705884
        let text = StyledText("a\tb", attributes: TextAttributes(font: font), paragraphStyle: style)
        let paragraph = MeasuredParagraph(
            text: text, range: 0..<3, style: style, language: nil, shapingLanguage: ShapingLanguage.canonical(nil), buffer: HarfBuzzBuffer(), shapingCache: nil)
        let interval = Double(style.defaultTabInterval)
        #expect(paragraph.tabStops.defaultStop(after: 5 * interval) == 6 * interval)
        #expect(paragraph.tabStops.defaultStop(after: 5 * interval - 1e-12) == 6 * interval)
        #expect(paragraph.tabStops.defaultStop(after: 5 * interval + 1e-12) == 6 * interval)
        #expect(paragraph.tabStops.defaultStop(after: 5 * interval - 0.01) == 5 * interval)
    }

    @Test func aHeadEllipsisBeforeTabsOnAStopPaintsWhatWasMeasured() throws {
        // The fuzzer's input (Fuzz/corpus/regression-bf2fb92296b23636): head truncation measured
        // "…瑵瑵ﾞ⇥⇥瑮fi" 196.95 pt wide, which fit 221.18, and painted it 224.48: the second tab
        // started on the default stop at 137.647 (5 × 27.53), summed just below it by prefix
        // sums (advancing nothing) and on it by assembly (advancing an interval).
        let units: [UInt16] = Array(repeating: 0x7575, count: 28) + [0xFF9E, 0x09, 0x09, 0x746E, 0x66, 0x69, 0x20, 0x0A]
        var style = ParagraphStyle()
        style.firstLineHeadIndent = 45.88235294117647
        style.headIndent = 45.88235294117647
        style.tailIndent = -8.235294117647058
        style.alignment = .right
        style.lineBreakMode = .byTruncatingHead
        style.defaultTabInterval = 27.529411764705884
        style.tabStops = [TextTab(.right, location: 183.52941176470588)]
        let attributes = TextAttributes(font: try Font(family: "Noto Sans CJK SC", size: 31.845578698405433), letterSpacing: 4.1764705882352935)
        let text = try StyledText(utf16: units, runs: [.init(range: 0..<units.count, attributes: attributes, paragraphStyle: style)])
        let layout = TextLayout(text: text, options: LayoutOptions(width: 275.29411764705884, numberOfLines: 5))
        #expect(layout.lines.count == 5)
        for line in layout.lines {
            let painted = line.glyphRuns.flatMap(\.advances).reduce(0) { $0 + Double($1) }
            #expect(abs(painted - Double(line.rect.width)) <= 1e-9)
            #expect(Double(line.rect.width) <= Double(line.availableWidth) + ClusterTable.tolerance, "\(line.ranges)")
        }
        // From 26 the line no longer fits (two tabs, 瑮 and "fi" after the ellipsis): it shows
        // "…瑮fi", the longest suffix that does.
        let last = try #require(layout.lines.last)
        #expect(last.hasEllipsis && last.ranges == [NSRange(location: 31, length: 3)])
        // Measuring and painting agree from every start, tabs on the stop included.
        let paragraph = MeasuredParagraph(
            text: text, range: 0..<units.count - 1, style: style, language: nil, shapingLanguage: ShapingLanguage.canonical(nil), buffer: HarfBuzzBuffer(), shapingCache: nil)
        for from in 25...31 {
            let pen = 36.02204928664072
            #expect(abs(paragraph.exactWidth(from: from, to: 34, pen: pen, lineStart: 24)
                - GlyphWalk.width(of: from..<34, in: paragraph, pen: pen, head: style.headIndent)) <= 1e-9, "from \(from)")
        }
    }
}
