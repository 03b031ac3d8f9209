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
    /// Folder for the actual, reference and diff PNGs of a failure.
    public let artifactsDirectory: String
    /// The file name stem of this snapshot's artifacts (`<test>.<name>`).
    public let artifactStem: String
    /// pixelmatch threshold, 0…1 (default 0.1).
    public var threshold: Double
    /// Fraction of pixels, 0…1, that may differ (default 0: none).
    public var maxDiffRatio: Double
    /// When to write the reference.
    public var recordMode: SnapshotRecordMode

    /// Creates a snapshot from explicit paths.
    public init(referencePath: String, artifactsDirectory: String, artifactStem: String,
                threshold: Double = 0.1, maxDiffRatio: Double = 0, recordMode: SnapshotRecordMode = .missing) {
        self.referencePath = referencePath
        self.artifactsDirectory = artifactsDirectory
        self.artifactStem = artifactStem
        self.threshold = threshold
        self.maxDiffRatio = maxDiffRatio
        self.recordMode = recordMode
    }

    /// Creates the snapshot of test `testName` in the test file at `testFilePath`: the reference is
    /// `__Snapshots__/<TestFile>/<test>.<name>.png` beside the test file (`<test>.png` without a name);
    /// artifacts go to `$SNAPSHOT_ARTIFACTS/<TestFile>/` (or a temporary folder).
    public init(testFilePath: String, testName: String, name: String?, threshold: Double = 0.1,
                maxDiffRatio: Double = 0, recordMode: SnapshotRecordMode = .missing,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        let fileURL = URL(fileURLWithPath: testFilePath)
        let testFile = fileURL.deletingPathExtension().lastPathComponent
        let stem = [Self.sanitized(testName), name.map(Self.sanitized)].compactMap { $0 }.joined(separator: ".")
        let artifactsRoot = environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-snapshots").path
        self.init(
            referencePath: fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
                .appendingPathComponent(testFile).appendingPathComponent(stem + ".png").path,
            artifactsDirectory: URL(fileURLWithPath: artifactsRoot).appendingPathComponent(testFile).path,
            artifactStem: stem, threshold: threshold, maxDiffRatio: maxDiffRatio, recordMode: recordMode)
    }

    /// Compares `image` with the reference, recording or writing artifacts as the mode says.
    public func verify(_ image: Image) -> SnapshotOutcome {
        var options = DiffOptions()
        options.threshold = threshold
        options.tolerance = .ratio(maxDiffRatio)
        do {
            try options.validate()
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
            let written = writeArtifacts(actual: actual, reference: nil, diff: nil)
            return .failed(message: "Snapshot reference \(referencePath) cannot be used: \(error)"
                           + Self.listing(written), artifacts: written.paths)
        }
        let result: DiffResult
        do {
            result = try ImageDiffer(options: options).compare(reference, actual)
        } catch {
            return .failed(message: "Snapshot \(artifactStem): \(error)", artifacts: [])
        }
        if result.isWithinTolerance { return .matched }

        let written = writeArtifacts(actual: actual, reference: reference, diff: result.diffImage)
        if recordMode == .failed {
            return record(actual, reason: "it did not match: \(Self.summary(result))" + Self.listing(written))
        }
        return .failed(message: "Snapshot \(artifactStem) does not match \(referencePath): \(Self.summary(result))"
                       + Self.listing(written), artifacts: written.paths)
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

    private struct WrittenArtifacts {
        var paths: [String] = []
        var problems: [String] = []
    }

    private func writeArtifacts(actual: StraightImage, reference: StraightImage?, diff: StraightImage?) -> WrittenArtifacts {
        var written = WrittenArtifacts()
        let items: [(String, StraightImage?)] = [("actual", actual), ("reference", reference), ("diff", diff)]
        do {
            try RasterFile.createDirectories(artifactsDirectory)
        } catch {
            written.problems.append("\(error)")
            return written
        }
        for (kind, image) in items {
            guard let image else { continue }
            let path = URL(fileURLWithPath: artifactsDirectory).appendingPathComponent("\(artifactStem).\(kind).png").path
            do {
                try PNGEncoder(compression: .fast).write(image, to: path)
                written.paths.append(path)
            } catch {
                written.problems.append("\(error)")
            }
        }
        return written
    }

    // MARK: - Messages

    private static func summary(_ result: DiffResult) -> String {
        var text = "\(result.mismatched) of \(result.total) pixels differ"
            + " (\(String(format: "%.4f", result.ratio * 100))%)"
        if let mismatch = result.sizeMismatch {
            text += "; the reference is \(mismatch.first), the image is \(mismatch.second)"
        }
        if !result.regions.isEmpty {
            let shown = result.regions.prefix(5).map(\.description).joined(separator: "; ")
            text += "; regions: \(shown)\(result.regions.count > 5 ? " and \(result.regions.count - 5) more" : "")"
        }
        return text
    }

    private static func listing(_ written: WrittenArtifacts) -> String {
        var text = ""
        if !written.paths.isEmpty { text += "\n" + written.paths.map { "  \($0)" }.joined(separator: "\n") }
        if !written.problems.isEmpty { text += "\nArtifacts not written: " + written.problems.joined(separator: "; ") }
        return text
    }

    /// `testFoo()` → `testFoo`; anything but letters, digits, `_` and `-` becomes `-`.
    static func sanitized(_ text: String) -> String {
        let stem = text.split(separator: "(", maxSplits: 1).first.map(String.init) ?? text
        let cleaned = String(stem.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "-" })
        return cleaned.isEmpty ? "snapshot" : cleaned
    }
}
