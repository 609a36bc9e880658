/// Why a view's hooks ran: the setters LineSpace watches, grouped by what they mean for styling.
enum StylingTrigger: Sendable, Hashable {
    /// The app replaced the text (`text`, `attributedText`, `stringValue`). Values in it equal to
    /// what LineSpace applied last time are still taken as LineSpace's: apps often replace a
    /// label's string keeping its attributes (`attributedText` read, its string changed, set
    /// back), which carries LineSpace's values over; taken as the app's, they would stay for good.
    case textReplaced
    /// A LineSpace value changed, `reapplyLineSpace()` was called, or the text size changed.
    case valueChanged
    /// A property the decision reads changed (font, alignment, line-break mode, number of lines).
    case propertyChanged
    /// A layout pass (labels): the decision is taken again if the width changed.
    case layoutPass
    /// The selection changed (text views): UIKit resets the typing attributes there.
    case selectionChanged
    /// The view's traits changed; the content size category was `previousContentSizeCategory`
    /// before (`nil`: unknown, taken as changed). See ``ContentSizeObservation``.
    case traitsChanged(previousContentSizeCategory: String?)
}

/// When a hook's restyle happens.
enum RestyleTiming: Sendable, Hashable {
    /// Nothing to do.
    case none
    /// Restyle now.
    case now
    /// Coalesced with the other changes of the same configure pass: the text is restyled once,
    /// at the first flush point (``StylingSession/takePendingRestyle()``) or at the run loop's
    /// flush, whichever comes first. `scheduleFlush` is `true` for the first change of a pass:
    /// the adapter then asks the run loop for one flush.
    case deferred(scheduleFlush: Bool)
}

/// What LineSpace remembers about one view between hook calls, and when a hook restyles: the
/// Apple adapters' state machine, kept here so that it is tested on Linux.
///
/// ```swift
/// var session = StylingSession()
/// // label.text = …: UIKit's setText: calls setAttributedText: inside.
/// session.willRunSetter()                                                   // true: outer hook
/// session.willRunSetter()                                                   // true: inner hook
/// session.didRunSetter(.textReplaced, hasValues: true, coalesces: true)     // .none: not the outermost
/// session.didRunSetter(.textReplaced, hasValues: true, coalesces: true)     // .deferred(scheduleFlush: true)
/// session.takePendingRestyle()                                              // true: restyle once, now
/// ```
///
/// Labels coalesce: a cell's configure pass sets text, font, alignment and line count, four
/// setters, and the label's text is restyled once, when something needs it: its layout pass,
/// a size query (`intrinsicContentSize`, `sizeThatFits(_:)`, `textRect(forBounds:…)`), drawing,
/// a read of `attributedText`, or the run loop's next turn (before the frame is committed).
/// Text views restyle at once: the user types into what they show.
struct StylingSession: Sendable, Hashable {
    /// What LineSpace set in the view's text last time (kept when the app replaces the text, see
    /// ``StylingTrigger/textReplaced``, and when the text is emptied).
    var applied = ManagedAttributes.empty
    /// The width of the view's last layout pass (labels).
    private(set) var laidOutWidth = LaidOutWidth()
    /// Set while LineSpace writes the view's text or attributes, so that its hooks stand aside.
    var isApplying = false
    /// Nesting of hooked setters (UIKit's `setText:` may call `setAttributedText:`).
    private(set) var depth = 0
    /// A coalesced restyle is waiting for a flush point.
    private(set) var needsRestyle = false
    /// The run loop will flush (one request per configure pass).
    private(set) var flushScheduled = false
    /// Text-storage edits made without the hooks, waiting to be merged (text views).
    private(set) var storageEdits = StorageEdits()
    /// The run loop will merge them.
    private(set) var storageMergeScheduled = false

    /// Before a hooked setter runs UIKit's original.
    /// - Returns: `false` while LineSpace itself is writing: the hook then only runs the original
    ///   (and must not call ``didRunSetter(_:contentSizeCategory:hasValues:coalesces:)``).
    mutating func willRunSetter() -> Bool {
        guard !isApplying else { return false }
        depth += 1
        return true
    }

