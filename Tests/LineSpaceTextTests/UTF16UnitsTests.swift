// String.utf16Units, ICU's conversion of the string's UTF-8, gives exactly String.utf16.
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
        let long = String(repeating: "如何讓你遇見我 👍🏽 office ", count: 400)
        #expect(long.utf16Units == Array(long.utf16))
    }

    /// Every length of UTF-8 sequence, at the edges of each.
    @Test func everyLengthOfSequence() {
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

    /// A text converted a few bytes per call into ICU (as one past 2 GiB is, 2 GiB per call)
    /// splits only between code points: every split position of 1- to 4-byte sequences.
    @Test func convertedInPiecesSplitsBetweenCodePoints() {
        var generator = SeededGenerator(seed: 0x5EED_1612)
        let texts = ["", "a", "é", "中", "😀", "a😀é中b", "\u{10FFFF}\u{0}\u{7FF}\u{800}"]
            + (0..<200).map { _ in RandomText.make(&generator, maxPieces: 12) }
        for text in texts {
            for bytesPerCall in 4...9 {
                #expect(text.utf16Units(bytesPerCall: bytesPerCall) == Array(text.utf16), "\(text.debugDescription) by \(bytesPerCall)")
            }
        }
    }
}
