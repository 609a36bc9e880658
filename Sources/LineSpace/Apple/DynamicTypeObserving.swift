// Dynamic Type for `adjustsLineSpaceForContentSizeCategory` (UILabel, UITextView): the scaling
// factor of the font's text style, and a restyle (by merge) when the user changes the text size.
#if canImport(UIKit) && !os(watchOS)
import UIKit

extension LineSpaceStyledView where Self: UIView {
    /// Whether spacing follows Dynamic Type: the value set, else what the view does with its font.
    var ls_adjustsForContentSizeCategory: Bool {
        let adjustsFont = (self as? any UIContentSizeCategoryAdjusting)?.adjustsFontForContentSizeCategory ?? false
        return DynamicTypeScaling.scalesSpacing(
            explicit: ls_existingSettings?.adjustsForContentSizeCategory, viewAdjustsFont: adjustsFont)
    }

    /// Sets the option (no longer following the font's) and restyles.
    func ls_setAdjustsForContentSizeCategory(_ isOn: Bool) {
        Self.ls_installHooks()
        ls_settings.adjustsForContentSizeCategory = isOn
        ls_observeContentSizeCategory()
        ls_restyle(after: .valueChanged)
    }

    /// Restyles when the user changes the text size (scaling, or the line-height floor).
    func ls_observeContentSizeCategory() {
        let settings = ls_settings
        if settings.contentSizeObserver == nil {
            settings.contentSizeObserver = NotificationCenter.default.addObserver(
                forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.ls_restyle(after: .valueChanged) }
            }
        }
    }

    /// The Dynamic Type scaling of `font` in this view (``DynamicTypeScaling``): the factor of
    /// its text style (body when it has none) in the view's trait collection when spacing
    /// scales, and how much the font itself has grown.
    func ls_dynamicTypeScaling(for font: UIFont) -> DynamicTypeScaling {
        let styleName = font.fontDescriptor.object(forKey: .textStyle) as? String
        let style = styleName.map { UIFont.TextStyle(rawValue: $0) } ?? .body
        let defaultTraits = UITraitCollection(preferredContentSizeCategory: .large)
        let base = UIFont.preferredFont(forTextStyle: style, compatibleWith: defaultTraits).pointSize
        let scaled = UIFontMetrics(forTextStyle: style).scaledValue(for: base, compatibleWith: traitCollection)
        let metrics = DynamicTypeScaling(baseFontSize: Double(base), scaledFontSize: Double(scaled))
        let adjustsFont = (self as? any UIContentSizeCategoryAdjusting)?.adjustsFontForContentSizeCategory ?? false
        let growth = DynamicTypeScaling.fontGrowth(
            pointSize: Double(font.pointSize), textStyleDefaultSize: styleName == nil ? nil : Double(base),
            viewAdjustsFont: adjustsFont, metricsFactor: metrics.factor)
        return DynamicTypeScaling(factor: ls_adjustsForContentSizeCategory ? metrics.factor : 1, fontGrowth: growth)
    }
}
#endif
