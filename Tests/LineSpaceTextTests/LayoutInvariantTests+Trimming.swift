// The painted-width invariant with CJK punctuation trimming on: trimmed marks, line-start
// restoring and line-end trimming change advances, and lines still report what they paint.
import Foundation
import Testing
@testable import LineSpaceText

extension LayoutInvariantTests {
    /// Random text rich in full-width marks, random styles and widths, trimming on, zh-Hans or ja.
    static func randomTrimmedLayout(seed: UInt64) -> TextLayout {
        var generator = SeededGenerator(seed: seed)
        let marks = ["「", "」", "『", "』", "（", "）", "“", "”", "《", "》", "，", "。", "、", "：", "；", "・", "！", "？"]
        var string = ""
        for _ in 0..<Int.random(in: 0...30, using: &generator) {
            string += Bool.random(using: &generator)
                ? marks.randomElement(using: &generator)!
                : RandomText.pieces.randomElement(using: &generator)!
        }
        var style = ParagraphStyle(
            lineSpacing: 2, headIndent: [0, 12].randomElement(using: &generator)!,
            alignment: ParagraphAlignment.allCases.randomElement(using: &generator)!,
            lineBreakMode: LineBreakMode.allCases.randomElement(using: &generator)!)
        style.baseWritingDirection = WritingDirection.allCases.randomElement(using: &generator)!
        style.punctuationTrimming = .normal
        let font = [Fixtures.notoSC(), Fixtures.notoTC(), Fixtures.dejaVu()].randomElement(using: &generator)!
        let letterSpacing = [0, 0, 1.5, -0.5].randomElement(using: &generator)!
        let text = StyledText(string, attributes: TextAttributes(font: font, letterSpacing: letterSpacing), paragraphStyle: style)
        let options = LayoutOptions(
            width: Double.random(in: 0...240, using: &generator), numberOfLines: Int.random(in: 0...3, using: &generator),
            locale: ["zh-Hans", "zh-Hant", "ja", nil].randomElement(using: &generator)!)
        return TextLayout(text: text, options: options)
    }

    @Test(arguments: Array(UInt64(1)...150))
    func everyLinePaintsExactlyItsReportedWidthWithPunctuationTrimming(seed: UInt64) {
        let layout = Self.randomTrimmedLayout(seed: seed)
        for line in layout.lines {
            let painted = line.glyphRuns.flatMap(\.advances).reduce(0) { $0 + Double($1) }
            #expect(abs(painted - Double(line.rect.width)) <= 1e-6 * max(1, painted),
                    "seed \(seed): line \(line.range) reports \(line.rect.width), paints \(painted)")
            #expect(line.rect.minX >= 0, "seed \(seed): line \(line.range) at x \(line.rect.minX)")
        }
    }
}
