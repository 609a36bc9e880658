/// Other Objective-C code defining LineSpace's selectors on the same class: the blog's
/// `UILabel (LineSpace)` category that many apps still carry (`-setLineSpace:`, `-lineSpace`),
/// or a second copy of LineSpace. The runtime runs one implementation per selector, chosen by
/// load order, so the collision is silent; the adapters report it once, in debug builds.
///
/// Found by counting: a class's method list (`class_copyMethodList`) holds every category's
/// method, the shadowed ones too. A selector only LineSpace defines (`reapplyLineSpace`) counts
/// LineSpace's copies; any selector listed more often than that has a foreign implementation.
///
/// ```swift
/// let collision = SelectorCollision(
///     className: "UILabel",
///     counts: ["setLineSpace:": 2, "lineSpace": 2, "reapplyLineSpace": 1],
///     lineSpaceOnly: "reapplyLineSpace")
/// collision.foreignSelectors   // ["lineSpace", "setLineSpace:"]
/// ```
struct SelectorCollision: Sendable, Hashable {
    /// The class whose method list was counted.
    var className: String
    /// LineSpace's selectors that another category implements too, sorted.
    var foreignSelectors: [String]
    /// How many copies of LineSpace define their methods on the class (1 normally).
    var lineSpaceCopies: Int

    /// - Parameters:
    ///   - counts: per LineSpace selector, how many methods of that name the class lists.
    ///   - marker: a selector only LineSpace defines.
    init(className: String, counts: [String: Int], lineSpaceOnly marker: String) {
        let copies = max(1, counts[marker] ?? 1)
        self.className = className
        self.lineSpaceCopies = copies
        self.foreignSelectors = counts.filter { $0.value > copies }.map(\.key).sorted()
    }

    /// The debug-build message, or `nil` when there is nothing to report.
    var message: String? {
        var lines: [String] = []
        if !foreignSelectors.isEmpty {
            let names = foreignSelectors.map { "-\($0)" }.joined(separator: ", ")
            lines.append(
                "LineSpace: another Objective-C category on \(className) also implements \(names) "
                    + "(the UILabel (LineSpace) category of the original blog post?). The runtime runs "
                    + "one implementation per selector, chosen by load order, so one of the two is "
                    + "silently ignored. Remove the old category: README, \"Migrating from the "
                    + "UILabel (LineSpace) category\".")
        }
        if lineSpaceCopies > 1 {
            lines.append(
                "LineSpace: \(lineSpaceCopies) copies of LineSpace define their methods on \(className) "
                    + "(a static library linked into several frameworks?). One copy's code runs for "
                    + "all of them; link LineSpace once, as a dynamic framework, to be sure which.")
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}
