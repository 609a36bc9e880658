// Fonts: fontconfig resolution, unrounded HarfBuzz metrics, errors (docs/semantics.md §1).
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct FontTests {
    @Test func notoSansCJKMetricsAreUnrounded() {
        let font = Fixtures.notoTC()
        #expect(font.resolvedFamily == "Noto Sans CJK TC")
        #expect(font.file.hasSuffix("NotoSansCJK-Regular.ttc"))
        #expect(font.faceIndex == 3)
        #expect(approx(font.ascender, 19.72))    // 1160 × 17 / 1000
        #expect(approx(font.descender, 4.896))   // 288 × 17 / 1000
        #expect(font.lineGap == 0)
        #expect(approx(font.lineHeight, 24.616))
        #expect(Fixtures.notoSC().faceIndex == 2)
    }

    @Test func dejaVuMetrics() {
        let font = Fixtures.dejaVu()
        #expect(approx(font.ascender, 1901.0 * 17 / 2048))   // 15.7798…
        #expect(approx(font.descender, 483.0 * 17 / 2048))   // 4.0092…
        #expect(approx(font.lineHeight, 19.7890625))
    }

    @Test func unknownFamilyFallsBackAndSaysSo() throws {
        let font = try Font(family: "No Such Family 4711", size: 12)
        #expect(!font.resolvedFamily.isEmpty)
        #expect(font.resolvedFamily != "No Such Family 4711")
        #expect(font.isSubstitute)
        #expect(!Fixtures.dejaVu().isSubstitute)
    }

    @Test func weightsAreReadOneWay() throws {
        let accepted: [(String, Int)] = [
            ("1", 1), ("350", 350), ("1000", 1000), ("Thin", 100), ("ultralight", 200), ("LIGHT", 300),
            ("regular", 400), ("normal", 400), ("medium", 500), ("SemiBold", 600), ("bold", 700), ("heavy", 800), ("black", 900),
        ]
        for (text, value) in accepted {
            #expect(Font.Weight(parsing: text)?.rawValue == value, "\(text)")
            // Markup reads the same forms, with Pango's values where Pango names a weight
            // (its heavy is 900, this reader's 800).
            let run = try #require(AttributedString(markup: "<span weight='\(text)'>x</span>", baseFont: Fixtures.dejaVu()).runs.first)
            #expect(run.textFont?.weight.rawValue == MarkupValues.weightNames[text.lowercased()] ?? value, "\(text)")
        }
        for text in ["0", "1001", "+5", "-1", "5.5", "", "bolder", " 400", "0x190", "400pt"] {
            #expect(Font.Weight(parsing: text) == nil, "\(text)")
            #expect(throws: MarkupError.self) { try AttributedString(markup: "<span weight='\(text)'>x</span>", baseFont: Fixtures.dejaVu()) }
        }
    }

    @Test func invalidSizesThrow() throws {
        for size in [0, -1, .nan, .infinity] as [Double] {
            #expect(throws: FontError.self) {
                _ = try Font(family: "DejaVu Sans", size: size)
            }
        }
        #expect(try Font(family: "DejaVu Sans", size: 20_000).size == Font.maximumSize)
        // A subnormal size clamps up: no font of 0 pt.
        #expect(try Font(family: "DejaVu Sans", size: .leastNonzeroMagnitude).size == Font.minimumSize)
    }

    @Test func aFileThatIsNotAFontThrows() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID()).ttf").path
        try Data("hello, I am not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: FontError.unreadableFontFile(path: path, index: 0)) { _ = try Font(file: path, size: 12) }
        #expect(throws: FontError.unreadableFontFile(path: "/nonexistent.ttf", index: 0)) {
            _ = try Font(file: "/nonexistent.ttf", size: 12)
        }
    }

    @Test func fontFromFileHasTheFacesFamily() throws {
        let font = try Font(file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", index: 3, size: 17)
        #expect(font.resolvedFamily == "Noto Sans CJK TC")
        #expect(approx(font.lineHeight, 24.616))
    }

    @Test func fontsAreSharedAcrossSizes() throws {
        let a = Fixtures.dejaVu(12), b = try Fixtures.dejaVu(17).withSize(12)
        #expect(a == b)
        #expect(a.face === b.face)
    }
}
