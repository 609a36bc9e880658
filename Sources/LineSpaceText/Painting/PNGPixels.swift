// A Cairo ARGB32 image read as the smallest PNG colour type that keeps every pixel exact.

/// The PNG colour types LineSpace writes (PNG specification §11.2.2), smallest first.
enum PNGColorType: UInt8, Sendable {
    /// Opaque, every pixel grey: 1 byte a pixel.
    case grey = 0
    /// At most 256 distinct colours: 1 byte a pixel, with a palette (and its alphas).
    case palette = 3
    /// Grey with transparency, more than 256 colours: 2 bytes a pixel.
    case greyAlpha = 4
    /// Opaque colour, more than 256 colours: 3 bytes a pixel.
    case rgb = 2
    /// Anything else (colour emoji on a transparent background): 4 bytes a pixel.
    case rgba = 6

    var bytesPerPixel: Int {
        switch self {
        case .grey, .palette: return 1
        case .greyAlpha: return 2
        case .rgb: return 3
        case .rgba: return 4
        }
    }
}

/// The pixels of an image surface, straight alpha, packed a row at a time for the PNG encoder
/// in the colour type `PNGColorType` chooses from the colours actually present. Cairo's own
/// writer always stores 4 bytes a pixel; a black-on-white label needs 1, and the deflate work
/// shrinks with it.
///
/// The conversion from premultiplied alpha is Cairo's own (`c × 255 + a / 2) / a`), so a PNG
/// made from these pixels decodes to what `cairo_surface_write_to_png` would have written.
/// A view of the surface's memory: use it only while the surface lives (see
/// `CairoSurface.withPNGPixels`).
struct PNGPixels {
    let width: Int
    let height: Int
    let colorType: PNGColorType
    /// Palette images only: the entries as straight RGBA, index order.
    let palette: [(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)]
    private let data: UnsafeRawPointer
    private let stride: Int
    private let colors: ColorIndex

    /// Bytes of one packed row: `width × colorType.bytesPerPixel`.
    var rowBytes: Int { width * colorType.bytesPerPixel }

    /// Reads `height` rows of `width` Cairo ARGB32 words (native-endian, premultiplied)
    /// starting `stride` bytes apart at `data`, and chooses the colour type.
    init(argb32 data: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        self.width = width
        self.height = height
        self.data = data
        self.stride = stride

        // Opacity and greyness: a branch-free pass the compiler vectorises.
        var alphas: UInt32 = 0xFF00_0000, colourBits: UInt32 = 0
        for y in 0..<height where alphas == 0xFF00_0000 || colourBits == 0 {
            let words = Self.row(y, of: data, width: width, stride: stride)
            for x in 0..<width {
                let word = words[x]
                alphas &= word
                colourBits |= ((word >> 16) ^ (word >> 8)) | ((word >> 8) ^ word)
            }
            alphas &= 0xFF00_0000
            colourBits &= 0xFF
        }
        let opaque = alphas == 0xFF00_0000, grey = colourBits == 0
        // The distinct colours (up to 257) unless the image is opaque grey. Runs of one
        // colour, the background between glyphs, cost one comparison a pixel.
        var colors = ColorIndex()
        if !(opaque && grey), height > 0, width > 0 {
            var previous = Self.row(0, of: data, width: width, stride: stride)[0]
            colors.insert(previous)
            for y in 0..<height where !colors.isFull {
                let words = Self.row(y, of: data, width: width, stride: stride)
                for x in 0..<width where words[x] != previous {
                    previous = words[x]
                    colors.insert(previous)
                }
            }
        }
        let type: PNGColorType =
            opaque && grey ? .grey : !colors.isFull ? .palette : grey ? .greyAlpha : opaque ? .rgb : .rgba
        colorType = type
        palette = type == .palette ? colors.words.map(Self.straight) : []
        self.colors = colors
    }

    private static func row(_ y: Int, of data: UnsafeRawPointer, width: Int, stride: Int) -> UnsafeBufferPointer<UInt32> {
        UnsafeBufferPointer(start: (data + y * stride).assumingMemoryBound(to: UInt32.self), count: width)
    }

    /// Packs row `y` into `out`, which holds `rowBytes` bytes.
    func pack(row y: Int, into out: UnsafeMutablePointer<UInt8>) {
        precondition(y >= 0 && y < height, "row \(y) outside 0..<\(height)")
        let words = Self.row(y, of: data, width: width, stride: stride)
        switch colorType {
        case .grey:
            for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: words[x] >> 8) }
        case .palette:
            var last: UInt32 = words.first ?? 0
            var index = colors.index(of: last)
            for x in 0..<width {
                let word = words[x]
                if word != last { last = word; index = colors.index(of: word) }
                out[x] = index
            }
        case .greyAlpha:
            for x in 0..<width {
                let p = Self.straight(words[x])
                out[2 * x] = p.green
                out[2 * x + 1] = p.alpha
            }
        case .rgb:
            for x in 0..<width {
                let word = words[x]
                out[3 * x] = UInt8(truncatingIfNeeded: word >> 16)
                out[3 * x + 1] = UInt8(truncatingIfNeeded: word >> 8)
                out[3 * x + 2] = UInt8(truncatingIfNeeded: word)
            }
        case .rgba:
            for x in 0..<width {
                let p = Self.straight(words[x])
                out[4 * x] = p.red
                out[4 * x + 1] = p.green
                out[4 * x + 2] = p.blue
                out[4 * x + 3] = p.alpha
            }
        }
    }

    /// Every row packed, one after another (for tests; the encoder packs a row at a time).
    var bytes: [UInt8] {
        let rowBytes = self.rowBytes
        return [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            for y in 0..<height { pack(row: y, into: buffer.baseAddress! + y * rowBytes) }
            count = rowBytes * height
        }
    }

    /// A premultiplied ARGB32 word as straight RGBA, rounded as Cairo's PNG writer rounds.
    static func straight(_ word: UInt32) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let a = word >> 24
        if a == 0xFF {
            return (UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word), 0xFF)
        }
        if a == 0 { return (0, 0, 0, 0) }
        func channel(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
        return (channel((word >> 16) & 0xFF), channel((word >> 8) & 0xFF), channel(word & 0xFF), UInt8(a))
    }
}

/// The distinct ARGB32 words of an image, up to 256, each with its palette index: a small
/// open-addressing hash table (1,024 slots, so probes stay short).
struct ColorIndex {
    private static let slotCount = 1024
    private var keys = [UInt32](repeating: 0, count: slotCount)
    /// 0: empty; otherwise the palette index + 1.
    private var slots = [UInt16](repeating: 0, count: slotCount)
    /// The words in insertion (palette) order.
    private(set) var words: [UInt32] = []
    /// More than 256 colours were seen: no palette.
    private(set) var isFull = false

    private static func slot(_ word: UInt32) -> Int {
        Int(truncatingIfNeeded: (word &* 0x9E37_79B1) >> 22)  // Fibonacci hashing to 10 bits
    }

    mutating func insert(_ word: UInt32) {
        var i = Self.slot(word)
        while slots[i] != 0 {
            if keys[i] == word { return }
            i = (i + 1) & (Self.slotCount - 1)
        }
        guard words.count < 256 else {
            isFull = true
            return
        }
        keys[i] = word
        slots[i] = UInt16(words.count + 1)
        words.append(word)
    }

    /// The palette index of a word that was inserted.
    func index(of word: UInt32) -> UInt8 {
        var i = Self.slot(word)
        while keys[i] != word || slots[i] == 0 { i = (i + 1) & (Self.slotCount - 1) }
        return UInt8(slots[i] - 1)
    }
}
