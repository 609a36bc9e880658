// Balanced and pretty wrapping (docs/semantics.md §4, "Wrap styles").
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct TextWrapTests {
    /// DejaVu Sans Mono 16: every character 9.6328125 pt; 11 fit 110 pt (105.96), 12 do not.
    let mono = Fixtures.mono()

    func style(_ wrap: TextWrap, strategy: LineBreakStrategy = []) -> ParagraphStyle {
        var style = ParagraphStyle()
        style.textWrap = wrap
        style.lineBreakStrategy = strategy
        return style
    }

    func ranges(_ pairs: [(Int, Int)]) -> [NSRange] { pairs.map { NSRange(location: $0.0, length: $0.1) } }

    @Test func balanceGivesTheLinesOfTheNarrowestWidthThatKeepsTheirNumber() {
        // Greedy at 11 characters: "aaa bbb ccc" / "ddd". Two lines of 7 are the narrowest two.
        let text = "aaa bbb ccc ddd"
        #expect(Fixtures.layout(text, font: mono, width: 110).nsRanges == ranges([(0, 11), (12, 3)]))
        let balanced = Fixtures.layout(text, font: mono, style: style(.balance), width: 110)
        #expect(balanced.nsRanges == ranges([(0, 7), (8, 7)]))
        #expect(balanced.lines.allSatisfy { approx($0.rect.width, 7 * Fixtures.monoAdvance) })
        // The box keeps its width: a centred line sits in the middle of 110 pt.
        var centred = style(.balance)
        centred.alignment = .center
        let layout = Fixtures.layout(text, font: mono, style: centred, width: 110)
        #expect(approx(layout.lines[0].rect.minX, (110 - 7 * Fixtures.monoAdvance) / 2))
    }

    @Test func balanceEvensTheLinesBelowTheWidest() {
        // 21 words "aa": greedy 4 a line (11 characters) and a lone last one. Six lines need
        // some of 4 words; the rest share 21 − 12 = 9 words, 3 a line: 4, 4, 4, 3, 3, 3.
        let text = Array(repeating: "aa", count: 21).joined(separator: " ")
        #expect(Fixtures.layout(text, font: mono, width: 110).starts == [0, 12, 24, 36, 48, 60])
        let balanced = Fixtures.layout(text, font: mono, style: style(.balance), width: 110)
        #expect(balanced.nsRanges == ranges([(0, 11), (12, 11), (24, 11), (36, 8), (45, 8), (54, 8)]))
        // The widest line is as narrow as the number of lines allows: 4 words are needed.
        #expect(approx(balanced.lines.map(\.rect.width).max()!, 11 * Fixtures.monoAdvance))
    }

    @Test func balanceNeverCutsAWordGreedyKeepsWhole() {
        // Greedy: "aaaaaaaaaa" / "bb". Narrower, the long word would be cut between letters
        // and still give two lines: balance keeps greedy's lines.
        let text = "aaaaaaaaaa bb"
        let balanced = Fixtures.layout(text, font: mono, style: style(.balance), width: 110)
        #expect(balanced.nsRanges == ranges([(0, 10), (11, 2)]))
    }

    @Test func balanceOnNotoSansWorkedFromItsAdvances() throws {
        // Noto Sans 16 at 200 pt. Phrase widths as the engine measures them (one line each).
        let font = Fixtures.notoSans(16)
        func width(_ phrase: String) -> Double { Double(Fixtures.layout(phrase, font: font).lines[0].rect.width) }
        let text = "The quick brown fox jumps over the lazy dog and runs away"
        let greedy = Fixtures.layout(text, font: font, width: 200)
        // Greedy: "jumps over the lazy dog" fits 200, with " and" it does not.
        #expect(width("jumps over the lazy dog") <= 200 && width("jumps over the lazy dog and") > 200)
        #expect(greedy.nsRanges == ranges([(0, 19), (20, 23), (44, 13)]))
        // Balanced: the first line cannot be narrower ("The quick brown" leaves "fox" to a line
        // that then pushes a fourth), so the lines are greedy's at its width: the second stops
        // before "dog", which the third takes.
        let first = width("The quick brown fox")
        #expect(width("jumps over the lazy") <= first && width("jumps over the lazy dog") > first)
        #expect(width("dog and runs away") <= first)
        #expect(Fixtures.layout(text, font: font, width: first - 0.01).lines.count == 4)
        let balanced = Fixtures.layout(text, font: font, style: style(.balance), width: 200)
        #expect(balanced.nsRanges == ranges([(0, 19), (20, 19), (40, 17)]))
        #expect(approx(balanced.lines[1].rect.width, width("jumps over the lazy"), 1e-9))
        #expect(approx(balanced.lines[2].rect.width, width("dog and runs away"), 1e-9))
        // The balanced lines are greedy's at the widest balanced line's width.
        let widest = balanced.lines.map { Double($0.rect.width) }.max()!
        #expect(Fixtures.layout(text, font: font, width: widest).nsRanges == balanced.nsRanges)
    }

    @Test func balanceStopsAtSixLines() {
        #expect(TextWrap.maximumBalancedLines == 6)
        // "aaa bbb ccc " n times then "ddd": n full lines and a short last one at 110 pt.
        func text(_ lines: Int) -> String { String(repeating: "aaa bbb ccc ", count: lines - 1) + "ddd" }
        let six = Fixtures.layout(text(6), font: mono, style: style(.balance), width: 110)
        let sixGreedy = Fixtures.layout(text(6), font: mono, width: 110)
        #expect(sixGreedy.lines.count == 6 && six.lines.count == 6)
        // Five lines of 3 words and "ddd": the widest line cannot hold fewer than 3 words
        // (6 lines of 2 hold 12 of the 16), so the lines are evened below it: the fifth gives
        // "ccc" to the last.
        #expect(six.nsRanges == ranges([(0, 11), (12, 11), (24, 11), (36, 11), (48, 7), (56, 7)]))
        let seven = Fixtures.layout(text(7), font: mono, style: style(.balance), width: 110)
        #expect(seven.nsRanges == Fixtures.layout(text(7), font: mono, width: 110).nsRanges)
    }

    @Test func prettyMovesAWordToALoneLastWordFromTheFewestLines() {
        // Greedy: "aaa bbb ccc" / "ddd eee fff" / "ggg" (28.9 pt, under a third of 110).
        // The line before the last gives it "fff"; the first line keeps its words.
        let text = "aaa bbb ccc ddd eee fff ggg"
        #expect(Fixtures.layout(text, font: mono, width: 110).nsRanges == ranges([(0, 11), (12, 11), (24, 3)]))
        let pretty = Fixtures.layout(text, font: mono, style: style(.pretty), width: 110)
        #expect(pretty.nsRanges == ranges([(0, 11), (12, 7), (20, 7)]))
        // Two words on the last line already: nothing moves.
        let two = "aaa bbb ccc ddd eee f g"
        #expect(Fixtures.layout(two, font: mono, style: style(.pretty), width: 110).nsRanges
            == Fixtures.layout(two, font: mono, width: 110).nsRanges)
        // The line before would keep only "dd", under half full, and two lines giving way push
        // "eeeeeeee ggg" (12 characters) past the width: greedy stays.
        let long = "aaa bbb ccc dd eeeeeeee ggg"
        #expect(Fixtures.layout(long, font: mono, style: style(.pretty), width: 110).nsRanges == ranges([(0, 11), (12, 11), (24, 3)]))
        // A lone word wider than a third of the line is no orphan.
        let wide = "aaa bbb ccc ddd eee fff gggg"
        #expect(Fixtures.layout(wide, font: mono, style: style(.pretty), width: 110).nsRanges == ranges([(0, 11), (12, 11), (24, 4)]))
    }

    @Test func prettyOnNotoSansWorkedFromItsAdvances() {
        // Noto Sans 16 at 200 pt: greedy leaves "now" (31.82 pt) alone on the fifth line; the
        // line before gives it "it", the least change that keeps five lines.
        let font = Fixtures.notoSans(16)
        func width(_ phrase: String) -> Double { Double(Fixtures.layout(phrase, font: font).lines[0].rect.width) }
        let text = "The quick brown fox jumps over the lazy dog and then it runs far away. Everyone is surprised by it now"
        let greedy = Fixtures.layout(text, font: font, width: 200)
        #expect(greedy.nsRanges == ranges([(0, 19), (20, 23), (44, 26), (71, 27), (99, 3)]))
        #expect(width("now") < 200.0 / 3)
        let pretty = Fixtures.layout(text, font: font, style: style(.pretty), width: 200)
        #expect(pretty.nsRanges == ranges([(0, 19), (20, 23), (44, 26), (71, 24), (96, 6)]))
        #expect(approx(pretty.lines[3].rect.width, width("Everyone is surprised by"), 1e-9))
        #expect(approx(pretty.lines[4].rect.width, width("it now"), 1e-9))
    }

    @Test func prettyComposesWithPushOut() {
        // Push-out already gives "ggg" company from the line before: pretty finds nothing to do.
        let text = "aaa bbb ccc ddd eee fff ggg"
        let both = Fixtures.layout(text, font: mono, style: style(.pretty, strategy: .standard), width: 110)
        #expect(both.nsRanges == Fixtures.layout(text, font: mono, style: style(.greedy, strategy: .standard), width: 110).nsRanges)
        #expect(both.nsRanges == ranges([(0, 11), (12, 7), (20, 7)]))
    }

    @Test func lineLimitsComposeAsBrowsersDo() {
        // Four greedy lines, two shown: the text the two show greedily ("aaa bbb ccc ddd eee
        // fff", then a tail ellipsis) is balanced among them — already even, so unchanged.
        let text = "aaa bbb ccc ddd eee fff ggg hhh iii jjj"
        var tail = style(.balance)
        tail.lineBreakMode = .byTruncatingTail
        let clamped = Fixtures.layout(text, font: mono, style: tail, width: 110, lines: 2)
        var greedyTail = ParagraphStyle()
        greedyTail.lineBreakMode = .byTruncatingTail
        #expect(clamped.nsRanges == Fixtures.layout(text, font: mono, style: greedyTail, width: 110, lines: 2).nsRanges)
        // "aaa bbb ccc dd" in two lines, one shown: one line is balanced as it is.
        // "aaa bbb ccc ddd e" greedy 2 lines + 1 hidden paragraph: the shown paragraph is balanced.
        let two = Fixtures.layout("aaa bbb ccc ddd\nzzz", font: mono, style: style(.balance), width: 110, lines: 2)
        #expect(two.nsRanges == ranges([(0, 7), (8, 7)]))
        #expect(two.isTruncated)
        // A limit that hides a paragraph's end leaves pretty's lines greedy.
        let pretty = Fixtures.layout("aaa bbb ccc ddd eee fff ggg", font: mono, style: style(.pretty), width: 110, lines: 2)
        #expect(pretty.nsRanges == ranges([(0, 11), (12, 11)]))
        // A height limit shows the first lines of the unlimited layout.
        let height = Double(Fixtures.layout("x", font: mono).size.height) * 2
        for wrap in [TextWrap.balance, .pretty] {
            let whole = Fixtures.layout("aaa bbb ccc ddd eee fff ggg", font: mono, style: style(wrap), width: 110)
            let cut = Fixtures.layout("aaa bbb ccc ddd eee fff ggg", font: mono, style: style(wrap), width: 110, height: height)
            #expect(cut.nsRanges == Array(whole.nsRanges.prefix(2)), "\(wrap)")
        }
    }

    @Test func labelAndPreparedTextFollowTheStyle() {
        let label = Label()
        #expect(label.textWrap == .greedy && ParagraphStyle().textWrap == .greedy)
        label.font = mono
        label.numberOfLines = 0
        label.lineBreakStrategy = []
        label.text = "aaa bbb ccc ddd"
        label.textWrap = .balance
        #expect(label.paragraphStyle.textWrap == .balance)
        #expect(label.layout(width: 110).nsRanges == ranges([(0, 7), (8, 7)]))
        let text = StyledText("aaa bbb ccc ddd eee fff ggg", attributes: TextAttributes(font: mono), paragraphStyle: style(.pretty))
        let prepared = PreparedText(text)
        let options = LayoutOptions(width: 110)
        #expect(prepared.layout(options).nsRanges == TextLayout(text: text, options: options).nsRanges)
        #expect(prepared.lineRanges(options).map(\.range) == ranges([(0, 11), (12, 7), (20, 7)]))
    }
}
