// String.utf16Units, the engine's one-pass conversion, gives exactly String.utf16.
import Testing
@testable import LineSpaceText

@Suite struct UTF16UnitsTests {
    @Test func surrogatePairsAndEdgeScalars() {
        // 😀 is U+1F600: lead D83D, trail DE00. U+FFFF is the last unit encoded alone, U+10000
        // the first pair, U+10FFFF the last.
        #expect("a😀b".utf16Units == [0x61, 0xD83D, 0xDE00, 0x62])
        #expect("\u{FFFF}\u{10000}\u{10FFFF}".utf16Units == [0xFFFF, 0xD800, 0xDC00, 0xDBFF, 0xDFFF])
        #expect("".utf16Units == [])
        #expect("中文".utf16Units == [0x4E2D, 0x6587])
    }

    @Test func randomTextMatchesUTF16View() {
        var generator = SeededGenerator(seed: 0x5EED_1610)
        for _ in 0..<500 {
            let text = RandomText.make(&generator, maxPieces: 60)
            #expect(text.utf16Units == Array(text.utf16), "\(text.debugDescription)")
        }
        // A long text takes the counted reservation.
        let long = String(repeating: "如何讓你遇見我 👍🏽 office ", count: 400)
        #expect(long.utf16Units == Array(long.utf16))
    }

    /// Both readers on every length of UTF-8 sequence, at the edges of each: the span reader
    /// decodes lead bytes itself.
    @Test func bothReadersDecodeEveryLengthOfSequence() {
        let edges = "\u{0}\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}\u{E000}\u{D7FF}"
        var generator = SeededGenerator(seed: 0x5EED_1611)
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                text.unicodeScalars.append(Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &generator)) ?? "?")
            }
            text += edges
            #expect(text.utf16Units == Array(text.utf16))
        }
    }
}
