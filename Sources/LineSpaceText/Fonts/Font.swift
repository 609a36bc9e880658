// The public font value: a family, size and weight resolved through fontconfig.
import Foundation

/// A font at a size, resolved through fontconfig to a file and face, with unrounded metrics.
///
/// An unknown family falls back the way fontconfig substitutes (its `resolvedFamily` tells
/// which family was used); when fontconfig has no font at all, `init` throws
/// `FontError.noFontFound` naming the family.
///
/// ```swift
/// let font = try Font(family: "Noto Sans CJK TC", size: 17)
/// font.lineHeight      // 24.616: ascender 19.72 + descender 4.896 + line gap 0
/// font.resolvedFamily  // "Noto Sans CJK TC"
/// ```
///
/// Fonts are cheap values: the loaded face is shared by every font of any size.
public struct Font: Sendable, Hashable, CustomStringConvertible {
    /// The family that was asked for.
    public var family: String { storage.family }
    /// The size in points.
    public let size: CGFloat
    /// The weight asked for (the face may be lighter or bolder when the family has no such face).
    public var weight: Weight { storage.weight }
    /// Whether italic was asked for (drawn with a synthetic oblique when the family has no italic:
    /// `syntheticSlant`).
    public var isItalic: Bool { storage.isItalic }
    /// The horizontal shear glyphs of this font are drawn with: `Font.syntheticObliqueSlant`
    /// (0.2) when an italic was asked for and the face is upright (Noto Sans CJK has no italic
    /// face; a CJK fallback of an italic Latin font is one too), else 0. It is what fontconfig's
    /// `90-synthetic.conf` gives Pango and browsers: x moves right by 0.2 × the height above the
    /// baseline. Advances do not change, so neither does the layout; the ink does.
    ///
    /// ```swift
    /// let font = try Font(family: "Noto Sans CJK SC", size: 17, italic: true)
    /// font.syntheticSlant   // 0.2: the collection has no italic face
    /// try Font(family: "DejaVu Sans", size: 17, italic: true).syntheticSlant   // 0: DejaVu Sans Oblique
    /// ```
    public var syntheticSlant: Double { storage.syntheticSlant }
    /// The shear of a synthetic oblique: tan 11.3°, fontconfig's and Pango's.
    public static let syntheticObliqueSlant = 0.2
    var face: FontFace { storage.face }
    /// Whether `family` is `face`'s own family name.
    var namesItsFace: Bool { storage.namesItsFace }

    /// What does not change with the size, shared by the sizes of one font.
    private let storage: Storage

    private final class Storage: Sendable {
        let family: String
        let weight: Weight
        let isItalic: Bool
        let face: FontFace
        /// Derived from the two above, kept: painting reads it for every glyph.
        let syntheticSlant: Double
        /// Whether `family` is the face's own family name (decided once: shaping asks at every run).
        let namesItsFace: Bool

        init(family: String, weight: Weight, isItalic: Bool, face: FontFace) {
            self.family = family
            self.weight = weight
            self.isItalic = isItalic
            self.face = face
            syntheticSlant = isItalic && !face.harfBuzz.isDesignedItalic ? Font.syntheticObliqueSlant : 0
            namesItsFace = family == face.file.family
        }
    }

    /// The largest accepted size; larger sizes are clamped to it.
    public static let maximumSize: CGFloat = 10_000
    /// The smallest size a font takes; smaller positive sizes are clamped to it (a subnormal
    /// size made a font of 0 pt).
    public static let minimumSize: CGFloat = 0.01

    /// Resolves `family` through fontconfig.
    ///
    /// - Parameters:
    ///   - family: a family name or a fontconfig alias ("sans-serif", "monospace").
    ///   - size: points, finite and greater than 0 (clamped to `Font.minimumSize`…`Font.maximumSize`).
    ///   - weight: the OpenType weight class.
    ///   - italic: whether to ask for an italic face.
    /// - Throws: `FontError.invalidSize`, `FontError.noFontFound` or
    ///   `FontError.unreadableFontFile`.
    public init(family: String, size: CGFloat, weight: Weight = .regular, italic: Bool = false) throws {
        let size = try Font.validated(Double(size))
        let query = FontQuery(family: family, weight: weight.rawValue, italic: italic, language: nil)
        let file = try Font.resolved.value(for: query) {
            guard let file = Fontconfig.match(query) else { throw FontError.noFontFound(family: family) }
            return file
        }
        self.init(family: family, size: size, weight: weight, italic: italic, face: try FontFace.load(file))
    }

