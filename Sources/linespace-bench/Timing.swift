// Clocks, rounds and medians, peak memory.
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum Timing {
    /// Monotonic nanoseconds.
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// Starts `process` and returns once it has exited. Foundation's `waitUntilExit` on Linux
    /// looks every 50 ms, which would round each process's wall time up to a multiple of that;
    /// the termination handler runs as soon as the child is reaped.
    ///
    /// - Throws: what `Process.run()` throws.
    static func runToExit(_ process: Process) throws {
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        exited.wait()
    }

    /// The calling thread's CPU time in nanoseconds: what a loop costs whatever else the
    /// machine runs.
    static func threadCPU() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// Runs `body` `rounds` times and returns each round's time divided by `items`, in µs.
    static func perItem(rounds: Int, items: Int, _ body: () -> Void) -> [Double] {
        var results: [Double] = []
        for _ in 0..<max(1, rounds) {
            let start = now()
            body()
            let elapsed = now() - start
            results.append(Double(elapsed) / 1000 / Double(max(1, items)))
        }
        return results
    }

    /// Like `perItem`, for a body that times only part of itself and returns those nanoseconds.
    static func perItem(rounds: Int, items: Int, timing body: () -> UInt64) -> [Double] {
        (0..<max(1, rounds)).map { _ in Double(body()) / 1000 / Double(max(1, items)) }
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// The process's peak resident set size in MiB (getrusage; Linux reports KiB, macOS bytes).
    static func peakRSSMiB() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1024 / 1024
        #endif
    }
}

/// Keeps results alive so the optimizer cannot drop the work that made them.
struct Sink {
    private(set) var value: Double = 0
    mutating func consume(_ x: Double) { value += x }
    mutating func consume(_ x: Int) { value += Double(x) }
}
