// An sRGB colour with alpha: components, hex, and a Codable form.

/// An sRGB colour with straight (not premultiplied) alpha, components in 0...1: clamped when
/// made and whenever one is set (NaN becomes 0).
///
/// Written as CSS writes colours with ``init(css:)`` (`#f00`, `#FF000040`, `rebeccapurple`,
/// `rgb(255 0 0 / 25%)`), or from numbers:
///
/// ```swift
/// let ink = try Color(css: "#1A1A1A")
/// let band = try Color(css: "rgba(255, 0, 0, 0.25)")   // 25% red
/// let teal = Color(rgb: 0x008080)
/// ```
///
/// `Codable` as its four components (`{"red":1,"green":0,"blue":0,"alpha":0.25}`), exactly;
/// decoding clamps as the initializer does.
public struct Color: Sendable, Hashable, CustomStringConvertible, Codable {
    /// Red, 0...1.
    public var red: Double { didSet { red = Color.clamp(red) } }
    /// Green, 0...1.
    public var green: Double { didSet { green = Color.clamp(green) } }
    /// Blue, 0...1.
    public var blue: Double { didSet { blue = Color.clamp(blue) } }
    /// Opacity, 0 (transparent) ... 1 (opaque); the other components are not multiplied by it.
    public var alpha: Double { didSet { alpha = Color.clamp(alpha) } }

    /// A colour from components in 0...1, clamped; NaN becomes 0.
    ///
    /// ```swift
    /// let orange = Color(red: 1, green: 0.5, blue: 0)
    /// ```
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    private static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// A colour from `0xRRGGBB` (the bits above 24 are ignored) and an opacity in 0...1.
    ///
    /// ```swift
    /// let caption = Color(rgb: 0x6B6B6B)
    /// let shade = Color(rgb: 0x000000, alpha: 0.25)
    /// ```
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional). Returns nil for anything else.
    ///
    /// ```swift
    /// let ink = Color(hex: "#1A1A1A")   // Optional(#1A1A1A)
    /// ```
    @available(*, deprecated, message: "use Color(css:), which also reads #rgb, names and rgb(), and throws a ColorError naming the problem")
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8,
              digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16)
        else { return nil }
        let rgba = digits.count == 6 ? (value << 8) | 0xFF : value
        self.init(
            red: Double((rgba >> 24) & 0xFF) / 255, green: Double((rgba >> 16) & 0xFF) / 255,
            blue: Double((rgba >> 8) & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque (components rounded to 8 bits).
    ///
    /// ```swift
    /// Color(rgb: 0xFF0000, alpha: 0.25).hex   // "#FF000040"
    /// ```
    public var hex: String {
        func byte(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// The colour as ``hex`` writes it.
    public var description: String { hex }

    /// Opaque black, `#000000`.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white, `#FFFFFF`.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent (black with alpha 0), CSS's `transparent`.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    private enum CodingKeys: String, CodingKey { case red, green, blue, alpha }

    /// Reads the four components (`alpha` may be left out: opaque), clamped as
    /// ``init(red:green:blue:alpha:)`` clamps them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            red: try container.decode(Double.self, forKey: .red),
            green: try container.decode(Double.self, forKey: .green),
            blue: try container.decode(Double.self, forKey: .blue),
            alpha: try container.decodeIfPresent(Double.self, forKey: .alpha) ?? 1)
    }

    /// Writes the four components.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(red, forKey: .red)
        try container.encode(green, forKey: .green)
        try container.encode(blue, forKey: .blue)
        try container.encode(alpha, forKey: .alpha)
    }
}
