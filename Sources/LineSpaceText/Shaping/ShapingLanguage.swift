// Shaping: the language HarfBuzz shapes in, one per OpenType language system.
import CHarfBuzz

/// The language shaping uses for a layout's language: the first language the process met that
/// gives the same OpenType script and language tags (`hb_ot_tags_from_script_and_language`).
///
/// HarfBuzz reads a buffer's language only to choose those tags, so languages that give the
/// same ones shape alike: "en", "en-US" and "en-GB" all as English (`ENG`). But HarfBuzz keeps
/// a shape plan in each face for every distinct language it is given, never dropped, and the
/// shaping cache numbers its styles (and a face its piece cuts) by language: locales taken from
/// requests would make each grow without bound, and slow every shaping call that scans the
/// plans. Shaping in the first language of each class keeps them to one per language system.
/// Line breaking, hyphenation and font fallback keep the language given.
///
/// ```swift
/// ShapingLanguage.canonical("en-GB")  // "en-GB", or "en" when "en" came first
/// ```
enum ShapingLanguage {
    /// The most language systems kept; past this many, a new one shapes in the default system.
    /// The OpenType languages HarfBuzz knows are fewer, but it makes a system of every unknown
    /// three-letter code and private-use tag (`x-hbot-…`, `x-hbsc-…`).
    static let maximumClasses = 1_024
    /// The most UTF-8 bytes of a locale read: HarfBuzz keeps every language string it is given,
    /// for the process's life, and BCP 47 tags in use are far shorter.
    static let maximumLength = 64

    /// What HarfBuzz makes of a language. The script tags, asked for a Latin and a Han run,
    /// differ unless the language overrides the script (`-x-hbsc-`), which they then give.
    private struct Tags: Hashable {
        var latin: [UInt32]
        var han: [UInt32]
        var language: [UInt32]
    }

    /// Each class's first language.
    private static let classes = Locked<[Tags: String]>([:])
    /// Languages already mapped: a bounded memo, as the locales met may be anything.
    private static let mapped = SharedCache<String, String?>(maximumCount: 256)

    /// The language to shape text in `language` in (its first `maximumLength` bytes); nil for
    /// none, and for a new language system past `maximumClasses`.
    ///
    /// - Complexity: O(1): a memo look-up; the first time, HarfBuzz's tag look-up.
    static func canonical(_ language: String?) -> String? {
        switch language {
        case nil, "": return nil
        // The languages layout derives from text (`DominantScript`): classes of their own.
        case "ja", "ko", "zh-Hans": return language
        case var language?:
            if language.utf8.count > maximumLength {
                language = String(decoding: language.utf8.prefix(maximumLength), as: UTF8.self)
            }
            return mapped.value(for: language) {
                let latin = HarfBuzzBuffer.openTypeTags(script: HarfBuzzBuffer.latinScript, language: language)
                let han = HarfBuzzBuffer.openTypeTags(script: HarfBuzzBuffer.hanScript, language: language)
                let tags = Tags(latin: latin.script, han: han.script, language: latin.language)
                return classes.withLock { classes in
                    if let first = classes[tags] { return first }
                    guard classes.count < maximumClasses else { return nil }
                    classes[tags] = language
                    return language
                }
            }
        }
    }
}

extension HarfBuzzBuffer {
    /// The OpenType script and language tags HarfBuzz selects lookups by for a run of `script`
    /// in `language`, most preferred first.
    static func openTypeTags(script: UInt32, language: String) -> (script: [UInt32], language: [UInt32]) {
        var scriptTags = [hb_tag_t](repeating: 0, count: Int(HB_OT_MAX_TAGS_PER_SCRIPT))
        var languageTags = [hb_tag_t](repeating: 0, count: Int(HB_OT_MAX_TAGS_PER_LANGUAGE))
        var scriptCount = UInt32(scriptTags.count)
        var languageCount = UInt32(languageTags.count)
        hb_ot_tags_from_script_and_language(
            hb_script_t(rawValue: script), hb_language_from_string(language, -1), &scriptCount, &scriptTags,
            &languageCount, &languageTags)
        return (Array(scriptTags.prefix(Int(scriptCount))), Array(languageTags.prefix(Int(languageCount))))
    }
}
