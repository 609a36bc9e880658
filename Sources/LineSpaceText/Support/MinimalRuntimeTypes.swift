// The Foundation types the engine names, for the command's minimal build (LINESPACE_MINIMAL_RUNTIME).
//
// On Linux, CGFloat, CGPoint, CGSize, CGRect and NSRange live in full Foundation, and naming
// them links all of it: CoreFoundation and its start-up, Foundation's ICU, libdispatch. Data and
// AttributedString live in FoundationEssentials, which links most of itself and the Swift
// Concurrency runtime. A process pays for each library linked (its data relocated, its code
// mapped around what runs) before it does anything: 2.4 MiB for the `linespace` command
// (docs/benchmark.md, "The command's memory").
//
// The library keeps Foundation's types, as its API mirrors UIKit's and its users' code holds
// them. The `linespace` command, which nobody links against, is built with
// `-D LINESPACE_MINIMAL_RUNTIME` (scripts/command-build-flags.sh): the engine then declares
// these instead, with the same names, fields and arithmetic for what it uses, leaves out the
// AttributedString API (the command reads markup straight into styled pieces), and keeps no
// task-local test hooks. `scripts/check-minimal-build.sh` (CI) draws and measures the same
// labels with both builds, compares the outputs byte for byte, and checks that the command
// defines no Foundation, FoundationEssentials or Concurrency symbol.
#if LINESPACE_MINIMAL_RUNTIME

/// Foundation's CGFloat is a `Double` on 64-bit Linux; here it is one.
public typealias CGFloat = Double

/// A point, as Foundation's `CGPoint`.
public struct CGPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static var zero: CGPoint { CGPoint() }
}

/// A size, as Foundation's `CGSize`.
public struct CGSize: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public init() { self.init(width: 0, height: 0) }
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
    public static var zero: CGSize { CGSize() }
}

/// A rectangle, as Foundation's `CGRect`: edges and sizes read from the standardized rectangle
/// (a negative width extends left of the origin), a null rectangle at infinity that `union`
/// ignores.
public struct CGRect: Sendable {
    public var origin: CGPoint
    public var size: CGSize
    public init() { self.init(origin: CGPoint(), size: CGSize()) }
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }

    public static var zero: CGRect { CGRect() }
    /// The rectangle with no position, which `union` ignores.
    public static let null = CGRect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var width: CGFloat { abs(size.width) }
    public var height: CGFloat { abs(size.height) }
    public var minX: CGFloat { origin.x + min(size.width, 0) }
    public var midX: CGFloat { (minX + maxX) / 2 }
    public var maxX: CGFloat { origin.x + max(size.width, 0) }
    public var minY: CGFloat { origin.y + min(size.height, 0) }
    public var midY: CGFloat { (minY + maxY) / 2 }
    public var maxY: CGFloat { origin.y + max(size.height, 0) }
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative width and height.
    public var standardized: CGRect {
        isNull ? .null : CGRect(x: minX, y: minY, width: width, height: height)
    }

    /// The smallest rectangle holding both; a null rectangle adds nothing.
    public func union(_ other: CGRect) -> CGRect {
        if isNull { return other }
        if other.isNull { return self }
        let x = min(minX, other.minX), y = min(minY, other.minY)
        return CGRect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }

    /// The rectangle moved in by `dx` and `dy` on each side (out when negative); null when that
    /// leaves a negative size.
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        if isNull { return self }
        var rect = standardized
        rect.origin.x += dx
        rect.origin.y += dy
        rect.size.width -= 2 * dx
        rect.size.height -= 2 * dy
        return rect.size.width < 0 || rect.size.height < 0 ? .null : rect
    }

    /// Whether the point is inside: left and top edges included, right and bottom excluded.
    public func contains(_ point: CGPoint) -> Bool {
        !isEmpty && (minX..<maxX).contains(point.x) && (minY..<maxY).contains(point.y)
    }
}

extension CGRect: Hashable {
    /// Equal when both are null, or when their standardized forms are.
    public static func == (lhs: CGRect, rhs: CGRect) -> Bool {
        if lhs.isNull && rhs.isNull { return true }
        let a = lhs.standardized, b = rhs.standardized
        return a.origin == b.origin && a.size == b.size
    }

    /// Hashes what `==` compares: the standardized rectangle (all null rectangles alike).
    public func hash(into hasher: inout Hasher) {
        let rect = isNull ? CGRect.null : standardized
        hasher.combine(rect.origin)
        hasher.combine(rect.size)
    }
}

/// Bytes (a PNG, an SVG, a PDF), as Foundation's `Data`: an array of them.
public typealias Data = [UInt8]

/// A UTF-16 range, as Foundation's `NSRange`.
public struct NSRange: Equatable, Hashable, Sendable {
    public var location: Int
    public var length: Int
    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }
}

#endif
