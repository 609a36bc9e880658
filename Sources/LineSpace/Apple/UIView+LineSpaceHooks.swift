// The hooks UILabel and UITextView share (same setters, same signatures), declared once. Each
// class installs them on itself (MethodHook); each hook then continues with the original of the
// class the view is an instance of.
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The setters both UILabel and UITextView hook (UILabel's selectors name them; UITextView's
/// setters have the same selectors).
enum SharedHooks {
    static let setText = HookedMethod(#selector(setter: UILabel.text))
    static let setAttributedText = HookedMethod(#selector(setter: UILabel.attributedText))
    static let setFont = HookedMethod(#selector(setter: UILabel.font))
    static let setTextAlignment = HookedMethod(#selector(setter: UILabel.textAlignment))
    /// What `adjustsLineSpaceForContentSizeCategory` follows until set.
    static let setAdjustsFont = HookedMethod(#selector(setter: UILabel.adjustsFontForContentSizeCategory))

    /// Installed only where trait changes are not registered for (before iOS 17).
    static let traitCollectionDidChange = HookedMethod(#selector(UIView.traitCollectionDidChange(_:)))

    /// The classes that install them.
    static let classes: [AnyClass] = [UILabel.self, UITextView.self]

    /// (method, hook) pairs for `MethodHook.install`.
    @MainActor static var pairs: [(method: HookedMethod, hook: Selector)] {
        var pairs: [(method: HookedMethod, hook: Selector)] = [
            (setText, #selector(UIView.ls_setText(_:))),
            (setAttributedText, #selector(UIView.ls_setAttributedText(_:))),
            (setFont, #selector(UIView.ls_setFont(_:))),
            (setTextAlignment, #selector(UIView.ls_setTextAlignment(_:))),
            (setAdjustsFont, #selector(UIView.ls_setAdjustsFontForContentSizeCategory(_:))),
        ]
        if ContentSizeObservation.running == .traitCollectionDidChangeHook {
            pairs.append((traitCollectionDidChange, #selector(UIView.ls_traitCollectionDidChange(_:))))
        }
        return pairs
    }
}

extension UIView {
    @objc nonisolated dynamic func ls_setText(_ text: NSString?) {
        typealias Setter = @convention(c) (NSObject, Selector, NSString?) -> Void
        let method = SharedHooks.setText
        ls_runHook(.textReplaced) {
            ls_original(method, among: SharedHooks.classes, as: Setter.self)(self, method.selector, text)
        }
    }
    @objc nonisolated dynamic func ls_setAttributedText(_ text: NSAttributedString?) {
        typealias Setter = @convention(c) (NSObject, Selector, NSAttributedString?) -> Void
        let method = SharedHooks.setAttributedText
        ls_runHook(.textReplaced) {
            ls_original(method, among: SharedHooks.classes, as: Setter.self)(self, method.selector, text)
        }
    }
    @objc nonisolated dynamic func ls_setFont(_ font: UIFont?) {
        typealias Setter = @convention(c) (NSObject, Selector, UIFont?) -> Void
        let method = SharedHooks.setFont
        ls_runHook(.propertyChanged) {
            ls_original(method, among: SharedHooks.classes, as: Setter.self)(self, method.selector, font)
        }
    }
    @objc nonisolated dynamic func ls_setTextAlignment(_ alignment: NSTextAlignment) {
        typealias Setter = @convention(c) (NSObject, Selector, NSTextAlignment) -> Void
        let method = SharedHooks.setTextAlignment
        ls_runHook(.propertyChanged) {
            ls_original(method, among: SharedHooks.classes, as: Setter.self)(self, method.selector, alignment)
        }
    }
    @objc nonisolated dynamic func ls_setAdjustsFontForContentSizeCategory(_ adjusts: Bool) {
        typealias Setter = @convention(c) (NSObject, Selector, Bool) -> Void
        let method = SharedHooks.setAdjustsFont
        ls_runHook(.propertyChanged) {
            ls_original(method, among: SharedHooks.classes, as: Setter.self)(self, method.selector, adjusts)
        }
    }
}
#endif
