// Reading a colour as CSS (and Pango) write it: hex, names, rgb().

extension Color {
    /// Reads a colour as CSS Color 4 and Pango write it; the one reader behind markup's colour
    /// attributes and `linespace`'s colour options.
    ///
    /// - `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (CSS), and Pango's `#rrrgggbbb`,
    ///   `#rrrrggggbbbb` and `#rrrrggggbbbbaaaa`; digits in either case.
    /// - The 148 CSS named colours (`red`, `rebeccapurple`, `lightgoldenrodyellow`…) and
    ///   `transparent`, in any case.
    /// - `rgb()` and `rgba()` (the same function, as in CSS Color 4): the comma syntax
    ///   `rgb(255, 0, 0)`, `rgba(255, 0, 0, 0.5)` (channels all numbers or all percentages) and
    ///   the space syntax `rgb(255 0 0 / 50%)`; channels are 0...255 or percentages, alpha
    ///   0...1 or a percentage; values outside are clamped, as CSS clamps them.
    ///
    /// Space around the text is ignored. Other CSS forms (`hsl()`, `color()`, `none`,
    /// `currentcolor`) are refused.
    ///
    /// ```swift
    /// try Color(css: "#f00")                       // #FF0000
    /// try Color(css: "rgb(255 0 0 / 25%)").alpha   // 0.25
    /// try Color(css: "RebeccaPurple")              // #663399
    /// try Color(css: "grene")                      // throws: unknown colour name 'grene'
    /// ```
    ///
    /// - Throws: ``ColorError`` naming the problem.
    public init(css text: String) throws(ColorError) {
        let trimmed = text.trimmingCSSSpace()
        guard !trimmed.isEmpty else { throw ColorError(input: text, reason: "the text is empty") }
        do throws(CSSColorProblem) {
            if trimmed.hasPrefix("#") {
                self = try Color.hex(trimmed.dropFirst())
            } else if let open = trimmed.firstIndex(of: "(") {
                self = try Color.function(name: trimmed[..<open], rest: trimmed[trimmed.index(after: open)...])
            } else {
                self = try Color.named(trimmed)
            }
        } catch {
            throw ColorError(input: text, reason: error.text)
        }
    }

