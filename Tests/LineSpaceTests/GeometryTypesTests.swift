import Foundation
import Testing

/// The package's one geometry type (docs/design.md, "Geometry types"): every length,
/// coordinate, size and scale in a public signature is `CGFloat`, `CGSize`, `CGPoint` or
/// `CGRect`, as in UIKit. `Double` is left to numbers that are not geometry.
@Suite struct GeometryTypesTests {
    /// The public declarations that may name `Double` or `Float`: colour components, fractions,
    /// percentages and the slant of a synthetic oblique.
    static let notGeometry: Set<String> = [
        "LetterSpacing.percent(_:)", "ParagraphStyle.hyphenationFactor",
        "Color.red", "Color.green", "Color.blue", "Color.alpha", "Color.init(red:green:blue:alpha:)", "Color.init(rgb:alpha:)",
        "LinearGradient.Stop.location", "LinearGradient.Stop.init(location:color:)",
        "Font.syntheticSlant", "Font.syntheticObliqueSlant", "Label.maximumTightening",
    ]

    @Test(arguments: ["LineSpace", "LineSpaceText"])
    func publicLengthsAreCoreGraphicsTypes(module: String) throws {
        let graph = try SymbolGraph(module: module)
        let doubles = graph.symbols.filter {
            !$0.standardTypes.isDisjoint(with: ["Double", "Float"]) && !Self.notGeometry.contains($0.path)
        }
        #expect(doubles.isEmpty, """
            public declarations of \(module) take or return Double/Float (lengths are CGFloat; add \
            a number that is not geometry to notGeometry):
            \(doubles.map(\.description).joined(separator: "\n"))
            """)
        let listed = graph.symbols.filter { Self.notGeometry.contains($0.path) }
        #expect(!listed.isEmpty, "the graph names the declarations' types (the check is not vacuous)")
        #expect(listed.allSatisfy { $0.standardTypes.contains("Double") })
    }

    /// Code written when these values were `Double` still compiles (CHANGELOG: Swift converts a
    /// `Double` to a `CGFloat` in assignments and arguments, and back).
    @Test func codeHoldingDoublesStillCompiles() throws {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let probe = """
            import Foundation
            import LineSpaceText

            func measure(spacing: Double, size: Double, width: Double, scale: Double) throws -> Double {
                var style = ParagraphStyle(lineSpacing: spacing, headIndent: spacing)
                style.lineHeight = size * 1.5
                style.tabStops = [TextTab(.left, location: width / 2)]
                let font = try Font(family: "DejaVu Sans", size: size)
                var attributes = TextAttributes(font: font, letterSpacing: spacing / 10)
                attributes.baselineOffset = -spacing
                let text = StyledText("x", attributes: attributes, paragraphStyle: style)
                let layout = TextLayout(text: text, options: LayoutOptions(width: width, numberOfLines: 2))
                _ = RenderOptions(scale: scale, padding: spacing, boxHeight: size * 4)
                _ = LetterSpacing.points(spacing).points(forFontSize: size)
                let ascender: Double = font.ascender
                return layout.size.height + ascender + style.lineSpacing
            }
            """
        let diagnostics = try Compiler(repository: repository).typecheck(probe)
        #expect(!diagnostics.contains("error:"), "\(diagnostics)")
    }

    /// The README's and the Linux guide's examples as a client compiles them (plain `import`,
    /// top-level code), on this platform: `CGSize(width: 300, height: CGFloat.infinity)`
    /// compiles everywhere, where `.infinity` alone is ambiguous on Linux (Foundation there has
    /// `CGSize` initializers taking `CGFloat` and `Double`).
    @Test func theDocumentedSpellingCompiles() throws {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var blocks: [String] = []
        for document in ["README.md", "docs/README-linux.md", "Sources/LineSpaceText/LineSpaceText.docc/GettingStarted-Linux.md"] {
            let text = try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)
            let found = text.components(separatedBy: "```swift\n").dropFirst()
                .map { $0.components(separatedBy: "```")[0] }
                .filter { $0.contains("sizeThatFits(CGSize(") }
            #expect(!found.isEmpty, "\(document) shows sizeThatFits")
            blocks += found
        }
        let compiler = Compiler(repository: repository)
        for block in blocks {
            let diagnostics = try compiler.typecheck(block, fileName: "main.swift")
            #expect(!diagnostics.contains("error:"), "\(block)\n\(diagnostics)")
        }
        #if os(Linux)
        let ambiguous = try compiler.typecheck(
            "import Foundation\nlet size = CGSize(width: 300, height: .infinity)\n", fileName: "main.swift")
        #expect(ambiguous.contains("ambiguous use of 'infinity'"),
                "the trap the docs steer around still exists; if it is gone, the docs can say so\n\(ambiguous)")
        #endif
    }
}
