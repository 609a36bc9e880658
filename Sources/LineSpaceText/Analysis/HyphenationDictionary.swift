// Automatic hyphenation: Debian's hyphenation dictionaries through libhyphen (the one owner of
// a HyphenDict).
import CHyphen
import CICUBreak
import Foundation

/// A libhyphen pattern dictionary for one language (`/usr/share/hyphen/hyph_*.dic`, installed
/// by Debian's hyphen-* packages), loaded once per process.
///
/// Hyphenating reads the dictionary and never writes it, so one is shared by every thread.
final class HyphenationDictionary: @unchecked Sendable {
    private let dictionary: UnsafeMutablePointer<HyphenDict>
    /// The dictionary's file name ("hyph_en_US.dic").
    let name: String

    /// How the dictionary's patterns are encoded (its file's first line): UTF-8, or one byte a
    /// character in the charset it names (ISO 8859-1 for German, ISO 8859-2 for Czech, KOI8-R
    /// for Russian…), whose bytes ICU's converter for it gives.
    private let encoding: Encoding
    private enum Encoding {
        case utf8
        /// Each character's byte; a character the charset lacks is in no word of the patterns.
        /// A charset ICU does not know maps ASCII only.
        case singleByte([UInt32: UInt8])
    }

    private init?(path: String) {
        guard let loaded = hnj_hyphen_load(path) else { return nil }
        dictionary = loaded
        name = (path as NSString).lastPathComponent
        let charset = withUnsafeBytes(of: loaded.pointee.cset) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        encoding = loaded.pointee.utf8 != 0 ? .utf8 : .singleByte(HyphenationDictionary.bytes(of: charset))
    }

    /// The byte each character has in the one-byte `charset`, from ICU's converter; ASCII's
    /// when ICU has no such converter.
    private static func bytes(of charset: String) -> [UInt32: UInt8] {
        var units = [UInt16](repeating: 0xFFFF, count: 256)
        if ls_single_byte_charset(charset, &units) != 0 {
            units = (0..<256).map { $0 < 0x80 ? UInt16($0) : 0xFFFF }
        }
        var bytes: [UInt32: UInt8] = [:]
        for (byte, unit) in units.enumerated().reversed() where unit != 0xFFFF {
            // A character with two bytes takes the lower.
            bytes[UInt32(unit)] = UInt8(byte)
        }
        return bytes
    }

    deinit { hnj_hyphen_free(dictionary) }

    /// Where Debian installs the dictionaries.
    static let directory = "/usr/share/hyphen"

