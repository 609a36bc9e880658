// Reports, once and in debug builds, Objective-C categories that implement LineSpace's
// selectors too (Styling/SelectorCollision.swift decides what to say).
#if canImport(ObjectiveC) && (canImport(UIKit) || canImport(AppKit))
import Foundation
import ObjectiveC

enum SelectorCollisionReport {
    /// Counts `selectors` in `cls`'s own method list (shadowed category methods included) and
    /// logs what collides. Debug builds only; called when the class's hooks are installed, so
    /// once per class and process.
    static func check(_ cls: AnyClass, selectors: [Selector], lineSpaceOnly marker: Selector) {
        #if DEBUG
        var counts: [String: Int] = [:]
        let names = Set((selectors + [marker]).map(NSStringFromSelector))
        var count: UInt32 = 0
        if let methods = class_copyMethodList(cls, &count) {
            for index in 0..<Int(count) {
                let name = NSStringFromSelector(method_getName(methods[index]))
                if names.contains(name) { counts[name, default: 0] += 1 }
            }
            free(methods)
        }
        let collision = SelectorCollision(
            className: NSStringFromClass(cls), counts: counts, lineSpaceOnly: NSStringFromSelector(marker))
        if let message = collision.message {
            NSLog("%@", message)
        }
        #endif
    }
}
#endif
