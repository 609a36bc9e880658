// A process-wide cache of shaped word-sized pieces (Minikin's LayoutCache, Chromium's word
// shaping cache), spliced so that runs come out glyph for glyph as HarfBuzz shapes them whole.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shaped results of word-sized pieces of text, shared by every layout on every thread.
///
/// A run is cut into pieces at line-break opportunities (a run of CJK clusters stays one piece,
/// up to `maximumPieceLength` units). Entries are kept at the face's design-unit scale (one
/// entry serves every size) under a key of face, script, direction, language, features and
/// text. When every piece of a run is in the cache, the run is spliced from them: a hash
/// look-up per piece, no shaping.
///
/// Splicing stays exact because only pieces that HarfBuzz marked safe to concatenate are kept:
/// a run missing a piece is shaped whole, as without the cache, and a piece is taken from it
/// only if no glyph at its edges (nor the next piece's first) carries
/// HB_GLYPH_FLAG_UNSAFE_TO_CONCAT, that is, if no lookup or joining looked across them, and if
/// both its edges start clusters (HarfBuzz puts a mark in the cluster before it without flagging
/// anything, and UAX #14 allows a break between a space and a mark). A piece that began its run
/// is spliced only at the start of a run until it is seen starting a cluster after other text
/// (at a run's start a mark is a cluster of its own). Runs
/// with an unsafe piece (Latin in fonts that kern with the space, where HarfBuzz flags every
/// word's edge) are kept whole instead, keyed with the context HarfBuzz saw.
///
/// Bounded by bytes (8 MiB for `shared`), least recently used entries dropped first.
///
/// ```swift
/// // Compare with the uncached shaping (tests, the fuzzer):
/// let uncached = ShapingCache.$current.withValue(nil) { TextLayout(text: text, options: options) }
/// ```
package final class ShapingCache: Sendable {
    /// The process-wide cache: 8 MiB.
    package static let shared = ShapingCache(byteLimit: 8 << 20)

    /// The cache layouts in this task (or thread) shape through; nil shapes every run whole
    /// with HarfBuzz, as `ShapedRun.shape` does. `LINESPACE_SHAPING_CACHE=off` in the
    /// environment makes nil the default for the whole process (to compare runs of a program).
    @TaskLocal package static var current: ShapingCache? = processDefault

    private static var processDefault: ShapingCache? {
        getenv("LINESPACE_SHAPING_CACHE").map { String(cString: $0) == "off" } == true ? nil : ShapingCache.shared
    }

    /// Pieces of CJK clusters longer than this many UTF-16 units are cut at the next opportunity.
    static let maximumPieceLength = 32

    /// Hit and miss counts and the memory held, for the benchmark.
    package struct Statistics: Sendable, Equatable {
        /// Runs made from the cache (spliced from pieces or kept whole), without HarfBuzz.
        package var hits = 0
        /// Runs shaped by HarfBuzz.
        package var misses = 0
        package var entries = 0
        /// Estimated bytes held by the entries (text, glyphs and bookkeeping).
        package var bytes = 0

        package init() {}

        /// Hits over look-ups, 0 when there were none.
        package var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }
    }

    /// The most bytes the entries may hold.
    package let byteLimit: Int
    private let storage: Locked<LeastRecentlyUsed>

    /// The longest paragraph, in UTF-16 units, shaped through the cache: the byte limit ÷ 128,
    /// at least 4,096 (65,536 units for `shared`). A longer paragraph is a document (a book's
    /// chapter, a log): its pieces rarely recur and would take an eighth of the cache or more
    /// (entries cost about 16 bytes a unit), evicting the words of every label, and one that
    /// outgrows the cache misses, shapes and stores every piece at every layout. It is shaped
    /// run by run with HarfBuzz, as without a cache (the same glyphs), so its cost stays
    /// linear. Measured: a Chinese paragraph of 540,631 units took 290 ms through the cache
    /// against 201 ms without it (docs/benchmark.md).
    package let maximumParagraphLength: Int

    /// - Parameter byteLimit: the memory bound in bytes (at least 4 KiB).
    package init(byteLimit: Int) {
        self.byteLimit = max(4_096, byteLimit)
        maximumParagraphLength = max(4_096, self.byteLimit / 128)
        storage = Locked(LeastRecentlyUsed())
    }

    package var statistics: Statistics { storage.withLock { $0.statistics } }

    /// Whether every entry is reached from its hash's bucket without crossing an empty one, and
    /// the table holds nothing else (tests: evictions shift entries back).
    var tableIsConsistent: Bool { storage.withLock { $0.isConsistent } }

    /// Drops every entry and zeroes the counts.
    package func removeAll() { storage.withLock { $0 = LeastRecentlyUsed() } }

    // MARK: Shaping

    /// `ShapedRun.shape` through the cache: the same run, glyph for glyph, and the same unsafe
    /// clusters. `breaks` gives the pieces' edges.
    ///
    /// - Complexity: a hash look-up per piece when every piece was seen before; otherwise
    ///   HarfBuzz's shaping of the run, once, as without the cache.
    func shape(
        _ utf16: ArraySlice<UInt16>, range: Range<Int>, face: FontFace, attributes: TextAttributes,
        script: UInt32, level: UInt8, language: String?, silent: [Int], breaks: BreakOpportunities,
        buffer: HarfBuzzBuffer
    ) -> (run: ShapedRun, unsafeClusters: [Int]) {
        let isRightToLeft = level & 1 == 1
        let noLigatures = attributes.letterSpacing != 0
        // A common-script run lets HarfBuzz guess its script from the text: a piece alone might
        // guess otherwise, so every piece is keyed by the script the whole run gets.
        let resolvedScript = script == HarfBuzzBuffer.commonScript
            ? HarfBuzzBuffer.guessedScript(utf16, range: range) : script
        func run(_ raw: [RawGlyph]) -> (run: ShapedRun, unsafeClusters: [Int]) {
            ShapedRun.make(
                raw: raw, range: range, face: face, attributes: attributes, script: script,
                isRightToLeft: isRightToLeft, level: level, silent: silent)
        }
        let style = Style(
            face: face, script: resolvedScript ?? 0, scriptIsGuessed: script == HarfBuzzBuffer.commonScript,
            isRightToLeft: isRightToLeft, noLigatures: noLigatures, language: language)
        // Set under the lock below, then read: no closure captures it (a captured `var` costs
        // a dynamic exclusivity check at every use).
        var styleID: Int32 = 0

        // Runs too long to keep, and every run of a paragraph longer than `maximumParagraphLength`
        // (`utf16` is the run's paragraph), are long paragraphs (a book, a log), whose pieces
        // rarely recur: shaped whole at once, without even hashing them; so is text shaped
        // against its script's direction (below).
        guard range.count <= ShapingCache.maximumRunLength, utf16.count <= maximumParagraphLength else {
            return ShapedRun.shape(
                utf16, range: range, face: face, attributes: attributes, script: script, level: level,
                language: language, silent: silent, buffer: buffer)
        }
        // Text shaped against its script's direction (digits in an Arabic run at an even level,
        // Hebrew in a left-to-right override) is reversed by HarfBuzz as a whole, grapheme by
        // grapheme, which pieces need not reproduce: such runs are shaped whole, uncached.
        guard HarfBuzzBuffer.isNative(script: resolvedScript ?? 0, isRightToLeft: isRightToLeft) else {
            return ShapedRun.shape(
                utf16, range: range, face: face, attributes: attributes, script: script, level: level,
                language: language, silent: silent, buffer: buffer)
        }

        // 1. Every piece seen before: spliced. Only pieces that HarfBuzz found safe to
        //    concatenate at both edges are ever stored, so any neighbours fit.
        // 2. Else the run as a whole, under its text and the context HarfBuzz sees (up to 5
        //    code points, so at most 10 units, on each side): runs whose pieces cannot be spliced.
        // Pieces in visual order: a right-to-left run lists them reversed (an array then).
        let line = breaks.line
        let visualPieces: [Range<Int>]? = isRightToLeft ? ShapingCache.pieces(of: range, in: utf16, breaks: breaks).reversed() : nil
        // Straight to glyphs in points, without HarfBuzz's intermediate form, while the lock is
        // held: entries are read in place, not copied out.
        let font = ShapedRun.font(face: face, requested: attributes.font)
        let scale = font.scale
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(range.count)  // about a glyph per unit; grows geometrically past it
        var unsafeClusters: [Int] = []
        let window = max(0, range.lowerBound - 10)..<min(utf16.count, range.upperBound + 10)
        var runKey: Key?
        let contextBefore = range.lowerBound - window.lowerBound, contextAfter = window.upperBound - range.upperBound
        // How many pieces, in visual order, were found before the first missing one: those
        // need not be stored again if the run is shaped.
        var found = 0
        let isHit: Bool = storage.withLock { lru in
            let id = lru.id(of: style)
            styleID = id
            let spliced = visualPieces.map {
                ShapingCache.splice(
                    $0, of: utf16, runStart: range.lowerBound, style: id, from: &lru, into: &glyphs,
                    unsafeClusters: &unsafeClusters, scale: scale)
            } ?? ShapingCache.splice(
                range, line: line, of: utf16, style: id, from: &lru, into: &glyphs, unsafeClusters: &unsafeClusters, scale: scale)
            found = spliced.found
            if spliced.all {
                lru.statistics.hits += 1
                return true
            }
            glyphs.removeAll(keepingCapacity: true)
            unsafeClusters.removeAll()
            let key = Key(style: id, text: window, of: utf16, contextBefore: contextBefore, contextAfter: contextAfter)
            runKey = key
            let runHit = lru.append(
                key, of: utf16, afterText: false, to: &glyphs, unsafeClusters: &unsafeClusters, at: range.lowerBound, scale: scale)
            if runHit { lru.statistics.hits += 1 } else { lru.statistics.misses += 1 }
            return runHit
        }
        if isHit {
            return ShapedRun.make(
                glyphs: glyphs, unsafeClusters: unsafeClusters, font: font, range: range, attributes: attributes,
                script: script, isRightToLeft: isRightToLeft, level: level, silent: silent)
        }

        // 3. Otherwise the run is shaped whole, as without the cache, and the pieces it shows
        //    safe to concatenate at both edges are kept for other texts.
        let pieces = visualPieces.map { Array($0.reversed()) } ?? ShapingCache.pieces(of: range, in: utf16, breaks: breaks)
        let (raw, _) = buffer.shape(
            utf16, range: range, face: face.harfBuzz, script: script == HarfBuzzBuffer.commonScript ? nil : script,
            language: language, isRightToLeft: isRightToLeft,
            features: noLigatures ? ShapedRun.noLigatureFeatures : [], producesUnsafeToConcat: true)
        var entries: [(key: Key, value: PackedGlyphs, afterText: Bool)] = []
        var allSafe = true
        // Each piece's glyphs are contiguous in `raw` (visual order): find their index ranges,
        // and whether a cluster starts at the piece's start (else its first characters went to
        // the cluster before, which no flag tells).
        var lower = [Int](repeating: raw.count, count: pieces.count)
        var upper = [Int](repeating: 0, count: pieces.count)
        var startsCluster = [Bool](repeating: false, count: pieces.count)
        var pieceIndex = isRightToLeft ? pieces.count - 1 : 0
        for (index, glyph) in raw.enumerated() {
            while pieceIndex + 1 < pieces.count && glyph.cluster >= pieces[pieceIndex + 1].lowerBound { pieceIndex += 1 }
            while pieceIndex > 0 && glyph.cluster < pieces[pieceIndex].lowerBound { pieceIndex -= 1 }
            lower[pieceIndex] = min(lower[pieceIndex], index)
            upper[pieceIndex] = max(upper[pieceIndex], index + 1)
            if glyph.cluster == pieces[pieceIndex].lowerBound { startsCluster[pieceIndex] = true }
        }
        for (index, piece) in pieces.enumerated() {
            // Found under the lock above: already stored (and safe then, with any neighbour).
            if isRightToLeft ? index >= pieces.count - found : index < found { continue }
            // Both edges start clusters (the run's end always does).
            guard startsCluster[index] && (index + 1 == pieces.count || startsCluster[index + 1]) else {
                allSafe = false
                continue
            }
            let glyphs = raw[lower[index]..<upper[index]]
            // Safe: no glyph of the piece's first or last cluster, nor of the next piece's first,
            // is flagged unsafe to concatenate (HarfBuzz flags both sides of any interaction).
            var safe = ShapingCache.edgesAreSafe(glyphs)
            if safe && index + 1 < pieces.count && lower[index + 1] < upper[index + 1] {
                let next = raw[lower[index + 1]..<upper[index + 1]]
                let nextFirst = next.lazy.map(\.cluster).min()
                safe = !next.contains { $0.cluster == nextFirst && $0.unsafeToConcat }
            }
            let key = Key(style: styleID, text: piece, of: utf16)
            guard safe, let packed = PackedGlyphs(text: key.text, of: utf16, glyphs: glyphs, from: piece.lowerBound, count: piece.count)
            else {
                allSafe = false
                continue
            }
            entries.append((key, packed, index > 0))
        }
        if !allSafe, let key = runKey,
           let packed = PackedGlyphs(text: key.text, of: utf16, glyphs: raw[...], from: range.lowerBound, count: range.count) {
            entries.append((key, packed, false))
        }
        if !entries.isEmpty {
            let limit = byteLimit
            storage.withLock { lru in
                for entry in entries {
                    lru.insert(entry.value, for: entry.key, of: utf16, afterText: entry.afterText, byteLimit: limit)
                }
            }
        }
        return run(raw)
    }

    /// Appends the cached glyphs of `pieces` (in visual order, of the run starting at
    /// `runStart`) to `glyphs` until one is missing: how many were found, and whether that is
    /// all of them (else `glyphs` holds a part of the run).
    private static func splice(
        _ pieces: [Range<Int>], of utf16: ArraySlice<UInt16>, runStart: Int, style: Int32,
        from lru: inout LeastRecentlyUsed, into glyphs: inout [ShapedGlyph], unsafeClusters: inout [Int], scale: Double
    ) -> (found: Int, all: Bool) {
        var found = 0
        for piece in pieces {
            guard lru.append(piece, of: utf16, runStart: runStart, style: style, to: &glyphs, unsafeClusters: &unsafeClusters, scale: scale)
            else { return (found, false) }
            found += 1
        }
        return (found, true)
    }

    /// `splice` over the pieces of a left-to-right run, cut as they are met.
    private static func splice(
        _ range: Range<Int>, line: [(offset: Int, isMandatory: Bool)], of utf16: ArraySlice<UInt16>, style: Int32,
        from lru: inout LeastRecentlyUsed, into glyphs: inout [ShapedGlyph], unsafeClusters: inout [Int], scale: Double
    ) -> (found: Int, all: Bool) {
        var cursor = Pieces(of: range, line: line)
        var found = 0
        while let piece = cursor.next(line: line, utf16: utf16) {
            guard lru.append(
                piece, of: utf16, runStart: range.lowerBound, style: style, to: &glyphs, unsafeClusters: &unsafeClusters,
                scale: scale)
            else { return (found, false) }
            found += 1
        }
        return (found, true)
    }

    /// Runs longer than this many UTF-16 units bypass the cache.
    static let maximumRunLength = 4_096

    /// `range` cut at line-break opportunities, except between two CJK characters (a phrase
    /// stays together up to `maximumPieceLength` units).
    ///
    /// - Complexity: O(log b + the opportunities inside `range`).
    static func pieces(of range: Range<Int>, in utf16: ArraySlice<UInt16>, breaks: BreakOpportunities) -> [Range<Int>] {
        let line = breaks.line
        var cursor = Pieces(of: range, line: line)
        var result: [Range<Int>] = []
        while let piece = cursor.next(line: line, utf16: utf16) { result.append(piece) }
        return result
    }

    /// The pieces of a run, one at a time (a cache hit needs no array of them). The cursor holds
    /// no reference: the break opportunities and the text are lent to each `next` call (a
    /// cursor holding them retained and released both at each of its copies).
    struct Pieces {
        private var index: Int
        private var start: Int
        private let end: Int
        private var done = false

        /// The pieces of `range`, cut at `line`, the paragraph's line-break opportunities.
        init(of range: Range<Int>, line: [(offset: Int, isMandatory: Bool)]) {
            index = partitioningIndex(in: line.indices) { line[$0].offset > range.lowerBound }
            start = range.lowerBound
            end = range.upperBound
        }

        /// The next piece; `line` and `utf16` must be those the cursor was made for.
        mutating func next(line: [(offset: Int, isMandatory: Bool)], utf16: ArraySlice<UInt16>) -> Range<Int>? {
            guard !done else { return nil }
            let base = utf16.startIndex
            while index < line.count && line[index].offset < end {
                let offset = line[index].offset
                index += 1
                if offset - start < ShapingCache.maximumPieceLength
                    && ShapingCache.isCJK(utf16[base + offset - 1]) && ShapingCache.isCJK(utf16[base + offset]) {
                    continue
                }
                defer { start = offset }
                return start..<offset
            }
            done = true
            return start..<end
        }
    }

    /// Kana, CJK ideographs and Hangul syllables: scripts whose words are not separated.
    static func isCJK(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF: return true
        default: return false
        }
    }

    // MARK: Storage

    /// What a run's shaping depends on besides its text and the font size (entries are kept in
    /// design units). Few per process: each gets a small number that keys carry instead.
    struct Style: Hashable, Sendable {
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

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(face))
            hasher.combine(script)
            hasher.combine(scriptIsGuessed)
            hasher.combine(isRightToLeft)
            hasher.combine(noLigatures)
            hasher.combine(language)
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

    /// Entries in a hash table of their own, chained from most to least recently used through
    /// slot indices.
    ///
    /// The table is open addressing with linear probing over slot numbers, at most half full,
    /// removals shifting later entries back (no tombstones). Not `Dictionary`: a key there owns
    /// its text, so every look-up would make (and reference count) one, and hash it with SipHash.
    private struct LeastRecentlyUsed {
        struct Slot {
            var hash: Int
            var style: Int32
            var contextBefore: Int16
            var contextAfter: Int16
            /// The key's text and the glyphs.
            var value: PackedGlyphs
            /// Whether the piece was seen starting a cluster after other text of its run: only
            /// then may it follow another piece (a piece that began its run may start with a
            /// mark, which after other text joins the cluster before).
            var followsText: Bool
            /// 0 for a free slot.
            var bytes: Int32
            var previous: Int32
            var next: Int32
        }
        /// Slot numbers by hash, -1 where empty; a power of two long.
        var table: [Int32] = []
        /// Style numbers, never dropped (a few per face and language in use).
        var styles: [Style: Int32] = [:]
        var slots: [Slot] = []
        var free: [Int32] = []
        var head: Int32 = -1, tail: Int32 = -1
        var statistics = Statistics()

        /// The last four styles asked for, replaced in turn: a label's runs mostly use one to
        /// three (Han, a Latin word, a truncated line's common-script ellipsis), and comparing
        /// them is cheaper than hashing a style for the dictionary.
        var recentStyles: (StyleID?, StyleID?, StyleID?, StyleID?)
        var nextRecent = 0
        typealias StyleID = (style: Style, id: Int32)

        mutating func id(of style: Style) -> Int32 {
            if let recent = recentStyles.0, recent.style == style { return recent.id }
            if let recent = recentStyles.1, recent.style == style { return recent.id }
            if let recent = recentStyles.2, recent.style == style { return recent.id }
            if let recent = recentStyles.3, recent.style == style { return recent.id }
            let id: Int32
            if let known = styles[style] {
                id = known
            } else {
                id = Int32(styles.count)
                styles[style] = id
            }
            switch nextRecent {
            case 0: recentStyles.0 = (style, id)
            case 1: recentStyles.1 = (style, id)
            case 2: recentStyles.2 = (style, id)
            default: recentStyles.3 = (style, id)
            }
            nextRecent = (nextRecent + 1) & 3
            return id
        }

        /// Whether slot `slot` holds `key` (whose text is in `utf16`).
        private func holds(_ slot: Int32, _ key: Key, of utf16: ArraySlice<UInt16>) -> Bool {
            let slot = Int(slot)
            guard slots[slot].hash == key.hash && slots[slot].style == key.style
                && slots[slot].contextBefore == key.contextBefore && slots[slot].contextAfter == key.contextAfter
            else { return false }
            return slots[slot].value.hasText(key.text, of: utf16)
        }

        /// The slot of `key`, or nil.
        ///
        /// - Complexity: O(1) expected (a probe or two at most half full), plus the text compared.
        private func slot(of key: Key, in utf16: ArraySlice<UInt16>) -> Int32? {
            guard !table.isEmpty else { return nil }
            let mask = table.count - 1
            var bucket = key.hash & mask
            while true {
                let slot = table[bucket]
                if slot < 0 { return nil }
                if holds(slot, key, of: utf16) { return slot }
                bucket = (bucket + 1) & mask
            }
        }

        /// Appends the entry's glyphs for `key` (see `PackedGlyphs.append`), read in place, and
        /// marks it most recently used; false when there is none, or when the text follows
        /// other text (`afterText`) and the entry was not seen doing so.
        mutating func append(
            _ key: Key, of utf16: ArraySlice<UInt16>, afterText: Bool, to glyphs: inout [ShapedGlyph],
            unsafeClusters: inout [Int], at offset: Int, scale: Double
        ) -> Bool {
            guard let slot = slot(of: key, in: utf16), !afterText || slots[Int(slot)].followsText else { return false }
            moveToFront(slot)
            slots[Int(slot)].value.append(to: &glyphs, unsafeClusters: &unsafeClusters, at: offset, scale: scale)
            return true
        }

        /// `append` for piece `piece` of a run starting at `runStart` (offsets relative to
        /// `utf16`'s start): what both ways of walking a run's pieces do with each.
        mutating func append(
            _ piece: Range<Int>, of utf16: ArraySlice<UInt16>, runStart: Int, style: Int32, to glyphs: inout [ShapedGlyph],
            unsafeClusters: inout [Int], scale: Double
        ) -> Bool {
            append(
                Key(style: style, text: piece, of: utf16), of: utf16, afterText: piece.lowerBound != runStart, to: &glyphs,
                unsafeClusters: &unsafeClusters, at: piece.lowerBound, scale: scale)
        }

        mutating func insert(
            _ value: PackedGlyphs, for key: Key, of utf16: ArraySlice<UInt16>, afterText: Bool, byteLimit: Int
        ) {
            // Already there (another thread shaped it meanwhile, or it was kept from a run it
            // began): the same glyphs; now seen after text too, maybe.
            if let slot = slot(of: key, in: utf16) {
                if afterText { slots[Int(slot)].followsText = true }
                return
            }
            // Text and glyphs, the slot, its table entries (at most half full) and the heap header
            // of the words' array (about 48 bytes with malloc's own).
            let bytes = value.bytes + MemoryLayout<Slot>.stride + 2 * 4 + 48
            guard bytes <= byteLimit else { return }
            while statistics.bytes + bytes > byteLimit && tail >= 0 { evict(tail) }
            let entry = Slot(
                hash: key.hash, style: key.style, contextBefore: key.contextBefore, contextAfter: key.contextAfter,
                value: value, followsText: afterText, bytes: Int32(bytes), previous: -1, next: head)
            let slot: Int32
            if let reused = free.popLast() {
                slot = reused
                slots[Int(slot)] = entry
            } else {
                slot = Int32(slots.count)
                slots.append(entry)
            }
            if head >= 0 { slots[Int(head)].previous = slot }
            head = slot
            if tail < 0 { tail = slot }
            statistics.entries += 1
            statistics.bytes += bytes
            if statistics.entries * 2 > table.count { rebuildTable(count: max(64, table.count * 2)) } else { place(slot) }
        }

        var isConsistent: Bool {
            let held = table.filter { $0 >= 0 }
            guard held.count == statistics.entries, Set(held).count == held.count,
                  held.allSatisfy({ slots[Int($0)].bytes > 0 }) else { return false }
            let mask = table.count - 1
            for slot in slots.indices where slots[slot].bytes > 0 {
                var bucket = slots[slot].hash & mask
                while table[bucket] != Int32(slot) {
                    if table[bucket] < 0 { return false }
                    bucket = (bucket + 1) & mask
                }
            }
            return true
        }

        /// Puts `slot` in the first empty bucket from its hash's.
        private mutating func place(_ slot: Int32) {
            let mask = table.count - 1
            var bucket = slots[Int(slot)].hash & mask
            while table[bucket] >= 0 { bucket = (bucket + 1) & mask }
            table[bucket] = slot
        }

        private mutating func rebuildTable(count: Int) {
            table = [Int32](repeating: -1, count: count)
            for slot in slots.indices where slots[slot].bytes > 0 { place(Int32(slot)) }
        }

        /// Takes `slot` out of the table, moving back the entries after it that would no longer
        /// be found past the emptied bucket.
        private mutating func removeFromTable(_ slot: Int32) {
            let mask = table.count - 1
            var hole = slots[Int(slot)].hash & mask
            while table[hole] != slot { hole = (hole + 1) & mask }
            var bucket = hole
            while true {
                bucket = (bucket + 1) & mask
                let other = table[bucket]
                if other < 0 { break }
                let home = slots[Int(other)].hash & mask
                // Moved back unless its home lies cyclically in (hole, bucket].
                let stays = hole <= bucket ? (home > hole && home <= bucket) : (home > hole || home <= bucket)
                if !stays {
                    table[hole] = other
                    hole = bucket
                }
            }
            table[hole] = -1
        }

        private mutating func unlink(_ slot: Int32) {
            let previous = slots[Int(slot)].previous, next = slots[Int(slot)].next
            if previous >= 0 { slots[Int(previous)].next = next } else { head = next }
            if next >= 0 { slots[Int(next)].previous = previous } else { tail = previous }
        }

        private mutating func moveToFront(_ slot: Int32) {
            guard head != slot else { return }
            unlink(slot)
            slots[Int(slot)].previous = -1
            slots[Int(slot)].next = head
            if head >= 0 { slots[Int(head)].previous = slot }
            head = slot
            if tail < 0 { tail = slot }
        }

        private mutating func evict(_ slot: Int32) {
            unlink(slot)
            removeFromTable(slot)
            statistics.entries -= 1
            statistics.bytes -= Int(slots[Int(slot)].bytes)
            slots[Int(slot)].bytes = 0
            slots[Int(slot)].value = PackedGlyphs.empty
            free.append(slot)
        }
    }
}

