// A card described as JSON (docs/scene.md): read once, drawn with any placeholder values.
import Foundation

/// A composition described as JSON (the schema is docs/scene.md): canvas, background and
/// elements, with `{name}` placeholders in any string filled per card. `linespace compose`
/// draws scenes; a server can keep one `Scene` and draw a card per request.
///
/// ```swift
/// let scene = try Scene(json: Data(contentsOf: URL(fileURLWithPath: "card.json")), directory: ".")
/// let card = try scene.composition(values: ["title": "Line spacing done right"])
/// try Renderer(options: scene.renderOptions).write(card, to: "card.png")
/// ```
///
/// A scene is a value: use it from any thread. Images are read relative to `directory` and
/// decoded once per file for the scene's life.
public struct Scene: Sendable {
    let root: JSONValue
    /// Where relative image paths start.
    public var directory: String
    /// Images with more pixels are refused (`RasterImage(png:maximumPixels:)`).
    public var maximumImagePixels: Int
    private let images = Locked<[String: RasterImage]>([:])

    /// Parses the scene's JSON text. The structure is checked when a card is drawn, with the
    /// placeholders filled.
    ///
    /// - Throws: `SceneError` when `json` is not JSON, its top level is not an object or its
    ///   `scale` is out of range.
    public init(json: Data, directory: String = ".", maximumImagePixels: Int = RenderOptions.defaultMaximumPixels) throws {
        root = try JSONValue.parse(json)
        guard case .object = root else { throw SceneError(path: "", message: "expected an object, got \(root.kind)") }
        self.directory = directory
        self.maximumImagePixels = maximumImagePixels
        scale = try SceneReader.scale(of: root)
    }

    /// Pixels per point of the scene's images (its `scale`, default 1).
    public let scale: CGFloat

    /// The options to draw the scene's cards with: its `scale`; the format stays PNG, which
    /// `Renderer.write` replaces by the one a file's extension names.
    public var renderOptions: RenderOptions { RenderOptions(scale: scale) }

    /// The card with `values` in its placeholders: each `{name}` in a string is replaced by
    /// `values[name]`, or the scene's own `values[name]` (`{{` and `}}` stand for braces).
    ///
    /// - Throws: `SceneError` naming the JSON path: a missing or mistyped field, an unknown
    ///   key, a placeholder without a value, an image that cannot be read, is not a PNG or
    ///   has too many pixels, a font fontconfig cannot supply.
    public func composition(values: [String: String] = [:]) throws -> Composition {
        try SceneReader(scene: self, values: values).composition(root)
    }

    /// The image at `path` (already resolved against `directory`), decoded once.
    func image(at path: String, jsonPath: String) throws -> RasterImage {
        if let image = images.withLock({ $0[path] }) { return image }
        let image = try SceneFiles.readImage(path, jsonPath: jsonPath, maximumPixels: maximumImagePixels)
        images.withLock { $0[path] = image }
        return image
    }
}

/// Reading the files a scene names.
enum SceneFiles {
    /// The largest image file read: past it the file is refused unread.
    static let maximumImageBytes = 256 << 20

    /// Reads and decodes a PNG, every failure a `SceneError` at `jsonPath`.
    static func readImage(_ path: String, jsonPath: String, maximumPixels: Int) throws -> RasterImage {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SceneError(path: jsonPath, message: "no such file: \(path)")
        }
        guard !isDirectory.boolValue else { throw SceneError(path: jsonPath, message: "a directory, not an image: \(path)") }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumImageBytes {
            throw SceneError(path: jsonPath, message: "\(path) is larger than \(maximumImageBytes >> 20) MiB")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw SceneError(path: jsonPath, message: "cannot read \(path)")
        }
        do {
            return try RasterImage(png: data, maximumPixels: maximumPixels)
        } catch let error as RenderError {
            throw SceneError(path: jsonPath, message: error == .invalidPNG ? "\(path) is not a PNG image" : "\(path): \(error)")
        }
    }
}
