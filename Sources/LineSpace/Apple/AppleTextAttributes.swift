// Translation of the cross-platform styling decision into NSAttributedString attributes, and of
// UIKit/AppKit values into the cross-platform ones. No decisions here.
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

#if canImport(UIKit) || canImport(AppKit)
import Foundation

extension NSTextAlignment {
    init(_ alignment: TextAlignment) {
        switch alignment {
        case .left: self = .left
        case .center: self = .center
        case .right: self = .right
        case .justified: self = .justified
        case .natural: self = .natural
        }
    }

    var lineSpaceAlignment: TextAlignment {
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
    init(_ mode: LineBreakMode) {
        switch mode {
        case .byWordWrapping: self = .byWordWrapping
        case .byCharWrapping: self = .byCharWrapping
        case .byClipping: self = .byClipping
        case .byTruncatingHead: self = .byTruncatingHead
        case .byTruncatingTail: self = .byTruncatingTail
        case .byTruncatingMiddle: self = .byTruncatingMiddle
        }
    }

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

extension StyledTextAttributes {
    /// The attributes for `NSAttributedString(string:attributes:)`: a fresh paragraph style (never
    /// mutated after this, as NSMutableParagraphStyle's documentation requires), the view's font
    /// and colour, and `kern` / `baselineOffset` when the decision has them.
    func attributes(font: Any?, color: Any?) -> [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = CGFloat(paragraphStyle.lineSpacing)
        paragraph.minimumLineHeight = CGFloat(paragraphStyle.minimumLineHeight)
        paragraph.maximumLineHeight = CGFloat(paragraphStyle.maximumLineHeight)
        paragraph.alignment = NSTextAlignment(paragraphStyle.alignment)
        paragraph.lineBreakMode = NSLineBreakMode(paragraphStyle.lineBreakMode)
        // UIKit's default stops are 12 tabs 28 pt apart; a positive default interval continues
        // them past the last one, as LineSpaceText's tab stops do.
        paragraph.defaultTabInterval = CGFloat(paragraphStyle.resolvedTabInterval)

        var attributes: [NSAttributedString.Key: Any] = [.paragraphStyle: paragraph]
        if let font { attributes[.font] = font }
        if let color { attributes[.foregroundColor] = color }
        if let kern { attributes[.kern] = NSNumber(value: kern) }
        if let baselineOffset { attributes[.baselineOffset] = NSNumber(value: baselineOffset) }
        return attributes
    }
}

extension PlatformVersion {
    /// The running system's version (`ProcessInfo.processInfo.operatingSystemVersion`).
    static var running: PlatformVersion {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return PlatformVersion(version.majorVersion, version.minorVersion, version.patchVersion)
    }
}

extension ApplePlatform {
    /// The platform this code was compiled for. Mac Catalyst reports macOS versions.
    static var running: ApplePlatform {
        #if targetEnvironment(macCatalyst) || os(macOS)
        return .macOS
        #elseif os(tvOS)
        return .tvOS
        #elseif os(watchOS)
        return .watchOS
        #elseif os(visionOS)
        return .visionOS
        #else
        return .iOS
        #endif
    }
}
#endif
