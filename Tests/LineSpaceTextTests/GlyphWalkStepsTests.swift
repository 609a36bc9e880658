import Testing
@testable import LineSpaceText

/// The glyph walk taken step by step: the pens its steps give, and the result once they are all
/// taken, which is the walk's.
struct GlyphWalkStepsTests {
    /// `string` in `attributes` as one piece, walked as line filling measures it
    /// (`GlyphWalk.piece`): its items in logical order, tabs located at the pen.
    static func walk(_ string: String, _ attributes: TextAttributes) -> GlyphWalk {
        let text = StyledText(string, attributes: attributes)
        let paragraph = MeasuredParagraph(
            text: text, range: 0..<text.utf16.count, style: ParagraphStyle(), language: nil,
            shapingLanguage: ShapingLanguage.canonical(nil), buffer: HarfBuzzBuffer(), shapingCache: nil)
        return GlyphWalk.piece(0..<paragraph.count, in: paragraph, head: 0)
    }

    /// Monospaced letters 2 pt apart: each step's pen from the font's advance, the spacing a gap
    /// before every letter but the first, none after the last.
    @Test func letterSpacedStepsByHand() {
        let advance = Fixtures.monoAdvance
        var steps = Self.walk("abcd", TextAttributes(font: Fixtures.mono(), letterSpacing: 2)).steps()
        var taken: [GlyphWalk.Step] = []
        while let step = steps.next() { taken.append(step) }
        #expect(taken.map(\.x) == [0, advance + 2, 2 * (advance + 2), 3 * (advance + 2)])
        #expect(taken.map(\.gap) == [0, 2, 2, 2])
        #expect(taken.map(\.advance) == Array(repeating: advance, count: 4))
        #expect(taken.map(\.cluster) == [0, 1, 2, 3])
        #expect(steps.result.width == 4 * advance + 3 * 2)
        #expect(steps.result.trailing == 0)
    }

    /// A base with hundreds of marks is one unit (shaped in pieces, `FontRuns`): letter spacing
    /// opens one gap between two such units, at the second's first glyph, none between marks.
    @Test(arguments: ["a", "\u{5D0}"])
    func marksPiledOnABaseTakeOneGap(base: String) {
        let marks = String(repeating: "\u{301}", count: 300)
        let string = base + marks + base + marks
        let plain = Self.walk(string, TextAttributes(font: Fixtures.dejaVu())).walk()
        let walk = Self.walk(string, TextAttributes(font: Fixtures.dejaVu(), letterSpacing: 2))
        var steps = walk.steps()
        var gaps: [(cluster: Int, gap: Double)] = []
        while let step = steps.next() {
            if step.gap != 0 { gaps.append((step.cluster, step.gap)) }
        }
        #expect(gaps.map(\.cluster) == [301] && gaps.map(\.gap) == [2])
        // The plain walk's width is a prefix-sum difference, the spaced one's a glyph-by-glyph sum.
        #expect(abs(walk.walk().width - (plain.width + 2)) <= 1e-9)
    }

    /// Over texts with tabs, right-to-left runs, marks and letter spacing: each step's pen is the
    /// one before it plus its advance and the gap between; the pen after the last, plus the
    /// spacing after the rightmost cluster, is the width; and the result is the walk's, however
    /// often `next()` is asked after the last glyph.
    @Test(arguments: [0.0, 1.5, -0.75])
    func stepsAddUpToTheWalk(letterSpacing: Double) {
        let texts = [
            "Tab\tstops\tand עברית מימין, then ffi ligatures.",
            "مرحبا بالعالم\t123 and English",
            "e\u{301}\u{302} naïve 如何讓你遇見我，在我最美麗的時刻。",
            "",
        ]
        for string in texts {
            let walk = Self.walk(string, TextAttributes(font: Fixtures.dejaVu(), letterSpacing: letterSpacing))
            var steps = walk.steps()
            var pen = 0.0
            var count = 0
            while let step = steps.next() {
                #expect(abs(step.x - (pen + step.gap)) <= 1e-9, "\(string) glyph \(count)")
                pen = step.x + step.advance
                count += 1
            }
            #expect(count == walk.items.map(\.glyphs.count).reduce(0, +))
            let result = steps.result
            #expect(abs(max(0, pen + result.trailing) - result.width) <= 1e-9, "\(string)")
            #expect(steps.next() == nil)
            #expect(steps.result.width == result.width && steps.result.trailing == result.trailing)
            let whole = walk.walk()
            #expect(whole.width == result.width && whole.tabAdvances == result.tabAdvances, "\(string)")
        }
    }
}
