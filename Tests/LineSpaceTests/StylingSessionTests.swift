import Testing
@testable import LineSpace

/// When the Apple adapters' hooks restyle (Styling/StylingSession.swift).
@Suite struct StylingSessionTests {
    /// One hooked setter, start to end.
    func run(_ session: inout StylingSession, _ trigger: StylingTrigger, hasValues: Bool = true,
             coalesces: Bool = false, category: String? = nil) -> RestyleTiming {
        _ = session.willRunSetter()
        return session.didRunSetter(trigger, contentSizeCategory: category, hasValues: hasValues, coalesces: coalesces)
    }

    @Test func nestedSettersRestyleOnceAfterTheOutermost() {
        // label.text = …, where UIKit's setText: calls setAttributedText: inside.
        var session = StylingSession()
        let steps = [
            session.willRunSetter(), session.willRunSetter(),
        ]
        let inner = session.didRunSetter(.textReplaced, hasValues: true)
        let outer = session.didRunSetter(.textReplaced, hasValues: true)
        #expect(steps == [true, true])
        #expect(inner == .none)
        #expect(outer == .now)
        #expect(session.depth == 0)
    }

    @Test func hooksStandAsideWhileLineSpaceWrites() {
        var session = StylingSession()
        session.isApplying = true
        let entered = session.willRunSetter()
        #expect(!entered)
        #expect(session.depth == 0)
    }

    @Test func replacedTextKeepsTheRecordSoCarriedOverValuesStayLineSpaces() {
        // A label styled with spacing 10; the app swaps its string keeping the attributes (the
        // new text still holds 10), and the short text fits one line: the target is no spacing.
        var session = StylingSession()
        let ten = ManagedAttributes(lineSpacing: 10)
        session.applied = ten
        let result1 = run(&session, .textReplaced)
        #expect(result1 == .now)
        #expect(session.applied == ten)
        let plan = TextStylingPlan(runs: [ten], applied: session.applied, target: .empty)
        #expect(plan.edits == [TextStylingPlan.Edit(run: 0, attributes: .empty)])
        // The app's own different value is still the app's.
        let own = TextStylingPlan(runs: [ManagedAttributes(lineSpacing: 4)], applied: session.applied, target: .empty)
        #expect(own.edits.isEmpty)
    }

    @Test func aSelectionChangeEditsTheRunsOnlyWhenTheTargetMoved() {
        var session = StylingSession()
        let ten = ManagedAttributes(lineSpacing: 10)
        session.applied = ten
        #expect(!session.editsRuns(after: .selectionChanged, target: ten))
        #expect(session.editsRuns(after: .selectionChanged, target: .empty))
        for trigger in [StylingTrigger.textReplaced, .valueChanged, .propertyChanged, .layoutPass] {
            #expect(session.editsRuns(after: trigger, target: ten))
        }
    }

    @Test(arguments: [StylingTrigger.valueChanged, .propertyChanged, .selectionChanged])
    func otherSettersKeepTheRecord(_ trigger: StylingTrigger) {
        var session = StylingSession()
        session.applied = ManagedAttributes(lineSpacing: 10)
        let result2 = run(&session, trigger)
        #expect(result2 == .now)
        #expect(session.applied == ManagedAttributes(lineSpacing: 10))
    }

    @Test func nothingToApplyOrRemoveNeverRestyles() {
        var session = StylingSession()
        let result3 = run(&session, .propertyChanged, hasValues: false)
        #expect(result3 == .none)
        // Values were set to 0 but LineSpace's attributes are still in the text: remove them.
        session.applied = ManagedAttributes(lineSpacing: 10)
        let result4 = run(&session, .valueChanged, hasValues: false)
        #expect(result4 == .now)
    }

    @Test func unbalancedDidRunNeverGoesNegative() {
        var session = StylingSession()
        _ = session.didRunSetter(.valueChanged, hasValues: true)
        #expect(session.depth == 0)
    }

    // MARK: coalescing a configure pass (issue 32, L5)

    @Test func aLabelsConfigurePassRestylesOnce() {
        // cell.configure: text, font, alignment, line count; then the table asks for the size.
        var session = StylingSession()
        let timings = [
            run(&session, .textReplaced, coalesces: true),
            run(&session, .propertyChanged, coalesces: true),
            run(&session, .propertyChanged, coalesces: true),
            run(&session, .propertyChanged, coalesces: true),
        ]
        #expect(timings == [.deferred(scheduleFlush: true)] + Array(repeating: .deferred(scheduleFlush: false), count: 3))
        let sizeQuery = session.takePendingRestyle()     // intrinsicContentSize: restyle once
        let drawing = session.takePendingRestyle()       // drawing: nothing left
        let runLoop = session.runLoopFlush()             // the run loop's turn: nothing left
        #expect(sizeQuery)
        #expect(!drawing)
        #expect(!runLoop)
        // The next pass asks for a flush again.
        let result5 = run(&session, .textReplaced, coalesces: true)
        #expect(result5 == .deferred(scheduleFlush: true))
        let result6 = session.runLoopFlush()
        #expect(result6)
    }

    @Test func aValueSetInTheSamePassRestylesAtOnceAndCoversThePendingChanges() {
        var session = StylingSession()
        _ = run(&session, .textReplaced, coalesces: true)
        let result7 = run(&session, .valueChanged, coalesces: true)
        #expect(result7 == .now)
        let result8 = session.takePendingRestyle()
        #expect(!result8)
    }

