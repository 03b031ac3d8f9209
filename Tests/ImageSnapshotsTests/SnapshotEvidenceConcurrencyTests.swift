import Foundation
import ImageDiff
import ImageSnapshots
import Raster
import Testing
#if SnapshotTesting
import ImageSnapshotTesting
import SnapshotTesting
#endif

/// Issue 24: a failing snapshot leaves its reference, actual and diff PNGs in one folder and names them.
@Suite struct SnapshotEvidenceConcurrencyTests {
    static func existing(_ paths: [String]) -> [String] {
        paths.filter { FileManager.default.fileExists(atPath: $0) }
    }

    @Test func aFailingAssertionLeavesTheThreePNGs() throws {
        let folder = SnapshotArtifacts.root() + "/SnapshotEvidenceConcurrencyTests"
        let stem = "evidence.bubble"
        let paths = ["reference", "actual", "diff"].map { "\(folder)/\(stem).\($0).png" }
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
        let changed = SampleImages.bubble(words: [1, 1, 1])
        // The committed reference of AssertImageSnapshotTests, compared with a changed image.
        let filePath: StaticString = #filePath
        let reference = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/AssertImageSnapshotTests/bubbleMatchesItsReference.bubble.png").path
        let outcome = ImageSnapshot(referencePath: reference, artifactsDirectory: folder, artifactStem: stem,
                                    recordMode: .never).verify(changed)
        guard case let .failed(message, artifacts) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(artifacts == paths)
        #expect(Self.existing(paths) == paths)
        for path in paths { #expect(message.contains(path)) }
        #expect(message.contains("pixels differ"))
        #expect(try PNGDecoder().read(contentsOf: paths[1]) == changed)
        #expect(try PNGDecoder().read(contentsOf: paths[0]) == SampleImages.bubble())
        let diff = try PNGDecoder().readStraight(contentsOf: paths[2])
        #expect(diff.width == 64 && diff.height == 32)
    }

    #if SnapshotTesting
    @Test func theSwiftSnapshotTestingStrategyLeavesThemToo() throws {
        let diffing = Snapshotting<Image, Image>.png(threshold: 0.1).diffing
        let changed = SampleImages.bubble(words: [3, 5, 2, 5])
        let (message, attachments) = try #require(diffing.diffV2(SampleImages.bubble(), changed))
        #expect(message.hasPrefix("12 of 2048 pixels differ"))
        #expect(attachments.count == 3)
        let paths = message.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(paths.count == 3)
        #expect(Self.existing(paths) == paths)
        #expect(paths.allSatisfy { $0.hasPrefix(SnapshotArtifacts.root() + "/SnapshotEvidenceConcurrencyTests/theSwiftSnapshotTestingStrategyLeavesThemToo") })
        #expect(paths.map { String($0.split(separator: ".").dropLast().last ?? "") } == ["reference", "actual", "diff"])
        #expect(try PNGDecoder().read(contentsOf: paths[1]) == changed)
    }
    #endif

    @Test func tolerancesReachTheComparison() throws {
        let changed = SampleImages.bubble(words: [3, 5, 2, 5])  // 12 differing pixels
        #if SnapshotTesting
        let diffing = { (pixels: Int?, metric: DiffMetric) in
            Snapshotting<Image, Image>.png(threshold: 0.1, metric: metric, maxDiffPixels: pixels).diffing
        }
        #expect(diffing(12, .pixelmatch).diffV2(SampleImages.bubble(), changed) == nil)
        #expect(diffing(11, .pixelmatch).diffV2(SampleImages.bubble(), changed) != nil)
        #expect(diffing(0, .deltaE2000(maximumDistance: 200)).diffV2(SampleImages.bubble(), changed) == nil)
        #endif
        #expect(throws: DiffError.self) { try SnapshotTolerance(maxDiffPixels: 3, maxDiffRatio: 0.1).options() }
        let sandbox = ImageSnapshotConcurrencyTests.Sandbox()
        _ = sandbox.snapshot(.missing).verify(SampleImages.bubble())
        var snapshot = sandbox.snapshot(.never)
        snapshot.tolerance.maxDiffPixels = 12
        #expect(snapshot.verify(changed) == .matched)
        snapshot.tolerance.maxDiffPixels = 11
        #expect(snapshot.verify(changed) != .matched)
    }
}
