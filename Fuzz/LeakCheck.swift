// Leak check: 10,000 labels laid out and rendered; LeakSanitizer then reports any C handle or
// allocation left unreachable, and the live heap must not grow once the bounded caches are full.
// Built and run by scripts/sanitizers.sh against the AddressSanitizer build.
import Foundation
import LineSpaceText

@_silgen_name("__sanitizer_get_current_allocated_bytes")
func currentAllocatedBytes() -> Int

@main
struct LeakCheck {
    static func main() throws {
        let texts = [
            "如何讓你遇見我，在我最美麗的時刻。為這，我已在佛前求了五百年，求他讓我們結一段塵緣",
            "The quick brown fox jumps over the lazy dog.\nA second paragraph.",
            "Emoji 👨‍👩‍👧 and flags 🇯🇵 and marks e\u{301}", "مرحبا بالعالم", "",
        ]
        let fonts = try ["Noto Sans CJK TC", "DejaVu Sans"].map { try Font(family: $0, size: 17) }
        let renderer = Renderer(options: RenderOptions())
        var checkpoint = 0
        for i in 0..<10_000 {
            let label = Label()
            label.font = fonts[i % fonts.count]
            label.numberOfLines = i % 4
            label.lineSpace = CGFloat(i % 12)
            // A text never seen before every time: the layout cache fills up and must stay bounded.
            label.text = texts[i % texts.count] + " \(i)"
            label.lineBreakMode = LineBreakMode.allCases[i % LineBreakMode.allCases.count]
            let layout = label.layout(width: CGFloat(100 + i % 300))
            _ = try renderer.render(layout, text: label.styledText())
            if i == 3_000 { checkpoint = currentAllocatedBytes() }
        }
        let growth = currentAllocatedBytes() - checkpoint
        print("leak check: 10,000 labels laid out and rendered; live heap grew \(growth / 1024) KiB after label 3,000")
        // The shared layout cache holds at most 2,048 layouts; it is full long before label 3,000.
        if growth > 16 << 20 {
            print("leak check: the live heap keeps growing")
            exit(1)
        }
    }
}
