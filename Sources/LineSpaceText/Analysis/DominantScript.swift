// Deriving a language from the text's dominant script when the label has none.

enum DominantScript {
    /// How much text decides: the first this many UTF-16 units (a few paragraphs of CJK text,
    /// a page of Latin).
    ///
    /// Why this length: the language chooses CJK glyph forms (`locl`) and line-breaking
    /// tailorings for the whole text, so it should be the language of its body, not of what
    /// comes first. Japanese prose shows kana in nearly every clause, and Korean is written in
    /// Hangul, so a few sentences identify them; but a text often opens with what is no
    /// evidence: a title or a name in Kanji, an English heading, a URL, numbers, a date. A
    /// sample of 1,024 units reaches well into the body (ten or more sentences) while a stray
    /// word in another script stays outweighed. It is read once per text (`StyledText.language`).
    static let sampleLength = 1_024

    /// A BCP 47 language for text with no locale: ja when kana is present and Han or kana
    /// outweigh the rest, ko for Hangul, zh-Hans for Han; nil (root) otherwise. Reads at most
    /// the first `sampleLength` units; a code point that would cross that end is not counted.
    ///
    /// - Complexity: O(min(n, sampleLength)).
    static func language(of utf16: [UInt16]) -> String? {
        var tally = Tally()
        let end = min(utf16.count, sampleLength)
        var i = 0
        while i < end {
            let unit = UInt32(utf16[i])
            if unit >= 0xD800 && unit <= 0xDFFF {
                let (value, length) = FontRuns.scalarAt(utf16, i, end: end)
                tally.add(value)
                i += length
            } else {
                tally.add(unit)
                i += 1
            }
        }
        return tally.language
    }

    /// `language(of:)` of `string`'s UTF-16 form, read from its scalars: no UTF-16 copy.
    ///
    /// - Complexity: O(min(n, sampleLength)).
    static func language(of string: String) -> String? {
        var tally = Tally()
        var units = 0
        for scalar in string.unicodeScalars {
            units += UTF16.width(scalar)
            // A pair that would cross the sample's end is not counted, nor anything after it.
            if units > sampleLength { break }
            tally.add(scalar.value)
        }
        return tally.language
    }

    /// The counts the guess weighs: Han, kana, Hangul and Latin letters ("other").
    struct Tally {
        private var han = 0, kana = 0, hangul = 0, other = 0
        /// Read once per sample, not per code point.
        private let scripts = ScriptTable.shared

        /// Counts one code point (a lone surrogate counts as nothing).
        @inline(__always)
        mutating func add(_ scalar: UInt32) {
            // The CJK Unified Ideographs block is all Han.
            if scalar >= 0x4E00 && scalar <= 0x9FFF {
                han += 1
                return
            }
            if scalar < 0x2E80 {
                // Below the CJK radicals only Latin letters count (as "other").
                if scalar >= 0x41 && scalar <= 0x5A || scalar >= 0x61 && scalar <= 0x7A || scalar >= 0xC0 && scalar <= 0x24F { other += 1 }
                return
            }
            switch scripts.script(of: scalar) {
            case HarfBuzzBuffer.hanScript: han += 1
            case HarfBuzzBuffer.hiraganaScript, HarfBuzzBuffer.katakanaScript: kana += 1
            case HarfBuzzBuffer.hangulScript: hangul += 1
            default: break
            }
        }

        /// The language the counts give (see `language(of:)`).
        var language: String? {
            if kana > 0 && kana + han >= other && kana + han >= hangul { return "ja" }
            if hangul > han && hangul >= other { return "ko" }
            if han > 0 && han >= other { return "zh-Hans" }
            return nil
        }
    }
}
