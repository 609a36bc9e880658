// `textView.lineSpace = 10`: the declarations only (properties, Objective-C names, hooks). The
// implementation is shared (LineSpaceStyledView.swift); UITextView+Styling.swift styles in place.
#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UITextView {
    /// Space between lines, in points, in the text and in what the user types.
    ///
    /// The text is styled in place, through the text storage and the typing attributes: rich
    /// text, marked text (IME composition), selection, scroll position and undo history are kept,
    /// and so is the text colour. Text views always get the spacing, even for short text: the
    /// user may type more. 0 removes LineSpace's values.
    ///
    /// ```swift
    /// textView.lineSpace = 10
    /// ```
    @IBInspectable public dynamic var lineSpace: CGFloat {
        get { ls_value(\.lineSpace) }
        set { ls_setValue(\.lineSpace, newValue) }
    }

    /// The Figma / CSS line height in points (see `UILabel.lineSpaceLineHeight`). 0 = not set.
    ///
    /// ```swift
    /// textView.lineSpaceLineHeight = 30
    /// ```
    @IBInspectable public dynamic var lineSpaceLineHeight: CGFloat {
        get { ls_value(\.lineHeight) }
        set { ls_setValue(\.lineHeight, newValue) }
    }

    /// Extra space between characters, in points (the `tracking` attribute).
    ///
    /// ```swift
    /// textView.lineSpaceLetterSpacing = 0.34
    /// ```
    @IBInspectable public dynamic var lineSpaceLetterSpacing: CGFloat {
        get { ls_value(\.letterSpacing) }
        set { ls_setValue(\.letterSpacing, newValue) }
    }

    /// Whether `lineSpace` and `lineSpaceLineHeight` follow Dynamic Type (see UILabel's property);
    /// until set, the text view's `adjustsFontForContentSizeCategory`.
    ///
    /// ```swift
    /// textView.adjustsLineSpaceForContentSizeCategory = true
    /// ```
    @IBInspectable public dynamic var adjustsLineSpaceForContentSizeCategory: Bool {
        get { ls_adjustsForContentSizeCategory }
        set { ls_setAdjustsForContentSizeCategory(newValue) }
    }

    /// Styles the text and the typing attributes again. Rarely needed: text, font, alignment and
    /// selection changes re-style by themselves.
    ///
    /// ```swift
    /// textView.reapplyLineSpace()   // Objective-C: [textView reapplyLineSpace];
    /// ```
    @objc public dynamic func reapplyLineSpace() {
        ls_restyle(after: .valueChanged)
    }

    // The hooks of its own (the shared ones are in UIView+LineSpaceHooks.swift).
    @objc nonisolated fileprivate dynamic func ls_setSelectedRange(_ range: NSRange) {
        typealias Setter = @convention(c) (NSObject, Selector, NSRange) -> Void
        let method = TextViewHooks.setSelectedRange
        ls_runHook(.selectionChanged) {
            ls_original(method, among: [UITextView.self], as: Setter.self)(self, method.selector, range)
        }
    }
    @objc nonisolated fileprivate dynamic func ls_setSelectedTextRange(_ range: UITextRange?) {
        typealias Setter = @convention(c) (NSObject, Selector, UITextRange?) -> Void
        let method = TextViewHooks.setSelectedTextRange
        ls_runHook(.selectionChanged) {
            ls_original(method, among: [UITextView.self], as: Setter.self)(self, method.selector, range)
        }
    }

    /// Installs the hooks once per process, on UITextView only (see ``MethodHook``).
    static func ls_installHooks() {
        _ = ls_hooks
    }

    @MainActor private static let ls_hooks: Void = {
        let installed = MethodHook.install(SharedHooks.pairs + [
            (TextViewHooks.setSelectedRange, #selector(UITextView.ls_setSelectedRange(_:))),
            (TextViewHooks.setSelectedTextRange, #selector(UITextView.ls_setSelectedTextRange(_:))),
        ], on: UITextView.self)
        if installed {
            SelectorCollisionReport.check(UITextView.self, selectors: [
                #selector(getter: UITextView.lineSpace), #selector(setter: UITextView.lineSpace),
                #selector(getter: UITextView.lineSpaceLineHeight), #selector(setter: UITextView.lineSpaceLineHeight),
                #selector(getter: UITextView.lineSpaceLetterSpacing), #selector(setter: UITextView.lineSpaceLetterSpacing),
                #selector(getter: UITextView.adjustsLineSpaceForContentSizeCategory),
                #selector(setter: UITextView.adjustsLineSpaceForContentSizeCategory),
            ], lineSpaceOnly: #selector(UITextView.reapplyLineSpace))
        }
    }()
}

/// The methods only UITextView hooks.
enum TextViewHooks {
    static let setSelectedRange = HookedMethod(#selector(setter: UITextView.selectedRange))
    static let setSelectedTextRange = HookedMethod(#selector(setter: UITextView.selectedTextRange))
}
#endif
