import Foundation
import ImageSnapshots
import Raster
import Testing

@Suite struct ImageSnapshotConcurrencyTests {
    /// A fresh folder for references and artifacts.
    final class Sandbox {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID())").path
        var reference: String { path + "/__Snapshots__/Case/test.bubble.png" }
        var artifacts: String { path + "/artifacts" }

        func snapshot(_ mode: SnapshotRecordMode, maxDiffRatio: Double = 0) -> ImageSnapshot {
            ImageSnapshot(referencePath: reference, artifactsDirectory: artifacts, artifactStem: "test.bubble",
                          maxDiffRatio: maxDiffRatio, recordMode: mode)
        }

        func artifactNames() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: artifacts)) ?? []).sorted()
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test func missingReferenceIsRecordedThenMatches() throws {
        let sandbox = Sandbox()
        let image = SampleImages.bubble()
        let first = sandbox.snapshot(.missing).verify(image)
        #expect(first == .recorded(referencePath: sandbox.reference, reason: "no reference existed"))
        #expect(first.failureMessage?.contains(sandbox.reference) == true)
        #expect(try PNGDecoder().read(contentsOf: sandbox.reference) == image)
        #expect(sandbox.snapshot(.missing).verify(image) == .matched)
        #expect(sandbox.snapshot(.never).verify(image) == .matched)
        #expect(sandbox.artifactNames().isEmpty)
    }

    @Test func neverModeDoesNotWrite() {
        let sandbox = Sandbox()
        let outcome = sandbox.snapshot(.never).verify(SampleImages.bubble())
        #expect(outcome.failureMessage?.hasPrefix("No snapshot reference at \(sandbox.reference)") == true)
        #expect(!FileManager.default.fileExists(atPath: sandbox.reference))
    }

    @Test func mismatchWritesArtifactsAndKeepsTheReference() throws {
        let sandbox = Sandbox()
        let original = SampleImages.bubble()
        _ = sandbox.snapshot(.missing).verify(original)
        let changed = SampleImages.bubble(words: [3, 5, 2, 5])
        let outcome = sandbox.snapshot(.missing).verify(changed)
        guard case let .failed(message, artifacts) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(sandbox.artifactNames() == ["test.bubble.actual.png", "test.bubble.diff.png", "test.bubble.reference.png"])
        #expect(artifacts.count == 3)
        for path in artifacts { #expect(message.contains(path)) }
        #expect(message.contains("12 of 2048 pixels differ"))
        #expect(message.contains("regions: 46,12 2×6"))
        #expect(try PNGDecoder().read(contentsOf: sandbox.reference) == original)
        #expect(try PNGDecoder().read(contentsOf: sandbox.artifacts + "/test.bubble.actual.png") == changed)
    }

    @Test func toleranceAcceptsSmallDifferences() {
        let sandbox = Sandbox()
        _ = sandbox.snapshot(.missing).verify(SampleImages.bubble())
        let changed = SampleImages.bubble(words: [3, 5, 2, 5])  // 12 of 2048 pixels ≈ 0.59 %
        #expect(sandbox.snapshot(.never, maxDiffRatio: 0.006).verify(changed) == .matched)
        #expect(sandbox.snapshot(.never, maxDiffRatio: 0.005).verify(changed) != .matched)
    }

    @Test func failedModeOverwritesOnlyWhenDifferent() throws {
        let sandbox = Sandbox()
        _ = sandbox.snapshot(.missing).verify(SampleImages.bubble())
        #expect(sandbox.snapshot(.failed).verify(SampleImages.bubble()) == .matched)
        let changed = SampleImages.bubble(accent: Color(red: 52, green: 199, blue: 89))
        guard case .recorded = sandbox.snapshot(.failed).verify(changed) else {
            Issue.record("expected the reference to be re-recorded")
            return
        }
        #expect(try PNGDecoder().read(contentsOf: sandbox.reference) == changed)
    }

    @Test func allModeAlwaysRecords() {
        let sandbox = Sandbox()
        _ = sandbox.snapshot(.missing).verify(SampleImages.bubble())
        #expect(sandbox.snapshot(.all).verify(SampleImages.bubble())
                == .recorded(referencePath: sandbox.reference, reason: "record mode 'all'"))
    }

    @Test func corruptReferenceFailsWithTheDecoderError() throws {
        let sandbox = Sandbox()
        try RasterFile.createDirectories(sandbox.path + "/__Snapshots__/Case")
        try RasterFile.writeAtomically(Array("garbage".utf8), to: sandbox.reference)
        let message = sandbox.snapshot(.missing).verify(SampleImages.bubble()).failureMessage ?? ""
        #expect(message.hasPrefix("Snapshot reference \(sandbox.reference) cannot be used: \(sandbox.reference): corrupt or unsupported PNG"))
        #expect(sandbox.artifactNames() == ["test.bubble.actual.png"])
    }

    @Test func sizeChangeIsReported() {
        let sandbox = Sandbox()
        _ = sandbox.snapshot(.missing).verify(SampleImages.bubble())
        let smaller = (try? Image(width: 60, height: 32, fill: .white)) ?? SampleImages.bubble()
        let message = sandbox.snapshot(.never).verify(smaller).failureMessage ?? ""
        #expect(message.contains("the reference is 64×32, the image is 60×32"))
    }

    @Test func referencePathFollowsTheTestFile() {
        let snapshot = ImageSnapshot(testFilePath: "/repo/Tests/ChatTests/BubbleTests.swift", testName: "tailStyles()",
                                     name: "dark mode", environment: ["SNAPSHOT_ARTIFACTS": "/tmp/artifacts"])
        #expect(snapshot.referencePath == "/repo/Tests/ChatTests/__Snapshots__/BubbleTests/tailStyles.dark-mode.png")
        #expect(snapshot.artifactsDirectory == "/tmp/artifacts/BubbleTests")
        let unnamed = ImageSnapshot(testFilePath: "/repo/T/A.swift", testName: "testX()", name: nil, environment: [:])
        #expect(unnamed.referencePath == "/repo/T/__Snapshots__/A/testX.png")
    }

    @Test func recordModeComesFromTheArgumentThenTheEnvironment() throws {
        #expect(try SnapshotRecordMode.resolve(explicit: nil, environment: [:]) == .missing)
        #expect(try SnapshotRecordMode.resolve(explicit: nil, environment: ["CI": "true"]) == .never)
        #expect(try SnapshotRecordMode.resolve(explicit: nil, environment: ["CI": "false"]) == .missing)
        #expect(try SnapshotRecordMode.resolve(explicit: nil, environment: ["CI": "true", "SNAPSHOT_TESTING_RECORD": "all"]) == .all)
        #expect(try SnapshotRecordMode.resolve(explicit: nil, environment: ["SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
        #expect(try SnapshotRecordMode.resolve(explicit: .never, environment: ["SNAPSHOT_TESTING_RECORD": "all"]) == .never)
        #expect(throws: SnapshotError.invalidRecordMode(variable: "SNAPSHOT_TESTING_RECORD", value: "yes")) {
            try SnapshotRecordMode.resolve(explicit: nil, environment: ["SNAPSHOT_TESTING_RECORD": "yes"])
        }
    }
}