extension ShapingCache {
    /// Whether no glyph of the first or last cluster of `glyphs` is unsafe to concatenate.
    static func edgesAreSafe(_ glyphs: ArraySlice<RawGlyph>) -> Bool {
        guard let first = glyphs.lazy.map(\.cluster).min(), let last = glyphs.lazy.map(\.cluster).max() else { return true }
        return !glyphs.contains { ($0.cluster == first || $0.cluster == last) && $0.unsafeToConcat }
    }
}

/// An entry's text and glyphs, in one array of 64-bit words: a hit compares the text and reads
/// the glyphs from the same memory (one cache miss where two arrays cost two).
///
/// First the key's text, four UTF-16 units a word (the last word zero-padded); then a word per
/// glyph: its id, its cluster relative to the entry's text (HB_GLYPH_FLAG_UNSAFE_TO_BREAK in the
/// cluster's top bit) and its x advance in design units. x and y offsets, nearly always zero,
/// apart and only when some glyph has one.
struct PackedGlyphs: Sendable {
    private let words: [UInt64]
    /// Units of text at the start of `words`.
    let textCount: Int
    /// x and y offset of each glyph, or empty when all are zero.
    private let offsets: [Int32]

    private var textWords: Int { (textCount + 3) / 4 }
    var count: Int { words.count - textWords }
    var bytes: Int { words.count * 8 + (offsets.isEmpty ? 0 : 48 + offsets.count * 4) }
    static let empty = PackedGlyphs()
    private init() {
        words = []
        textCount = 0
        offsets = []
    }

