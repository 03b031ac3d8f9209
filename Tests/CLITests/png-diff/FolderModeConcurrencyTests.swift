import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ImageDiff
@testable import png_diff
import Raster
import Testing
import TestSupport

/// Folder mode (issue 27): `png-diff BASELINE_DIR ACTUAL_DIR` classifies every file and writes JSON, JUnit, an HTML
/// report, and with `--update` the new baseline.
@Suite struct FolderModeConcurrencyTests {
    /// A baseline and an actual folder with one file of each kind: changed, unchanged (a copy), unchanged but encoded
    /// differently, new (in a sub-folder), missing (in a sub-folder).
    struct Folders {
        let root: String
        var baseline: String { root + "/baseline" }
        var actual: String { root + "/actual" }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("png-diff-folders-\(UUID())").path
            let manager = FileManager.default
            for folder in [baseline + "/screens", actual + "/screens", actual + "/new-dir"] {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            func copy(_ fixture: String, _ path: String) throws {
                try manager.copyItem(atPath: PNGDiffCLIConcurrencyTests.fixture(fixture), toPath: path)
            }
            try copy("1a", baseline + "/screens/changed.png")
            try copy("1b", actual + "/screens/changed.png")
            try copy("6a", baseline + "/same.png")
            try copy("6a", actual + "/same.png")
            try copy("3a", baseline + "/reencoded.png")
            let pixels = try PNGDecoder().readStraight(contentsOf: PNGDiffCLIConcurrencyTests.fixture("3a"))
            try PNGEncoder(compression: .fast).write(pixels, to: actual + "/reencoded.png")
            try copy("5a", actual + "/new-dir/added.png")
            try copy("4a", baseline + "/screens/gone.png")
            try Data("not a picture".utf8).write(to: URL(fileURLWithPath: actual + "/notes.txt"))  // not a .png: skipped
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    static func json(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    @Test func classifiesEveryFileAndWritesJSONAndJUnit() throws {
        let folders = try Folders()
        defer { folders.remove() }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folders.baseline + "/reencoded.png"))
                != Data(contentsOf: URL(fileURLWithPath: folders.actual + "/reencoded.png")))
        let run = try PNGDiffCLIConcurrencyTests.run([folders.baseline, folders.actual, "--json", folders.root + "/result.json",
                                           "--junit", folders.root + "/junit.xml", "--threshold", "0.05"])
        #expect(run.status == 1)
        #expect(run.output.contains("1 changed, 1 new, 1 missing, 0 unreadable, 2 unchanged"), "\(run.output)")
        #expect(run.output.contains("changed    screens/changed.png  143 pixels (0.11%)"))
        let json = try Self.json(folders.root + "/result.json")
        let counts = try #require(json["counts"] as? [String: Int])
        #expect(counts == ["changed": 1, "new": 1, "missing": 1, "unreadable": 0, "unchanged": 2, "total": 5])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["screens/changed.png", "new-dir/added.png", "screens/gone.png",
                                                         "reencoded.png", "same.png"])
        #expect(files.map { $0["status"] as? String } == ["changed", "new", "missing", "unchanged", "unchanged"])
        #expect(files[0]["mismatched"] as? Int == 143 && files[0]["total"] as? Int == 131_072)
        #expect(files[3]["mismatched"] as? Int == 0)  // decoded and compared: same pixels
        #expect(files[4]["mismatched"] == nil && files[4]["width"] as? Int == 256)  // byte-identical: not decoded

        let xml = try Data(contentsOf: URL(fileURLWithPath: folders.root + "/junit.xml"))
        let counter = XMLCounter()
        let parser = XMLParser(data: xml)
        parser.delegate = counter
        #expect(parser.parse(), "the JUnit file is not well-formed XML")
        #expect(counter.elements["testcase"] == 5 && counter.elements["failure"] == 3 && counter.elements["error"] == nil)
    }

    @Test func withinTheToleranceIsUnchangedAndExitsZero() throws {
        let folders = try Folders()
        defer { folders.remove() }
        try FileManager.default.removeItem(atPath: folders.actual + "/new-dir/added.png")
        try FileManager.default.copyItem(atPath: PNGDiffCLIConcurrencyTests.fixture("4a"), toPath: folders.actual + "/screens/gone.png")
        let strict = try PNGDiffCLIConcurrencyTests.run([folders.baseline, folders.actual, "--threshold", "0.05"])
        #expect(strict.status == 1)
        let tolerant = try PNGDiffCLIConcurrencyTests.run([folders.baseline, folders.actual, "--threshold", "0.05", "--max-diff-pixels", "143", "--json"])
        #expect(tolerant.status == 0, "\(tolerant.output)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(tolerant.output.utf8)) as? [String: Any])
        #expect((json["counts"] as? [String: Int])?["unchanged"] == 4)
    }

    /// A report written inside the actual folder is not read back as new files the next time.
    @Test func aReportInsideAFolderIsNotCompared() throws {
        let folders = try Folders()
        defer { folders.remove() }
        for _ in 0..<2 {
            let run = try PNGDiffCLIConcurrencyTests.run([folders.baseline, folders.actual, "--report", folders.actual + "/report", "--json", "-"])
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            #expect((json["counts"] as? [String: Int])?["total"] == 5)
        }
        #expect(FileManager.default.fileExists(atPath: folders.actual + "/report/images/0000/actual.png"))
    }

    @Test func unreadableFilesExitWithThreeAndAreNamed() throws {
        let folders = try Folders()
        defer { folders.remove() }
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folders.baseline + "/broken.png"))
        try FileManager.default.copyItem(atPath: PNGDiffCLIConcurrencyTests.fixture("2a"), toPath: folders.actual + "/broken.png")
        let run = try PNGDiffCLIConcurrencyTests.run([folders.baseline, folders.actual, "--json", "-"])
        #expect(run.status == 3)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let broken = try #require((json["files"] as? [[String: Any]])?.first { $0["path"] as? String == "broken.png" })
        #expect(broken["status"] as? String == "unreadable")
        #expect((broken["error"] as? String)?.contains("broken.png: corrupt or unsupported PNG: not a PNG file") == true)
        // A folder that cannot be listed is named too.
        let missing = try PNGDiffCLIConcurrencyTests.run([folders.baseline, folders.root + "/nowhere"])
        #expect(missing.status == 2 && missing.error.contains("both be folders"))
    }

    @Test func updateCopiesChangedAndNewImagesOverTheBaseline() throws {
        let folders = try Folders()
        defer { folders.remove() }
        let underCI = try PNGDiffCLIConcurrencyTests.run([folders.baseline, folders.actual, "--update"], environment: ["CI": "true"])
        #expect(underCI.status == 2 && underCI.error.contains("--update refuses to run under CI"))
        let update = try PNGDiffCLIConcurrencyTests.run([folders.baseline, folders.actual, "--update"], environment: ["CI": nil])
        #expect(update.status == 1)  // the missing file is still missing
        for path in ["screens/changed.png", "new-dir/added.png"] {
            #expect(try Data(contentsOf: URL(fileURLWithPath: folders.baseline + "/" + path))
                    == Data(contentsOf: URL(fileURLWithPath: folders.actual + "/" + path)), "\(path)")
        }
        // The re-encoded file was unchanged: its baseline bytes stay.
        #expect(try Data(contentsOf: URL(fileURLWithPath: folders.baseline + "/reencoded.png"))
                == Data(contentsOf: URL(fileURLWithPath: PNGDiffCLIConcurrencyTests.fixture("3a"))))
        let after = try PNGDiffCLIConcurrencyTests.run([folders.baseline, folders.actual])
        #expect(after.output.contains("0 changed, 0 new, 1 missing, 0 unreadable, 4 unchanged"), "\(after.output)")
    }

    @Test func snapshotArtifactsBecomeTheSameReport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-diff-artifacts-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/BubbleTests", withIntermediateDirectories: true)
        for (fixture, name) in [("1a", "BubbleTests/dark.reference.png"), ("1b", "BubbleTests/dark.actual.png"),
                                ("1diff", "BubbleTests/dark.diff.png"), ("5a", "BubbleTests/fresh.actual.png")] {
            try FileManager.default.copyItem(atPath: PNGDiffCLIConcurrencyTests.fixture(fixture), toPath: folder + "/" + name)
        }
        let run = try PNGDiffCLIConcurrencyTests.run(["--from-snapshot-artifacts", folder, "--report", folder + "/report", "--json", "-"])
        #expect(run.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect((json["counts"] as? [String: Int])?["changed"] == 1 && (json["counts"] as? [String: Int])?["new"] == 1)
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["BubbleTests/dark.png", "BubbleTests/fresh.png"])
        #expect(FileManager.default.fileExists(atPath: folder + "/report/index.html"))

        #expect(try Self.json(folder + "/report/report.json")["counts"] as? [String: Int] == json["counts"] as? [String: Int])
    }

    @Test func jsonTakesAFileOrStandardOutput() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("png-diff-json-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let toFile = try PNGDiffCLIConcurrencyTests.run([PNGDiffCLIConcurrencyTests.fixture("1a"), PNGDiffCLIConcurrencyTests.fixture("1b"), "--json",
                                              directory + "/r.json"])
        #expect(toFile.status == 1 && toFile.output.hasPrefix("different pixels: 106"))
        #expect(try Self.json(directory + "/r.json")["mismatched"] as? Int == 106)
        for arguments in [["--json", PNGDiffCLIConcurrencyTests.fixture("1a"), PNGDiffCLIConcurrencyTests.fixture("1b")],
                          [PNGDiffCLIConcurrencyTests.fixture("1a"), PNGDiffCLIConcurrencyTests.fixture("1b"), "--json", "-"]] {
            let run = try PNGDiffCLIConcurrencyTests.run(arguments)
            #expect(run.output.hasPrefix("{\"mismatched\":106,"), "\(arguments): \(run.output)")
        }
    }

    @Test func metricsAndPairBudgetFromTheCommandLine() throws {
        let ssim = try PNGDiffCLIConcurrencyTests.run([PNGDiffCLIConcurrencyTests.fixture("1a"), PNGDiffCLIConcurrencyTests.fixture("1b"), "--metric", "ssim", "--json"])
        #expect(ssim.output.contains("\"ssim\":"))
        let deltaE = try PNGDiffCLIConcurrencyTests.run([PNGDiffCLIConcurrencyTests.fixture("1a"), PNGDiffCLIConcurrencyTests.fixture("1b"),
                                              "--metric", "deltaE2000", "--max-delta-e", "1000"])
        #expect(deltaE.status == 0 && deltaE.output.hasPrefix("different pixels: 0"))
        let budget = try PNGDiffCLIConcurrencyTests.run([PNGDiffCLIConcurrencyTests.fixture("1a"), PNGDiffCLIConcurrencyTests.fixture("1b"),
                                              "--max-pair-pixels", "200000"])
        #expect(budget.status == 3)
        #expect(budget.error.contains("the pair has 512×256 and 512×256 pixels, over the pair budget of 200000 pixels"))
    }
}

