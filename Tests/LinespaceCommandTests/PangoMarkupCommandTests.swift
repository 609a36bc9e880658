import Foundation
import Testing

/// `--markup` takes Pango's markup with Pango's units, and refuses what it cannot honour with
/// the position, exit 2.
@Suite struct PangoMarkupCommandTests {
    let sandbox: CommandSandbox
    init() throws { sandbox = try CommandSandbox() }

    @Test func pangoSizesAndTagsAreRead() throws {
        // 12800 Pango units and 12.5pt are one size: the same measurement.
        let units = try sandbox.run(["measure", "--json", "--markup", "--font", "DejaVu Sans", "--text", "<span size='12800'>Hi</span> x<sup>2</sup>"])
        let points = try sandbox.run(["measure", "--json", "--markup", "--font", "DejaVu Sans", "--text", "<span size='12.5pt'>Hi</span> x<sup>2</sup>"])
        #expect(units.status == 0, "\(units.stderr)")
        #expect(units.stdout == points.stdout)
        #expect(units.stdout.contains(#""text":"Hi x2""#))
    }

    @Test func unsupportedPangoMarkupExitsTwoWithItsPosition() throws {
        let result = try sandbox.run(["measure", "--markup", "--text", "ab\n<span overline='single'>x</span>"])
        #expect(result.status == 2)
        #expect(result.stderr == "linespace: measure: --text: bad markup at line 2, column 7: overline='single' is Pango markup LineSpace does not support (docs/markup.md)\n")
        #expect(result.stdout.isEmpty)
    }
}
