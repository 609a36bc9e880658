// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LineSpace",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15)],
    products: [
        // Pure Swift: the style model and the Apple adapters. No C libraries.
        .library(name: "LineSpace", targets: ["LineSpace"]),
        // The text engine: fontconfig + HarfBuzz + ICU + Cairo.
        .library(name: "LineSpaceText", targets: ["LineSpaceText"]),
        .executable(name: "linespace", targets: ["linespace"]),
    ],
    targets: [
        .target(name: "LineSpace"),

        // One system-library target per C library (pkg-config finds the flags).
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo-ft",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        // PNG encoding: libspng with fast settings (Cairo's own PNG writer is ~8× slower).
        .systemLibrary(
            name: "CSPNG", pkgConfig: "spng",
            providers: [.apt(["libspng-dev"]), .brew(["libspng"])]),
        // Automatic hyphenation: libhyphen, which ships no pkg-config file (a module map links it).
        .systemLibrary(name: "CHyphen", providers: [.apt(["libhyphen-dev"])]),
        // ICU behind a stdint-only header: ICU's own headers clash with Foundation's ICU in Swift.
        .target(
            name: "CICUBreak",
            linkerSettings: [.linkedLibrary("icuuc")]),

        .target(
            name: "LineSpaceText",
            dependencies: ["LineSpace", "CHarfBuzz", "CFontconfig", "CCairo", "CSPNG", "CICUBreak", "CHyphen"]),
        // Targets using LineSpace's types name it although LineSpaceText re-exports it: SwiftPM
        // rebuilds a target when a module it names changes, not one it sees through another, and
        // code compiled against an old ParagraphStyle layout links (or fails to) against the new.
        .executableTarget(name: "linespace", dependencies: ["LineSpace", "LineSpaceText"]),

        // The benchmark, the only target linking Pango (docs/benchmark.md). `swift build` and
        // `swift test` in this repository build it too, so the install script installs
        // libpango1.0-dev with the core packages; packages depending on the LineSpace or
        // LineSpaceText products never build it.
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
        .executableTarget(name: "linespace-bench", dependencies: ["LineSpace", "LineSpaceText", "CHarfBuzz", "CPango"]),

        .testTarget(name: "LineSpaceTests", dependencies: ["LineSpace"]),
        // zlib for the tests only: they inflate PDF content streams to check what was drawn.
        .systemLibrary(name: "CZlib", path: "Tests/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .testTarget(name: "LineSpaceTextTests", dependencies: ["LineSpace", "LineSpaceText", "CZlib"]),
        // Runs the built `linespace` binary (found beside the test bundle) as a user would.
        .testTarget(name: "LinespaceCommandTests", dependencies: ["LineSpace", "LineSpaceText", "linespace"]),
    ],
    swiftLanguageModes: [.v6]
)
