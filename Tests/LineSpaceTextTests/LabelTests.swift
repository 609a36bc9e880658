// Label: UILabel's shape and the lineSpace technique (docs/semantics.md §8).
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct LabelTests {
    @Test func textRectHonoursTheGivenLineLimitAndBounds() {
        // The sample: three lines of 24.616 pt with lineSpace 10 at 300 pt, 289 pt wide.
        let label = RenderingFixtures.sampleLabel()
        label.numberOfLines = 3
        let bounds = CGRect(x: 10, y: 20, width: 300, height: 200)
        #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 0) == CGRect(x: 10, y: 20, width: 289, height: 94))
        // Two lines: 2 × 24.616 + 10 = 59.232, 60 on the grid.
        #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 2) == CGRect(x: 10, y: 20, width: 289, height: 60))
        #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 1).height == 25)
        #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: -4).height == 94)
        // A 50 pt box shows the lines whose bottoms fit: one.
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 300, height: 50), limitedToNumberOfLines: 0).height == 25)
        // The label's own limit is left as it was, and its size is its own.
        #expect(label.numberOfLines == 3)
        #expect(label.sizeThatFits(CGSize(width: 300, height: 0)) == CGSize(width: 289, height: 94))
        // Unconstrained bounds, and a NaN origin read as 0.
        let free = label.textRect(forBounds: CGRect(x: CGFloat.nan, y: 5, width: 0, height: -1), limitedToNumberOfLines: 1)
        #expect(free.origin == CGPoint(x: 0, y: 5) && free.height == 25 && free.width > 300)
        // A negative width is unconstrained too (CGRect.width would read it as 300).
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: -300, height: 200), limitedToNumberOfLines: 1).width > 300)
    }

    @Test func defaultsAreUILabels() {
        let label = Label()
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.textAlignment == .natural)
        #expect(label.lineSpace == 0)
        #expect(label.text == nil)
        #expect(label.font?.size == 17)
    }

    @Test func textWithLineSpaceBecomesAttributedTextWithAParagraphStyle() throws {
        let label = Label()
        label.font = Fixtures.notoTC()
        label.textColor = Color(rgb: 0x336699)
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        label.lineSpace = 10
        label.text = Fixtures.sample
        let attributed = try #require(label.attributedText)
        let runs = Array(attributed.runs)
        #expect(runs.count == 1)
        let style = try #require(runs[0][TextParagraphStyleAttribute.self])
        #expect(style.lineSpacing == 10)
        #expect(style.lineBreakMode == .byTruncatingMiddle)
        #expect(style.alignment == .center)
        #expect(runs[0][TextFontAttribute.self] == Fixtures.notoTC())
        #expect(runs[0][TextColorAttribute.self] == Color(rgb: 0x336699))
        #expect(label.text == Fixtures.sample)
    }

    @Test func lineSpaceZeroOrEmptyTextStaysPlain() throws {
        let label = Label()
        label.text = "plain"
        #expect(try #require(label.attributedText).runs.allSatisfy { $0[TextParagraphStyleAttribute.self] == nil })
        label.lineSpace = 10
        label.text = ""
        #expect(try #require(label.attributedText).runs.allSatisfy { $0[TextParagraphStyleAttribute.self] == nil })
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test func changingLineSpaceReappliesToTheCurrentText() throws {
        let label = Label()
        label.font = Fixtures.notoTC()
        label.numberOfLines = 0
        label.text = Fixtures.sample
        #expect(label.attributedText!.runs.first![TextParagraphStyleAttribute.self] == nil)
        #expect(approx(label.layout(width: 300).size.height, 3 * 24.616))
        label.lineSpace = 10
        #expect(label.attributedText!.runs.first![TextParagraphStyleAttribute.self]?.lineSpacing == 10)
        #expect(approx(label.layout(width: 300).size.height, 93.848, 1e-9))
        label.lineSpace = 0
        #expect(label.attributedText!.runs.first![TextParagraphStyleAttribute.self] == nil)
        label.lineBreakMode = .byWordWrapping
        label.lineSpace = 4
        #expect(label.attributedText!.runs.first![TextParagraphStyleAttribute.self]?.lineBreakMode == .byWordWrapping)
    }

    /// Where `text`'s units are stored.
    private static func storage(of text: StyledText?) -> UnsafeRawPointer? {
        text?.utf16.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("styled texts built after a change of style share the text's units; a new text gets its own")
    func styledTextsShareTheirUnitsAcrossStyleChanges() throws {
        let label = Label()
        label.font = Fixtures.dejaVu()
        for attributed in [false, true] {
            if attributed {
                label.attributedText = AttributedString("Line spacing, 如何")
            } else {
                label.text = "Line spacing, 如何"
            }
            var first = try #require(label.styledText())
            label.lineSpace = 4
            let spaced = try #require(label.styledText())
            label.textColor = Color(rgb: 0x336699)
            let coloured = try #require(label.styledText())
            #expect(spaced.runs.first?.paragraphStyle.lineSpacing == 4, "attributed: \(attributed)")
            #expect(coloured.runs.first?.attributes.color == Color(rgb: 0x336699), "attributed: \(attributed)")
            #expect(Self.storage(of: spaced) == Self.storage(of: first), "attributed: \(attributed)")
            #expect(Self.storage(of: coloured) == Self.storage(of: first), "attributed: \(attributed)")
            label.text = "Another text"
            first = try #require(label.styledText())
            #expect(first.utf16 == Array("Another text".utf16), "attributed: \(attributed)")
            label.lineSpace = 0
        }
    }

    @Test("a text restyled from its kept units equals the text styled afresh")
    func restyledTextEqualsAFreshOne() throws {
        var attributed = AttributedString("Line spacing, ")
        var bold = AttributedString("e\u{301}如何")
        bold.textFont = Fixtures.notoSC()
        var styled = AttributedString(" done right")
        styled.textParagraphStyle = ParagraphStyle(lineSpacing: 2)
        styled.textColor = Color(rgb: 0x112233)
        attributed += bold + styled
        for set in [{ (label: Label) in label.attributedText = attributed }, { $0.text = "plain" }, { $0.text = "" }] {
            let kept = Label()
            kept.font = Fixtures.dejaVu()
            set(kept)
            _ = kept.styledText()
            kept.lineSpace = 6
            kept.textColor = Color(rgb: 0x445566)
            let fresh = Label()
            fresh.font = Fixtures.dejaVu()
            fresh.lineSpace = 6
            fresh.textColor = Color(rgb: 0x445566)
            set(fresh)
            let restyled = try #require(kept.styledText())
            #expect(restyled == fresh.styledText())
            #expect(restyled.runs.contains { $0.paragraphStyle.lineSpacing == 6 })
        }
    }

    @Test func numberOfLinesLimitsTheLinesShown() {
        let label = Label()
        label.font = Fixtures.notoTC()
        label.lineSpace = 10
        label.text = Fixtures.sample
        // numberOfLines = 1 (the default): one line, one line tall, no trailing lineSpace.
        let one = label.layout(width: 300)
        #expect(one.lines.count == 1)
        #expect(one.isTruncated)
        #expect(approx(one.size.height, 24.616))
        label.numberOfLines = 2
        #expect(label.layout(width: 300).lines.count == 2)
        #expect(approx(label.layout(width: 300).size.height, 2 * 24.616 + 10))
    }

    @Test func attributedParagraphStyleWinsForAlignmentAndBreakMode() {
        let label = Label()
        label.font = Fixtures.mono()
        label.textAlignment = .left
        var text = AttributedString("abc")
        text.textParagraphStyle = ParagraphStyle(alignment: .right)
        label.attributedText = text
        let layout = label.layout(width: 100)
        #expect(approx(layout.lines[0].rect.minX, 100 - 3 * Fixtures.monoAdvance))
    }

    @Test func attributedRunsKeepTheirFonts() {
        let label = Label()
        label.font = Fixtures.mono()
        var text = AttributedString("ab")
        var big = AttributedString("如")
        big.textFont = Fixtures.notoTC(34)
        text.append(big)
        label.attributedText = text
        let line = label.layout(width: 500).lines[0]
        // Ascender: max(14.85, 1160 × 34 / 1000 = 39.44).
        #expect(approx(line.ascender, 39.44))
        #expect(approx(line.rect.width, 2 * Fixtures.monoAdvance + 34))
    }

    @Test func sizeThatFitsTreatsZeroWidthAsUnconstrained() {
        let label = Label(text: "aaa bbb")
        label.font = Fixtures.mono()
        label.numberOfLines = 0
        let size = label.sizeThatFits(.zero)
        // One line: 7 × 9.6328125 = 67.4296875 → 68; height 18.625 → 19.
        #expect(size == CGSize(width: 68, height: 19))
        label.scale = 2
        #expect(label.sizeThatFits(.zero) == CGSize(width: 67.5, height: 19))
    }
}

@Suite struct LayoutWithoutGlyphsTests {
    @Test(arguments: [LineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail, .byWordWrapping])
    func linesWithoutGlyphRunsAreTheSameLines(_ mode: LineBreakMode) {
        let label = Label(text: "abcdefghijklmnop qrstuvwxyz\nsecond paragraph here\nthird")
        label.font = Fixtures.dejaVu()
        label.lineBreakMode = mode
        label.numberOfLines = 2
        label.layoutCache = nil
        let full = label.layout(width: 80)
        let light = label.layout(width: 80, includesGlyphs: false)
        #expect(light.lines.allSatisfy { $0.glyphRuns.isEmpty })
        #expect(full.lines.map(\.ranges) == light.lines.map(\.ranges))
        #expect(full.lines.map(\.rect) == light.lines.map(\.rect))
        #expect(full.lines.map(\.baseline) == light.lines.map(\.baseline))
        #expect(full.lines.map(\.ellipsisIndex) == light.lines.map(\.ellipsisIndex))
        #expect(full.size == light.size && full.isTruncated == light.isTruncated && full.fonts == light.fonts)
        // The ellipsis index says where the glyph runs put "…": before the piece it precedes.
        for line in full.lines {
            guard let ellipsis = line.glyphRuns.first(where: \.isEllipsis) else {
                #expect(line.ellipsisIndex == nil)
                continue
            }
            let index = line.ranges.firstIndex { ellipsis.range.location <= $0.location } ?? line.ranges.count
            #expect(line.ellipsisIndex == index)
        }
        #expect(full.lines.contains { $0.ellipsisIndex != nil } == (mode != .byWordWrapping))
    }
}
