// Exchanging two Objective-C method implementations on exactly one class (Swift has no +load).
#if canImport(ObjectiveC)
import ObjectiveC

enum MethodSwizzling {
    /// Makes `original` run `replacement`'s implementation on `cls` and vice versa, so that the
    /// replacement calls the original by sending its own selector.
    ///
    /// Only `cls` is changed. Either method may be inherited (NSTextField inherits
    /// `setStringValue:` from NSControl; the shared hooks are declared once on UIView): `cls` first
    /// gets its own copy of each, and only those copies are exchanged, so the superclass, its
    /// other subclasses and the shared replacement stay untouched. Call once per pair (a second
    /// call swaps them back).
    ///
    /// - Returns: `false` if either method does not exist.
    @discardableResult
    static func exchange(_ original: Selector, with replacement: Selector, on cls: AnyClass) -> Bool {
        for selector in [original, replacement] {
            guard let method = class_getInstanceMethod(cls, selector) else { return false }
            // A no-op when `cls` already has its own implementation.
            class_addMethod(cls, selector, method_getImplementation(method), method_getTypeEncoding(method))
        }
        guard let originalMethod = class_getInstanceMethod(cls, original),
              let replacementMethod = class_getInstanceMethod(cls, replacement)
        else { return false }
        method_exchangeImplementations(originalMethod, replacementMethod)
        return true
    }
}
#endif
