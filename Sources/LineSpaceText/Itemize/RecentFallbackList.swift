// The fallback list itemization asked for last, remembered with its request.

/// `FontFallback.list(for:language:)` with the last request remembered: consecutive paragraphs
/// and labels nearly always ask for the same font and language, and the full look-up converts
/// the language and hashes the family and language through two shared caches (≈ 580
/// instructions a paragraph, measured with callgrind) where comparing with the last request
/// costs a few dozen. The remembered list is the one the shared cache gave, so results are the
/// same list object either way.
enum RecentFallbackList {
    private struct Entry {
        /// The face's identity: valid while `list` (whose primary face it is) is held.
        var face: ObjectIdentifier
        var family: String
        var weight: Int
        var isItalic: Bool
        var language: String?
        var list: FontFallback
    }

    private static let last = Locked<Entry?>(nil)

    /// The fallback list for `font` when shaping text in `language` (BCP 47, or nil).
    ///
    /// - Complexity: O(1); string comparisons of the family and language when they repeat.
    static func list(for font: Font, language: String?) -> FontFallback {
        let face = ObjectIdentifier(font.face)
        let remembered = last.withLock { entry -> FontFallback? in
            guard let entry, entry.face == face, entry.weight == font.weight.rawValue,
                  entry.isItalic == font.isItalic, entry.language == language, entry.family == font.family
            else { return nil }
            return entry.list
        }
        if let remembered { return remembered }
        let list = FontFallback.list(for: font, language: language)
        last.withLock {
            $0 = Entry(
                face: face, family: font.family, weight: font.weight.rawValue, isItalic: font.isItalic,
                language: language, list: list)
        }
        return list
    }
}
