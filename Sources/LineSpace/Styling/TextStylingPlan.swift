/// What restyling changes in a text that is already on screen: attribute edits on the runs that
/// change, and the new typing attributes of an editable view. Characters are never replaced, so
/// a text view keeps its marked text (IME composition), selection, scroll position and undo
/// history; unchanged runs are not touched at all.
///
/// ```swift
/// // A text view with two runs: UIKit's plain run and the app's run with line spacing 4.
/// let plan = TextStylingPlan(
///     runs: [.empty, ManagedAttributes(lineSpacing: 4)],
///     applied: .empty, target: ManagedAttributes(lineSpacing: 10),
///     typing: ManagedAttributes.empty)
/// plan.edits        // [run 0 → lineSpacing 10]; run 1 keeps the app's 4
/// plan.typing       // lineSpacing 10
/// ```
struct TextStylingPlan: Sendable, Hashable {
    /// A run whose values change: its index in the runs given, and its values afterwards.
    struct Edit: Sendable, Hashable {
        var run: Int
        var attributes: ManagedAttributes

        init(run: Int, attributes: ManagedAttributes) {
            self.run = run
            self.attributes = attributes
        }
    }

    /// The runs to change, in order; empty when the text already has the wanted values.
    var edits: [Edit]
    /// The new typing attributes' values, or `nil` when they stay as they are (or the view has none).
    var typing: ManagedAttributes?

    /// Plans the merge of `target` into every run (see ``ManagedAttributes/merged(applied:target:)``).
    ///
    /// - Parameters:
    ///   - runs: the values each attribute run of the text holds now, in order.
    ///   - applied: what LineSpace applied to this text last time.
    ///   - target: what it applies now.
    ///   - typing: the current typing attributes' values, for editable views; `nil` otherwise.
    init(runs: [ManagedAttributes], applied: ManagedAttributes, target: ManagedAttributes, typing: ManagedAttributes? = nil) {
        edits = runs.enumerated().compactMap { index, run in
            let merged = run.merged(applied: applied, target: target)
            return merged == run ? nil : Edit(run: index, attributes: merged)
        }
        if let typing {
            let merged = typing.merged(applied: applied, target: target)
            self.typing = merged == typing ? nil : merged
        } else {
            self.typing = nil
        }
    }

    /// Whether nothing changes.
    var isEmpty: Bool { edits.isEmpty && typing == nil }
}
