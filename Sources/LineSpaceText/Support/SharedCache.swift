// A process-wide, thread-safe memo: values made once per key and shared (fonts, faces, lists).

/// Values created at most once per key and then shared by every thread.
///
/// `create` runs outside the lock, so a slow creation (opening a font file, a fontconfig sort)
/// never blocks look-ups of other keys; if two threads create the same key at once, the first
/// value stored wins and both get it. A creation that throws stores nothing. Unbounded: for
/// keys that are few by nature (font files, font requests), not for user text.
final class SharedCache<Key: Hashable, Value>: @unchecked Sendable {
    private let storage = Locked([Key: Value]())

    /// The value for `key`, created by `create` on first use.
    ///
    /// - Complexity: O(1) after the first call for `key`.
    func value(for key: Key, create: () throws -> Value) rethrows -> Value {
        if let value = storage.withLock({ $0[key] }) { return value }
        let created = try create()
        return storage.withLock { storage in
            if let existing = storage[key] { return existing }
            storage[key] = created
            return created
        }
    }
}
