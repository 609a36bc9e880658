// Walks a scene's JSON tree into a Composition, every value checked at its JSON path.
import Foundation

/// One card's reading of a scene: placeholders filled from `values`, frames resolved in
/// order (a text's default width depends on where it starts).
struct SceneReader {
    let scene: Scene
    /// The scene's own `values` with the caller's over them.
    let values: [String: String]

    init(scene: Scene, values: [String: String]) throws {
        self.scene = scene
        var merged: [String: String] = [:]
        if case .object(let members) = scene.root, let defaults = members["values"] {
            guard case .object(let pairs) = defaults else { throw SceneError(path: "values", message: "expected an object, got \(defaults.kind)") }
            for (name, value) in pairs {
                guard case .string(let text) = value else { throw SceneError(path: "values.\(name)", message: "expected a string, got \(value.kind)") }
                merged[name] = text
            }
        }
        self.values = merged.merging(values) { $1 }
    }

    /// The keys each object may hold; any other is an error (a typo would otherwise be
    /// silently ignored).
    static let topKeys: Set<String> = ["width", "height", "scale", "background", "values", "elements"]
    static let placementKeys: Set<String> = ["at", "below", "rightOf"]
    static let textKeys: Set<String> = [
        "text", "font", "size", "weight", "italic", "color", "width", "height", "lines", "lineSpace", "lineHeight",
        "letterSpacing", "align", "break", "locale", "minScale",
    ]
    static let imageKeys: Set<String> = ["file", "width", "height", "fit", "cornerRadius"]
    static let rectangleKeys: Set<String> = ["width", "height", "fill", "cornerRadius", "stroke"]

    /// The largest canvas side, in points: Cairo's limit at scale 1.
    static let maximumSide = Double(CairoSurface.maximumSide)

    static func scale(of root: JSONValue) throws -> Double {
        guard case .object(let members) = root, let value = members["scale"] else { return 1 }
        return try SceneReader.number(value, at: "scale", in: Label.scaleRange.lowerBound...Label.scaleRange.upperBound)
    }

    func composition(_ root: JSONValue) throws -> Composition {
        let members = try object(root, at: "", allowed: Self.topKeys)
        let width = try members["width"].map { try Self.number($0, at: "width", in: 1...Self.maximumSide) } ?? 1200
        let height = try members["height"].map { try Self.number($0, at: "height", in: 1...Self.maximumSide) } ?? 630
        var composition = Composition(size: CGSize(width: width, height: height))
        composition.background = try members["background"].map { try fill($0, at: "background") } ?? .color(.white)
        guard let elements = members["elements"] else { return composition }
        guard case .array(let items) = elements else { throw SceneError(path: "elements", message: "expected an array, got \(elements.kind)") }
        var previous = CGRect.zero
        for (index, item) in items.enumerated() {
            let element = try self.element(item, at: "elements[\(index)]", previous: previous, canvas: composition.size)
            composition.elements.append(element)
            previous = element.frame(after: previous, scale: CGFloat(scene.scale))
        }
        return composition
    }

    /// One element: exactly one of `text`, `image`, `rectangle`, and at most one placement.
    private func element(_ value: JSONValue, at path: String, previous: CGRect, canvas: CGSize) throws -> Composition.Element {
        let members = try object(value, at: path, allowed: Self.placementKeys.union(["text", "image", "rectangle"]))
        let kinds = ["text", "image", "rectangle"].filter { members[$0] != nil }
        guard kinds.count == 1 else {
            throw SceneError(path: path, message: kinds.isEmpty
                ? "expected one of text, image, rectangle" : "expected one of text, image, rectangle, got \(kinds.joined(separator: " and "))")
        }
        let placement = try self.placement(members, at: path)
        let origin = placement.origin(after: previous)
        let kind = kinds[0], inner = path + "." + kind
        switch kind {
        case "text":
            return .text(try layout(members[kind]!, at: inner, x: origin.x, canvas: canvas).layout,
                         textColor: nil, placement: placement)
        case "image":
            return try image(members[kind]!, at: inner, placement: placement)
        default:
            return try rectangle(members[kind]!, at: inner, placement: placement)
        }
    }

