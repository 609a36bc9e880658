import Testing
@testable import LineSpaceText

@Suite struct DominantScriptTests {
    /// The blocks the tally weighs without the script table weigh what the table gives, for
    /// every code point.
    @Test func fastPathsAgreeWithTheScriptTable() {
        let table = ScriptTable.shared
        var differing: [UInt32] = []
        for scalar in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(scalar) {
            if DominantScript.weight(of: scalar, in: table) != DominantScript.tableWeight(of: scalar, in: table) {
                differing.append(scalar)
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(8).map { String($0, radix: 16) })")
    }

    /// Punctuation and fullwidth forms weigh nothing: the letters around them decide.
    @Test func punctuationWeighsNothing() {
        #expect(DominantScript.language(of: Array("「你好」，世界！".utf16)) == "zh-Hans")
        #expect(DominantScript.language(of: Array("안녕하세요。".utf16)) == "ko")
        #expect(DominantScript.language(of: Array("ＡＢＣ，。、".utf16)) == nil)
        #expect(DominantScript.language(of: Array("ひらがな、漢字。".utf16)) == "ja")
        // Beside the iteration mark 々 (Han, just past the fast path's punctuation), Latin wins
        // a tie only when it outnumbers the Han.
        #expect(DominantScript.language(of: Array("々〆〇ab".utf16)) == "zh-Hans")
    }
}
