// `textField.lineSpace = 10` on AppKit labels (NSTextField): the same decision as UILabel, applied
// through `attributedStringValue`, with `setStringValue:` hooked on NSTextField only.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import ObjectiveC

/// Installs the `setStringValue:` hook once, lazily, on NSTextField only (it inherits the
/// method from NSControl, which stays untouched; see ``MethodSwizzling``).
@MainActor
private enum NSTextFieldStringValueHook {
    static let installed: Void = {
        _ = MethodSwizzling.exchange(
            #selector(setter: NSControl.stringValue),
            with: #selector(NSTextField.ls_setStringValue(_:)),
            on: NSTextField.self)
    }()
}

extension NSTextField {
    /// Space between lines, in points, for wrapping labels. Every `stringValue` assignment is
    /// styled with the field's font, text colour, alignment and line-break mode; setting the
    /// value re-styles the current string; 0 restores plain text. Single-line fields
    /// (`usesSingleLineMode` or `maximumNumberOfLines == 1`) get no line spacing.
    @IBInspectable public var lineSpace: CGFloat {
        get { CGFloat(ls_existingSettings?.lineSpace ?? 0) }
        set {
            ls_settings.lineSpace = Double(newValue)
            reapplyLineSpace()
        }
    }

    /// The Figma / CSS line height in points (min = max plus a centring baseline offset;
    /// see ``FigmaLineHeight`` for the version rule). 0 means not set.
    @IBInspectable public var lineHeight: CGFloat {
        get { CGFloat(ls_existingSettings?.lineHeight ?? 0) }
        set {
            ls_settings.lineHeight = Double(newValue)
            reapplyLineSpace()
        }
    }

    /// Extra space after every character, in points (the `kern` attribute).
    @IBInspectable public var letterSpacing: CGFloat {
        get { CGFloat(ls_existingSettings?.letterSpacing ?? 0) }
        set {
            ls_settings.letterSpacing = Double(newValue)
            reapplyLineSpace()
        }
    }

    /// Styles the current string again (after a font, width or alignment change).
    public func reapplyLineSpace() {
        _ = NSTextFieldStringValueHook.installed
        let current = stringValue
        stringValue = current  // through the hook
    }

    /// The replacement of `setStringValue:`. After the exchange, calling it runs the original.
    @objc fileprivate dynamic func ls_setStringValue(_ newValue: String) {
        ls_setStringValue(newValue)
        ls_applyLineSpace()
    }

    private func ls_applyLineSpace() {
        guard let settings = ls_existingSettings, settings.isActive, !settings.isApplying else { return }
        let string = stringValue
        guard !string.isEmpty else { return }
        let font: NSFont = self.font ?? NSFont.systemFont(ofSize: NSFont.systemFontSize)
        let numberOfLines = usesSingleLineMode ? 1 : maximumNumberOfLines

        var singleLineWidth: Double?
        var availableWidth: Double?
        if numberOfLines != 1, settings.lineSpace > 0 {
            var measuring: [NSAttributedString.Key: Any] = [.font: font]
            if settings.letterSpacing != 0 { measuring[.kern] = NSNumber(value: settings.letterSpacing) }
            singleLineWidth = Double((string as NSString).size(withAttributes: measuring).width)
            let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
            availableWidth = width > 0 ? Double(width) : nil
        }

        let state = LabelState(
            text: string,
            // NSFont has no lineHeight: ascender + |descender| + leading, as UIFont.lineHeight.
            fontLineHeight: Double(font.ascender - font.descender + font.leading),
            alignment: alignment.lineSpaceAlignment,
            lineBreakMode: lineBreakMode.lineSpaceMode,
            numberOfLines: numberOfLines,
            lineSpace: settings.lineSpace,
            lineHeight: settings.lineHeight,
            letterSpacing: settings.letterSpacing,
            singleLineWidth: singleLineWidth,
            availableWidth: availableWidth,
            platform: .running,
            version: .running)
        guard case .styled(let styled) = state.stylingDecision else { return }

        settings.isApplying = true
        defer { settings.isApplying = false }
        attributedStringValue = NSAttributedString(
            string: string, attributes: styled.attributes(font: font, color: textColor))
    }
}
#endif
