import CommandSupport
import FileAccess
import Foundation
import ImageDiff
import Locking
import Raster

/// `png-diff BASELINE_DIR ACTUAL_DIR` and `png-diff --from-snapshot-artifacts FOLDER`: every pair compared on a pool
/// of workers (one per core by default), each holding one pair decoded at a time — memory is bounded by the worker
/// count, not by the number of files —, and while one worker decodes, another diffs. Then the text summary, JSON,
/// JUnit and HTML reports and `--update`.
struct FolderRun {
    /// Where the pairs come from.
    enum Source {
        case folders(baseline: String, actual: String)
        /// Snapshot failure artifacts: `STEM.reference.png` (baseline) and `STEM.actual.png` under the folder.
        case snapshotArtifacts(String)
    }

    /// One relative path and the files it names on each side.
    struct Job: Sendable {
        let index: Int
        let path: String
        let baseline: String?
        let actual: String?
    }

    let command: PNGDiffCommand
    let source: Source
    let outputs: Outputs
    /// The threads that compare pairs with the calling thread (none with `--threads 1`).
    let pool: WorkerPool?

    /// Runs everything and returns the exit status.
    func run() throws -> ExitStatus {
        let jobs = try makeJobs()
        if let report = command.report { try OutputFolder.create(report + "/images") }
        let outcomes = compareAll(jobs).sorted(by: FileOutcome.reportOrder)
        let summary = FolderSummary(source: source, options: command.options(), outcomes: outcomes)
        try outputs.json?.write(summary.json() + "\n")
        outputs.summary(summary.text(reportIndex: command.report.map { $0 + "/index.html" }))
        try outputs.junit?.write(summary.junit())
        if let report = command.report {
            try AtomicFile.write(Array((summary.json() + "\n").utf8), to: report + "/report.json")
            try AtomicFile.write(Array(HTMLReport.page(summary).utf8), to: report + "/index.html")
        }
        return ExitStatus(rawValue: summary.exitStatus(updated: command.update)) ?? .failure
    }

    private func makeJobs() throws -> [Job] {
        var sides: [String: (baseline: String?, actual: String?)] = [:]
        switch source {
        case let .folders(baseline, actual):
            for path in try FolderScan.pngFiles(under: baseline, skipping: command.report) {
                sides[path, default: (nil, nil)].baseline = baseline + "/" + path
            }
            for path in try FolderScan.pngFiles(under: actual, skipping: command.report) {
                sides[path, default: (nil, nil)].actual = actual + "/" + path
            }
        case let .snapshotArtifacts(folder):
            for path in try FolderScan.pngFiles(under: folder, skipping: command.report) {
                if path.hasSuffix(".reference.png") {
                    sides[String(path.dropLast(".reference.png".count)) + ".png", default: (nil, nil)].baseline = folder + "/" + path
                } else if path.hasSuffix(".actual.png") {
                    sides[String(path.dropLast(".actual.png".count)) + ".png", default: (nil, nil)].actual = folder + "/" + path
                }
            }
        }
        return sides.keys.sorted().enumerated().map { index, path in
            Job(index: index, path: path, baseline: sides[path]?.baseline, actual: sides[path]?.actual)
        }
    }

    private func compareAll(_ jobs: [Job]) -> [FileOutcome] {
        var options = command.options(makesDiffImage: command.report != nil)
        options.parallel = jobs.count == 1 && pool != nil  // one pair: its rows on every thread
        let comparer = PairComparer(decoder: command.decoder, options: options, pairBudget: command.maxPairPixels,
                                    report: command.report, update: command.update ? updateRoot : nil, pool: pool)
        // Each thread takes the next pair as it frees up.
        guard let pool else { return jobs.map(comparer.compare) }
        return pool.map(count: jobs.count) { comparer.compare(jobs[$0]) }
    }

    private var updateRoot: String? {
        if case let .folders(baseline, _) = source { return baseline }
        return nil
    }
}

/// Compares one job's files (what a worker does).
struct PairComparer: Sendable {
    let decoder: PNGDecoder
    let options: DiffOptions
    let pairBudget: Int
    /// The report folder, when images are copied into it.
    let report: String?
    /// The baseline folder, when `--update` copies actual images into it.
    let update: String?
    /// The threads of `options.parallel` bands (none: the calling thread's).
    var pool: WorkerPool? = nil

    func compare(_ job: FolderRun.Job) -> FileOutcome {
        do {
            switch (job.baseline, job.actual) {
            case let (baseline?, actual?):
                return try compare(job, baseline: baseline, actual: actual)
            case let (nil, actual?):
                var outcome = FileOutcome(path: job.path, status: .new)
                let bytes = try decoder.bytes(contentsOf: actual)
                outcome.size = try size(actual)
                outcome.actualImage = try copy(bytes, job, "actual")
                if let update { try write(bytes, to: update + "/" + job.path) }
                return outcome
            case let (baseline?, nil):
                var outcome = FileOutcome(path: job.path, status: .missing)
                let bytes = try decoder.bytes(contentsOf: baseline)
                outcome.size = try size(baseline)
                outcome.baselineImage = try copy(bytes, job, "baseline")
                return outcome
            case (nil, nil):
                return FileOutcome(path: job.path, status: .unreadable)
            }
        } catch {
            var outcome = FileOutcome(path: job.path, status: .unreadable)
            outcome.error = "\(error)"
            return outcome
        }
    }

    private func compare(_ job: FolderRun.Job, baseline: String, actual: String) throws -> FileOutcome {
        try PairBudget.check(baseline, actual, decoder: decoder, budget: pairBudget)
        let first = try decoder.bytes(contentsOf: baseline), second = try decoder.bytes(contentsOf: actual)
        if first == second {
            var outcome = FileOutcome(path: job.path, status: .unchanged)
            outcome.size = try size(baseline)
            return outcome
        }
        let result = try ImageDiffer(options: options, pool: pool).compare(decoder.decodeStraight(first, input: baseline),
                                                               decoder.decodeStraight(second, input: actual))
        var outcome = FileOutcome(path: job.path, status: result.isWithinTolerance ? .unchanged : .changed)
        outcome.result = result.withoutDiffImage()  // the counts stay for the reports, the pixels go
        if outcome.status == .changed {
            outcome.baselineImage = try copy(first, job, "baseline")
            outcome.actualImage = try copy(second, job, "actual")
            if let report, let diff = result.diffImage {
                let name = imageName(job, "diff")
                try PNGEncoder(compression: .fast, threads: 1).write(diff, to: report + "/" + name)
                outcome.diffImage = name
            }
            if let update { try write(second, to: update + "/" + job.path) }
        }
        return outcome
    }

    private func size(_ path: String) throws -> PixelSize {
        let size = try decoder.imageSize(contentsOf: path)
        return PixelSize(width: size.width, height: size.height)
    }

    /// `images/NNNN/KIND.png`: the job's index, not its path, so that any file name is a safe URL.
    private func imageName(_ job: FolderRun.Job, _ kind: String) -> String {
        let number = String(job.index)
        return "images/" + String(repeating: "0", count: max(0, 4 - number.count)) + number + "/" + kind + ".png"
    }

    /// Copies a file's bytes into the report; returns its report-relative name (nil without a report).
    private func copy(_ bytes: [UInt8], _ job: FolderRun.Job, _ kind: String) throws -> String? {
        guard let report else { return nil }
        let name = imageName(job, kind)
        try write(bytes, to: report + "/" + name)
        return name
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        if let slash = path.lastIndex(of: "/") { try RasterFile.createDirectories(String(path[..<slash])) }
        try AtomicFile.write(bytes, to: path)
    }
}
