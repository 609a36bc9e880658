import Testing
@testable import LineSpace

/// How hooks go into UIKit classes (Styling/HookPlacement.swift): once per process, never
/// freezing an inherited implementation.
@Suite struct HookPlacementTests {
    @Test func aClassWithItsHooksIsLeftAloneWhoeverInstalledThem() {
        // A second copy of LineSpace finds the marker the first one added: no second exchange.
        #expect(HookPlacement(hooksInstalled: true, classOwnsMethod: true) == .keep)
        #expect(HookPlacement(hooksInstalled: true, classOwnsMethod: false) == .keep)
    }

    @Test func anOwnMethodIsReplacedAndItsImplementationKept() {
        // -[UILabel setText:]: UILabel implements it.
        let placement = HookPlacement(hooksInstalled: false, classOwnsMethod: true)
        #expect(placement == .replaceOwn)
        #expect(HookPlacement.Continuation(hasStoredOriginal: true) == .storedOriginal)
    }

    @Test func anInheritedMethodIsOverriddenNotCopied() {
        // -[UILabel layoutSubviews] inherited from UIView: the hook continues with UIView's
        // implementation as it is at each call, so a later hook of UIView's still runs.
        let placement = HookPlacement(hooksInstalled: false, classOwnsMethod: false)
        #expect(placement == .addOverInherited)
        #expect(HookPlacement.Continuation(hasStoredOriginal: false) == .superclassCurrent)
    }
}
