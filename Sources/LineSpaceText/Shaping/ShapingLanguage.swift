// Shaping: the language HarfBuzz shapes in, one per OpenType language system.

/// The language shaping uses for a layout's language: the first language the process met that
/// gives the same OpenType language tags (`hb_ot_tags_from_script_and_language`).
///
/// HarfBuzz's OpenType shaper reads a buffer's language only to choose those tags, so
/// languages that give the same ones shape alike: "en", "en-US" and "en-GB" all as English
/// (`ENG`). But HarfBuzz keeps a shape plan in each face for every distinct language it is
/// given, never dropped, and the shaping cache numbers its styles (and a face its piece cuts)
/// by language: locales taken from requests would make each grow without bound, and slow every
/// shaping call that scans the plans. Shaping in the first language of each class keeps them to
/// one per language system. Line breaking, hyphenation and font fallback keep the language given.
///
/// ```swift
/// ShapingLanguage.canonical("en-GB")  // "en-gb", or "en" when "en" came first
/// ```
enum ShapingLanguage {
    /// The most language systems kept; past this many, a new one shapes in the default system.
    /// Only languages HarfBuzz knows make systems (see `canonical`), and they are fewer.
    static let maximumClasses = 4_096
    /// The most UTF-8 bytes of a locale read: HarfBuzz keeps every language string it is given,
    /// for the process's life, and BCP 47 tags in use are far shorter.
    static let maximumLength = 64

    /// Each class's first language, by the OpenType language tags HarfBuzz gives it.
    private static let classes = Locked<[[UInt32]: String]>([:])
    /// Languages already mapped: a bounded memo, as the locales met may be anything.
    private static let mapped = SharedCache<String, String?>(maximumCount: 256)

    /// The language to shape text in `language` in; nil for none.
    ///
    /// What a caller could use to make language systems without end is not read: private-use
    /// subtags (HarfBuzz's `-x-hbot-` and `-x-hbsc-` name any tag), bytes past
    /// `maximumLength`, and a code HarfBuzz does not know (it makes a tag of every unknown
    /// three-letter code, which no font's language system uses): such a language shapes in
    /// the default system, as no language does.
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
                let lowered = language.lowercased()
                guard !lowered.hasPrefix("x-") else { return nil }
                // HarfBuzz reads languages in lower case.
                let read = lowered.range(of: "-x-").map { String(lowered[..<$0.lowerBound]) } ?? lowered
                let tags = HarfBuzzBuffer.openTypeLanguageTags(read)
                guard tags.allSatisfy(HarfBuzzBuffer.isKnownLanguageTag) else { return nil }
                return classes.withLock { classes in
                    if let first = classes[tags] { return first }
                    guard classes.count < maximumClasses else { return nil }
                    classes[tags] = read
                    return read
                }
            }
        }
    }
}
