// Check-only stand-in for `MainActor.assumeIsolated`, which ships with Swift 5.9+ SDKs (Xcode 15+)
// but not with the iOS 16.5 SDK used by `make apple-check`. scripts/apple-check.sh adds it only
// when the SDK lacks the real one; it is never part of the package.
extension MainActor {
    @_disfavoredOverload
    static func assumeIsolated<T>(
        _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
    ) rethrows -> T {
        try withoutActuallyEscaping(operation) { body in
            try unsafeBitCast(body, to: (() throws -> T).self)()
        }
    }
}
