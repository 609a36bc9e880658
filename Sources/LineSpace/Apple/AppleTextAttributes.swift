// Translation between NSAttributedString attributes and the cross-platform values
// (Styling/ManagedAttributes.swift), and of UIKit/AppKit enums. No decisions here.
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

#if canImport(UIKit) || canImport(AppKit)
import Foundation

/// One attribute run of a text: its range, all its attributes, and the values LineSpace manages.
struct AttributeRun {
    var range: NSRange
    var attributes: [NSAttributedString.Key: Any]
    var values: ManagedAttributes
}

extension NSAttributedString {
    /// The text's attribute runs, in order (the longest effective ranges).
    var ls_runs: [AttributeRun] {
        ls_runs(in: NSRange(location: 0, length: length))
    }

    /// The attribute runs in `range`, clipped to it, in order.
    func ls_runs(in range: NSRange) -> [AttributeRun] {
        var runs: [AttributeRun] = []
        enumerateAttributes(in: range) { attributes, range, _ in
            runs.append(AttributeRun(range: range, attributes: attributes, values: ManagedAttributes(attributes)))
        }
        return runs
    }
}

extension NSMutableAttributedString {
    /// Applies a plan's edits: attribute changes on the runs named, nothing else (no character
    /// changes, so a text storage keeps its marked text and selection).
    ///
    /// - Parameter base: the paragraph style for runs that have none (the view's own values).
    func ls_apply(_ edits: [TextStylingPlan.Edit], runs: [AttributeRun], base: NSParagraphStyle) {
        for edit in edits where runs.indices.contains(edit.run) {
            let run = runs[edit.run]
            var attributes = run.attributes
            attributes.ls_set(edit.attributes, base: base)
            for key in [NSAttributedString.Key.paragraphStyle, .tracking, .baselineOffset] {
                if let value = attributes[key] {
                    addAttribute(key, value: value, range: run.range)
                } else {
                    removeAttribute(key, range: run.range)
                }
            }
        }
    }
}

extension Dictionary where Key == NSAttributedString.Key, Value == Any {
    /// Writes LineSpace's values: a copy of the existing paragraph style (or of `base`) with the
    /// three paragraph values, so everything else in it (alignment, line-break mode and strategy,
    /// writing direction, tab stops) is kept; `tracking` and `baselineOffset` set or removed.
    mutating func ls_set(_ values: ManagedAttributes, base: NSParagraphStyle) {
        if values.paragraphDiffers(from: ManagedAttributes(self)) {
            let paragraph = NSMutableParagraphStyle()
            paragraph.setParagraphStyle((self[.paragraphStyle] as? NSParagraphStyle) ?? base)
            paragraph.lineSpacing = CGFloat(values.lineSpacing)
            paragraph.minimumLineHeight = CGFloat(values.minimumLineHeight)
            paragraph.maximumLineHeight = CGFloat(values.maximumLineHeight)
            // A copy: attributed strings must not hold a style that is mutated later.
            self[.paragraphStyle] = paragraph.copy()
        }
        self[.tracking] = values.tracking.map { NSNumber(value: $0) }
        self[.baselineOffset] = values.baselineOffset.map { NSNumber(value: $0) }
    }
}

extension ManagedAttributes {
    /// The values LineSpace manages, as found in `attributes` (0 / `nil` when absent).
    init(_ attributes: [NSAttributedString.Key: Any]) {
        let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle
        self.init(
            lineSpacing: Double(paragraph?.lineSpacing ?? 0),
            minimumLineHeight: Double(paragraph?.minimumLineHeight ?? 0),
            maximumLineHeight: Double(paragraph?.maximumLineHeight ?? 0),
            tracking: (attributes[.tracking] as? NSNumber)?.doubleValue,
            baselineOffset: (attributes[.baselineOffset] as? NSNumber)?.doubleValue,
            kern: (attributes[.kern] as? NSNumber)?.doubleValue)
    }
}

extension NSTextAlignment {
    var lineSpaceAlignment: ParagraphAlignment {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        @unknown default: return .natural
        }
    }
}

extension NSLineBreakMode {
    var lineSpaceMode: LineBreakMode {
        switch self {
        case .byWordWrapping: return .byWordWrapping
        case .byCharWrapping: return .byCharWrapping
        case .byClipping: return .byClipping
        case .byTruncatingHead: return .byTruncatingHead
        case .byTruncatingTail: return .byTruncatingTail
        case .byTruncatingMiddle: return .byTruncatingMiddle
        @unknown default: return .byWordWrapping
        }
    }
}

extension BaselineOffsetRule {
    /// The rule of the running text system, decided by `#available` (the availability check
    /// answers with the iOS release an iPhone or iPad app runs against, also on a Mac and in
    /// visionOS's compatibility mode; Mac Catalyst maps to its iOS release too).
    static var running: BaselineOffsetRule {
        if #available(iOS 16.6, tvOS 16.6, watchOS 9.6, macOS 13.5, *) { return .exact }
        if #available(iOS 16.4, tvOS 16.4, watchOS 9.4, macOS 13.3, *) { return .exactIgnoringNegative }
        return .doubled
    }
}
#endif
