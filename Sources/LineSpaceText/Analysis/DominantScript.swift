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
        let end = min(utf16.count, sampleLength)
        // Han, kana and Hangul all lie at or above U+2E80 (supplementary Han in surrogates):
        // a sample with no unit there gives nil whatever its Latin count.
        guard utf16[..<end].contains(where: { $0 >= 0x2E80 }) else { return nil }
        var tally = Tally()
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

    /// What a code point weighs in the guess.
    enum Weight {
        case han, kana, hangul
        /// A Latin letter.
        case other
        /// Nothing: digits, punctuation, symbols, other scripts.
        case none
    }

    /// The weight of `scalar`, the script table read only outside the blocks a sample is mostly
    /// made of (its reads miss the cache): CJK Unified Ideographs, Hangul syllables, and the
    /// CJK punctuation and fullwidth forms (、。「」，：！Ａ), which weigh nothing. Equal to
    /// `tableWeight(of:in:)` for every code point (tested).
    @inline(__always)
    static func weight(of scalar: UInt32, in scripts: ScriptTable) -> Weight {
        if scalar >= 0x4E00 && scalar <= 0x9FFF { return .han }
        if scalar < 0x2E80 { return latinWeight(of: scalar) }
        if scalar >= 0xAC00 && scalar <= 0xD7A3 { return .hangul }
        if scalar >= 0x3000 && scalar <= 0x3004 || scalar >= 0x3008 && scalar <= 0x3020 || scalar >= 0xFF01 && scalar <= 0xFF65 {
            return .none
        }
        return tableWeight(of: scalar, in: scripts)
    }

    /// The weight of `scalar` by definition: below the CJK radicals (U+2E80) only Latin letters
    /// weigh (as "other"); above, the script table's Han, kana and Hangul.
    static func tableWeight(of scalar: UInt32, in scripts: ScriptTable) -> Weight {
        if scalar < 0x2E80 { return latinWeight(of: scalar) }
        switch scripts.script(of: scalar) {
        case HarfBuzzBuffer.hanScript: return .han
        case HarfBuzzBuffer.hiraganaScript, HarfBuzzBuffer.katakanaScript: return .kana
        case HarfBuzzBuffer.hangulScript: return .hangul
        default: return .none
        }
    }

    @inline(__always)
    private static func latinWeight(of scalar: UInt32) -> Weight {
        scalar >= 0x41 && scalar <= 0x5A || scalar >= 0x61 && scalar <= 0x7A || scalar >= 0xC0 && scalar <= 0x24F ? .other : .none
    }

    /// The counts the guess weighs: Han, kana, Hangul and Latin letters ("other").
    struct Tally {
        private var han = 0, kana = 0, hangul = 0, other = 0
        /// Read once per sample, not per code point.
        private let scripts = ScriptTable.shared

        /// Counts one code point (a lone surrogate counts as nothing).
        @inline(__always)
        mutating func add(_ scalar: UInt32) {
            switch DominantScript.weight(of: scalar, in: scripts) {
            case .han: han += 1
            case .kana: kana += 1
            case .hangul: hangul += 1
            case .other: other += 1
            case .none: break
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
