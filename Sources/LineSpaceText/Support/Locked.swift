// A value behind a lock: the one synchronisation primitive of the engine's shared caches.
import Foundation

/// A value guarded by a lock. Every access runs inside `withLock`, so the value is never seen
/// half-updated from another thread.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    @discardableResult
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

extension Locked where Value == Void {
    /// Runs `body` holding the lock: a lock that guards outside state (a C library's) rather
    /// than a value. It never touches the empty stored value: ThreadSanitizer places that
    /// zero-sized variable at the object's first byte, which every generic call reads
    /// unlocked for the type's metadata, and reported the pair as a race.
    @discardableResult
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
