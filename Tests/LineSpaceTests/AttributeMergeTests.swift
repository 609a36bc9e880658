import Testing
@testable import LineSpace

/// Restyling merges into the text's own attributes (Styling/ManagedAttributes.swift).
@Suite struct AttributeMergeTests {
    static let ours = ManagedAttributes(lineSpacing: 10, tracking: 0.34)

    @Test func unsetValuesTakeTheTarget() {
        #expect(ManagedAttributes.empty.merged(applied: .empty, target: Self.ours) == Self.ours)
    }

    @Test func appValuesAreKept() {
        // The app's own attributedText: line spacing 4, baseline offset 2.
        let run = ManagedAttributes(lineSpacing: 4, baselineOffset: 2)
        let merged = run.merged(applied: .empty, target: ManagedAttributes(lineSpacing: 10, tracking: 0.34, baselineOffset: 1))
        #expect(merged == ManagedAttributes(lineSpacing: 4, tracking: 0.34, baselineOffset: 2))
    }

    @Test func valuesLineSpaceSetAreReplaced() {
        let merged = Self.ours.merged(applied: Self.ours, target: ManagedAttributes(lineSpacing: 12))
        #expect(merged == ManagedAttributes(lineSpacing: 12))
    }

    @Test func plainTargetRemovesOnlyLineSpaceValues() {
        let run = ManagedAttributes(lineSpacing: 10, minimumLineHeight: 40, tracking: 0.34)
        let merged = run.merged(applied: Self.ours, target: .empty)
        #expect(merged == ManagedAttributes(minimumLineHeight: 40))  // the app's minimum stays
    }

    @Test func runsWithTheirOwnKernGetNoTracking() {
        // CoreText ignores kern where tracking is present: adding tracking would silence it.
        let run = ManagedAttributes(kern: 1.5)
        let merged = run.merged(applied: .empty, target: ManagedAttributes(lineSpacing: 10, tracking: 0.34))
        #expect(merged == ManagedAttributes(lineSpacing: 10, kern: 1.5))
        #expect(ManagedAttributes(kern: 0).merged(applied: .empty, target: Self.ours).tracking == 0.34)
        // The one-line measurement adds tracking exactly where the merge does.
        #expect(!ManagedAttributes(kern: 1.5).takesTracking && ManagedAttributes(kern: 0).takesTracking)
        #expect(ManagedAttributes().takesTracking && ManagedAttributes(tracking: 0.3, kern: 1.5).takesTracking)
    }

    @Test func zeroTrackingCountsAsUnset() {
        let run = ManagedAttributes(tracking: 0)
        #expect(run.merged(applied: .empty, target: Self.ours).tracking == 0.34)
    }

    @Test(arguments: [
        ManagedAttributes.empty, ManagedAttributes(lineSpacing: 4), ManagedAttributes(lineSpacing: 10, tracking: 1),
        ManagedAttributes(minimumLineHeight: 30, maximumLineHeight: 30, baselineOffset: 2.692),
    ])
    func mergingTwiceIsMergingOnce(_ run: ManagedAttributes) {
        let target = ManagedAttributes(lineSpacing: 10, minimumLineHeight: 30, maximumLineHeight: 30, tracking: 0.34, baselineOffset: 2.692)
        let once = run.merged(applied: .empty, target: target)
        #expect(once.merged(applied: target, target: target) == once)
    }

    @Test func paragraphDifference() {
        #expect(ManagedAttributes(lineSpacing: 1).paragraphDiffers(from: .empty))
        #expect(!ManagedAttributes(tracking: 1).paragraphDiffers(from: .empty))
    }

    @Test func decisionsManagedAttributes() {
        let state = LabelState(text: "第一行\n第二行", fontLineHeight: 24.616, numberOfLines: 0, lineSpace: 10,
                               lineHeight: 30, letterSpacing: 0.34, baselineRule: .exact)
        let managed = state.stylingDecision.managedAttributes
        #expect(managed.lineSpacing == 10)
        #expect(managed.minimumLineHeight == 30 && managed.maximumLineHeight == 30)
        #expect(managed.tracking == 0.34)
        #expect(approx(managed.baselineOffset, 2.692))
        #expect(StylingDecision.plain.managedAttributes == .empty)
    }
}

