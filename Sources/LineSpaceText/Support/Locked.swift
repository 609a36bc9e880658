// A value behind a lock: the one synchronisation primitive of the engine's shared caches.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a lock. Every access runs inside `withLock`, so the value is never seen
/// half-updated from another thread.
///
/// The lock is a POSIX mutex this object owns (allocated once, destroyed in `deinit`).
final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Only `withLock` touches it, holding the mutex, which makes every access exclusive.
    @exclusivity(unchecked) private var value: Value

    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        // Default attributes cannot fail to initialise (POSIX lists no error for them but
        // resource exhaustion, which a process-wide cache of a few locks does not reach).
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    @discardableResult
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
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
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
