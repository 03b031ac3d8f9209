import ChatSamples
import Foundation
import Glibc
import Raster
import Testing
import TestSupport

/// Runs the built `measure-text` binary.
@Suite struct MeasureTextCLITests {
    /// Runs the binary with a bounded wait (a hang fails the test).
    func run(_ arguments: [String], input: Data = Data(), in directory: String? = nil,
             sourceLocation: SourceLocation = #_sourceLocation) throws -> (status: Int32, out: String, err: String) {
        let result = try Support.run("measure-text", arguments, input: input,
                                     in: directory.map { URL(fileURLWithPath: $0) }, sourceLocation: sourceLocation)
        return (result.status, result.out, result.err)
    }

    @Test func jsonOutputHasTheDocumentedShape() throws {
        let result = try run(["--json", "--width", "60", "Hello, world"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["width", "height", "rawWidth", "rawHeight", "lineCount", "truncated", "ink", "lines"])
        #expect(object["lineCount"] as? Int == 2)
        let lines = try #require(object["lines"] as? [[String: Any]])
        #expect(lines.map { $0["text"] as? String } == ["Hello, ", "world"])
        #expect(result.out.hasPrefix(#"{"width":46,"height":42,"rawWidth":"#))
    }

    @Test func humanOutputAndStandardInput() throws {
        let result = try run(["--size", "17"], input: Data("Hi\n".utf8))
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("size: 17 × 21 pt"))
        #expect(result.out.contains("1. \"Hi\""))
    }

    @Test func usageErrorsExitWithTwo() throws {
        #expect(try run(["--width", "nan", "x"]).status == 2)
        #expect(try run(["--line-break", "sideways", "x"]).status == 2)
        #expect(try run(["--background", "#fff", "x"]).status == 2, "--background needs --png")
        #expect(try run(["--png", "/tmp/x.png", "--background", "#12345", "x"]).status == 2)
        #expect(try run(["--png", "/tmp/x.png", "--jsonl"]).status == 2)
        #expect(try run(["--font", "Nope", "x"]).status == 1)
        #expect(try run(["--font-file", "/nonexistent.ttf", "x"]).status == 3)
        #expect(try run([], input: Data([0x61, 0xFF, 0xFE])).status == 3)
    }

    @Test func jsonlAnswersEveryLineInOrderAndReportsBadOnes() throws {
        let input = [
            #"{"id": 1, "text": "hello world", "width": 50}"#,
            #"{"id": "two", "text": "x", "width": NaN}"#,
            "not json at all",
            #"{"id": 4, "text": "x", "font": "Nope"}"#,
            #"{"id": 5, "text": "x", "width": -3}"#,
            #"{"id": 6, "text": "truncate me please", "maxLines": 1, "width": 50, "lineBreak": "truncate-tail"}"#,
            #"{"id": 7}"#,
        ].joined(separator: "\n") + "\n"
        var bytes = Data(input.utf8)
        bytes.append(contentsOf: [0x7B, 0x22, 0x69, 0x64, 0x22, 0x3A, 0x38, 0x2C, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D, 0x0A])  // {"id":8,"text":"\xC3("}
        let result = try run(["--jsonl"], input: bytes)
        #expect(result.status == 1)
        let answers = result.out.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(answers.count == 8)
        #expect(answers[0]?["lineCount"] as? Int == 2)
        #expect(answers[1]?["id"] as? String == "two" && answers[1]?["error"] != nil)
        #expect(answers[2]?["error"] != nil)
        #expect((answers[3]?["error"] as? String)?.contains("unknown font family 'Nope'") == true)
        #expect((answers[4]?["error"] as? String)?.contains("width") == true)
        #expect(answers[5]?["truncated"] as? Bool == true)
        #expect((answers[6]?["error"] as? String)?.contains("missing") == true)
        #expect(answers[7]?["id"] as? Int == 8 && (answers[7]?["error"] as? String)?.contains("UTF-8") == true)
    }

    @Test func jsonlOverTheWholeCorpus() throws {
        let corpus = try SampleCorpus.data()
        let result = try run(["--jsonl", "--width", "260"], input: corpus)
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n")
        let inputIDs = try SampleCorpus.messages().map(\.id)
        #expect(lines.count == inputIDs.count)
        #expect(inputIDs.count == 20_000)
        struct Answer: Decodable { var id: Int; var lineCount: Int; var width: Double }
        let answers = try lines.map { try JSONDecoder().decode(Answer.self, from: Data($0.utf8)) }
        #expect(answers.map(\.id) == inputIDs)
        #expect(answers.allSatisfy { $0.lineCount >= 1 && $0.width <= 260 })
    }

