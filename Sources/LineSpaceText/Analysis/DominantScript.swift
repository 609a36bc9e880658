// Deriving a language from the text's dominant script when the label has none.

enum DominantScript {
    /// How much text decides: the first this many UTF-16 units. A prefix of a long text counts
    /// the whole text's sample while it is cut (`StyledText.languageOfWholeText`), so a prefix
    /// and the whole text always get the same language.
    ///
    /// Why 256: a few sentences show a Japanese text's kana and outweigh a stray Latin word,
    /// and a long text in limited lines reads the sample on every layout (1,024 units cost
    /// ~16 K instructions a layout, three quarters of them spent on text no line shows).
    static let sampleLength = 256

    /// A BCP 47 language for text with no locale: zh-Hans for Han, ja when kana is present,
    /// ko for Hangul; nil (root) otherwise. Reads at most the first `sampleLength` units.
    ///
    /// - Complexity: O(min(n, sampleLength)).
    static func language(of utf16: [UInt16]) -> String? {
        var tally = Tally()
        var i = 0
        let end = min(utf16.count, sampleLength)
        while i < end {
            let unit = utf16[i]
            if unit < 0xD800 || unit >= 0xE000 {
                // Not a surrogate: the unit is the code point.
                tally.count(UInt32(unit))
                i += 1
                continue
            }
            let (scalar, length) = FontRuns.scalarAt(utf16, i, end: end)
            i += length
            tally.count(scalar)
        }
        return tally.language
    }

    /// Code points counted by script, the sample's first `sampleLength` units at most (a code
    /// point that would cross that end is not counted, as `language(of:)` reads it).
    struct Tally {
        var units = 0
        var han = 0, kana = 0, hangul = 0, other = 0

        /// Counts `scalar` if the sample has room for it; a surrogate pair that would cross the
        /// sample's end fills it instead (`language(of:)` stops there too).
        @inline(__always)
        mutating func add(_ scalar: UInt32) {
            let length = scalar < 0x1_0000 ? 1 : 2
            guard units + length <= sampleLength else {
                units = sampleLength
                return
            }
            units += length
            // The CJK Unified Ideographs block inline (most of a Chinese sample), the rest in `count`.
            if (0x4E00...0x9FFF).contains(scalar) { han += 1 } else { count(scalar) }
        }

        /// Whether the sample is full.
        var isComplete: Bool { units >= sampleLength }

        mutating func count(_ scalar: UInt32) {
            if scalar < 0x2E80 {
                // Below the CJK radicals: only Latin letters count (as "other").
                if (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar) || (0xC0...0x24F).contains(scalar) { other += 1 }
                return
            }
            // The CJK Unified Ideographs block is all Han: no table read.
            if (0x4E00...0x9FFF).contains(scalar) { han += 1; return }
            switch ScriptTable.shared.script(of: scalar) {
            case HarfBuzzBuffer.hanScript: han += 1
            case HarfBuzzBuffer.hiraganaScript, HarfBuzzBuffer.katakanaScript: kana += 1
            case HarfBuzzBuffer.hangulScript: hangul += 1
            default: break
            }
        }

        var language: String? {
            if kana > 0 && kana + han >= other && kana + han >= hangul { return "ja" }
            if hangul > han && hangul >= other { return "ko" }
            if han > 0 && han >= other { return "zh-Hans" }
            return nil
        }
    }
}
