// Truncation and justification invariants over random inputs (docs/semantics.md §5–6).
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct TruncationPropertyTests {
    static let seeds: [UInt64] = Array(100...179)

    struct Case {
        var text: String
        var utf16: [UInt16]
        var mode: LineBreakMode
        var lines: Int
        var layout: TextLayout
    }

    static func make(_ seed: UInt64, alignment: ParagraphAlignment = .natural) -> Case {
        var generator = SeededGenerator(seed: seed)
        let text = RandomText.make(&generator, maxPieces: 60)
        let mode = LineBreakMode.allCases.randomElement(using: &generator)!
        let lines = Int.random(in: 1...4, using: &generator)
        let width = Double.random(in: 10...260, using: &generator)
        let letterSpacing = [0.0, 0, 1].randomElement(using: &generator)!
        let layout = Fixtures.layout(
            text, font: LayoutPropertyTests.font, style: ParagraphStyle(alignment: alignment, lineBreakMode: mode),
            width: width, lines: lines, letterSpacing: letterSpacing)
        return Case(text: text, utf16: Array(text.utf16), mode: mode, lines: lines, layout: layout)
    }

    @Test(arguments: seeds)
    func neverMoreLinesThanAllowedNorWiderThanAvailable(seed: UInt64) {
        let c = Self.make(seed)
        #expect(c.layout.lines.count <= c.lines, "seed \(seed)")
        for line in c.layout.lines where line.rect.width > line.availableWidth + 1e-6 {
            let clusters = line.ranges.reduce(0) { $0 + LayoutPropertyTests.clusterCount(c.utf16, $1) }
            #expect(clusters + (line.hasEllipsis ? 1 : 0) == 1, "seed \(seed): \(line.ranges) \(line.rect.width) > \(line.availableWidth)")
        }
    }

    @Test(arguments: seeds)
    func anEllipsisAppearsIfAndOnlyIfTextIsHidden(seed: UInt64) {
        let c = Self.make(seed)
        let ellipses = c.layout.lines.filter(\.hasEllipsis).count
        if c.mode.truncates {
            #expect((ellipses == 1) == c.layout.isTruncated, "seed \(seed) \(c.mode)")
            #expect(ellipses <= 1)
            if ellipses == 1 { #expect(c.layout.lines.last!.hasEllipsis) }
        } else {
            #expect(ellipses == 0, "seed \(seed) \(c.mode)")
        }
        // Hidden text really is hidden: the shown units (plus skippable ones) are fewer than the text.
        let shown = c.layout.lines.flatMap(\.ranges).reduce(0) { $0 + $1.length }
        if !c.layout.isTruncated {
            let skippable = c.utf16.filter(LayoutPropertyTests.isSkippable).count
            #expect(shown + skippable >= c.utf16.count, "seed \(seed)")
        }
    }

    @Test(arguments: seeds)
    func tailTruncationShowsAPrefix(seed: UInt64) {
        var c = Self.make(seed)
        if c.mode != .byTruncatingTail {
            let options = LayoutOptions(width: Double(c.layout.width), numberOfLines: c.lines)
            c.layout = TextLayout(
                text: StyledText(c.text, attributes: TextAttributes(font: LayoutPropertyTests.font),
                                 paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail)),
                options: options)
        }
        var cursor = 0
        for range in c.layout.lines.flatMap(\.ranges) {
            #expect(range.location >= cursor, "seed \(seed)")
            for offset in cursor..<max(cursor, range.location) {
                #expect(LayoutPropertyTests.isSkippable(c.utf16[offset]), "seed \(seed): \(offset) skipped")
            }
            cursor = range.location + range.length
        }
    }

    @Test(arguments: seeds)
    func justifiedLinesEndAtTheAvailableWidth(seed: UInt64) {
        let c = Self.make(seed, alignment: .justified)
        for (i, line) in c.layout.lines.enumerated() {
            let isLast = i == c.layout.lines.count - 1
            let clusters = line.ranges.reduce(0) { $0 + LayoutPropertyTests.clusterCount(c.utf16, $1) }
            let end = line.range.location + line.range.length
            let endsAtHardBreak = (end..<c.utf16.count).first { !ClusterFlags.ofUnit(c.utf16[$0]).contains(.hangingSpace) }
                .map { ClusterFlags.ofUnit(c.utf16[$0]).contains(.hardBreak) || c.utf16[$0] == 0x2029 } ?? true
            let hasTab = line.ranges.contains { range in c.utf16[range.location..<(range.location + range.length)].contains(0x09) }
            guard !line.isLastInParagraph, !line.hasEllipsis, !isLast, !endsAtHardBreak, clusters > 1, !hasTab,
                  line.rect.width <= line.availableWidth + 1e-6 else { continue }
            #expect(approx(line.rect.maxX, Double(line.availableX + line.availableWidth), 1e-6), "seed \(seed) line \(i)")
            let last = line.glyphRuns.last { !$0.glyphs.isEmpty }
            if let last, let x = last.positions.last?.x, let advance = last.advances.last {
                #expect(abs(Double(x + advance) - Double(line.availableX + line.availableWidth)) < 0.5, "seed \(seed) line \(i)")
            }
        }
    }
}
