// Deriving a language from the text's dominant script when the label has none.

enum DominantScript {
    /// How much text decides. `Label` lays out long texts from prefixes of at least this many
    /// units, so a prefix and the whole text always get the same language.
    static let sampleLength = 1_024

    /// A BCP 47 language for text with no locale: zh-Hans for Han, ja when kana is present,
    /// ko for Hangul; nil (root) otherwise. Reads at most the first `sampleLength` units.
    ///
    /// - Complexity: O(min(n, sampleLength)).
    static func language(of utf16: [UInt16]) -> String? {
        var han = 0, kana = 0, hangul = 0, other = 0
        var i = 0
        let end = min(utf16.count, sampleLength)
        let scripts = ScriptTable.shared
        let hanScript = HarfBuzzBuffer.hanScript, hangulScript = HarfBuzzBuffer.hangulScript
        let hiraganaScript = HarfBuzzBuffer.hiraganaScript, katakanaScript = HarfBuzzBuffer.katakanaScript
        while i < end {
            let unit = utf16[i]
            if unit < 0x2E80 {
                // Below the CJK radicals: only Latin letters count (as "other"); no surrogates.
                if (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || (0xC0...0x24F).contains(unit) { other += 1 }
                i += 1
                continue
            }
            if unit >= 0x4E00 && unit <= 0x9FFF {
                han += 1  // the CJK Unified Ideographs block is all Han: no table read
                i += 1
                continue
            }
            let (scalar, length) = FontRuns.scalarAt(utf16, i, end: end)
            i += length
            switch scripts.script(of: scalar) {
            case hanScript: han += 1
            case hiraganaScript, katakanaScript: kana += 1
            case hangulScript: hangul += 1
            default: break
            }
        }
        if kana > 0 && kana + han >= other && kana + han >= hangul { return "ja" }
        if hangul > han && hangul >= other { return "ko" }
        if han > 0 && han >= other { return "zh-Hans" }
        return nil
    }
}
