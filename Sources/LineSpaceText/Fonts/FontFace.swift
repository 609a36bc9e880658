// One loaded face of a font file, shared process-wide (cache keyed by file and index).

/// A face that layout can shape with: its file, family and HarfBuzz objects.
///
/// Faces are created once per (file, index) and shared by every `Font` of any size, on any
/// thread: nothing in a face changes after it is loaded.
final class FontFace: Sendable {
    let file: FontFileDescriptor
    let harfBuzz: HarfBuzzFace
    /// `glyphsInLookups` by script and language, computed once each.
    private let lookupGlyphs = Locked<[LookupSystem: [UInt64]]>([:])
    private struct LookupSystem: Hashable { var script: UInt32; var language: String? }

    private init(file: FontFileDescriptor, harfBuzz: HarfBuzzFace) {
        self.file = file
        self.harfBuzz = harfBuzz
    }

    struct Key: Hashable { var path: String; var index: Int }
    /// Keyed on font paths, some of them callers' (`Font(file:)`): 256 faces, each costed at
    /// its 8 KB coverage bitmap plus the path (the font data itself is memory-mapped).
    static let cache = SharedCache<Key, FontFace>(maximumCount: 256, maximumBytes: 8 << 20) { key, _ in
        8_192 + 256 + key.path.utf8.count
    }

    /// The shared face for `file`, loading it on first use.
    ///
    /// - Throws: `FontError.unreadableFontFile` when the file is not a font.
    /// - Complexity: O(1) after the first call for a file.
    static func load(_ file: FontFileDescriptor) throws -> FontFace {
        try cache.value(for: Key(path: file.path, index: file.index)) {
            let harfBuzz = try HarfBuzzFace(path: file.path, index: file.index)
            var described = file
            if described.family.isEmpty { described.family = harfBuzz.familyName ?? "" }
            return FontFace(file: described, harfBuzz: harfBuzz)
        }
    }

    /// Design units per em.
    var unitsPerEm: Double { Double(harfBuzz.unitsPerEm) }

    func hasGlyph(for scalar: UInt32) -> Bool { harfBuzz.hasGlyph(for: scalar) }

    /// `HarfBuzzFace.glyphsInLookups` for `script` and `language`, kept for the face's life.
    func glyphsInLookups(script: UInt32, language: String?) -> [UInt64] {
        let system = LookupSystem(script: script, language: language)
        if let known = lookupGlyphs.withLock({ $0[system] }) { return known }
        let computed = harfBuzz.glyphsInLookups(script: script, language: language)
        lookupGlyphs.withLock { $0[system] = computed }
        return computed
    }
}
