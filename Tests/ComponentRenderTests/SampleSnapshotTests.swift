import Components
import FlexLayout
import Foundation
import ImageSnapshots
import Raster
import Testing

/// Every sample layout drawn at 2×, compared with its PNG reference by the project's image diff
/// (`__Snapshots__/SampleSnapshotTests/`; record with `SNAPSHOT_TESTING_RECORD=all`). With `CI=true` a missing
/// reference is a failure, never recorded.
@Suite struct SampleSnapshotConcurrencyTests {
    static let samples: [(file: String, name: String, width: Double?, direction: FlexLayoutDirection)] = [
        ("card.json", "card-420", 420, .ltr),
        ("card.json", "card-320", 320, .ltr),
        ("notification.json", "notification", nil, .ltr),
        ("profile.json", "profile", nil, .ltr),
        ("rtl-card.json", "rtl-card", nil, .rtl),
        ("emoji.json", "emoji", nil, .ltr),
    ]

    @Test(arguments: samples.indices)
    func sampleLayouts(index: Int) throws {
        let sample = Self.samples[index]
        let document = try ComponentDocument.read(contentsOf: Support.layoutSample(sample.file))
        let layout = try Support.layout(document.root, width: sample.width, direction: sample.direction, scale: 2)
        let image = try Support.render(layout, background: Color(red: 0xF2, green: 0xF2, blue: 0xF7))
        let record: SnapshotRecordMode? = ProcessInfo.processInfo.environment["CI"] == "true" ? .never : nil
        assertImageSnapshot(of: image, named: sample.name, record: record)
    }
}

