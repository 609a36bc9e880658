// Auto-shrink: the largest scale at which the text fits, checked against widths worked by hand.
import Foundation
import Testing
@testable import LineSpaceText

/// DejaVu Sans Mono: every glyph advances 1233 units of 2048. At 8 pt × s a 40-character line
/// is 40 × 1233 × 8s / 2048 = 192.65625 s pt wide, so in 100 pt it fits for
/// s ≤ 100 / 192.65625 = 0.519059…
@Suite("Auto-shrink")
struct AutoShrinkTests {
    static let forty = "The quick brown fox jumps over lazy dogs"  // 40 characters
    static let fitScale = 100 / 192.65625

    static func label(_ text: String = forty, minimum: CGFloat = 0.5, shrinks: Bool = true) -> Label {
        let label = Label()
        label.font = Fixtures.mono(8)
        label.text = text
        label.adjustsFontSizeToFitWidth = shrinks
        label.minimumScaleFactor = minimum
        label.layoutCache = nil
        return label
    }

    static func width(scale: Double, characters: Int = 40) -> Double { Double(characters) * 1233 * 8 * scale / 2048 }

    @Test("40 characters in 100 pt, minimum 0.5: the largest scale that fits, to 1/1024")
    func singleLine() {
        #expect(Self.forty.count == 40)
        let layout = Self.label().layout(width: 100)
        let scale = Double(layout.fontScale)
        #expect(scale <= Self.fitScale)
        #expect(Self.fitScale - scale <= Label.fontScalePrecision)
        #expect(!layout.isTruncated)
        #expect(layout.lines.count == 1)
        // The measured width is the hand-worked width at that scale, within the box…
        #expect(approx(Double(layout.size.width), Self.width(scale: scale), 1e-9))
        #expect(Double(layout.size.width) <= 100)
        // …and the scale one precision step larger would not fit.
        #expect(Self.width(scale: scale + Label.fontScalePrecision) > 100)
        #expect(layout.fonts.map(\.size) == [CGFloat(8 * scale)])
    }

    @Test("off, it truncates at scale 1; fitting text is never shrunk; below the minimum it truncates at the minimum")
    func limits() {
        let off = Self.label(shrinks: false).layout(width: 100)
        #expect(off.fontScale == 1)
        #expect(off.isTruncated)
        let zero = Self.label(minimum: 0).layout(width: 100)  // 0 = no shrinking, as UIKit
        #expect(zero.fontScale == 1 && zero.isTruncated)
        let roomy = Self.label().layout(width: 200)  // 192.65625 fits
        #expect(roomy.fontScale == 1 && !roomy.isTruncated)
        let tight = Self.label(minimum: 0.6).layout(width: 100)
        #expect(tight.fontScale == 0.6)
        #expect(tight.isTruncated)
        #expect(tight.fonts.first?.size == 8 * 0.6)
    }

    @Test("several lines: the largest scale whose lines fit the limit")
    func multiLine() {
        let label = Self.label("alpha beta gamma delta epsilon zeta eta theta iota kappa", minimum: 0.3)
        label.numberOfLines = 2
        let layout = label.layout(width: 100)
        let scale = Double(layout.fontScale)
        #expect(scale < 1)
        #expect(!layout.isTruncated)
        #expect(layout.lines.count <= 2)
        // A label at the next larger scale, laid out without shrinking, needs a third line.
        let larger = Label()
        larger.font = Fixtures.mono(8 * (scale + Label.fontScalePrecision))
        larger.numberOfLines = 2
        larger.text = label.text
        #expect(larger.layout(width: 100).isTruncated)
        // sizeThatFits measures the shrunk text.
        #expect(label.sizeThatFits(CGSize(width: 100, height: 0)) == layout.sizeThatFits(scale: 1))
    }

    @Test("tightening closes a small overflow without truncating, and only up to 5% of the size")
    func tightening() {
        let label = Self.label(shrinks: false)
        label.allowsDefaultTighteningForTruncation = true
        // 1 pt too narrow: 39 gaps give up 1/39 pt each (< 0.4 pt = 5% of 8 pt).
        let layout = label.layout(width: 192.65625 - 1)
        #expect(!layout.isTruncated)
        #expect(layout.fontScale == 1)
        #expect(Double(layout.size.width) <= 192.65625 - 1)
        #expect(Double(layout.size.width) > 192.65625 - 1 - 1e-6)
        // 20 pt too narrow would need 0.51 pt a gap: truncated instead.
        #expect(label.layout(width: 192.65625 - 20).isTruncated)
    }

