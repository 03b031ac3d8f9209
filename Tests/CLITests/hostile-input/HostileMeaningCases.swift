import Foundation
import Testing
import TestSupport

/// Issue 23, points 4 and 5: one meaning for every byte (duplicate keys refused everywhere, days that exist, answers
/// that are always JSON) and errors that say what and where in words, never the runtime's internals.
@Suite struct HostileMeaningCases {
    static func jsonl(_ name: String, _ line: [UInt8], id: String?, words: [String]) -> HostileCase {
        HostileCase(name, "measure-text") { _ in
            Invocation(["--jsonl"], status: 1, stdin: .bytes(line + [0x0A]), check: { _, result in
                let answer = (try? JSONSerialization.jsonObject(with: Data(result.out.utf8), options: [.fragmentsAllowed])) as? [String: Any]
                #expect(answer != nil, "the answer line is not JSON: \(result.out)")
                if let id { #expect("\(answer?["id"] ?? "missing")" == id, "\(result.out)") } else { #expect(answer?["id"] is NSNull, "\(result.out)") }
                for word in words { #expect((answer?["error"] as? String ?? "").contains(word), "\(result.out)") }
            })
        }
    }

    static func chat(_ name: String, _ json: String, status: Int32, _ messages: [String]) -> HostileCase {
        HostileCase(name, "render-chat") { scratch in
            try scratch.file("chat.json", json)
            return Invocation(["chat.json", "--scale", "1", "-o", "out.png"], status: status, messages: messages,
                              outputs: status == 0 ? ["out.png"] : [])
        }
    }

    static func tree(_ name: String, _ bytes: [UInt8], status: Int32, _ messages: [String]) -> HostileCase {
        HostileCase(name, "render-layout") { scratch in
            try scratch.file("tree.json", bytes)
            return Invocation(["tree.json"], status: status, messages: messages)
        }
    }

    static let cases: [HostileCase] = [
        tree("a duplicate key in a tree is refused with its line and column", Array("{\"style\": {},\n \"style\": {}}".utf8),
             status: 1, ["tree.json", "line 2, column 2", #"duplicate key "style""#]),
        tree("a duplicate key deep in a style", Array(#"{"children": [{"style": {"width": 1, "width": 2}}]}"#.utf8),
             status: 1, [#"duplicate key "width""#]),
        tree("an empty tree file", [], status: 1, ["tree.json", "the document is empty"]),
        // `{"` then the bad byte: the third character.
        tree("a tree that is not UTF-8", [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], status: 1, ["not valid UTF-8", "column 3"]),
        tree("a tree nested 100,000 deep", Array((String(repeating: "[", count: 100_000)).utf8), status: 1, ["nest deeper than"]),
        tree("nodes nested 300 deep", Array((String(repeating: #"{"children": ["#, count: 300) + "{}" + String(repeating: "]}", count: 300)).utf8),
             status: 1, ["nest deeper than 256 levels"]),
        tree("a tree with a trailing comma", Array(#"{"children": [{},]}"#.utf8), status: 1, ["line 1, column 18"]),
        tree("a top level that is not a node", Array("[1]".utf8), status: 1, ["is not a node object"]),
        tree("a lone surrogate", Array(#"{"id": "\udc00"}"#.utf8), status: 1, ["lone surrogate"]),
        chat("a duplicate key in a message", Fixture.transcript([#"{"id": "1", "author": "b", "time": "2025-01-01T10:00:00Z", "kind": "text", "text": "a", "text": "b"}"#]),
             status: 1, ["chat.json", #"duplicate key "text""#, "line 1"]),
        chat("a duplicate key in a custom card", Fixture.transcript([#"{"id": "1", "author": "b", "time": "2025-01-01T10:00:00Z", "kind": "custom", "layout": {"style": {"width": 10, "width": 20}}}"#]),
             status: 1, [#"duplicate key "width""#]),
        chat("a duplicate key the format does not define", Fixture.transcript([Fixture.message("1")], extra: #""x": 1, "x": 2,"#),
             status: 1, [#"duplicate key "x""#]),
        chat("30 February does not exist", Fixture.transcript([#"{"id": "1", "author": "b", "time": "2025-02-30T10:00:00Z", "kind": "text", "text": "a"}"#]),
             status: 1, ["message \"1\"", "time", "does not exist"]),
        chat("29 February 2023 does not exist", Fixture.transcript([#"{"id": "1", "author": "b", "time": "2023-02-29T10:00:00+03:00", "kind": "text", "text": "a"}"#]),
             status: 1, ["does not exist"]),
        chat("29 February 2024 exists", Fixture.transcript([#"{"id": "1", "author": "b", "time": "2024-02-29T10:00:00+03:00", "kind": "text", "text": "a"}"#]),
             status: 0, []),
        chat("a megabyte time zone name is refused, cut in the message", Fixture.transcript([Fixture.message("1")], extra: #""timeZone": "\#(String(repeating: "Z", count: 1 << 20))","#),
             status: 1, ["timeZone", "ZZZZ…", "is neither an IANA name"]),
        chat("an unknown time zone name", Fixture.transcript([Fixture.message("1")], extra: #""timeZone": "Mars/Olympus","#),
             status: 1, ["\"Mars/Olympus\" is neither an IANA name"]),
        chat("NaN in a transcript is a syntax error with its place", Fixture.transcript([Fixture.message("1", extra: #", "progress": NaN"#)]),
             status: 1, ["not valid JSON", "line 1", "NaN"]),
        chat("a transcript that is an array", "[]", status: 1, ["chat.json"]),
        chat("a message id that is used twice", Fixture.transcript([Fixture.message("1"), Fixture.message("1")]),
             status: 1, ["message \"1\"", "used by another message"]),
        chat("an author who is not a participant", Fixture.transcript([Fixture.message("1", author: "zed")]),
             status: 1, ["zed", "not a participant"]),
        chat("a transcript nested 100,000 deep", String(repeating: "[", count: 100_000), status: 1, ["chat.json", "nest deeper than"]),
        HostileCase("--scroll naming a megabyte id is cut in the message", "render-chat") { scratch in
            try scratch.file("chat.json", Fixture.chat)
            // 100,000 bytes: a single argument may hold at most 128 KiB.
            return Invocation(["chat.json", "--scroll", "message:" + String(repeating: "q", count: 100_000)], status: 1,
                              messages: ["does not have"])
        },
        jsonl("an id that is a bare dash is answered as null", Array(#"{"id": -, "text": "x"}"#.utf8), id: nil, words: ["line 1"]),
        jsonl("an id with a leading zero is answered as null", Array(#"{"id": 01, "text": "x"}"#.utf8), id: nil, words: ["0 followed by digits"]),
        jsonl("an id with a raw control character is answered as null", Array("{\"id\": \"a\u{1}b\", \"text\": 5}".utf8), id: nil,
              words: ["control character"]),
        jsonl("a valid id is kept when the line fails", Array(#"{"id": "keep", "text": 5}"#.utf8), id: "keep", words: ["text"]),
        jsonl("a duplicate key in a line", Array(#"{"id": 3, "text": "a", "text": "b"}"#.utf8), id: "3", words: [#"duplicate key "text""#]),
        jsonl("a line that is not UTF-8", [0x7B, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3A, 0x22, 0xC3, 0x22, 0x7D], id: nil,
              words: ["not valid UTF-8"]),
        jsonl("a text that is not UTF-8 is the line's problem before any other", [0x7B, 0x22, 0x69, 0x64, 0x22, 0x3A, 0x34, 0x2C]
              + Array(#""text":"a"#.utf8) + [0xC3] + Array(#"","weight":"nope","maxLines":-1}"#.utf8), id: "4",
              words: ["not valid UTF-8"]),
        jsonl("a line that is an array", Array("[1, 2]".utf8), id: nil, words: ["not a JSON object"]),
        jsonl("a line nested 100,000 deep", Array(String(repeating: "[", count: 100_000).utf8), id: nil, words: ["nest deeper"]),
        HostileCase("an unknown font family lists what exists", "measure-text") { _ in
            Invocation(["--font", "Nope", "x"], status: 1, messages: ["unknown font family 'Nope'", "Inter"])
        },
    ]

    @Test(arguments: cases) func meanings(_ hostile: HostileCase) throws {
        try run(hostile)
    }
}
