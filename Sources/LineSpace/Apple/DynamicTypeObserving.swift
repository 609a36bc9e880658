// Dynamic Type for UILabel and UITextView: the scaling of the font's text style, and a restyle
// (by merge) when the view's own content size category changes (ContentSizeObservation).
#if canImport(UIKit) && !os(watchOS)
import UIKit

extension ContentSizeObservation {
    /// iOS 17 and tvOS 17 register for the content size trait; earlier releases hook
    /// `traitCollectionDidChange(_:)`. The registration API is called through the runtime
    /// (`-registerForTraitChanges:withAction:` with the `UITraitPreferredContentSizeCategory`
    /// class): the 16.5 SDK `make apple-check` compiles against predates it.
    static var running: ContentSizeObservation {
        guard #available(iOS 17, tvOS 17, *) else { return .traitCollectionDidChangeHook }
        return ContentSizeObservation(hasTraitRegistration: TraitRegistration.isAvailable)
    }
}

/// `-[UIView registerForTraitChanges:withAction:]` (iOS 17), called through the runtime.
enum TraitRegistration {
    static let register = Selector(("registerForTraitChanges:withAction:"))
    static let contentSizeTraitName = "UITraitPreferredContentSizeCategory"

    static var isAvailable: Bool {
        UIView.instancesRespond(to: register) && NSClassFromString(contentSizeTraitName) != nil
    }

    /// Registers `view` to receive `action` (no arguments) when its content size category changes.
    /// - Returns: `false` where the API is missing.
    @MainActor static func registerContentSizeChanges(of view: UIView, action: Selector) -> Bool {
        guard view.responds(to: register), let trait = NSClassFromString(contentSizeTraitName),
              let imp = view.method(for: register)
        else { return false }
        // - (id<UITraitChangeRegistration>)registerForTraitChanges:(NSArray<UITrait> *)traits
        //                                              withAction:(SEL)action
        typealias Register = @convention(c) (NSObject, Selector, NSArray, Selector) -> Unmanaged<AnyObject>?
        _ = unsafeBitCast(imp, to: Register.self)(view, register, [trait] as NSArray, action)
        return true
    }
}

extension LineSpaceStyledView where Self: UIView {
    /// Whether spacing follows Dynamic Type: the value set, else what the view does with its font.
    var ls_adjustsForContentSizeCategory: Bool {
        let adjustsFont = (self as? any UIContentSizeCategoryAdjusting)?.adjustsFontForContentSizeCategory ?? false
        return DynamicTypeScaling.scalesSpacing(
            explicit: ls_existingSettings?.adjustsForContentSizeCategory, viewAdjustsFont: adjustsFont)
    }

    var ls_contentSizeCategory: String? {
        traitCollection.preferredContentSizeCategory.rawValue
    }

    /// Sets the option (no longer following the font's) and restyles.
    func ls_setAdjustsForContentSizeCategory(_ isOn: Bool) {
        Self.ls_installHooks()
        ls_settings.adjustsForContentSizeCategory = isOn
        ls_observeContentSizeCategory()
        ls_restyle(after: .valueChanged)
    }

    /// Restyles when the view's content size category changes (scaling, or the line-height
    /// floor), from the first LineSpace value: by registration on iOS 17 and later; earlier, the
    /// class's `traitCollectionDidChange(_:)` hook reports it.
    func ls_observeContentSizeCategory() {
        let settings = ls_settings
        guard !settings.observesContentSize else { return }
        settings.observesContentSize = true
        if ContentSizeObservation.running == .traitRegistration {
            _ = TraitRegistration.registerContentSizeChanges(
                of: self, action: #selector(UIView.ls_contentSizeCategoryDidChange))
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

extension UIView {
    /// The iOS 17 registration's action: the content size category changed.
    @objc nonisolated func ls_contentSizeCategoryDidChange() {
        ls_runHook(.traitsChanged(previousContentSizeCategory: nil)) {}
    }

    /// Before iOS 17: every trait change; only a content size change restyles.
    @objc nonisolated dynamic func ls_traitCollectionDidChange(_ previous: UITraitCollection?) {
        typealias Method = @convention(c) (NSObject, Selector, UITraitCollection?) -> Void
        let method = SharedHooks.traitCollectionDidChange
        let previousCategory = previous?.preferredContentSizeCategory.rawValue
        ls_runHook(.traitsChanged(previousContentSizeCategory: previousCategory)) {
            ls_original(method, among: SharedHooks.classes, as: Method.self)(self, method.selector, previous)
        }
    }
}
#endif
