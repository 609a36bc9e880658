// Least-recently-used bookkeeping for the bounded caches: O(1) look-up, insert and eviction.

/// Entries keyed by `Key`, ordered from most to least recently used, with a running total of
/// their costs. Not thread-safe: owners keep it behind a lock (`Locked`).
struct RecencyList<Key: Hashable, Value> {
    /// What a slot holds besides its value.
    private struct Slot {
        var key: Key
        var cost: Int
    }
    /// A slot's neighbours in recency order (-1: none). Kept apart from the slots, so that
    /// moving an entry to the front touches two integers, not a copy of its key and value.
    private struct Link {
        var newer = -1
        var older = -1
    }

    private var slots: [Slot?] = []
    /// Values apart from their keys: a look-up copies the value alone.
    private var values: [Value?] = []
    private var links: [Link] = []
    private var index: [Key: Int] = [:]
    private var freeSlots: [Int] = []
    private var newest = -1
    private var oldest = -1
    /// The sum of the costs of the entries held.
    private(set) var totalCost = 0

    var count: Int { index.count }

    /// The value for `key`, which becomes the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let i = index[key] else { return nil }
        if i != newest {
            unlink(i)
            pushNewest(i)
        }
        return values[i]
    }

    /// Stores `value` as the most recently used, replacing one stored for `key`, then drops the
    /// least recently used entries until at most `maximumCount` remain and their costs add up
    /// to at most `maximumCost` (the new entry itself is kept even if it alone costs more).
    mutating func insert(_ value: Value, for key: Key, cost: Int, maximumCount: Int, maximumCost: Int) {
        remove(key)
        let slot = Slot(key: key, cost: cost)
        let i: Int
        if let reused = freeSlots.popLast() {
            i = reused
            slots[i] = slot
            values[i] = value
            links[i] = Link()
        } else {
            i = slots.count
            slots.append(slot)
            values.append(value)
            links.append(Link())
        }
        index[key] = i
        totalCost += cost
        pushNewest(i)
        while index.count > 1, index.count > maximumCount || totalCost > maximumCost, oldest != i,
              let key = slots[oldest]?.key {
            remove(key)
        }
    }

    mutating func remove(_ key: Key) {
        guard let i = index.removeValue(forKey: key) else { return }
        unlink(i)
        totalCost -= slots[i]?.cost ?? 0
        slots[i] = nil
        values[i] = nil
        freeSlots.append(i)
    }

    mutating func removeAll() { self = RecencyList() }

    private mutating func unlink(_ i: Int) {
        let newer = links[i].newer, older = links[i].older
        if newer >= 0 { links[newer].older = older } else { newest = older }
        if older >= 0 { links[older].newer = newer } else { oldest = newer }
        links[i] = Link()
    }

    private mutating func pushNewest(_ i: Int) {
        links[i].older = newest
        links[i].newer = -1
        if newest >= 0 { links[newest].newer = i }
        newest = i
        if oldest < 0 { oldest = i }
    }
}
