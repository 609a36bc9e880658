// Must NOT compile: a client of LineSpace names the module's internals, each of which must be an
// error ("cannot find", "no member", "inaccessible"). `make apple-check` compiles it for iOS
// against the module it built and fails if any line marked `probe:` compiles (or if the errors
// are about anything else). PublicNamespaceTests checks the same on Linux.
import LineSpace
import UIKit

typealias P1 = LabelState            // probe: LabelState
typealias P2 = StylingDecision       // probe: StylingDecision
typealias P3 = StyledTextAttributes  // probe: StyledTextAttributes
typealias P4 = ManagedAttributes     // probe: ManagedAttributes
typealias P5 = TextStylingPlan       // probe: TextStylingPlan
typealias P6 = FigmaLineHeight       // probe: FigmaLineHeight
typealias P7 = DynamicTypeScaling    // probe: DynamicTypeScaling
typealias P8 = SwiftUILineHeight     // probe: SwiftUILineHeight
typealias P9 = LaidOutWidth          // probe: LaidOutWidth
typealias P10 = StylingSession       // probe: StylingSession
typealias P11 = LineSpaceSettings    // probe: LineSpaceSettings
typealias P12 = LineSpaceStyledView  // probe: LineSpaceStyledView
typealias P13 = MethodHook           // probe: MethodHook
typealias P14 = HookedMethod         // probe: HookedMethod
typealias P15 = TraitRegistration    // probe: TraitRegistration
typealias P16 = WeakReference        // probe: WeakReference
typealias P17 = DrawingLineHeight    // probe: DrawingLineHeight
typealias P18 = SelectorCollision    // probe: SelectorCollision
let p19 = (1.5).nonNegativeFinite    // probe: nonNegativeFinite

@MainActor func probe(_ label: UILabel) {
    _ = label.ls_settings            // probe: ls_settings
    label.ls_installHooks()          // probe: ls_installHooks
}
