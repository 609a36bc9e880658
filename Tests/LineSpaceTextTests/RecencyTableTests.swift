// RecencyTable, the shaping cache's storage: found by hash and predicate, bounded by cost,
// least recently used dropped first, consistent after every change.
import Testing
@testable import LineSpaceText

@Suite struct RecencyTableTests {
    /// An entry standing for a key the table does not own: the test finds it by `key`.
    struct Item: Equatable {
        var key: Int
        var value: Int
    }

    func find(_ key: Int, in table: RecencyTable<Item>, hash: (Int) -> Int) -> RecencyTable<Item>.Slot? {
        table.find(hash: hash(key), where: { $0.key == key })
    }

    @Test func dropsTheLeastRecentlyUsedByCost() throws {
        var table = RecencyTable<Item>()
        for key in 0..<4 { table.insert(Item(key: key, value: key * 10), hash: key, cost: 10, costLimit: 40) }
        #expect(table.count == 4 && table.totalCost == 40)
        // 0 used: 1 is now the least recently used and goes first.
        let zero = try #require(find(0, in: table) { $0 })
        table.touch(zero)
        table.insert(Item(key: 4, value: 40), hash: 4, cost: 10, costLimit: 40)
        #expect(find(1, in: table) { $0 } == nil)
        #expect(find(0, in: table) { $0 } != nil)
        // A costly entry pushes out as many as it needs: 2 and 3, the oldest.
        table.insert(Item(key: 5, value: 50), hash: 5, cost: 20, costLimit: 40)
        #expect(find(2, in: table) { $0 } == nil && find(3, in: table) { $0 } == nil)
        #expect(table.count == 3 && table.totalCost == 40)
        // An entry costing more than the limit alone is refused, and nothing is dropped for it.
        let refused = table.insert(Item(key: 6, value: 60), hash: 6, cost: 41, costLimit: 40)
        #expect(refused == nil)
        #expect(table.count == 3 && table.isConsistent)
    }

    @Test func entriesAreChangedInPlace() throws {
        var table = RecencyTable<Item>()
        let inserted = table.insert(Item(key: 1, value: 1), hash: 1, cost: 1, costLimit: 10)
        let slot = try #require(inserted)
        table.withEntry(slot) { $0.value = 2 }
        let entry = table.withEntry(slot) { $0 }
        #expect(entry == Item(key: 1, value: 2))
    }

    /// Random insertions, look-ups and evictions against a plain list, with hashes that collide
    /// (eight buckets' worth for 64 keys), so probing and the shifting back after removals run.
    @Test func randomUseMatchesAModel() throws {
        var generator = SeededGenerator(seed: 0x7AB1E)
        let hash = { (key: Int) in key & 7 }
        var table = RecencyTable<Item>()
        var model: [(item: Item, cost: Int)] = []  // most recently used first
        let limit = 300
        for step in 0..<20_000 {
            let key = Int.random(in: 0..<64, using: &generator)
            if let slot = find(key, in: table, hash: hash) {
                let index = try #require(model.firstIndex { $0.item.key == key })
                let entry = table.withEntry(slot) { $0 }
                #expect(entry == model[index].item)
                table.touch(slot)
                model.insert(model.remove(at: index), at: 0)
            } else {
                #expect(!model.contains { $0.item.key == key })
                let cost = Int.random(in: 1...40, using: &generator)
                table.insert(Item(key: key, value: step), hash: hash(key), cost: cost, costLimit: limit)
                while model.reduce(0, { $0 + $1.cost }) + cost > limit { model.removeLast() }
                model.insert((Item(key: key, value: step), cost), at: 0)
            }
            #expect(table.count == model.count)
            #expect(table.totalCost == model.reduce(0) { $0 + $1.cost })
            if step % 97 == 0 { #expect(table.isConsistent) }
        }
        for entry in model { #expect(find(entry.item.key, in: table, hash: hash) != nil) }
        #expect(table.isConsistent)
    }
}
