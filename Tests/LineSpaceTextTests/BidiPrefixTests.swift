// BidiPrefix: where a paragraph prefix's bidi levels are final, whatever text follows.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct BidiPrefixTests {
    func cut(_ string: String) -> Int {
        let units = Array(string.utf16)[...]
        return BidiPrefix.settledEnd(of: units, bidi: BidiParagraph(utf16: units, direction: .natural))
    }

    @Test func finalCutsAreStrongCharactersOutsideEmbeddingsAndWaitingBrackets() {
        // a0 b1 ␠2 (3 c4 d5 )6 ␠7 א8 ב9: the bracket waits from 3 to 6.
        #expect(cut("ab (cd) אב") == 9)
        #expect(cut("ab (cd אב") == 1)
        // "]" closes no "(": the bracket still waits.
        #expect(cut("ab (cd] אב") == 1)
        // x0 RLI1 a2 b3 c4 PDI5 א6: nothing inside the isolate, א once it closes.
        #expect(cut("x\u{2067}abc") == 0)
        #expect(cut("x\u{2067}abc\u{2069}א") == 6)
        // א0 RLE1 b2 PDF3 c4; a PDI closes no embedding.
        #expect(cut("א\u{202B}b\u{202C}c") == 4)
        #expect(cut("א\u{202B}b\u{2069}c") == 0)
        // A PDF inside an isolate closes nothing: א0 LRI1 RLE2 PDF3 b4 PDI5 c6.
        #expect(cut("א\u{2066}\u{202B}\u{202C}b\u{2069}c") == 6)
        // Numbers and neutrals are not strong.
        #expect(cut("abc 123 !? א") == 11)
        #expect(cut("abc 123 !?") == 2)
        // Angle brackets pair with canonical equivalents: the scan stops at the first.
        #expect(cut("אb\u{3008}c\u{3009}d") == 1)
        // ש0 ל1 ו2 ם3 ␠4 𐤀5–6 (a right-to-left letter outside the BMP).
        #expect(cut("שלום 𐤀") == 5)
        // All of one direction, ICU's shortcut: nothing after an explicit control or an Arabic
        // number is final (the control's content would get the paragraph level).
        #expect(cut("שלום \u{202B}עולם\u{202C} טוב") == 3)
        // An Arabic number after left-to-right text alone: ICU gives it level 0 (the shortcut),
        // 2 once right-to-left text follows.
        #expect(cut("ab٣cd") == 1)
        // With both directions ICU resolves in full: ש0 ל1 ו2 ם3 ␠4 ٣5 ␠6 ע7 ו8 ל9 ם10.
        #expect(cut("שלום ٣ עולם") == 10)
    }

    @Test func leftToRightTextSettlesAtItsLastStrongCharacter() {
        func settled(_ string: String, _ direction: WritingDirection = .natural) -> Int {
            let units = Array(string.utf16)[...]
            return BidiPrefix.settledEnd(of: units, bidi: BidiParagraph(utf16: units, direction: direction))
        }
        // A natural paragraph of numbers and neutrals so far: its level is not decided.
        #expect(settled("123, 456 !") == 0)
        #expect(settled("123 x 4") == 4)
        #expect(settled("1 中 ") == 2)
        // A zero-width space takes the level of what follows it.
        #expect(settled("ab\u{200B}", .leftToRight) == 1)
        #expect(settled("a😀b 𝐀 ") == 5)
    }

    /// Found by the random test: ICU resolves a first-strong isolate at the prefix's end left to
    /// right (no strong character follows it yet), which makes the prefix mixed for ICU, while
    /// the whole text, whose isolate resolves right to left, is all right to left.
    @Test func anOpenFirstStrongIsolateDoesNotMakeAPrefixMixed() {
        let string = "\u{202E}(\u{200B}ب!مرحبا\u{200B}2323\u{2067}\tשלום\u{061C}{\u{202C}«\u{2069}\u{2069}\u{202C}مرحبا/\u{061C}\u{2068}א"
        Self.checkEveryPrefix(of: Array(string.utf16), .natural, "open FSI")
    }

    /// The text as one paragraph's levels, one per unit.
    static func levels(_ units: ArraySlice<UInt16>, _ direction: WritingDirection) -> [UInt8] {
        let bidi = BidiParagraph(utf16: units, direction: direction)
        return bidi.levels.isEmpty ? Array(repeating: bidi.baseLevel, count: units.count) : bidi.levels
    }

    /// Every prefix of `units`: its levels before its last final cut are the whole text's.
    static func checkEveryPrefix(of units: [UInt16], _ direction: WritingDirection, _ context: String) {
        let whole = levels(units[...], direction)
        for end in 0...units.count {
            if end > 0 && end < units.count && UTF16.isTrailSurrogate(units[end]) { continue }
            let cut = BidiPrefix.settledEnd(of: units[..<end], bidi: BidiParagraph(utf16: units[..<end], direction: direction))
            #expect(cut <= end)
            let prefix = levels(units[..<end], direction)
            #expect(Array(prefix[..<cut]) == Array(whole[..<cut]), "\(context), prefix \(end), cut \(cut)")
        }
    }

    static let pieces = [
        "a", "bc", "א", "שלום", "ب", "مرحبا", "𐤀", "1", "23", "٣", "۴", "+", "-", "%", "$", ",", ".", ":", "/", " ",
        "\t", "!", "(", ")", "[", "]", "{", "}", "«", "»", "\u{202A}", "\u{202B}", "\u{202D}", "\u{202E}", "\u{202C}",
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}", "\u{0301}", "\u{00AD}",
        "\u{200B}",
    ]

    @Test(arguments: WritingDirection.allCases)
    func randomPrefixesKeepTheWholeParagraphsLevelsBeforeTheirCut(direction: WritingDirection) {
        var generator = SeededGenerator(seed: 0xB1D1 &+ UInt64(direction.hashValue & 0xFF))
        for round in 0..<400 {
            var string = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) { string += Self.pieces.randomElement(using: &generator)! }
            Self.checkEveryPrefix(of: Array(string.utf16), direction, "round \(round) \(string.debugDescription) \(direction)")
        }
    }

    /// Unicode's own bidi cases (every 7th, all three directions as given): brackets,
    /// isolates, embeddings and numbers in the combinations UAX #9's authors chose.
    @Test func bidiCharacterTestsPrefixesKeepTheirLevelsBeforeTheirCut() throws {
        let cases = try BidiConformanceTests.cases()
        #expect(cases.count > 90_000)
        var checked = 0
        for (index, testCase) in cases.enumerated() where index % 7 == 0 {
            var units: [UInt16] = []
            for scalar in testCase.scalars { units.appendUTF16(of: Unicode.Scalar(scalar) ?? "\u{FFFD}") }
            Self.checkEveryPrefix(of: units, testCase.direction, "line \(testCase.line)")
            checked += 1
        }
        #expect(checked > 13_000)
    }
}

