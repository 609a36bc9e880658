// LineSpace's hooks into UIKit (and AppKit) setters: installed once per process, whatever the
// number of LineSpace copies loaded, without freezing inherited implementations, and calling
// each original with its own selector.
#if canImport(ObjectiveC)
import ObjectiveC

/// One method LineSpace hooks: its selector, and the selector under which the class's own
/// implementation is kept once the hook replaces it.
struct HookedMethod: Sendable {
    let selector: Selector
    let storage: Selector

    init(_ selector: Selector) {
        self.selector = selector
        self.storage = Selector("ls_original_" + String(cString: sel_getName(selector)))
    }
}

enum MethodHook {
    /// The marker a class gets with its hooks. Adding a method fails when the class already has
    /// it, so `class_addMethod` is a test-and-set shared by every image in the process: a second
    /// copy of LineSpace (a static library linked into two frameworks) or a second call finds the
    /// marker and changes nothing, where exchanging implementations again would swap them back.
    static let marker = Selector(("ls_lineSpaceHooksInstalled"))

    /// Points each `(method, hook)` of `cls` at the hook's implementation, once per process
    /// (``HookPlacement``):
    ///
    /// - A method `cls` implements itself keeps its implementation under
    ///   ``HookedMethod/storage``, then runs the hook (`method_setImplementation`).
    /// - A method `cls` inherits (UILabel's `layoutSubviews` from UIView) gets the hook as `cls`'s
    ///   own method; nothing is copied, and the hook continues with the superclass's
    ///   implementation of the moment (``original(_:in:)``), so another library hooking UIView
    ///   later still reaches UILabel.
    ///
    /// `hook` is the selector of an `@objc` method of LineSpace; its implementation is looked up
    /// on `cls`. Must run on the main thread (the hooks' setters may run meanwhile on others:
    /// each original is stored before its method is pointed at the hook).
    ///
    /// - Returns: `false` if the hooks were already installed on `cls` (by any copy).
    @discardableResult
    static func install(_ hooks: [(method: HookedMethod, hook: Selector)], on cls: AnyClass) -> Bool {
        let noop: @convention(block) (AnyObject) -> Void = { _ in }
        let markerAdded = class_addMethod(cls, marker, imp_implementationWithBlock(noop), "v@:")
        let superclass: AnyClass? = class_getSuperclass(cls)
        for (method, hook) in hooks {
            guard let existing = class_getInstanceMethod(cls, method.selector),
                  let hookMethod = class_getInstanceMethod(cls, hook)
            else { continue }
            let hookIMP = method_getImplementation(hookMethod)
            let types = method_getTypeEncoding(existing)
            let inherited = superclass.flatMap { class_getInstanceMethod($0, method.selector) } == existing
            switch HookPlacement(hooksInstalled: !markerAdded, classOwnsMethod: !inherited) {
            case .keep:
                return false
            case .addOverInherited:
                class_addMethod(cls, method.selector, hookIMP, types)
            case .replaceOwn:
                class_addMethod(cls, method.storage, method_getImplementation(existing), types)
                method_setImplementation(existing, hookIMP)
            }
        }
        return markerAdded
    }

    /// The implementation a hook of `cls` continues with: the class's own one from before the
    /// hook, else its superclass's current one.
    static func original(_ method: HookedMethod, in cls: AnyClass) -> IMP? {
        let stored = class_getInstanceMethod(cls, method.storage)
        switch HookPlacement.Continuation(hasStoredOriginal: stored != nil) {
        case .storedOriginal:
            return stored.map(method_getImplementation)
        case .superclassCurrent:
            return class_getSuperclass(cls).flatMap { class_getMethodImplementation($0, method.selector) }
        }
    }
}

extension NSObject {
    /// Calls the implementation the hook of `method` continues with, for the first of `classes`
    /// this object is an instance of, with `method`'s own selector as `_cmd` (implementations
    /// that read `_cmd` see the selector they were written for). `Function` is the method's
    /// `@convention(c)` type, `(NSObject, Selector, arguments…) -> result`.
    nonisolated func ls_original<Function>(
        _ method: HookedMethod, among classes: [AnyClass], as type: Function.Type
    ) -> Function {
        let cls: AnyClass = classes.first { isKind(of: $0) } ?? classes[0]
        guard let imp = MethodHook.original(method, in: cls) else {
            // Not reachable once installed: the method existed when its hook was.
            preconditionFailure("LineSpace: no implementation of \(method.selector) to continue with")
        }
        return unsafeBitCast(imp, to: type)
    }
}
#endif
