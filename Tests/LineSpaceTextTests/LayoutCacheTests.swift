// The bounded layout cache behind Label.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct LayoutCacheTests {
    func text(_ string: String) -> StyledText {
        StyledText(string, attributes: TextAttributes(font: Fixtures.mono()), paragraphStyle: ParagraphStyle(lineSpacing: 4))
    }

    @Test func aHitReturnsTheSameLayout() {
        let cache = LayoutCache(capacity: 8)
        let first = cache.layout(for: text("aaa bbb"), options: LayoutOptions(width: 40))
        let again = cache.layout(for: text("aaa bbb"), options: LayoutOptions(width: 40))
        #expect(first.nsRanges == again.nsRanges && first.size == again.size)
        #expect(cache.count == 1)
        // Another width, style or text is another entry.
        _ = cache.layout(for: text("aaa bbb"), options: LayoutOptions(width: 400))
        _ = cache.layout(for: StyledText("aaa bbb", attributes: TextAttributes(font: Fixtures.mono())), options: LayoutOptions(width: 40))
        #expect(cache.count == 3)
    }

    @Test func theCacheIsBounded() {
        let cache = LayoutCache(capacity: 10)
        for i in 0..<100 {
            _ = cache.layout(for: text("label \(i)"), options: LayoutOptions(width: 100))
            #expect(cache.count <= 10)
        }
        // Recently used entries survive: the last few are still there.
        let before = cache.count
        _ = cache.layout(for: text("label 99"), options: LayoutOptions(width: 100))
        #expect(cache.count == before)
        cache.removeAll()
        #expect(cache.count == 0)
    }

    @Test func labelsUseTheCacheAndCanOptOut() {
        let cache = LayoutCache(capacity: 4)
        let label = Label(text: "cached")
        label.font = Fixtures.mono()
        label.layoutCache = cache
        _ = label.sizeThatFits(CGSize(width: 100, height: 100))
        #expect(cache.count == 1)
        label.layoutCache = nil
        _ = label.sizeThatFits(CGSize(width: 200, height: 100))
        #expect(cache.count == 1)
    }
}