    /// The dictionary for `tag` (BCP 47: "en-US", "de", "fr_CA"): the file for its language and
    /// region, else its language's own ("hyph_de.dic"), else the first of its language
    /// (`hyph_en_US.dic` for "en" when there is no `hyph_en.dic`); nil when none is installed.
    ///
    /// - Complexity: a cache look-up; the first time for a language, reading its file.
    static func forLanguage(_ tag: String) -> HyphenationDictionary? {
        let parts = tag.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        guard let language = parts.first?.lowercased(), (2...8).contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let region = parts.dropFirst().first { $0.count == 2 }?.uppercased()
        let key = region.map { "\(language)_\($0)" } ?? language
        return loaded.withLock { cache in
            if let known = cache[key] { return known }
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory))?.sorted() ?? []
            var names = region.map { ["hyph_\(language)_\($0).dic"] } ?? []
            names.append("hyph_\(language).dic")
            names += files.filter { $0.hasPrefix("hyph_\(language)_") && $0.hasSuffix(".dic") }
            // Each file loaded once and kept: every load of some dictionaries (hyph_de, hyph_fr)
            // loses memory inside libhyphen (scripts/lsan.supp).
            var found: HyphenationDictionary?
            for name in names where files.contains(name) {
                found = HyphenationDictionary(path: "\(directory)/\(name)")
                if found != nil { break }
            }
            cache[key] = .some(found)
            return found
        }
    }

    /// Dictionaries by language key, including the answer "none installed".
    private static let loaded = Locked<[String: HyphenationDictionary?]>([:])

    /// The offsets inside `word` (letters only, UTF-16) after which a hyphen may break it, at
    /// least two letters from either end, ascending. Only the dictionary's standard points: a
    /// point that changes the spelling (German `Schiff=fahrt` in old orthography) is left out.
    ///
    /// - Complexity: O(word length × the patterns' depth).
    func points(in word: ArraySlice<UInt16>) -> [Int] {
        let text = String(decoding: word, as: UTF16.self)
        let original = Array(text.unicodeScalars)
        let lowered = Array(text.lowercased().unicodeScalars)
        // Offsets map scalar by scalar: a word whose lowercase changes its length is skipped.
        guard original.count == lowered.count, original.count >= 4 else { return [] }
        // The word in the dictionary's encoding. libhyphen answers per character: per byte of
        // a one-byte charset, and a UTF-8 dictionary's answer is moved to character indices.
        var bytes: [CChar] = []
        var unitEnd: [Int] = []
        var units = 0
        for (scalar, lower) in zip(original, lowered) {
            switch encoding {
            case .utf8:
                UTF8.encode(lower) { bytes.append(CChar(bitPattern: $0)) }
            case .singleByte(let charset):
                // A letter the charset lacks matches no pattern: no points, rather than wrong ones.
                guard let byte = charset[lower.value] else { return [] }
                bytes.append(CChar(bitPattern: byte))
            }
            units += scalar.utf16.count
            unitEnd.append(units)
        }
        // libhyphen reads the word as a C string too (strstr): it must end in NUL.
        let word = bytes + [0]
        var hyphens = [CChar](repeating: 0, count: bytes.count + 5)
        var replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var positions: UnsafeMutablePointer<Int32>?
        var cuts: UnsafeMutablePointer<Int32>?
        let status = hnj_hyphen_hyphenate3(
            dictionary, word, Int32(bytes.count), &hyphens, nil, &replacements, &positions, &cuts, 2, 2, 2, 2)
        defer {
            if let replacements {
                for index in 0..<bytes.count { free(replacements[index]) }
                free(replacements)
            }
            free(positions)
            free(cuts)
        }
        guard status == 0 else { return [] }
        var result: [Int] = []
        for index in 0..<(original.count - 1) {
            guard hyphens[index] & 1 == 1 else { continue }
            if let replacements, replacements[index] != nil { continue }
            result.append(unitEnd[index])
        }
        return result
    }
}

extension HyphenationDictionary {
    /// The hyphenation points of a paragraph, paragraph-relative and ascending: inside each word
    /// (a run of letters and the marks on them) of at least five letters.
    ///
    /// - Complexity: O(n) plus the dictionary's work per word.
    func points(inParagraph utf16: ArraySlice<UInt16>) -> [Int] {
        var result: [Int] = []
        var offset = 0
        var wordStart: Int?
        let count = utf16.count
        func endWord(at end: Int) {
            if let start = wordStart, end - start >= 5 {
                let base = utf16.startIndex
                result += points(in: utf16[(base + start)..<(base + end)]).map { $0 + start }
            }
            wordStart = nil
        }
        while offset < count {
            let unit = utf16[utf16.startIndex + offset]
            var scalar = UInt32(unit), length = 1
            if UTF16.isLeadSurrogate(unit), offset + 1 < count, UTF16.isTrailSurrogate(utf16[utf16.startIndex + offset + 1]) {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(utf16[utf16.startIndex + offset + 1]) - 0xDC00)
                length = 2
            }
            let category = Unicode.Scalar(scalar)?.properties.generalCategory
            switch category {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter:
                if wordStart == nil { wordStart = offset }
            case .nonspacingMark where wordStart != nil, .spacingMark where wordStart != nil:
                break
            default:
                endWord(at: offset)
            }
            offset += length
        }
        endWord(at: count)
        return result
    }
}
