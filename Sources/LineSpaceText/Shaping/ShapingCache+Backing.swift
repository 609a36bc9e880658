// A shaping cache's backing cache: shared by the caches of several jobs, looked up on their
// misses, so that a text one job shaped is not shaped again by the next.

extension ShapingCache {
    /// Copies into this cache what `backing` holds for a run this cache missed: every piece of
    /// it, else the run kept whole under `runKey`. Whether it was there (a second look-up here
    /// then finds the run, unless this cache is too small to hold it).
    ///
    /// The copies get storage of their own, so the glyphs this cache reads at each hit are
    /// never the backing's, whose reference counts other threads change.
    ///
    /// - Parameters:
    ///   - style: the run's style number in `backing`.
    ///   - pieces: the run's pieces, in any order.
    ///   - runKey: the run's whole-run key in this cache.
    func fill(
        from backing: ShapingCache, style: Int32, pieces: [Range<Int>], runStart: Int, runKey: Key, of utf16: ArraySlice<UInt16>
    ) -> Bool {
        backing.styles.withLock { $0.runs += 1 }
        var copies: [(key: Key, entry: Entry)] = []
        copies.reserveCapacity(pieces.count)
        for piece in pieces {
            let key = Key(style: style, text: piece, of: utf16)
            guard let entry = backing.withStripe(of: key, { $0.entry(key, of: utf16, afterText: piece.lowerBound != runStart) }) else {
                copies.removeAll()
                break
            }
            copies.append((key, entry))
        }
        if copies.isEmpty {
            let key = runKey.restyled(style, of: utf16)
            let entry = backing.withStripe(of: key) { storage -> Entry? in
                let entry = storage.entry(key, of: utf16, afterText: false)
                if entry == nil { storage.misses += 1 }
                return entry
            }
            guard let entry else { return false }
            copies = [(key, entry)]
        }
        keep(copies.map { ($0.key, $0.entry.value.unshared, $0.entry.followsText) }, style: runKey.style, of: utf16)
        return true
    }

    /// Keeps in this cache `entries` of another cache (a job's run shaped, kept in the backing
    /// one; or the backing's entries, copied into a job's), their keys given `style`, the run's
    /// style number here.
    func keep(_ entries: [(key: Key, value: PackedGlyphs, afterText: Bool)], style: Int32, of utf16: ArraySlice<UInt16>) {
        let limit = stripeByteLimit
        for entry in entries {
            let key = entry.key.restyled(style, of: utf16)
            withStripe(of: key) {
                $0.insert(entry.value, for: key, of: utf16, afterText: entry.afterText, byteLimit: limit)
            }
        }
    }
}

extension ShapingCache.Key {
    /// The same text and context under style number `style` (another cache's), hashed again.
    func restyled(_ style: Int32, of utf16: ArraySlice<UInt16>) -> ShapingCache.Key {
        let base = utf16.startIndex
        return ShapingCache.Key(
            style: style, text: (text.lowerBound - base)..<(text.upperBound - base), of: utf16,
            contextBefore: Int(contextBefore), contextAfter: Int(contextAfter))
    }
}

extension ShapingCache.Storage {
    /// A copy of the entry stored under `key`, marked most recently used; nil when there is
    /// none, or when the text follows other text (`afterText`) and the entry was not seen
    /// doing so.
    mutating func entry(_ key: ShapingCache.Key, of utf16: ArraySlice<UInt16>, afterText: Bool) -> ShapingCache.Entry? {
        guard let slot = entries.find(hash: key.hash, where: { $0.isStored(under: key, of: utf16) }) else { return nil }
        let entry = entries.withEntry(slot) { $0 }
        guard !afterText || entry.followsText else { return nil }
        entries.touch(slot)
        return entry
    }
}
