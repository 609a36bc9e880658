/// The part of a text view's text storage that changed without LineSpace's hooks: a rich paste,
/// drag and drop, dictation, the app's own `textStorage` edits. Those bring their own attributes
/// (a pasted paragraph style without LineSpace's spacing), so that range is merged again.
///
/// The adapter records each edit from `NSTextStorage.didProcessEditingNotification` (the text
/// storage's delegate belongs to the app) and merges after the storage finished processing:
/// the notification's observers must not change the storage themselves (Apple's
/// documentation). Several edits before the merge make one covering range, kept in the text's
/// current coordinates.
///
/// ```swift
/// var edits = StorageEdits()
/// edits.record(edited: 10..<40, changeInLength: 30)   // 30 characters pasted at 10
/// edits.record(edited: 0..<2, changeInLength: 2)      // 2 typed at the start
/// edits.take(length: 100)                             // 0..<42
/// ```
struct StorageEdits: Sendable, Hashable {
    /// The covering range of the edits since the last merge, in the current text.
    private(set) var range: Range<Int>?

    /// Records an edit.
    /// - Parameters:
    ///   - edited: the edited range in the text after the edit (`editedRange`).
    ///   - delta: the change in length (`changeInLength`); the replaced range in the text before
    ///     the edit was `edited.lowerBound ..< edited.upperBound - delta`.
    mutating func record(edited: Range<Int>, changeInLength delta: Int) {
        guard edited.lowerBound >= 0 else { return }
        guard let old = range else {
            range = edited
            return
        }
        // Offsets after the replaced range move by delta; inside it, to its end.
        let replacedEnd = edited.upperBound - delta
        func moved(_ offset: Int) -> Int {
            if offset <= edited.lowerBound { return offset }
            return offset >= replacedEnd ? offset + delta : edited.upperBound
        }
        let lower = min(moved(old.lowerBound), edited.lowerBound)
        let upper = max(moved(old.upperBound), edited.upperBound)
        range = lower..<max(lower, upper)
    }

    /// The range to merge, clamped to the text's `length`, and forgets it. `nil` when nothing
    /// was edited (or nothing of it is left).
    mutating func take(length: Int) -> Range<Int>? {
        defer { range = nil }
        guard let range else { return nil }
        let clamped = range.clamped(to: 0..<max(0, length))
        return clamped.isEmpty ? nil : clamped
    }
}
