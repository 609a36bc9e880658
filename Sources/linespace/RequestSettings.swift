// A batch's requests that give the same options share their reading: a list of labels measured
// at one width differs only in its texts.
import Foundation

/// The options of recent measure requests, read once: by each request's members apart from its
/// `id` and its text (any thread). Bounded: past `capacity` distinct sets of options it starts
/// over, so an input whose every line differs keeps memory flat.
final class RequestSettings: @unchecked Sendable {
    /// What a request's options come to: the merged arguments (the text left out) and the label
    /// settings they give.
    struct Entry {
        var arguments: Arguments
        var settings: LabelSettings
    }

    /// The memo's key and the request's text: the members as JSON with the text's value left out.
    struct Key: Hashable {
        var json: [UInt8]
    }

    static let capacity = 64
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]

    /// The key for `members` and the text they give, or nil when they give no single string
    /// text (such a request takes the full path, and its error is reported there).
    static func key(_ members: [(String, JSONValue)]) -> (key: Key, text: String)? {
        var text: String?
        var kept: [(String, JSON)] = []
        kept.reserveCapacity(members.count)
        for (name, value) in members where name != "id" {
            if name == "text" || name == "markup", case .string(let given) = value {
                guard text == nil else { return nil }
                text = given
                kept.append((name, JSON.raw("null")))
            } else {
                kept.append((name, value.json))
            }
        }
        guard let text else { return nil }
        return (Key(json: JSON.object(kept).bytes), text)
    }

    /// The entry kept for `key`.
    subscript(key: Key) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key]
    }

    /// Keeps `entry` for `key`; its arguments are kept without their text.
    func keep(_ entry: Entry, for key: Key) {
        var entry = entry
        entry.arguments.set("text", nil)
        lock.lock()
        if entries.count >= RequestSettings.capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = entry
        lock.unlock()
    }
}