    /// The text `utf16[text]` (indices of `utf16`) and the glyphs `raw`, with clusters made
    /// relative to `offset`; nil if a value does not fit (a glyph id past 65,535 or a text of
    /// 32,768 units or more).
    init?(text: Range<Int>, of utf16: ArraySlice<UInt16>, glyphs raw: ArraySlice<RawGlyph>, from offset: Int, count: Int) {
        guard count < 0x8000, text.count < 0x8000 else { return nil }
        var words: [UInt64] = []
        words.reserveCapacity((text.count + 3) / 4 + raw.count)
        var index = text.lowerBound
        while index < text.upperBound {
            words.append(utf16.word(from: index, to: text.upperBound))
            index += 4
        }
        var hasOffsets = false
        for glyph in raw {
            guard let id = UInt16(exactly: glyph.id) else { return nil }
            let cluster = UInt64(glyph.cluster - offset) | (glyph.unsafeToBreak ? 0x8000 : 0)
            words.append(UInt64(id) | cluster << 16 | UInt64(UInt32(bitPattern: glyph.xAdvance)) << 32)
            hasOffsets = hasOffsets || glyph.xOffset != 0 || glyph.yOffset != 0
        }
        self.words = words
        textCount = text.count
        offsets = hasOffsets ? raw.flatMap { [$0.xOffset, $0.yOffset] } : []
    }

