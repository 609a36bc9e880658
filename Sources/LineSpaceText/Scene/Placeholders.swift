// `{name}` placeholders in a scene's strings, filled from `--set name=value` or a JSON line.

enum Placeholders {
    /// `text` with each `{name}` replaced by `values[name]`; `{{` and `}}` are literal braces.
    ///
    /// ```swift
    /// try Placeholders.fill("{title} ({year})", with: ["title": "Cards", "year": "2026"], at: "x")   // "Cards (2026)"
    /// ```
    ///
    /// - Throws: `SceneError` at `path` for a placeholder without a value or an unclosed `{`.
    static func fill(_ text: String, with values: [String: String], at path: String) throws -> String {
        guard text.contains("{") || text.contains("}") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "{" || character == "}", next < text.endIndex, text[next] == character {
                result.append(character)
                index = text.index(after: next)
            } else if character == "{" {
                guard let close = text[next...].firstIndex(of: "}") else {
                    throw SceneError(path: path, message: "unclosed { (write {{ for a brace)")
                }
                let name = String(text[next..<close])
                guard let value = values[name] else { throw SceneError(path: path, message: "no value for {\(name)}") }
                result += value
                index = text.index(after: close)
            } else {
                result.append(character)
                index = next
            }
        }
        return result
    }

}
