// Where a line auto-shrink made smaller sits in a taller box (UILabel's baselineAdjustment).
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct BaselineAdjustmentTests {
    /// One line of Noto Sans CJK SC 17 too long for 100 pt even at the minimum scale 0.5: the
    /// scale is exactly 0.5 (line height 24.616 → 12.308, baseline 19.72 → 9.86).
    func shrunkLabel(_ text: String = String(repeating: "中", count: 40)) throws -> Label {
        let label = Label()
        label.font = try Font(family: "Noto Sans CJK SC", size: 17)
        label.numberOfLines = 1
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.text = text
        return label
    }

    @Test func aShrunkLineIsPlacedByHandWorkedOrigins() throws {
        let label = try shrunkLabel()
        let layout = label.layout(width: 100)
        #expect(layout.fontScale == 0.5 && layout.lines.count == 1)
        let full = try #require(layout.unshrunkLine)
        #expect(approx(full.height, 24.616, 1e-9) && approx(full.baseline, 19.72, 1e-9))
        #expect(approx(layout.lines[0].baseline, 9.86, 1e-9))
        // The full-size line, 25 pt on the grid, would start at (40 − 25) / 2 = 7.5.
        let cases: [(BaselineAdjustment, Double, Double)] = [
            (.alignBaselines, 7.5 + 19.72 - 9.86, 17),   // its baseline kept: 17.36, 17 on the grid
            (.alignCenters, (40 - 13) / 2, 14),          // 12.308 → 13 pt centred: 13.5, 14 on the grid
            (.none, 7.5, 8),                             // its top kept
        ]
        for (adjustment, exact, onGrid) in cases {
            label.baselineAdjustment = adjustment
            #expect(approx(label.textOriginY(of: layout, boxHeight: 40), exact, 1e-9), "\(adjustment)")
            var options = RenderOptions(boxHeight: 40)
            options.baselineAdjustment = adjustment
            #expect(try Renderer(options: options).placement(for: layout).origin.y == onGrid, "\(adjustment)")
        }
    }

    @Test func aBoxShorterThanTheFullSizeLineStillHoldsTheShrunkOne() throws {
        // A 15 pt box: the full-size line (25 pt) would start at 0 with its baseline at 19.72,
        // which would put the 12.308 pt line's bottom at 22.17, past the box: it ends at 15.
        let label = try shrunkLabel()
        let layout = label.layout(width: 100)
        #expect(approx(label.textOriginY(of: layout, boxHeight: 15), 15 - 13, 1e-9))
        let placement = try Renderer(options: RenderOptions(boxHeight: 15)).placement(for: layout)
        #expect(placement.origin.y == 2 && placement.canvasSize.height == 15)
        // NaN and infinite boxes give finite origins.
        #expect(label.textOriginY(of: layout, boxHeight: .nan).isFinite)
        #expect(approx(label.textOriginY(of: layout, boxHeight: .infinity), 19.72 - 9.86, 1e-9))
    }

    @Test func onlyALineAutoShrinkShrankIsAdjusted() throws {
        // Fits at full size: nothing to adjust.
        let fits = try shrunkLabel("中文")
        #expect(fits.layout(width: 100).unshrunkLine == nil)
        // Several lines: UIKit adjusts only one.
        let lines = try shrunkLabel()
        lines.numberOfLines = 2
        let layout = lines.layout(width: 100)
        #expect(layout.fontScale < 1 && layout.unshrunkLine == nil)
        // Without a box there is no slack to place it in.
        let one = try shrunkLabel().layout(width: 100)
        for adjustment in BaselineAdjustment.allCases {
            var options = RenderOptions()
            options.baselineAdjustment = adjustment
            #expect(try Renderer(options: options).placement(for: one).origin.y == 0)
        }
    }

    @Test func theShrunkTextSitsOnTheFullSizeBaselineInThePNG() throws {
        // H sits on the baseline: its last ink row is the baseline's. "HHHH" fits 100 pt in
        // DejaVu Sans 17; sixteen H shrink. By default both end on the same row; centred, the
        // smaller text ends higher.
        func lastInkRow(_ text: String, _ adjustment: BaselineAdjustment) throws -> Int {
            let label = try shrunkLabel(text)
            label.font = try Font(family: "DejaVu Sans", size: 17)
            label.minimumScaleFactor = 0.3
            label.baselineAdjustment = adjustment
            let bitmap = try Bitmap(png: label.render(width: 100, height: 40))
            return try #require(bitmap.inkRows().last)
        }
        let full = try lastInkRow("HHHH", .alignBaselines)
        #expect(try lastInkRow(String(repeating: "H", count: 16), .alignBaselines) == full)
        #expect(try lastInkRow(String(repeating: "H", count: 16), .alignCenters) < full - 2)
        #expect(try lastInkRow("HHHH", .alignCenters) == full)
    }
}
