// `textView.lineSpace = 10` on UIKit: the current text and the typing attributes, so that what the
// user types is spaced too. Decisions come from Styling/LabelStyling.swift.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import ObjectiveC

/// Installs the `setText:` hook of UITextView once, lazily, from the first LineSpace value.
@MainActor
private enum UITextViewTextHook {
    static let installed: Void = {
        _ = MethodSwizzling.exchange(
            #selector(setter: UITextView.text),
            with: #selector(UITextView.ls_setTextViewText(_:)),
            on: UITextView.self)
    }()
}

extension UITextView {
    /// Space between lines, in points. Styles the current text (with the text view's font,
    /// colour and alignment), later `text` assignments, and the typing attributes, so that typed
    /// text is spaced as well. 0 restores plain text. Text views always keep the spacing, even
    /// when the text is short: the user may type more.
    @IBInspectable public var lineSpace: CGFloat {
        get { CGFloat(ls_existingSettings?.lineSpace ?? 0) }
        set {
            ls_settings.lineSpace = Double(newValue)
            reapplyLineSpace()
        }
    }

    /// The Figma / CSS line height in points (see `UILabel.lineHeight`). 0 means not set.
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

    /// Whether `lineSpace` and `lineHeight` follow Dynamic Type (see `UILabel`'s property).
    @IBInspectable public var adjustsLineSpaceForContentSizeCategory: Bool {
        get { ls_existingSettings?.adjustsForContentSizeCategory ?? false }
        set {
            let settings = ls_settings
            settings.adjustsForContentSizeCategory = newValue
            ls_updateContentSizeObserver(settings)
            reapplyLineSpace()
        }
    }

    /// Styles the current text and the typing attributes again (after a font or width change).
    public func reapplyLineSpace() {
        _ = UITextViewTextHook.installed
        let current = text
        text = current  // through the hook
    }

    /// The replacement of `setText:`. After the exchange, calling it runs UIKit's original.
    @objc fileprivate dynamic func ls_setTextViewText(_ newText: String?) {
        ls_setTextViewText(newText)
        ls_applyLineSpace()
    }

    private func ls_applyLineSpace() {
        guard let settings = ls_existingSettings, !settings.isApplying else { return }
        let font: UIFont = self.font ?? UIFont.preferredFont(forTextStyle: .body)
        let color: UIColor? = textColor
        let string = text ?? ""
        let state = LabelState(
            text: string,
            fontLineHeight: Double(font.lineHeight),
            alignment: textAlignment.lineSpaceAlignment,
            lineBreakMode: textContainer.lineBreakMode.lineSpaceMode,
            numberOfLines: textContainer.maximumNumberOfLines,
            lineSpace: settings.lineSpace,
            lineHeight: settings.lineHeight,
            letterSpacing: settings.letterSpacing,
            dynamicType: settings.adjustsForContentSizeCategory ? ls_dynamicTypeScaling(for: font) : .identity,
            platform: .running,
            version: .running)

        // Plain attributes still carry the alignment, so that "plain" never loses it.
        let plain = StyledTextAttributes(paragraphStyle: ParagraphStyle(
            alignment: state.alignment, lineBreakMode: state.lineBreakMode))
        let textAttributes: StyledTextAttributes
        if case .styled(let styled) = state.stylingDecision { textAttributes = styled } else { textAttributes = plain }
        let typing: StyledTextAttributes
        if case .styled(let styled) = state.typingDecision { typing = styled } else { typing = plain }

        settings.isApplying = true
        defer { settings.isApplying = false }
        if !string.isEmpty {
            // Explicit in both cases: UIKit may style `text` with the old typing attributes.
            let selection = selectedRange
            attributedText = NSAttributedString(
                string: string, attributes: textAttributes.attributes(font: font, color: color))
            selectedRange = selection
        }
        // Last: assigning attributedText updates the typing attributes.
        typingAttributes = typing.attributes(font: font, color: color)
    }
}
#endif
