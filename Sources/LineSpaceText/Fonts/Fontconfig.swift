// fontconfig: font lookup (FcFontMatch) and fallback lists (FcFontSort), behind one lock.
import CFontconfig

/// A font file and face that fontconfig chose.
struct FontFileDescriptor: Sendable, Hashable {
    var path: String
    var index: Int
    /// The family of the chosen font (may differ from the requested one: fontconfig substitutes).
    var family: String
}

/// The set of characters a font covers (fontconfig's FcCharSet), owned.
final class FontCharset: @unchecked Sendable {
    private let charset: OpaquePointer
    /// Takes a new reference to `charset`.
    init(retaining charset: OpaquePointer) { self.charset = FcCharSetCopy(charset) }
    deinit { FcCharSetDestroy(charset) }
    /// Reading a charset is safe from many threads: it is never modified after creation.
    func contains(_ scalar: UInt32) -> Bool { FcCharSetHasChar(charset, scalar) != 0 }
}

/// A candidate of a fallback list: a face and what it covers.
struct FallbackCandidate: Sendable {
    var file: FontFileDescriptor
    var charset: FontCharset
    /// Whether fontconfig marks the font as colour (emoji: CBDT, COLR, sbix, SVG).
    var isColor = false
}

/// A font request as fontconfig sees it.
struct FontQuery: Sendable, Hashable {
    var family: String
    /// OpenType weight, 1...1000 (400 regular, 700 bold).
    var weight: Int
    var italic: Bool
    /// A fontconfig language ("zh-cn", "ja"), or nil.
    var language: String?
}

/// The process-wide fontconfig configuration. Every call is serialised: fontconfig's
/// configuration is shared state, and its results are cached by the callers anyway.
enum Fontconfig {
    private static let lock = Locked(())

    private static let initialised: Bool = FcInit() != 0

    /// The best match for `query`, or nil when fontconfig has no font at all.
    static func match(_ query: FontQuery) -> FontFileDescriptor? {
        lock.withLock {
            guard initialised, let pattern = makePattern(query) else { return nil }
            defer { FcPatternDestroy(pattern) }
            var result = FcResultNoMatch
            guard let matched = FcFontMatch(nil, pattern, &result) else { return nil }
            defer { FcPatternDestroy(matched) }
            return descriptor(of: matched)
        }
    }

    /// Fonts in fontconfig's preference order for `query`, each with its coverage; trimmed so
    /// that every font adds characters the earlier ones lack.
    static func sort(_ query: FontQuery) -> [FallbackCandidate] {
        lock.withLock {
            guard initialised, let pattern = makePattern(query) else { return [] }
            defer { FcPatternDestroy(pattern) }
            var result = FcResultNoMatch
            guard let set = FcFontSort(nil, pattern, FcTrue, nil, &result) else { return [] }
            defer { FcFontSetDestroy(set) }
            var candidates: [FallbackCandidate] = []
            let count = Int(set.pointee.nfont)
            for i in 0..<count {
                guard let font = set.pointee.fonts[i], let file = descriptor(of: font) else { continue }
                var charset: OpaquePointer?
                guard FcPatternGetCharSet(font, ls_fc_charset(), 0, &charset) == FcResultMatch,
                      let charset else { continue }
                var color: FcBool = FcFalse
                let isColor = FcPatternGetBool(font, ls_fc_color(), 0, &color) == FcResultMatch && color != FcFalse
                candidates.append(FallbackCandidate(file: file, charset: FontCharset(retaining: charset), isColor: isColor))
            }
            return candidates
        }
    }

    /// A substituted pattern for `query` (caller destroys it).
    private static func makePattern(_ query: FontQuery) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        _ = query.family.withCString { FcPatternAddString(pattern, ls_fc_family(), $0) }
        _ = FcPatternAddInteger(pattern, ls_fc_weight(), FcWeightFromOpenType(Int32(query.weight)))
        _ = FcPatternAddInteger(pattern, ls_fc_slant(), query.italic ? 100 : 0)  // FC_SLANT_ITALIC : ROMAN
        if let language = query.language, let langSet = FcLangSetCreate() {
            _ = language.withCString { FcLangSetAdd(langSet, $0) }
            _ = FcPatternAddLangSet(pattern, ls_fc_lang(), langSet)
            FcLangSetDestroy(langSet)
        }
        _ = FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return pattern
    }

    private static func descriptor(of pattern: OpaquePointer) -> FontFileDescriptor? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, ls_fc_file(), 0, &file) == FcResultMatch, let file else {
            return nil
        }
        var index: Int32 = 0
        if FcPatternGetInteger(pattern, ls_fc_index(), 0, &index) != FcResultMatch { index = 0 }
        var family: UnsafeMutablePointer<FcChar8>?
        let familyName: String
        if FcPatternGetString(pattern, ls_fc_family(), 0, &family) == FcResultMatch, let family {
            familyName = String(cString: family)
        } else {
            familyName = ""
        }
        return FontFileDescriptor(path: String(cString: file), index: Int(index), family: familyName)
    }
}
