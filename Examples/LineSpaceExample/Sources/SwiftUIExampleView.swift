// SwiftUI: a Figma line height on concatenated Text, hosted in the UIKit tab bar.
import LineSpace
import SwiftUI
import UIKit

struct SwiftUIExampleView: View {
    static let first = "如何讓你遇見我，在我最美麗的時刻。"
    static let second = "為這，我已在佛前求了五百年，求他讓我們結一段塵緣"
    let font = UIFont.preferredFont(forTextStyle: .body)

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            // `lineSpaceFont` keeps `Text`, so the parts concatenate; the line height applies last.
            // The text is passed along: the system font draws Chinese in its PingFang fallback,
            // whose line height decides the spacing.
            (Text(Self.first).lineSpaceFont(font, letterSpacing: 0.34) + Text(Self.second).lineSpaceFont(font).bold())
                .multilineTextAlignment(.center)
                .lineSpaceLineHeight(30, font: font, text: Self.first + Self.second)
            Spacer()
        }
        .padding()
    }
}

final class SwiftUIExampleViewController: UIHostingController<SwiftUIExampleView> {
    init() {
        super.init(rootView: SwiftUIExampleView())
    }

    @available(*, unavailable)
    required dynamic init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the tab is created in code")
    }
}
