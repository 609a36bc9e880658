import Testing
@testable import LineSpace

/// When the Apple adapters' hooks restyle (Styling/StylingSession.swift).
@Suite struct StylingSessionTests {
    @Test func nestedSettersRestyleOnceAfterTheOutermost() {
        // label.text = …, where UIKit's setText: calls setAttributedText: inside.
        var session = StylingSession()
        let steps = [
            session.willRunSetter(), session.willRunSetter(),
            session.didRunSetter(.textReplaced, hasValues: true),
            session.didRunSetter(.textReplaced, hasValues: true),
        ]
        #expect(steps == [true, true, false, true])
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
        _ = session.willRunSetter()
        let restyle = session.didRunSetter(.textReplaced, hasValues: true)
        #expect(restyle)
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
        _ = session.willRunSetter()
        let restyle = session.didRunSetter(trigger, hasValues: true)
        #expect(restyle)
        #expect(session.applied == ManagedAttributes(lineSpacing: 10))
    }

    @Test func layoutPassesRestyleOnlyWhenTheWidthChanges() {
        var session = StylingSession()
        var restyles: [Bool] = []
        for width in [375.0, 375, 320, 320, 0] {
            _ = session.willRunSetter()
            restyles.append(session.didRunSetter(.layoutPass, layoutWidth: width, hasValues: true))
        }
        #expect(restyles == [true, false, true, false, true])
        #expect(session.laidOutWidth.value == nil)
    }

    @Test func layoutWidthIsRecordedBeforeAnyValueIsSet() {
        var session = StylingSession()
        _ = session.willRunSetter()
        let restyle = session.didRunSetter(.layoutPass, layoutWidth: 343, hasValues: false)
        #expect(!restyle)
        #expect(session.laidOutWidth.value == 343)
    }

    @Test func nothingToApplyOrRemoveNeverRestyles() {
        var session = StylingSession()
        _ = session.willRunSetter()
        let plain = session.didRunSetter(.propertyChanged, hasValues: false)
        #expect(!plain)
        // Values were set to 0 but LineSpace's attributes are still in the text: remove them.
        session.applied = ManagedAttributes(lineSpacing: 10)
        _ = session.willRunSetter()
        let removal = session.didRunSetter(.valueChanged, hasValues: false)
        #expect(removal)
    }

    @Test func unbalancedDidRunNeverGoesNegative() {
        var session = StylingSession()
        _ = session.didRunSetter(.valueChanged, hasValues: true)
        #expect(session.depth == 0)
    }

    // MARK: trait changes (issue 32, M1)

    @Test func aTraitChangeRestylesOnlyWhenTheContentSizeCategoryChanged() {
        var session = StylingSession()
        func restyles(from previous: String?, to current: String) -> Bool {
            _ = session.willRunSetter()
            return session.didRunSetter(
                .traitsChanged(previousContentSizeCategory: previous), contentSizeCategory: current, hasValues: true)
        }
        // Dark mode, a size class, a display scale: same category, no restyle.
        #expect(!restyles(from: "UICTContentSizeCategoryL", to: "UICTContentSizeCategoryL"))
        // The user's text size, a parent's override or a maximumContentSizeCategory limit.
        #expect(restyles(from: "UICTContentSizeCategoryL", to: "UICTContentSizeCategoryAccessibilityXXXL"))
        // First trait collection (entering a window), or the iOS 17 registration's report.
        #expect(restyles(from: nil, to: "UICTContentSizeCategoryL"))
    }

    @Test func theRegistrationIsUsedWhereItExists() {
        #expect(ContentSizeObservation(hasTraitRegistration: true) == .traitRegistration)
        #expect(ContentSizeObservation(hasTraitRegistration: false) == .traitCollectionDidChangeHook)
    }
}
