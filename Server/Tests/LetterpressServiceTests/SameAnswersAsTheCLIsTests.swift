import Foundation
import Testing

/// The service answers as the CLIs do, byte for byte, for the same input (issue 28).
@Suite(.serialized) final class SameAnswersAsTheCLIsTests {
    let samples = repositoryRoot.appendingPathComponent("Samples")
    let server: ServerProcess
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lp-server-\(UUID().uuidString)")

    init() throws {
        server = try ServerProcess(["--assets", repositoryRoot.appendingPathComponent("Samples").path])
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: scratch)
    }

    /// The first lines of the sample texts (every script the samples have) plus lines that fail.
    var measureLines: [String] {
        let texts = (try? String(contentsOf: samples.appendingPathComponent("texts.jsonl"), encoding: .utf8)) ?? ""
        return texts.split(separator: "\n").prefix(40).map(String.init) + [
            #"{"id": "widths", "text": "Hello, world", "widths": [40, 80, 400], "maxLines": 2, "lineBreak": "truncate-tail"}"#,
            #"{"id": "nope", "text": "x", "font": "Nope"}"#,
            #"{"id": 7, "text": "outside", "fontFile": "/etc/passwd"}"#,
            #"not json"#,
        ]
    }

    @Test func aMeasureLineIsAnsweredAsMeasureTextAnswersIt() throws {
        for line in measureLines.prefix(12) + measureLines.suffix(4).dropLast() {
            let cli = try run(Executables.cli("measure-text"), ["--jsonl", "--threads", "1"], input: Array((line + "\n").utf8), directory: scratch)
            let answer = try request(port: server.port, "POST", "/v1/measure", headers: ["Content-Type": "application/json"], body: Array(line.utf8))
            let object = try JSONSerialization.jsonObject(with: Data(cli.out)) as? [String: Any]
            if let error = object?["error"] as? String {
                // A line measure-text answers with an error: 422 with the same message.
                #expect(answer.status == 422, "\(line): \(answer)")
                let message = ((try? JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any])?["error"] as? [String: Any])?["message"] as? String
                #expect(message == error, "\(line)")
            } else {
                #expect(answer.status == 200, "\(line): \(answer)")
                #expect(answer.body == cli.out, "\(line)")
            }
        }
    }

    @Test func aStreamIsAnsweredAsMeasureTextAnswersTheFile() throws {
        let input = Array(measureLines.joined(separator: "\n").utf8) + [0x0A]
        let cli = try run(Executables.cli("measure-text"), ["--jsonl"], input: input, directory: scratch)
        #expect(cli.status == 1, "some lines fail")
        let answer = try request(port: server.port, "POST", "/v1/measure", headers: ["Content-Type": "application/x-ndjson"], body: input)
        #expect(answer.status == 200)
        #expect(answer.header("content-type") == "application/x-ndjson")
        #expect(answer.text == String(decoding: cli.out, as: UTF8.self))
    }

    @Test(arguments: ["card", "emoji", "notification", "profile", "rtl-card"])
    func aTreeIsAnsweredAsRenderLayoutDrawsIt(name: String) throws {
        let tree = samples.appendingPathComponent("layouts/\(name).json")
        let png = scratch.appendingPathComponent("\(name).png").path, json = scratch.appendingPathComponent("\(name).json").path
        let direction = name.hasPrefix("rtl") ? "rtl" : "ltr"
        let cli = try run(Executables.cli("render-layout"), [tree.path, "-o", png, "--layout-json", json, "--width", "360", "--scale", "2",
                                                             "--direction", direction, "--appearance", "dark"])
        #expect(cli.status == 0, "\(cli.err)")
        let body = Array(try Data(contentsOf: tree))
        // The server's --assets is Samples/: the tree's images are named from there as the CLI finds them beside it.
        let rebased = Array(String(decoding: body, as: UTF8.self).replacingOccurrences(of: #""path": ""#, with: #""path": "layouts/"#).utf8)
        let query = "/v1/layout?width=360&scale=2&direction=\(direction)&appearance=dark"
        let image = try request(port: server.port, "POST", query, headers: ["Content-Type": "application/json", "Accept": "image/png"], body: rebased)
        #expect(image.status == 200, "\(image)")
        #expect(image.body == Array(try Data(contentsOf: URL(fileURLWithPath: png))), "the PNG of \(name)")
        let layout = try request(port: server.port, "POST", query, headers: ["Content-Type": "application/json"], body: body)
        #expect(layout.status == 200)
        #expect(layout.body == Array(try Data(contentsOf: URL(fileURLWithPath: json))), "the layout JSON of \(name)")
    }

    @Test(arguments: ["showcase", "support-ru", "group-multilingual", "showcase-rtl"])
    func aTranscriptIsAnsweredAsRenderChatDrawsIt(name: String) throws {
        let transcript = samples.appendingPathComponent("\(name).json")
        let png = scratch.appendingPathComponent("\(name).png").path
        let cli = try run(Executables.cli("render-chat"), [transcript.path, "-o", png, "--style", "telegram", "--appearance", "dark", "--scale", "2"])
        #expect(cli.status == 0, "\(cli.err)")
        let body = Array(try Data(contentsOf: transcript))
        let image = try request(port: server.port, "POST", "/v1/chat?style=telegram&appearance=dark&scale=2",
                                headers: ["Content-Type": "application/json", "Accept": "image/png"], body: body)
        #expect(image.status == 200, "\(image)")
        #expect(image.body == Array(try Data(contentsOf: URL(fileURLWithPath: png))), "the PNG of \(name)")
        let json = scratch.appendingPathComponent("\(name).layout.json").path
        let layoutRun = try run(Executables.cli("render-chat"), [transcript.path, "-o", scratch.appendingPathComponent("x.png").path, "--layout-json", json])
        #expect(layoutRun.status == 0, "\(layoutRun.err)")
        let layout = try request(port: server.port, "POST", "/v1/chat", headers: ["Content-Type": "application/json"], body: body)
        #expect(layout.status == 200)
        #expect(layout.body == Array(try Data(contentsOf: URL(fileURLWithPath: json))), "the layout JSON of \(name)")
    }

    @Test func aPairIsAnsweredAsPNGDiffComparesIt() throws {
        // Two renders of one card, left to right and right to left: a real difference with regions.
        let tree = Array(try Data(contentsOf: samples.appendingPathComponent("layouts/notification.json")))
        var pngs: [[UInt8]] = []
        for direction in ["ltr", "rtl"] {
            let answer = try request(port: server.port, "POST", "/v1/layout?width=300&direction=\(direction)",
                                     headers: ["Content-Type": "application/json", "Accept": "image/png"], body: tree)
            pngs.append(answer.body)
        }
        let a = scratch.appendingPathComponent("a.png"), b = scratch.appendingPathComponent("b.png")
        try Data(pngs[0]).write(to: a)
        try Data(pngs[1]).write(to: b)
        let json = scratch.appendingPathComponent("diff.json").path, diff = scratch.appendingPathComponent("diff.png").path
        let cli = try run(Executables.cli("png-diff"), [a.path, b.path, "--json", json, "-o", diff, "--threshold", "0.05",
                                                        "--ignore", "0,0,10,10", "--region-merge-distance", "3"])
        #expect(cli.status == 1, "the pair differs: \(cli.err)")
        let form = multipart([("expected", pngs[0], true), ("actual", pngs[1], true), ("threshold", Array("0.05".utf8), false),
                              ("ignore", Array("0,0,10,10".utf8), false), ("region-merge-distance", Array("3".utf8), false)])
        let answer = try request(port: server.port, "POST", "/v1/diff", headers: ["Content-Type": form.type], body: form.body)
        #expect(answer.status == 200, "\(answer)")
        #expect(answer.header("letterpress-within-tolerance") == "false")
        #expect(answer.body == Array(try Data(contentsOf: URL(fileURLWithPath: json))))
        let image = try request(port: server.port, "POST", "/v1/diff", headers: ["Content-Type": form.type, "Accept": "image/png"], body: form.body)
        #expect(image.status == 200)
        #expect(image.body == Array(try Data(contentsOf: URL(fileURLWithPath: diff))), "the diff image")
    }

    @Test func anInlinePictureDrawsAsTheSameFileFromAssets() throws {
        // A transcript naming its avatar by path (from --assets) and the same bytes inline: the same screenshot.
        let avatar = try Data(contentsOf: samples.appendingPathComponent("avatars/anna.png"))
        func transcript(_ avatar: String) -> [UInt8] {
            Array(#"{"title": "T", "me": "me", "participants": [{"id": "me", "name": "Me"}, {"id": "a", "name": "Anna", "avatar": "\#(avatar)"}], "messages": [{"id": "1", "author": "a", "time": "2025-05-16T08:02:00+01:00", "kind": "text", "text": "Hello there"}]}"#.utf8)
        }
        let headers = ["Content-Type": "application/json", "Accept": "image/png"]
        let byPath = try request(port: server.port, "POST", "/v1/chat?height=300", headers: headers, body: transcript("avatars/anna.png"))
        let inline = try request(port: server.port, "POST", "/v1/chat?height=300", headers: headers,
                                 body: transcript("data:image/png;base64," + avatar.base64EncodedString()))
        #expect(byPath.status == 200, "\(byPath)")
        #expect(inline.status == 200, "\(inline)")
        #expect(inline.body == byPath.body)
        let outside = try request(port: server.port, "POST", "/v1/chat?height=300", headers: headers, body: transcript("/etc/hostname"))
        #expect(outside.status == 200, "an unreadable avatar draws initials, as render-chat does")
        #expect(outside.body != byPath.body)
    }
}
