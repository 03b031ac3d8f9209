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

    /// Runs `body` `repeats` times; each run returns the duration it wants counted.
    static func repeated(_ repeats: Int, _ body: () throws -> Duration) rethrows -> Timing {
        var samples: [Duration] = []
        for _ in 0..<max(repeats, 1) { samples.append(try body()) }
        return Timing(samples: samples)
    }
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
