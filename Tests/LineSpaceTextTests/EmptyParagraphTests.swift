// Blank lines: the empty paragraphs of one attribute run share one measured paragraph, and
// their lines keep their own offsets.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct EmptyParagraphTests {
    @Test func emptyParagraphsOfOneRunAreMeasuredOnce() {
        let string = "a" + String(repeating: "\n", count: 10_000) + "b"
        let text = StyledText(string, attributes: TextAttributes(font: LayoutPropertyTests.font))
        let counter = WorkCounter()
        let layout = WorkCounter.$current.withValue(counter) { TextLayout(text: text, options: LayoutOptions(width: 300)) }
        // "a", one shared empty paragraph, "b".
        #expect(counter.measuredParagraphs == 3)
        // "a", 9,999 blank lines, "b".
        #expect(layout.lines.count == 10_001)
        #expect(layout.lines[1].range == NSRange(location: 2, length: 0) && layout.lines[1].paragraphIndex == 1)
        #expect(layout.lines[9_998].range == NSRange(location: 9_999, length: 0) && layout.lines[9_998].paragraphIndex == 9_998)
        #expect(layout.lines.last!.range == NSRange(location: 10_001, length: 1))
        // Each blank line stacks under the one before, one line height apart.
        let step = layout.lines[2].rect.minY - layout.lines[1].rect.minY
        #expect(step > 0 && abs(layout.lines[9_998].rect.minY - layout.lines[9_997].rect.minY - step) < 1e-6)
    }

    @Test func emptyParagraphsInAnotherRunTakeItsFont() throws {
        let big = try Font(family: "DejaVu Sans", size: 30)
        let units = Array("a\n\n\n\nb".utf16)
        let text = try StyledText(utf16: units, runs: [
            .init(range: 0..<3, attributes: TextAttributes(font: LayoutPropertyTests.font)),
            .init(range: 3..<6, attributes: TextAttributes(font: big)),
        ])
        let layout = TextLayout(text: text, options: LayoutOptions(width: 300))
        #expect(layout.lines.map(\.range.location) == [0, 2, 3, 4, 5])
        // The blank lines at 2 (the first run's) and 3, 4 (the second's).
        #expect(layout.lines[1].rect.height < layout.lines[2].rect.height)
        #expect(layout.lines[2].rect.height == layout.lines[3].rect.height)
    }
}
