import Foundation

/// Times the stages of one run for `--stats` (parse, layout, draw, encode) and reports one `STAGE: X ms` line each.
struct StageStopwatch {
    enum Stage: String, CaseIterable {
        case parse, layout, draw, encode
    }

    private var nanoseconds: [Stage: UInt64] = [:]

    /// Runs `body`, adding its time to `stage`.
    mutating func measure<Result>(_ stage: Stage, _ body: () throws -> Result) rethrows -> Result {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { nanoseconds[stage, default: 0] += DispatchTime.now().uptimeNanoseconds - start }
        return try body()
    }

    /// `parse: X ms` … `encode: X ms`, one line each.
    var report: String {
        Stage.allCases.map { stage in
            String(format: "%@: %.3f ms", stage.rawValue, Double(nanoseconds[stage] ?? 0) / 1_000_000)
        }.joined(separator: "\n")
    }
}
