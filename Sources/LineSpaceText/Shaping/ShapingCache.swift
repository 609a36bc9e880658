// A process-wide cache of shaped word-sized pieces (Minikin's LayoutCache, Chromium's word
// shaping cache), spliced so that runs come out glyph for glyph as HarfBuzz shapes them whole.

/// Shaped results of word-sized pieces of text, shared by every layout on every thread.
///
/// A run is cut into pieces at line-break opportunities (a run of CJK clusters stays one piece,
/// up to `maximumPieceLength`); each piece is shaped on its own, without context, at the face's
/// design-unit scale (so one entry serves every size) and kept under a key of face, script,
/// direction, language, features and text. Shaping a label then costs a hash look-up per piece
/// already seen.
///
/// Splicing stays exact: HarfBuzz marks a glyph unsafe to concatenate when text on the other
/// side of its cluster's edge could change it (kerning into a following word, Arabic joining).
/// A piece flagged at an edge it shares with a neighbour is not spliced there: the pieces around
/// that edge are shaped together in their real context, widened until HarfBuzz marks the result
/// safe at both ends (at worst the whole run, which is the uncached shaping itself).
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
    /// with HarfBuzz, as `ShapedRun.shape` does.
    @TaskLocal package static var current: ShapingCache? = ShapingCache.shared

    /// Pieces of CJK clusters longer than this many UTF-16 units are cut at the next opportunity.
    static let maximumPieceLength = 32

    /// Hit and miss counts and the memory held, for the benchmark.
    package struct Statistics: Sendable, Equatable {
        package var hits = 0
        package var misses = 0
        package var entries = 0
        /// Estimated bytes held by the entries (text, glyphs and bookkeeping).
        package var bytes = 0

        /// Hits over look-ups, 0 when there were none.
        package var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }
    }

    /// The most bytes the entries may hold.
    package let byteLimit: Int
    private let storage: Locked<LeastRecentlyUsed>

    /// - Parameter byteLimit: the memory bound in bytes (at least 4 KiB).
    package init(byteLimit: Int) {
        self.byteLimit = max(4_096, byteLimit)
        storage = Locked(LeastRecentlyUsed())
    }

    package var statistics: Statistics { storage.withLock { $0.statistics } }

    /// Drops every entry and zeroes the counts.
    package func removeAll() { storage.withLock { $0 = LeastRecentlyUsed() } }

    // MARK: Shaping

    /// `ShapedRun.shape` through the cache: the same run, glyph for glyph, and the same unsafe
    /// clusters. `breaks` gives the pieces' edges.
    ///
    /// - Complexity: a hash look-up per piece seen before; HarfBuzz's shaping of the others.
    func shape(
        _ utf16: ArraySlice<UInt16>, range: Range<Int>, face: FontFace, attributes: TextAttributes,
        script: UInt32, level: UInt8, language: String?, silent: [Int], breaks: BreakOpportunities,
        buffer: HarfBuzzBuffer
    ) -> (run: ShapedRun, unsafeClusters: [Int]) {
        let isRightToLeft = level & 1 == 1
        let noLigatures = attributes.letterSpacing != 0
        let features = noLigatures ? ShapedRun.noLigatureFeatures : []
        // A common-script run lets HarfBuzz guess its script from the text: a piece alone might
        // guess otherwise, so every piece gets the script the whole run would.
        let resolvedScript = script == HarfBuzzBuffer.commonScript
            ? HarfBuzzBuffer.guessedScript(utf16, range: range) : script
        // Text shaped against its script's direction (digits in an Arabic run at an even level,
        // Hebrew in a left-to-right override) is reversed by HarfBuzz as a whole, so pieces
        // would not splice: such runs are shaped whole.
        guard HarfBuzzBuffer.isNative(script: resolvedScript ?? 0, isRightToLeft: isRightToLeft) else {
            return ShapedRun.shape(
                utf16, range: range, face: face, attributes: attributes, script: script, level: level,
                language: language, silent: silent, buffer: buffer)
        }
        let pieces = ShapingCache.pieces(of: range, in: utf16, breaks: breaks)
        var properties = Properties(
            face: face, script: resolvedScript ?? 0, isRightToLeft: isRightToLeft, noLigatures: noLigatures,
            language: language, text: [], contextBefore: -1, contextAfter: -1)

        /// The entry for `properties`, or `shape()`'s glyphs stored under it.
        func entry(_ properties: Properties, _ shape: () -> [RawGlyph]) -> ShapedPiece {
            if let hit = storage.withLock({ $0.value(for: properties) }) { return hit }
            let value = ShapedPiece(glyphs: shape())
            var key = properties
            key.text = ArraySlice(Array(properties.text))  // its own storage, not the paragraph's
            let limit = byteLimit
            storage.withLock { $0.insert(value, for: key, byteLimit: limit) }
            return value
        }

        // Each piece alone, from the cache or shaped now.
        var shaped: [ShapedPiece] = []
        shaped.reserveCapacity(pieces.count)
        for piece in pieces {
            let text = utf16[(utf16.startIndex + piece.lowerBound)..<(utf16.startIndex + piece.upperBound)]
            properties.text = text
            shaped.append(entry(properties) {
                // Between spaces as context: they join nothing, so the glyphs are those of the
                // piece alone, but HarfBuzz then flags edges whose shaping looked at the neighbour
                // (Arabic joining checks its post-context only when there is one).
                let spaced = [0x20] + text + [0x20]
                let (raw, _) = buffer.shape(
                    spaced[...], range: 1..<(text.count + 1), face: face.harfBuzz, script: resolvedScript,
                    language: language, isRightToLeft: isRightToLeft, features: features)
                return raw.map { $0.moved(by: -1) }
            })
        }

        /// `textRange` shaped in the paragraph's context, cached under its text and the context
        /// HarfBuzz sees (up to 5 code points, at most 10 units, on each side).
        func inContext(_ textRange: Range<Int>) -> [RawGlyph] {
            let window = max(0, textRange.lowerBound - 10)..<min(utf16.count, textRange.upperBound + 10)
            var key = properties
            key.text = utf16[(utf16.startIndex + window.lowerBound)..<(utf16.startIndex + window.upperBound)]
            key.contextBefore = textRange.lowerBound - window.lowerBound
            key.contextAfter = window.upperBound - textRange.upperBound
            return entry(key) {
                buffer.shape(
                    utf16, range: textRange, face: face.harfBuzz, script: resolvedScript, language: language,
                    isRightToLeft: isRightToLeft, features: features
                ).glyphs.map { $0.moved(by: -textRange.lowerBound) }
            }.glyphs.map { $0.moved(by: textRange.lowerBound) }
        }

        // Splice: safe edges join cached pieces; around unsafe ones, shape in context.
        let n = pieces.count
        func isSafe(_ edge: Int) -> Bool {
            if edge == 0 { return range.lowerBound == 0 || shaped[0].isSafeAtStart }
            if edge == n { return range.upperBound == utf16.count || shaped[n - 1].isSafeAtEnd }
            return shaped[edge - 1].isSafeAtEnd && shaped[edge].isSafeAtStart
        }
        var segments: [(pieces: Range<Int>, glyphs: [RawGlyph])] = []
        var first = 0
        while first < n {
            var last = first + 1
            while last < n && !isSafe(last) { last += 1 }
            if last == first + 1 && isSafe(first) && isSafe(last) {
                let offset = pieces[first].lowerBound
                segments.append((first..<last, shaped[first].glyphs.map { $0.moved(by: offset) }))
                first = last
                continue
            }
            // Shape pieces first..<last together in the paragraph's context, widening until
            // HarfBuzz finds both ends safe (or they reach the run's ends).
            var lower = first
            while true {
                let raw = inContext(pieces[lower].lowerBound..<pieces[last - 1].upperBound)
                let edges = ShapedPiece(glyphs: raw)
                if lower > 0 && !edges.isSafeAtStart, let previous = segments.popLast() {
                    lower = previous.pieces.lowerBound
                } else if last < n && !edges.isSafeAtEnd {
                    last += 1
                    while last < n && !isSafe(last) { last += 1 }
                } else {
                    segments.append((lower..<last, raw))
                    break
                }
            }
            first = last
        }

        // Logical segments, each in visual order inside: a right-to-left run lists them reversed.
        var raw: [RawGlyph] = []
        raw.reserveCapacity(segments.reduce(0) { $0 + $1.glyphs.count })
        if isRightToLeft {
            for segment in segments.reversed() { raw += segment.glyphs }
        } else {
            for segment in segments { raw += segment.glyphs }
        }
        return ShapedRun.make(
            raw: raw, range: range, face: face, attributes: attributes, script: script,
            isRightToLeft: isRightToLeft, level: level, silent: silent)
    }

    /// `range` cut at line-break opportunities, except between two CJK characters (a phrase
    /// stays together up to `maximumPieceLength` units).
    ///
    /// - Complexity: O(log b + the opportunities inside `range`).
    static func pieces(of range: Range<Int>, in utf16: ArraySlice<UInt16>, breaks: BreakOpportunities) -> [Range<Int>] {
        let line = breaks.line
        var low = 0, high = line.count
        while low < high {
            let mid = (low + high) / 2
            if line[mid].offset <= range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        var index = low
        while index < line.count && line[index].offset < range.upperBound {
            let offset = line[index].offset
            index += 1
            let before = utf16[utf16.startIndex + offset - 1], after = utf16[utf16.startIndex + offset]
            if isCJK(before) && isCJK(after) && offset - start < maximumPieceLength { continue }
            pieces.append(start..<offset)
            start = offset
        }
        pieces.append(start..<range.upperBound)
        return pieces
    }

    /// Kana, CJK ideographs and Hangul syllables: scripts whose words are not separated.
    private static func isCJK(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF: return true
        default: return false
        }
    }

    // MARK: Storage

    /// What a piece's shaping depends on besides the font size (pieces are kept in design units).
    struct Properties: Hashable, Sendable {
        var face: FontFace
        var script: UInt32
        var isRightToLeft: Bool
        var noLigatures: Bool
        var language: String?
        var text: ArraySlice<UInt16>
        /// For a range shaped in context: how many units of `text` before and after it are
        /// context. -1 for a piece shaped alone.
        var contextBefore: Int
        var contextAfter: Int

        static func == (a: Properties, b: Properties) -> Bool {
            a.face === b.face && a.script == b.script && a.isRightToLeft == b.isRightToLeft
                && a.noLigatures == b.noLigatures && a.contextBefore == b.contextBefore
                && a.contextAfter == b.contextAfter && a.text == b.text && a.language == b.language
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(face))
            hasher.combine(script)
            hasher.combine(isRightToLeft)
            hasher.combine(noLigatures)
            hasher.combine(contextBefore)
            hasher.combine(contextAfter)
            hasher.combine(language)
            hasher.combine(text.count)
            text.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// Entries in a dictionary, chained from most to least recently used through slot indices.
    private struct LeastRecentlyUsed {
        struct Slot {
            var key: Properties?
            var value: ShapedPiece
            var bytes: Int
            var previous: Int
            var next: Int
        }
        var index: [Properties: Int] = [:]
        var slots: [Slot] = []
        var free: [Int] = []
        var head = -1, tail = -1
        var statistics = Statistics()

        mutating func value(for key: Properties) -> ShapedPiece? {
            guard let slot = index[key] else {
                statistics.misses += 1
                return nil
            }
            statistics.hits += 1
            moveToFront(slot)
            return slots[slot].value
        }

        mutating func insert(_ value: ShapedPiece, for key: Properties, byteLimit: Int) {
            guard index[key] == nil else { return }  // another thread shaped it meanwhile
            // Key text, glyphs, and about 96 bytes of slot, dictionary and array headers.
            let bytes = key.text.count * 2 + value.glyphs.count * MemoryLayout<RawGlyph>.stride
                + MemoryLayout<Slot>.stride + 96
            while statistics.bytes + bytes > byteLimit && tail >= 0 { evict(tail) }
            guard bytes <= byteLimit else { return }
            let slot: Int
            if let reused = free.popLast() {
                slot = reused
                slots[slot] = Slot(key: key, value: value, bytes: bytes, previous: -1, next: head)
            } else {
                slot = slots.count
                slots.append(Slot(key: key, value: value, bytes: bytes, previous: -1, next: head))
            }
            if head >= 0 { slots[head].previous = slot }
            head = slot
            if tail < 0 { tail = slot }
            index[key] = slot
            statistics.entries += 1
            statistics.bytes += bytes
        }

        private mutating func unlink(_ slot: Int) {
            let previous = slots[slot].previous, next = slots[slot].next
            if previous >= 0 { slots[previous].next = next } else { head = next }
            if next >= 0 { slots[next].previous = previous } else { tail = previous }
        }

        private mutating func moveToFront(_ slot: Int) {
            guard head != slot else { return }
            unlink(slot)
            slots[slot].previous = -1
            slots[slot].next = head
            if head >= 0 { slots[head].previous = slot }
            head = slot
            if tail < 0 { tail = slot }
        }

        private mutating func evict(_ slot: Int) {
            unlink(slot)
            if let key = slots[slot].key { index[key] = nil }
            statistics.entries -= 1
            statistics.bytes -= slots[slot].bytes
            slots[slot] = Slot(key: nil, value: ShapedPiece(glyphs: []), bytes: 0, previous: -1, next: -1)
            free.append(slot)
        }
    }
}

