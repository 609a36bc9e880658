// libFuzzer target: input bytes choose the text (mixed scripts and directions, ligatures, bidi
// controls, spaces of several kinds, soft hyphens), up to three attribute runs, the style
// numbers, the base direction, tab stops, the width, the number of lines and the line-break mode;
// its hash chooses how lines are chosen (wrap style, break rules and strategy, hyphenation,
// punctuation trimming); the layout's invariants must hold for
// every input, among them one source of geometry: each line paints exactly its reported width.
// Each input is also compared with one other way to make its layout (`CrossCheck`, chosen by
// the input's hash; FUZZ_CHECKS=all runs every one): the shaping cache changes nothing (the
// same layout glyph for glyph without it, and again from a warm cache), a size-only measure
// gives the layout's size, walking every end a line could take gives the lines that passing
// over the ends that surely fit gives, a prefix's layout is the whole text's, so is a layout of
// a paragraph's start and end with its middle left out when the typesetter trusts it, and a
// prepared text's layout and statistics are a fresh text's.
// Built optimized, with AddressSanitizer, and run by scripts/fuzz.sh (not by SwiftPM:
// libFuzzer brings its own main).
//
// Which shaping cache the layouts go through, by FUZZ_CACHE in the environment:
//   unset or `kept`   the shared 8 MiB cache, kept across inputs (CI): entries made by earlier
//                     inputs serve later ones, as in a process laying out many labels;
//   a number          a cache of that many bytes, kept across inputs (`65536`: evicts all the time);
//   `fresh`           the shared cache, emptied before every input (a failure replays from its
//                     input alone).
// With a kept cache the inputs run are recorded (the last `historyLimit`); on a failure they
// are written to fuzz-out/history-<pid> (records: a 4-byte little-endian length, the bytes).
// FUZZ_REPLAY=<history file> runs that history through the cache before the first input (give
// the failing input as the fuzzer's argument); with FUZZ_MINIMIZE=1 as well it then looks for
// a short part of the history that still makes the input fail and writes it to <file>.min.
// FUZZ_CACHE_CHECKS_ONLY=1 checks only that the cache changes nothing (long cache runs that a
// known failure of another invariant would stop). FUZZ_QUIET_HISTORY=1 runs a replayed
// history's inputs without their cross-checks (only what fills the cache), which halves a
// replay of 50,000 inputs.
import Foundation
import LineSpaceText

/// Reads the fuzzer's bytes as numbers and text.
struct ByteReader {
    var bytes: [UInt8]
    var index = 0

    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    /// A number that is often hostile: NaN, ±∞, negative, zero, huge, or an ordinary value.
    mutating func number(scale: Double) -> Double {
        switch byte() % 10 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return -Double(byte()) * scale / 64
        case 4: return 0
        case 5: return 1e12
        default: return Double(UInt16(byte()) << 8 | UInt16(byte())) * scale / 65_535
        }
    }

    /// The rest as UTF-16 units (lone surrogates included), mixed with common separators.
    mutating func utf16() -> [UInt16] {
        var units: [UInt16] = []
        while index + 1 < bytes.count {
            let unit = UInt16(byte()) << 8 | UInt16(byte())
            switch unit % 24 {
            case 0: units.append([0x20, 0x20, 0x20, 0x20, 0x20, 0x3000, 0xA0, 0xAD][Int(unit >> 5 & 7)])  // spaces, soft hyphen
            case 1: units.append(0x0A)
            case 2: units.append(0x4E00 + unit % 200)   // Han
            case 3: units.append(0x61 + unit % 26)      // a–z
            case 4: units.append(0x05D0 + unit % 27)    // Hebrew
            case 5: units.append(0x0627 + unit % 20)    // Arabic letters (joining, lam-alef)
            case 6: units.append([0x28, 0x29, 0x5B, 0x5D, 0x30 + unit % 10, 0x0661 + unit % 9][Int(unit % 6)])
            case 7: units.append([0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F][Int(unit % 11)])
            case 8: units.append(contentsOf: [0x66, 0x69])  // "fi": a ligature in DejaVu Sans
            case 9: units.append(0x09)
            default: units.append(unit)
            }
        }
        return units
    }
}

