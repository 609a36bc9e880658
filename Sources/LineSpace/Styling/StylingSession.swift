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
    /// A layout pass ran (labels): the decision is taken again if the width changed.
    case layoutPass
    /// The selection changed (text views): UIKit resets the typing attributes there.
    case selectionChanged
    /// The view's traits changed; the content size category was `previousContentSizeCategory`
    /// before (`nil`: unknown, taken as changed). See ``ContentSizeObservation``.
    case traitsChanged(previousContentSizeCategory: String?)
}

/// What LineSpace remembers about one view between hook calls, and when a hook restyles: the
/// Apple adapters' state machine, kept here so that it is tested on Linux.
///
/// ```swift
/// var session = StylingSession()
/// // label.text = …: UIKit's setText: calls setAttributedText: inside.
/// session.willRunSetter()                                    // true: outer hook
/// session.willRunSetter()                                    // true: inner hook
/// session.didRunSetter(.textReplaced, hasValues: true)       // false: not the outermost
/// session.didRunSetter(.textReplaced, hasValues: true)       // true: restyle once, now
/// ```
struct StylingSession: Sendable, Hashable {
    /// What LineSpace set in the view's text last time (kept when the app replaces the text, see
    /// ``StylingTrigger/textReplaced``).
    var applied = ManagedAttributes.empty
    /// The width of the view's last layout pass (labels).
    private(set) var laidOutWidth = LaidOutWidth()
    /// Set while LineSpace writes the view's text or attributes, so that its hooks stand aside.
    var isApplying = false
    /// Nesting of hooked setters (UIKit's `setText:` may call `setAttributedText:`).
    private(set) var depth = 0

    /// Before a hooked setter runs UIKit's original.
    /// - Returns: `false` while LineSpace itself is writing: the hook then only runs the original
    ///   (and must not call ``didRunSetter(_:layoutWidth:hasValues:)``).
    mutating func willRunSetter() -> Bool {
        guard !isApplying else { return false }
        depth += 1
        return true
    }

    /// After the original returned.
    ///
    /// - Parameters:
    ///   - trigger: what the setter was.
    ///   - layoutWidth: for a layout pass, the width the view now lays its text out in.
    ///   - contentSizeCategory: for a trait change, the view's content size category now.
    ///   - hasValues: whether any LineSpace value is set on the view.
    /// - Returns: whether to restyle now: only after the outermost hook; for a layout pass only
    ///   when the width changed (it is recorded even with nothing to style, so a value set later
    ///   knows it); for a trait change only when the content size category did; never when
    ///   there is nothing to apply and nothing to remove.
    mutating func didRunSetter(
        _ trigger: StylingTrigger, layoutWidth: Double? = nil, contentSizeCategory: String? = nil, hasValues: Bool
    ) -> Bool {
        depth = max(0, depth - 1)
        guard depth == 0 else { return false }
        switch trigger {
        case .layoutPass:
            guard laidOutWidth.recordLayoutPass(width: layoutWidth ?? 0) else { return false }
        case .traitsChanged(let previous):
            guard ContentSizeObservation.contentSizeCategoryChanged(from: previous, to: contentSizeCategory)
            else { return false }
        case .textReplaced, .valueChanged, .propertyChanged, .selectionChanged:
            break
        }
        return hasValues || applied != .empty
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
