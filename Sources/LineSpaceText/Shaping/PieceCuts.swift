// Shaping cache: where a run may be cut into pieces that splice with any neighbour.

/// The cuts the shaping cache may make in runs of one face, script and language.
///
/// HarfBuzz's unsafe-to-concatenate flag speaks of the text a run was shaped in: a hyphen
/// followed by a space is clear of it, yet the same hyphen kerns with an `A`. A piece kept
/// from one text therefore splices into another only where no lookup can reach across the
/// cut whatever the neighbours: where the character on one side of it maps to a glyph that no
/// GSUB or GPOS lookup of the face names (`HarfBuzzFace.glyphsInLookups`), and is neither a
/// mark nor a format character, which lookups skip. A space in most Latin, Hebrew and
/// Devanagari faces, and a CJK ideograph in Noto CJK, are such characters; a hyphen or a
/// Latin letter in a kerned face is not, so "co-Author" stays one piece.
final class PieceCuts: Sendable {
    private let face: HarfBuzzFace
    /// `HarfBuzzFace.glyphsInLookups` for the script and language.
    private let glyphsInLookups: [UInt64]
    /// Whether each tabled unit isolates (`tableIndex`), a bit each: the units before and
    /// after most cuts (ASCII, CJK punctuation, fullwidth forms, and in Han runs the CJK
    /// Unified Ideographs) are answered without a cmap look-up.
    private let tabled: [UInt64]

    /// Made once per face, script and language (`FontFace.pieceCuts`).
    ///
    /// - Complexity: O(the face's lookups and the glyphs they name, plus the tabled units).
    init(face: HarfBuzzFace, script: UInt32, language: String?) {
        let bits = face.glyphsInLookups(script: script, language: language)
        self.face = face
        glyphsInLookups = bits
        // Han runs cut next to an ideograph at nearly every piece: the block is tabled once
        // per style rather than looked up at each cut.
        let ranges = PieceCuts.tabledRanges.prefix(script == HarfBuzzBuffer.hanScript ? 4 : 3)
        var tabled = [UInt64](repeating: 0, count: (ranges.reduce(0) { $0 + $1.count } + 63) / 64)
        for unit in ranges.joined() {
            guard let index = PieceCuts.tableIndex(UInt16(unit)),
                  PieceCuts.isolates(UInt16(unit), face: face, glyphsInLookups: bits) else { continue }
            tabled[index >> 6] |= 1 << UInt64(index & 63)
        }
        self.tabled = tabled
    }

    /// The units `tableIndex` numbers, in its order; the last only in Han runs.
    private static let tabledRanges = [0x0000..<0x0080, 0x3000..<0x3040, 0xFF00..<0xFF80, 0x4E00..<0xA000]

    /// Whether a piece may end between units `before` and `after`.
    func allowsCut(between before: UInt16, and after: UInt16) -> Bool {
        isolates(before) || isolates(after)
    }

    private func isolates(_ unit: UInt16) -> Bool {
        if let index = PieceCuts.tableIndex(unit), index >> 6 < tabled.count {
            return tabled[index >> 6] & (1 << UInt64(index & 63)) != 0
        }
        return PieceCuts.isolates(unit, face: face, glyphsInLookups: glyphsInLookups)
    }

    /// `unit`'s bit in `tabled`, if it has one.
    private static func tableIndex(_ unit: UInt16) -> Int? {
        switch unit {
        case 0..<0x80: Int(unit)
        case 0x3000..<0x3040: 0x80 + Int(unit - 0x3000)
        case 0xFF00..<0xFF80: 0xC0 + Int(unit - 0xFF00)
        case 0x4E00..<0xA000: 0x140 + Int(unit - 0x4E00)
        default: nil
        }
    }

    /// Whether no lookup reaches across `unit`'s glyph.
    private static func isolates(_ unit: UInt16, face: HarfBuzzFace, glyphsInLookups: [UInt64]) -> Bool {
        guard !UTF16.isLeadSurrogate(unit), !UTF16.isTrailSurrogate(unit),
              !HarfBuzzFace.isMarkOrFormat(UInt32(unit)) else { return false }
        let glyph = Int(face.nominalGlyph(for: UInt32(unit)))
        guard glyph != 0, glyph >> 6 < glyphsInLookups.count else { return false }
        return glyphsInLookups[glyph >> 6] & (1 << UInt64(glyph & 63)) == 0
    }
}
