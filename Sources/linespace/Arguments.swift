// Hand-written argument parsing: `--name value`, `--name=value`, flags, typed and validated;
// the options come from `OptionTable`.
import Foundation
import LineSpaceText

/// Bad command-line input: one line naming the option, exit status 2.
struct UsageError: Error {
    var message: String
}

/// A failure while running a valid command (unreadable file, no font…): exit status 1.
struct RuntimeError: Error {
    var message: String
}

/// A command line split into option values, flags and operands, checked against a command's
/// options.
struct Arguments {
    private(set) var values: [String: String] = [:]
    /// Every value of each option, in order (`--set a=1 --set b=2`); `values` keeps the last.
    private(set) var allValues: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    /// The arguments that are not options (a text, `-`), in order.
    private(set) var operands: [String] = []
    /// Whether `--help` or `-h` was given.
    private(set) var wantsHelp = false
    /// Whether `--version` or `-V` was given.
    private(set) var wantsVersion = false

    /// Options given directly (a JSON Lines request, merged over the command line's).
    init(values: [String: String] = [:], flags: Set<String> = [], operands: [String] = []) {
        self.values = values
        self.flags = flags
        self.operands = operands
    }

    /// - Throws: `UsageError` for an unknown option (with the nearest name, if one is near), a
    ///   missing value or a value given to a flag.
    init(_ arguments: [String], specs: [OptionSpec], command: String) throws {
        var byName: [String: OptionSpec] = [:]
        for spec in specs {
            byName["--" + spec.name] = spec
            if let short = spec.short { byName["-" + String(short)] = spec }
        }
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if argument == "--" {
                // The end of the options: the rest are operands, even if they start with -.
                operands += arguments[i...]
                break
            }
            if argument == "--help" || argument == "-h" {
                wantsHelp = true
                continue
            }
            if argument == "--version" || argument == "-V" {
                wantsVersion = true
                continue
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                operands.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            // `--name=value` and `-o=value`.
            if let equals = argument.firstIndex(of: "="), equals > argument.index(after: argument.startIndex) {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = byName[name] else {
                throw UsageError(message: Arguments.unknownOptionMessage(name, specs: specs, command: command))
            }
            if spec.takesValue {
                if let inlineValue {
                    values[spec.name] = inlineValue
                } else {
                    guard i < arguments.count else { throw UsageError(message: "\(name) needs a value") }
                    values[spec.name] = arguments[i]
                    i += 1
                }
                allValues[spec.name, default: []].append(values[spec.name]!)
            } else {
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
                flags.insert(spec.name)
            }
        }
    }

    /// Option names of pango-view, CSS and UIKit too far from ours for a typo, with our name.
    static let synonyms: [String: String] = [
        "lang": "locale", "language": "locale", "spacing": "line-space", "line-spacing": "line-space",
        "leading": "line-space", "font-size": "size", "font-family": "font", "font-weight": "weight",
        "text-align": "align", "alignment": "align", "ellipsize": "break", "line-break-mode": "break",
        "number-of-lines": "lines", "max-lines": "lines", "rtl": "direction", "dir": "direction",
        "margin": "padding", "foreground": "color", "indent": "first-line-indent", "tracking": "letter-spacing",
        "kerning": "letter-spacing", "minimum-scale-factor": "min-scale",
    ]

    /// "unknown option --txt; did you mean --text?", or the subcommands that take it.
    static func unknownOptionMessage(_ name: String, specs: [OptionSpec], command: String) -> String {
        let help = "(see linespace \(command) --help)"
        let bare = String(name.drop { $0 == "-" })
        let isLong = name.hasPrefix("--")
        let others = Set(OptionTable.all.filter { isLong ? $0.name == bare : $0.short.map { String($0) } == bare }
            .flatMap(\.commands)).subtracting([command]).sorted()
        if !others.isEmpty {
            let list = others.joined(separator: " and ")
            return "\(name) is not an option of \(command) (\(list) \(others.count == 1 ? "takes" : "take") it) \(help)"
        }
        // A name other tools (pango-view, CSS, UIKit) use for one of ours.
        if isLong, let ours = Arguments.synonyms[bare.lowercased()], specs.contains(where: { $0.name == ours }) {
            return "unknown option \(name); did you mean --\(ours)? \(help)"
        }
        // The nearest long name, if it is a typo away: at most 1 edit for short names, else a third.
        let candidates = specs.map(\.name)
        if let nearest = candidates.min(by: { editDistance($0, bare) < editDistance($1, bare) }) {
            let distance = editDistance(nearest, bare)
            if distance <= max(1, min(nearest.count, bare.count) / 3) {
                return "unknown option \(name); did you mean --\(nearest)? \(help)"
            }
        }
        return "unknown option \(name) \(help)"
    }

    /// Gives an option a value, or removes it (nil).
    mutating func set(_ name: String, _ value: String?) { values[name] = value }

    /// Forgets the operands (a batch's input file is not a request's text).
    mutating func removeOperands() { operands = [] }

    /// Sets or clears a flag.
    mutating func setFlag(_ name: String, _ on: Bool) {
        if on { flags.insert(name) } else { flags.remove(name) }
    }

    /// Forgets an option (the sheet reads `--line-space` as a list before the label sees it).
    mutating func removeValue(_ name: String) { values[name] = nil }

    func has(_ name: String) -> Bool { values[name] != nil || flags.contains(name) }
    func flag(_ name: String) -> Bool { flags.contains(name) }
    func string(_ name: String) -> String? { values[name] }

    /// A finite number within `range` (default: any finite number).
    ///
    /// - Parameter expected: what the error message asks for; built only for an error (a
    ///   description with numbers in it formats them with Foundation on every run otherwise).
    func number(_ name: String, in range: ClosedRange<Double>? = nil, expected: @autoclosure () -> String = "a finite number") throws -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Double(text.trimmingBlanks()), value.isFinite else {
            throw UsageError(message: "--\(name): expected \(expected()), got '\(text)'")
        }
        if let range, !range.contains(value) {
            throw UsageError(message: "--\(name): expected \(expected()), got '\(text)'")
        }
        return value
    }

