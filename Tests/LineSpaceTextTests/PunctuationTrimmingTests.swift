// CJK punctuation trimming (docs/semantics-punctuation-trimming.md), worked by hand from Noto
// Sans CJK metrics: every mark used here is one em (1000 of 1000 units), 17 pt at 17 pt, and
// `halt` sets it at 500 units (8.5 pt); an opening mark's `halt` moves its ink by -500 units.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct PunctuationTrimmingTests {
    static func notoJP(_ size: Double = 17) -> Font { try! Font(family: "Noto Sans CJK JP", size: size) }

    static func trimming(_ trimming: PunctuationTrimming = .normal) -> ParagraphStyle {
        var style = ParagraphStyle()
        style.punctuationTrimming = trimming
        return style
    }

    /// The layout of `string` in Noto Sans CJK SC (zh-Hans) or JP (ja), trimming on.
    static func layout(_ string: String, ja: Bool = false, width: Double = .infinity, trimming: PunctuationTrimming = .normal) -> TextLayout {
        Fixtures.layout(
            string, font: ja ? notoJP() : Fixtures.notoSC(), style: Self.trimming(trimming), width: width,
            locale: ja ? "ja" : "zh-Hans")
    }

    /// The painted advance of each glyph, in logical order (one glyph per character here).
    static func advances(_ layout: TextLayout) -> [Double] {
        layout.lines.flatMap { $0.glyphRuns.flatMap { $0.advances.map(Double.init) } }
    }

    @Test func workedExample() {
        // 子 曰 ： “ 苟: “ after the comma-like ： loses its leading half em: 5 × 17 − 8.5.
        let trimmed = Self.layout("子曰：“苟")
        #expect(approx(trimmed.lines[0].rect.width, 76.5))
        #expect(Self.advances(trimmed) == [17, 17, 17, 8.5, 17])
        // The quote's ink moves left by half an em: pen 51, halt offset −8.5.
        let quote = trimmed.lines[0].glyphRuns.flatMap(\.positions)[3]
        #expect(approx(quote.x, 51 - 8.5))
        let plain = Self.layout("子曰：“苟", trimming: .none)
        #expect(approx(plain.lines[0].rect.width, 85))
    }
}
