// The resize workload: comment-length texts prepared once, laid out again at other widths, as a
// list does on every resize (pretext's benchmark shape; docs/benchmark.md).
import Foundation
import LineSpaceText

extension Bench {
    /// Sentences of the kinds of text a comment list holds.
    static let resizeSentences: [String] = [
        "The quick brown fox jumps over the lazy dog, and then it does it again just to be sure.",
        "I tried this on my phone and the layout broke in landscape; any idea why the labels overlap?",
        "如何讓你遇見我，在我最美麗的時刻。為這，我已在佛前求了五百年。",
        "这个问题我也遇到过，升级到最新版本以后就好了，谢谢大家的帮助！",
        "مرحبا بالجميع، هذا تعليق قصير لاختبار التفاف الأسطر في النصوص العربية.",
        "שלום לכולם, זו תגובה קצרה לבדיקת שבירת שורות בעברית עם מספרים 123.",
        "Mixed: the word שלום means peace and مرحبا means hello (see page 42).",
        "Great work 👍🏽 the new release is 🔥🔥 — thanks to everyone who helped 🙏 ❤️",
        "日本語のコメントもあります。「ありがとう」と言いたいです。",
        "한국어 댓글입니다. 줄 바꿈이 잘 되는지 확인해 봅니다.",
    ]

    /// 500 comment-length texts (one to three sentences, 60 to 300 characters), the same on
    /// every run.
    static func resizeTexts() -> [String] {
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<500).map { _ in
            (0...next(3)).map { _ in resizeSentences[next(resizeSentences.count)] }.joined(separator: " ")
        }
    }

    /// Rounds of the resize workload's statistics, line ranges and cache hits for `--rounds`:
    /// eight times as many, plus one (41 by default), since a round takes about half a
    /// millisecond.
    static func resizeRounds(_ rounds: Int) -> Int { 8 * max(1, rounds) + 1 }

    /// Prepares every text once, then lays all out at 180, 220 and 260 pt: statistics only,
    /// line ranges, full layouts; beside the layout cache's hit for the same texts and widths.
    mutating func resizeWorkload() {
        let texts = Bench.resizeTexts()
        let attributes = TextAttributes(font: ours.font)
        let style = ParagraphStyle(lineSpacing: Double(ours.lineSpace), lineBreakMode: .byWordWrapping)
        let styled = texts.map { StyledText($0, attributes: attributes, paragraphStyle: style) }
        let units = styled.reduce(0) { $0 + $1.utf16.count }
        log("resize: \(texts.count) texts, \(units / texts.count) UTF-16 units on average, widths 180, 220, 260")
        let widths = [180.0, 220, 260]
        var sink = self.sink
        var prepared: [PreparedText] = []
        let prepare = rounds(texts.count, "prepare", rounds: 1) {
            prepared = styled.map { PreparedText($0) }
            for text in prepared { sink.consume(text.statistics(LayoutOptions(width: 200)).size.height) }
        }
        let layouts = Double(texts.count * widths.count)
        func perLayout(_ label: String, _ body: () -> Void) -> Double {
            rounds(Int(layouts), label) { body() }
        }
        let cache = LayoutCache(capacity: 4_096)
        for width in widths { for text in styled { _ = cache.layout(for: text, options: LayoutOptions(width: width)) } }
        // Statistics, line ranges and the cache's hit take turns round by round, many short
        // rounds each (`resizeRounds`), so that the goal's comparison —
        // statistics never above a hit — is not decided by when the machine was busy. One
        // untimed round of each first.
        let items = Int(layouts)
        resizeStatisticsRound(prepared, widths: widths, sink: &sink)
        resizeRangesRound(prepared, widths: widths, sink: &sink)
        resizeHitRound(styled, cache: cache, widths: widths, sink: &sink)
        var times: (statistics: [Double], ranges: [Double], hit: [Double]) = ([], [], [])
        for _ in 0..<Bench.resizeRounds(options.rounds) {
            times.statistics += Timing.perItem(rounds: 1, items: items) { resizeStatisticsRound(prepared, widths: widths, sink: &sink) }
            times.ranges += Timing.perItem(rounds: 1, items: items) { resizeRangesRound(prepared, widths: widths, sink: &sink) }
            times.hit += Timing.perItem(rounds: 1, items: items) { resizeHitRound(styled, cache: cache, widths: widths, sink: &sink) }
        }
        let statistics = report("statistics", times.statistics)
        let ranges = report("line ranges", times.ranges)
        let hit = report("layout-cache hit", times.hit)
        let full = perLayout("full layouts") {
            for width in widths { for text in prepared { sink.consume(text.layout(LayoutOptions(width: width)).size.height) } }
        }
        let bytes = prepared.reduce(0) { $0 + $1.byteCount }
        var result = WorkloadResult(name: "resize-statistics")
        result.ours = statistics
        report.workloads.append(result)
        notes.append(String(
            format: "resize: per text and width, statistics %.3f µs, line ranges %.3f µs, full layout %.2f µs; layout-cache hit %.3f µs; prepare %.1f µs a text",
            statistics, ranges, full, hit, prepare))
        notes.append(String(
            format: "resize: prepared texts hold %.0f bytes per UTF-16 unit (%d texts, %d units)",
            Double(bytes) / Double(units), texts.count, units))
        notes.append("resize: pretext's published figures (browser, its own benchmark): prepare ~19 µs a text, layout 0.19 µs a text (500 texts in 0.0965 ms)")
        self.sink = sink
    }
}

/// Statistics of every prepared text at every width, for callgrind
/// (`--toggle-collect='*resizeStatisticsRound*'`).
@inline(never)
func resizeStatisticsRound(_ prepared: [PreparedText], widths: [Double], sink: inout Sink) {
    for width in widths {
        let options = LayoutOptions(width: width)
        for text in prepared { sink.consume(text.statistics(options).size.height) }
    }
}

/// The layout cache's hit for every text at every width (`--toggle-collect='*resizeHitRound*'`).
@inline(never)
func resizeHitRound(_ texts: [StyledText], cache: LayoutCache, widths: [Double], sink: inout Sink) {
    for width in widths {
        let options = LayoutOptions(width: width)
        for text in texts { sink.consume(cache.layout(for: text, options: options).size.height) }
    }
}

/// Line ranges of every prepared text at every width (`--toggle-collect='*resizeRangesRound*'`).
@inline(never)
func resizeRangesRound(_ prepared: [PreparedText], widths: [Double], sink: inout Sink) {
    for width in widths {
        let options = LayoutOptions(width: width)
        for text in prepared { sink.consume(CGFloat(text.lineRanges(options).count)) }
    }
}
