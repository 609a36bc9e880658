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
    /// The common path of every hook: UIKit's original first. Off the main thread, or for a view
    /// without LineSpace values, nothing else happens (one thread check and one associated-object
    /// lookup); only then is the main actor assumed, so a setter called off the main thread by
    /// any code in the app never traps here.
    nonisolated func ls_runHook(_ trigger: StylingTrigger, original: () -> Void) {
        guard Thread.isMainThread, ls_hasSettings else {
            original()
            return
        }
        // Both are used synchronously on this (main) thread only: nothing leaves it.
        nonisolated(unsafe) let original = original
        nonisolated(unsafe) let object = self
        MainActor.assumeIsolated {
            guard let view = object as? any LineSpaceStyledView else { return original() }
            view.ls_handle(trigger, original: original)
        }
    }
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

    /// A hook's work on the main actor: the original, then a restyle once the outermost hook returns.
    func ls_handle(_ trigger: StylingTrigger, original: () -> Void) {
        guard let settings = ls_existingSettings, settings.session.willRunSetter() else {
            original()
            return
        }
        original()
        let width = trigger == .layoutPass ? ls_layoutWidth : nil
        let category: String?
        if case .traitsChanged = trigger { category = ls_contentSizeCategory } else { category = nil }
        guard settings.session.didRunSetter(
            trigger, layoutWidth: width, contentSizeCategory: category, hasValues: settings.hasValues)
        else { return }
        ls_restyle(after: trigger)
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
        settings.session.applied = target
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
