import Foundation

/// Repeated timings of one workload; `best` is what the tables report (the least disturbed run on a
/// shared machine), `median` shows how noisy the runs were.
struct Timing: Sendable {
    let samples: [Duration]

    var best: Duration { samples.min() ?? .zero }

    var median: Duration {
        let sorted = samples.sorted()
        return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
    }

    /// Microseconds per item of the best run.
    func microsecondsPerItem(_ count: Int) -> Double { best.microseconds / Double(max(count, 1)) }

    /// Microseconds per item of the median run.
    func medianMicrosecondsPerItem(_ count: Int) -> Double { median.microseconds / Double(max(count, 1)) }
}

extension Duration {
    /// The duration in microseconds.
    var microseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e6 + Double(attoseconds) * 1e-12
    }

    /// The duration in seconds.
    var seconds: Double { microseconds / 1e6 }
}

/// Times `body` on the monotonic clock.
func measureTime(_ body: () throws -> Void) rethrows -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return clock.now - start
}

/// The 1, 5 and 15 minute load averages from /proc/loadavg, printed with results: a busy machine
/// explains a slow or poorly scaling run. "unknown" where there is no /proc.
enum LoadAverage {
    static var current: String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}
