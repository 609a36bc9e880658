// Helpers for the rendering tests: sample labels and reading ink out of decoded PNGs.
import Foundation
@testable import LineSpaceText

enum RenderingFixtures {
    static let sample = "如何讓你遇見我，在我最美麗的時刻。為這，我已在佛前求了五百年，求他讓我們結一段塵緣"

    /// The README's label: Noto Sans CJK TC 17 pt, lineSpace 10, unlimited lines.
    static func sampleLabel(_ text: String = sample, lineSpace: CGFloat = 10, style: ParagraphStyle = .default) -> Label {
        let label = Label()
        label.font = try! Font(family: "Noto Sans CJK TC", size: 17)
        label.paragraphStyle = style
        label.lineSpace = lineSpace
        label.numberOfLines = 0
        label.text = text
        return label
    }
}

extension Bitmap {
    /// Whether the pixel differs from `background` (any channel by more than `tolerance`).
    func isInk(x: Int, y: Int, background: Pixel = Pixel(red: 255, green: 255, blue: 255, alpha: 255), tolerance: Int = 8) -> Bool {
        let p = self[x, y]
        return abs(Int(p.red) - Int(background.red)) > tolerance || abs(Int(p.green) - Int(background.green)) > tolerance
            || abs(Int(p.blue) - Int(background.blue)) > tolerance || abs(Int(p.alpha) - Int(background.alpha)) > tolerance
    }

    /// The rows holding at least one ink pixel.
    func inkRows(background: Pixel = Pixel(red: 255, green: 255, blue: 255, alpha: 255)) -> [Int] {
        (0..<height).filter { y in (0..<width).contains { x in isInk(x: x, y: y, background: background) } }
    }
}
