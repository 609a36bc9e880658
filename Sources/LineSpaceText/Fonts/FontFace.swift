// One loaded face of a font file, shared process-wide (cache keyed by file and index).

/// A face that layout can shape with: its file, family and HarfBuzz objects.
///
/// Faces are created once per (file, index) and shared by every `Font` of any size, on any
/// thread: nothing in a face changes after it is loaded.
final class FontFace: Sendable {
    let file: FontFileDescriptor
    let harfBuzz: HarfBuzzFace
    /// `pieceCuts` by script and language, made once each.
    private let cutsBySystem = Locked<[LookupSystem: PieceCuts]>([:])
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

    /// Where the shaping cache may cut runs of this face in `script` and `language`, kept for
    /// the face's life: a fact of the font, shared by every cache (a job's, one emptied and
    /// filled again), made once.
    func pieceCuts(script: UInt32, language: String?) -> PieceCuts {
        let system = LookupSystem(script: script, language: language)
        if let known = cutsBySystem.withLock({ $0[system] }) { return known }
        let made = PieceCuts(face: harfBuzz, script: script, language: language)
        // Another thread may have made them meanwhile: the first stored is the one kept.
        return cutsBySystem.withLock { cuts in
            if let stored = cuts[system] { return stored }
            cuts[system] = made
            return made
        }
    }
}
