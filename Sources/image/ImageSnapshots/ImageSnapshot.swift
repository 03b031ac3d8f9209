import Foundation
import ImageDiff
import Raster

/// One snapshot: where its reference lives, where failure artifacts go, and how strictly to compare.
///
/// `verify(_:)` does the work and returns a `SnapshotOutcome`; `assertImageSnapshot` wraps it for
/// XCTest and Swift Testing.
public struct ImageSnapshot: Sendable {
    /// The reference PNG.
    public let referencePath: String
    /// Folder for the reference, actual and diff PNGs of a failure.
    public let artifactsDirectory: String
    /// The file name stem of this snapshot's artifacts (`<test>.<name>`).
    public let artifactStem: String
    /// How strictly to compare.
    public var tolerance: SnapshotTolerance
    /// When to write the reference.
    public var recordMode: SnapshotRecordMode

    /// pixelmatch threshold, 0…1 (default 0.1).
    public var threshold: Double {
        get { tolerance.threshold }
        set { tolerance.threshold = newValue }
    }
    /// Fraction of pixels, 0…1, that may differ (default 0: none).
    public var maxDiffRatio: Double {
        get { tolerance.maxDiffRatio }
        set { tolerance.maxDiffRatio = newValue }
    }

    /// Creates a snapshot from explicit paths.
    public init(referencePath: String, artifactsDirectory: String, artifactStem: String,
                threshold: Double = 0.1, maxDiffRatio: Double = 0, maxDiffPixels: Int? = nil,
                metric: DiffMetric = .pixelmatch, recordMode: SnapshotRecordMode = .missing) {
        self.referencePath = referencePath
        self.artifactsDirectory = artifactsDirectory
        self.artifactStem = artifactStem
        self.tolerance = SnapshotTolerance(threshold: threshold, metric: metric, maxDiffPixels: maxDiffPixels,
                                           maxDiffRatio: maxDiffRatio)
        self.recordMode = recordMode
    }

    /// Creates the snapshot of test `testName` in the test file at `testFilePath`: the reference is
    /// `__Snapshots__/<TestFile>/<test>.<name>.png` beside the test file (`<test>.png` without a name);
    /// artifacts go to `SnapshotArtifacts.root(environment:)/<TestFile>/` (`$LETTERPRESS_SNAPSHOT_ARTIFACTS`).
    public init(testFilePath: String, testName: String, name: String?, threshold: Double = 0.1,
                maxDiffRatio: Double = 0, maxDiffPixels: Int? = nil, metric: DiffMetric = .pixelmatch,
                recordMode: SnapshotRecordMode = .missing,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        let fileURL = URL(fileURLWithPath: testFilePath)
        let testFile = fileURL.deletingPathExtension().lastPathComponent
        let stem = [SnapshotArtifacts.sanitized(testName), name.map(SnapshotArtifacts.sanitized)].compactMap { $0 }
            .joined(separator: ".")
        self.init(
            referencePath: fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
                .appendingPathComponent(testFile).appendingPathComponent(stem + ".png").path,
            artifactsDirectory: URL(fileURLWithPath: SnapshotArtifacts.root(environment: environment))
                .appendingPathComponent(testFile).path,
            artifactStem: stem, threshold: threshold, maxDiffRatio: maxDiffRatio, maxDiffPixels: maxDiffPixels,
            metric: metric, recordMode: recordMode)
    }

    /// Compares `image` with the reference, recording or writing artifacts as the mode says.
    public func verify(_ image: Image) -> SnapshotOutcome {
        let options: DiffOptions
        do {
            options = try tolerance.options()
        } catch {
            return .failed(message: "Snapshot \(artifactStem): \(error)", artifacts: [])
        }
        let actual = StraightImage(image)
        guard actual.width > 0, actual.height > 0 else {
            return .failed(message: "Snapshot \(artifactStem): the image is \(actual.width)×\(actual.height); "
                           + "an empty image cannot be a PNG reference", artifacts: [])
        }
        guard RasterFile.exists(referencePath) else {
            if recordMode == .never {
                return .failed(message: "No snapshot reference at \(referencePath) and the record mode is 'never'. "
                               + "Run with SNAPSHOT_TESTING_RECORD=missing to record it.", artifacts: [])
            }
            return record(actual, reason: "no reference existed")
        }
        if recordMode == .all { return record(actual, reason: "record mode 'all'") }

        let reference: StraightImage
        do {
            reference = try PNGDecoder().readStraight(contentsOf: referencePath)
        } catch {
            if recordMode == .failed { return record(actual, reason: "the old reference was unreadable: \(error)") }
            let written = artifacts.write(reference: nil, actual: actual, diff: nil)
            return .failed(message: "Snapshot reference \(referencePath) cannot be used: \(error)" + written.listing,
                           artifacts: written.paths)
        }
        let result: DiffResult
        do {
            result = try ImageDiffer(options: options).compare(reference, actual)
        } catch {
            return .failed(message: "Snapshot \(artifactStem): \(error)", artifacts: [])
        }
        if result.isWithinTolerance { return .matched }

        let written = artifacts.write(reference: reference, actual: actual, diff: result.diffImage)
        if recordMode == .failed {
            return record(actual, reason: "it did not match: \(Self.summary(result))" + written.listing)
        }
        return .failed(message: "Snapshot \(artifactStem) does not match \(referencePath): \(Self.summary(result))"
                       + written.listing, artifacts: written.paths)
    }

    // MARK: - Writing

    private func record(_ actual: StraightImage, reason: String) -> SnapshotOutcome {
        do {
            try RasterFile.createDirectories(URL(fileURLWithPath: referencePath).deletingLastPathComponent().path)
            try PNGEncoder(compression: .small).write(actual, to: referencePath)
            return .recorded(referencePath: referencePath, reason: reason)
        } catch {
            return .failed(message: "Cannot record snapshot reference: \(error)", artifacts: [])
        }
    }

    private var artifacts: SnapshotArtifacts {
        SnapshotArtifacts(directory: artifactsDirectory, stem: artifactStem)
    }

    // MARK: - Messages

    static func summary(_ result: DiffResult) -> String {
        var text = "\(result.mismatched) of \(result.total) pixels differ"
            + " (\(String(format: "%.4f", result.ratio * 100))%)"
        if let mismatch = result.sizeMismatch {
            text += "; the reference is \(mismatch.first), the image is \(mismatch.second)"
        }
        if let similarity = result.similarity { text += "; mean SSIM \(String(format: "%.6f", similarity))" }
        if !result.regions.isEmpty {
            let shown = result.regions.prefix(5).map(\.description).joined(separator: "; ")
            text += "; regions: \(shown)\(result.regionCount > 5 ? " and \(result.regionCount - 5) more" : "")"
        }
        return text
    }

}
