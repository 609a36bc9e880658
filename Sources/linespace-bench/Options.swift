// Command-line options of linespace-bench.

/// Which engine a run measures.
enum Engine: String, CaseIterable {
    case ours, pango, floor
}

struct Options {
    static let workloadNames = [
        "measure-w200", "measure-w320", "measure-w600", "truncate-1line-w200", "truncate-2lines-w320",
        "render-png-x2", "huge-full", "huge-3lines",
        "paragraph-en-256k", "paragraph-en-1m", "paragraph-zh-256k", "paragraph-zh-1m",
        "paragraph-hostile-256k", "paragraph-hostile-1m", "paragraph-hostile-spaced-256k", "paragraph-hostile-spaced-1m",
        "paragraph-white-space-256k", "paragraph-white-space-1m", "paragraph-runs-256k", "paragraph-runs-1m", "resize", "batch", "jsonl", "card", "long",
    ]

    var json = false
    var rounds = 5
    var hugeRounds = 5
    /// Rounds of huge-3lines and its two reference labels, 1,000 layouts of each a round, taking
    /// turns. More than `hugeRounds`: a round takes milliseconds, and five of them leave the
    /// median at the mercy of the machine's neighbours.
    var huge3LinesRounds = 21
    /// Pango's full layout of the huge text takes ~95 s here: 1 round by default, 0 skips it.
    var pangoHugeRounds = 1
    /// Keep every n-th entry of the `chinese` fortunes file (all entries of the others).
    var chineseStride = 5
    /// Render every n-th corpus entry (PNG encoding dominates; see docs/benchmark.md).
    var renderStride = 16
    var only: Set<String> = Set(workloadNames)
    var engines: Set<Engine> = Set(Engine.allCases)
    var agreement = true
    var warmup = true
    /// Whether our engine shapes through the process-wide shaping cache (`--no-shaping-cache`).
    var shapingCache = true
    /// How many line-count differences to print.
    var differences = 6

    static let usage = """
        usage: linespace-bench [--json] [--rounds N] [--huge-rounds N] [--huge-3lines-rounds N] [--pango-huge-rounds N] [--chinese-stride N]
                               [--render-stride N] [--only NAME[,NAME…]] [--engines ours,pango,floor]
                               [--no-agreement] [--no-warmup] [--no-shaping-cache] [--differences N]
          Benchmarks LineSpaceText against Pango and the HarfBuzz shaping floor.
          Workloads: \(workloadNames.joined(separator: ", ")).
          Profile our measure loop alone:
            valgrind --tool=callgrind .build/release/linespace-bench --only measure-w320 --rounds 1 --engines ours --no-agreement
        """

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var iterator = arguments.makeIterator()
        func value(_ flag: String) throws -> String {
            guard let next = iterator.next() else { throw BenchError.usage("\(flag) needs a value\n\(usage)") }
            return next
        }
        func count(_ flag: String) throws -> Int {
            let text = try value(flag)
            guard let n = Int(text), n > 0 else { throw BenchError.usage("\(flag) needs a positive integer, not \(text)") }
            return n
        }
        while let argument = iterator.next() {
            switch argument {
            case "--json": options.json = true
            case "--rounds": options.rounds = try count(argument)
            case "--huge-rounds": options.hugeRounds = try count(argument)
            case "--huge-3lines-rounds": options.huge3LinesRounds = try count(argument)
            case "--pango-huge-rounds":
                let text = try value(argument)
                guard let n = Int(text), n >= 0 else { throw BenchError.usage("\(argument) needs a count, not \(text)") }
                options.pangoHugeRounds = n
            case "--chinese-stride": options.chineseStride = try count(argument)
            case "--render-stride": options.renderStride = try count(argument)
            case "--differences": options.differences = try count(argument)
            case "--no-agreement": options.agreement = false
            case "--no-warmup": options.warmup = false
            case "--no-shaping-cache": options.shapingCache = false
            case "--only":
                let names = try value(argument).split(separator: ",").map(String.init)
                for name in names where !workloadNames.contains(name) {
                    throw BenchError.usage("unknown workload \(name)\n\(usage)")
                }
                options.only = Set(names)
            case "--engines":
                var engines = Set<Engine>()
                for name in try value(argument).split(separator: ",") {
                    guard let engine = Engine(rawValue: String(name)) else {
                        throw BenchError.usage("unknown engine \(name)\n\(usage)")
                    }
                    engines.insert(engine)
                }
                options.engines = engines
            case "-h", "--help": throw BenchError.usage(usage)
            default: throw BenchError.usage("unknown argument \(argument)\n\(usage)")
            }
        }
        if !options.engines.contains(.ours) || !options.engines.contains(.pango) { options.agreement = false }
        return options
    }
}
