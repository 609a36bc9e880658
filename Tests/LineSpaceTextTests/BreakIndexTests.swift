// A plain paragraph's break index gives exactly the line filler's lines, from any start and at
// any width, and the line walk takes it for comment-like texts (docs/design.md, "Prepared texts").
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct BreakIndexTests {
    /// A random paragraph style among those the index serves and those it leaves to the filler.
    static func randomStyle(_ generator: inout SeededGenerator) -> ParagraphStyle {
        var style = ParagraphStyle()
        style.firstLineHeadIndent = [0, 0, 20].randomElement(using: &generator)!
        style.lineBreakMode = [.byWordWrapping, .byWordWrapping, .byCharWrapping].randomElement(using: &generator)!
        style.hyphenationFactor = [0, 0, 0, 1].randomElement(using: &generator)!
        style.punctuationTrimming = [.none, .none, .normal].randomElement(using: &generator)!
        style.lineBreakStrategy = [[], [], .pushOut].randomElement(using: &generator)!
        return style
    }

    /// Every line of every paragraph of 200 random texts (mixed scripts, ligatures, emoji, hard
    /// breaks, tabs; random fonts, styles and widths) from every line boundary, by the index
    /// (with the cursor unknown, and carried from the line before) and by the filler: equal
    /// wherever the index answers. It must answer most lines of plain paragraphs, and exactly
    /// the plain paragraphs get an index.
    @Test func theIndexGivesTheFillersLines() {
        var answered = 0, indexed = 0, notIndexed = 0
        for seed in UInt64(1)...200 {
            var generator = SeededGenerator(seed: seed)
            let string = RandomText.make(&generator, maxPieces: 60)
            let font = [Fixtures.notoTC(), Fixtures.dejaVu(), Fixtures.mono(), Fixtures.notoSC()].randomElement(using: &generator)!
            let spacing = Int.random(in: 0..<6, using: &generator) == 0 ? 1.5 : 0
            let style = Self.randomStyle(&generator)
            let text = StyledText(string, attributes: TextAttributes(font: font, letterSpacing: spacing), paragraphStyle: style)
            let widths = [0, 1, Double.random(in: 10...400, using: &generator), Double.random(in: 10...80, using: &generator)]
            let language = ["zh-Hant", "ja", nil].randomElement(using: &generator)!
            _ = FittingEndsTests.forEachParagraph(of: text, language: language) { span, paragraph, _ in
                let table = paragraph.table
                let plain = table.widthsGrowWithEnd && !table.hasTabs && !table.isLetterSpaced && paragraph.punctuation == nil
                    && paragraph.hyphenationPoints.isEmpty && style.lineBreakMode == .byWordWrapping
                    && style.lineBreakStrategy.isEmpty && !(0..<table.count).contains { table[$0].contains(.softHyphen) }
                guard let index = BreakIndex(paragraph) else {
                    #expect(!plain, "seed \(seed), paragraph at \(span.range)")
                    notIndexed += 1
                    return
                }
                #expect(plain, "seed \(seed), paragraph at \(span.range)")
                indexed += 1
                let filler = LineFiller(paragraph: paragraph)
                for width in widths {
                    let note = "seed \(seed), paragraph at \(span.range), width \(width)"
                    for start in 0...paragraph.count where table.isLineBoundary(start) {
                        var cursor = -1
                        if let line = index.line(from: start, cursor: &cursor, available: width) {
                            #expect(line == filler.line(from: start, available: width), "\(note), from \(start)")
                            #expect(start == paragraph.count || cursor >= 0, "\(note), from \(start)")
                            answered += 1
                        }
                    }
                    // Line after line, the cursor carried (reset where the filler answers).
                    var offset = 0, cursor = -1
                    while offset < paragraph.count {
                        let expected = filler.line(from: offset, available: width)
                        if let line = index.line(from: offset, cursor: &cursor, available: width) {
                            #expect(line == expected, "\(note), walked from \(offset)")
                        } else {
                            cursor = -1
                        }
                        offset = expected.end
                    }
                }
            }
        }
        // Not vacuous: the index serves many paragraphs and answers most of their lines.
        #expect(indexed > 100 && notIndexed > 50)
        #expect(answered > 5_000)
    }

    /// A word wider than the line and an edge unsafe to break (Noto's "fi" ligature): the index
    /// leaves both to the filler.
    @Test func theIndexLeavesCutsAndUnsafeEdgesToTheFiller() throws {
        let text = StyledText("supercalifragilistic fine", attributes: TextAttributes(font: Fixtures.dejaVu()))
        let paragraph = MeasuredParagraph(
            text: text, range: 0..<text.utf16.count, style: .default, language: nil, shapingLanguage: ShapingLanguage.canonical(nil), buffer: HarfBuzzBuffer(), shapingCache: nil)
        let index = try #require(BreakIndex(paragraph))
        var cursor = -1
        #expect(index.line(from: 0, cursor: &cursor, available: 20) == nil)
        #expect(cursor == -1)
        let whole = try #require(index.line(from: 0, cursor: &cursor, available: 1_000))
        #expect(whole == LineFiller(paragraph: paragraph).line(from: 0, available: 1_000))
        #expect((whole.start, whole.contentEnd, whole.end) == (0, 25, 25))
        #expect(cursor == 2)
    }

    /// Comment-length texts in several scripts, as the resize bench lays them out: every
    /// paragraph gets an index, and the walk's statistics and ranges are a fresh layout's.
    @Test func commentsAreWalkedByTheIndex() {
        var generator = SeededGenerator(seed: 35)
        for round in 0..<40 {
            let string = RandomText.comment(&generator, newLines: round % 5 == 0)
            let style = ParagraphStyle(lineSpacing: Double(round % 3))
            let text = StyledText(string, attributes: TextAttributes(font: Fixtures.dejaVu(15)), paragraphStyle: style)
            let prepared = PreparedText(text)
            _ = prepared.layout(LayoutOptions(width: 100))
            let entries = prepared.paragraphs?.paragraphs ?? []
            #expect(!entries.isEmpty && entries.allSatisfy { $0.breakIndex != nil }, "round \(round)")
            for width in [0, 25, Double.random(in: 100...400, using: &generator)] {
                let options = LayoutOptions(width: width)
                let fresh = TextLayout(text: text, options: options)
                let note = "round \(round), width \(width)"
                #expect(prepared.walkedStatistics(options) == LineWalkTests.statistics(of: fresh), "\(note)")
                LineWalkTests.expectRanges(prepared.walkedLineRanges(options) ?? [], of: fresh, note)
            }
        }
    }
}