    /// Loads face `index` of the font file at `path` directly, without fontconfig.
    ///
    /// - Throws: `FontError.unreadableFontFile` when the file is not a font.
    public init(file path: String, index: Int = 0, size: CGFloat) throws {
        let size = try Font.validated(Double(size))
        let face = try FontFace.load(FontFileDescriptor(path: path, index: index, family: ""))
        self.init(family: face.file.family, size: size, weight: .regular, italic: false, face: face)
    }

    init(family: String, size: Double, weight: Weight, italic: Bool, face: FontFace) {
        self.size = CGFloat(size)
        storage = Storage(family: family, weight: weight, isItalic: italic, face: face)
    }

    private init(size: Double, storage: Storage) {
        self.size = CGFloat(size)
        self.storage = storage
    }

    /// The same face at another size.
    ///
    /// - Throws: `FontError.invalidSize`.
    public func withSize(_ size: CGFloat) throws -> Font {
        Font(size: try Font.validated(Double(size)), storage: storage)
    }

    /// The family of the font actually used.
    public var resolvedFamily: String { face.file.family }
    /// Whether fontconfig substituted another family for the requested one.
    public var isSubstitute: Bool {
        let requested = family.lowercased()
        let generic = ["sans-serif", "serif", "monospace", "sans", "mono", "system-ui", "emoji", "cursive", "fantasy"]
        return !generic.contains(requested) && requested != resolvedFamily.lowercased()
    }
    /// The font file's path.
    public var file: String { face.file.path }
    /// The face index inside the file (non-zero inside collections such as Noto Sans CJK).
    public var faceIndex: Int { face.file.index }

    /// Points per design unit.
    var scale: Double { Double(size) / face.unitsPerEm }
    /// Ascender in points, unrounded.
    public var ascender: CGFloat { CGFloat(face.harfBuzz.ascender * scale) }
    /// Descender in points, as a positive number, unrounded.
    public var descender: CGFloat { CGFloat(face.harfBuzz.descender * scale) }
    /// Line gap in points, unrounded.
    public var lineGap: CGFloat { CGFloat(face.harfBuzz.lineGap * scale) }
    /// `ascender + descender + lineGap` (UIFont.lineHeight).
    public var lineHeight: CGFloat { ascender + descender + lineGap }

    /// The underline's top edge relative to the baseline, in points, positive up (so usually
    /// negative): the font's post table through `hb_ot_metrics` (CTFontGetUnderlinePosition's
    /// convention).
    ///
    /// ```swift
    /// let font = try Font(family: "DejaVu Sans", size: 64)
    /// font.underlinePosition   // -1.25: post underlinePosition -40 × 64 / 2048
    /// font.underlineThickness  // 2.8125: 90 × 64 / 2048
    /// ```
    public var underlinePosition: CGFloat { CGFloat(face.harfBuzz.decorationMetrics.underlineOffset * scale) }
    /// The underline's thickness in points.
    public var underlineThickness: CGFloat { CGFloat(face.harfBuzz.decorationMetrics.underlineThickness * scale) }
    /// The strikethrough's top edge above the baseline, in points (OS/2 yStrikeoutPosition).
    ///
    /// ```swift
    /// let font = try Font(family: "DejaVu Sans", size: 64)
    /// font.strikethroughPosition   // 16.5625: 530 × 64 / 2048
    /// font.strikethroughThickness  // 3.1875: 102 × 64 / 2048
    /// ```
    public var strikethroughPosition: CGFloat { CGFloat(face.harfBuzz.decorationMetrics.strikeoutOffset * scale) }
    /// The strikethrough's thickness in points (OS/2 yStrikeoutSize).
    public var strikethroughThickness: CGFloat { CGFloat(face.harfBuzz.decorationMetrics.strikeoutThickness * scale) }