enum Fuzz {
    static let fonts: [Font] = ["DejaVu Sans", "Noto Sans CJK SC", "DejaVu Sans Mono"].compactMap {
        try? Font(family: $0, size: 17)
    }

    struct Failure: Error {
        var message: String
    }

    static func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) throws {
        if !condition() { throw Failure(message: "invariant violated: \(message())") }
    }

    /// The shaping cache every input's layouts go through, and whether it is emptied before each.
    static let (cache, isFresh): (ShapingCache, Bool) = {
        switch ProcessInfo.processInfo.environment["FUZZ_CACHE"] ?? "kept" {
        case "fresh": return (ShapingCache.shared, true)
        case "kept": return (ShapingCache.shared, false)
        case let bytes:
            guard let limit = Int(bytes) else { fatalError("FUZZ_CACHE: fresh, kept or a number of bytes") }
            return (ShapingCache(byteLimit: limit), false)
        }
    }()

    /// Both lines' glyph runs, for a failure's message.
    static func describe(_ a: TextLayout.Line, _ b: TextLayout.Line) -> String {
        func runs(_ line: TextLayout.Line) -> String {
            line.glyphRuns.map {
                "\n  run \($0.range) rtl \($0.isRightToLeft) glyphs \($0.glyphs) clusters \($0.clusters) advances \($0.advances)"
            }.joined()
        }
        return "\ncached:\(runs(a))\nother:\(runs(b))"
    }

    /// How lines are chosen (wrap style, break rules and strategy, hyphenation, punctuation
    /// trimming), from the input's hash rather than its bytes, so that the seed corpus keeps the
    /// texts and numbers it was kept for.
    static func chooseLineChoices(for input: [UInt8], in style: inout ParagraphStyle) {
        let bits = hash(input, basis: 0x84222325_cbf29ce4) >> 32
        style.textWrap = [.greedy, .greedy, .balance, .pretty][Int(bits & 3)]
        style.lineBreakRules = bits >> 2 & 3 == 3 ? .web : .unicode
        style.lineBreakStrategy = [[], .pushOut, .hangulWordPriority, .standard][Int(bits >> 4 & 3)]
        style.hyphenationFactor = [0, 0, 0.5, 1, .nan, 7, -1, 1][Int(bits >> 6 & 7)]  // clamped to 0…1, NaN 0
        style.usesDefaultHyphenation = bits >> 9 & 7 == 7
        style.punctuationTrimming = bits >> 12 & 3 == 3 ? .normal : .none
    }

    /// FNV-1a of `input` from `basis`: each choice made from an input's hash has its own basis,
    /// so the choices are independent of one another.
    static func hash(_ input: [UInt8], basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in input { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// One input through the cache (the checks throw the first failure).
    static func run(_ data: [UInt8]) throws {
        if isFresh { cache.removeAll() }
        try ShapingCache.$current.withValue(cache) { try layOut(data) }
    }

    private static func layOut(_ data: [UInt8]) throws {
        var reader = ByteReader(bytes: data)
        let font = fonts[Int(reader.byte()) % fonts.count]
        let size = reader.number(scale: 200)
        let sized = (try? font.withSize(size)) ?? font
        var style = ParagraphStyle(
            lineSpacing: reader.number(scale: 50), lineHeightMultiple: reader.number(scale: 4),
            minimumLineHeight: reader.number(scale: 80), maximumLineHeight: reader.number(scale: 80),
            lineHeight: reader.number(scale: 80), paragraphSpacing: reader.number(scale: 40),
            paragraphSpacingBefore: reader.number(scale: 40), firstLineHeadIndent: reader.number(scale: 100),
            headIndent: reader.number(scale: 100), tailIndent: reader.number(scale: 200) - 100,
            alignment: ParagraphAlignment.allCases[Int(reader.byte()) % ParagraphAlignment.allCases.count],
            lineBreakMode: LineBreakMode.allCases[Int(reader.byte()) % LineBreakMode.allCases.count])
        style.baseWritingDirection = WritingDirection.allCases[Int(reader.byte()) % WritingDirection.allCases.count]
        style.defaultTabInterval = reader.number(scale: 60)
        Fuzz.chooseLineChoices(for: data, in: &style)
        for _ in 0..<Int(reader.byte() % 4) {
            let alignment = TextTab.Alignment.allCases[Int(reader.byte()) % TextTab.Alignment.allCases.count]
            style.tabStops.append(TextTab(alignment, location: reader.number(scale: 400)))
        }
        let width = reader.number(scale: 600)
        let height = reader.number(scale: 600)
        let numberOfLines = Int(Int8(bitPattern: reader.byte())) % 8
        let letterSpacing = reader.number(scale: 20) - 5
        // Up to two more attribute runs, with their own font and letter spacing.
        var cuts: [(at: Double, font: Font, letterSpacing: Double)] = []
        for _ in 0..<Int(reader.byte() % 3) {
            let other = fonts[Int(reader.byte()) % fonts.count]
            cuts.append((Double(reader.byte()) / 255, (try? other.withSize(17)) ?? other, reader.number(scale: 8) - 2))
        }
        let units = reader.utf16()

        var runs: [StyledText.Run] = []
        var start = 0
        var attributes = TextAttributes(font: sized, letterSpacing: letterSpacing)
        for cut in cuts.sorted(by: { $0.at < $1.at }) {
            let end = max(start, Int(cut.at * Double(units.count)))
            if end > start { runs.append(.init(range: start..<end, attributes: attributes, paragraphStyle: style)) }
            start = end
            attributes = TextAttributes(font: cut.font, letterSpacing: cut.letterSpacing)
        }
        runs.append(.init(range: start..<units.count, attributes: attributes, paragraphStyle: style))
        let text = try! StyledText(utf16: units, runs: runs)  // the runs above cover the text
        let options = LayoutOptions(width: width, height: height, numberOfLines: numberOfLines)
        let layout = TextLayout(text: text, options: options)
        if ProcessInfo.processInfo.environment["FUZZ_DEBUG"] != nil {
            var report = "\(sized) \(style) width \(width) height \(height) lines \(numberOfLines) k \(letterSpacing)\n"
            report += units.map { String($0, radix: 16) }.joined(separator: " ") + "\n"
            for run in runs { report += "attributes \(run.range) \(run.attributes.font) k \(run.attributes.letterSpacing)\n" }
            report += "checks: \(CrossCheck.chosen(for: data).map { "\($0)" }.joined(separator: " "))\n"
            for line in layout.lines {
                report += "\(line.ranges) \(line.rect) \(line.availableWidth) \(line.hasEllipsis)\n"
                for run in line.glyphRuns {
                    report += "  run \(run.range) rtl \(run.isRightToLeft) glyphs \(run.glyphs) clusters \(run.clusters) advances \(run.advances)\n"
                }
            }
            FileHandle.standardError.write(Data(report.utf8))
        }
        for check in CrossCheck.chosen(for: data) {
            try check.run(text: text, options: options, layout: layout)
        }
        if CrossCheck.onlyCacheChecks { return }
        try checkInvariants(layout, units: units, numberOfLines: numberOfLines)
    }

    /// The invariants of one layout: finite geometry, ranges in order, glyphs inside their
    /// line, each line painting its reported width, overflow only where a line cannot end.
    private static func checkInvariants(_ layout: TextLayout, units: [UInt16], numberOfLines: Int) throws {
        try check(layout.size.width.isFinite && layout.size.height.isFinite, "size \(layout.size)")
        if numberOfLines > 0 { try check(layout.lines.count <= numberOfLines, "\(layout.lines.count) lines > \(numberOfLines)") }
        var cursor = 0
        for line in layout.lines {
            try check(line.rect.minX.isFinite && line.rect.minY.isFinite && line.rect.width.isFinite
                  && line.rect.height.isFinite && line.baseline.isFinite, "NaN in line \(line.rect)")
            for range in line.ranges {
                try check(range.location >= cursor && range.location + range.length <= units.count, "range \(range) after \(cursor)")
                cursor = range.location + range.length
            }
            var painted = 0.0
            for run in line.glyphRuns {
                try check(run.positions.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "NaN glyph position")
                painted += run.advances.reduce(0) { $0 + Double($1) }
                guard !run.isEllipsis else { continue }
                for cluster in run.clusters {
                    try check(line.ranges.contains { cluster >= $0.location && cluster < $0.location + $0.length },
                          "glyph of \(cluster) outside line \(line.ranges)")
                }
            }
            // One source of geometry: the reported width is what the glyphs paint.
            let reported = Double(line.rect.width)
            try check(abs(painted - reported) <= 1e-6 * max(1, abs(reported)), "line \(line.ranges) reports \(reported), paints \(painted)")
            try check(line.rect.minX >= 0, "line \(line.ranges) at x \(line.rect.minX)")
            if line.rect.width > line.availableWidth + 1e-6 {
                // Only one unit may overflow (or the ellipsis alone): the line must hold no
                // place where it could have ended, a grapheme boundary that is also the start
                // of a HarfBuzz cluster (a ligature or a conjunct spans several graphemes).
                let starts = Set(line.glyphRuns.filter { !$0.isEllipsis }.flatMap(\.clusters))
                var places = 0
                for range in line.ranges where range.length > 0 {
                    let piece = Array(units[range.location..<(range.location + range.length)])
                    for boundary in TextSegmentation.graphemeClusterBoundaries(piece).dropLast()
                    where starts.contains(range.location + boundary) {
                        places += 1
                    }
                }
                let pieces = line.ranges.filter { $0.length > 0 }.count + (line.hasEllipsis ? 1 : 0)
                try check(places == 0 && pieces <= 1, "line \(line.ranges) \(line.rect.width) wider than \(line.availableWidth)")
            }
        }
    }

    /// Whether two layouts are the same: lines, ranges, rectangles, ellipses, glyphs,
    /// positions and advances, size and truncation.
    static func checkSame(_ layout: TextLayout, _ other: TextLayout, _ name: String) throws {
        try check(other.lines.count == layout.lines.count && other.size == layout.size && other.isTruncated == layout.isTruncated,
                  "\(name): layouts differ in size: \(layout.size) \(layout.lines.map(\.ranges)) against \(other.size) \(other.lines.map(\.ranges))\(zip(layout.lines, other.lines).map { describe($0, $1) }.joined())")
        for (a, b) in zip(layout.lines, other.lines) {
            try check(a.ranges == b.ranges && a.rect == b.rect && a.hasEllipsis == b.hasEllipsis,
                      "\(name): line \(a.ranges) \(a.rect) against \(b.ranges) \(b.rect)")
            try check(a.glyphRuns.map(\.glyphs) == b.glyphRuns.map(\.glyphs), "\(name): glyphs of line \(a.ranges) differ\(describe(a, b))")
            try check(a.glyphRuns.map(\.positions) == b.glyphRuns.map(\.positions), "\(name): positions of line \(a.ranges) differ\(describe(a, b))")
            try check(a.glyphRuns.map(\.advances) == b.glyphRuns.map(\.advances), "\(name): advances of line \(a.ranges) differ\(describe(a, b))")
        }
    }
}

/// The layouts an input's layout is compared with. Each costs about one more layout, so an
/// input runs the one its hash picks (FNV-1a of the bytes: the same input always runs the same
/// check, so a crash reproduces from the input alone); FUZZ_CHECKS=all runs them all,
/// FUZZ_CHECKS=prefix,uncached the ones named.
enum CrossCheck: String, CaseIterable {
    /// The shaping cache splices runs from cached pieces: glyph for glyph what shaping the
    /// whole runs gives.
    case uncached
    /// A second layout, now from a warm cache, agrees too.
    case again
    /// Measuring the size only (Label.sizeThatFits) sizes the lines without building them:
    /// the same size and truncation to the bit.
    case sizeOnly = "size-only"
    /// Line filling and tail truncation pass over the ends that surely fit: the walk over
    /// every end gives the same lines.
    case walkingEveryEnd = "walk"
    /// A prefix of the text laid out instead of the whole (`PrefixLayout`, forced however
    /// short the text): the whole text's layout.
    case prefix
    /// The cut paragraph's start and end laid out with its middle left out (head and middle
    /// truncation of a long paragraph, `StyledText.Elision`), at a cut and an end length taken
    /// from the text's length: when the typesetter trusts it, the whole text's layout.
    case paragraphEnd = "paragraph-end"
    /// The text prepared once (`PreparedText`): the fresh layout, statistics and ranges.
    case prepared

    /// FUZZ_CACHE_CHECKS_ONLY=1: only the cache's checks, on every input, and no invariants
    /// (long cache runs that a known failure of another invariant would stop).
    static let onlyCacheChecks = ProcessInfo.processInfo.environment["FUZZ_CACHE_CHECKS_ONLY"] != nil

    /// The checks FUZZ_CHECKS names (nil: one per input, by its hash).
    static let named: [CrossCheck]? = {
        if onlyCacheChecks { return [.uncached, .again] }
        guard let names = ProcessInfo.processInfo.environment["FUZZ_CHECKS"], !names.isEmpty else { return nil }
        if names == "all" { return allCases }
        if names == "none" { return [] }
        return names.split(separator: ",").map {
            guard let check = CrossCheck(rawValue: String($0)) else {
                fatalError("FUZZ_CHECKS: all, none, or some of \(allCases.map(\.rawValue).joined(separator: ","))")
            }
            return check
        }
    }()

    /// The checks `input` runs.
    /// FUZZ_QUIET_HISTORY=1: a replayed history's inputs run no cross-check.
    static let quietHistory = ProcessInfo.processInfo.environment["FUZZ_QUIET_HISTORY"] != nil
    /// Whether the input now running is one of a replayed history's.
    nonisolated(unsafe) static var replayingHistory = false

    static func chosen(for input: [UInt8]) -> [CrossCheck] {
        if quietHistory && replayingHistory { return [] }
        if let named { return named }
        let hash = Fuzz.hash(input, basis: 0xcbf2_9ce4_8422_2325)
        return [allCases[Int(hash % UInt64(allCases.count))]]
    }

    func run(text: StyledText, options: LayoutOptions, layout: TextLayout) throws {
        switch self {
        case .uncached:
            // (Through a cache kept across inputs by default, see `Fuzz.cache`: a failure may
            // need the inputs before it, which are written out.)
            try Fuzz.checkSame(layout, ShapingCache.$current.withValue(nil) { TextLayout(text: text, options: options) }, "uncached")
        case .again:
            try Fuzz.checkSame(layout, TextLayout(text: text, options: options), "again")
        case .sizeOnly:
            var sizeOnly = options
            sizeOnly.measuresSizeOnly = true
            let measured = TextLayout(text: text, options: sizeOnly)
            try Fuzz.check(measured.size == layout.size && measured.isTruncated == layout.isTruncated,
                           "size-only measure \(measured.size) against \(layout.size)")
        case .walkingEveryEnd:
            var walking = options
            walking.walksEveryEnd = true
            let walked = TextLayout(text: text, options: walking)
            try Fuzz.check(walked.lines.map(\.ranges) == layout.lines.map(\.ranges) && walked.size == layout.size
                            && walked.isTruncated == layout.isTruncated,
                           "walking every end: \(walked.lines.map(\.ranges)) \(walked.size) against \(layout.lines.map(\.ranges)) \(layout.size)")
            for (a, b) in zip(walked.lines, layout.lines) {
                try Fuzz.check(a.rect == b.rect && a.hasEllipsis == b.hasEllipsis, "walking every end: line \(a.ranges) \(a.rect) against \(b.rect)")
            }
        case .prefix:
            try Fuzz.checkSame(layout, TextLayout(text: text, options: options, prefixThreshold: 0), "prefix")
        case .paragraphEnd:
            let count = text.utf16.count
            if let spliced = TextLayout(text: text, options: options, cut: count / 3, tailUnits: count / 3 + count % 7) {
                try Fuzz.checkSame(layout, spliced, "paragraph end")
            }
        case .prepared:
            let prepared = PreparedText(text, locale: options.locale)
            try Fuzz.checkSame(layout, prepared.layout(options), "prepared")
            let statistics = prepared.statistics(options)
            try Fuzz.check(statistics.lineCount == layout.lines.count && statistics.size == layout.size
                            && statistics.isTruncated == layout.isTruncated,
                           "prepared statistics \(statistics) against \(layout.lines.count) \(layout.size)")
        }
    }
}

/// The inputs run through a kept cache, for replaying a failure that needs earlier inputs.
enum History {
    /// The most inputs remembered (the oldest are dropped).
    static let historyLimit = 50_000
    nonisolated(unsafe) static var inputs: [[UInt8]] = []
    nonisolated(unsafe) static var replayed = false

    static func record(_ input: [UInt8]) {
        guard !Fuzz.isFresh else { return }
        if inputs.count >= historyLimit * 2 { inputs.removeFirst(inputs.count - historyLimit) }
        inputs.append(input)
    }

    static func write(_ inputs: [[UInt8]], to path: String) {
        var data = Data()
        for input in inputs {
            withUnsafeBytes(of: UInt32(input.count).littleEndian) { data.append(contentsOf: $0) }
            data.append(contentsOf: input)
        }
        _ = FileManager.default.createFile(atPath: path, contents: data)
    }

    static func read(_ path: String) -> [[UInt8]] {
        guard let data = FileManager.default.contents(atPath: path) else { fatalError("no history at \(path)") }
        let bytes = [UInt8](data)
        var inputs: [[UInt8]] = []
        var index = 0
        while index + 4 <= bytes.count {
            let count = Int(bytes[index]) | Int(bytes[index + 1]) << 8 | Int(bytes[index + 2]) << 16 | Int(bytes[index + 3]) << 24
            inputs.append(Array(bytes[(index + 4)..<(index + 4 + count)]))
            index += 4 + count
        }
        return inputs
    }

    /// Whether `input` fails after `prefix`, from an empty cache.
    static func fails(_ input: [UInt8], after prefix: [[UInt8]]) -> Bool {
        Fuzz.cache.removeAll()
        CrossCheck.replayingHistory = true
        for earlier in prefix where (try? Fuzz.run(earlier)) == nil {
            CrossCheck.replayingHistory = false
            return true
        }
        CrossCheck.replayingHistory = false
        return (try? Fuzz.run(input)) == nil
    }

    /// A short part of `history` after which `input` still fails: the longest suffix dropped
    /// first (by halves), then single inputs (a greedy pass of delta debugging).
    static func minimize(_ input: [UInt8], after history: [[UInt8]]) -> [[UInt8]] {
        var kept = history
        // Drop from the front while it still fails.
        var step = kept.count / 2
        while step > 0 {
            if fails(input, after: Array(kept.dropFirst(step))) { kept.removeFirst(step) } else { step /= 2 }
        }
        // Then chunks, halving, anywhere.
        var chunk = max(1, kept.count / 2)
        while true {
            var start = 0
            while start < kept.count {
                var candidate = kept
                candidate.removeSubrange(start..<min(kept.count, start + chunk))
                if fails(input, after: candidate) { kept = candidate } else { start += chunk }
            }
            if chunk == 1 { break }
            chunk /= 2
        }
        return kept
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let input = Array(UnsafeBufferPointer(start: data, count: min(size, 4096)))
    let environment = ProcessInfo.processInfo.environment
    if !History.replayed, let path = environment["FUZZ_REPLAY"] {
        History.replayed = true
        let history = History.read(path)
        if environment["FUZZ_MINIMIZE"] != nil {
            guard History.fails(input, after: history) else { fatalError("the input passes after the history") }
            let minimal = History.minimize(input, after: history)
            History.write(minimal, to: path + ".min")
            FileHandle.standardError.write(Data("minimal history: \(minimal.count) of \(history.count) inputs, in \(path).min\n".utf8))
            for earlier in minimal { FileHandle.standardError.write(Data((earlier.map { String($0, radix: 16) }.joined(separator: " ") + "\n").utf8)) }
            Fuzz.cache.removeAll()
        }
        CrossCheck.replayingHistory = true
        for (index, earlier) in history.enumerated() {
            do { try Fuzz.run(earlier) } catch { fatalError("history input \(index) fails: \(error)") }
        }
        CrossCheck.replayingHistory = false
        History.inputs = history
    }
    History.record(input)
    do {
        try Fuzz.run(input)
    } catch {
        if !Fuzz.isFresh {
            let path = "fuzz-out/history-\(getpid())"
            History.write(History.inputs.dropLast().suffix(History.historyLimit), to: path)
            FileHandle.standardError.write(Data("history of \(min(History.inputs.count - 1, History.historyLimit)) inputs before this one in \(path)\n".utf8))
        }
        fatalError("\(error)")
    }
    return 0
}
