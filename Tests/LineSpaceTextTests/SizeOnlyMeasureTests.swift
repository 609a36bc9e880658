// Measuring a size only (Label.sizeThatFits) gives exactly the size and truncation of the full
// layout: the same code sizes the lines, without building them.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct SizeOnlyMeasureTests {
    static let fonts = [Fixtures.notoSC(), Fixtures.dejaVu(), Fixtures.mono()]

    /// Random text in up to three attribute runs, with a random paragraph style (alignments
    /// justified and natural included, indents, directions, tabs, truncation) and width.
    static func randomCase(seed: UInt64) -> (text: StyledText, options: LayoutOptions) {
        var generator = SeededGenerator(seed: seed)
        let utf16 = Array(RandomText.make(&generator, maxPieces: 50).utf16)
        var style = ParagraphStyle(
            lineSpacing: Double.random(in: 0...8, using: &generator),
            firstLineHeadIndent: [0, 0, 12].randomElement(using: &generator)!,
            headIndent: [0, 0, 6].randomElement(using: &generator)!,
            tailIndent: [0, 0, -10, 150].randomElement(using: &generator)!,
            alignment: ParagraphAlignment.allCases.randomElement(using: &generator)!,
            lineBreakMode: LineBreakMode.allCases.randomElement(using: &generator)!)
        style.baseWritingDirection = WritingDirection.allCases.randomElement(using: &generator)!
        let runs = RandomText.runs(count: utf16.count, style: style, fonts: fonts, letterSpacings: [0, 0, 1.5, -0.5], using: &generator)
        let width = [Double.infinity, 0, Double.random(in: 20...400, using: &generator)].randomElement(using: &generator)!
        let options = LayoutOptions(
            width: width, height: [Double.infinity, 60].randomElement(using: &generator)!,
            numberOfLines: Int.random(in: 0...3, using: &generator), includesGlyphs: Bool.random(using: &generator))
        return (try! StyledText(utf16: utf16, runs: runs), options)
    }

    @Test(arguments: Array(UInt64(1)...150))
    func theSizeIsTheFullLayoutsToTheBit(seed: UInt64) {
        let (text, options) = Self.randomCase(seed: seed)
        let full = TextLayout(text: text, options: options)
        var sizeOnly = options
        sizeOnly.measuresSizeOnly = true
        let measured = TextLayout(text: text, options: sizeOnly)
        #expect(measured.size == full.size, "seed \(seed)")
        #expect(measured.isTruncated == full.isTruncated, "seed \(seed)")
        #expect(measured.lines.isEmpty)
    }

    @Test func aLabelsSizeThatFitsIsItsLayoutsSize() {
        let label = Label()
        label.font = Fixtures.notoSC()
        label.lineSpace = 6
        label.numberOfLines = 2
        label.textAlignment = .justified
        label.text = "如何讓你遇見我，在我最美麗的時刻。為這，我已在佛前求了五百年 — Debian GNU/Linux"
        for width in [80.0, 150, 320, 0] {
            let size = label.sizeThatFits(CGSize(width: width, height: 0))
            let layout = label.layout(width: width > 0 ? width : .infinity)
            #expect(size == layout.sizeThatFits(scale: 1), "width \(width)")
            #expect(size.height > 0)
        }
    }
}