    private func placement(_ members: [String: JSONValue], at path: String) throws -> Composition.Placement {
        let given = Self.placementKeys.filter { members[$0] != nil }.sorted()
        guard given.count <= 1 else { throw SceneError(path: path, message: "expected at most one of at, below, rightOf, got \(given.joined(separator: " and "))") }
        if let at = members["at"] { return .at(try point(at, at: path + ".at")) }
        if let gap = members["below"] { return .below(gap: try Self.number(gap, at: path + ".below", in: -Self.maximumSide...Self.maximumSide)) }
        if let gap = members["rightOf"] { return .rightOf(gap: try Self.number(gap, at: path + ".rightOf", in: -Self.maximumSide...Self.maximumSide)) }
        return .at(.zero)
    }

    /// A text element's label, laid out: its width defaults to the canvas less the element's
    /// left edge on both sides.
    private func layout(_ value: JSONValue, at path: String, x: CGFloat, canvas: CGSize) throws -> (layout: TextLayout, label: Label) {
        let members = try object(value, at: path, allowed: Self.textKeys)
        guard let textValue = members["text"] else { throw SceneError(path: path + ".text", message: "missing (the text to draw)") }
        let text = try string(textValue, at: path + ".text")
        let family = try members["font"].map { try string($0, at: path + ".font") } ?? "sans-serif"
        let size = try members["size"].map { try Self.number($0, at: path + ".size", in: 0.01...Font.maximumSize) } ?? 17
        var weight = Font.Weight.regular
        if let given = members["weight"] {
            let text: String
            if case .number(let number) = given { text = String(Int(number)) } else { text = try string(given, at: path + ".weight") }
            guard let parsed = Font.Weight(parsing: text) else {
                throw SceneError(path: path + ".weight", message: "expected \(Font.Weight.acceptedForms), got '\(text)'")
            }
            weight = parsed
        }
        let italic = try members["italic"].map { try bool($0, at: path + ".italic") } ?? false
        let font: Font
        do {
            font = try Font(family: family, size: size, weight: weight, italic: italic)
        } catch {
            throw SceneError(path: path + ".font", message: "\(error)")
        }
        let label = Label()
        label.font = font
        label.textColor = try members["color"].map { try color($0, at: path + ".color") } ?? .black
        label.numberOfLines = Int(try members["lines"].map { try Self.number($0, at: path + ".lines", in: 0...1_000_000, whole: true) } ?? 0)
        label.lineSpace = try members["lineSpace"].map { try Self.number($0, at: path + ".lineSpace", in: 0...ParagraphStyle.maximumLength) } ?? 0
        label.lineHeight = try members["lineHeight"].map { try Self.number($0, at: path + ".lineHeight", in: 0...ParagraphStyle.maximumLength) } ?? 0
        label.letterSpacing = try members["letterSpacing"].map {
            try Self.number($0, at: path + ".letterSpacing", in: -ParagraphStyle.maximumLength...ParagraphStyle.maximumLength)
        } ?? 0
        label.textAlignment = try members["align"].map {
            try choice($0, at: path + ".align", ["left": .left, "center": .center, "right": .right, "natural": .natural, "justified": .justified])
        } ?? .natural
        label.lineBreakMode = try members["break"].map {
            try choice($0, at: path + ".break", [
                "word": .byWordWrapping, "char": .byCharWrapping, "clip": .byClipping,
                "head": .byTruncatingHead, "tail": .byTruncatingTail, "middle": .byTruncatingMiddle,
            ])
        } ?? .byTruncatingTail
        if let minScale = members["minScale"] {
            let factor = try Self.number(minScale, at: path + ".minScale", in: 0...1)
            label.adjustsFontSizeToFitWidth = factor > 0
            label.minimumScaleFactor = factor
        }
        if let locale = members["locale"] { label.locale = try string(locale, at: path + ".locale") }
        label.scale = scene.scale
        label.text = text
        let width = try members["width"].map { try Self.number($0, at: path + ".width", in: 1...Self.maximumSide) }
            ?? max(1, canvas.width - 2 * x)
        let height = try members["height"].map { try Self.number($0, at: path + ".height", in: 1...Self.maximumSide) }
            ?? min(canvas.height, Self.maximumSide)
        return (label.layout(width: width, height: height), label)
    }

