// Locked and LockedArray, the engine's locks: exclusive access from many threads, and values
// destroyed exactly once with their object.
import Dispatch
import Testing
@testable import LineSpaceText

@Suite struct LockedTests {
    /// Counts instances alive, to see that a lock's object destroys what it holds.
    final class Tracked: @unchecked Sendable {
        static let alive = Locked(0)
        init() { Tracked.alive.withLock { $0 += 1 } }
        deinit { Tracked.alive.withLock { $0 -= 1 } }
    }

    @Test func incrementsFromManyThreadsAreAllKept() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    @Test func eachValueOfALockedArrayIsGuardedOnItsOwn() {
        let stripes = LockedArray(count: 4) { [Int]() }
        #expect(stripes.count == 4)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for step in 0..<2_000 { stripes.withLock((thread + step) % 4) { $0.append(thread) } }
        }
        let counts = (0..<4).map { index in stripes.withLock(index) { $0.count } }
        #expect(counts == [4_000, 4_000, 4_000, 4_000])
        // At least one value, whatever is asked.
        #expect(LockedArray(count: 0) { 0 }.count == 1)
    }

    @Test func valuesDieWithTheirLocks() {
        let before = Tracked.alive.withLock { $0 }
        do {
            let one = Locked(Tracked())
            let many = LockedArray(count: 3) { Tracked() }
            #expect(Tracked.alive.withLock { $0 } == before + 4)
            // Values replaced under the lock are released at once.
            one.withLock { $0 = Tracked() }
            many.withLock(1) { $0 = Tracked() }
            #expect(Tracked.alive.withLock { $0 } == before + 4)
        }
        #expect(Tracked.alive.withLock { $0 } == before)
    }
}
