// Head and middle truncation of a long paragraph in limited lines: its start and its end are
// laid out with the middle left out (`StyledText.Elision`), and give the whole text's layout.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct ParagraphEndPrefixTests {
    /// Mixed-direction words, numbers, brackets and marks; explicit embeddings and isolates
    /// (which leave a paragraph's end untrusted while one is open) in one text of four.
    static func piece(_ generator: inout SeededGenerator, controls: Bool) -> String {
        let words = ["lorem ", "ipsum ", "dolor, ", "sit. ", "如何讓你遇見我", "\t", "😀 ", "fi ", "שלום ", "עולם ", "مرحبا ",
                     "بالعالم ", "123 ", "٤٥٦ ", "(", ")", "[", "]", "! ", "\u{200F}", "\u{200E}", "e\u{301} ", "الله "]
        let embeddings = ["\u{2067}", "\u{2069}", "\u{202B}", "\u{202C}"]
        return controls && Int.random(in: 0..<30, using: &generator) == 0
            ? embeddings.randomElement(using: &generator)! : words.randomElement(using: &generator)!
    }

    /// A random text of 3,000 to 9,000 units, sometimes several paragraphs, and its options.
    static func request(seed: UInt64) -> (text: StyledText, options: LayoutOptions, context: String) {
        var generator = SeededGenerator(seed: seed)
        var string = ""
        let length = Int.random(in: 3_000...9_000, using: &generator)
        let controls = Int.random(in: 0..<4, using: &generator) == 0
        while string.utf16.count < length {
            string += piece(&generator, controls: controls)
            if Int.random(in: 0..<2_000, using: &generator) == 0 { string += "\n" }
        }
        var style = ParagraphStyle(
            lineSpacing: 2, lineBreakMode: Bool.random(using: &generator) ? .byTruncatingHead : .byTruncatingMiddle)
        style.baseWritingDirection = WritingDirection.allCases.randomElement(using: &generator)!
        let text = StyledText(string, attributes: TextAttributes(font: LayoutPropertyTests.font), paragraphStyle: style)
        let height = Int.random(in: 0..<4, using: &generator) == 0 ? Double.random(in: 20...120, using: &generator) : .infinity
        let options = LayoutOptions(
            width: Double.random(in: 40...400, using: &generator), height: height,
            numberOfLines: [1, 2, 3, 6].randomElement(using: &generator)!)
        return (text, options, "seed \(seed) \(style.lineBreakMode) \(style.baseWritingDirection) \(options)")
    }

    /// Everything a layout shows, compared with the whole text's.
    static func expectSame(_ prefixed: TextLayout, _ whole: TextLayout, _ context: String) {
        #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges), "\(context)")
        #expect(prefixed.lines.map(\.range) == whole.lines.map(\.range), "\(context)")
        #expect(prefixed.lines.map(\.rect) == whole.lines.map(\.rect), "\(context)")
        #expect(prefixed.lines.map(\.ellipsisIndex) == whole.lines.map(\.ellipsisIndex), "\(context)")
        #expect(prefixed.lines.map { $0.glyphRuns.map(\.glyphs) } == whole.lines.map { $0.glyphRuns.map(\.glyphs) }, "\(context)")
        #expect(prefixed.lines.map { $0.glyphRuns.map(\.clusters) } == whole.lines.map { $0.glyphRuns.map(\.clusters) }, "\(context)")
        #expect(prefixed.lines.map { $0.glyphRuns.map(\.range) } == whole.lines.map { $0.glyphRuns.map(\.range) }, "\(context)")
        #expect(prefixed.lines.map { $0.glyphRuns.map(\.positions) } == whole.lines.map { $0.glyphRuns.map(\.positions) }, "\(context)")
        #expect(prefixed.isTruncated == whole.isTruncated && prefixed.size == whole.size, "\(context)")
    }

    /// Random paragraphs of 3,000 to 9,000 units, several paragraphs sometimes, laid out from a
    /// prefix whatever their length: the start and end of the cut paragraph, the middle left out.
    @Test(arguments: Array(UInt64(3_400)...UInt64(3_459)))
    func aParagraphsStartAndEndGiveTheWholeLayout(seed: UInt64) {
        let (text, options, context) = Self.request(seed: seed)
        let prefixed = TextLayout(text: text, options: options, prefixThreshold: 0)
        Self.expectSame(prefixed, wholeLayout(text: text, options: options), context)
    }

    /// How many of the random layouts above left a middle out to the end (a test that never
    /// did would check nothing).
    @Test func mostRandomLayoutsLeaveTheMiddleOut() {
        var spliced = 0
        for seed in UInt64(3_400)...UInt64(3_459) {
            let (text, options, _) = Self.request(seed: seed)
            var last: StyledText?
            _ = PrefixLayout.layout(of: text, options: options, threshold: 0) { part in
                last = part
                return Typesetter(text: part, options: options).layout()
            }
            if last?.elision != nil { spliced += 1 }
        }
        #expect(spliced >= 20, "\(spliced) of 60 laid out with the middle left out")
    }

    /// Any prefix with any length of its paragraph's end, the middle left out: a layout that
    /// does not ask for more text is the whole text's, however close to the missing text its
    /// lines and its last line's end come.
    @Test func everySpliceTheTypesetterAcceptsIsTheWholeLayout() throws {
        var accepted = 0
        for seed in UInt64(3_500)...UInt64(3_539) {
            let (text, options, context) = Self.request(seed: seed)
            let whole = wholeLayout(text: text, options: options)
            var generator = SeededGenerator(seed: seed &* 31)
            for _ in 0..<6 {
                var cut = Int.random(in: 64...(text.utf16.count / 2), using: &generator)
                if UTF16.isTrailSurrogate(text.utf16[cut]) { cut += 1 }
                // What the fuzzer's paragraph-end check lays out.
                guard let spliced = TextLayout(text: text, options: options, cut: cut, tailUnits: Int.random(in: 1...1_500, using: &generator))
                else { continue }
                accepted += 1
                Self.expectSame(spliced, whole, "\(context), cut \(cut)")
            }
        }
        #expect(accepted > 40, "\(accepted) of 240 splices laid out")
    }

    /// 1,000,000 units of one English paragraph in three lines, truncated at the head or in the
    /// middle: a few thousand units are measured, not the paragraph, and the lines are the
    /// whole text's (the last shows the paragraph's end).
    @Test(arguments: [LineBreakMode.byTruncatingHead, .byTruncatingMiddle])
    func aHugeParagraphShowsItsEndFromAFewThousandUnits(mode: LineBreakMode) {
        let string = String(repeating: "lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 17_600) + "The end."
        let label = Label(text: string)
        label.font = LayoutPropertyTests.font
        label.numberOfLines = 3
        label.lineBreakMode = mode
        label.layoutCache = nil
        let counter = WorkCounter()
        let layout = WorkCounter.$current.withValue(counter) { label.layout(width: 300) }
        #expect(counter.measuredUnits < 20_000, "\(counter.measuredUnits) units measured")
        let last = layout.lines[2]
        #expect(last.hasEllipsis && NSMaxRange(last.ranges.last!) == string.utf16.count)
        let whole = wholeLayout(
            text: StyledText(string, attributes: TextAttributes(font: LayoutPropertyTests.font), paragraphStyle: labelStyle(lineSpacing: 0, label)),
            options: LayoutOptions(width: 300, numberOfLines: 3))
        Self.expectSame(layout, whole, "\(mode)")
        // The styled-text path too.
        let styled = TextLayout(
            text: StyledText(string, attributes: TextAttributes(font: LayoutPropertyTests.font), paragraphStyle: labelStyle(lineSpacing: 0, label)),
            options: LayoutOptions(width: 300, numberOfLines: 3))
        Self.expectSame(styled, whole, "\(mode), styled")
    }
}