/// Counts the elements of an XML document.
final class XMLCounter: NSObject, XMLParserDelegate {
    var elements: [String: Int] = [:]

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements[name, default: 0] += 1
    }
}

/// Folder mode's memory: a finished pair keeps its counts, not its pixels (200 changed screenshots with --report
/// peaked at 2.4 GB when each result kept its diff image; 104 MB since).
@Suite struct FolderModeMemoryConcurrencyTests {
    @Test func aComparedPairKeepsNoDiffImage() throws {
        let folders = try FolderModeConcurrencyTests.Folders()
        defer { folders.remove() }
        var options = DiffOptions()
        options.makesDiffImage = true
        let comparer = PairComparer(decoder: PNGDecoder(), options: options, pairBudget: PixelBudget.standard,
                                    report: folders.root + "/report", update: nil)
        let outcome = comparer.compare(FolderRun.Job(index: 7, path: "screens/changed.png",
                                                     baseline: folders.baseline + "/screens/changed.png",
                                                     actual: folders.actual + "/screens/changed.png"))
        #expect(outcome.status == .changed)
        #expect(outcome.result?.mismatched == 106)
        #expect(outcome.result?.diffImage == nil)
        #expect(outcome.diffImage == "images/0007/diff.png")
        let written = try PNGDecoder().readStraight(contentsOf: folders.root + "/report/images/0007/diff.png")
        #expect(written.width == 512 && written.height == 256)
    }
}
