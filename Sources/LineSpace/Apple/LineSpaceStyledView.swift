// The one implementation behind `lineSpace` & co on UILabel, UITextView and NSTextField: value
// storage, the hooks' common path, and restyling by merge. Each class only declares its
// properties and hooks and says how to read its state and write its text.
#if canImport(ObjectiveC) && (canImport(UIKit) || canImport(AppKit))
import Foundation
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

extension NSObject {
    /// The common path of every hook: UIKit's original first. For a view without LineSpace
    /// values nothing else happens (one associated-object lookup); off the main thread (a bug
    /// in the app, which UIKit only warns about) the restyle goes to the main queue; only on the
    /// main thread is the main actor assumed, so a setter called off it by any code in the app
    /// never traps here (``HookRoute``).
    nonisolated func ls_runHook(_ trigger: StylingTrigger, original: () -> Void) {
        switch HookRoute(isMainThread: Thread.isMainThread, hasSettings: ls_hasSettings) {
        case .originalOnly:
            original()
        case .originalThenMainQueue:
            original()
            let view = WeakReference(self)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    (view.object as? any LineSpaceStyledView)?.ls_handle(trigger, original: {})
                }
            }
        case .mainThread:
            // Both are used synchronously on this (main) thread only: nothing leaves it.
            nonisolated(unsafe) let original = original
            nonisolated(unsafe) let object = self
            MainActor.assumeIsolated {
                guard let view = object as? any LineSpaceStyledView else { return original() }
                view.ls_handle(trigger, original: original)
            }
        }
    }

    /// The common path of the hooks where a coalesced restyle must have happened (labels: the
    /// layout pass, size queries, drawing, reading the text): the restyle first, if one waits
    /// (or, for a layout pass, if the width changed), then UIKit's original.
    nonisolated func ls_runFlushPoint<Result>(_ point: FlushPoint, original: () -> Result) -> Result {
        if Thread.isMainThread, ls_hasSettings {
            nonisolated(unsafe) let object = self
            MainActor.assumeIsolated {
                (object as? any LineSpaceStyledView)?.ls_flush(point)
            }
        }
        return original()
    }
}

/// A hook where a coalesced restyle runs before UIKit's original.
enum FlushPoint: Sendable {
    /// `layoutSubviews`: the width is final; a width change restyles too.
    case layoutPass
    /// A size query, drawing, or a read of the attributed text.
    case query
}

/// A weak reference that crosses to the main queue; only dereferenced there.
final class WeakReference: @unchecked Sendable {
    weak var object: NSObject?
    init(_ object: NSObject) { self.object = object }
}

/// A view whose text LineSpace styles.
@MainActor
protocol LineSpaceStyledView: NSObject {
    /// Installs the class's hooks once (Swift has no `+load`).
    static func ls_installHooks()
    /// Starts what the class watches besides its setters, once a value is set (Dynamic Type).
    func ls_didSetValue()
    /// Restyles the view's text (and typing attributes) by merge, after `trigger`.
    func ls_restyle(after trigger: StylingTrigger)
    /// The width the view lays its text out in now, for layout passes; `nil` when it has none.
    var ls_layoutWidth: Double? { get }
    /// The view's preferred content size category now (its raw value); `nil` without Dynamic Type.
    var ls_contentSizeCategory: String? { get }
    /// Whether the class coalesces the restyles of a configure pass (``StylingSession``).
    static var ls_coalescesRestyles: Bool { get }
}

extension LineSpaceStyledView {
    /// A LineSpace value, 0 when never set.
    func ls_value(_ key: KeyPath<LineSpaceSettings, Double>) -> CGFloat {
        CGFloat(ls_existingSettings?[keyPath: key] ?? 0)
    }

    /// Stores a LineSpace value and restyles the current text.
    func ls_setValue(_ key: ReferenceWritableKeyPath<LineSpaceSettings, Double>, _ value: CGFloat) {
        Self.ls_installHooks()
        ls_settings[keyPath: key] = Double(value)
        ls_didSetValue()
        ls_restyle(after: .valueChanged)
    }

    /// A hook's work on the main actor: the original, then a restyle once the outermost hook
    /// returns, now or coalesced (``StylingSession/didRunSetter(_:contentSizeCategory:hasValues:coalesces:)``).
    func ls_handle(_ trigger: StylingTrigger, original: () -> Void) {
        guard let settings = ls_existingSettings, settings.session.willRunSetter() else {
            original()
            return
        }
        original()
        let category: String?
        if case .traitsChanged = trigger { category = ls_contentSizeCategory } else { category = nil }
        switch settings.session.didRunSetter(
            trigger, contentSizeCategory: category, hasValues: settings.hasValues, coalesces: Self.ls_coalescesRestyles)
        {
        case .none:
            break
        case .now:
            ls_restyle(after: trigger)
        case .deferred(let scheduleFlush):
            if scheduleFlush { ls_scheduleFlush() }
        }
    }

    /// A flush point: the coalesced restyle, if one waits (or a width change at a layout pass).
    func ls_flush(_ point: FlushPoint) {
        guard let settings = ls_existingSettings else { return }
        switch point {
        case .layoutPass:
            guard settings.session.willLayOut(width: ls_layoutWidth ?? 0, hasValues: settings.hasValues) else { return }
            ls_restyle(after: .layoutPass)
        case .query:
            guard settings.session.takePendingRestyle() else { return }
            ls_restyle(after: .propertyChanged)
        }
    }

    /// Asks the main run loop to flush the configure pass in its current turn, before the frame
    /// is committed (run-loop blocks run after the event sources, before the Core Animation
    /// commit), unless a flush point came first. The run loop is woken: a block alone waits for
    /// the next input source (CFRunLoopPerformBlock's documentation).
    func ls_scheduleFlush() {
        let view = WeakReference(self)
        defer { CFRunLoopWakeUp(CFRunLoopGetMain()) }
        RunLoop.main.perform(inModes: [.common]) {
            MainActor.assumeIsolated {
                guard let styled = view.object as? any LineSpaceStyledView,
                      let settings = styled.ls_existingSettings, settings.session.runLoopFlush()
                else { return }
                styled.ls_restyle(after: .propertyChanged)
            }
        }
    }

    /// Restyles a copy of `text` and hands it to `assign` when anything changed (labels and text
    /// fields, whose text is replaced as a whole; they have no selection or undo to keep).
    func ls_restyleCopy(
        of text: NSAttributedString, target: ManagedAttributes, base: NSParagraphStyle,
        assign: (NSAttributedString) -> Void
    ) {
        guard let settings = ls_existingSettings else { return }
        let runs = text.ls_runs
        let plan = TextStylingPlan(runs: runs.map(\.values), applied: settings.session.applied, target: target)
        settings.session.didRestyle(target: target, textIsEmpty: text.length == 0)
        guard !plan.edits.isEmpty else { return }
        let styled = NSMutableAttributedString(attributedString: text)
        styled.ls_apply(plan.edits, runs: runs, base: base)
        settings.session.isApplying = true
        defer { settings.session.isApplying = false }
        assign(styled)
    }

    /// The width `text` takes on one line with `tracking` added where the merge would add it
    /// (runs with none, and not the app's own `kern`), for the one-line rule.
    func ls_singleLineWidth(of text: NSAttributedString, tracking: Double) -> Double {
        let measured = NSMutableAttributedString(attributedString: text)
        if tracking != 0 {
            for run in measured.ls_runs where run.values.tracking == nil && run.values.takesTracking {
                measured.addAttribute(.tracking, value: NSNumber(value: tracking), range: run.range)
            }
        }
        return Double(measured.size().width)
    }
}
#endif
