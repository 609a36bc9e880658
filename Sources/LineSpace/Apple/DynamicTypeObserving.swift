// Dynamic Type for `adjustsLineSpaceForContentSizeCategory` (UILabel, UITextView): the scaling
// factor of the font's text style, and a restyle (by merge) when the user changes the text size.
#if canImport(UIKit) && !os(watchOS)
import UIKit

extension LineSpaceStyledView where Self: UIView {
    /// Turns the option on or off and restyles.
    func ls_setAdjustsForContentSizeCategory(_ isOn: Bool) {
        Self.ls_installHooks()
        let settings = ls_settings
        settings.adjustsForContentSizeCategory = isOn
        if isOn, settings.contentSizeObserver == nil {
            settings.contentSizeObserver = NotificationCenter.default.addObserver(
                forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.ls_restyle(after: .valueChanged) }
            }
        } else if !isOn, let observer = settings.contentSizeObserver {
            NotificationCenter.default.removeObserver(observer)
            settings.contentSizeObserver = nil
        }
        ls_restyle(after: .valueChanged)
    }

    /// The Dynamic Type factor of `font`'s text style (body when it has none) in this view's
    /// trait collection when the option is on, else the identity: `UIFontMetrics` scaling of the
    /// style's size at the default content size, divided by that size.
    func ls_dynamicTypeScaling(for font: UIFont, settings: LineSpaceSettings) -> DynamicTypeScaling {
        guard settings.adjustsForContentSizeCategory else { return .identity }
        let styleName = font.fontDescriptor.object(forKey: .textStyle) as? String
        let style = styleName.map { UIFont.TextStyle(rawValue: $0) } ?? .body
        let defaultTraits = UITraitCollection(preferredContentSizeCategory: .large)
        let base = UIFont.preferredFont(forTextStyle: style, compatibleWith: defaultTraits).pointSize
        let scaled = UIFontMetrics(forTextStyle: style).scaledValue(for: base, compatibleWith: traitCollection)
        return DynamicTypeScaling(baseFontSize: Double(base), scaledFontSize: Double(scaled))
    }
}
#endif
