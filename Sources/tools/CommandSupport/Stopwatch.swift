#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Times the stages of one run for `--stats`: the command wraps each library call that is a stage.
package struct Stopwatch: Sendable {
    private var stages: [(name: String, nanoseconds: UInt64)] = []

    package init() {}

    /// Runs `body`, adding its time to the stage `name` (stages print in the order they were first timed).
    package mutating func time<Result>(_ name: String, _ body: () throws -> Result) rethrows -> Result {
        let start = Self.now()
        defer {
            let elapsed = Self.now() - start
            if let index = stages.firstIndex(where: { $0.name == name }) {
                stages[index].nanoseconds += elapsed
            } else {
                stages.append((name, elapsed))
            }
        }
        return try body()
    }

    /// The time of the stage `name` in milliseconds (0 when it never ran).
    package func milliseconds(_ name: String) -> Double {
        Double(stages.first { $0.name == name }?.nanoseconds ?? 0) / 1e6
    }

    /// Every stage's time in milliseconds, in order.
    package var report: [(name: String, milliseconds: Double)] {
        stages.map { ($0.name, Double($0.nanoseconds) / 1e6) }
    }

    /// `parse 3.2 ms · layout 0.7 ms · draw 3.1 ms · encode 1.4 ms · total 8.4 ms`.
    package var line: String {
        let total = report.reduce(0) { $0 + $1.milliseconds }
        return (report.map { "\($0.name) \(Self.format($0.milliseconds)) ms" } + ["total \(Self.format(total)) ms"])
            .joined(separator: " · ")
    }

    /// `parse: 3.21 ms`, one line per stage.
    package var lines: String {
        report.map { "\($0.name): \(Self.format($0.milliseconds)) ms" }.joined(separator: "\n")
    }

    static func format(_ milliseconds: Double) -> String {
        HumanNumber.format(milliseconds, decimals: milliseconds < 10 ? 2 : 1)
    }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
