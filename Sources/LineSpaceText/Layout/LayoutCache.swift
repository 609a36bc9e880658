// A bounded, thread-safe cache of layouts, for labels measured again and again (table cells).

/// Layouts keyed by their complete input (text, attributes, paragraph styles, options).
///
/// Bounded by a two-generation scheme: new entries go into the young generation; when it holds
/// `capacity / 2` entries or `maximumBytes / 2` bytes (estimated: the text, glyphs, positions
/// and lines), it becomes the old generation and the previous old one is dropped. A hit in the
/// old generation is promoted. So at most `capacity` layouts and about `maximumBytes` are kept
/// (a layout larger than `maximumBytes / 2` is never kept), recently used ones survive, and
/// every operation is O(1): a `StyledText` carries its digest, so a look-up hashes a few
/// words, and equality is O(1) for the same text value (O(n) for equal texts built apart).
///
/// ```swift
/// let cache = LayoutCache(capacity: 1_000, maximumBytes: 16 << 20)
/// let layout = cache.layout(for: text, options: LayoutOptions(width: 320))
/// ```
public final class LayoutCache: Sendable {
    /// The cache `Label` uses: 2,048 layouts, 64 MiB.
    public static let shared = LayoutCache(capacity: 2_048)

    private struct Key: Hashable, Sendable {
        let text: StyledText
        let options: LayoutOptions

        /// Options that lay out alike make one key: a NaN width is 0, a huge one 10⁶ pt, a
        /// negative line count 0 (a NaN width made a key unequal to itself, never found).
        init(text: StyledText, options: LayoutOptions) {
            self.text = text
            var resolved = options
            resolved.width = options.resolvedWidth
            resolved.height = options.resolvedHeight
            resolved.numberOfLines = options.resolvedNumberOfLines
            self.options = resolved
        }

        /// The text's digest and the width: what tells apart the layouts a cache holds. The
        /// rest (height, line limit, locale, glyphs or not) is left to `==`, so the same text
        /// measured and laid out at one width shares a bucket chain of two.
        func hash(into hasher: inout Hasher) {
            hasher.combine(text.contentHash)
            hasher.combine(options.width)
        }
    }

    /// A kept layout.
    private struct Entry: Sendable {
        var layout: TextLayout
        var needsMoreText: Bool
        var bytes: Int
    }

    private struct Generations {
        var young: [Key: Entry] = [:]
        var old: [Key: Entry] = [:]
        var youngBytes = 0
        var oldBytes = 0
    }

    /// The maximum number of layouts kept.
    public let capacity: Int
    /// The most bytes kept, by the cache's estimate of its layouts and their keys.
    public let maximumBytes: Int
    private let generations = Locked(Generations())

    /// - Parameters:
    ///   - capacity: at least 2.
    ///   - maximumBytes: at least 0; default 64 MiB.
    public init(capacity: Int, maximumBytes: Int = 64 << 20) {
        self.capacity = max(2, capacity)
        self.maximumBytes = max(0, maximumBytes)
    }

    /// The layout of `text` under `options`, from the cache or laid out now (outside the lock,
    /// so threads never wait for each other's layouts).
    public func layout(for text: StyledText, options: LayoutOptions) -> TextLayout {
        layoutReportingExhaustion(for: text, options: options).layout
    }

    /// The layout kept for `text` at `options`, if any; nothing is laid out.
    ///
    /// - Complexity: a hash of `text` (kept by `StyledText`) and a look-up.
    func cachedLayout(for text: StyledText, options: LayoutOptions) -> TextLayout? {
        lookup(Key(text: text, options: options))?.layout
    }

    /// As `layout(for:options:)`, with whether a prefix text ran out before the lines did.
    /// A miss measures through `paragraphs` (its owner's paragraphs of `text`, reused), asked
    /// for only then: a hit touches nothing but the key and the kept layout.
    func layoutReportingExhaustion(
        for text: StyledText, options: LayoutOptions, paragraphs: @autoclosure () -> ParagraphStore? = nil
    ) -> (layout: TextLayout, needsMoreText: Bool) {
        let key = Key(text: text, options: options)
        if let hit = lookup(key) { return (hit.layout, hit.needsMoreText) }
        let result = Typesetter(text: text, options: options, paragraphs: paragraphs()).layout()
        let bytes = LayoutCache.estimatedBytes(of: result.layout, text: text)
        if bytes <= maximumBytes / 2 { insert(Entry(layout: result.layout, needsMoreText: result.needsMoreText, bytes: bytes), for: key) }
        return result
    }

    /// A layout's and its key's memory, estimated from their arrays: the text's UTF-16 units
    /// and runs, and per line and glyph run their fixed parts, glyph ids, positions and advances.
    static func estimatedBytes(of layout: TextLayout, text: StyledText) -> Int {
        var bytes = 256 + text.utf16.count * 2 + text.runs.count * 160
        for line in layout.lines {
            bytes += 160 + line.ranges.count * 16
            for run in line.glyphRuns { bytes += 160 + run.glyphs.count * (4 + 16 + 8) }
        }
        return bytes
    }

    /// The estimated bytes held now (never much more than `maximumBytes`).
    public var byteCount: Int { generations.withLock { $0.youngBytes + $0.oldBytes } }

    /// How many layouts the cache holds now (never more than `capacity`).
    public var count: Int { generations.withLock { $0.young.count + $0.old.count } }

    /// Drops every layout.
    public func removeAll() { generations.withLock { $0 = Generations() } }

    private func lookup(_ key: Key) -> Entry? {
        generations.withLock { g in
            if let layout = g.young[key] { return layout }
            guard let layout = g.old.removeValue(forKey: key) else { return nil }
            g.oldBytes -= layout.bytes
            insertLocked(layout, for: key, into: &g)
            return layout
        }
    }

    private func insert(_ layout: Entry, for key: Key) {
        generations.withLock { insertLocked(layout, for: key, into: &$0) }
    }

    private func insertLocked(_ layout: Entry, for key: Key, into g: inout Generations) {
        if let replaced = g.young.removeValue(forKey: key) { g.youngBytes -= replaced.bytes }
        if g.young.count >= capacity / 2 || g.youngBytes + layout.bytes > maximumBytes / 2 {
            g.old = g.young
            g.oldBytes = g.youngBytes
            g.young = [:]
            g.youngBytes = 0
        }
        g.young[key] = layout
        g.youngBytes += layout.bytes
    }
}
