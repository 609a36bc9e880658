// The figures: the --json shape the issue specifies, and a readable table.
import Foundation

/// One workload's medians in µs per label.
struct WorkloadResult: Encodable {
    var name: String
    /// nil when our engine cannot run the workload yet (encoded as null).
    var ours: Double?
    var pango: Double?
    var floor: Double?
    var oursCached: Double?
    /// Measure workloads: `ours` with the shaping cache emptied before each round (`ours` is
    /// then the warm figure, the cache holding the corpus's words as a server's would).
    var oursCold: Double?
    /// Measure workloads: the same labels measured again at another width (no layout cache;
    /// each label keeps its measured paragraphs).
    var oursRemeasured: Double?

    enum CodingKeys: String, CodingKey { case name, ours, pango, floor, oursCached, oursCold, oursRemeasured }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(ours.map(Report.rounded), forKey: .ours)
        try container.encodeIfPresent(pango.map(Report.rounded), forKey: .pango)
        try container.encodeIfPresent(floor.map(Report.rounded), forKey: .floor)
        try container.encodeIfPresent(oursCached.map(Report.rounded), forKey: .oursCached)
        try container.encodeIfPresent(oursCold.map(Report.rounded), forKey: .oursCold)
        try container.encodeIfPresent(oursRemeasured.map(Report.rounded), forKey: .oursRemeasured)
    }
}

struct Report: Encodable {
    var workloads: [WorkloadResult] = []
    var lineCountAgreement: Double?
    var peakRSSMiB: Double = 0

    enum CodingKeys: String, CodingKey { case workloads, lineCountAgreement, peakRSSMiB }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(workloads, forKey: .workloads)
        try container.encodeIfPresent(lineCountAgreement.map { ($0 * 10_000).rounded() / 10_000 }, forKey: .lineCountAgreement)
        try container.encode(Report.rounded(peakRSSMiB), forKey: .peakRSSMiB)
    }

    /// Three significant decimals are more than the noise allows.
    static func rounded(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// A Markdown table: medians, ratios to Pango (>1 = Pango slower) and to the floor (>1 = we
    /// are slower than shaping alone), and how much faster a layout-cache hit is than a cold
    /// measure (nothing cached) and than a warm one (shaping cache filled).
    func table() -> String {
        func format(_ x: Double?) -> String {
            guard let x, x.isFinite else { return "–" }
            return x >= 1000 ? String(format: "%.0f", x) : x >= 10 ? String(format: "%.1f", x) : String(format: "%.2f", x)
        }
        func ratio(_ x: Double?) -> String {
            guard let x, x.isFinite else { return "–" }
            return String(format: "%.2f×", x)
        }
        var lines = [
            "| workload | ours µs | Pango µs | floor µs | Pango ÷ ours | ours ÷ floor | ours cached µs | cold ÷ cached | warm ÷ cached | ours cold-shaping µs |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for w in workloads {
            let speedup = w.ours.flatMap { ours in w.pango.map { $0 / ours } }
            let overFloor = w.ours.flatMap { ours in w.floor.map { ours / $0 } }
            let overCold = w.oursCold.flatMap { cold in w.oursCached.map { cold / $0 } }
            let overWarm = w.oursCold == nil ? nil : w.ours.flatMap { ours in w.oursCached.map { ours / $0 } }
            lines.append(
                "| \(w.name) | \(w.ours == nil ? "n/a" : format(w.ours)) | \(format(w.pango)) | \(format(w.floor)) | "
                    + "\(ratio(speedup)) | \(ratio(overFloor)) | \(format(w.oursCached)) | \(ratio(overCold)) | "
                    + "\(ratio(overWarm)) | \(format(w.oursCold)) |")
        }
        return lines.joined(separator: "\n")
    }
}
