// Exchanging two Objective-C method implementations on exactly one class (Swift has no +load).
#if canImport(ObjectiveC)
import ObjectiveC

enum MethodSwizzling {
    /// Makes `original` run `replacement`'s implementation on `cls` and vice versa, so that the
    /// replacement calls the original by sending its own selector.
    ///
    /// Only `cls` is changed: if `cls` merely inherits `original` (NSTextField inherits
    /// `setStringValue:` from NSControl), it first gets its own copy, so the superclass and its
    /// other subclasses are untouched. Call once per pair (a second call swaps them back).
    ///
    /// - Returns: `false` if either method does not exist.
    @discardableResult
    static func exchange(_ original: Selector, with replacement: Selector, on cls: AnyClass) -> Bool {
        guard let originalMethod = class_getInstanceMethod(cls, original),
              let replacementMethod = class_getInstanceMethod(cls, replacement)
        else { return false }
        let added = class_addMethod(
            cls, original,
            method_getImplementation(replacementMethod), method_getTypeEncoding(replacementMethod))
        if added {
            _ = class_replaceMethod(
                cls, replacement,
                method_getImplementation(originalMethod), method_getTypeEncoding(originalMethod))
        } else {
            method_exchangeImplementations(originalMethod, replacementMethod)
        }
        return true
    }
}
#endif
