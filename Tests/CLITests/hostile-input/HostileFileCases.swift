import Foundation
import Testing
import TestSupport

/// Inputs that are not what they claim: devices, FIFOs, directories, links out of the document's folder, corrupt
/// files. Each is refused at once with the system's words, never waited on, never a guess.
@Suite struct HostileFileCases {
    static func input(_ name: String, _ command: String, _ arguments: [String], status: Int32, _ messages: [String],
                      make: @escaping @Sendable (Scratch) throws -> Void) -> HostileCase {
        HostileCase(name, command) { scratch in
            try make(scratch)
            return Invocation(arguments, status: status, messages: messages)
        }
    }

    static let cases: [HostileCase] = [
        input("a missing tree", "render-layout", ["gone.json"], status: 3, ["gone.json", "No such file or directory"]) { _ in },
        input("a directory as the tree", "render-layout", ["dir"], status: 3, ["dir", "not a regular file (a directory)"]) {
            try $0.folder("dir")
        },
        input("a zero device as the tree (as root: not 'permission denied')", "render-layout", ["zero"], status: 3,
              ["zero", "not a regular file (a character device)"]) { try $0.device("zero", major: 1, minor: 5) },
        input("a FIFO as the tree is not waited on", "render-layout", ["fifo"], status: 3, ["fifo", "not a regular file (a FIFO)"]) {
            try $0.fifo("fifo")
        },
        input("a FIFO as the transcript", "render-chat", ["fifo", "-o", "out.png"], status: 3, ["fifo", "not a regular file (a FIFO)"]) {
            try $0.fifo("fifo")
        },
        input("a directory as the transcript", "render-chat", ["dir", "-o", "out.png"], status: 3, ["dir", "a directory"]) {
            try $0.folder("dir")
        },
        input("a zero device as the transcript", "render-chat", ["zero", "-o", "out.png"], status: 3, ["character device"]) {
            try $0.device("zero", major: 1, minor: 5)
        },
        input("a directory as --font-file", "measure-text", ["--font-file", "dir", "x"], status: 3, ["dir"]) { try $0.folder("dir") },
        input("a zero device as --font-file", "measure-text", ["--font-file", "zero", "x"], status: 3, ["zero", "character device"]) {
            try $0.device("zero", major: 1, minor: 5)
        },
        input("a FIFO as --font-file", "measure-text", ["--font-file", "fifo", "x"], status: 3, ["fifo", "FIFO"]) { try $0.fifo("fifo") },
        input("random bytes as --font-file", "measure-text", ["--font-file", "junk.ttf", "x"], status: 3, ["junk.ttf", "not a usable font"]) {
            try $0.file("junk.ttf", Array(repeating: 0x41, count: 5000))
        },
        input("an empty --font-file", "measure-text", ["--font-file", "empty.ttf", "x"], status: 3, ["empty.ttf"]) {
            try $0.file("empty.ttf", [])
        },
        input("a FIFO as the corpus", "make-long-chat", ["--corpus", "fifo", "-o", "out.json"], status: 3, ["fifo", "FIFO"]) {
            try $0.fifo("fifo")
        },
        input("a FIFO as a PNG to compare", "png-diff", ["fifo", "fifo"], status: 3, ["fifo"]) { try $0.fifo("fifo") },
        input("a directory beside a file to compare", "png-diff", ["dir", "a.png"], status: 2, ["dir", "both be folders"]) {
            try $0.folder("dir")
            try $0.file("a.png", try Fixture.png(width: 2, height: 2))
        },
        input("two missing files to compare", "png-diff", ["a.png", "b.png"], status: 3, ["a.png", "No such file or directory"]) { _ in },
        input("a text file as a PNG to compare", "png-diff", ["a.txt", "a.txt"], status: 3, ["a.txt"]) { try $0.file("a.txt", "hello") },
        HostileCase("an image that is a device draws a placeholder, with a warning", "render-layout") { scratch in
            try scratch.device("zero", major: 1, minor: 5)
            try scratch.file("tree.json", #"{"style": {"width": 10, "height": 10}, "image": {"path": "zero"}}"#)
            return Invocation(["tree.json"], status: 0, messages: ["warning", "zero", "character device"])
        },
        HostileCase("an image outside the tree's folder draws a placeholder, with a warning", "render-layout") { scratch in
            try scratch.folder("doc")
            try scratch.file("p.png", try Fixture.png(width: 4, height: 4))
            try scratch.file("doc/tree.json", #"{"style": {"width": 10, "height": 10}, "image": {"path": "../p.png"}}"#)
            return Invocation(["doc/tree.json"], status: 0, messages: ["outside the allowed folders"])
        },
        HostileCase("an avatar that is a FIFO draws initials, with a warning", "render-chat") { scratch in
            try scratch.fifo("face.png")
            try scratch.file("chat.json", Fixture.transcript([Fixture.message("1")],
                                                             participants: #"[{"id": "a", "name": "A"}, {"id": "b", "name": "Bo", "avatar": "face.png"}]"#))
            return Invocation(["chat.json", "--scale", "1", "-o", "out.png"], status: 0, messages: ["avatar", "FIFO", "initials"],
                              outputs: ["out.png"])
        },
        HostileCase("an avatar link out of the transcript's folder is refused", "render-chat") { scratch in
            try scratch.folder("doc")
            try scratch.file("secret.png", try Fixture.png(width: 4, height: 4))
            try scratch.link("doc/face.png", to: scratch.at("secret.png"))
            try scratch.file("doc/chat.json", Fixture.transcript([Fixture.message("1")],
                                                                 participants: #"[{"id": "a", "name": "A"}, {"id": "b", "name": "Bo", "avatar": "face.png"}]"#))
            return Invocation(["doc/chat.json", "--scale", "1", "-o", "out.png"], status: 0,
                              messages: ["outside the allowed folders"], outputs: ["out.png"])
        },
        HostileCase("a --jsonl fontFile outside the allowed folders", "measure-text") { scratch in
            try scratch.folder("fonts")
            try scratch.folder("other")
            try scratch.file("other/f.otf", try Fixture.fontBytes())
            return Invocation(["--jsonl", "--allow-path", "fonts"], status: 1,
                              stdin: .bytes(Array((#"{"text": "x", "fontFile": "other/f.otf"}"# + "\n").utf8)),
                              check: { _, result in #expect(result.out.contains("outside the allowed folders"), "\(result.out)") })
        },
    ]

    @Test(arguments: cases) func files(_ hostile: HostileCase) throws {
        try run(hostile)
    }
}
