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

/// A command line split into option values and flags, checked against a command's options.
struct Arguments {
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    /// Whether `--help` or `-h` was given.
    private(set) var wantsHelp = false

    /// - Throws: `UsageError` for an unknown option, a missing value or a stray argument.
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
                // The end of the options: these commands take no operands, so anything after
                // it is a stray argument (an option-looking text still goes in --text VALUE).
                if i < arguments.count {
                    throw UsageError(message: "unexpected argument '\(arguments[i])' after -- (see linespace \(command) --help)")
                }
                break
            }
            if argument == "--help" || argument == "-h" {
                wantsHelp = true
                continue
            }
            var name = argument
            var inlineValue: String?
            // `--name=value` and `-o=value`.
            if argument.hasPrefix("-"), let equals = argument.firstIndex(of: "="), equals > argument.index(after: argument.startIndex) {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard argument.hasPrefix("-"), argument.count > 1, let spec = byName[name] else {
                if argument.hasPrefix("-") && argument != "-" {
                    throw UsageError(message: "unknown option \(name) (see linespace \(command) --help)")
                }
                throw UsageError(message: "unexpected argument '\(argument)' (see linespace \(command) --help)")
            }
            if spec.takesValue {
                if let inlineValue {
                    values[spec.name] = inlineValue
                } else {
                    guard i < arguments.count else { throw UsageError(message: "\(name) needs a value") }
                    values[spec.name] = arguments[i]
                    i += 1
                }
            } else {
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
                flags.insert(spec.name)
            }
        }
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
