// The shaping cache's storage: what keys its entries, and the stripes of entries behind their
// locks.

extension ShapingCache {
    /// What a run's shaping depends on besides its text and the font size (entries are kept in
    /// design units). Few per process: each gets a small number that keys carry instead.
    struct Style: Equatable, Sendable {
        var face: FontFace
        var script: UInt32
        /// Whether HarfBuzz was left to guess the script (a common-script run): its guess may
        /// differ from ours, so such entries never serve a run given its script, nor the reverse.
        var scriptIsGuessed: Bool
        var isRightToLeft: Bool
        var noLigatures: Bool
        var language: String?

        static func == (a: Style, b: Style) -> Bool {
            a.face === b.face && a.script == b.script && a.scriptIsGuessed == b.scriptIsGuessed
                && a.isRightToLeft == b.isRightToLeft && a.noLigatures == b.noLigatures && a.language == b.language
        }

        /// The face's identity, the script and the three flags mixed (`TextHash.mix`), without
        /// the language, as `Font`'s hash leaves out its family: the styles that differ only in
        /// language are a face's few languages. No caller text goes in, so no `Hasher` (every
        /// run asks for its style).
        var hash: Int {
            let flags = (scriptIsGuessed ? 4 : 0) | (isRightToLeft ? 2 : 0) | (noLigatures ? 1 : 0)
            return TextHash.mix(UInt64(UInt(bitPattern: ObjectIdentifier(face))), UInt64(script) << 3 | UInt64(flags))
        }
    }

    /// An entry's key: the style's number, the text, and for a run kept whole how many units
    /// of it before and after are the context HarfBuzz saw (-1 for a piece). A key names its
    /// text by indices into the paragraph's units, which every call gets beside it (no copy, no
    /// reference counted on a look-up); an entry keeps a copy.
    struct Key {
        var style: Int32
        var contextBefore: Int16
        var contextAfter: Int16
        /// Indices of the text in the units given with the key.
        var text: Range<Int>
        /// All of the above hashed once (`TextHash`, seeded).
        let hash: Int

        /// The key of units `text` of `utf16` (offsets relative to its start).
        init(style: Int32, text: Range<Int>, of utf16: ArraySlice<UInt16>, contextBefore: Int = -1, contextAfter: Int = -1) {
            self.style = style
            self.contextBefore = Int16(contextBefore)
            self.contextAfter = Int16(contextAfter)
            self.text = (utf16.startIndex + text.lowerBound)..<(utf16.startIndex + text.upperBound)
            let salt = UInt64(UInt32(bitPattern: style)) << 32 | UInt64(UInt16(bitPattern: self.contextBefore)) << 16
                | UInt64(UInt16(bitPattern: self.contextAfter))
            hash = TextHash.hash(utf16, self.text, salt: salt)
        }
    }

    /// A stored piece or run: the rest of its key, its glyphs, and where it may go.
    struct Entry {
        var style: Int32
        var contextBefore: Int16
        var contextAfter: Int16
        /// The key's text and the glyphs.
        var value: PackedGlyphs
        /// Whether the piece was seen starting a cluster after other text of its run: only then
        /// may it follow another piece (a piece that began its run may start with a mark, which
        /// after other text joins the cluster before).
        var followsText: Bool

        /// Whether the entry is stored under `key` (whose text is in `utf16`).
        func isStored(under key: Key, of utf16: ArraySlice<UInt16>) -> Bool {
            style == key.style && contextBefore == key.contextBefore && contextAfter == key.contextAfter
                && value.hasText(key.text, of: utf16)
        }
    }

    /// Numbers for the styles in use, behind their own lock, which each run takes once: for its
    /// style's number, and to be counted.
    struct StyleNumbers {
        /// Style numbers, never dropped (a few per face and language in use).
        private var styles = RecencyTable<(style: Style, id: Int32)>()
        /// Where runs of each style may be cut into pieces, by style number.
        private var cuts: [PieceCuts] = []
        /// Runs looked up.
        var runs = 0
        /// Styles numbered so far.
        var count: Int { cuts.count }

        /// `style`'s number, given on first use.
        mutating func id(of style: Style) -> Int32 {
            let hash = style.hash
            if let slot = styles.find(hash: hash, where: { $0.style == style }) { return styles.withEntry(slot) { $0.id } }
            let id = Int32(cuts.count)
            styles.insert((style, id), hash: hash, cost: 0, costLimit: .max)
            cuts.append(style.face.pieceCuts(script: style.script, language: style.language))
            return id
        }

        /// Where runs of the style numbered `id` may be cut into pieces.
        func cuts(_ id: Int32) -> PieceCuts { cuts[Int(id)] }
    }

    /// One stripe of the cache: the entries whose hashes pick it, least recently used dropped
    /// first, behind the stripe's lock.
    struct Storage {
        var entries = RecencyTable<Entry>()
        /// Runs shaped (neither spliced nor found whole) whose whole-run key picks this stripe.
        var misses = 0

        /// Appends the entry's glyphs for `key` (see `PackedGlyphs.append`), read in place, and
        /// marks it most recently used; false when there is none, or when the text follows
        /// other text (`afterText`) and the entry was not seen doing so.
        mutating func append(
            _ key: Key, of utf16: ArraySlice<UInt16>, afterText: Bool, to glyphs: inout [ShapedGlyph],
            offsets: inout GlyphOffsets, at offset: Int, scale: Double
        ) -> Bool {
            guard let slot = entries.find(hash: key.hash, where: { $0.isStored(under: key, of: utf16) }) else { return false }
            let followed = entries.withEntry(slot) { entry in
                guard !afterText || entry.followsText else { return false }
                entry.value.append(to: &glyphs, offsets: &offsets, at: offset, scale: scale)
                return true
            }
            if followed { entries.touch(slot) }
            return followed
        }

        /// Stores `value` under `key` as the most recently used, dropping the least recently
        /// used entries past `byteLimit`; an entry already there (another thread shaped it
        /// meanwhile, or it was kept from a run it began) has the same glyphs and is only noted
        /// as seen after text, maybe.
        mutating func insert(_ value: PackedGlyphs, for key: Key, of utf16: ArraySlice<UInt16>, afterText: Bool, byteLimit: Int) {
            if let slot = entries.find(hash: key.hash, where: { $0.isStored(under: key, of: utf16) }) {
                if afterText { entries.withEntry(slot) { $0.followsText = true } }
                return
            }
            // Text and glyphs, the entry, the table's share and the heap header of the words'
            // array (about 48 bytes with malloc's own).
            let bytes = value.bytes + MemoryLayout<Entry>.stride + RecencyTable<Entry>.bytesPerEntry + 48
            entries.insert(
                Entry(style: key.style, contextBefore: key.contextBefore, contextAfter: key.contextAfter, value: value, followsText: afterText),
                hash: key.hash, cost: bytes, costLimit: byteLimit)
        }
    }
}
