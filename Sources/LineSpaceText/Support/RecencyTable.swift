// A hash table whose keys are borrowed at each look-up, bounded by cost, least recently used
// dropped first: the storage of the shaping cache.

/// Entries found by a hash and a caller's comparison, ordered from most to least recently used,
/// their costs bounded.
///
/// Unlike `RecencyList` (a `Dictionary` underneath), a look-up needs no key value: the caller
/// passes a hash and a predicate, so a key can name text it does not own (indices into a
/// paragraph's units) and nothing is copied or reference counted to ask. The table is open
/// addressing with linear probing over slot numbers, at most half full, and a removal shifts
/// later entries back (no tombstones). Not thread-safe: owners keep it behind a lock.
///
/// - Complexity: look-up, insertion and eviction O(1) expected, plus the predicate's cost.
struct RecencyTable<Entry> {
    /// A handle to an entry, valid until the entry is evicted or the table emptied.
    typealias Slot = Int32

    private struct Stored {
        var hash: Int
        /// nil for a free slot.
        var entry: Entry?
        var cost: Int
        var newer: Slot
        var older: Slot
    }

    /// Slot numbers by hash, -1 where empty; a power of two long, at least twice `count`.
    private var buckets: [Slot] = []
    private var stored: [Stored] = []
    private var freeSlots: [Slot] = []
    private var newest: Slot = -1
    private var oldest: Slot = -1
    /// Entries held.
    private(set) var count = 0
    /// The bytes the table spends on each entry besides the entry itself: its slot's
    /// bookkeeping and two buckets (the table is at most half full).
    static var bytesPerEntry: Int { MemoryLayout<Stored>.stride - MemoryLayout<Entry?>.stride + 2 * MemoryLayout<Slot>.stride }
    /// The sum of the costs of the entries held.
    private(set) var totalCost = 0

    /// The slot of an entry with `hash` for which `matches` is true, or nil.
    func find(hash: Int, where matches: (Entry) -> Bool) -> Slot? {
        guard !buckets.isEmpty else { return nil }
        let mask = buckets.count - 1
        var bucket = hash & mask
        while true {
            let slot = buckets[bucket]
            if slot < 0 { return nil }
            // A slot in the buckets always holds an entry; it is read in place, not copied.
            if stored[Int(slot)].hash == hash && matches(stored[Int(slot)].entry!) { return slot }
            bucket = (bucket + 1) & mask
        }
    }

    /// Makes `slot` the most recently used.
    mutating func touch(_ slot: Slot) {
        guard newest != slot else { return }
        unlink(slot)
        pushNewest(slot)
    }

    /// Runs `body` on the entry in `slot` in place (no copy of it is made).
    mutating func withEntry<Result>(_ slot: Slot, _ body: (inout Entry) -> Result) -> Result {
        body(&stored[Int(slot)].entry!)
    }

    /// Stores `entry` under `hash` as the most recently used, first dropping the least recently
    /// used entries until its cost fits under `costLimit`; nothing when `cost` alone exceeds
    /// the limit. The caller makes sure no equal entry is held (`find` first).
    ///
    /// - Returns: the entry's slot, or nil when it was not stored.
    @discardableResult
    mutating func insert(_ entry: Entry, hash: Int, cost: Int, costLimit: Int) -> Slot? {
        guard cost <= costLimit else { return nil }
        while totalCost + cost > costLimit && oldest >= 0 { evict(oldest) }
        let value = Stored(hash: hash, entry: entry, cost: cost, newer: -1, older: -1)
        let slot: Slot
        if let reused = freeSlots.popLast() {
            slot = reused
            stored[Int(slot)] = value
        } else {
            slot = Slot(stored.count)
            stored.append(value)
        }
        pushNewest(slot)
        count += 1
        totalCost += cost
        if count * 2 > buckets.count { rebuildBuckets(count: max(64, buckets.count * 2)) } else { place(slot) }
        return slot
    }

    /// Whether every entry is reached from its hash's bucket without crossing an empty one,
    /// the buckets hold nothing else, and the recency chain lists every entry once (tests).
    var isConsistent: Bool {
        let held = buckets.filter { $0 >= 0 }
        guard held.count == count, Set(held).count == held.count,
              held.allSatisfy({ stored[Int($0)].entry != nil }) else { return false }
        let mask = buckets.count - 1
        for slot in stored.indices where stored[slot].entry != nil {
            var bucket = stored[slot].hash & mask
            while buckets[bucket] != Slot(slot) {
                if buckets[bucket] < 0 { return false }
                bucket = (bucket + 1) & mask
            }
        }
        var chained = 0, cost = 0, slot = newest
        while slot >= 0 && chained <= count {
            chained += 1
            cost += stored[Int(slot)].cost
            slot = stored[Int(slot)].older
        }
        return chained == count && cost == totalCost
    }

    /// Puts `slot` in the first empty bucket from its hash's.
    private mutating func place(_ slot: Slot) {
        let mask = buckets.count - 1
        var bucket = stored[Int(slot)].hash & mask
        while buckets[bucket] >= 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = slot
    }

    private mutating func rebuildBuckets(count: Int) {
        buckets = [Slot](repeating: -1, count: count)
        for slot in stored.indices where stored[slot].entry != nil { place(Slot(slot)) }
    }

    /// Takes `slot` out of the buckets, moving back the entries after it that would no longer
    /// be found past the emptied bucket.
    private mutating func removeFromBuckets(_ slot: Slot) {
        let mask = buckets.count - 1
        var hole = stored[Int(slot)].hash & mask
        while buckets[hole] != slot { hole = (hole + 1) & mask }
        var bucket = hole
        while true {
            bucket = (bucket + 1) & mask
            let other = buckets[bucket]
            if other < 0 { break }
            let home = stored[Int(other)].hash & mask
            // Moved back unless its home lies cyclically in (hole, bucket].
            let stays = hole <= bucket ? (home > hole && home <= bucket) : (home > hole || home <= bucket)
            if !stays {
                buckets[hole] = other
                hole = bucket
            }
        }
        buckets[hole] = -1
    }

    private mutating func unlink(_ slot: Slot) {
        let newer = stored[Int(slot)].newer, older = stored[Int(slot)].older
        if newer >= 0 { stored[Int(newer)].older = older } else { newest = older }
        if older >= 0 { stored[Int(older)].newer = newer } else { oldest = newer }
    }

    private mutating func pushNewest(_ slot: Slot) {
        stored[Int(slot)].newer = -1
        stored[Int(slot)].older = newest
        if newest >= 0 { stored[Int(newest)].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }

    private mutating func evict(_ slot: Slot) {
        unlink(slot)
        removeFromBuckets(slot)
        count -= 1
        totalCost -= stored[Int(slot)].cost
        stored[Int(slot)].entry = nil
        freeSlots.append(slot)
    }
}
