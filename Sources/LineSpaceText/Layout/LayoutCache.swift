// A bounded, thread-safe cache of layouts, for labels measured again and again (table cells).

/// Layouts keyed by their complete input (text, attributes, paragraph styles, options).
///
/// Bounded by a two-generation scheme: new entries go into the young generation; when it holds
/// `capacity / 2` entries, it becomes the old generation and the previous old one is dropped.
/// A hit in the old generation is promoted. So at most `capacity` layouts are kept, recently
/// used ones survive, and every operation is O(1) plus hashing the key (O(n) in the text).
///
/// ```swift
/// let cache = LayoutCache(capacity: 1_000)
/// let layout = cache.layout(for: text, options: LayoutOptions(width: 320))
/// ```
public final class LayoutCache: Sendable {
    /// The cache `Label` uses: 2,048 layouts.
    public static let shared = LayoutCache(capacity: 2_048)

    private struct Key: Hashable, Sendable {
        var text: StyledText
        var options: LayoutOptions
    }

    private typealias Entry = (layout: TextLayout, needsMoreText: Bool)
    private struct Generations {
        var young: [Key: Entry] = [:]
        var old: [Key: Entry] = [:]
    }

    /// The maximum number of layouts kept.
    public let capacity: Int
    private let generations = Locked(Generations())

    /// - Parameter capacity: at least 2.
    public init(capacity: Int) {
        self.capacity = max(2, capacity)
    }

    /// The layout of `text` under `options`, from the cache or laid out now (outside the lock,
    /// so threads never wait for each other's layouts).
    public func layout(for text: StyledText, options: LayoutOptions) -> TextLayout {
        layoutReportingExhaustion(for: text, options: options).layout
    }

    /// As `layout(for:options:)`, with whether a prefix text ran out before the lines did.
    /// A miss measures through `paragraphs` (its owner's paragraphs of `text`, reused).
    func layoutReportingExhaustion(
        for text: StyledText, options: LayoutOptions, paragraphs: MeasuredParagraphs? = nil
    ) -> (layout: TextLayout, needsMoreText: Bool) {
        let key = Key(text: text, options: options)
        if let hit = lookup(key) { return hit }
        let result = Typesetter(text: text, options: options, paragraphs: paragraphs).layoutReportingExhaustion()
        insert(result, for: key)
        return result
    }

    /// How many layouts the cache holds now (never more than `capacity`).
    public var count: Int { generations.withLock { $0.young.count + $0.old.count } }

    /// Drops every layout.
    public func removeAll() { generations.withLock { $0 = Generations() } }

    private func lookup(_ key: Key) -> Entry? {
        generations.withLock { g in
            if let layout = g.young[key] { return layout }
            guard let layout = g.old.removeValue(forKey: key) else { return nil }
            insertLocked(layout, for: key, into: &g)
            return layout
        }
    }

    private func insert(_ layout: Entry, for key: Key) {
        generations.withLock { insertLocked(layout, for: key, into: &$0) }
    }

    private func insertLocked(_ layout: Entry, for key: Key, into g: inout Generations) {
        if g.young.count >= capacity / 2 {
            g.old = g.young
            g.young = [:]
            g.young.reserveCapacity(capacity / 2)
        }
        g.young[key] = layout
    }
}
