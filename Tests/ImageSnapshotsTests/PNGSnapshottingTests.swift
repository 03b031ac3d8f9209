// Compiled with the SnapshotTesting trait only (swift build --traits SnapshotTesting; `make test` sets it).
#if SnapshotTesting
import Foundation
import ImageSnapshotTesting
import Raster
import SnapshotTesting
import Testing

/// The swift-snapshot-testing strategy, against its committed reference and through its `Diffing`.
@Suite struct PNGSnapshottingConcurrencyTests {
    @Test func strategyMatchesCommittedReference() {
        withSnapshotTesting(record: .never) {
            assertSnapshot(of: SampleImages.bubble(), as: .png(threshold: 0.1))
        }
    }

    @Test func diffingRoundTripsAndReportsDifferences() throws {
        let diffing = Snapshotting<Image, Image>.png(threshold: 0.1).diffing
        let image = SampleImages.bubble()
        #expect(diffing.fromData(diffing.toData(image)) == image)
        #expect(diffing.diffV2(image, image) == nil)
        let (message, attachments) = try #require(diffing.diffV2(image, SampleImages.bubble(words: [3, 5, 2, 5])))
        #expect(message.hasPrefix("12 of 2048 pixels differ"))
        #expect(attachments.count == 3)  // reference, actual, diff
        #expect(diffing.fromData(Data("not a png".utf8)).width == 0)
        #expect(diffing.diffV2(diffing.fromData(Data()), image)?.0.contains("reference 0×0, image 64×32") == true)
        #expect(Snapshotting<Image, Image>.png(threshold: 0.1, maxDiffRatio: 0.01).diffing
                    .diffV2(image, SampleImages.bubble(words: [3, 5, 2, 5])) == nil)
    }
}
#endif
