// The jobs of a JSON Lines batch: a window's requests answered in parallel, in input order.
import Dispatch
import LineSpaceText

/// `count` jobs, each with a shaping cache of its own, answering the lines of one window at a
/// time: each job takes the next line from a shared counter (long and short requests balance),
/// and the answers come back in the lines' order.
///
/// Fonts and fallback lists stay shared by all jobs. The shaping caches are two levels: each
/// job's own, which its hits read without waiting for another job or moving memory between
/// cores, in front of one shared by the jobs (`ShapingCache.backing`), which a job's miss
/// looks up before shaping and which keeps what any job shaped: the jobs between them shape
/// a text once, as one job does. Each cache gets `totalCacheBytes ÷ (count + 1)`, at least
/// 1 MiB and at most the process-wide cache's size, so a batch's caches stay bounded whatever
/// `--jobs` says.
struct BatchJobs: Sendable {
    /// The bytes the jobs' shaping caches share out.
    static let totalCacheBytes = 64 << 20
    private let caches: [ShapingCache]

    init(count: Int) {
        let count = max(1, count)
        let each = min(ShapingCache.shared.byteLimit, max(1 << 20, BatchJobs.totalCacheBytes / (count == 1 ? 1 : count + 1)))
        let backing = count > 1 ? ShapingCache(byteLimit: each) : nil
        caches = (0..<count).map { _ in ShapingCache(byteLimit: each, backing: backing) }
    }

    /// How many jobs there are.
    var count: Int { caches.count }

    /// The bytes each job's shaping cache may hold.
    var cacheBytesPerJob: Int { caches[0].byteLimit }

    /// `respond` on every line, by up to `count` jobs at once, the first job running
    /// `alongside` before it takes lines (the previous window's answers written while the
    /// other jobs lay out this one's); the answers in the lines' order.
    ///
    /// - Throws: what `alongside` throws, once every line is answered.
    func answer(
        _ lines: [LineReader.Line], _ respond: @Sendable (LineReader.Line) -> Answer,
        alongside: @Sendable () throws -> Void = {}
    ) throws -> [Answer] {
        try answer(lines, { _, line in respond(line) }, alongside: alongside)
    }

    /// `respond(job, line)` on every line, `job` (0..<count) naming the job that answers it:
    /// state a job keeps in its own objects is touched by one core only, so no reference count
    /// or lock moves between cores with every request.
    ///
    /// - Throws: what `alongside` throws, once every line is answered.
    func answer(
        _ lines: [LineReader.Line], _ respond: @Sendable (_ job: Int, LineReader.Line) -> Answer,
        alongside: @Sendable () throws -> Void = {}
    ) throws -> [Answer] {
        let answers = Answers(count: lines.count)
        DispatchQueue.concurrentPerform(iterations: min(caches.count, lines.count)) { job in
            if job == 0 {
                do { try alongside() } catch { answers.failure = error }
            }
            ShapingCache.$current.withValue(caches[job]) {
                while let i = answers.take() { answers.store(i, respond(job, lines[i])) }
            }
        }
        if let error = answers.failure { throw error }
        return answers.all
    }
}
