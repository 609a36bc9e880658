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
