// Per-character font fallback: the first font of fontconfig's sort that covers a cluster.
import Foundation

/// The fallback list of one requested font and language, and the choice of a face per
/// grapheme cluster.
///
/// The list is fontconfig's `FcFontSort` for the request, computed the first time a cluster is
/// not covered by the primary font (most labels never need it, and the sort walks every
/// installed font's coverage) and cached process-wide; faces in it are loaded only when a
/// cluster needs them. Safe to use from many threads.
final class FontFallback: Sendable {
    let primary: FontFace
    private let request: Key
    private let sorted = Locked<[FallbackCandidate]?>(nil)
    /// Faces of this list loaded so far (bounded by the list's length anyway).
    private let loaded = SharedCache<Int, FontFace>(maximumCount: 256)

    private init(primary: FontFace, request: Key) {
        self.primary = primary
        self.request = request
    }

    /// fontconfig's sort for the request, made on first use.
    private var candidates: [FallbackCandidate] {
        sorted.withLock { list in
            if let list { return list }
            let query = FontQuery(
                family: request.family, weight: request.weight, italic: request.italic,
                language: request.language)
            let made = Fontconfig.sort(query)
            list = made
            return made
        }
    }

    /// Whether fontconfig's sort has been made (for the tests of its laziness).
    var hasSortedCandidates: Bool { sorted.withLock { $0 != nil } }

    struct Key: Hashable {
        var face: ObjectIdentifier
        var family: String
        var weight: Int
        var italic: Bool
        /// The fontconfig language ("zh-tw"): every spelling of a tag ("zh-Hant", "ZH_hant-TW")
        /// shares one entry.
        var language: String?
    }
    /// Keyed on callers' family names and locales: the 64 most recent lists, each costed at what
    /// a sorted list of a few hundred candidates takes (charsets are fontconfig's, shared). The
    /// cost is an estimate made at insertion: asking for the real count would sort every list.
    static let cache = SharedCache<Key, FontFallback>(maximumCount: 64, maximumBytes: 8 << 20) { key, _ in
        256 + key.family.utf8.count + 64 << 10
    }

    /// The fallback list for `font` when shaping text in `language` (BCP 47, or nil).
    ///
    /// - Complexity: O(1) after the first call for a request (the `FcFontSort` waits for the
    ///   first cluster the primary font lacks).
    static func list(for font: Font, language: String?) -> FontFallback {
        let fontconfigLanguage = FontconfigLanguage.from(bcp47: language)
        let key = Key(
            face: ObjectIdentifier(font.face), family: font.family, weight: font.weight.rawValue,
            italic: font.isItalic, language: fontconfigLanguage)
        return cache.value(for: key) { FontFallback(primary: font.face, request: key) }
    }

    /// The face to shape a grapheme cluster with: the primary font when it covers the cluster,
    /// else the first candidate covering every scalar that needs a glyph, else the first
    /// covering its first scalar, else the primary font (which then draws .notdef).
    ///
    /// - Complexity: O(c × k) for a cluster of c scalars and k candidates; usually O(c).
    func face(forCluster scalars: [UInt32]) -> FontFace {
        guard let first = scalars.first else { return primary }
        let needed = scalars.filter { !FontFallback.isDefaultIgnorable($0) }
        // A cluster asking for emoji presentation (U+FE0F, or an emoji drawn as one by
        // default) goes to the first colour font that has it, before any text font that also
        // does (DejaVu Sans has ☕ and 😀 in black and white): UTS #51, as browsers do.
        if EmojiPresentation.isRequested(by: scalars) {
            let candidates = self.candidates
            for (i, candidate) in candidates.enumerated()
            where candidate.isColor && needed.allSatisfy(candidate.charset.contains) {
                if let face = face(at: i) { return face }
            }
        }
        if needed.allSatisfy(primary.hasGlyph) { return primary }
        var firstOnly: Int?
        let candidates = self.candidates
        for (i, candidate) in candidates.enumerated() where candidate.charset.contains(first) {
            if needed.allSatisfy(candidate.charset.contains) {
                if let face = face(at: i) { return face }
            } else if firstOnly == nil {
                firstOnly = i
            }
        }
        if let i = firstOnly, let face = face(at: i) { return face }
        return primary
    }

    /// Whether the primary face has a glyph for every scalar of a cluster that needs one.
    func primaryCovers(_ scalars: [UInt32]) -> Bool { covers(scalars, in: primary) }

    /// Whether `face` has a glyph for every scalar of a cluster that needs one, and the cluster
    /// asks for no emoji presentation (which a colour font answers).
    func covers(_ scalars: [UInt32], in face: FontFace) -> Bool {
        !EmojiPresentation.isRequested(by: scalars)
            && scalars.allSatisfy { FontFallback.isDefaultIgnorable($0) || face.hasGlyph(for: $0) }
    }

    /// The candidate's face, loaded on first use; nil (and retried next time) if it is broken.
    private func face(at index: Int) -> FontFace? {
        try? loaded.value(for: index) { try FontFace.load(candidates[index].file) }
    }

    /// Scalars that never need a glyph of their own (joiners, variation selectors, tags): fonts
    /// need not cover them for a cluster to be theirs.
    static func isDefaultIgnorable(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x200B...0x200F, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF, 0xE0000...0xE0FFF, 0x00AD, 0x034F:
            return true
        default:
            return false
        }
    }
}

/// BCP 47 tags to fontconfig languages ("zh-Hans" → "zh-cn"): one canonical spelling per
/// language, so caches keyed on it stay as small as the set of languages.
enum FontconfigLanguage {
    /// The fontconfig language of `tag`, case and `_` / `-` insensitive; nil for no tag or one
    /// whose language subtag is not 2 to 8 ASCII letters (BCP 47's shape), which is ignored.
    static func from(bcp47 tag: String?) -> String? {
        guard let tag, !tag.isEmpty, tag.utf8.count <= 256 else { return nil }
        // Asked for every run of every label: remembered (a few spellings in practice).
        return cache.value(for: tag) { convert(tag) }
    }

    private static let cache = SharedCache<String, String?>(maximumCount: 256, maximumBytes: 64 << 10) { key, _ in
        64 + key.utf8.count
    }

    private static func convert(_ tag: String) -> String? {
        // Character by character, not `replacingOccurrences` (NSString and CoreFoundation at start-up).
        let parts = String(tag.map { $0 == "_" ? "-" : $0 }).lowercased().split(separator: "-").map(String.init)
        guard let language = parts.first, (2...8).contains(language.utf8.count),
              language.utf8.allSatisfy({ (0x61...0x7A).contains($0) })
        else { return nil }
        if language == "zh" {
            if parts.contains("hant") || parts.contains("tw") { return "zh-tw" }
            if parts.contains("hk") || parts.contains("mo") { return "zh-hk" }
            return "zh-cn"
        }
        return language
    }
}
