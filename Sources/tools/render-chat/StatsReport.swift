import Foundation

/// The `--stats` lines.
enum StatsReport {
    /// `  parse 3.2 ms · measure 41.0 ms · layout 5.1 ms · images 1.2 ms · raster 18.4 ms · encode 22.7 ms · total 91.6 ms`
    static func line(_ timings: StageTimings) -> String {
        let stages = timings.stages.map { "\($0.name) \(milliseconds($0.duration))" }
        return "  " + stages.joined(separator: " · ") + " · total \(milliseconds(timings.total))"
    }

    /// The sum over transcripts and the batch's wall-clock time.
    static func summary(_ outcomes: [Outcome], wall: Duration, threads: Int) -> String {
        let reports = outcomes.compactMap { try? $0.result.get() }
        let sum = reports.map(\.timings).reduce(StageTimings(), +)
        return "\(reports.count) of \(outcomes.count) transcripts, \(threads) thread\(threads == 1 ? "" : "s"): "
            + "stages summed \(milliseconds(sum.total)), wall-clock \(milliseconds(wall))\n" + line(sum)
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let ms = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return String(format: "%.1f ms", ms)
    }
}