    @Test func anyRestyleCoversThePendingOne() {
        // lineSpace = 10 restyles directly; reading the label's text inside must not restyle again.
        var session = StylingSession()
        _ = run(&session, .textReplaced, coalesces: true)
        session.beginRestyle()
        let read = session.takePendingRestyle()
        #expect(!read)
    }

    @Test func textViewsRestyleAtOnce() {
        var session = StylingSession()
        let result9 = run(&session, .textReplaced, coalesces: false)
        #expect(result9 == .now)
        let result10 = run(&session, .propertyChanged, coalesces: false)
        #expect(result10 == .now)
    }

    @Test func flushPointsWaitWhileLineSpaceWritesOrInsideASetter() {
        var session = StylingSession()
        _ = run(&session, .textReplaced, coalesces: true)
        session.isApplying = true
        let result11 = session.takePendingRestyle()
        #expect(!result11)
        session.isApplying = false
        _ = session.willRunSetter()               // UIKit's setter asks for its size inside
        let result12 = session.takePendingRestyle()
        #expect(!result12)
        _ = session.didRunSetter(.propertyChanged, hasValues: true, coalesces: true)
        let result13 = session.takePendingRestyle()
        #expect(result13)
    }

    // MARK: layout passes (issue 32, M7)

    @Test func layoutPassesRestyleBeforeUIKitsLayoutWhenTheWidthChanges() {
        var session = StylingSession()
        var restyles: [Bool] = []
        for width in [375.0, 375, 320, 320, 0] {
            restyles.append(session.willLayOut(width: width, hasValues: true))
        }
        #expect(restyles == [true, false, true, false, true])
        #expect(session.laidOutWidth.value == nil)
    }

    @Test func aLayoutPassFlushesTheConfigurePass() {
        var session = StylingSession()
        let result14 = session.willLayOut(width: 343, hasValues: true)
        #expect(result14)
        _ = run(&session, .textReplaced, coalesces: true)
        let pending = session.willLayOut(width: 343, hasValues: true)   // same width, pending text
        #expect(pending)
        let result15 = session.takePendingRestyle()
        #expect(!result15)
    }

    @Test func layoutWidthIsRecordedBeforeAnyValueIsSet() {
        var session = StylingSession()
        let result16 = session.willLayOut(width: 343, hasValues: false)
        #expect(!result16)
        #expect(session.laidOutWidth.value == 343)
    }

    // MARK: trait changes (issue 32, M1)

    @Test func aTraitChangeRestylesOnlyWhenTheContentSizeCategoryChanged() {
        var session = StylingSession()
        func timing(from previous: String?, to current: String) -> RestyleTiming {
            run(&session, .traitsChanged(previousContentSizeCategory: previous), category: current)
        }
        // Dark mode, a size class, a display scale: same category, no restyle.
        #expect(timing(from: "UICTContentSizeCategoryL", to: "UICTContentSizeCategoryL") == .none)
        // The user's text size, a parent's override or a maximumContentSizeCategory limit.
        #expect(timing(from: "UICTContentSizeCategoryL", to: "UICTContentSizeCategoryAccessibilityXXXL") == .now)
        // First trait collection (entering a window), or the iOS 17 registration's report.
        #expect(timing(from: nil, to: "UICTContentSizeCategoryL") == .now)
    }

    @Test func theRegistrationIsUsedWhereItExists() {
        #expect(ContentSizeObservation(hasTraitRegistration: true) == .traitRegistration)
        #expect(ContentSizeObservation(hasTraitRegistration: false) == .traitCollectionDidChangeHook)
    }

    // MARK: emptied text (issue 32, L7)

    @Test func emptyingTheTextKeepsWhatLineSpaceApplied() {
        // The app saves label.attributedText (styled: spacing 10), sets "" and restores it.
        var session = StylingSession()
        let ten = ManagedAttributes(lineSpacing: 10)
        session.didRestyle(target: ten, textIsEmpty: false)
        session.didRestyle(target: .empty, textIsEmpty: true)
        #expect(session.applied == ten)
        // Restored, then the label becomes one line: the spacing is LineSpace's and goes.
        let plan = TextStylingPlan(runs: [ten], applied: session.applied, target: .empty)
        #expect(plan.edits == [TextStylingPlan.Edit(run: 0, attributes: .empty)])
    }

    @Test func aRestyleOfRealTextRecordsItsTarget() {
        var session = StylingSession()
        session.didRestyle(target: ManagedAttributes(lineSpacing: 10), textIsEmpty: false)
        session.didRestyle(target: ManagedAttributes(lineSpacing: 12), textIsEmpty: false)
        #expect(session.applied == ManagedAttributes(lineSpacing: 12))
    }

    // MARK: threads (issue 32, L3)

    @Test func offMainSettersRestyleOnTheMainQueue() {
        #expect(HookRoute(isMainThread: true, hasSettings: true) == .mainThread)
        #expect(HookRoute(isMainThread: false, hasSettings: true) == .originalThenMainQueue)
        #expect(HookRoute(isMainThread: false, hasSettings: false) == .originalOnly)
        #expect(HookRoute(isMainThread: true, hasSettings: false) == .originalOnly)
    }
}
