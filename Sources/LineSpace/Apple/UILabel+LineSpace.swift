// `label.lineSpace = 10` on UIKit: the declarations only (properties, Objective-C names, hooks).
// The implementation is shared (LineSpaceStyledView.swift); UILabel's state and text are read
// and written in UILabel+Styling.swift.
#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UILabel {
    /// Space between lines, in points (`NSParagraphStyle.lineSpacing`, between lines only).
    ///
    /// Set it in code or in Interface Builder. The label's text is then styled, and re-styled
    /// whenever its text, font, alignment, line-break mode, number of lines or laid-out width
    /// changes; 0 removes LineSpace's values. A label limited to one line gets no line spacing,
    /// nor does a multi-line label whose text fits on one line at the width of its last layout
    /// pass (before the first layout pass, the spacing is applied).
    ///
    /// ```swift
    /// label.numberOfLines = 0
    /// label.lineSpace = 10
    /// label.text = "如何讓你遇見我，在我最美麗的時刻。"
    /// ```
    ///
    /// Styling merges into the label's text: UIKit's own paragraph style (alignment, line-break
    /// mode and strategy, writing direction) is kept, and so is any value your own
    /// `attributedText` sets. (UILabel has a private `lineSpacing`; this name is deliberately different.)
    @IBInspectable public dynamic var lineSpace: CGFloat {
        get { ls_value(\.lineSpace) }
        set { ls_setValue(\.lineSpace, newValue) }
    }

    /// The Figma / CSS line height in points: every line this tall with its glyphs centred
    /// (min = max line height plus a baseline offset that centres the glyphs). 0 = not set.
    ///
    /// ```swift
    /// label.lineSpaceLineHeight = 30
    /// ```
    @IBInspectable public dynamic var lineSpaceLineHeight: CGFloat {
        get { ls_value(\.lineHeight) }
        set { ls_setValue(\.lineHeight, newValue) }
    }

    /// Extra space between characters, in points (the `tracking` attribute: none after the
    /// last character of a line); negative tightens.
    ///
    /// ```swift
    /// label.lineSpaceLetterSpacing = 0.34   // Figma 2 % at 17 pt
    /// ```
    @IBInspectable public dynamic var lineSpaceLetterSpacing: CGFloat {
        get { ls_value(\.letterSpacing) }
        set { ls_setValue(\.letterSpacing, newValue) }
    }

    /// Whether `lineSpace` and `lineSpaceLineHeight` grow and shrink with Dynamic Type, by the
    /// factor of the font's text style (body for a font without one): the values are the ones
    /// at the default text size, as in a design.
    ///
    /// Until set, it follows the label's `adjustsFontForContentSizeCategory`, so a label whose
    /// font follows Dynamic Type gets spacing that does too. Either way, once the font has grown
    /// past the size of its text style at the default content size, `lineSpaceLineHeight` never
    /// falls below the font's own line height (a line height designed tighter than the font keeps
    /// its proportion to it): lines never overlap at accessibility sizes.
    ///
    /// ```swift
    /// label.adjustsLineSpaceForContentSizeCategory = true
    /// ```
    @IBInspectable public dynamic var adjustsLineSpaceForContentSizeCategory: Bool {
        get { ls_adjustsForContentSizeCategory }
        set { ls_setAdjustsForContentSizeCategory(newValue) }
    }

    /// Styles the current text again. Rarely needed: text, font, alignment, line-break mode,
    /// number of lines and width changes re-style by themselves.
    ///
    /// ```swift
    /// label.reapplyLineSpace()   // Objective-C: [label reapplyLineSpace];
    /// ```
    @objc public dynamic func reapplyLineSpace() {
        ls_restyle(after: .valueChanged)
    }

    // The hooks of its own (the shared ones are in UIView+LineSpaceHooks.swift).
    @objc nonisolated fileprivate dynamic func ls_setLineBreakMode(_ mode: NSLineBreakMode) {
        typealias Setter = @convention(c) (NSObject, Selector, NSLineBreakMode) -> Void
        let method = LabelHooks.setLineBreakMode
        ls_runHook(.propertyChanged) {
            ls_original(method, among: [UILabel.self], as: Setter.self)(self, method.selector, mode)
        }
    }
    @objc nonisolated fileprivate dynamic func ls_setNumberOfLines(_ lines: Int) {
        typealias Setter = @convention(c) (NSObject, Selector, Int) -> Void
        let method = LabelHooks.setNumberOfLines
        ls_runHook(.propertyChanged) {
            ls_original(method, among: [UILabel.self], as: Setter.self)(self, method.selector, lines)
        }
    }
    // Flush points: a coalesced restyle (a configure pass's text, font, alignment…) happens
    // before any of these runs, so UIKit never lays out, measures or draws stale text.
    @objc nonisolated fileprivate dynamic func ls_layoutSubviews() {
        typealias Method = @convention(c) (NSObject, Selector) -> Void
        let method = LabelHooks.layoutSubviews
        ls_runFlushPoint(.layoutPass) {
            ls_original(method, among: [UILabel.self], as: Method.self)(self, method.selector)
        }
    }
    @objc nonisolated fileprivate dynamic func ls_intrinsicContentSize() -> CGSize {
        typealias Method = @convention(c) (NSObject, Selector) -> CGSize
        let method = LabelHooks.intrinsicContentSize
        return ls_runFlushPoint(.query) {
            ls_original(method, among: [UILabel.self], as: Method.self)(self, method.selector)
        }
    }
    @objc nonisolated fileprivate dynamic func ls_sizeThatFits(_ size: CGSize) -> CGSize {
        typealias Method = @convention(c) (NSObject, Selector, CGSize) -> CGSize
        let method = LabelHooks.sizeThatFits
        return ls_runFlushPoint(.query) {
            ls_original(method, among: [UILabel.self], as: Method.self)(self, method.selector, size)
        }
    }
    @objc nonisolated fileprivate dynamic func ls_textRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        typealias Method = @convention(c) (NSObject, Selector, CGRect, Int) -> CGRect
        let method = LabelHooks.textRect
        return ls_runFlushPoint(.query) {
            ls_original(method, among: [UILabel.self], as: Method.self)(self, method.selector, bounds, lines)
        }
    }
    @objc nonisolated fileprivate dynamic func ls_drawText(in rect: CGRect) {
        typealias Method = @convention(c) (NSObject, Selector, CGRect) -> Void
        let method = LabelHooks.drawText
        ls_runFlushPoint(.query) {
            ls_original(method, among: [UILabel.self], as: Method.self)(self, method.selector, rect)
        }
    }
    @objc nonisolated fileprivate dynamic func ls_attributedText() -> NSAttributedString? {
        typealias Method = @convention(c) (NSObject, Selector) -> Unmanaged<NSAttributedString>?
        let method = LabelHooks.attributedText
        return ls_runFlushPoint(.query) {
            ls_original(method, among: [UILabel.self], as: Method.self)(self, method.selector)?.takeUnretainedValue()
        }
    }

    /// Installs the hooks once per process, on UILabel only (see ``MethodHook``).
    static func ls_installHooks() {
        _ = ls_hooks
    }

    @MainActor private static let ls_hooks: Void = {
        let installed = MethodHook.install(SharedHooks.pairs + [
            (LabelHooks.setLineBreakMode, #selector(UILabel.ls_setLineBreakMode(_:))),
            (LabelHooks.setNumberOfLines, #selector(UILabel.ls_setNumberOfLines(_:))),
            (LabelHooks.layoutSubviews, #selector(UILabel.ls_layoutSubviews)),
            (LabelHooks.intrinsicContentSize, #selector(UILabel.ls_intrinsicContentSize)),
            (LabelHooks.sizeThatFits, #selector(UILabel.ls_sizeThatFits(_:))),
            (LabelHooks.textRect, #selector(UILabel.ls_textRect(forBounds:limitedToNumberOfLines:))),
            (LabelHooks.drawText, #selector(UILabel.ls_drawText(in:))),
            (LabelHooks.attributedText, #selector(UILabel.ls_attributedText)),
        ], on: UILabel.self)
        // The blog's UILabel (LineSpace) category defines -lineSpace and -setLineSpace: too.
        if installed {
            SelectorCollisionReport.check(UILabel.self, selectors: [
                #selector(getter: UILabel.lineSpace), #selector(setter: UILabel.lineSpace),
                #selector(getter: UILabel.lineSpaceLineHeight), #selector(setter: UILabel.lineSpaceLineHeight),
                #selector(getter: UILabel.lineSpaceLetterSpacing), #selector(setter: UILabel.lineSpaceLetterSpacing),
                #selector(getter: UILabel.adjustsLineSpaceForContentSizeCategory),
                #selector(setter: UILabel.adjustsLineSpaceForContentSizeCategory),
            ], lineSpaceOnly: #selector(UILabel.reapplyLineSpace))
        }
    }()
}

/// The methods only UILabel hooks.
enum LabelHooks {
    static let setLineBreakMode = HookedMethod(#selector(setter: UILabel.lineBreakMode))
    static let setNumberOfLines = HookedMethod(#selector(setter: UILabel.numberOfLines))
    static let layoutSubviews = HookedMethod(#selector(UILabel.layoutSubviews))
    static let intrinsicContentSize = HookedMethod(#selector(getter: UILabel.intrinsicContentSize))
    static let sizeThatFits = HookedMethod(#selector(UILabel.sizeThatFits(_:)))
    static let textRect = HookedMethod(#selector(UILabel.textRect(forBounds:limitedToNumberOfLines:)))
    static let drawText = HookedMethod(#selector(UILabel.drawText(in:)))
    static let attributedText = HookedMethod(#selector(getter: UILabel.attributedText))
}
#endif