/// The in-place plan for text already on screen (Styling/TextStylingPlan.swift).
@Suite struct TextStylingPlanTests {
    @Test func onlyChangedRunsAreEdited() {
        // Run 0: UIKit's plain text; run 1: the app's line spacing 4; run 2: already styled.
        let target = ManagedAttributes(lineSpacing: 10)
        let plan = TextStylingPlan(runs: [.empty, ManagedAttributes(lineSpacing: 4), target], applied: .empty, target: target)
        #expect(plan.edits == [TextStylingPlan.Edit(run: 0, attributes: target)])
        #expect(plan.typing == nil)
    }

    @Test func typingAttributesOfAnEmptyTextView() {
        // An empty text view: no runs; the typing attributes UIKit reset on a tap have no spacing.
        let target = ManagedAttributes(lineSpacing: 10, tracking: 0.5)
        let plan = TextStylingPlan(runs: [], applied: target, target: target, typing: .empty)
        #expect(plan.edits.isEmpty)
        #expect(plan.typing == target)
        #expect(!plan.isEmpty)
    }

    @Test func alreadyStyledTextIsANoOp() {
        let target = ManagedAttributes(lineSpacing: 10)
        let plan = TextStylingPlan(runs: [target, target], applied: target, target: target, typing: target)
        #expect(plan.isEmpty)
    }

    @Test func turningLineSpaceOffRestoresTheRuns() {
        let applied = ManagedAttributes(lineSpacing: 10)
        let plan = TextStylingPlan(runs: [applied, ManagedAttributes(lineSpacing: 4)], applied: applied, target: .empty, typing: applied)
        #expect(plan.edits == [TextStylingPlan.Edit(run: 0, attributes: .empty)])
        #expect(plan.typing == ManagedAttributes.empty)
    }
}

/// The one-line rule follows the width of the last layout pass (Styling/LaidOutWidth.swift).
@Suite struct LaidOutWidthTests {
    @Test func recordsChanges() {
        var width = LaidOutWidth()
        #expect(width.value == nil)
        let changes = [375.0, 375, 320].map { width.recordLayoutPass(width: $0) }
        #expect(changes == [true, false, true])
        #expect(width.value == 320)
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func unusableWidthsAreUnknown(_ value: Double) {
        var width = LaidOutWidth(300)
        let changes = [value, value].map { width.recordLayoutPass(width: $0) }
        #expect(changes == [true, false])
        #expect(width.value == nil)
    }

    /// "你好嗎朋友們大家早上好" (20 CJK characters at 17 pt = 340 pt): one line on a 375 pt
    /// iPhone in portrait, two lines at 320 pt. Spacing follows each layout pass.
    func state(width: LaidOutWidth) -> LabelState {
        LabelState(text: String(repeating: "你", count: 20), fontLineHeight: 24.616, numberOfLines: 0, lineSpace: 10,
                   singleLineWidth: 340, availableWidth: width.value, baselineRule: .exact)
    }

    @Test func decisionIsRetakenWhenTheWidthChanges() {
        var width = LaidOutWidth()
        // Before layout: the rule is dropped, spacing applied.
        #expect(state(width: width).stylingDecision.managedAttributes.lineSpacing == 10)
        let portrait = width.recordLayoutPass(width: 375)
        #expect(portrait)
        #expect(state(width: width).stylingDecision == .plain)
        let narrower = width.recordLayoutPass(width: 320)
        #expect(narrower)
        #expect(state(width: width).stylingDecision.managedAttributes.lineSpacing == 10)
    }

    @Test func whichDecisionsDependOnTheWidth() {
        #expect(state(width: LaidOutWidth()).decisionDependsOnWidth)
        let base = state(width: LaidOutWidth())
        var single = base; single.numberOfLines = 1
        var broken = base; broken.text = "你\n好"
        var empty = base; empty.text = ""
        var noSpacing = base; noSpacing.lineSpace = 0; noSpacing.lineHeight = 30
        for state in [single, broken, empty, noSpacing] {
            #expect(!state.decisionDependsOnWidth)
        }
    }
}
