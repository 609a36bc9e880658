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

    /// Whether two layouts are the same, line by line and glyph by glyph.
    func same(_ a: TextLayout, _ b: TextLayout) -> Bool {
        guard a.size == b.size, a.isTruncated == b.isTruncated, a.lines.count == b.lines.count else { return false }
        return zip(a.lines, b.lines).allSatisfy { x, y in
            x.ranges == y.ranges && x.rect == y.rect && x.baseline == y.baseline && x.hasEllipsis == y.hasEllipsis
                && x.glyphRuns.count == y.glyphRuns.count
                && zip(x.glyphRuns, y.glyphRuns).allSatisfy { r, s in
                    r.font == s.font && r.color == s.color && r.glyphs == s.glyphs && r.positions == s.positions
                        && r.advances == s.advances && r.clusters == s.clusters && r.range == s.range
                }
        }
    }

    /// Where a layout's lines are stored: a hit hands back the kept layout, so the same storage.
    func storage(_ layout: TextLayout) -> UnsafeRawPointer? {
        layout.lines.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func equalTextsBuiltApartHit() throws {
        let cache = LayoutCache(capacity: 8)
        let options = LayoutOptions(width: 40)
        let first = text("aaa bbb ccc")
        let second = text("aaa bbb " + "ccc")
        // Equal values, separate storage: the hit is found by equality, not identity.
        try #require(first.utf16.withUnsafeBufferPointer { $0.baseAddress } != second.utf16.withUnsafeBufferPointer { $0.baseAddress })
        #expect(first == second && first.hashValue == second.hashValue)
        let laidOut = cache.layout(for: first, options: options)
        let hit = cache.layout(for: second, options: options)
        #expect(storage(hit) == storage(laidOut))
        #expect(cache.count == 1)
        // And what the hit returns is what laying out afresh gives.
        #expect(same(hit, TextLayout(text: second, options: options)))
        #expect(laidOut.lines.count == 3)
    }

    @Test func keysWithEqualHashesKeepTheirOwnLayouts() throws {
        let cache = LayoutCache(capacity: 16)
        let options = LayoutOptions(width: 40)
        let red = Color(red: 1, green: 0, blue: 0)
        let black = text("aaa bbb")
        let redText = StyledText("aaa bbb", attributes: TextAttributes(font: Fixtures.mono(), color: red),
                                 paragraphStyle: ParagraphStyle(lineSpacing: 4))
        // The digest leaves colour to equality: these two collide in the cache's tables.
        try #require(black.contentHash == redText.contentHash && black != redText)
        let blackLayout = cache.layout(for: black, options: options)
        let redLayout = cache.layout(for: redText, options: options)
        #expect(cache.count == 2)
        #expect(blackLayout.lines.flatMap(\.glyphRuns).allSatisfy { $0.color == .black })
        #expect(redLayout.lines.flatMap(\.glyphRuns).allSatisfy { $0.color == red })
        #expect(storage(cache.layout(for: redText, options: options)) == storage(redLayout))
        #expect(storage(cache.layout(for: black, options: options)) == storage(blackLayout))
        // Options the key's hash leaves out (height, line limit, glyphs) are entries of their own.
        let measured = cache.layout(for: black, options: LayoutOptions(width: 40, includesGlyphs: false))
        let limited = cache.layout(for: black, options: LayoutOptions(width: 40, numberOfLines: 1))
        let short = cache.layout(for: black, options: LayoutOptions(width: 40, height: 1))
        #expect(cache.count == 5)
        #expect(measured.lines.count == 2 && measured.lines.allSatisfy(\.glyphRuns.isEmpty))
        #expect(limited.lines.count == 1 && limited.isTruncated)
        #expect(short.lines.count == 1 && short.isTruncated)
        #expect(same(limited, TextLayout(text: black, options: LayoutOptions(width: 40, numberOfLines: 1))))
        #expect(!blackLayout.lines[0].glyphRuns.isEmpty)
    }

    @Test func longTextsAreToldApartWhereTheDigestDoesNotLook() throws {
        // The digest reads at most 128 units of a long text: two texts that differ in one unit
        // it skips share a digest, yet are different keys; equal ones built apart are one key.
        let base = String(repeating: "abcdefghij ", count: 100)
        var units = Array(base.utf16)
        let skipped = 33 + (units.count - StyledText.digestUnits) / StyledText.digestUnits / 2
        units[skipped] = UInt16(UInt8(ascii: "Z"))
        let changed = String(decoding: units, as: UTF16.self)
        let a = text(base), b = text(changed), c = text(String(base))
        try #require(a.contentHash == b.contentHash)
        #expect(a != b && a == c && a.hashValue == c.hashValue)
        let cache = LayoutCache(capacity: 8)
        let options = LayoutOptions(width: 200)
        let first = cache.layout(for: a, options: options)
        let second = cache.layout(for: b, options: options)
        #expect(cache.count == 2 && storage(first) != storage(second))
        #expect(same(second, TextLayout(text: b, options: options)) && !same(first, second))
        #expect(storage(cache.layout(for: c, options: options)) == storage(first))
    }

    @Test func aPrefixIsNotTheSameTextAsItsUnitsTakenWhole() {
        // A prefix lays out as text that continues (an ellipsis where it ends): a cache must
        // not hand its layout to the same units taken whole, nor to another prefix of them.
        let whole = text("aaa bbb\nccc ddd\neee")
        let prefix = whole.prefix(units: 8, endsInsideParagraph: false)
        let units = StyledText(checkedUTF16: prefix.utf16, runs: prefix.runs)
        #expect(prefix.continuesBeyond && !units.continuesBeyond)
        #expect(prefix.contentHash == units.contentHash && prefix != units)
        #expect(prefix == whole.prefix(units: 8, endsInsideParagraph: false))
        #expect(prefix != whole.prefix(units: 8, endsInsideParagraph: true))
        let otherLanguage = StyledText(
            prefixUnits: prefix.utf16, runs: prefix.runs, continues: true, endsInsideParagraph: false, language: "ja")
        #expect(prefix.language == nil && otherLanguage.language == "ja" && prefix != otherLanguage)
        let cache = LayoutCache(capacity: 8)
        let options = LayoutOptions(width: 400, numberOfLines: 1)
        #expect(cache.layout(for: prefix, options: options).isTruncated)
        #expect(!cache.layout(for: units, options: options).isTruncated)
        #expect(cache.count == 2)
    }

    @Test func aLabelMeasuredAgainHits() {
        let cache = LayoutCache(capacity: 8)
        let labels = (0..<2).map { _ in
            let label = Label(text: "aaa bbb ccc")
            label.font = Fixtures.mono()
            label.lineSpace = 4
            label.layoutCache = cache
            return label
        }
        let size = CGSize(width: 40, height: 1_000)
        let first = labels[0].sizeThatFits(size)
        #expect(cache.count == 1)
        // The same label again, and another label with the same text and style: one entry.
        #expect(labels[0].sizeThatFits(size) == first && labels[1].sizeThatFits(size) == first)
        #expect(cache.count == 1)
        #expect(storage(labels[1].layout(width: 40)) == storage(labels[0].layout(width: 40)))
        #expect(cache.count == 2)
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

@Suite struct LayoutCacheKeyTests {
    @Test func widthsThatLayOutAlikeShareOneEntry() {
        let cache = LayoutCache(capacity: 4_096)
        let text = StyledText("hello", attributes: TextAttributes(font: Fixtures.dejaVu()))
        for _ in 0..<100 { _ = cache.layout(for: text, options: LayoutOptions(width: .nan)) }
        #expect(cache.count == 1)
        // NaN, negative and 0 lay out alike (width 0); so do a negative line count and 0.
        _ = cache.layout(for: text, options: LayoutOptions(width: -5))
        _ = cache.layout(for: text, options: LayoutOptions(width: 0, numberOfLines: -3))
        #expect(cache.count == 1)
        _ = cache.layout(for: text, options: LayoutOptions(width: 100))
        #expect(cache.count == 2)
    }
}
