import Foundation
import Testing
import TestSupport

/// Issue 23, point 2: numbers from flags and JSON are checked at the door — finite and in a documented range, or
/// refused naming the flag or key path and the value — and arithmetic on them never traps.
@Suite struct HostileNumberCases {
    static func flag(_ command: String, _ arguments: [String], _ name: String, setup: (@Sendable (Scratch) throws -> Void)? = nil)
        -> HostileCase {
        HostileCase("\(arguments.joined(separator: " ")) is a usage error naming \(name)", command) { scratch in
            try setup?(scratch)
            return Invocation(arguments, status: 2, messages: [name])
        }
    }

    static func tree(_ name: String, _ json: String, status: Int32, _ messages: [String], arguments: [String] = [],
                     outputs: Set<String> = []) -> HostileCase {
        HostileCase(name, "render-layout") { scratch in
            try scratch.file("tree.json", json)
            return Invocation(["tree.json"] + arguments, status: status, messages: messages, outputs: outputs)
        }
    }

    static func line(_ name: String, _ json: String, _ words: [String]) -> HostileCase {
        HostileCase(name, "measure-text") { _ in
            Invocation(["--jsonl"], status: 1, stdin: .bytes(Array((json + "\n").utf8)), check: { _, result in
                let answer = (try? JSONSerialization.jsonObject(with: Data(result.out.utf8))) as? [String: Any]
                let error = answer?["error"] as? String ?? ""
                #expect(answer != nil, "the answer is not JSON: \(result.out)")
                for word in words { #expect(error.contains(word), "\(error)") }
            })
        }
    }

    static let withTree: @Sendable (Scratch) throws -> Void = { try $0.file("tree.json", Fixture.tree) }
    static let withChat: @Sendable (Scratch) throws -> Void = { try $0.file("chat.json", Fixture.chat) }

    static let cases: [HostileCase] = [
        flag("measure-text", ["--width", "-5", "x"], "--width must be a finite number ≥ 0, not -5"),
        flag("measure-text", ["--width", "nan", "x"], "--width"),
        flag("measure-text", ["--width", "inf", "x"], "--width"),
        flag("measure-text", ["--size", "1e-320", "x"], "--size must be a number in 0.01…10000"),
        flag("measure-text", ["--size", "1e308", "x"], "--size"),
        flag("measure-text", ["--scale", "1e-9", "x"], "--scale must be a number in 0.01…100, not 1e-09"),
        flag("measure-text", ["--scale", "1e308", "x"], "--scale"),
        flag("measure-text", ["--max-lines", "-1", "x"], "--max-lines"),
        flag("measure-text", ["--threads", "0", "--jsonl"], "--threads"),
        flag("measure-text", ["--max-text-bytes", "0", "x"], "--max-text-bytes"),
        flag("measure-text", ["--max-lines", "99999999999999999999", "x"], "max-lines"),
        HostileCase("--width 1e308 is no wrapping", "measure-text") { _ in
            Invocation(["--width", "1e308", "hello"], status: 0, check: { _, result in #expect(result.out.contains("lines: 1")) })
        },
        HostileCase("--line-spacing 1e308 is refused by the measurer, named", "measure-text") { _ in
            Invocation(["--line-spacing", "1e308", "hello"], status: 1, messages: ["line spacing"])
        },
        HostileCase("--debug-boxes on a text of spaces draws (FreeType's stroker is never given a dot)", "measure-text") { _ in
            Invocation(["--png", "x.png", "--debug-boxes", "   "], status: 0, outputs: ["x.png"])
        },
        HostileCase("--debug-boxes on an empty text draws one pixel", "measure-text") { _ in
            Invocation(["--png", "x.png", "--debug-boxes", ""], status: 0, outputs: ["x.png"])
        },
        line("a line's size of 1e400 is said to be too large, with its column", #"{"text": "x", "size": 1e400}"#,
             ["column 23", "1e400 is too large"]),
        line("a line's negative width is refused", #"{"text": "x", "width": -1}"#, ["width"]),
        line("a line's zero scale is refused", #"{"text": "x", "scale": 0}"#, ["scale"]),
        line("a line's NaN is not JSON", #"{"text": "x", "size": NaN}"#, ["not valid JSON", "column 23"]),
        line("a line's maxLines of 1e18 is refused", #"{"text": "x", "maxLines": 1e18}"#, ["maxLines"]),
        line("a line's 1e-320 size is refused", #"{"text": "x", "size": 1e-320}"#, ["size"]),
        flag("render-layout", ["tree.json", "--width", "1e308"], "--width must be a number in 0…1000000", setup: withTree),
        flag("render-layout", ["tree.json", "--scale", "0"], "--scale", setup: withTree),
        flag("render-layout", ["tree.json", "--scale", "1e-9"], "--scale", setup: withTree),
        flag("render-layout", ["tree.json", "--height", "-1"], "--height", setup: withTree),
        flag("render-layout", ["tree.json", "--background", "red"], "--background", setup: withTree),
        flag("render-layout", ["tree.json", "--background", "#FFF"], "--background", setup: withTree),
        // Style lengths are checked against FlexStyle's documented range (±1,000,000 points) when the tree is read.
        tree("a root 1e308 wide is refused with its key path", #"{"style": {"width": 1e308}}"#, status: 1,
             ["tree.json", "style.width", "1e+308", "1000000"]),
        HostileCase("a root a million points wide prints its size", "render-layout") { scratch in
            try scratch.file("tree.json", #"{"style": {"width": 1000000, "height": 1000}}"#)
            return Invocation(["tree.json"], status: 0, check: { _, result in #expect(result.out.contains("1000000 × 1000 pt"), "\(result.out)") })
        },
        tree("a root a million points wide is refused when drawn", #"{"style": {"width": 1000000, "height": 1000}}"#, status: 1,
             ["tree.json", "pixel budget"], arguments: ["-o", "out.png"]),
        tree("NaN spelled out is a syntax error with its place", #"{"style": {"width": NaN}}"#, status: 1,
             ["tree.json", "line 1, column 21", "NaN"]),
        tree("1e400 is a syntax error with its place", #"{"style": {"width": 1e400}}"#, status: 1,
             ["line 1, column 21", "1e400 is too large"]),
        tree("a text size of 1e-320 names its key path", #"{"children": [{"text": {"string": "x", "size": 1e-320}}]}"#,
             status: 1, ["children[0].text.size", "is not in 0.01…10000 points"]),
        tree("an opacity of 2 names its key", #"{"opacity": 2}"#, status: 1, ["opacity: 2 is not in 0…1"]),
        tree("a corner radius of 1e308 is refused", #"{"cornerRadius": 1e308}"#, status: 1, ["cornerRadius: 1e+308 is not in"]),
        tree("a negative corner radius is refused", #"{"cornerRadius": {"topLeft": -1}}"#, status: 1, ["cornerRadius.topLeft: -1"]),
        tree("a maxLines of 1e300 is refused", #"{"text": {"string": "x", "maxLines": 1e300}}"#, status: 1, ["text.maxLines"]),
        tree("a weight of 1e308 is refused", #"{"text": {"string": "x", "weight": 1e308}}"#, status: 1, ["text.weight"]),
        flag("render-chat", ["chat.json", "--width", "1e308"], "--width", setup: withChat),
        flag("render-chat", ["chat.json", "--scale", "1e-9"], "--scale", setup: withChat),
        flag("render-chat", ["chat.json", "--height", "nan"], "--height", setup: withChat),
        flag("render-chat", ["chat.json", "--scroll", "nan"], "--scroll", setup: withChat),
        flag("render-chat", ["chat.json", "--threads", "100000"], "--threads", setup: withChat),
        flag("render-chat", ["chat.json", "--max-messages", "0"], "--max-messages", setup: withChat),
        flag("render-chat", ["chat.json", "--max-pixels", "-1"], "--max-pixels", setup: withChat),
        HostileCase("--scroll 1e308 is clamped to the bottom", "render-chat") { scratch in
            try withChat(scratch)
            return Invocation(["chat.json", "--scale", "1", "--scroll", "1e308", "-o", "out.png"], status: 0, outputs: ["out.png"])
        },
        HostileCase("a file message with progress 1e-6 draws (no stroker crash)", "render-chat") { scratch in
            try scratch.file("chat.json", Fixture.transcript([#"{"id": "1", "author": "b", "time": "2025-01-01T10:00:00Z", "kind": "file", "file": {"name": "a.pdf", "bytes": 1000}, "progress": 1e-6}"#]))
            return Invocation(["chat.json", "--scale", "3", "-o", "out.png"], status: 0, outputs: ["out.png"])
        },
        HostileCase("a file message with progress 1e-300 draws", "render-chat") { scratch in
            try scratch.file("chat.json", Fixture.transcript([#"{"id": "1", "author": "b", "time": "2025-01-01T10:00:00Z", "kind": "file", "file": {"name": "a.pdf", "bytes": 1000}, "progress": 1e-300}"#]))
            return Invocation(["chat.json", "--scale", "1", "-o", "out.png"], status: 0, outputs: ["out.png"])
        },
        HostileCase("a file of 2^53 bytes is read exactly; beyond, refused with the key", "render-chat") { scratch in
            try scratch.file("chat.json", Fixture.transcript([#"{"id": "1", "author": "b", "time": "2025-01-01T10:00:00Z", "kind": "file", "file": {"name": "a.pdf", "bytes": 1e300}}"#]))
            return Invocation(["chat.json", "--scale", "1", "-o", "out.png"], status: 1, messages: ["chat.json", "message \"1\"", "file"])
        },
        flag("make-long-chat", ["--count", "0"], "--count"),
        flag("make-long-chat", ["--count", "99999999999"], "--count"),
        flag("make-long-chat", ["--count", "1e9"], "count"),
        flag("make-long-chat", ["--max-corpus-bytes", "-1"], "--max-corpus-bytes"),
    ]

    @Test(arguments: cases) func numbers(_ hostile: HostileCase) throws {
        try run(hostile)
    }
}
