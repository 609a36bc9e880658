// `textField.lineSpace = 10` on AppKit labels: experimental. No macOS SDK with Swift interfaces
// is available to `make apple-check`, so this file is not compiled by the project (see
// docs/README-ios.md); it is kept minimal and written against Apple's documentation only. It
// uses the shared implementation; the one-line rule is dropped (the field's laid-out width is
// not tracked), and the setters a user expects to restyle are hooked on NSTextField only:
// `stringValue`, `attributedStringValue`, `font`, `alignment` (all inherited from NSControl,
// which stays untouched).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension NSTextField {
    /// Space between lines, in points, for wrapping labels; single-line fields get none.
    ///
    /// ```swift
    /// textField.lineSpace = 10
    /// ```
    @IBInspectable public dynamic var lineSpace: CGFloat {
        get { ls_value(\.lineSpace) }
        set { ls_setValue(\.lineSpace, newValue) }
    }

    /// The Figma / CSS line height in points; 0 = not set.
    @IBInspectable public dynamic var lineSpaceLineHeight: CGFloat {
        get { ls_value(\.lineHeight) }
        set { ls_setValue(\.lineHeight, newValue) }
    }

    /// Extra space between characters, in points (the `tracking` attribute).
    @IBInspectable public dynamic var lineSpaceLetterSpacing: CGFloat {
        get { ls_value(\.letterSpacing) }
        set { ls_setValue(\.letterSpacing, newValue) }
    }

    /// Styles the current string again. Rarely needed: string, attributed string, font and
    /// alignment changes re-style by themselves.
    @objc public dynamic func reapplyLineSpace() {
        ls_restyle(after: .valueChanged)
    }

    @objc nonisolated fileprivate dynamic func ls_setStringValue(_ value: NSString) {
        typealias Setter = @convention(c) (NSObject, Selector, NSString) -> Void
        let method = TextFieldHooks.setStringValue
        ls_runHook(.textReplaced) {
            ls_original(method, among: [NSTextField.self], as: Setter.self)(self, method.selector, value)
        }
    }
    @objc nonisolated fileprivate dynamic func ls_setAttributedStringValue(_ value: NSAttributedString) {
        typealias Setter = @convention(c) (NSObject, Selector, NSAttributedString) -> Void
        let method = TextFieldHooks.setAttributedStringValue
        ls_runHook(.textReplaced) {
            ls_original(method, among: [NSTextField.self], as: Setter.self)(self, method.selector, value)
        }
    }
    @objc nonisolated fileprivate dynamic func ls_setFont(_ font: NSFont?) {
        typealias Setter = @convention(c) (NSObject, Selector, NSFont?) -> Void
        let method = TextFieldHooks.setFont
        ls_runHook(.propertyChanged) {
            ls_original(method, among: [NSTextField.self], as: Setter.self)(self, method.selector, font)
        }
    }
    @objc nonisolated fileprivate dynamic func ls_setAlignment(_ alignment: NSTextAlignment) {
        typealias Setter = @convention(c) (NSObject, Selector, NSTextAlignment) -> Void
        let method = TextFieldHooks.setAlignment
        ls_runHook(.propertyChanged) {
            ls_original(method, among: [NSTextField.self], as: Setter.self)(self, method.selector, alignment)
        }
    }

    static func ls_installHooks() {
        _ = ls_hooks
    }

    @MainActor private static let ls_hooks: Void = {
        MethodHook.install([
            (TextFieldHooks.setStringValue, #selector(NSTextField.ls_setStringValue(_:))),
            (TextFieldHooks.setAttributedStringValue, #selector(NSTextField.ls_setAttributedStringValue(_:))),
            (TextFieldHooks.setFont, #selector(NSTextField.ls_setFont(_:))),
            (TextFieldHooks.setAlignment, #selector(NSTextField.ls_setAlignment(_:))),
        ], on: NSTextField.self)
    }()
}

/// The methods NSTextField hooks (declared by NSControl).
enum TextFieldHooks {
    static let setStringValue = HookedMethod(#selector(setter: NSControl.stringValue))
    static let setAttributedStringValue = HookedMethod(#selector(setter: NSControl.attributedStringValue))
    static let setFont = HookedMethod(#selector(setter: NSControl.font))
    static let setAlignment = HookedMethod(#selector(setter: NSControl.alignment))
}

extension NSTextField: LineSpaceStyledView {
    var ls_layoutWidth: Double? { nil }
    static var ls_coalescesRestyles: Bool { false }

    /// AppKit has no Dynamic Type.
    func ls_didSetValue() {}
    var ls_contentSizeCategory: String? { nil }

    func ls_restyle(after trigger: StylingTrigger) {
        guard let settings = ls_existingSettings else { return }
        settings.session.beginRestyle()
        let text = attributedStringValue
        let font = self.font ?? NSFont.systemFont(ofSize: NSFont.systemFontSize)
        let state = LabelState(
            text: text.string,
            // The font that draws the text (a fallback for CJK in the system font); NSFont has
            // no lineHeight: ascender + |descender| + leading, as UIFont.lineHeight.
            fontLineHeight: settings.lineHeight != 0 ? font.ls_drawingLineHeight(for: text.string) : font.ls_lineHeight,
            numberOfLines: usesSingleLineMode ? 1 : maximumNumberOfLines,
            lineSpace: settings.lineSpace,
            lineHeight: settings.lineHeight,
            letterSpacing: settings.letterSpacing,
            baselineRule: .running)
        let base = NSMutableParagraphStyle()
        base.alignment = alignment
        base.lineBreakMode = lineBreakMode
        ls_restyleCopy(of: text, target: state.stylingDecision.managedAttributes, base: base) {
            attributedStringValue = $0
        }
    }
}
#endif
