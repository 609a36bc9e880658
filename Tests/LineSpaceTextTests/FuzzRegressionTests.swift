// Inputs the fuzzer found (Fuzz/LayoutFuzzer.swift), each pinned with its expected outcome.
import Foundation
import Testing
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
        #expect(ParagraphStyle(lineSpacing: 1e300).resolvedLineSpacing == ParagraphStyle.maximumLength)
    }
}
