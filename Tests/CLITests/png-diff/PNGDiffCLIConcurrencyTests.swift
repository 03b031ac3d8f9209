import Foundation
import Glibc
import ImageDiff
import Raster
import Testing
import TestSupport

/// Runs the built `png-diff` binary (it sits beside the test bundle in the build products folder).
@Suite struct PNGDiffCLIConcurrencyTests {
    struct Run {
        let status: Int32
        let output: String
        let error: String
    }

    /// Runs the binary with a bounded wait (a hang fails the test).
    static func run(_ arguments: [String], environment: [String: String?] = [:],
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> Run {
        let result = try Support.run("png-diff", arguments, environment: environment, sourceLocation: sourceLocation)
        return Run(status: result.status, output: result.out, error: result.err)
    }

    static func fixture(_ name: String) -> String { "\(Support.pixelmatch)/\(name).png" }

    @Test func differentImagesExitWithOneAndPrintTheCount() throws {
        let run = try Self.run([Self.fixture("1a"), Self.fixture("1b"), "--threshold", "0.05"])
        #expect(run.status == 1)
        #expect(run.output == "different pixels: 143\nerror: 0.11%\n")
    }

    @Test func identicalImagesExitWithZero() throws {
        let run = try Self.run([Self.fixture("6a"), Self.fixture("6a")])
        #expect(run.status == 0)
        #expect(run.output == "different pixels: 0\nerror: 0%\n")
    }

    @Test func toleranceTurnsADifferenceIntoAPass() throws {
        #expect(try Self.run([Self.fixture("1a"), Self.fixture("1b"), "--threshold", "0.05", "--max-diff-pixels", "143"]).status == 0)
        #expect(try Self.run([Self.fixture("1a"), Self.fixture("1b"), "--threshold", "0.05", "--max-diff-pixels", "142"]).status == 1)
        #expect(try Self.run([Self.fixture("1a"), Self.fixture("1b"), "--threshold", "0.05", "--max-diff-ratio", "0.0011"]).status == 0)
    }

    @Test func writesTheDiffImageAndJSON() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("png-diff-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = directory + "/diff.png"
        let run = try Self.run([Self.fixture("7a"), Self.fixture("7b"), "--diff-color-alt", "#00FF00",
                                "-o", output, "--json"])
        #expect(run.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json["mismatched"] as? Int == 2448)
        #expect(json["total"] as? Int == 250_000)
        #expect(json["width"] as? Int == 500 && json["height"] as? Int == 500)
        #expect(json["ratio"] as? Double == 2448.0 / 250_000)
        #expect((json["regions"] as? [[String: Int]])?.isEmpty == false)
        #expect(try PNGDecoder().readStraight(contentsOf: output) == Support.pixelmatchImage("7diff"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["diff.png"])
    }

    @Test func ignoreRegionsAndSizeMismatch() throws {
        let ignored = try Self.run([Self.fixture("1a"), Self.fixture("1b"), "--threshold", "0.05",
                                    "--ignore", "0,0,512,256"])
        #expect(ignored.status == 0)
        let sizes = try Self.run([Self.fixture("1a"), Self.fixture("2a"), "--json"])
        #expect(sizes.status == 1)
        #expect(sizes.output.contains("\"width\":512,\"height\":256"))
        #expect(sizes.output.contains("\"sizeMismatch\":{\"first\":{\"width\":512,\"height\":256},\"second\":{\"width\":256,\"height\":256},\"extraPixels\":65536}"))
    }

    @Test(arguments: [
        ["only-one.png"],
        ["a.png", "b.png", "--threshold", "1.5"],
        ["a.png", "b.png", "--threshold", "abc"],
        ["a.png", "b.png", "--aa-color", "1,2,3"],
        ["a.png", "b.png", "--diff-color", "#12345"],
        ["a.png", "b.png", "--ignore", "1,2,3"],
        ["a.png", "b.png", "--max-diff-pixels", "1", "--max-diff-ratio", "0.1"],
        ["a.png", "b.png", "--no-such-flag"],
    ])
    func usageErrorsExitWithTwo(_ arguments: [String]) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 2)
        #expect(run.error.contains("Usage: png-diff"))
        #expect(run.output.isEmpty)
    }

    @Test func unreadableOrCorruptInputExitsWithThree() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("png-diff-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let corrupt = directory + "/corrupt.png"
        let truncated = directory + "/truncated.png"
        let huge = directory + "/huge.png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: corrupt))
        try Data(contentsOf: URL(fileURLWithPath: Self.fixture("1a"))).prefix(400).write(to: URL(fileURLWithPath: truncated))
        try Data(PNGFileBuilder.headerOnly(width: 100_000, height: 100_000)).write(to: URL(fileURLWithPath: huge))

        let missing = try Self.run([Self.fixture("1a"), directory + "/missing.png"])
        #expect(missing.status == 3)
        #expect(missing.error.contains("missing.png: cannot read: No such file or directory"))
        for path in [corrupt, truncated] {
            let run = try Self.run([path, Self.fixture("1a")])
            #expect(run.status == 3)
            #expect(run.error.contains("\(path): corrupt or unsupported PNG"))
        }
        let over = try Self.run([Self.fixture("1a"), huge])
        #expect(over.status == 3)
        #expect(over.error.contains("\(huge): the image is 100000×100000 pixels, over the pixel budget of 50000000 pixels"))
    }

    /// Issue 17: inputs must be regular files within the size cap (a FIFO hung png-diff), and --max-pixels bounds each
    /// input and the diff image (the 68-byte PNG claiming 4294967295² pixels trapped while formatting its error).
    @Test func fifosDevicesAndOverBudgetInputsExitWithThree() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("png-diff-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/fifo.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        let hostile = [
            ([fifo, Self.fixture("1a")], "\(fifo): cannot read: not a regular file (a FIFO)"),
            (["/dev/zero", Self.fixture("1a")], "/dev/zero: cannot read: not a regular file (a character device)"),
            ([Self.fixture("1a"), Self.fixture("1b"), "--max-file-bytes", "100"], "more than the limit of 100 bytes"),
            ([Self.fixture("1a"), Self.fixture("1b"), "--max-pixels", "1000"], "over the pixel budget of 1000 pixels"),
        ]
        for (arguments, message) in hostile {
            let run = try Self.run(arguments)
            #expect(run.status == 3, "\(arguments)")
            #expect(run.error.contains(message), "\(run.error)")
        }
        #expect(try Self.run([Self.fixture("1a"), Self.fixture("1a"), "--max-pixels", "1000000"]).status == 0)
    }

    @Test func optionsReachTheLibrary() throws {
        var options = DiffOptions()
        options.threshold = 0.05
        options.checkerboard = false
        options.includeAA = true
        let expected = try ImageDiffer(options: options).compare(Support.pixelmatchImage("8a"), Support.pixelmatchImage("5b"))
        let run = try Self.run([Self.fixture("8a"), Self.fixture("5b"), "--threshold", "0.05", "--no-checkerboard",
                                "--include-aa", "--json"])
        #expect(run.output.hasPrefix("{\"mismatched\":\(expected.mismatched),\"total\":65536,"))
        #expect(expected.mismatched != 32896)  // differs from the checkerboard result of the conformance case
    }

    @Test func hiddenThreadsOptionGivesTheSameCount() throws {
        let one = try Self.run([Self.fixture("4a"), Self.fixture("4b"), "--threshold", "0.05", "--threads", "1"])
        let many = try Self.run([Self.fixture("4a"), Self.fixture("4b"), "--threshold", "0.05", "--threads", "8"])
        #expect(one.output == "different pixels: 36049\nerror: 19.98%\n")
        #expect(many.output == one.output)
    }
}
