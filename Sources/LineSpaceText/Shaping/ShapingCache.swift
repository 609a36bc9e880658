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
/// Bounded by bytes (8 MiB for `shared`), least recently used entries dropped first. Safe to
/// share across threads without them waiting on each other: entries sit in stripes by hash,
/// each with its own lock, taken for one piece at a time.
///
/// A cache may have a `backing` cache, shared with other threads' caches: a run this cache
/// misses is looked up there before HarfBuzz shapes it, and what is shaped is kept in both.
/// Jobs that each shape through a cache of their own (no hit waits on another thread, nor
/// moves memory between cores) then shape a text the other jobs met only once between them.
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

    /// Runs longer than this many UTF-16 units bypass the cache.
    static let maximumRunLength = 4_096

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
    /// The entries, in stripes picked by their hashes' top bits, each with its own lock and its
    /// share of `byteLimit`: threads laying out at once look pieces up in different stripes
    /// instead of waiting for one lock held over a whole run.
    let stripes: LockedArray<Storage>
    let styles = Locked(StyleNumbers())
    /// Each stripe's share of `byteLimit`.
    let stripeByteLimit: Int
    /// The cache looked up before shaping a run this one misses, and given what is shaped.
    package let backing: ShapingCache?

    /// How many stripes a cache of `byteLimit` bytes has: a power of two, one per 512 KiB, 1 to
    /// 16 (a small cache keeps its entries together rather than in slivers).
    static func stripeCount(byteLimit: Int) -> Int {
        var count = 1
        while count < 16 && count * 2 * (512 << 10) <= byteLimit { count *= 2 }
        return count
    }

    /// The longest paragraph, in UTF-16 units, shaped through the cache: the byte limit ÷ 128,
    /// at least 4,096 (65,536 units for `shared`). A longer paragraph is a document (a book's
    /// chapter, a log): its pieces rarely recur and would take an eighth of the cache or more
    /// (entries cost about 16 bytes a unit), evicting the words of every label, and one that
    /// outgrows the cache misses, shapes and stores every piece at every layout. It is shaped
    /// run by run with HarfBuzz, as without a cache (the same glyphs), so its cost stays
    /// linear.
    package let maximumParagraphLength: Int

    /// - Parameters:
    ///   - byteLimit: the memory bound in bytes (at least 4 KiB).
    ///   - backing: a cache shared with other threads' caches, consulted on a miss (its own
    ///     bound is its own).
    package init(byteLimit: Int, backing: ShapingCache? = nil) {
        self.backing = backing
        self.byteLimit = max(4_096, byteLimit)
        maximumParagraphLength = max(4_096, self.byteLimit / 128)
        let count = ShapingCache.stripeCount(byteLimit: self.byteLimit)
        stripes = LockedArray(count: count) { Storage() }
        stripeByteLimit = self.byteLimit / count
    }

    package var statistics: Statistics {
        var statistics = Statistics()
        let runs = styles.withLock { $0.runs }
        for stripe in 0..<stripes.count {
            stripes.withLock(stripe) {
                statistics.misses += $0.misses
                statistics.entries += $0.entries.count
                statistics.bytes += $0.entries.totalCost
            }
        }
        statistics.hits = max(0, runs - statistics.misses)
        return statistics
    }

    /// How many styles the cache has numbered (tests: they stay few whatever the locales).
    var styleCount: Int { styles.withLock { $0.count } }

    /// Whether every entry is reached from its hash's bucket without crossing an empty one, and
    /// the table holds nothing else (tests: evictions shift entries back).
    var tableIsConsistent: Bool { (0..<stripes.count).allSatisfy { stripes.withLock($0) { $0.entries.isConsistent } } }

    /// Drops every entry and style and zeroes the counts.
    package func removeAll() {
        for stripe in 0..<stripes.count { stripes.withLock(stripe) { $0 = Storage() } }
        styles.withLock { $0 = StyleNumbers() }
    }

    /// Runs `body` on the stripe that holds `key`'s entry, under its lock.
    func withStripe<R>(of key: Key, _ body: (inout Storage) -> R) -> R {
        stripes.withLock(Int(UInt(bitPattern: key.hash) >> 60) & (stripes.count - 1), body)
    }

    // MARK: Shaping

    /// `ShapedRun.shape` through the cache: the same run, glyph for glyph, edges unsafe to break
    /// included; edges unsafe to concatenate as HarfBuzz reports them (which `ShapedRun.shape`
    /// does not ask for). `breaks` gives the pieces' edges; `buffer` is the one HarfBuzz shapes
    /// in, or nil to take a pooled one only if the run is shaped.
    ///
    /// - Complexity: a hash look-up per piece when every piece was seen before; otherwise
    ///   HarfBuzz's shaping of the run, once, as without the cache.
    func shape(
        _ utf16: ArraySlice<UInt16>, range: Range<Int>, face: FontFace, attributes: TextAttributes,
        script: UInt32, level: UInt8, language: String?, silent: [Int], breaks: BreakOpportunities,
        buffer: HarfBuzzBuffer?
    ) -> ShapedRun {
        let isRightToLeft = level & 1 == 1
        let noLigatures = attributes.letterSpacing != 0
        // A common-script run lets HarfBuzz guess its script from the text: a piece alone might
        // guess otherwise, so every piece is keyed by the script the whole run gets.
        let resolvedScript = script == HarfBuzzBuffer.commonScript
            ? HarfBuzzBuffer.guessedScript(utf16, range: range) : script
        func run(_ raw: [RawGlyph]) -> ShapedRun {
            ShapedRun.make(
                raw: raw, reportsConcatenation: true, range: range, face: face, attributes: attributes, script: script,
                isRightToLeft: isRightToLeft, level: level, silent: silent)
        }
        let style = Style(
            face: face, script: resolvedScript ?? 0, scriptIsGuessed: script == HarfBuzzBuffer.commonScript,
            isRightToLeft: isRightToLeft, noLigatures: noLigatures, language: language)

        // Shaped whole at once, uncached and without even hashing: runs too long to keep, and
        // every run of a paragraph longer than `maximumParagraphLength` (`utf16` is the run's
        // paragraph), are long paragraphs (a book, a log), whose pieces rarely recur; and text
        // shaped against its script's direction (digits in an Arabic run at an even level, Hebrew
        // in a left-to-right override) is reversed by HarfBuzz as a whole, grapheme by grapheme,
        // which pieces need not reproduce.
        guard range.count <= ShapingCache.maximumRunLength, utf16.count <= maximumParagraphLength,
              HarfBuzzBuffer.isNative(script: resolvedScript ?? 0, isRightToLeft: isRightToLeft)
        else {
            return HarfBuzzBuffer.using(buffer) {
                ShapedRun.shape(
                    utf16, range: range, face: face, attributes: attributes, script: script, level: level,
                    language: language, silent: silent, buffer: $0)
            }
        }

        // 1. Every piece seen before: spliced. Pieces end only where no lookup of the face can
        //    reach across (`PieceCuts`), and only pieces that HarfBuzz found safe to concatenate
        //    at both edges are ever stored, so any neighbours fit.
        // 2. Else the run as a whole, under its text and the context HarfBuzz sees (up to 5
        //    code points, so at most 10 units, on each side): runs whose pieces cannot be spliced.
        //    Both missed: the backing cache's entries for the run, if it holds them, are copied
        //    here, and the look-up is made again.
        // Pieces in visual order: a right-to-left run lists them reversed (an array then).
        let (styleID, cuts) = styles.withLock {
            $0.runs += 1
            let id = $0.id(of: style)
            return (id, $0.cuts(id))
        }
        let line = breaks.line
        let visualPieces: [Range<Int>]? = isRightToLeft ? ShapingCache.pieces(of: range, in: utf16, breaks: breaks, cuts: cuts).reversed() : nil
        // Straight to glyphs in points, without HarfBuzz's intermediate form, each piece read in
        // place under its stripe's lock.
        let font = ShapedRun.font(face: face, requested: attributes.font)
        let scale = font.scale
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(range.count)  // about a glyph per unit; grows geometrically past it
        var offsets = GlyphOffsets()
        let window = max(0, range.lowerBound - 10)..<min(utf16.count, range.upperBound + 10)
        var runKey: Key?
        // How many pieces, in visual order, were found before the first missing one: those
        // need not be stored again if the run is shaped.
        var (found, isHit) = lookUp(
            range, line: line, visualPieces: visualPieces, of: utf16, style: styleID, cuts: cuts, window: window, runKey: &runKey,
            into: &glyphs, offsets: &offsets, scale: scale)
        // Pieces in visual order once the run has missed: to copy from the backing cache, or to
        // cut the shaped run into.
        var missedPieces: [Range<Int>]?
        // The style's number in the backing cache, once asked for.
        var backingStyleID: Int32?
        if !isHit, let backing, let missedKey = runKey {
            let pieces = visualPieces ?? ShapingCache.pieces(of: range, in: utf16, breaks: breaks, cuts: cuts)
            missedPieces = pieces
            let id = backing.styles.withLock { $0.id(of: style) }
            backingStyleID = id
            if fill(from: backing, style: id, pieces: pieces, runStart: range.lowerBound, runKey: missedKey, of: utf16) {
                (found, isHit) = lookUp(
                    range, line: line, visualPieces: visualPieces, of: utf16, style: styleID, cuts: cuts, window: window, runKey: &runKey,
                    into: &glyphs, offsets: &offsets, scale: scale)
            }
        }
        if isHit {
            return ShapedRun.make(
                glyphs: consume glyphs, offsets: consume offsets, font: font, range: range, attributes: attributes,
                script: script, isRightToLeft: isRightToLeft, level: level, silent: silent)
        }
        if let runKey { withStripe(of: runKey) { $0.misses += 1 } }

        // 3. Otherwise the run is shaped whole, as without the cache, and the pieces it shows
        //    safe to concatenate at both edges are kept for other texts.
        let visual = missedPieces ?? visualPieces ?? ShapingCache.pieces(of: range, in: utf16, breaks: breaks, cuts: cuts)
        let pieces = isRightToLeft ? Array(visual.reversed()) : visual
        let (raw, _) = HarfBuzzBuffer.using(buffer) {
            $0.shape(
                utf16, range: range, face: face.harfBuzz, script: script == HarfBuzzBuffer.commonScript ? nil : script,
                language: language, isRightToLeft: isRightToLeft,
                features: noLigatures ? ShapedRun.noLigatureFeatures : [], producesUnsafeToConcat: true)
        }
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
            // Found above: already stored (and safe then, with any neighbour).
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
        let limit = stripeByteLimit
        for entry in entries {
            withStripe(of: entry.key) {
                $0.insert(entry.value, for: entry.key, of: utf16, afterText: entry.afterText, byteLimit: limit)
            }
        }
        if let backing, let id = backingStyleID {
            backing.keep(entries, style: id, of: utf16)
        }
        return run(raw)
    }

    // MARK: Splicing

    /// Steps 1 and 2: the run spliced from its pieces (`visualPieces`, or cut at `line` when
    /// it is left to right) into `glyphs`, else its glyphs kept whole
    /// under `runKey` (made from `window` when first needed). How many pieces were found before
    /// the first missing one, and whether the run was found.
    private func lookUp(
        _ range: Range<Int>, line: [(offset: Int, isMandatory: Bool)], visualPieces: [Range<Int>]?, of utf16: ArraySlice<UInt16>,
        style: Int32, cuts: PieceCuts, window: Range<Int>, runKey: inout Key?, into glyphs: inout [ShapedGlyph],
        offsets: inout GlyphOffsets, scale: Double
    ) -> (found: Int, hit: Bool) {
        glyphs.removeAll(keepingCapacity: true)
        offsets = GlyphOffsets()
        let spliced = visualPieces.map {
            splice(
                $0, of: utf16, runStart: range.lowerBound, style: style, into: &glyphs, offsets: &offsets, scale: scale)
        } ?? splice(
            range, line: line, of: utf16, style: style, cuts: cuts, into: &glyphs, offsets: &offsets, scale: scale)
        if spliced.all { return (spliced.found, true) }
        glyphs.removeAll(keepingCapacity: true)
        offsets = GlyphOffsets()
        let key = runKey ?? Key(
            style: style, text: window, of: utf16, contextBefore: range.lowerBound - window.lowerBound,
            contextAfter: window.upperBound - range.upperBound)
        runKey = key
        let keptWhole = withStripe(of: key) {
            $0.append(
                key, of: utf16, afterText: false, to: &glyphs, offsets: &offsets, at: range.lowerBound, scale: scale)
        }
        return (spliced.found, keptWhole)
    }

    /// Appends the glyphs of piece `piece` of a run starting at `runStart` (offsets relative to
    /// `utf16`'s start) from its stripe; false when it is not there.
    private func append(
        _ piece: Range<Int>, of utf16: ArraySlice<UInt16>, runStart: Int, style: Int32, to glyphs: inout [ShapedGlyph],
        offsets: inout GlyphOffsets, scale: Double
    ) -> Bool {
        let key = Key(style: style, text: piece, of: utf16)
        return withStripe(of: key) {
            $0.append(
                key, of: utf16, afterText: piece.lowerBound != runStart, to: &glyphs, offsets: &offsets,
                at: piece.lowerBound, scale: scale)
        }
    }

    /// Appends the cached glyphs of `pieces` (in visual order, of the run starting at
    /// `runStart`) to `glyphs` until one is missing: how many were found, and whether that is
    /// all of them (else `glyphs` holds a part of the run).
    private func splice(
        _ pieces: [Range<Int>], of utf16: ArraySlice<UInt16>, runStart: Int, style: Int32,
        into glyphs: inout [ShapedGlyph], offsets: inout GlyphOffsets, scale: Double
    ) -> (found: Int, all: Bool) {
        var found = 0
        for piece in pieces {
            guard append(
                piece, of: utf16, runStart: runStart, style: style, to: &glyphs, offsets: &offsets, scale: scale)
            else { return (found, false) }
            found += 1
        }
        return (found, true)
    }

    /// `splice` over the pieces of a left-to-right run, cut as they are met.
    private func splice(
        _ range: Range<Int>, line: [(offset: Int, isMandatory: Bool)], of utf16: ArraySlice<UInt16>, style: Int32,
        cuts: PieceCuts, into glyphs: inout [ShapedGlyph], offsets: inout GlyphOffsets, scale: Double
    ) -> (found: Int, all: Bool) {
        var cursor = Pieces(of: range, line: line)
        var found = 0
        while let piece = cursor.next(line: line, utf16: utf16, cuts: cuts) {
            guard append(
                piece, of: utf16, runStart: range.lowerBound, style: style, to: &glyphs, offsets: &offsets, scale: scale)
            else { return (found, false) }
            found += 1
        }
        return (found, true)
    }
}
