import ChatRender
import ImageSnapshots
import Raster
import Testing

/// Every sample chat drawn four ways, compared with its PNG reference by the project's image diff
/// (`__Snapshots__/SampleSnapshotTests/`; record with `SNAPSHOT_TESTING_RECORD=all`). At scale 2 to keep the
/// references small; `make demo` draws the same screens at 3×.
@Suite struct SampleSnapshotConcurrencyTests {
    static let samples = ["support-ru.json", "group-multilingual.json", "long-chat.json"]

    /// The four variants of the issue: bottom, top, dark, Telegram.
    static let variants: [(name: String, options: ChatScreenOptions)] = [
        ("bottom", ChatScreenOptions(scale: 2)),
        ("top", ChatScreenOptions(scale: 2, scroll: .top)),
        ("dark", ChatScreenOptions(scale: 2, appearance: .dark)),
        ("telegram", ChatScreenOptions(scale: 2, style: .telegram)),
    ]

    @Test(arguments: samples)
    func sampleScreens(sample: String) throws {
        let document = try Support.document(sample)
        for (name, options) in Self.variants {
            let scene = try ChatScene(document: document, options: options, measurer: Support.renderer.measurer, threads: 2)
            let image = try Support.renderer.render(scene)
            #expect(image.width == 780 && image.height == 1688)
            let stem = sample.replacingOccurrences(of: ".json", with: "")
            assertImageSnapshot(of: image, named: "\(stem)-\(name)")
        }
    }
}
