// RecencyList, the bookkeeping of the bounded caches: least recently used dropped first.
import Testing
@testable import LineSpaceText

@Suite struct RecencyListTests {
    @Test func dropsTheLeastRecentlyUsedByCountAndByCost() {
        var list = RecencyList<String, Int>()
        for (i, key) in ["a", "b", "c"].enumerated() {
            list.insert(i, for: key, cost: 1, maximumCount: 3, maximumCost: 100)
        }
        // "a" read: "b" is now the least recently used and goes first.
        #expect(list.value(for: "a") == 0)
        list.insert(3, for: "d", cost: 1, maximumCount: 3, maximumCost: 100)
        #expect(list.value(for: "b") == nil)
        #expect(list.count == 3)
        // Replacing "c" makes it the newest; a costly entry then pushes out "a" (101 > 100).
        list.insert(30, for: "c", cost: 1, maximumCount: 3, maximumCost: 100)
        list.insert(4, for: "e", cost: 98, maximumCount: 3, maximumCost: 100)
        #expect(list.value(for: "a") == nil)
        #expect(list.totalCost == 100)
        #expect(list.value(for: "d") == 3)
        #expect(list.value(for: "c") == 30)
        #expect(list.value(for: "e") == 4)
        // An entry costing more than the bound alone is still kept, alone.
        list.insert(5, for: "f", cost: 500, maximumCount: 3, maximumCost: 100)
        #expect(list.count == 1)
        #expect(list.value(for: "f") == 5)
    }

    @Test func randomUseMatchesAModel() {
        var generator = SeededGenerator(seed: 0xCAC4E)
        var list = RecencyList<Int, Int>()
        var model: [(key: Int, value: Int)] = []  // most recently used first
        for step in 0..<5_000 {
            let key = Int.random(in: 0..<40, using: &generator)
            if Bool.random(using: &generator) {
                list.insert(step, for: key, cost: 1, maximumCount: 16, maximumCost: 1_000)
                model.removeAll { $0.key == key }
                model.insert((key, step), at: 0)
                if model.count > 16 { model.removeLast() }
            } else {
                let expected = model.firstIndex { $0.key == key }.map { model.remove(at: $0) }
                if let expected { model.insert(expected, at: 0) }
                #expect(list.value(for: key) == expected?.value)
            }
            #expect(list.count == model.count)
        }
    }
}