    @Test func pngIsTheRoundedSizeTimesScaleWithTextOnTheBackground() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("measure-text-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run(["--json", "--width", "60", "--scale", "3", "--png", path, "--background", "#0B84FF",
                              "--color", "#FFFFFF", "Hello, world"])
        #expect(result.status == 0)
        // Raw 45.446 × 41.148 pt rounds to 137 × 124 pixels at scale 3 (45.67 × 41.33 pt).
        #expect(result.out.hasPrefix(#"{"width":45.666666666666664,"height":41.333333333333336"#))
        let image = try PNGDecoder().read(contentsOf: path)
        #expect(image.width == 137 && image.height == 124)
        let background = Color(red: 0x0B, green: 0x84, blue: 0xFF)
        #expect(image.color(x: 0, y: 0) == background)
        let pixels = (0..<image.height).flatMap { y in (0..<image.width).compactMap { image.color(x: $0, y: y) } }
        #expect(pixels.filter { $0 == .white }.count > 200, "white text was drawn")
        #expect(pixels.allSatisfy { $0.alpha == 255 })
    }

    @Test func debugBoxesOverlayLineBoxesAndBaselines() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("measure-text-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try run(["--width", "60", "--png", path, "--debug-boxes", "Hello, world"]).status == 0)
        let image = try PNGDecoder().read(contentsOf: path)
        // The first line's baseline (y = 16.47 pt at scale 1: row 16) is a red row across the image.
        let red = (0..<image.width).filter { x in image.color(x: x, y: 16).map { $0.red > 200 && $0.green < 60 } ?? false }
        #expect(red.count > image.width / 2)
        // Line boxes: magenta pixels in the top row.
        #expect((0..<image.width).contains { x in image.color(x: x, y: 0).map { $0.red > 200 && $0.blue > 200 && $0.green < 60 } ?? false })
    }

    @Test func unwritablePNGIsAFailedItem() throws {
        let result = try run(["--png", "/nonexistent-directory/x.png", "x"])
        #expect(result.status == 1)
        #expect(result.err.contains("/nonexistent-directory/x.png"))
    }
}

/// `--jsonl` threads, fields and limits.
@Suite struct MeasureTextBatchCLIConcurrencyTests {
    let cli = MeasureTextCLITests()

    @Test func twoThreadsAnswerExactlyAsOne() throws {
        // The first 4,000 corpus lines: many batches, in a debug build's test time.
        let lines = try SampleCorpus.data().split(separator: UInt8(ascii: "\n")).prefix(4_000)
        let input = Data(lines.joined(separator: [UInt8(ascii: "\n")]))
        let one = try cli.run(["--jsonl", "--width", "260", "--threads", "1"], input: input)
        let two = try cli.run(["--jsonl", "--width", "260", "--threads", "2"], input: input)
        #expect(one.status == 0 && two.status == 0)
        #expect(one.out == two.out)
        #expect(one.out.split(separator: "\n").count == 4_000)
    }

    @Test func fieldsChooseTheKeysInTheirOrder() throws {
        let result = try cli.run(["--jsonl", "--fields", "lineCount,width", "--width", "60"], input: Data(#"{"id": 3, "text": "Hello, world"}"#.utf8))
        #expect(result.status == 0)
        #expect(result.out == #"{"id":3,"width":46,"lineCount":2}"# + "\n")
        #expect(try cli.run(["--json", "--fields", "height", "x"]).out == #"{"height":21}"# + "\n")
        #expect(try cli.run(["--jsonl", "--fields", "width,colour"]).status == 2)
        #expect(try cli.run(["--fields", "width", "x"]).status == 2, "--fields needs --json or --jsonl")
        #expect(try cli.run(["--jsonl", "--threads", "0"]).status == 2)
        #expect(try cli.run(["--threads", "2", "x"]).status == 2, "--threads needs --jsonl")
    }

    @Test func aLineOverTheLimitGetsAnErrorAndTheStreamGoesOn() throws {
        let long = #"{"id": "long", "text": ""# + String(repeating: "a", count: 5_000) + #""}"#
        let input = [#"{"id": 1, "text": "before"}"#, long, #"{"id": 3, "text": "after"}"#].joined(separator: "\n") + "\n"
        for threads in ["1", "2"] {
            let result = try cli.run(["--jsonl", "--max-line-bytes", "1000", "--fields", "lineCount", "--threads", threads], input: Data(input.utf8))
            #expect(result.status == 1)
            #expect(result.out == """
                {"id":1,"lineCount":1}
                {"id":"long","error":"line 2: longer than 1000 bytes (--max-line-bytes)"}
                {"id":3,"lineCount":1}

                """)
        }
    }

    /// Issue 17: a FIFO named as a `--jsonl` line's font file hung the process; it is refused before it is read, the
    /// line gets an error answer (exit 1), and the lines after it are measured.
    @Test func aFifoAsALinesFontFileIsAnErrorAnswerNotAHang() throws {
        let folder = try Support.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/font.ttf"
        #expect(mkfifo(fifo, 0o600) == 0)
        let input = #"{"id": 1, "text": "x", "fontFile": "\#(fifo)"}"# + "\n" + #"{"id": 2, "text": "y"}"# + "\n"
        let result = try cli.run(["--jsonl", "--fields", "lineCount", "--allow-path", folder], input: Data(input.utf8))
        #expect(result.status == 1)
        #expect(result.out == #"{"id":1,"error":"line 1: cannot read font file '\#(fifo)': not a regular file (a FIFO)"}"# + "\n"
            + #"{"id":2,"lineCount":1}"# + "\n")
    }

    @Test func aTextOverTheLimitIsAnError() throws {
        let input = #"{"id": 1, "text": "four"}"# + "\n" + #"{"id": 2, "text": "fives"}"# + "\n"
        let result = try cli.run(["--jsonl", "--max-text-bytes", "4", "--fields", "lineCount"], input: Data(input.utf8))
        #expect(result.status == 1)
        #expect(result.out == #"{"id":1,"lineCount":1}"# + "\n" + #"{"id":2,"error":"line 2: text is 5 bytes; the limit is 4 (--max-text-bytes)"}"# + "\n")
        let single = try cli.run(["--max-text-bytes", "4", "fives"])
        #expect(single.status == 1 && single.err.contains("--max-text-bytes"))
    }
}