    private func image(_ value: JSONValue, at path: String, placement: Composition.Placement) throws -> Composition.Element {
        let members = try object(value, at: path, allowed: Self.imageKeys)
        guard let fileValue = members["file"] else { throw SceneError(path: path + ".file", message: "missing (the PNG to draw)") }
        var file = try string(fileValue, at: path + ".file")
        guard !file.isEmpty else { throw SceneError(path: path + ".file", message: "expected a file path, got ''") }
        if !file.hasPrefix("/") { file = scene.directory + "/" + file }
        let image = try scene.image(at: file, jsonPath: path + ".file")
        let width = try members["width"].map { try Self.number($0, at: path + ".width", in: 0...Self.maximumSide) }
            ?? Double(image.width) / scene.scale
        let height = try members["height"].map { try Self.number($0, at: path + ".height", in: 0...Self.maximumSide) }
            ?? Double(image.height) / scene.scale
        let fit = try members["fit"].map { try choice($0, at: path + ".fit", ["fit": ImageFit.fit, "fill": .fill, "stretch": .stretch]) } ?? .fit
        let radius = try members["cornerRadius"].map { try Self.number($0, at: path + ".cornerRadius", in: 0...Self.maximumSide) } ?? 0
        return .image(image, size: CGSize(width: width, height: height), fit: fit, cornerRadius: radius, placement: placement)
    }

    private func rectangle(_ value: JSONValue, at path: String, placement: Composition.Placement) throws -> Composition.Element {
        let members = try object(value, at: path, allowed: Self.rectangleKeys)
        for key in ["width", "height"] where members[key] == nil {
            throw SceneError(path: path + "." + key, message: "missing (the rectangle's \(key) in points)")
        }
        let width = try Self.number(members["width"]!, at: path + ".width", in: 0...Self.maximumSide)
        let height = try Self.number(members["height"]!, at: path + ".height", in: 0...Self.maximumSide)
        let fill = try members["fill"].map { try self.fill($0, at: path + ".fill") }
        let radius = try members["cornerRadius"].map { try Self.number($0, at: path + ".cornerRadius", in: 0...Self.maximumSide) } ?? 0
        var stroke: Stroke?
        if let value = members["stroke"] {
            let strokeMembers = try object(value, at: path + ".stroke", allowed: ["color", "width"])
            stroke = Stroke(
                color: try strokeMembers["color"].map { try color($0, at: path + ".stroke.color") } ?? .black,
                width: try strokeMembers["width"].map { try Self.number($0, at: path + ".stroke.width", in: 0...Self.maximumSide) } ?? 1)
        }
        return .rectangle(size: CGSize(width: width, height: height), fill: fill, cornerRadius: radius, stroke: stroke, placement: placement)
    }

