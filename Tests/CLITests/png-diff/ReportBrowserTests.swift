import Foundation
import Raster
import Testing
import TestSupport

/// The folder report in headless Chromium (issue 27): it loads from the file system with no console error, its
/// counts are the JSON's, every image it names loads, the slider moves the overlay and the keys navigate.
@Suite(.serialized) struct ReportBrowserTests {
    /// Where the screenshots of the report go, for people to look at: `$LETTERPRESS_SNAPSHOT_ARTIFACTS/report` or a
    /// temporary folder.
    static var screenshotFolder: String {
        let root = ProcessInfo.processInfo.environment["LETTERPRESS_SNAPSHOT_ARTIFACTS"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-snapshots").path
        return root + "/ReportBrowserTests"
    }

    @Test func theReportWorksInChromium() throws {
        let folders = try FolderModeConcurrencyTests.Folders()
        defer { folders.remove() }
        // A size mismatch, and a file name that needs escaping in HTML, JSON and URLs.
        try FileManager.default.copyItem(atPath: PNGDiffCLIConcurrencyTests.fixture("1a"), toPath: folders.baseline + "/<b>&\"size\".png")
        try FileManager.default.copyItem(atPath: PNGDiffCLIConcurrencyTests.fixture("2a"), toPath: folders.actual + "/<b>&\"size\".png")
        let report = folders.root + "/report"
        let run = try PNGDiffCLIConcurrencyTests.run([folders.baseline, folders.actual, "--report", report, "--threshold", "0.05"])
        #expect(run.status == 1, "\(run.error)")
        let json = try FolderModeConcurrencyTests.json(report + "/report.json")
        let counts = try #require(json["counts"] as? [String: Int])
        let files = try #require(json["files"] as? [[String: Any]])

        let browser = try HeadlessChromium()
        defer { browser.close() }
        try browser.open(URL(fileURLWithPath: report + "/index.html"))
        #expect(browser.consoleErrors.isEmpty, "\(browser.consoleErrors)")

        // The counts shown are the JSON's, and the list holds every file.
        let shown = try browser.evaluate("""
            JSON.stringify(Object.fromEntries([...document.querySelectorAll('.count')]
                .map(b => [b.dataset.status, Number(b.querySelector('b').textContent)])))
            """) as? String
        let shownCounts = try #require(try JSONSerialization.jsonObject(with: Data((shown ?? "").utf8)) as? [String: Int])
        for (status, count) in counts where status != "total" { #expect(shownCounts[status] == count, "\(status)") }
        #expect(shownCounts["all"] == counts["total"])
        #expect(try browser.evaluate("document.querySelectorAll('#files tbody tr').length") as? Int == files.count)
        #expect(try browser.evaluate("document.querySelector('#files tbody tr .path').textContent") as? String
                == files.first?["path"] as? String)

        // Every image the report names loads.
        let images = files.flatMap { file in ["baselineImage", "actualImage", "diffImage"].compactMap { file[$0] as? String } }
        #expect(images.count == 8)  // two changed files × 3 (one of them a size mismatch), the new and the missing file
        let loaded = try browser.evaluate("""
            Promise.all(\(String(decoding: try JSONSerialization.data(withJSONObject: images), as: UTF8.self)).map(src =>
                new Promise(resolve => { const image = new Image(); image.onload = () => resolve(image.naturalWidth > 0);
                                         image.onerror = () => resolve(false); image.src = src; })))
                .then(all => all.every(Boolean))
            """) as? Bool
        #expect(loaded == true)
        try saveScreenshot(browser, "index")

        // A changed file: side by side with regions outlined, every image of the page loaded.
        let changed = try #require(files.firstIndex { $0["status"] as? String == "changed" })
        _ = try browser.evaluate("location.hash = '#/file/\(changed)'")
        #expect(try browser.evaluate("document.querySelectorAll('#stage img').length") as? Int == 3)
        let regionCount = (files[changed]["regions"] as? [Any])?.count ?? 0
        #expect(try browser.evaluate("document.querySelectorAll('#stage .region').length") as? Int == 3 * regionCount)
        let complete = try browser.evaluate("""
            new Promise(resolve => setTimeout(() => resolve([...document.images].every(i => i.complete && i.naturalWidth > 0)), 200))
            """) as? Bool
        #expect(complete == true)
        try saveScreenshot(browser, "side-by-side")

        // The overlay: the slider clips the actual image.
        try browser.press("2")
        let before = try browser.evaluate("document.getElementById('overlay-top').style.clipPath") as? String
        _ = try browser.evaluate("""
            (() => { const slider = document.getElementById('overlay-slider'); slider.value = '80';
                     slider.dispatchEvent(new Event('input')); })()
            """)
        let after = try browser.evaluate("document.getElementById('overlay-top').style.clipPath") as? String
        #expect(before == "inset(0px 0px 0px 50%)")
        #expect(after == "inset(0px 0px 0px 80%)")
        try browser.press("]")
        #expect(try browser.evaluate("document.getElementById('overlay-slider').value") as? String == "85")
        try saveScreenshot(browser, "overlay")

        // Keys: → goes to the next file in the list's order, Esc back to the list.
        let order = try #require(try browser.evaluate("JSON.stringify(pngDiffReport.visible().map(f => f.index))") as? String)
        let indices = try #require(try JSONSerialization.jsonObject(with: Data(order.utf8)) as? [Int])
        let position = try #require(indices.firstIndex(of: changed))
        try browser.press("ArrowRight")
        #expect(try browser.waitUntil("location.hash === '#/file/\(indices[(position + 1) % indices.count])'"), "→ opens the next file")
        try browser.press("Escape")
        #expect(try browser.waitUntil("document.getElementById('list-view').hidden === false"), "Esc shows the list")
        // The status filter.
        _ = try browser.evaluate("document.getElementById('count-new').click()")
        #expect(try browser.evaluate("document.querySelectorAll('#files tbody tr').length") as? Int == counts["new"])
        #expect(browser.consoleErrors.isEmpty, "\(browser.consoleErrors)")
    }

    private func saveScreenshot(_ browser: HeadlessChromium, _ name: String) throws {
        let png = try browser.screenshot(width: 1280, height: 860)
        let image = try PNGDecoder().decode([UInt8](png), input: "screenshot")
        #expect(image.width == 1280 && image.height == 860)
        try FileManager.default.createDirectory(atPath: Self.screenshotFolder, withIntermediateDirectories: true)
        try png.write(to: URL(fileURLWithPath: "\(Self.screenshotFolder)/\(name).png"))
    }
}