    @Test("sizeThatFits and textRect shrink one line too, before any layout, and later layouts keep the scale")
    func sizeOnlyMeasuresShrink() {
        // A size-only layout has no lines: the one-line search read a width of 0 from it, so
        // every scale "fit", sizeThatFits reported the unshrunk, truncated size, and the
        // remembered fit kept later layouts from shrinking.
        let label = Self.label()
        let size = label.sizeThatFits(CGSize(width: 100, height: 0))
        let scale = Double(label.layout(width: 100).fontScale)
        #expect(Self.fitScale - scale <= Label.fontScalePrecision && scale <= Self.fitScale)
        #expect(size.width == (CGFloat(Self.width(scale: scale))).rounded(.up))
        let fresh = Self.label()
        let rect = fresh.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 50), limitedToNumberOfLines: 1)
        #expect(rect.size == size)
        #expect(fresh.layout(width: 100, height: 50).fontScale == CGFloat(scale))
        // Tightening through sizeThatFits: 1 pt too narrow, tightened, not truncated.
        let tight = Self.label(shrinks: false)
        tight.allowsDefaultTighteningForTruncation = true
        let tightSize = tight.sizeThatFits(CGSize(width: 192.65625 - 1, height: 0))
        #expect(tightSize.width == (192.65625 - 1).rounded(.up))
        #expect(!tight.layout(width: 192.65625 - 1).isTruncated)
    }

    @Test("one line fits the width the indents leave, and tightening counts only the gaps shown")
    func indentsAndHangingSpace() {
        // Tail indent −20 (an inset) or +80 (the line ends 80 pt from the leading edge): 80 pt
        // available, so the scale is 80 / 192.65625, not 100 / 192.65625 (or no shrinking).
        for tail in [-20.0, 80] {
            let label = Self.label(minimum: 0.3)
            var style = ParagraphStyle()
            style.tailIndent = tail
            label.paragraphStyle = style
            label.numberOfLines = 1
            let layout = label.layout(width: 100)
            #expect(!layout.isTruncated, "\(tail)")
            #expect(abs(Double(layout.fontScale) - 80 / 192.65625) <= 1.0 / 1024, "\(tail)")
            #expect(Double(layout.lines[0].rect.width) <= 80 + 1e-6, "\(tail)")
        }
        // A trailing space hangs: tightening spreads the overflow over the 39 gaps shown, not 40.
        let spaced = Self.label(Self.forty + " ", shrinks: false)
        spaced.allowsDefaultTighteningForTruncation = true
        let tightened = spaced.layout(width: 192.65625 - 1)
        #expect(!tightened.isTruncated)
        #expect(Double(tightened.lines[0].rect.width) <= 192.65625 - 1 + 1e-6)
    }

    @Test("the search result is memoised per box and cleared when the text changes")
    func memo() {
        let label = Self.label()
        let first = label.layout(width: 100).fontScale
        #expect(label.layout(width: 100).fontScale == first)
        label.text = String(Self.forty.prefix(20))  // 96.328125 pt: fits at 1
        #expect(label.layout(width: 100).fontScale == 1)
    }

    @Test("hostile values: NaN minimum is off; zero, NaN and infinite widths, empty text")
    func hostile() {
        let nan = Self.label(minimum: .nan).layout(width: 100)
        #expect(nan.fontScale == 1 && nan.isTruncated)
        #expect(Self.label().layout(width: .infinity).fontScale == 1)
        #expect(Self.label().layout(width: 0).fontScale == 0.5)
        #expect(Self.label().layout(width: .nan).fontScale == 0.5)
        let empty = Self.label("").layout(width: 10)
        #expect(empty.fontScale == 1 && empty.lines.count <= 1)
        let tight = Self.label(minimum: 0.5)
        tight.allowsDefaultTighteningForTruncation = true
        #expect(tight.layout(width: -5).isTruncated)
    }
}

