import ImageSnapshots
import Raster
import Testing
import XCTest

/// `assertImageSnapshot` against the committed reference in `__Snapshots__/AssertImageSnapshotTests/`.
@Suite struct AssertImageSnapshotSwiftTestingConcurrencyTests {
    @Test func bubbleMatchesItsReference() {
        assertImageSnapshot(of: SampleImages.bubble(), named: "bubble", record: .never)
    }

    @Test func mismatchIsReportedAsAnIssue() {
        withKnownIssue {
            assertImageSnapshot(of: SampleImages.bubble(words: [1, 1, 1]), named: "bubble", record: .never,
                                testName: "bubbleMatchesItsReference()")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("does not match") && $0.rawValue.contains("bubble.diff.png") }
        }
    }
}

final class AssertImageSnapshotXCTests: XCTestCase {
    func testBubbleMatchesItsReference() {
        assertImageSnapshot(of: SampleImages.bubble(), named: "bubble", record: .never)
    }
}
