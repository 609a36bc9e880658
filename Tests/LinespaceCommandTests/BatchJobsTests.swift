// BatchJobs: a window's answers in input order, each job with its own bounded shaping cache.
import Foundation
import Testing
import LineSpaceText
@testable import linespace

@Suite struct BatchJobsTests {
    private func lines(_ count: Int) -> [LineReader.Line] {
        (1...count).map { LineReader.Line(number: $0, bytes: Array("{\"n\":\($0)}".utf8)) }
    }

    @Test func answersComeBackInInputOrderWhateverTheJobs() throws {
        for jobs in [1, 2, 3, 8] {
            let pool = BatchJobs(count: jobs)
            let answers = try pool.answer(lines(1_000)) { line in
                Answer(json: line.bytes + Array(" \(line.number)".utf8), failed: line.number % 7 == 0)
            }
            #expect(answers.count == 1_000)
            #expect(answers.map { String(decoding: $0.json, as: UTF8.self) } == (1...1_000).map { "{\"n\":\($0)} \($0)" })
            #expect(answers.filter(\.failed).count == 142)
        }
    }

    /// Each request is laid out with its job's cache, never the process-wide one that jobs
    /// would wait on each other for; every job's cache is used when there is enough to do,
    /// and all are backed by one cache (what one job shaped, another finds there).
    @Test func eachJobShapesThroughItsOwnCache() throws {
        let pool = BatchJobs(count: 2)
        let seen = SeenCaches()
        let font = try Font(family: "DejaVu Sans", size: 15)
        let answers = try pool.answer(lines(400)) { line in
            let cache = ShapingCache.current
            seen.insert(cache)
            // A job alone waits for the other to start (10 s at most in all, on a busy
            // machine), so that it does not take every line before the other does.
            seen.waitForCount(2)
            let text = StyledText("request \(line.number) of the batch", attributes: TextAttributes(font: font))
            _ = TextLayout(text: text, options: LayoutOptions(width: 120))
            return Answer(json: [], failed: cache === ShapingCache.shared)
        }
        #expect(answers.allSatisfy { !$0.failed })
        #expect(seen.count == 2)
        #expect(seen.backings == 1)
        let alone = try BatchJobs(count: 1).answer(lines(1)) { _ in Answer(json: [], failed: ShapingCache.current?.backing != nil) }
        #expect(alone.map(\.failed) == [false])
    }

    /// Each line is answered by one job named by its index, and no two threads answer as the
    /// same job at once: a job's own objects (its responder) are used by one thread at a time.
    @Test func eachJobAnswersUnderItsOwnIndex() throws {
        for jobs in [1, 2, 3] {
            let pool = BatchJobs(count: jobs)
            let busy = JobsBusy(count: jobs)
            let answers = try pool.answer(lines(600)) { job, line in
                let alone = busy.enter(job)
                usleep(50)
                busy.leave(job)
                return Answer(json: Array("\(job)".utf8) + line.bytes, failed: !alone)
            }
            #expect(answers.allSatisfy { !$0.failed })
            #expect(answers.map { Array($0.json.drop { $0 != UInt8(ascii: "{") }) } == lines(600).map(\.bytes))
            let used = Set(answers.map { Int(String(decoding: $0.json.prefix { $0 != UInt8(ascii: "{") }, as: UTF8.self))! })
            #expect(used.isSubset(of: Set(0..<jobs)))
        }
    }

    /// One job runs the window's `alongside` work (the previous window's answers written)
    /// once, while the others answer; what it throws comes out once every line is answered.
    @Test func oneJobRunsTheWorkAlongsideOnceAndItsErrorComesOut() throws {
        for jobs in [1, 2, 4] {
            let pool = BatchJobs(count: jobs)
            let runs = Count()
            let answers = try pool.answer(lines(300), { Answer(json: $0.bytes, failed: false) }, alongside: { runs.add() })
            #expect(answers.map(\.json) == lines(300).map(\.bytes))
            #expect(runs.value == 1)
            let answered = Count()
            #expect(throws: BrokenPipe.self) {
                try pool.answer(lines(50), { line in
                    answered.add()
                    return Answer(json: line.bytes, failed: false)
                }, alongside: { throw BrokenPipe() })
            }
            #expect(answered.value == 50)
        }
    }

    /// The jobs' caches and their backing share out a fixed total: as large as the
    /// process-wide cache for a few jobs, at least 1 MiB each for many.
    @Test func theCachesStayBoundedWhateverTheJobs() {
        let processWide = ShapingCache.shared.byteLimit
        #expect(BatchJobs(count: 1).cacheBytesPerJob == processWide)
        #expect(BatchJobs(count: 2).cacheBytesPerJob == processWide)
        #expect(BatchJobs(count: 16).cacheBytesPerJob == BatchJobs.totalCacheBytes / 17)
        #expect(BatchJobs(count: 1_024).cacheBytesPerJob == 1 << 20)
        #expect(BatchJobs(count: 1_024).count == 1_024)
    }
}

/// The caches the jobs were seen using.
private final class SeenCaches: @unchecked Sendable {
    private let lock = NSCondition()
    private var caches = Set<ObjectIdentifier>()

    private var backingCaches = Set<ObjectIdentifier>()

    func insert(_ cache: ShapingCache?) {
        lock.lock()
        if let cache { caches.insert(ObjectIdentifier(cache)) }
        if let backing = cache?.backing { backingCaches.insert(ObjectIdentifier(backing)) }
        lock.broadcast()
        lock.unlock()
    }

    /// Until when `waitForCount` waits, for all its calls together.
    private let deadline = Date(timeIntervalSinceNow: 10)

    /// Returns once `count` caches are seen, or at once when the deadline has passed.
    func waitForCount(_ count: Int) {
        lock.lock()
        while caches.count < count && lock.wait(until: deadline) {}
        lock.unlock()
    }

    /// How many distinct backing caches the caches seen have.
    var backings: Int {
        lock.lock()
        defer { lock.unlock() }
        return backingCaches.count
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return caches.count
    }
}

/// A count any thread adds to.
private final class Count: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// Which jobs are answering a line now.
private final class JobsBusy: @unchecked Sendable {
    private let lock = NSLock()
    private var busy: [Bool]

    init(count: Int) { busy = Array(repeating: false, count: count) }

    /// Marks `job` busy; false when it already was (two threads as one job).
    func enter(_ job: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let free = !busy[job]
        busy[job] = true
        return free
    }

    func leave(_ job: Int) {
        lock.lock()
        busy[job] = false
        lock.unlock()
    }
}