/// Auto-shrink's search over scales re-lays out from the label's measured paragraphs (scaled),
/// not from scratch: the text is analysed and shaped once, whatever the number of steps.
@Suite struct AutoShrinkFromMeasuredTests {
    @Test func theSearchShapesAndAnalysesTheTextOnce() {
        let label = Label()
        label.font = try! Font(family: "DejaVu Sans Mono", size: 8)
        label.numberOfLines = 1
        label.layoutCache = nil
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        // "$" keeps the line-break fast path out: ICU analyses the text.
        label.text = "The quick brown fox jumps over $12 dogs"
        let counter = WorkCounter()
        let layout = WorkCounter.$current.withValue(counter) {
            ShapingCache.$current.withValue(nil) { label.layout(width: 100) }
        }
        // One run, one paragraph: one shaping and one ICU line iterator for about ten steps.
        #expect(counter.shapings == 1 && counter.breakIterators == 1)
        #expect(layout.fontScale < 1 && layout.fontScale >= 0.5 && !layout.isTruncated)
        // The scale found fits: 39 characters × 1233/2048 em × 8 pt × scale within 100 pt, and one
        // step (1/1024) larger would not.
        let advance = 1233.0 / 2048 * 8
        #expect(39 * advance * Double(layout.fontScale) <= 100 + 1e-9)
        #expect(39 * advance * (Double(layout.fontScale) + Label.fontScalePrecision) > 100)
        // The same as laying out a copy of the text with every font scaled, from scratch.
        let copy = TextLayout(
            text: label.styledText()!.scalingFonts(by: Double(layout.fontScale)),
            options: LayoutOptions(width: 100, numberOfLines: 1))
        #expect(abs(Double(copy.lines[0].rect.width - layout.lines[0].rect.width)) < 1e-9)
        #expect(copy.lines.map(\.range) == layout.lines.map(\.range))
    }
}

/// Auto-shrink's search is bounded: a minimum scale below the smallest font counts as it, and
/// each step lays out from the prefix the box shows at its scale (a long text has no kept
/// paragraphs), so a hostile minimum scale on a long text costs a fixed number of small layouts.
@Suite struct AutoShrinkBoundTests {
    static func label(units: Int, minimum: CGFloat) -> Label {
        let label = Label()
        label.font = try! Font(family: "DejaVu Sans", size: 17)
        label.layoutCache = nil
        label.numberOfLines = 0
        label.lineSpace = 10
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = minimum
        label.text = String(repeating: "lorem ipsum dolor sit amet ", count: units / 27 + 1)
        return label
    }

    @Test func aTinyMinimumScaleCountsAsTheSmallestFont() {
        #expect(Label.smallestScale(fontSize: 17) == Double(Font.minimumSize) / 17)
        #expect(Label.smallestScale(fontSize: 0.01) == 1)
        // 20,000 units cannot fit 30 pt × 2 lines even in 0.01 pt type (about 11,000 units):
        // laid out at the smallest font, not at 1e-9.
        let label = Self.label(units: 20_000, minimum: 1e-9)
        label.numberOfLines = 2
        let counter = WorkCounter()
        let layout = WorkCounter.$current.withValue(counter) { label.layout(width: 30) }
        #expect(layout.fontScale == Font.minimumSize / 17)
        #expect(layout.isTruncated && layout.lines.count == 2)
        #expect(counter.layouts <= Label.maximumFitLayouts + 1)
    }

    @Test func aHostileSearchOnALongTextLaysOutPrefixes() {
        // `--min-scale 1e-9 --height 20` on 1,000,000 units: 10 pt of line spacing (not scaled)
        // leaves room for two lines, 30 pt wide; every step lays out a prefix of the text.
        let label = Self.label(units: 1_000_000, minimum: 1e-9)
        let counter = WorkCounter()
        let layout = WorkCounter.$current.withValue(counter) {
            ShapingCache.$current.withValue(nil) { label.layout(width: 30, height: 20) }
        }
        #expect(Double(layout.fontScale) == Font.minimumSize / 17 && layout.isTruncated)
        #expect(counter.layouts >= 3 && counter.layouts <= 2 * (Label.maximumFitLayouts + 1))
        // Each step's prefix: at most the largest first prefix, cut inside the paragraph at twice
        // that (the height's lines are estimated from the font size alone); the whole text in
        // every step would be 13,000,000 units.
        #expect(counter.measuredUnits <= (Label.maximumFitLayouts + 1) * 2 * PrefixLayout.maximumFirstPrefixUnits,
                "\(counter.measuredUnits)")
    }

    @Test func aShrunkLongTextInLimitedLinesEqualsItsWholeLayout() {
        // Minimum 0.5, three lines of 300 pt: the search's prefixes give the scale and lines
        // laying out the whole text gives.
        let label = Self.label(units: 70_000, minimum: 0.5)
        label.numberOfLines = 3
        let layout = label.layout(width: 300)
        #expect(layout.fontScale == 0.5 && layout.isTruncated && layout.lines.count == 3)
        let whole = wholeLayout(text: label.styledText()!.scalingFonts(by: 0.5), options: LayoutOptions(width: 300, numberOfLines: 3))
        #expect(layout.lines.map(\.ranges) == whole.lines.map(\.ranges))
        #expect(layout.lines.map(\.rect) == whole.lines.map(\.rect))
    }
}