    /// A finite number ≥ 0.
    func nonNegative(_ name: String) throws -> Double? {
        try number(name, in: 0...Double.greatestFiniteMagnitude, expected: "a finite number >= 0")
    }

    /// A finite number > 0.
    func positive(_ name: String) throws -> Double? {
        let value = try number(name, expected: "a finite number > 0")
        if let value, value <= 0 { throw UsageError(message: "--\(name): expected a finite number > 0, got '\(values[name]!)'") }
        return value
    }

    /// A whole number ≥ 0.
    func count(_ name: String) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text), value >= 0 else {
            throw UsageError(message: "--\(name): expected a whole number >= 0, got '\(text)'")
        }
        return value
    }

    /// One of `choices` (keys), mapped to its value.
    func choice<T>(_ name: String, _ choices: KeyValuePairs<String, T>) throws -> T? {
        guard let text = values[name] else { return nil }
        guard let match = choices.first(where: { $0.key == text.lowercased() }) else {
            let names = choices.map(\.key).joined(separator: "|")
            throw UsageError(message: "--\(name): expected \(names), got '\(text)'")
        }
        return match.value
    }

    /// A colour as `Color(css:)` reads it: `#rgb[a]`, `#rrggbb[aa]`, a CSS name, `rgb()`.
    func color(_ name: String) throws -> Color? {
        guard let text = values[name] else { return nil }
        do {
            return try Color(css: text)
        } catch {
            throw UsageError(message: "--\(name): \(error.localizedDescription)")
        }
    }

    /// A comma-separated list of finite numbers ≥ 0.
    func nonNegativeList(_ name: String) throws -> [Double]? {
        guard let text = values[name] else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        var list: [Double] = []
        for part in parts {
            guard let value = Double(part.trimmingBlanks()), value.isFinite, value >= 0 else {
                throw UsageError(message: "--\(name): expected comma-separated numbers >= 0 (e.g. 0,4,8,12), got '\(text)'")
            }
            list.append(value)
        }
        return list
    }
}

/// The edit distance between two strings in characters, a swap of neighbours counting as one
/// edit (`--widht` is one from `--width`): the optimal string alignment distance.
func editDistance<A: StringProtocol, B: StringProtocol>(_ a: A, _ b: B) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
            }
        }
    }
    return d[a.count][b.count]
}
