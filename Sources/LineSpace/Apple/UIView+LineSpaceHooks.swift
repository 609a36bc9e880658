// The hooks UILabel and UITextView share (same setters, same signatures), declared once. Each
// class exchanges them with its own setters (MethodSwizzling gives it its own copies), so after
// the exchange each calls that class's original by sending its own selector.
#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIView {
    @objc nonisolated dynamic func ls_setText(_ text: String?) {
        ls_runHook(.textReplaced) { ls_setText(text) }
    }
    @objc nonisolated dynamic func ls_setAttributedText(_ text: NSAttributedString?) {
        ls_runHook(.textReplaced) { ls_setAttributedText(text) }
    }
    @objc nonisolated dynamic func ls_setFont(_ font: UIFont?) {
        ls_runHook(.propertyChanged) { ls_setFont(font) }
    }
    @objc nonisolated dynamic func ls_setTextAlignment(_ alignment: NSTextAlignment) {
        ls_runHook(.propertyChanged) { ls_setTextAlignment(alignment) }
    }

    /// The shared hooks as (UIKit setter, replacement) pairs. UILabel's selectors name them;
    /// UITextView's setters have the same selectors (`setText:`, `setAttributedText:`, …).
    static var ls_sharedHooks: [(Selector, Selector)] {
        [
            (#selector(setter: UILabel.text), #selector(UIView.ls_setText(_:))),
            (#selector(setter: UILabel.attributedText), #selector(UIView.ls_setAttributedText(_:))),
            (#selector(setter: UILabel.font), #selector(UIView.ls_setFont(_:))),
            (#selector(setter: UILabel.textAlignment), #selector(UIView.ls_setTextAlignment(_:))),
        ]
    }
}
#endif
