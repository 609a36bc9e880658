// A Swift client of LineSpace as an app writes it: UIKit, SwiftUI and LineSpace imported together,
// every name unqualified. `make apple-check` compiles it for iOS with warnings as errors (and
// for tvOS without SwiftUI); a name LineSpace adds that clashes with SwiftUI, UIKit or an app's
// own subclass breaks this file.
import LineSpace
#if canImport(SwiftUI)
import SwiftUI
#endif
import UIKit

/// App subclasses with their own `lineHeight` and `letterSpacing` (LineSpace's are prefixed).
final class BrandLabel: UILabel {
    var lineHeight: CGFloat = 0
    var letterSpacing: CGFloat = 0
}

final class NotesTextView: UITextView {
    var lineHeight: CGFloat = 0
    var letterSpacing: CGFloat = 0
}

#if canImport(SwiftUI)
/// SwiftUI's `TextAlignment`, unqualified, next to `Text + Text` with LineSpace's Text API.
struct QuoteView: View {
    var alignment: TextAlignment = .center
    let font = UIFont.systemFont(ofSize: 17)

    var body: some View {
        VStack(alignment: .leading) {
            (Text("如何讓你遇見我，").lineSpaceFont(font, letterSpacing: 0.34)
                + Text("在我最美麗的時刻。").lineSpaceFont(font).bold())
                .multilineTextAlignment(alignment)
                .lineSpaceLineHeight(30, font: font)
            Text("如何讓你遇見我").lineSpaceLineHeight(30, font: font, text: "如何讓你遇見我")
            Text("Title").lineSpaceFont(font, relativeTo: .title)
                .lineSpaceLineHeight(34, font: font, relativeTo: .title)
        }
    }
}
#endif

@MainActor
func configure(_ label: BrandLabel, _ textView: NotesTextView) {
    label.numberOfLines = 0
    label.textAlignment = .center
    label.lineSpace = 10
    label.lineSpaceLineHeight = 30
    label.lineSpaceLetterSpacing = 0.34
    label.adjustsLineSpaceForContentSizeCategory = true
    label.lineHeight = 1        // the subclass's own
    label.letterSpacing = 2     // the subclass's own
    label.reapplyLineSpace()

    textView.lineSpace = 10
    textView.lineSpaceLineHeight = 30
    textView.lineSpaceLetterSpacing = 0.34
    textView.adjustsLineSpaceForContentSizeCategory = true
    textView.lineHeight = 1
    textView.reapplyLineSpace()

    // The cross-platform model, unqualified next to UIKit's NSTextAlignment.
    var style = ParagraphStyle()
    style.alignment = ParagraphAlignment.center
    style.lineBreakMode = LineBreakMode.byTruncatingTail
    let uikitAlignment: NSTextAlignment = .center
    _ = (style, uikitAlignment, LetterSpacing.percent(2).points(forFontSize: 17))
}
