/// How one of LineSpace's hooks goes into a UIKit (or AppKit) class, decided from what the
/// Objective-C runtime reports; `MethodHook` (Apple/MethodHook.swift) carries it out.
///
/// ```swift
/// HookPlacement(hooksInstalled: false, classOwnsMethod: false)   // .addOverInherited
/// ```
///
/// Exchanging implementations, the usual swizzle, fails twice: a second exchange (a second copy
/// of LineSpace in the process) swaps them back, and copying an inherited implementation onto
/// the class freezes it, hiding later changes to the superclass's (another library hooking
/// `-[UIView layoutSubviews]` after LineSpace would never reach UILabel).
enum HookPlacement: Sendable, Hashable {
    /// The class has its hooks already (this copy or another one put them there): nothing changes.
    case keep
    /// The class implements the method itself: its implementation is kept under a storage
    /// selector, the method runs the hook, and the hook continues with the kept implementation.
    case replaceOwn
    /// The class inherits the method: the hook becomes the class's own method and continues with
    /// the superclass's implementation as it is at each call.
    case addOverInherited

    init(hooksInstalled: Bool, classOwnsMethod: Bool) {
        if hooksInstalled {
            self = .keep
        } else {
            self = classOwnsMethod ? .replaceOwn : .addOverInherited
        }
    }

    /// What a hook continues with: the stored implementation when there is one (the class owned
    /// the method), else the superclass's current one.
    enum Continuation: Sendable, Hashable {
        case storedOriginal
        case superclassCurrent

        init(hasStoredOriginal: Bool) {
            self = hasStoredOriginal ? .storedOriginal : .superclassCurrent
        }
    }
}
