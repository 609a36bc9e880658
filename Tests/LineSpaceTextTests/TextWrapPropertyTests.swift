// Balanced and pretty wrapping over random texts: their invariants, their bounded cost, and
// the prefix layout's agreement (docs/semantics.md §4, "Wrap styles").
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct TextWrapPropertyTests {
    static let fonts = [Fixtures.notoSans(16), Fixtures.notoSC()]

    static func layout(_ string: String, font: Font, wrap: TextWrap, width: Double, lines: Int = 0) -> TextLayout {
        var style = ParagraphStyle()
        style.textWrap = wrap
        return Fixtures.layout(string, font: font, style: style, width: width, lines: lines)
    }

    /// Whether `line` fits `width`, or could not: one grapheme cluster, or one shaping cluster.
    static func fits(_ line: TextLayout.Line, _ width: Double, _ utf16: [UInt16]) -> Bool {
        Double(line.rect.width) <= width + 1e-6 || LayoutPropertyTests.isOneShapingCluster(line)
            || LayoutPropertyTests.clusterCount(utf16, line.range) == 1
    }

    /// One paragraph of random words (no hard breaks), so its lines are one paragraph's.
    static func paragraph(_ generator: inout SeededGenerator) -> String {
        let separators: Set<Unicode.Scalar> = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
        return String(String.UnicodeScalarView(RandomText.make(&generator, maxPieces: 30).unicodeScalars.filter { !separators.contains($0) }))
    }

    @Test(arguments: Array(UInt64(1)...UInt64(60)))
    func balanceKeepsTheLinesNumberAndNeverWidensTheWidest(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let string = Self.paragraph(&generator)
        let font = Self.fonts.randomElement(using: &generator)!
        let width = Double.random(in: 30...400, using: &generator)
        let utf16 = Array(string.utf16)
        let greedy = Self.layout(string, font: font, wrap: .greedy, width: width)
        let balanced = Self.layout(string, font: font, wrap: .balance, width: width)
        #expect(balanced.lines.count == greedy.lines.count, "seed \(seed)")
        #expect(balanced.lines.allSatisfy { Self.fits($0, width, utf16) }, "seed \(seed)")
        if greedy.lines.count > TextWrap.maximumBalancedLines {
            #expect(balanced.nsRanges == greedy.nsRanges, "seed \(seed)")
        } else if greedy.lines.allSatisfy({ Self.fits($0, width, utf16) && Double($0.rect.width) <= width + 1e-6 }) {
            #expect(balanced.lines.map(\.rect.width).max() ?? 0 <= (greedy.lines.map(\.rect.width).max() ?? 0) + 1e-6, "seed \(seed)")
        }
        // The same text, in order: each line starts where greedy's lines would allow one.
        #expect(balanced.lines.first?.range.location == greedy.lines.first?.range.location, "seed \(seed)")
        #expect(balanced.lines.last.map { $0.range.location + $0.range.length }
            == greedy.lines.last.map { $0.range.location + $0.range.length }, "seed \(seed)")
    }

    @Test(arguments: Array(UInt64(61)...UInt64(120)))
    func prettyChangesOnlyTheLastLinesAndKeepsTheirNumber(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let string = Self.paragraph(&generator)
        let font = Self.fonts.randomElement(using: &generator)!
        let width = Double.random(in: 30...400, using: &generator)
        let utf16 = Array(string.utf16)
        let greedy = Self.layout(string, font: font, wrap: .greedy, width: width)
        let pretty = Self.layout(string, font: font, wrap: .pretty, width: width)
        #expect(pretty.lines.count == greedy.lines.count, "seed \(seed)")
        #expect(pretty.lines.allSatisfy { Self.fits($0, width, utf16) }, "seed \(seed)")
        let kept = max(0, greedy.lines.count - TextWrap.prettyLines)
        #expect(Array(pretty.nsRanges.prefix(kept)) == Array(greedy.nsRanges.prefix(kept)), "seed \(seed)")
        if pretty.nsRanges != greedy.nsRanges, let last = greedy.lines.last {
            // Only a short last line is re-broken.
            #expect(Double(last.rect.width) < width / 3, "seed \(seed)")
        }
    }

    @Test(arguments: Array(UInt64(121)...UInt64(160)))
    func bothComposeWithHyphenationPushOutAndLetterSpacing(seed: UInt64) {
        // English words, hyphenated at factor 1, pushed out, letter-spaced: balance and pretty
        // keep greedy's number of lines, and every line fits.
        var generator = SeededGenerator(seed: seed)
        let words = ["the", "quick", "brown", "fox", "jumps", "over", "extraordinarily", "lazy", "hyphenation", "dog", "a"]
        let string = (0..<Int.random(in: 3...24, using: &generator)).map { _ in words.randomElement(using: &generator)! }
            .joined(separator: " ")
        let width = Double.random(in: 60...300, using: &generator)
        let spacing = [0.0, 0.5, 1.5].randomElement(using: &generator)!
        func layout(_ wrap: TextWrap) -> TextLayout {
            var style = ParagraphStyle()
            style.textWrap = wrap
            style.hyphenationFactor = 1
            style.lineBreakStrategy = .standard
            return Fixtures.layout(string, font: Fixtures.notoSans(16), style: style, width: width, letterSpacing: spacing)
        }
        let greedy = layout(.greedy)
        let utf16 = Array(string.utf16)
        for wrap in [TextWrap.balance, .pretty] {
            let wrapped = layout(wrap)
            #expect(wrapped.lines.count == greedy.lines.count, "seed \(seed) \(wrap)")
            #expect(wrapped.lines.allSatisfy { Self.fits($0, width, utf16) }, "seed \(seed) \(wrap)")
        }
    }

    @Test(arguments: [TextWrap.balance, .pretty])
    func preparedTextGivesFreshLayouts(wrap: TextWrap) {
        var generator = SeededGenerator(seed: 7)
        let string = (0..<6).map { _ in Self.paragraph(&generator) }.joined(separator: "\n")
        var style = ParagraphStyle()
        style.textWrap = wrap
        style.lineBreakMode = .byTruncatingTail
        let text = StyledText(string, attributes: TextAttributes(font: Fixtures.notoSans(16)), paragraphStyle: style)
        let prepared = PreparedText(text)
        for width in stride(from: 40.0, through: 400, by: 30) {
            for lines in [0, 1, 3, 7] {
                let options = LayoutOptions(width: width, numberOfLines: lines)
                let fresh = TextLayout(text: text, options: options)
                let again = prepared.layout(options)
                #expect(again.nsRanges == fresh.nsRanges && again.size == fresh.size, "\(width) \(lines)")
                let stats = prepared.statistics(options)
                #expect(stats.lineCount == fresh.lines.count && stats.size == fresh.size && stats.isTruncated == fresh.isTruncated)
                #expect(prepared.lineRanges(options).map(\.ranges) == fresh.lines.map(\.ranges))
            }
        }
    }

    @Test(arguments: Array(UInt64(500)...UInt64(511)))
    func aPrefixGivesTheLayoutOfTheWholeText(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let string = PrefixLayoutTests.longText(&generator)
        var style = ParagraphStyle(lineSpacing: 2, lineBreakMode: LineBreakMode.allCases.randomElement(using: &generator)!)
        style.textWrap = [TextWrap.balance, .pretty].randomElement(using: &generator)!
        let text = StyledText(string, attributes: TextAttributes(font: LayoutPropertyTests.font), paragraphStyle: style)
        let lines = [1, 2, 3, 5, 40, 700].randomElement(using: &generator)!
        let height = Bool.random(using: &generator) ? Double.random(in: 50...2_000, using: &generator) : .infinity
        let options = LayoutOptions(width: Double.random(in: 40...400, using: &generator), height: height, numberOfLines: lines)
        let prefixed = TextLayout(text: text, options: options, prefixThreshold: 0)
        let whole = wholeLayout(text: text, options: options)
        #expect(prefixed.lines.map(\.ranges) == whole.lines.map(\.ranges), "seed \(seed)")
        #expect(prefixed.lines.map(\.rect) == whole.lines.map(\.rect), "seed \(seed)")
        #expect(prefixed.isTruncated == whole.isTruncated && prefixed.size == whole.size, "seed \(seed)")
    }

    @Test func prettysWorkPerParagraphDoesNotGrowWithItsLength() {
        // DejaVu Sans Mono 16 at 110 pt: n lines "aaa bbb ccc", then "ddd eee fff" and a lone
        // "ggg" that pretty re-breaks. The lines its search fills are the same for 10 lines
        // as for 1,000, and twice as many for two such paragraphs.
        func work(_ paragraphs: Int, lines: Int) -> Int {
            let paragraph = String(repeating: "aaa bbb ccc ", count: lines) + "ddd eee fff ggg"
            let string = Array(repeating: paragraph, count: paragraphs).joined(separator: "\n")
            let counter = WorkCounter()
            let layout = WorkCounter.$current.withValue(counter) {
                TextWrapPropertyTests.layout(string, font: Fixtures.mono(), wrap: .pretty, width: 110)
            }
            #expect(layout.lines.count == paragraphs * (lines + 2))
            #expect(layout.lines.last?.range.length == 7)
            return counter.wrapLines
        }
        let short = work(1, lines: 10)
        #expect(short > 0)
        #expect(work(1, lines: 1_000) == short)
        #expect(work(2, lines: 10) == 2 * short)
        // Balance fills nothing more for a paragraph past its bound, whatever its length.
        let counter = WorkCounter()
        WorkCounter.$current.withValue(counter) {
            _ = TextWrapPropertyTests.layout(String(repeating: "aaa bbb ccc ", count: 1_000), font: Fixtures.mono(), wrap: .balance, width: 110)
        }
        #expect(counter.wrapLines == 0)
    }
}