    /// Hex digits after the `#`.
    private static func hex(_ digits: Substring) throws(CSSColorProblem) -> Color {
        if let bad = digits.first(where: { !$0.isASCII || !$0.isHexDigit }) {
            throw CSSColorProblem("'#' takes hex digits (0-9, a-f), found '\(bad)'")
        }
        // Digits per channel and whether a fourth channel (alpha) follows.
        let layout: (width: Int, hasAlpha: Bool)
        switch digits.count {
        case 3: layout = (1, false)
        case 4: layout = (1, true)
        case 6: layout = (2, false)
        case 8: layout = (2, true)
        case 9: layout = (3, false)
        case 12: layout = (4, false)
        case 16: layout = (4, true)
        default:
            throw CSSColorProblem(
                "'#' takes 3, 4, 6 or 8 hex digits (#rgb, #rgba, #rrggbb, #rrggbbaa; Pango's 9, 12 and 16 too), found \(digits.count)")
        }
        let maximum = Double((1 << (4 * layout.width)) - 1)
        var channels: [Double] = []
        var start = digits.startIndex
        while start < digits.endIndex {
            let end = digits.index(start, offsetBy: layout.width)
            channels.append(Double(UInt32(digits[start..<end], radix: 16)!) / maximum)
            start = end
        }
        return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: layout.hasAlpha ? channels[3] : 1)
    }

    /// A CSS named colour or `transparent`.
    private static func named(_ name: Substring) throws(CSSColorProblem) -> Color {
        let key = name.lowercased()
        if key == "transparent" { return .clear }
        if let rgb = cssNamedColors[key] { return Color(rgb: rgb) }
        if key.count == 6 || key.count == 8, key.allSatisfy({ $0.isASCII && $0.isHexDigit }) {
            throw CSSColorProblem("a hex colour starts with '#' (#\(name))")
        }
        throw CSSColorProblem("unknown colour name '\(name)' (a CSS named colour such as red or rebeccapurple, #rrggbb, or rgb())")
    }

    /// `rgb(…)` or `rgba(…)`; `rest` follows the opening parenthesis.
    private static func function(name: Substring, rest: Substring) throws(CSSColorProblem) -> Color {
        let function = name.lowercased()
        guard function == "rgb" || function == "rgba" else {
            throw CSSColorProblem("\(function)() is not supported (rgb(), rgba(), #hex or a CSS name)")
        }
        guard rest.hasSuffix(")") else { throw CSSColorProblem("\(function)( is not closed with ')'") }
        let body = rest.dropLast()
        let channels: [Substring]
        var alpha: Substring?
        let commaSyntax = body.contains(",")
        if commaSyntax {
            let parts = body.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCSSSpace() }
            guard parts.count == 3 || parts.count == 4 else {
                throw CSSColorProblem("\(function)() takes 3 channels and an optional alpha, separated by commas; found \(parts.count) values")
            }
            channels = Array(parts.prefix(3))
            alpha = parts.count == 4 ? parts[3] : nil
        } else {
            let halves = body.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { throw CSSColorProblem("\(function)() takes one '/' before the alpha") }
            channels = halves[0].split(whereSeparator: { $0.isCSSSpace })
            guard channels.count == 3 else {
                throw CSSColorProblem("\(function)() takes 3 channels separated by spaces (or commas); found \(channels.count)")
            }
            if halves.count == 2 {
                let value = halves[1].trimmingCSSSpace()
                guard !value.isEmpty, !value.contains(where: { $0.isCSSSpace }) else {
                    throw CSSColorProblem("\(function)() takes one alpha value after '/'")
                }
                alpha = value
            }
        }
        let values = try channels.map { (text) throws(CSSColorProblem) in try CSSNumber(text, in: function) }
        if commaSyntax, Set(values.map(\.isPercentage)).count > 1 {
            throw CSSColorProblem("\(function)() with commas takes channels all as numbers or all as percentages")
        }
        let components = values.map { $0.isPercentage ? $0.value / 100 : $0.value / 255 }
        var opacity = 1.0
        if let alpha {
            let value = try CSSNumber(alpha, in: function)
            opacity = value.isPercentage ? value.value / 100 : value.value
        }
        return Color(red: components[0], green: components[1], blue: components[2], alpha: opacity)
    }
}

/// A problem found while reading; ``Color/init(css:)`` wraps it into a ``ColorError``.
private struct CSSColorProblem: Error {
    var text: String
    init(_ text: String) { self.text = text }
}

/// A CSS `<number>` or `<percentage>`: `255`, `-1.5`, `.5`, `1e2`, `50%`.
private struct CSSNumber {
    var value: Double
    var isPercentage: Bool

    init(_ text: Substring, in function: String) throws(CSSColorProblem) {
        var body = text
        isPercentage = body.hasSuffix("%")
        if isPercentage { body = body.dropLast() }
        guard CSSNumber.isNumber(body), let parsed = Double(body), parsed.isFinite else {
            if text.lowercased() == "none" { throw CSSColorProblem("\(function)() does not support 'none'") }
            throw CSSColorProblem("\(function)() takes numbers or percentages, found '\(text)'")
        }
        value = parsed
    }

    /// CSS's number syntax: a sign, digits with at most one '.', and an exponent (not "0x1F",
    /// "inf" or "nan", which `Double()` would read).
    private static func isNumber(_ text: Substring) -> Bool {
        var rest = text.utf8[...]
        if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        let integer = rest.prefix(while: isDigit)
        rest = rest.dropFirst(integer.count)
        var fraction = rest.prefix(0)
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: isDigit)
            guard !fraction.isEmpty else { return false }
            rest = rest.dropFirst(fraction.count)
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return false }
        if let e = rest.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
            let exponent = rest.prefix(while: isDigit)
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }
}

extension Character {
    /// CSS white space: space, tab, line feed, carriage return, form feed.
    fileprivate var isCSSSpace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\r\n" || self == "\u{0C}" }
}

extension StringProtocol {
    /// The text without CSS white space at either end.
    fileprivate func trimmingCSSSpace() -> Substring {
        let text = Substring(self)
        guard let first = text.firstIndex(where: { !$0.isCSSSpace }), let last = text.lastIndex(where: { !$0.isCSSSpace }) else {
            return text[text.endIndex...]
        }
        return text[first...last]
    }
}
