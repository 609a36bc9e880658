// Seeded random text for property tests: reproducible from the seed printed on failure.

/// SplitMix64: small, fast, and the same sequence on every platform.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum RandomText {
    static let pieces: [String] = [
        "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "supercalifragilistic",
        "如何", "讓你", "遇見我", "，", "。", "在我最美麗的時刻", "「引用」", "日本語のテキスト", "한국어",
        "👨‍👩‍👧", "🇯🇵", "👍🏽", "❤️", "e\u{301}", "a\u{308}\u{323}\u{301}", "ﬁ", "well-known", "100.5%",
        " ", " ", " ", "  ", "\u{3000}", "\n", "\r\n", "\u{2028}", "\u{2029}", "\t",
        // Right-to-left and mixed: Hebrew, Arabic (joining, lam-alef), numbers, brackets, controls.
        "שלום", "עולם", "مرحبا", "العالم", "لا", "123", "٤٥٦", "(", ")", "[", "]", "\u{200F}", "\u{2067}", "\u{2069}",
        // Ligatures in DejaVu Sans and Noto: fi, ffi.
        "office", "fine", "waffle",
    ]

    /// Sentences in six scripts, as comments are: what the resize bench lays out.
    static let commentSentences = [
        "The quick brown fox jumps over the lazy dog, and then it does it again.",
        "如何讓你遇見我，在我最美麗的時刻。為這，我已在佛前求了五百年。",
        "مرحبا بالجميع، هذا تعليق قصير لاختبار التفاف الأسطر.",
        "שלום לכולם, זו תגובה קצרה לבדיקת שבירת שורות 123.",
        "Great work 👍🏽 the new release is 🔥🔥 — thanks 🙏 ❤️",
        "日本語のコメントもあります。「ありがとう」と言いたいです。",
    ]

    /// A comment-length text: one to three of `commentSentences`, joined by a space (by a
    /// new line when `newLines`).
    static func comment(_ generator: inout SeededGenerator, newLines: Bool) -> String {
        (0...Int.random(in: 0...2, using: &generator)).map { _ in commentSentences.randomElement(using: &generator)! }
            .joined(separator: newLines ? "\n" : " ")
    }

    static func make(_ generator: inout SeededGenerator, maxPieces: Int = 40) -> String {
        let count = Int.random(in: 0...maxPieces, using: &generator)
        var text = ""
        for _ in 0..<count { text += pieces.randomElement(using: &generator)! }
        return text
    }
}
