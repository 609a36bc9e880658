// Shaping caches in front of a shared backing cache (a batch's jobs): a text one job shaped is
// not shaped again by another, every glyph is HarfBuzz's, and every cache stays bounded.
import Foundation
import Testing
@testable import LineSpaceText

@Suite struct BackedShapingCacheTests {
    typealias Calls = ShapingCacheTests

    @Test func aJobTakesThePiecesAnotherShapedFromTheBacking() {
        let backing = ShapingCache(byteLimit: 1 << 20)
        let first = ShapingCache(byteLimit: 1 << 20, backing: backing)
        let second = ShapingCache(byteLimit: 1 << 20, backing: backing)
        let poem = "如何讓你遇見我，在我最美麗的時刻。"
        #expect(Calls.shapingCalls(poem, font: Fixtures.notoSC(), cache: first) == 1)
        #expect(first.statistics.entries == 2 && backing.statistics.entries == 2)
        // The second job's own cache misses; the backing holds both phrases: no shaping.
        #expect(Calls.shapingCalls(poem, font: Fixtures.notoSC(), cache: second) == 0)
        #expect(second.statistics.entries == 2)
        #expect(second.statistics.hits == 1 && second.statistics.misses == 0)
        // The backing was asked twice: by the first job, before it shaped, and by the second.
        #expect(backing.statistics.misses == 1 && backing.statistics.hits == 1)
        // Its own copy serves it from then on: the backing is not asked again.
        #expect(Calls.shapingCalls(poem, font: Fixtures.notoSC(), cache: second) == 0)
        #expect(backing.statistics.hits == 1)
        // A phrase that began its run is not spliced after other text until seen there, in
        // the backing as in one cache; once the first job has, the second takes it.
        let turned = "在我最美麗的時刻。如何讓你遇見我，"
        #expect(Calls.shapingCalls(turned, font: Fixtures.notoSC(), cache: first) == 1)
        #expect(Calls.shapingCalls(turned, font: Fixtures.notoSC(), cache: second) == 0)
    }

    @Test func aRunKeptWholeComesFromTheBackingToo() {
        // DejaVu kerns with the space: no word is kept, the run is, with its context.
        let backing = ShapingCache(byteLimit: 1 << 20)
        let first = ShapingCache(byteLimit: 1 << 20, backing: backing)
        let second = ShapingCache(byteLimit: 1 << 20, backing: backing)
        #expect(Calls.shapingCalls("the quick brown fox", font: Fixtures.dejaVu(), cache: first) == 1)
        #expect(Calls.shapingCalls("the quick brown fox", font: Fixtures.dejaVu(), cache: second) == 0)
        #expect(second.statistics.entries == 1 && backing.statistics.entries == 1)
        #expect(Calls.shapingCalls("the brown fox", font: Fixtures.dejaVu(), cache: second) == 1)
    }

    /// Random texts through random jobs' caches, against two models: the glyphs of shaping
    /// without a cache, and one cache of its own, which shapes a text again exactly when jobs
    /// sharing a large backing do (none of them evicts). Small caches evict all the time and
    /// must stay bounded, their tables consistent.
    @Test(arguments: [UInt64(3), 17, 2026])
    func jobsSharingABackingShapeAsOneCache(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let backing = ShapingCache(byteLimit: 4 << 20)
        let jobs = (0..<3).map { _ in ShapingCache(byteLimit: 4 << 20, backing: backing) }
        let alone = ShapingCache(byteLimit: 4 << 20)
        let smallBacking = ShapingCache(byteLimit: 16_384)
        let small = (0..<3).map { _ in ShapingCache(byteLimit: 4_096, backing: smallBacking) }
        // Few distinct texts, so that most are met again, by another job or the same one.
        let texts = (0..<40).map { _ in ShapingCacheTests.randomText(seed: UInt64.random(in: 1...25, using: &generator)) }
        for (step, (text, options)) in texts.enumerated() {
            let expected = ShapingCacheTests.shaping(text, options: options, cache: nil)
            let job = jobs.randomElement(using: &generator)!
            let counted = WorkCounter(), model = WorkCounter()
            let shaped = WorkCounter.$current.withValue(counted) { ShapingCacheTests.shaping(text, options: options, cache: job) }
            let modelShaped = WorkCounter.$current.withValue(model) { ShapingCacheTests.shaping(text, options: options, cache: alone) }
            #expect(shaped == expected, "seed \(seed) step \(step)")
            #expect(modelShaped == expected, "seed \(seed) step \(step)")
            #expect(counted.shapings == model.shapings, "seed \(seed) step \(step)")
            let evicting = small.randomElement(using: &generator)!
            #expect(ShapingCacheTests.shaping(text, options: options, cache: evicting) == expected, "seed \(seed) step \(step)")
        }
        for cache in small + [smallBacking] {
            #expect(cache.statistics.bytes <= cache.byteLimit)
            #expect(cache.tableIsConsistent)
        }
        #expect(backing.statistics.hits > 0)
    }

    /// Jobs on four threads, each with a small cache of its own over one small backing, while
    /// noise evicts from both: every run equals the uncached one, the bytes stay bounded and
    /// the tables consistent. Run under ThreadSanitizer in CI.
    @Test func threadsWithCachesOfTheirOwnShareABacking() async {
        let backing = ShapingCache(byteLimit: 256 << 10)
        let texts = (0..<300).map { Self.text($0) }
        let expected = texts.map { ShapingCacheTests.shaping($0.text, options: $0.options, cache: nil) }
        let caches = await withTaskGroup(of: (ShapingCache, [Int]).self) { group in
            for task in 0..<4 {
                group.addTask {
                    let cache = ShapingCache(byteLimit: 64 << 10, backing: backing)
                    var wrong: [Int] = []
                    for index in stride(from: task, to: texts.count, by: 4) {
                        let noise = StyledText((0..<30).map { String($0 * 7_919 + index * 104_729 + task) }.joined(separator: " "),
                                               attributes: TextAttributes(font: Fixtures.mono()))
                        ShapingCache.$current.withValue(cache) { _ = TextLayout(text: noise, options: LayoutOptions(width: 200)) }
                        if ShapingCacheTests.shaping(texts[index].text, options: texts[index].options, cache: cache) != expected[index] {
                            wrong.append(index)
                        }
                    }
                    return (cache, wrong)
                }
            }
            var caches: [ShapingCache] = []
            for await (cache, wrong) in group {
                #expect(wrong.isEmpty)
                caches.append(cache)
            }
            return caches
        }
        for cache in caches + [backing] {
            #expect(cache.statistics.bytes <= cache.byteLimit)
            #expect(cache.tableIsConsistent)
        }
        #expect(backing.statistics.hits > 0 && backing.statistics.misses > 0)
    }

    /// Texts that recur across the tasks (a seed each of 40).
    static func text(_ index: Int) -> (text: StyledText, options: LayoutOptions) {
        ShapingCacheTests.randomText(seed: UInt64(3_000 + index % 40))
    }
}
