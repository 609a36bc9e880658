// `label.lineSpace = 10` on UIKit: inspectable values, the lazily installed `setText:` hook, and
// the translation of the cross-platform styling decision (Styling/LabelStyling.swift).
#if canImport(UIKit) && !os(watchOS)
import UIKit
import ObjectiveC

/// Installs the `setText:` hook once, lazily, from the first LineSpace value set on any label
/// (Swift has no `+load`). `static let` initialisation runs exactly once.
@MainActor
private enum UILabelTextHook {
    static let installed: Void = {
        _ = MethodSwizzling.exchange(
            #selector(setter: UILabel.text),
            with: #selector(UILabel.ls_setText(_:)),
            on: UILabel.self)
    }()
}

extension UILabel {
    /// Space between lines, in points, added between lines only (`NSParagraphStyle.lineSpacing`).
    ///
    /// Set it in code or in Interface Builder's Attributes inspector. Every `text` assignment is
    /// then styled with the label's own font, colour, alignment and line-break mode (so the
    /// alignment and the ellipsis are kept); setting the value re-styles the current text, and 0
    /// restores plain text. A label limited to one line gets no line spacing (UIKit could only
    /// add an empty band under it); a multi-line label whose text is known to fit on one line
    /// neither. See ``LabelState/stylingDecision``.
    ///
    /// ```swift
    /// label.numberOfLines = 0
    /// label.lineSpace = 10
    /// label.text = "如何讓你遇見我，在我最美麗的時刻。"
    /// ```
    ///
    /// Style plain `text`: a value set later re-styles `text` and drops attributes you assigned
    /// yourself through `attributedText`. (UILabel has a private `lineSpacing` property; this one
    /// is deliberately named differently.)
    @IBInspectable public var lineSpace: CGFloat {
        get { CGFloat(ls_existingSettings?.lineSpace ?? 0) }
        set {
            ls_settings.lineSpace = Double(newValue)
            reapplyLineSpace()
        }
    }

    /// The Figma / CSS line height in points: every line is exactly this tall with its glyphs
    /// centred (min = max line height plus a baseline offset; see ``FigmaLineHeight`` for the
    /// iOS 16.4 rule). 0 means not set.
    @IBInspectable public var lineHeight: CGFloat {
        get { CGFloat(ls_existingSettings?.lineHeight ?? 0) }
        set {
            ls_settings.lineHeight = Double(newValue)
            reapplyLineSpace()
        }
    }

    /// Extra space after every character, in points (the `kern` attribute); negative tightens.
    @IBInspectable public var letterSpacing: CGFloat {
        get { CGFloat(ls_existingSettings?.letterSpacing ?? 0) }
        set {
            ls_settings.letterSpacing = Double(newValue)
            reapplyLineSpace()
        }
    }

    /// Whether `lineSpace` and `lineHeight` grow and shrink with Dynamic Type, like the font of a
    /// label with `adjustsFontForContentSizeCategory`. The values are then the ones at the
    /// default content size (Large), scaled by the factor `UIFontMetrics` gives the font's text
    /// style (body when the font has none); see ``DynamicTypeScaling``.
    @IBInspectable public var adjustsLineSpaceForContentSizeCategory: Bool {
        get { ls_existingSettings?.adjustsForContentSizeCategory ?? false }
        set {
            let settings = ls_settings
            settings.adjustsForContentSizeCategory = newValue
            ls_updateContentSizeObserver(settings)
            reapplyLineSpace()
        }
    }

    /// Styles the current text again: call it after changing the label's width, font,
    /// alignment, line-break mode or number of lines once the text is set.
    public func reapplyLineSpace() {
        _ = UILabelTextHook.installed
        let current = text
        text = current  // through the hook: UIKit sets plain text, then the decision applies
    }

    /// The replacement of `setText:`. After the exchange, calling it runs UIKit's original.
    @objc fileprivate dynamic func ls_setText(_ newText: String?) {
        ls_setText(newText)
        ls_applyLineSpace()
    }

    private func ls_applyLineSpace() {
        guard let settings = ls_existingSettings, settings.isActive, !settings.isApplying,
              let string = text, !string.isEmpty
        else { return }
        let font: UIFont = self.font ?? UIFont.preferredFont(forTextStyle: .body)  // null_resettable: never nil in practice

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
            fontLineHeight: Double(font.lineHeight),
            alignment: textAlignment.lineSpaceAlignment,
            lineBreakMode: lineBreakMode.lineSpaceMode,
            numberOfLines: numberOfLines,
            lineSpace: settings.lineSpace,
            lineHeight: settings.lineHeight,
            letterSpacing: settings.letterSpacing,
            singleLineWidth: singleLineWidth,
            availableWidth: availableWidth,
            dynamicType: settings.adjustsForContentSizeCategory ? ls_dynamicTypeScaling(for: font) : .identity,
            platform: .running,
            version: .running)
        guard case .styled(let styled) = state.stylingDecision else { return }

        settings.isApplying = true
        defer { settings.isApplying = false }
        attributedText = NSAttributedString(
            string: string, attributes: styled.attributes(font: font, color: textColor))
    }
}

extension UIView {
    /// The Dynamic Type factor of `font`'s text style (body when it has none) in this view's
    /// trait collection: `UIFontMetrics.scaledValue(for:compatibleWith:)` of the style's size at
    /// the default content size, divided by that size.
    func ls_dynamicTypeScaling(for font: UIFont) -> DynamicTypeScaling {
        let styleName = font.fontDescriptor.object(forKey: .textStyle) as? String
        let style = styleName.map { UIFont.TextStyle(rawValue: $0) } ?? .body
        let defaultTraits = UITraitCollection(preferredContentSizeCategory: .large)
        let base = UIFont.preferredFont(forTextStyle: style, compatibleWith: defaultTraits).pointSize
        let scaled = UIFontMetrics(forTextStyle: style).scaledValue(for: base, compatibleWith: traitCollection)
        return DynamicTypeScaling(baseFontSize: Double(base), scaledFontSize: Double(scaled))
    }

    /// Starts or stops re-styling this view when the user changes the text size.
    func ls_updateContentSizeObserver(_ settings: LineSpaceSettings) {
        if settings.adjustsForContentSizeCategory {
            guard settings.contentSizeObserver == nil else { return }
            settings.contentSizeObserver = NotificationCenter.default.addObserver(
                forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
            ) { [weak self] _ in
                MainActor.assumeIsolated {
                    if let label = self as? UILabel {
                        label.reapplyLineSpace()
                    } else if let textView = self as? UITextView {
                        textView.reapplyLineSpace()
                    }
                }
            }
        } else if let observer = settings.contentSizeObserver {
            NotificationCenter.default.removeObserver(observer)
            settings.contentSizeObserver = nil
        }
    }
}
#endif
