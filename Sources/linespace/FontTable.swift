// Fonts a batch's requests share: one look-up per distinct font, not one per request.
import Foundation
import LineSpaceText

/// Fonts by family, size and weight, with whether each is a substitute, for the requests of
/// one JSON Lines batch (any thread). Bounded: past `capacity` distinct fonts it starts over,
/// so an input naming endless sizes keeps memory flat.
final class FontTable: @unchecked Sendable {
    struct Key: Hashable {
        var family: String
        var size: Double
        var weight: Font.Weight
    }

    struct Entry {
        var font: Font
        var isSubstitute: Bool
    }

    static let capacity = 256
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]

    /// How many fonts are kept.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// The font for `key`, made and checked once; a failure is not kept (it is the request's
    /// error, and the next request asks again).
    func font(_ key: Key) throws -> Entry {
        lock.lock()
        let known = entries[key]
        lock.unlock()
        if let known { return known }
        let font = try Font(family: key.family, size: key.size, weight: key.weight)
        let entry = Entry(font: font, isSubstitute: font.isSubstitute)
        lock.lock()
        if entries.count >= FontTable.capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = entry
        lock.unlock()
        return entry
    }
}