/// A piece shaped alone: glyphs in visual order, clusters relative to the piece's start, and
/// whether HarfBuzz found its logical edges safe to concatenate with other text.
struct ShapedPiece: Sendable {
    let glyphs: [RawGlyph]
    let isSafeAtStart: Bool
    let isSafeAtEnd: Bool

    init(glyphs: [RawGlyph]) {
        self.glyphs = glyphs
        guard let firstCluster = glyphs.lazy.map(\.cluster).min(),
              let lastCluster = glyphs.lazy.map(\.cluster).max()
        else {
            isSafeAtStart = true
            isSafeAtEnd = true
            return
        }
        // HarfBuzz flags the glyphs of an edge cluster whose shaping looked past that edge.
        isSafeAtStart = !glyphs.contains { $0.cluster == firstCluster && $0.unsafeToConcat }
        isSafeAtEnd = !glyphs.contains { $0.cluster == lastCluster && $0.unsafeToConcat }
    }
}

extension RawGlyph {
    func moved(by offset: Int) -> RawGlyph {
        var glyph = self
        glyph.cluster += offset
        return glyph
    }
}

/// Counts HarfBuzz shaping calls made in a task (tests: re-measuring must not reshape).
final class ShapingCounter: Sendable {
    @TaskLocal static var current: ShapingCounter?
    private let calls = Locked(0)

    var value: Int { calls.withLock { $0 } }
    func count() { calls.withLock { $0 += 1 } }
}
