import Testing
@testable import LineSpaceText

/// A line that ends at an edge HarfBuzz marks unsafe to break is reshaped only back to the last
/// edge that is safe to concatenate: the glyphs it shows are those of the run's whole part in
/// the line reshaped.
struct LineEdgeReshapingTests {
    static let texts = [
        "The office of Tokyo: AVATAR, Wave, Yoyo, fluffy waffles, efficient traffic.",
        "Typography To Vary WAWA, affluent offices, T.V. LTA yo.",
    ]

    /// Every cut inside a left-to-right run where the text is unsafe to break, as a line's end or
    /// its start: the line's items show the glyphs of the run's part reshaped whole.
    @Test(arguments: [Fixtures.notoSC(23.5), Fixtures.dejaVu(), Fixtures.notoSans()])
    func aCutLineShowsItsPartReshapedWhole(font: Font) {
        var splits = 0, cuts = 0
        for string in Self.texts {
            let text = StyledText(string, attributes: TextAttributes(font: font))
            // A cache of its own: HarfBuzz then reports the edges safe to concatenate.
            let paragraph = MeasuredParagraph(
                text: text, range: 0..<text.utf16.count, style: ParagraphStyle(), language: "en",
                shapingLanguage: ShapingLanguage.canonical("en"), buffer: HarfBuzzBuffer(),
                shapingCache: ShapingCache(byteLimit: 1 << 20))
            for run in paragraph.runs where !run.isRightToLeft {
                for cut in run.range.dropFirst() where paragraph.table.isUnsafeToBreak(at: cut) {
                    for (index, part) in [run.range.lowerBound..<cut, cut..<run.range.upperBound].enumerated() {
                        let items = LineItems.piece(part, in: paragraph)
                        if index == 0 {
                            cuts += 1
                            if items.count > 1 { splits += 1 }
                        } else {
                            // Cut at its start: reshaped whole.
                            #expect(items.count == 1 && !items[0].isParagraphSpan)
                        }
                        let shown = items.flatMap { item in item.glyphs.map { item.run.glyphs[$0] } }
                        let whole = paragraph.reshaped(part, of: run).glyphs
                        #expect(shown.map(\.id) == whole.map(\.id), "\(font.family) \(string) \(part)")
                        #expect(shown.map(\.advance) == whole.map(\.advance), "\(font.family) \(string) \(part)")
                        #expect(items.map(\.range.count).reduce(0, +) == part.count)
                    }
                }
            }
        }
        // The texts cut inside kerned pairs and ligatures; most line ends reshape only a part.
        #expect(cuts > 10)
        #expect(splits * 2 > cuts, "\(font.family): \(splits) of \(cuts) line ends reshaped a part only")
    }

    /// Shaped without the cache, HarfBuzz is not asked which edges are safe to concatenate:
    /// a cut run is reshaped whole.
    @Test func withoutTheCacheACutRunIsReshapedWhole() {
        let text = StyledText(Self.texts[0], attributes: TextAttributes(font: Fixtures.dejaVu()))
        let paragraph = MeasuredParagraph(
            text: text, range: 0..<text.utf16.count, style: ParagraphStyle(), language: "en",
            shapingLanguage: ShapingLanguage.canonical("en"), buffer: HarfBuzzBuffer(), shapingCache: nil)
        let run = paragraph.runs[0]
        let cut = try! #require(run.range.dropFirst().first { paragraph.table.isUnsafeToBreak(at: $0) })
        let items = LineItems.piece(run.range.lowerBound..<cut, in: paragraph)
        #expect(items.count == 1 && !items[0].isParagraphSpan)
    }
}
