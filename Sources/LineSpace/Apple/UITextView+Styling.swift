// How UITextView's text is styled: in place, through its text storage and typing attributes
// (TextStylingPlan), never by replacing `attributedText`; and merged again where the storage
// is edited without the hooks (StorageEdits).
#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UITextView: LineSpaceStyledView {
    var ls_layoutWidth: Double? { nil }
    static var ls_coalescesRestyles: Bool { false }

    func ls_didSetValue() {
        ls_observeContentSizeCategory()
        ls_observeStorageEdits()
    }

    func ls_restyle(after trigger: StylingTrigger) {
        // A selection change only resets the typing attributes; the text is already styled
        // (unless the target moved since: see StylingSession.editsRuns).
        ls_restyle(after: trigger, runsIn: nil)
    }

    /// Restyles the runs in `range` (all of the text when `nil`) and, for a hook's restyle, the
    /// typing attributes.
    private func ls_restyle(after trigger: StylingTrigger, runsIn range: NSRange?) {
        guard let settings = ls_existingSettings else { return }
        settings.session.beginRestyle()
        let font: UIFont = self.font ?? UIFont.preferredFont(forTextStyle: .body)
        let state = LabelState(
            text: textStorage.string,
            fontLineHeight: settings.lineHeight != 0 ? font.ls_drawingLineHeight(for: textStorage.string) : font.ls_lineHeight,
            alignment: textAlignment.lineSpaceAlignment,
            lineBreakMode: textContainer.lineBreakMode.lineSpaceMode,
            numberOfLines: textContainer.maximumNumberOfLines,
            lineSpace: settings.lineSpace,
            lineHeight: settings.lineHeight,
            letterSpacing: settings.letterSpacing,
            dynamicType: ls_dynamicTypeScaling(for: font),
            baselineRule: .running)
        // Text views keep the spacing for short and empty text: the user is about to type more.
        let target = state.typingDecision.managedAttributes
        let runs: [AttributeRun]
        if let range {
            runs = textStorage.ls_runs(in: range)
        } else {
            runs = settings.session.editsRuns(after: trigger, target: target) ? textStorage.ls_runs : []
        }
        let plan = TextStylingPlan(
            runs: runs.map(\.values), applied: settings.session.applied, target: target,
            typing: range == nil ? ManagedAttributes(typingAttributes) : nil)
        settings.session.didRestyle(target: target, textIsEmpty: false)
        guard !plan.isEmpty else { return }

        settings.session.isApplying = true
        defer { settings.session.isApplying = false }
        let base = ls_baseParagraphStyle
        if !plan.edits.isEmpty {
            // Attribute edits only: marked text, selection and undo history stay.
            textStorage.beginEditing()
            textStorage.ls_apply(plan.edits, runs: runs, base: base)
            textStorage.endEditing()
        }
        if let typing = plan.typing {
            // Merged into UIKit's typing attributes, which keep its font and (default) colour.
            var attributes = typingAttributes
            attributes.ls_set(typing, base: base)
            typingAttributes = attributes
        }
    }

    /// Watches the text storage's edits (a rich paste, drag and drop, the app's own
    /// `textStorage` calls) through `NSTextStorage.didProcessEditingNotification`: its delegate
    /// belongs to the app.
    private func ls_observeStorageEdits() {
        let settings = ls_settings
        guard settings.storageObserver == nil else { return }
        let view = WeakReference(self)
        settings.storageObserver = NotificationCenter.default.addObserver(
            forName: NSTextStorage.didProcessEditingNotification, object: textStorage, queue: nil
        ) { notification in
            // Text storages are edited on the main thread; anything else is left alone.
            guard Thread.isMainThread, let edited = notification.object as? NSTextStorage else { return }
            // Used on this (main) thread only.
            nonisolated(unsafe) let storage = edited
            MainActor.assumeIsolated {
                (view.object as? UITextView)?.ls_storageDidProcessEditing(storage)
            }
        }
    }

    /// Records the edit; the merge waits until the storage finished processing (observers must
    /// not edit it from the notification): the main run loop's current turn, before the frame is
    /// committed.
    private func ls_storageDidProcessEditing(_ storage: NSTextStorage) {
        guard let settings = ls_existingSettings, storage.editedMask.contains(.editedCharacters)
                || storage.editedMask.contains(.editedAttributes)
        else { return }
        let edited = storage.editedRange
        guard edited.location != NSNotFound else { return }
        let range = edited.location..<(edited.location + edited.length)
        guard settings.session.recordStorageEdit(
            edited: range, changeInLength: storage.changeInLength, hasValues: settings.hasValues)
        else { return }
        let view = WeakReference(self)
        defer { CFRunLoopWakeUp(CFRunLoopGetMain()) }
        RunLoop.main.perform(inModes: [.common]) {
            MainActor.assumeIsolated {
                (view.object as? UITextView)?.ls_mergeStorageEdits()
            }
        }
    }

    /// Merges LineSpace's values into the edited range only.
    private func ls_mergeStorageEdits() {
        guard let settings = ls_existingSettings,
              let range = settings.session.takeStorageEdits(length: textStorage.length)
        else { return }
        ls_restyle(after: .textReplaced, runsIn: NSRange(location: range.lowerBound, length: range.count))
    }

    /// The paragraph style for a run without one: the default with the view's alignment.
    private var ls_baseParagraphStyle: NSParagraphStyle {
        let paragraph = NSMutableParagraphStyle()
        paragraph.setParagraphStyle(NSParagraphStyle.default)
        paragraph.alignment = textAlignment
        return paragraph
    }
}
#endif
