import Testing

@testable import LineSpaceText

/// A long run shaped window by window gives the glyphs and unsafe-to-break clusters of the run
/// shaped whole (`ShapedRun.shapedInWindows`).
@Suite struct WindowedShapingTests {
    /// One script's words, its font, its HarfBuzz script tag and its direction.
    struct Sample {
        let words: [String]
        let family: String
        let script: UInt32?
        let isRightToLeft: Bool
    }

    static let latin = HarfBuzzBuffer.latinScript
    static let samples: [Sample] = [
        // DejaVu Sans kerns letters with the space and has fi/ffi ligatures.
        Sample(words: ["AV", "To", "office", "waffle", "fine", "Yoyo", "e\u{301}", "well-known", "(a)", "100.5%"],
               family: "DejaVu Sans", script: latin, isRightToLeft: false),
        Sample(words: ["Lorem", "ipsum", "dolor", "AVA", "sit", "amet,", "consectetur", "fi"],
               family: "Noto Sans", script: latin, isRightToLeft: false),
        // Joining letters, lam-alef, marks: right to left.
        Sample(words: ["مرحبا", "العالم", "لا", "كلّ", "واحدةٍ", "بالعربية", "(نص)"],
               family: "Noto Sans Arabic", script: HarfBuzzBuffer.script(of: 0x0627), isRightToLeft: true),
        Sample(words: ["שלום", "עולם", "בְּרֵאשִׁית", "טקסט"],
               family: "Noto Sans Hebrew", script: HarfBuzzBuffer.script(of: 0x05D0), isRightToLeft: true),
        // Reordering and conjuncts.
        Sample(words: ["नमस्ते", "दुनिया", "क्षत्रिय", "हिन्दी", "र्क"],
               family: "Noto Sans Devanagari", script: HarfBuzzBuffer.script(of: 0x0915), isRightToLeft: false),
        Sample(words: ["如何讓你", "遇見我", "，", "「引用」", "。"],
               family: "Noto Sans CJK TC", script: HarfBuzzBuffer.hanScript, isRightToLeft: false),
        // Nothing for HarfBuzz to guess a script from: cut too.
        Sample(words: ["123", "4.5", "!!", "(", ")", "-", "%"], family: "DejaVu Sans", script: nil, isRightToLeft: false),
    ]

    @Test(arguments: samples.indices)
    func windowsGiveTheWholeRunsGlyphs(sample index: Int) throws {
        let sample = Self.samples[index]
        let face = try Font(family: sample.family, size: 17).face
        var generator = SeededGenerator(seed: UInt64(index) &+ 41)
        for trial in 0..<6 {
            var text = ""
            while text.utf16.count < 3_000 {
                text += sample.words.randomElement(using: &generator)!
                text += Int.random(in: 0..<5, using: &generator) == 0 ? "  " : " "
            }
            // The run is a middle part of its paragraph: the rest is context.
            let utf16 = Array(("x " + text + " y").utf16)[...]
            let range = 2..<(utf16.count - 2)
            let buffer = HarfBuzzBuffer()
            let (raw, _) = buffer.shape(
                utf16, range: range, face: face.harfBuzz, script: sample.script, language: nil,
                isRightToLeft: sample.isRightToLeft)
            let window = [200, 257, 1_000][trial % 3]
            let windowed = try #require(ShapedRun.shapedInWindows(
                utf16, range: range, face: face, script: sample.script, language: nil,
                isRightToLeft: sample.isRightToLeft, features: [], scale: 0.5, buffer: buffer, window: window),
                "\(sample.family) trial \(trial): no cut found")
            #expect(windowed.glyphs.count == raw.count, "\(sample.family) trial \(trial)")
            for (index, (glyph, expected)) in zip(windowed.glyphs, raw).enumerated() {
                let offset = windowed.offsets[glyph: index]
                let same = glyph.id == expected.id && glyph.cluster == expected.cluster
                    && glyph.advance == Double(expected.xAdvance) * 0.5 && offset.x == Double(expected.xOffset) * 0.5
                    && offset.y == Double(expected.yOffset) * 0.5
                #expect(same, "\(sample.family) trial \(trial) window \(window): cluster \(expected.cluster)")
                if !same { return }
            }
            let unsafe = raw.filter(\.unsafeToBreak).map(\.cluster)
            let windowedUnsafe = windowed.glyphs.filter { $0.edge.contains(.unsafeToBreak) }.map(\.cluster)
            let differing = zip(windowedUnsafe, unsafe).first { $0 != $1 }
            #expect(windowedUnsafe.count == unsafe.count && differing == nil,
                    "\(sample.family) trial \(trial): unsafe clusters differ, first at \(String(describing: differing))")
            // HarfBuzz is not asked whether edges are safe to concatenate: none is taken to be.
            #expect(windowed.glyphs.allSatisfy { $0.edge.contains(.unsafeToConcat) })
        }
    }

    @Test func aRunWithoutACutIsShapedWhole() throws {
        // Joined Arabic letters without a space: every cluster but the first is unsafe to break.
        let face = try Font(family: "Noto Sans Arabic", size: 17).face
        let utf16 = Array(String(repeating: "بسم", count: 200).utf16)[...]
        let result = ShapedRun.shapedInWindows(
            utf16, range: 0..<utf16.count, face: face, script: HarfBuzzBuffer.script(of: 0x0628), language: nil,
            isRightToLeft: true, features: [], scale: 1, buffer: HarfBuzzBuffer(), window: 200)
        #expect(result == nil)
    }

    @Test func aRunWhoseScriptHarfBuzzGuessesIsShapedWhole() throws {
        let face = try Font(family: "DejaVu Sans", size: 17).face
        let utf16 = Array(String(repeating: "123 abc ", count: 100).utf16)[...]
        let result = ShapedRun.shapedInWindows(
            utf16, range: 0..<utf16.count, face: face, script: nil, language: nil,
            isRightToLeft: false, features: [], scale: 1, buffer: HarfBuzzBuffer(), window: 200)
        #expect(result == nil)
    }

    @Test func aLongParagraphIsAsWideAsItsRunShapedWhole() throws {
        // Through the pipeline: one line of a paragraph over two windows long is as wide as
        // HarfBuzz's advances of the whole paragraph shaped at once (DejaVu kerns with spaces).
        let words = ["office", "AVA", "waffle", "To", "fine", "Yoyo", "(a)"]
        var generator = SeededGenerator(seed: 7)
        var text = ""
        while text.utf16.count < ShapedRun.shapingWindow * 2 + 500 {
            text += words.randomElement(using: &generator)! + (Bool.random(using: &generator) ? " " : "  ")
        }
        text += "end"
        let font = try Font(family: "DejaVu Sans", size: 17)
        let layout = TextLayout(text: StyledText(text, attributes: TextAttributes(font: font)), options: LayoutOptions())
        let utf16 = Array(text.utf16)[...]
        let (raw, _) = HarfBuzzBuffer().shape(
            utf16, range: 0..<utf16.count, face: font.face.harfBuzz, script: Self.latin, language: nil, isRightToLeft: false)
        let whole = raw.reduce(0.0) { $0 + Double($1.xAdvance) * font.scale }
        #expect(layout.lines.count == 1)
        let width = layout.lines.first?.rect.width ?? 0
        #expect(abs(width - whole) < whole * 1e-12 + 1e-6, "\(width) against \(whole)")
    }
}