    /// Whether the entry's text is `utf16[text]` (indices of `utf16`).
    func hasText(_ text: Range<Int>, of utf16: ArraySlice<UInt16>) -> Bool {
        guard text.count == textCount else { return false }
        var index = text.lowerBound
        var w = 0
        while index < text.upperBound {
            if words[w] != utf16.word(from: index, to: text.upperBound) { return false }
            index += 4
            w += 1
        }
        return true
    }

    /// Appends the glyphs, clusters relative to `offset` again, scaled to points by `scale`,
    /// and the clusters unsafe to break at.
    ///
    /// `mutating` though it changes nothing: called on an entry in the cache's slot array, it
    /// reads the entry in place, where a non-mutating call copies it out first (two retains and
    /// two releases, atomic, on every cache hit).
    mutating func append(to shaped: inout [ShapedGlyph], unsafeClusters: inout [Int], at offset: Int, scale: Double) {
        let first = textWords
        guard offsets.isEmpty else {
            for index in first..<words.count {
                let word = words[index]
                let cluster = Int((word >> 16) & 0x7FFF) + offset
                let k = index - first
                shaped.append(ShapedGlyph(
                    id: UInt32(word & 0xFFFF), cluster: cluster, advance: Double(Int32(truncatingIfNeeded: word >> 32)) * scale,
                    xOffset: Double(offsets[2 * k]) * scale, yOffset: Double(offsets[2 * k + 1]) * scale))
                if word & 0x8000_0000 != 0 { unsafeClusters.append(cluster) }
            }
            return
        }
        // Nearly every entry: no offsets, and a loop with nothing else to look at.
        for index in first..<words.count {
            let word = words[index]
            let cluster = Int((word >> 16) & 0x7FFF) + offset
            shaped.append(ShapedGlyph(
                id: UInt32(word & 0xFFFF), cluster: cluster, advance: Double(Int32(truncatingIfNeeded: word >> 32)) * scale,
                xOffset: 0, yOffset: 0))
            if word & 0x8000_0000 != 0 { unsafeClusters.append(cluster) }
        }
    }
}

/// Counts the engine's expensive calls made in a task: HarfBuzz shaping and ICU break
/// iterators (tests: re-measuring must do neither), layouts and the units of the paragraphs
/// they measured (tests: auto-shrink's search is bounded).
final class WorkCounter: Sendable {
    @TaskLocal static var current: WorkCounter?
    private let counts = Locked((shapings: 0, breakIterators: 0, layouts: 0, measuredUnits: 0))

    var shapings: Int { counts.withLock { $0.shapings } }
    var breakIterators: Int { counts.withLock { $0.breakIterators } }
    var layouts: Int { counts.withLock { $0.layouts } }
    var measuredUnits: Int { counts.withLock { $0.measuredUnits } }
    func countShaping() { counts.withLock { $0.shapings += 1 } }
    func countBreakIterator() { counts.withLock { $0.breakIterators += 1 } }
    func countLayout() { counts.withLock { $0.layouts += 1 } }
    func countMeasured(units: Int) { counts.withLock { $0.measuredUnits += units } }
}
