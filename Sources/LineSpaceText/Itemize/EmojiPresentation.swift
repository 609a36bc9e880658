// Which clusters ask to be drawn as emoji (UTS #51): the font fallback serves them from a
// colour font first.

enum EmojiPresentation {
    /// Whether a grapheme cluster asks for emoji presentation: it holds U+FE0F (the emoji
    /// variation selector), or its first scalar is drawn as an emoji by default
    /// (Emoji_Presentation: 😀, ☕, 🇫🇷's regional indicators) and U+FE0E (text presentation)
    /// does not follow it. Keycaps (`1️⃣`) carry U+FE0F.
    ///
    /// - Complexity: O(c) for c scalars.
    static func isRequested(by scalars: [UInt32]) -> Bool {
        guard let first = scalars.first else { return false }
        if scalars.contains(0xFE0F) { return true }
        if scalars.contains(0xFE0E) { return false }
        return isDefault(first)
    }

    /// Whether `scalar` is drawn as an emoji by default (Unicode's Emoji_Presentation).
    static func isDefault(_ scalar: UInt32) -> Bool {
        Unicode.Scalar(scalar)?.properties.isEmojiPresentation ?? false
    }

    /// Whether a BMP unit may start or take part in an emoji-presentation cluster: U+FE0F, or an
    /// Emoji_Presentation character (all in U+2300–U+2BFF in the BMP). The itemizer's fast path
    /// asks this of every unit, so the common text ranges answer with two comparisons.
    @inline(__always)
    static func mayRequest(unit: UInt16) -> Bool {
        if unit == 0xFE0F { return true }
        guard unit >= 0x2300 && unit < 0x2C00 else { return false }
        return isDefaultInTable(Int(unit) - 0x2300)
    }

    private static func isDefaultInTable(_ offset: Int) -> Bool {
        bmpBits[offset >> 6] & (1 << UInt64(offset & 63)) != 0
    }

    /// Emoji_Presentation of U+2300–U+2BFF, a bit each (box drawing and arrows live there too:
    /// read from a table, not from the Unicode properties at every character).
    private static let bmpBits: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: (0x2C00 - 0x2300) / 64)
        for scalar in 0x2300..<0x2C00 where isDefault(UInt32(scalar)) {
            let offset = scalar - 0x2300
            bits[offset >> 6] |= 1 << UInt64(offset & 63)
        }
        return bits
    }()
}
