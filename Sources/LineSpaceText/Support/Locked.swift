// A value behind a lock: what the engine's shared caches synchronise with (`LockedArray` for
// several values, each behind its own).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a lock. Every access runs inside `withLock`, so the value is never seen
/// half-updated from another thread. Copies share the value and the lock.
///
/// The value and its POSIX mutex live in one object (swift-nio's `LockStorage` is the model):
/// the mutex needs a stable address, which the object's tail storage gives, and a store made
/// per label then costs one allocation, not two.
struct Locked<Value>: @unchecked Sendable {
    private final class Storage: ManagedBuffer<Value, pthread_mutex_t> {
        /// `ManagedBuffer` destroys the value; the mutex is destroyed here.
        deinit {
            withUnsafeMutablePointerToElements { mutex in
                pthread_mutex_destroy(mutex)
                _ = mutex.deinitialize(count: 1)
            }
        }
    }

    private let storage: Storage

    init(_ value: Value) {
        let storage = Storage.create(minimumCapacity: 1) { _ in value }
        storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            // Default attributes cannot fail to initialise (POSIX lists no error for them but
            // resource exhaustion, which a process-wide cache of a few locks does not reach).
            pthread_mutex_init(mutex, nil)
        }
        self.storage = unsafeDowncast(storage, to: Storage.self)
    }

    /// Runs `body` with exclusive access to the value.
    @discardableResult
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        try storage.withUnsafeMutablePointers { value, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&value.pointee)
        }
    }
}

extension Locked where Value == Void {
    /// Runs `body` holding the lock: a lock that guards outside state (a C library's) rather
    /// than a value. It never touches the empty stored value: ThreadSanitizer places that
    /// zero-sized variable at the object's first byte, which every generic call reads
    /// unlocked for the type's metadata, and reported the pair as a race.
    @discardableResult
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try storage.withUnsafeMutablePointerToElements { mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body()
        }
    }
}