    /// A colour string, or `{"linearGradient": {"from": [x, y], "to": [x, y], "stops": […]}}`
    /// whose stops are colours (evenly spaced) or `{"color": …, "offset": 0…1}`.
    private func fill(_ value: JSONValue, at path: String) throws -> Fill {
        if case .string = value { return .color(try color(value, at: path)) }
        let members = try object(value, at: path, allowed: ["linearGradient"])
        guard let gradientValue = members["linearGradient"] else {
            throw SceneError(path: path, message: "expected a colour or {\"linearGradient\": …}")
        }
        let inner = path + ".linearGradient"
        let gradient = try object(gradientValue, at: inner, allowed: ["from", "to", "stops"])
        let from = try gradient["from"].map { try point($0, at: inner + ".from") } ?? CGPoint(x: 0, y: 0)
        let to = try gradient["to"].map { try point($0, at: inner + ".to") } ?? CGPoint(x: 0, y: 1)
        guard case .array(let items)? = gradient["stops"], items.count >= 2 else {
            throw SceneError(path: inner + ".stops", message: "expected an array of at least two colours")
        }
        var stops: [LinearGradient.Stop] = []
        for (index, item) in items.enumerated() {
            let stopPath = inner + ".stops[\(index)]"
            let evenly = Double(index) / Double(items.count - 1)
            if case .string = item {
                stops.append(.init(location: evenly, color: try color(item, at: stopPath)))
            } else {
                let stop = try object(item, at: stopPath, allowed: ["color", "offset"])
                guard let colorValue = stop["color"] else { throw SceneError(path: stopPath + ".color", message: "missing") }
                stops.append(.init(
                    location: try stop["offset"].map { try Self.number($0, at: stopPath + ".offset", in: 0...1) } ?? evenly,
                    color: try color(colorValue, at: stopPath + ".color")))
            }
        }
        return .linearGradient(LinearGradient(start: from, end: to, stops: stops))
    }

    // MARK: Values

    private func object(_ value: JSONValue, at path: String, allowed: Set<String>) throws -> [String: JSONValue] {
        guard case .object(let members) = value else {
            throw SceneError(path: path, message: "expected an object, got \(value.kind)")
        }
        if let unknown = members.keys.filter({ !allowed.contains($0) }).sorted().first {
            throw SceneError(path: path.isEmpty ? unknown : path + "." + unknown,
                             message: "unknown key (expected one of \(allowed.sorted().joined(separator: ", ")))")
        }
        return members
    }

    static func number(_ value: JSONValue, at path: String, in range: ClosedRange<Double>, whole: Bool = false) throws -> Double {
        guard case .number(let number) = value else { throw SceneError(path: path, message: "expected a number, got \(value.kind)") }
        guard range.contains(number), !whole || number.rounded() == number else {
            throw SceneError(path: path, message: "expected \(whole ? "a whole number" : "a number") from \(format(range.lowerBound)) to \(format(range.upperBound)), got \(format(number))")
        }
        return number
    }

    private static func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    private func bool(_ value: JSONValue, at path: String) throws -> Bool {
        guard case .bool(let flag) = value else { throw SceneError(path: path, message: "expected true or false, got \(value.kind)") }
        return flag
    }

    /// `[x, y]` in points.
    private func point(_ value: JSONValue, at path: String) throws -> CGPoint {
        guard case .array(let items) = value, items.count == 2 else {
            throw SceneError(path: path, message: "expected [x, y], got \(value.kind)")
        }
        let range = -Self.maximumSide...Self.maximumSide
        return CGPoint(x: try Self.number(items[0], at: path + "[0]", in: range), y: try Self.number(items[1], at: path + "[1]", in: range))
    }

    private func color(_ value: JSONValue, at path: String) throws -> Color {
        let text = try string(value, at: path)
        do {
            return try Color(css: text)
        } catch {
            throw SceneError(path: path, message: "\(error)")
        }
    }

    private func choice<T>(_ value: JSONValue, at path: String, _ choices: [String: T]) throws -> T {
        let text = try string(value, at: path)
        guard let chosen = choices[text] else {
            throw SceneError(path: path, message: "expected \(choices.keys.sorted().joined(separator: ", ")), got '\(text)'")
        }
        return chosen
    }

    /// A string with its placeholders filled.
    private func string(_ value: JSONValue, at path: String) throws -> String {
        guard case .string(let text) = value else { throw SceneError(path: path, message: "expected a string, got \(value.kind)") }
        return try Placeholders.fill(text, with: values, at: path)
    }
}
