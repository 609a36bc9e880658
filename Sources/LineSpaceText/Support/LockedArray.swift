// Values behind locks of their own, in one object: a cache's stripes.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A fixed number of values, each guarded by its own lock, all in one allocation: what
/// `Locked` is for one value, for the stripes of a cache that threads use at once. Reaching a
/// value is an index into the object, not a reference of its own to retain and release.
struct LockedArray<Value>: @unchecked Sendable {
    private struct Element {
        var mutex: pthread_mutex_t
        var value: Value
    }

    private final class Storage: ManagedBuffer<Int, Element> {
        deinit {
            withUnsafeMutablePointers { count, elements in
                for index in 0..<count.pointee { pthread_mutex_destroy(&elements[index].mutex) }
                _ = elements.deinitialize(count: count.pointee)
            }
        }
    }

    private let storage: Storage
    /// How many values there are.
    let count: Int

    /// `count` values (at least one), each made by `make`.
    init(count: Int, _ make: () -> Value) {
        let count = max(1, count)
        let storage = Storage.create(minimumCapacity: count) { _ in count }
        storage.withUnsafeMutablePointerToElements { elements in
            for index in 0..<count {
                (elements + index).initialize(to: Element(mutex: pthread_mutex_t(), value: make()))
                // Default attributes cannot fail to initialise (see `Locked`).
                pthread_mutex_init(&elements[index].mutex, nil)
            }
        }
        self.storage = unsafeDowncast(storage, to: Storage.self)
        self.count = count
    }

    /// Runs `body` with exclusive access to value `index` (`0..<count`).
    @discardableResult
    func withLock<R>(_ index: Int, _ body: (inout Value) throws -> R) rethrows -> R {
        precondition(index >= 0 && index < count)
        return try storage.withUnsafeMutablePointerToElements { elements in
            let element = elements + index
            pthread_mutex_lock(&element.pointee.mutex)
            defer { pthread_mutex_unlock(&element.pointee.mutex) }
            return try body(&element.pointee.value)
        }
    }
}