/// A paragraph's end laid out after its start, the middle left out (head and middle truncation
/// of a long paragraph): from its first final start, the end's levels are the whole paragraph's.
@Suite struct BidiSuffixTests {
    /// The whole paragraph's scan up to `tailStart`.
    static func scan(_ units: ArraySlice<UInt16>) -> BidiPrefix.Scan {
        var scan = BidiPrefix.Scan()
        BidiPrefix.forEachScalar(of: units) { _, scalar in
            _ = scan.read(scalar)
            return true
        }
        return scan
    }

    /// `units[..<headEnd]` followed by `units[tailStart...]`: whether the levels from the
    /// tail's settled start on are the whole text's; whether there was one to check.
    @discardableResult
    static func check(_ units: [UInt16], headEnd: Int, tailStart: Int, _ direction: WritingDirection, _ context: String) -> Bool {
        let head = units[..<headEnd], tail = units[tailStart...]
        let spliced = Array(head) + Array(tail)
        let bidi = BidiParagraph(utf16: spliced[...], direction: direction)
        // Lines are trusted only past the head's settled end: the paragraph level is decided.
        guard direction != .natural || BidiPrefix.settledEnd(of: head, bidi: BidiParagraph(utf16: head, direction: direction)) > 0
        else { return false }
        guard let start = BidiPrefix.settledStart(
            ofTail: tail, after: head, whole: scan(units[..<tailStart]), baseLevel: bidi.baseLevel, from: 0)
        else { return false }
        let whole = BidiPrefixTests.levels(units[...], direction)
        let mine = BidiPrefixTests.levels(spliced[...], direction)
        #expect(Array(mine[(headEnd + start)...]) == Array(whole[(tailStart + start)...]),
                "\(context), head \(headEnd), tail \(tailStart), start \(start)")
        return true
    }

    @Test(arguments: WritingDirection.allCases)
    func randomSplicesKeepTheWholeParagraphsLevelsFromTheirSettledStart(direction: WritingDirection) {
        var generator = SeededGenerator(seed: 0x5B1D &+ UInt64(direction.hashValue & 0xFF))
        var checked = 0
        for round in 0..<3_000 {
            var string = ""
            for _ in 0..<Int.random(in: 2...40, using: &generator) { string += BidiPrefixTests.pieces.randomElement(using: &generator)! }
            let units = Array(string.utf16)
            for _ in 0..<12 {
                var headEnd = Int.random(in: 0...units.count, using: &generator)
                var tailStart = Int.random(in: headEnd...units.count, using: &generator)
                if headEnd < units.count && UTF16.isTrailSurrogate(units[headEnd]) { headEnd -= 1 }
                if tailStart < units.count && UTF16.isTrailSurrogate(units[tailStart]) { tailStart -= 1 }
                guard headEnd <= tailStart else { continue }
                if Self.check(units, headEnd: headEnd, tailStart: tailStart, direction, "round \(round) \(string.debugDescription)") {
                    checked += 1
                }
            }
        }
        #expect(checked > 400, "\(checked) splices with a settled start")
    }

    @Test func aFinalStartIsAStrongCharacterWithNothingOpenOrWaitingInEitherText() {
        func start(_ whole: String, head: Int, tail: Int) -> Int? {
            let units = Array(whole.utf16)
            return BidiPrefix.settledStart(
                ofTail: units[tail...], after: units[..<head], whole: Self.scan(units[..<tail]), baseLevel: 0, from: 0)
        }
        // ab0 ␠2 (3 c4 ␠5 d6 )7 ␠8 e9: the whole text waits for ")" from 3 to 7; the head "ab "
        // does not, so the first final start is e, 9 − 5 = 4 into the tail " d) e".
        #expect(start("ab (c d) e", head: 3, tail: 5) == 4)
        // Nothing waits: the tail's first letter.
        #expect(start("ab cd ef", head: 3, tail: 6) == 0)
        // The head's own "(" waits in the spliced text: "ab (" + "f) g" starts at g.
        #expect(start("ab (cd ef) g", head: 4, tail: 8) == 3)
        // A "(" no ")" in the tail closes waits for nothing there.
        #expect(start("a ( b c d e", head: 1, tail: 6) == 0)
        // An isolate open in the whole text: nothing until its PDI, then x.
        #expect(start("a\u{2067}bc de\u{2069}x", head: 1, tail: 5) == 3)
    }
}