    /// After the original returned.
    ///
    /// - Parameters:
    ///   - trigger: what the setter was.
    ///   - contentSizeCategory: for a trait change, the view's content size category now.
    ///   - hasValues: whether any LineSpace value is set on the view.
    ///   - coalesces: whether the view coalesces the restyles of a configure pass (labels).
    /// - Returns: only after the outermost hook; for a trait change only when the content size
    ///   category changed; never when there is nothing to apply and nothing to remove. A
    ///   LineSpace value and a selection change restyle now, the others are deferred when the
    ///   view coalesces.
    mutating func didRunSetter(
        _ trigger: StylingTrigger, contentSizeCategory: String? = nil, hasValues: Bool, coalesces: Bool = false
    ) -> RestyleTiming {
        depth = max(0, depth - 1)
        guard depth == 0 else { return .none }
        switch trigger {
        case .traitsChanged(let previous):
            guard ContentSizeObservation.contentSizeCategoryChanged(from: previous, to: contentSizeCategory)
            else { return .none }
        case .textReplaced, .valueChanged, .propertyChanged, .selectionChanged, .layoutPass:
            break
        }
        guard hasValues || applied != .empty else { return .none }
        let deferrable: Bool
        switch trigger {
        case .textReplaced, .propertyChanged, .traitsChanged, .layoutPass: deferrable = coalesces
        case .valueChanged, .selectionChanged: deferrable = false
        }
        guard deferrable else {
            needsRestyle = false
            return .now
        }
        needsRestyle = true
        defer { flushScheduled = true }
        return .deferred(scheduleFlush: !flushScheduled)
    }

    /// A label's layout pass is about to run UIKit's layout at `width`, the bounds its superview
    /// gave it. The width is recorded (also with nothing to style, so a value set later knows
    /// it).
    /// - Returns: whether to restyle before UIKit lays the text out: a coalesced restyle is
    ///   waiting, or the width changed. The text is then laid out once, styled, in this pass:
    ///   never restyled after UIKit's own layout of it, and never a frame late.
    mutating func willLayOut(width: Double, hasValues: Bool) -> Bool {
        let widthChanged = laidOutWidth.recordLayoutPass(width: width)
        guard !isApplying, depth == 0, needsRestyle || widthChanged, hasValues || applied != .empty else { return false }
        needsRestyle = false
        return true
    }

    /// At a flush point (a size query, drawing, a read of the text): whether a coalesced restyle
    /// runs now. Never while LineSpace writes or inside a hooked setter.
    mutating func takePendingRestyle() -> Bool {
        guard needsRestyle, !isApplying, depth == 0 else { return false }
        needsRestyle = false
        return true
    }

    /// The run loop's flush for the pass: whether the restyle is still waiting.
    mutating func runLoopFlush() -> Bool {
        flushScheduled = false
        return takePendingRestyle()
    }

    /// A restyle starts (whatever asked for it): it covers any coalesced one, so a flush point
    /// reached while it reads the view's text does not start another.
    mutating func beginRestyle() {
        needsRestyle = false
    }

    /// Records a restyle that wanted `target`. An empty text keeps the record: a styled string
    /// assigned back afterwards (the app saved `attributedText`, cleared the label, restored it)
    /// still has LineSpace's values, which stay LineSpace's.
    mutating func didRestyle(target: ManagedAttributes, textIsEmpty: Bool) {
        needsRestyle = false
        if !textIsEmpty { applied = target }
    }

    /// A text storage processed an edit (`editedRange`, `changeInLength`). LineSpace's own
    /// writes, and the edits UIKit makes inside a hooked setter (which restyles after them), are
    /// not recorded.
    /// - Returns: whether to ask the run loop for the merge (the first edit since the last one).
    mutating func recordStorageEdit(edited: Range<Int>, changeInLength delta: Int, hasValues: Bool) -> Bool {
        guard !isApplying, depth == 0, hasValues || applied != .empty else { return false }
        storageEdits.record(edited: edited, changeInLength: delta)
        defer { storageMergeScheduled = true }
        return !storageMergeScheduled
    }

    /// The run loop's merge: the edited range to merge into (clamped to `length`), if any.
    mutating func takeStorageEdits(length: Int) -> Range<Int>? {
        storageMergeScheduled = false
        return storageEdits.take(length: length)
    }

    /// Whether a restyle after `trigger` edits the text's runs, or only a text view's typing
    /// attributes: a selection change resets only those (UIKit), unless what LineSpace wants
    /// (`target`) moved since it last styled the text (a font changed by Dynamic Type, a line
    /// limit set): recording `target` as applied without writing it would make the runs' old
    /// values look like the app's.
    func editsRuns(after trigger: StylingTrigger, target: ManagedAttributes) -> Bool {
        trigger != .selectionChanged || target != applied
    }
}

/// Where a hook's work happens, from the thread it is called on.
enum HookRoute: Sendable, Hashable {
    /// UIKit's original only: a view LineSpace never styled.
    case originalOnly
    /// The original, then the restyle on the main queue: a setter called off the main thread
    /// (a bug in the app, which UIKit only warns about) on a view LineSpace styles, whose text
    /// would otherwise stay unstyled until the next trigger.
    case originalThenMainQueue
    /// The original and the restyle, here on the main thread.
    case mainThread

    init(isMainThread: Bool, hasSettings: Bool) {
        if !hasSettings {
            self = .originalOnly
        } else {
            self = isMainThread ? .mainThread : .originalThenMainQueue
        }
    }
}
