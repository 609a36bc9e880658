// ICU break iterators (the one owner of UBreakIterator), reused from a pool per kind and locale.
import CICUBreak

/// An ICU break iterator over its own copy of a UTF-16 text.
///
/// ICU keeps a pointer to the text it iterates, so the iterator owns that buffer and frees it
/// with the iterator. Not thread-safe: one iterator per layout and thread. ICU iterators come
/// from a pool per (kind, locale) and go back to it in `deinit`: opening one is slow (it loads
/// ICU's rules), cloning the prototype much less so, and a pooled iterator needs only a
/// `setText`.
final class BreakIterator {
    enum Kind: Int32, Sendable { case character = 0, word = 1, line = 2 }

    private let iterator: OpaquePointer
    private let key: Key
    private let text: UnsafeMutableBufferPointer<UInt16>

    /// An iterator of `kind` for `locale` (BCP 47 or ICU id; nil for root) over `utf16`.
    /// Returns nil only if ICU cannot open the rules (a broken ICU installation).
    init?(kind: Kind, locale: String?, utf16: some Collection<UInt16>) {
        let key = Key(kind: kind.rawValue, locale: BreakIterator.icuLocale(locale))
        guard let iterator = BreakIterator.checkOut(key) else { return nil }
        WorkCounter.current?.countBreakIterator()
        self.iterator = iterator
        self.key = key
        text = .allocate(capacity: max(1, utf16.count))
        _ = text.initialize(from: utf16)
        var status: Int32 = 0
        ls_break_set_text(iterator, text.baseAddress, Int32(utf16.count), &status)
    }

    deinit {
        BreakIterator.checkIn(iterator, key: key)
        text.deallocate()
    }

    /// Every boundary after 0 in ascending order, up to and including the text's end.
    func boundaries() -> [Int] {
        var result: [Int] = []
        _ = ls_break_first(iterator)
        while true {
            let next = ls_break_next(iterator)
            if next == LS_BREAK_DONE { break }
            result.append(Int(next))
        }
        return result
    }

    /// Every boundary after 0 with whether it is mandatory: whether the character before it is
    /// a UAX #14 mandatory break (BK, CR, LF, NL), read from the text rather than through
    /// ICU's rule status, which would cost a call per boundary.
    func boundariesWithStatus() -> [(offset: Int, isMandatory: Bool)] {
        var result: [(offset: Int, isMandatory: Bool)] = []
        result.reserveCapacity(text.count / 4 + 1)
        _ = ls_break_first(iterator)
        while true {
            let next = ls_break_next(iterator)
            if next == LS_BREAK_DONE { break }
            let offset = Int(next)
            result.append((offset: offset, isMandatory: BreakIterator.isMandatoryBreak(after: text[offset - 1])))
        }
        return result
    }

    /// UAX #14 classes BK, CR, LF and NL: a line always ends after them.
    static func isMandatoryBreak(after unit: UInt16) -> Bool {
        switch unit {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// The Unicode version of the ICU in use, "15.0" for ICU 72.
    static var unicodeVersion: String {
        let packed = ls_icu_unicode_version()
        return "\(packed / 100).\(packed % 100)"
    }

    // MARK: Prototypes and the pool

    private struct Handle: @unchecked Sendable { let pointer: OpaquePointer }
    private struct Key: Hashable, Sendable { var kind: Int32; var locale: String }
    private struct Pool {
        var prototypes: [Key: Handle] = [:]
        var idle: [Key: [Handle]] = [:]
        /// Keys in the order their prototypes were opened, oldest first.
        var order: [Key] = []
    }
    private static let pool = Locked(Pool())
    /// Idle iterators kept per (kind, locale); more are closed (about 1 KB each).
    private static let idleLimit = 16
    /// Prototypes kept (locales come from callers): past this the oldest is closed with its
    /// idle clones. Clones handed out do not depend on their prototype.
    static let prototypeLimit = 32

    private static func checkOut(_ key: Key) -> OpaquePointer? {
        pool.withLock { pool in
            if let handle = pool.idle[key]?.popLast() { return handle.pointer }
            var prototype = pool.prototypes[key]
            if prototype == nil {
                var status: Int32 = 0
                guard let opened = ls_break_open(key.kind, key.locale, &status) else { return nil }
                prototype = Handle(pointer: opened)
                if pool.order.count >= prototypeLimit {
                    let oldest = pool.order.removeFirst()
                    if let handle = pool.prototypes.removeValue(forKey: oldest) { ls_break_close(handle.pointer) }
                    for handle in pool.idle.removeValue(forKey: oldest) ?? [] { ls_break_close(handle.pointer) }
                }
                pool.prototypes[key] = prototype
                pool.order.append(key)
            }
            var status: Int32 = 0
            return ls_break_clone(prototype!.pointer, &status)
        }
    }

    private static func checkIn(_ iterator: OpaquePointer, key: Key) {
        // Detach the text first: ICU must not keep a pointer to a buffer about to be freed.
        var status: Int32 = 0
        ls_break_set_text(iterator, nil, 0, &status)
        let kept = pool.withLock { pool in
            guard pool.idle[key, default: []].count < idleLimit else { return false }
            pool.idle[key, default: []].append(Handle(pointer: iterator))
            return true
        }
        if !kept { ls_break_close(iterator) }
    }

    /// ICU locale ids use underscores ("zh_Hans"); an empty id is root. Spellings of one tag
    /// share a key: the language is lowercased ("ZH-hant" and "zh_Hant" are one prototype).
    static func icuLocale(_ tag: String?) -> String {
        guard let tag, !tag.isEmpty else { return "" }
        return localeIDs.value(for: tag) { canonicalLocale(tag) }
    }

    /// Canonical ids of the tags callers used (asked for every iterator; a few spellings).
    private static let localeIDs = SharedCache<String, String>(maximumCount: 256, maximumBytes: 64 << 10) { key, _ in
        64 + 2 * key.utf8.count
    }

    /// The longest id ICU opens an iterator for (`ULOC_FULLNAME_CAPACITY` less its terminator):
    /// with a longer one the open fails, and the text would get no opportunity but its end.
    static let maximumLocaleLength = 156

    /// The tag as an ICU id: the language lowercased, a script titlecased, subtags joined by
    /// underscores; subtags, then the keywords, that would make it longer than
    /// `maximumLocaleLength` are left out.
    private static func canonicalLocale(_ tag: String) -> String {
        var parts = tag.split(separator: "@", maxSplits: 1).first.map { $0.split(whereSeparator: { $0 == "-" || $0 == "_" }) } ?? []
        guard let language = parts.first, (2...8).contains(language.count), language.allSatisfy(\.isLetter) else { return "" }
        parts[0] = Substring(language.lowercased())
        for i in parts.indices.dropFirst() where parts[i].count == 4 {
            parts[i] = Substring(parts[i].prefix(1).uppercased() + parts[i].dropFirst().lowercased())
        }
        var id = String(parts[0])
        for part in parts.dropFirst() {
            guard id.utf8.count + 1 + part.utf8.count <= maximumLocaleLength else { break }
            id += "_" + part
        }
        let keywords = tag.split(separator: "@", maxSplits: 1).dropFirst().first.map { "@" + $0 } ?? ""
        return id.utf8.count + keywords.utf8.count <= maximumLocaleLength ? id + keywords : id
    }
}
