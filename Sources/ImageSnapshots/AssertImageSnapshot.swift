import Foundation
import Raster
import Testing
import XCTest

/// Asserts that `image` matches its reference PNG `__Snapshots__/<TestFile>/<test>.<name>.png` beside
/// the test file, in XCTest and in Swift Testing alike.
///
/// A missing reference is recorded (and the assertion fails once, so it gets reviewed); a mismatch
/// writes the actual image, the reference and the diff to `$SNAPSHOT_ARTIFACTS` (or a temporary
/// folder) and fails with their paths. Give each snapshot in one test its own `name`.
///
/// - Parameters:
///   - image: the rendered image (premultiplied; compared as its PNG would store it).
///   - name: distinguishes several snapshots of one test.
///   - threshold: pixelmatch's matching threshold, 0…1 (default 0.1).
///   - maxDiffRatio: fraction of pixels, 0…1, that may differ (default 0).
///   - record: the record mode; `nil` reads `SNAPSHOT_TESTING_RECORD`, else `.missing`.
public func assertImageSnapshot(
    of image: Image,
    named name: String? = nil,
    threshold: Double = 0.1,
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
                                     threshold: threshold, maxDiffRatio: maxDiffRatio, recordMode: mode,
                                     environment: environment)
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