    /// The face's family, the size and the file: "DejaVu Sans 17.0pt (/usr/share/…/DejaVuSans.ttf#0)".
    public var description: String {
        "\(resolvedFamily) \(size)pt (\(file)#\(faceIndex))"
    }

    /// Whether two fonts draw the same glyphs at the same size: the same face (file and index),
    /// size, requested family, weight and style.
    public static func == (lhs: Font, rhs: Font) -> Bool {
        guard lhs.size == rhs.size else { return false }
        if lhs.storage === rhs.storage { return true }
        return lhs.face === rhs.face && lhs.family == rhs.family && lhs.weight == rhs.weight && lhs.isItalic == rhs.isItalic
    }

    /// Hashes the face, the size and the weight, which equal fonts share. The family name,
    /// which `==` compares too, is left out: fonts of one face and size rarely differ only by
    /// it, and a layout hashes each of its fonts (`TextLayout.fonts`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(face))
        hasher.combine(size)
        hasher.combine(weight)
    }

    static func validated(_ size: Double) throws -> Double {
        guard size.isFinite, size > 0 else { throw FontError.invalidSize(CGFloat(size)) }
        return min(max(size, Double(minimumSize)), Double(maximumSize))
    }

    /// fontconfig's answer per request (a miss is not cached: fonts may be installed later).
    /// Keyed on the caller's family name: the 1,024 most recent requests, at most 1 MiB.
    static let resolved = SharedCache<FontQuery, FontFileDescriptor>(maximumCount: 1_024, maximumBytes: 1 << 20) {
        query, file in 96 + query.family.utf8.count + (query.language?.utf8.count ?? 0) + file.path.utf8.count + file.family.utf8.count
    }
}

extension Font {
    /// An OpenType weight class (100 thin … 400 regular … 700 bold … 900 black).
    public struct Weight: RawRepresentable, Sendable, Hashable, Comparable {
        /// The OpenType weight class, 1...1000.
        public var rawValue: Int
        /// Clamps to 1...1000.
        public init(rawValue: Int) { self.rawValue = min(max(rawValue, 1), 1000) }
        /// 100.
        public static let thin = Weight(rawValue: 100)
        /// 200.
        public static let ultraLight = Weight(rawValue: 200)
        /// 300.
        public static let light = Weight(rawValue: 300)
        /// 400, the default.
        public static let regular = Weight(rawValue: 400)
        /// 500.
        public static let medium = Weight(rawValue: 500)
        /// 600.
        public static let semibold = Weight(rawValue: 600)
        /// 700, what `<b>` asks for.
        public static let bold = Weight(rawValue: 700)
        /// 800 (as UIFont's heavy; Pango's markup calls 900 heavy).
        public static let heavy = Weight(rawValue: 800)
        /// 900.
        public static let black = Weight(rawValue: 900)
        /// Lighter weights first: compares the weight classes.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// A weight written as markup's `weight` and `linespace --weight` take it: a number
        /// 1…1000 or a name (case-insensitive); nil otherwise. One reader, so both accept the
        /// same forms.
        ///
        /// ```swift
        /// Font.Weight(parsing: "SemiBold")   // .semibold (600)
        /// Font.Weight(parsing: "350")        // 350
        /// Font.Weight(parsing: "1001")       // nil
        /// ```
        public init?(parsing text: String) {
            if let named = Weight.names[text.lowercased()] {
                self = named
            } else if text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(text), (1...1000).contains(value) {
                self.init(rawValue: value)
            } else {
                return nil
            }
        }

        /// What `init(parsing:)` accepts, for error messages.
        public static let acceptedForms = "1…1000 or thin|ultralight|light|regular|normal|medium|semibold|bold|heavy|black"

        private static let names: [String: Weight] = [
            "thin": .thin, "ultralight": .ultraLight, "light": .light, "regular": .regular, "normal": .regular,
            "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
        ]
    }
}
