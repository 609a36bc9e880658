// The benchmark's corpus: Debian's fortunes files (Chinese poetry and prose, English prose).
import Foundation

/// One label's text and where it came from.
struct CorpusEntry {
    /// The fortunes file's name ("tang300") and the entry's index inside it.
    var source: String
    var index: Int
    var text: String
    /// The text's UTF-16 units, ready for HarfBuzz.
    var utf16: [UInt16]

    var label: String { "\(source)#\(index)" }
}

enum Corpus {
    static let directory = "/usr/share/games/fortunes"
    /// The files the issue names, in this order.
    static let files = ["tang300", "song100", "chinese", "fortunes", "literature"]

    /// Every entry of every file, with `chineseStride` keeping every n-th entry of the large
    /// `chinese` file only (1 keeps all). Entries are split at lines holding only "%", ANSI
    /// colour escapes are removed and surrounding blank lines trimmed; empty entries are dropped.
    static func load(chineseStride: Int) throws -> [CorpusEntry] {
        var entries: [CorpusEntry] = []
        for file in files {
            let parts = try fileEntries(file)
            for (index, text) in parts.enumerated() {
                if file == "chinese" && index % max(1, chineseStride) != 0 { continue }
                entries.append(CorpusEntry(source: file, index: index, text: text, utf16: Array(text.utf16)))
            }
        }
        return entries
    }

    /// The whole file with ANSI escapes removed (workload 6: one huge label).
    static func wholeFile(_ file: String) throws -> String {
        stripANSI(try read(file))
    }

    static func fileEntries(_ file: String) throws -> [String] {
        let text = stripANSI(try read(file))
        var entries: [String] = []
        var current: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "%" {
                entries.append(current.joined(separator: "\n"))
                current.removeAll(keepingCapacity: true)
            } else {
                current.append(line)
            }
        }
        entries.append(current.joined(separator: "\n"))
        return entries
            .map { $0.trimmingCharacters(in: .newlines) }
            .filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }

    private static func read(_ file: String) throws -> String {
        let path = "\(directory)/\(file)"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BenchError.missingCorpus(path)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Removes CSI escape sequences (ESC [ parameters final-byte), which the fortunes-zh files
    /// use for colours, and backspace overstriking.
    static func stripANSI(_ text: String) -> String {
        var out = [UInt8]()
        let bytes = Array(text.utf8)
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") {
                var j = i + 2
                while j < bytes.count, (0x30...0x3F).contains(bytes[j]) || (0x20...0x2F).contains(bytes[j]) { j += 1 }
                i = j < bytes.count ? j + 1 : j  // skip the final byte too
                continue
            }
            if bytes[i] == 0x08 {
                // Backspace overstriking (two entries of fortunes-min): keep the struck-over
                // character's replacement, drop the one it overstrikes.
                while let last = out.popLast(), last & 0xC0 == 0x80 {}
                i += 1
                continue
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}

enum BenchError: Error, CustomStringConvertible {
    case missingCorpus(String)
    case font(String)
    case pango(String)
    case usage(String)

    var description: String {
        switch self {
        case .missingCorpus(let path):
            return "missing corpus file \(path): run `make deps-bench` (Debian packages fortunes-min and fortunes-zh)"
        case .font(let message): return "font: \(message)"
        case .pango(let message): return "pango: \(message)"
        case .usage(let message): return message
        }
    }
}
