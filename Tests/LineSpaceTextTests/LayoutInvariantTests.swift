// One source of geometry, over random text: every line's width is the sum of the advances it
// paints, every glyph belongs to the text its line shows, and no line starts at a negative x.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct LayoutInvariantTests {
    static let fonts = [Fixtures.notoSC(), Fixtures.dejaVu(), Fixtures.mono()]

    /// Random text, attribute runs and paragraph style, reproducible from `seed`.
    static func randomLayout(seed: UInt64) -> (text: StyledText, layout: TextLayout) {
        var generator = SeededGenerator(seed: seed)
        let string = RandomText.make(&generator)
        let utf16 = Array(string.utf16)
        var style = ParagraphStyle(
            lineSpacing: 2, headIndent: [0, 12].randomElement(using: &generator)!,
            alignment: ParagraphAlignment.allCases.randomElement(using: &generator)!,
            lineBreakMode: LineBreakMode.allCases.randomElement(using: &generator)!)
        style.firstLineHeadIndent = [0, 20].randomElement(using: &generator)!
        style.tailIndent = [0, -8].randomElement(using: &generator)!
        style.baseWritingDirection = WritingDirection.allCases.randomElement(using: &generator)!
        // Up to three attribute runs with different fonts and letter spacings.
        var runs: [StyledText.Run] = []
        var cuts = (0..<Int.random(in: 0...2, using: &generator)).map { _ in Int.random(in: 0...utf16.count, using: &generator) }
        cuts = ([0] + cuts.sorted() + [utf16.count])
        for (lower, upper) in zip(cuts, cuts.dropFirst()) where upper > lower || runs.isEmpty && upper == utf16.count {
            let attributes = TextAttributes(
                font: fonts.randomElement(using: &generator)!, letterSpacing: [0, 0, 1.5, -0.5].randomElement(using: &generator)!)
            runs.append(StyledText.Run(range: lower..<upper, attributes: attributes, paragraphStyle: style))
        }
        let text = try! StyledText(utf16: utf16, runs: runs)
        let options = LayoutOptions(
            width: Double.random(in: 0...320, using: &generator), numberOfLines: Int.random(in: 0...3, using: &generator))
        return (text, TextLayout(text: text, options: options))
    }

    @Test(arguments: Array(UInt64(1)...150))
    func everyLinePaintsExactlyItsReportedWidth(seed: UInt64) {
        let (text, layout) = Self.randomLayout(seed: seed)
        for line in layout.lines {
            let painted = line.glyphRuns.flatMap(\.advances).reduce(0) { $0 + Double($1) }
            #expect(abs(painted - Double(line.rect.width)) <= 1e-6 * max(1, painted),
                    "seed \(seed): line \(line.range) reports \(line.rect.width), paints \(painted)")
            #expect(line.rect.minX >= 0, "seed \(seed): line \(line.range) at x \(line.rect.minX)")
            // Glyphs are laid left to right from the line's left edge: the first pen is minX.
            if let first = line.glyphRuns.first(where: { !$0.glyphs.isEmpty }) {
                #expect(abs(Double(first.positions[0].x) - Double(line.rect.minX)) <= 40,
                        "seed \(seed): first glyph far from the line's left edge")
            }
            for run in line.glyphRuns where !run.isEllipsis {
                #expect(run.clusters.count == run.glyphs.count)
                for cluster in run.clusters {
                    let inside = line.ranges.contains { cluster >= $0.location && cluster < $0.location + $0.length }
                    #expect(inside, "seed \(seed): glyph of \(cluster) outside line \(line.ranges) of \(text.utf16.count)")
                }
            }
        }
    }

    @Test(arguments: Array(UInt64(1)...60))
    func glyphsAppearOnceAcrossLines(seed: UInt64) {
        // Without truncation every shown unit's glyphs are on exactly one line.
        var generator = SeededGenerator(seed: seed)
        let string = RandomText.make(&generator)
        var style = ParagraphStyle()
        style.baseWritingDirection = WritingDirection.allCases.randomElement(using: &generator)!
        let layout = Fixtures.layout(string, font: Fixtures.dejaVu(), style: style, width: Double.random(in: 0...300, using: &generator))
        var seen = Set<Int>()
        for line in layout.lines {
            let clusters = Set(line.glyphRuns.flatMap(\.clusters))
            #expect(seen.isDisjoint(with: clusters), "seed \(seed): a cluster is drawn on two lines")
            seen.formUnion(clusters)
        }
    }
}
