/// An operating-system version (major.minor.patch), comparable, without Foundation.
///
/// The Apple adapters build one from `ProcessInfo.processInfo.operatingSystemVersion`; tests
/// build them directly, so the version-dependent rules (``FigmaLineHeight``) run on Linux.
///
/// ```swift
/// let version = PlatformVersion(16, 4)
/// version >= PlatformVersion(16, 3, 1) // true
/// ```
struct PlatformVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    var major: Int
    var minor: Int
    var patch: Int

    /// A version; `minor` and `patch` default to 0.
    init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Lexicographic order on (major, minor, patch).
    static func < (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// `"16.4.0"`.
    var description: String { "\(major).\(minor).\(patch)" }
}

/// The Apple operating systems whose text system the adapters style, each with its own version
/// numbering (an iOS 16.4 device and a macOS 13.3 Mac run the same text-system release).
enum ApplePlatform: String, Sendable, Hashable, CaseIterable {
    case iOS
    case tvOS
    case watchOS
    case visionOS
    /// AppKit, and UIKit on the Mac (Mac Catalyst reports the macOS version).
    case macOS
}
