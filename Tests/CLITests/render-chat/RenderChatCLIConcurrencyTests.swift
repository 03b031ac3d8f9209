import Foundation
import Raster
import Testing
import TestSupport

/// Runs the built `render-chat` binary: outputs, `--layout-json`, `--stats`, errors and exit codes.
@Suite struct RenderChatCLIConcurrencyTests {
    /// Runs the binary with a bounded wait (a hang fails the test).
    func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (status: Int32, out: String, err: String) {
        let result = try Support.run("render-chat", arguments, sourceLocation: sourceLocation)
        return (result.status, result.out, result.err)
    }

    @Test func rendersTwoTranscriptsWithLayoutAndStats() throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let layouts = directory.appendingPathComponent("layouts").path
        let result = try run([Support.sample("support-ru.json"), Support.sample("group-multilingual.json"),
                              "--out-dir", directory.path, "--scale", "1", "--layout-json", layouts, "--stats", "--threads", "2"])
        #expect(result.status == 0, "\(result.err)")
        for stem in ["support-ru", "group-multilingual"] {
            let image = try PNGDecoder().read(contentsOf: directory.appendingPathComponent("\(stem).png").path)
            #expect(image.width == 390 && image.height == 844)
            let json = try Data(contentsOf: URL(fileURLWithPath: layouts).appendingPathComponent("\(stem).layout.json"))
            let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
            #expect((object["elements"] as? [Any])?.isEmpty == false)
        }
        for stage in ["parse", "measure", "layout", "raster", "encode"] { #expect(result.out.contains(stage + " ")) }
        // No temporary files are left behind by the atomic writes.
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["group-multilingual.png", "layouts", "support-ru.png"])
    }

    @Test func badTranscriptIsNamedAndTheOthersStillRender() throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("broken.json")
        try Data(#"""
            {"title": "t", "me": "a", "participants": [{"id": "a", "name": "A"}],
             "messages": [{"id": "41", "author": "a", "time": "2025-01-01T10:00:00Z", "kind": "text", "text": "ok"},
                          {"id": "42", "author": "a", "time": "yesterday", "kind": "text", "text": "x"}]}
            """#.utf8).write(to: bad)
        let result = try run([bad.path, Support.sample("support-ru.json"), "--out-dir", directory.path, "--scale", "1"])
        #expect(result.status == 1)
        #expect(result.err.contains(bad.path + #": message "42": field "time" "yesterday" is not an ISO 8601 date"#), "\(result.err)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("support-ru.png").path))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("broken.png").path))
    }

    @Test func unreadableInputExitsWithThree() throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try run([directory.appendingPathComponent("missing.json").path, "--out-dir", directory.path])
        #expect(result.status == 3)
        #expect(result.err.contains("missing.json: cannot read the file"))
    }

    @Test func usageErrorsExitWithTwo() throws {
        let sample = Support.sample("support-ru.json")
        for arguments in [[String](), [sample, "--height", "600", "--full"], [sample, sample, "-o", "x.png"],
                          [sample, "--scroll", "sideways"], [sample, "--theme", "sepia"], [sample, "--scale", "0"],
                          [sample, "--width", "nan"], [sample, "--threads", "0"]] {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.err)")
            #expect(!result.err.isEmpty)
        }
    }

    /// Issue 17: avatars outside the transcript's folder draw initials with a warning unless --allow-path allows their
    /// folder; --max-pixels bounds the screenshot (a whole transcript drawn with --full).
    @Test func allowPathAndMaxPixels() throws {
        let root = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let transcript = root.appendingPathComponent("chat.json")
        try Data("""
            {"title": "t", "me": "a", "participants": [{"id": "a", "name": "A"}, {"id": "b", "name": "Bo", "avatar": "\(Support.sample("avatars/anna.png"))"}],
             "messages": [{"id": "1", "author": "b", "time": "2025-01-01T10:00:00Z", "kind": "text", "text": "hi"}]}
            """.utf8).write(to: transcript)
        let out = root.appendingPathComponent("out.png").path
        let refused = try run([transcript.path, "-o", out, "--scale", "1"])
        #expect(refused.status == 0)
        #expect(refused.err.contains("outside the allowed folders; drawing initials instead"))
        let allowed = try run([transcript.path, "-o", out, "--scale", "1", "--allow-path", Support.sample("avatars")])
        #expect(allowed.status == 0)
        #expect(!allowed.err.contains("warning"), "\(allowed.err)")
        let tooLarge = try run([transcript.path, "-o", out, "--full", "--max-pixels", "1000"])
        #expect(tooLarge.status == 1)
        #expect(tooLarge.err.contains("1000"), "\(tooLarge.err)")
        #expect(try run([transcript.path, "-o", out, "--max-pixels", "0"]).status == 2)
    }

    /// --max-transcript-bytes refuses a larger file unread (exit 3); --max-messages refuses a longer transcript (exit 1).
    @Test func transcriptSizeAndMessageLimits() throws {
        let root = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let transcript = root.appendingPathComponent("chat.json")
        let messages = (0..<3).map { #"{"id": "m\#($0)", "author": "a", "time": "2025-01-01T10:00:00Z", "kind": "text", "text": "hi"}"# }
        let json = #"{"title": "t", "me": "a", "participants": [{"id": "a", "name": "Ann"}], "messages": [\#(messages.joined(separator: ","))]}"#
        try Data(json.utf8).write(to: transcript)
        let out = root.appendingPathComponent("out.png").path
        #expect(try run([transcript.path, "-o", out, "--scale", "1", "--max-messages", "3", "--max-transcript-bytes", "4096"]).status == 0)
        let tooBig = try run([transcript.path, "-o", out, "--scale", "1", "--max-transcript-bytes", "100"])
        #expect(tooBig.status == 3)
        #expect(tooBig.err.contains("chat.json: cannot read the file: "), "\(tooBig.err)")
        #expect(tooBig.err.contains("more than the limit of 100 bytes"), "\(tooBig.err)")
        let tooMany = try run([transcript.path, "-o", out, "--scale", "1", "--max-messages", "2"])
        #expect(tooMany.status == 1)
        #expect(tooMany.err.contains("chat.json: 3 messages, more than the limit of 2"), "\(tooMany.err)")
        #expect(try run([transcript.path, "-o", out, "--max-messages", "0"]).status == 2)
        #expect(try run([transcript.path, "-o", out, "--max-transcript-bytes", "-1"]).status == 2)
    }

    @Test func unknownScrollMessageFailsTheItem() throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try run([Support.sample("support-ru.json"), "-o", directory.appendingPathComponent("x.png").path,
                              "--scroll", "message:nope", "--scale", "1"])
        #expect(result.status == 1)
        #expect(result.err.contains(#"--scroll names message "nope""#))
    }
}
