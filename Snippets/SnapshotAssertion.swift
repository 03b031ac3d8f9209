// Assert that a rendered image matches its committed reference (Swift Testing or XCTest).
import ImageSnapshots
import Raster
import Testing

func renderBubble() throws -> Image { try Image(width: 90, height: 60, fill: .white) }

@Test func bubble() throws {                     // or func testBubble() in an XCTestCase
    assertImageSnapshot(of: try renderBubble(), named: "light")                 // exact, pixelmatch threshold 0.1
    assertImageSnapshot(of: try renderBubble(), named: "photo", metric: .ssim(minimumSimilarity: 0.9), maxDiffPixels: 40)
}
// The references are __Snapshots__/<TestFile>/bubble.light.png and bubble.photo.png beside the test file; on a
// mismatch the reference, the actual image and the diff are written to $LETTERPRESS_SNAPSHOT_ARTIFACTS/<TestFile>/.
