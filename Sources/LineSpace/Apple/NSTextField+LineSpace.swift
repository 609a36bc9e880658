// `textField.lineSpace = 10` on AppKit labels, kept minimal: no macOS SDK with Swift interfaces
// is available to `make apple-check`, so this file is not compiled by the project (see
// docs/README-ios.md). It uses the shared implementation; the one-line rule is dropped (the
// field's laid-out width is not tracked), and `setStringValue:` is hooked on NSTextField only.
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

    /// Styles the current string again (after a font or alignment change).
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

    static func ls_installHooks() {
        _ = ls_hooks
    }

    /// NSTextField inherits `setStringValue:` from NSControl, which stays untouched.
    @MainActor private static let ls_hooks: Void = {
        MethodHook.install([
            (TextFieldHooks.setStringValue, #selector(NSTextField.ls_setStringValue(_:))),
        ], on: NSTextField.self)
    }()
}

/// The methods NSTextField hooks.
enum TextFieldHooks {
    static let setStringValue = HookedMethod(#selector(setter: NSControl.stringValue))
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
            // NSFont has no lineHeight: ascender + |descender| + leading, as UIFont.lineHeight.
            fontLineHeight: Double(font.ascender - font.descender + font.leading),
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
