import Foundation
import ImageDiff
import Raster
import Testing
import XCTest

/// Asserts that `image` matches its reference PNG `__Snapshots__/<TestFile>/<test>.<name>.png` beside
/// the test file, in XCTest and in Swift Testing alike.
///
/// A missing reference is recorded (and the assertion fails once, so it gets reviewed); a mismatch writes the
/// reference, the actual image and the diff to `$LETTERPRESS_SNAPSHOT_ARTIFACTS/<TestFile>/` (see
/// `SnapshotArtifacts`), attaches them to the test under Swift Testing, and fails with the counts and the three
/// paths. Give each snapshot in one test its own `name`.
///
/// - Parameters:
///   - image: the rendered image (premultiplied; compared as its PNG would store it).
///   - name: distinguishes several snapshots of one test.
///   - threshold: pixelmatch's matching threshold, 0…1 (default 0.1).
///   - metric: how pixels are judged different (default pixelmatch; `.deltaE2000(maximumDistance:)` or
///     `.ssim(minimumSimilarity:)`, see `DiffMetric`).
///   - maxDiffPixels: how many pixels may differ (nil: `maxDiffRatio` decides).
///   - maxDiffRatio: fraction of pixels, 0…1, that may differ (default 0).
///   - record: the record mode; `nil` reads `SNAPSHOT_TESTING_RECORD`, else `.missing`.
///   - fileID: the test file's ID (the default is the caller's), which names the artifacts folder.
///   - filePath: the test file's path (the default is the caller's); the reference lies beside it.
///   - testName: the test's name (the default is the caller's), which names the reference.
///   - line: where a failure is reported (the default is the caller's line).
///   - column: where a failure is reported (the default is the caller's column).
public func assertImageSnapshot(
    of image: Image,
    named name: String? = nil,
    threshold: Double = 0.1,
    metric: DiffMetric = .pixelmatch,
    maxDiffPixels: Int? = nil,
    maxDiffRatio: Double = 0,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let environment = ProcessInfo.processInfo.environment
    let message: String?
    do {
        let mode = try SnapshotRecordMode.resolve(explicit: record, environment: environment)
        let snapshot = ImageSnapshot(testFilePath: "\(filePath)", testName: testName, name: name,
                                     threshold: threshold, maxDiffRatio: maxDiffRatio, maxDiffPixels: maxDiffPixels,
                                     metric: metric, recordMode: mode, environment: environment)
        message = snapshot.verify(image).failureMessage
    } catch {
        message = "\(error)"
    }
    guard let message else { return }
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                    line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
