// Invariants over random strings and widths (docs/semantics.md §3–4).
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct LayoutPropertyTests {
    static let font = Fixtures.notoSC()
    static let seeds: [UInt64] = Array(1...60)

    /// Units that may stand between lines: hanging white space and hard breaks.
    static func isSkippable(_ unit: UInt16) -> Bool {
        ClusterFlags.ofUnit(unit).contains(.hangingSpace) || ClusterFlags.ofUnit(unit).contains(.hardBreak) || unit == 0x2029
    }

    /// Whether every glyph of the line belongs to one HarfBuzz cluster (a ligature or a
    /// conjunct spanning several grapheme clusters, which a line never splits).
    static func isOneShapingCluster(_ line: TextLayout.Line) -> Bool {
        Set(line.glyphRuns.flatMap(\.clusters)).count == 1
    }

    static func clusterCount(_ utf16: [UInt16], _ range: NSRange) -> Int {
        String(decoding: utf16[range.location..<(range.location + range.length)], as: UTF16.self).count
    }

    @Test(arguments: seeds)
    func rangesCoverTheTextInOrder(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let text = RandomText.make(&generator)
        let width = Double.random(in: 0...400, using: &generator)
        let utf16 = Array(text.utf16)
        let layout = Fixtures.layout(text, font: Self.font, width: width)
        var cursor = 0
        for line in layout.lines {
            let start = line.range.location
            #expect(start >= cursor, "seed \(seed): line starts before the previous one ended")
            for offset in cursor..<max(cursor, start) {
                #expect(Self.isSkippable(utf16[offset]), "seed \(seed): unit \(offset) (\(utf16[offset])) lost between lines")
            }
            cursor = max(cursor, start + line.range.length)
        }
        for offset in cursor..<utf16.count {
            #expect(Self.isSkippable(utf16[offset]), "seed \(seed): unit \(offset) lost after the last line")
        }
        #expect(!layout.isTruncated)
    }

    @Test(arguments: seeds)
    func noLineIsWiderThanItsWidthUnlessItHoldsOneCluster(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let text = RandomText.make(&generator)
        let width = Double.random(in: 0...300, using: &generator)
        let letterSpacing = [0, 0, 1.5, -0.5].randomElement(using: &generator)!
        let utf16 = Array(text.utf16)
        let layout = Fixtures.layout(text, font: Self.font, width: width, letterSpacing: letterSpacing)
        for line in layout.lines where line.rect.width > line.availableWidth + 1e-6 {
            #expect(Self.clusterCount(utf16, line.range) == 1 || Self.isOneShapingCluster(line),
                    "seed \(seed): line \(line.range) \(text.debugDescription) is \(line.rect.width) wide in \(line.availableWidth)")
        }
    }

    @Test(arguments: seeds)
    func aWiderWidthNeverGivesMoreLines(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let text = RandomText.make(&generator)
        var widths = (0..<6).map { _ in Double.random(in: 0...500, using: &generator) }
        widths.sort()
        let counts = widths.map { Fixtures.layout(text, font: Self.font, width: $0).lines.count }
        #expect(counts == counts.sorted(by: >), "seed \(seed): widths \(widths) gave \(counts)")
    }

    @Test(arguments: seeds)
    func heightFollowsTheStackingRule(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let text = RandomText.make(&generator)
        let style = ParagraphStyle(
            lineSpacing: Double.random(in: 0...12, using: &generator),
            lineHeightMultiple: [0, 1.2].randomElement(using: &generator)!,
            paragraphSpacing: Double.random(in: 0...8, using: &generator),
            paragraphSpacingBefore: Double.random(in: 0...8, using: &generator))
        let layout = Fixtures.layout(text, font: Self.font, style: style, width: Double.random(in: 20...300, using: &generator))
        var expected = 0.0
        for (i, line) in layout.lines.enumerated() {
            if i > 0 {
                expected += style.lineSpacing
                if line.paragraphIndex != layout.lines[i - 1].paragraphIndex {
                    expected += style.paragraphSpacing + style.paragraphSpacingBefore
                }
            }
            #expect(approx(line.rect.minY, expected, 1e-6), "seed \(seed): line \(i) top")
            expected += Double(line.rect.height)
        }
        #expect(approx(layout.size.height, text.isEmpty ? 0 : expected, 1e-6), "seed \(seed)")
    }
}

@Suite struct MeasuringWithoutGlyphsTests {
    @Test(arguments: Array(UInt64(300)...UInt64(330)))
    func measuringGivesTheSameGeometryAsAFullLayout(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let text = StyledText(
            RandomText.make(&generator),
            attributes: TextAttributes(font: LayoutPropertyTests.font),
            paragraphStyle: ParagraphStyle(lineSpacing: 3, lineBreakMode: LineBreakMode.allCases.randomElement(using: &generator)!))
        var options = LayoutOptions(width: Double.random(in: 0...300, using: &generator), numberOfLines: Int.random(in: 0...3, using: &generator))
        let full = TextLayout(text: text, options: options)
        options.includesGlyphs = false
        let measured = TextLayout(text: text, options: options)
        #expect(measured.lines.map(\.ranges) == full.lines.map(\.ranges), "seed \(seed)")
        #expect(measured.lines.map(\.rect) == full.lines.map(\.rect), "seed \(seed)")
        #expect(measured.lines.map(\.baseline) == full.lines.map(\.baseline), "seed \(seed)")
        #expect(measured.size == full.size && measured.isTruncated == full.isTruncated)
        #expect(Set(measured.fonts) == Set(full.fonts), "seed \(seed)")
        #expect(measured.lines.allSatisfy { $0.glyphRuns.isEmpty })
    }
}
