// A process-wide, thread-safe memo: values made once per key and shared (fonts, faces, lists),
// bounded by count and bytes because its keys may come from callers (family names, paths).

/// Values created once per key and then shared by every thread, the least recently used
/// dropped past `maximumCount` entries or `maximumBytes` of estimated cost.
///
/// `create` runs outside the lock, so a slow creation (opening a font file, a fontconfig sort)
/// never blocks look-ups of other keys; if two threads create the same key at once, the first
/// value stored wins and both get it. A creation that throws stores nothing. A dropped value
/// lives on in whoever holds it; asking again creates a new one.
final class SharedCache<Key: Hashable, Value>: @unchecked Sendable {
    private let storage = Locked(RecencyList<Key, Value>())
    let maximumCount: Int
    let maximumBytes: Int
    private let cost: (Key, Value) -> Int

    /// - Parameters:
    ///   - maximumCount: the most entries kept (at least 1).
    ///   - maximumBytes: the most estimated bytes kept (the newest entry is always kept).
    ///   - cost: an entry's estimated size in bytes (default: 64, a small entry).
    init(maximumCount: Int, maximumBytes: Int = 16 << 20, cost: @escaping (Key, Value) -> Int = { _, _ in 64 }) {
        self.maximumCount = max(1, maximumCount)
        self.maximumBytes = max(0, maximumBytes)
        self.cost = cost
    }

    /// The value for `key`, created by `create` on first use (or after it was dropped).
    ///
    /// - Complexity: O(1) plus hashing `key` when it is held.
    func value(for key: Key, create: () throws -> Value) rethrows -> Value {
        if let value = storage.withLock({ $0.value(for: key) }) { return value }
        let created = try create()
        let bytes = cost(key, created)
        return storage.withLock { list in
            if let existing = list.value(for: key) { return existing }
            list.insert(created, for: key, cost: bytes, maximumCount: maximumCount, maximumCost: maximumBytes)
            return created
        }
    }

    /// How many entries are held now.
    var count: Int { storage.withLock { $0.count } }
    /// The estimated bytes held now.
    var bytes: Int { storage.withLock { $0.totalCost } }
}
