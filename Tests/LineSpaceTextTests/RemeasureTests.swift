// Measuring a label again at another width reuses its measured paragraphs: line filling only,
// no shaping and no ICU.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct RemeasureTests {
    func label(_ text: String) -> Label {
        let label = Label()
        label.font = Fixtures.notoTC()
        label.lineSpace = 10
        label.numberOfLines = 0
        label.layoutCache = nil
        label.text = text
        return label
    }

    /// `body`'s HarfBuzz shapings and ICU break iterators, the shaping cache off (so every
    /// shaping reaches HarfBuzz).
    func work(_ body: () -> Void) -> (shapings: Int, breakIterators: Int) {
        let counter = WorkCounter()
        WorkCounter.$current.withValue(counter) { ShapingCache.$current.withValue(nil) { body() } }
        return (counter.shapings, counter.breakIterators)
    }

    /// The sample with dashes: ICU analyses it (the fast path knows no B2 class).
    static let sample = Fixtures.sample + "——"

    @Test func otherWidthsCostNoShapingAndNoAnalysis() {
        let text = Self.sample + "\n" + Self.sample
        let label = label(text)
        var sizes: [CGSize] = []
        let first = work { sizes.append(label.sizeThatFits(CGSize(width: 100, height: 0))) }
        #expect(first.shapings == 2 && first.breakIterators == 2)  // two paragraphs, one run each
        let again = work {
            for width in [150.0, 200, 300, 1_000, 100] { sizes.append(label.sizeThatFits(CGSize(width: width, height: 0))) }
        }
        #expect(again.shapings == 0 && again.breakIterators == 0)
        // The same sizes as a fresh label's at each width.
        for (size, width) in zip(sizes, [100.0, 150, 200, 300, 1_000, 100]) {
            #expect(size == self.label(text).sizeThatFits(CGSize(width: width, height: 0)))
        }
        #expect(sizes[0] == sizes[5] && sizes[0].height > sizes[4].height)
    }

    /// A table cell configured again with what it shows: nothing is measured again.
    @Test func settingAPropertyToItsValueKeepsTheMeasuredParagraphs() {
        let label = label(Self.sample + "\n" + Self.sample)
        label.textColor = Color(red: 0.2, green: 0.3, blue: 0.4)
        label.shadow = TextShadow(offset: CGSize(width: 1, height: 1), blurRadius: 2)
        _ = label.sizeThatFits(CGSize(width: 100, height: 0))
        label.text = Self.sample + "\n" + Self.sample
        label.font = Fixtures.notoTC()
        label.lineSpace = 10
        label.lineHeight = 0
        label.letterSpacing = 0
        label.lineBreakMode = .byTruncatingTail
        label.textAlignment = .natural
        label.textColor = Color(red: 0.2, green: 0.3, blue: 0.4)
        label.shadow = TextShadow(offset: CGSize(width: 1, height: 1), blurRadius: 2)
        label.paragraphStyle = .default
        label.lineBreakStrategy = .standard
        #expect(work { _ = label.sizeThatFits(CGSize(width: 140, height: 0)) } == (0, 0))
        // The same text as attributed text is another content: measured again.
        label.attributedText = label.attributedText
        #expect(work { _ = label.sizeThatFits(CGSize(width: 160, height: 0)) }.shapings == 2)
        label.attributedText = label.attributedText
        #expect(work { _ = label.sizeThatFits(CGSize(width: 180, height: 0)) } == (0, 0))
    }

    @Test func changingTheTextOrStyleMeasuresAgain() {
        let label = label(Self.sample)
        _ = label.sizeThatFits(CGSize(width: 100, height: 0))
        label.text = Self.sample + "。"
        #expect(work { _ = label.sizeThatFits(CGSize(width: 100, height: 0)) }.shapings == 1)
        label.lineSpace = 4
        #expect(work { _ = label.sizeThatFits(CGSize(width: 100, height: 0)) }.shapings == 1)
        // A new locale is a new analysis, same text.
        label.locale = "ja"
        #expect(work { _ = label.sizeThatFits(CGSize(width: 120, height: 0)) }.breakIterators == 1)
        #expect(work { _ = label.sizeThatFits(CGSize(width: 140, height: 0)) } == (0, 0))
    }
}
