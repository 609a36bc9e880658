/// Whether full-width CJK punctuation is compressed (标点挤压, 約物の詰め), as CSS
/// `text-spacing-trim` does.
///
/// UIKit sets every full-width mark on a full em (`.none`, the default). Browsers since
/// Chromium 123 trim by default (`.normal`): two adjacent marks such as `：“` or `。」` do not
/// leave a full em of blank between them, and a closing mark at the end of a line may be set at
/// half width when that makes the line fit. Applies only to Chinese and Japanese text (the
/// layout's language zh-Hans, zh-Hant or ja); other text is unchanged.
///
/// ```swift
/// var style = ParagraphStyle()
/// style.punctuationTrimming = .normal   // 子曰：“苟 at 17 pt: 76.5 pt instead of 85
/// ```
public enum PunctuationTrimming: String, Sendable, Hashable, CaseIterable, Codable {
    /// Every full-width mark keeps its full em (UIKit, Pango).
    case none
    /// CSS `text-spacing-trim: normal`: adjacent marks are trimmed by half an em, a closing
    /// mark at a line end may be set at half width, an opening mark at a line start keeps its
    /// full width.
    case normal
}
