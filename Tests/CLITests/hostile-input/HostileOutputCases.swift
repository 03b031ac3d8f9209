import Foundation
import Glibc
import Testing
import TestSupport

/// Issue 23, point 1: outputs that never clobber. A device or FIFO is written in place (never renamed over), a
/// directory is refused, a link's target is written, two outputs on one file or an output that is an input are refused
/// before anything is written, and a long valid name works.
@Suite struct HostileOutputCases {
    static func stillA(_ name: String, _ type: mode_t) -> @Sendable (Scratch, CommandResult) -> Void {
        { scratch, _ in #expect(scratch.type(name) == type, "\(name) is no longer what it was") }
    }

    /// The outputs of render-layout, render-chat, measure-text and make-long-chat on every kind of path.
    static let cases: [HostileCase] = {
        var cases: [HostileCase] = []
        // (command, arguments before the output flag, the flag, an input file to make, its bytes, other outputs)
        let writers: [(String, [String], String, String, String, Set<String>)] = [
            ("render-layout", ["tree.json"], "-o", "tree.json", Fixture.tree, []),
            ("render-layout", ["tree.json"], "--layout-json", "tree.json", Fixture.tree, []),
            ("render-chat", ["chat.json", "--scale", "1"], "-o", "chat.json", Fixture.chat, []),
            ("render-chat", ["chat.json", "--scale", "1"], "--layout-json", "chat.json", Fixture.chat, ["chat.png"]),
            ("measure-text", ["hello"], "--png", "unused.txt", "", []),
            ("make-long-chat", ["--count", "20"], "-o", "unused.txt", "", []),
        ]
        for (command, arguments, flag, input, bytes, others) in writers {
            let label = "\(flag)"
            @Sendable func make(_ scratch: Scratch) throws { if !bytes.isEmpty { try scratch.file(input, bytes) } }
            cases.append(HostileCase("\(label) a scratch null device is written in place", command) { scratch in
                try make(scratch)
                try scratch.device("null", major: 1, minor: 3)
                return Invocation(arguments + [flag, "null"], status: 0, outputs: others.union(["null"]), check: stillA("null", S_IFCHR))
            })
            cases.append(HostileCase("\(label) a full device is an error, and stays a device", command) { scratch in
                try make(scratch)
                try scratch.device("full", major: 1, minor: 7)
                return Invocation(arguments + [flag, "full"], status: 1, messages: ["full", "No space left on device"],
                                  outputs: ["full"], check: stillA("full", S_IFCHR))
            })
            cases.append(HostileCase("\(label) a FIFO nobody reads is an error, not a hang", command) { scratch in
                try make(scratch)
                try scratch.fifo("pipe")
                return Invocation(arguments + [flag, "pipe"], status: 1, messages: ["pipe", "no process is reading it"],
                                  check: stillA("pipe", S_IFIFO))
            })
            cases.append(HostileCase("\(label) a directory is refused", command) { scratch in
                try make(scratch)
                try scratch.folder("out")
                return Invocation(arguments + [flag, "out"], status: 1, messages: ["out", "Is a directory"])
            })
            cases.append(HostileCase("\(label) a block device is refused unopened", command) { scratch in
                try make(scratch)
                try scratch.device("disk", major: 7, minor: 0, block: true)
                return Invocation(arguments + [flag, "disk"], status: 1, messages: ["disk", "block device"],
                                  check: stillA("disk", S_IFBLK))
            })
            cases.append(HostileCase("\(label) a link's target is replaced, the link stays", command) { scratch in
                try make(scratch)
                try scratch.file("target.out", "old")
                try scratch.link("link.out", to: "target.out")
                return Invocation(arguments + [flag, "link.out"], status: 0, outputs: others.union(["target.out"]),
                                  check: { scratch, _ in
                                      #expect(scratch.type("link.out") == S_IFLNK)
                                      #expect((try? String(contentsOfFile: scratch.at("target.out"), encoding: .utf8)) != "old")
                                  })
            })
            cases.append(HostileCase("\(label) a dangling link creates its target", command) { scratch in
                try make(scratch)
                try scratch.link("link.out", to: "made.out")
                return Invocation(arguments + [flag, "link.out"], status: 0, outputs: others.union(["made.out"]),
                                  check: stillA("link.out", S_IFLNK))
            })
            cases.append(HostileCase("\(label) a missing folder names the folder", command) { scratch in
                try make(scratch)
                return Invocation(arguments + [flag, "no/such/out.png"], status: 1, messages: ["no/such", "No such file or directory"])
            })
            cases.append(HostileCase("\(label) a 244-byte name fits (the temporary name is cut to NAME_MAX)", command) { scratch in
                try make(scratch)
                let name = String(repeating: "n", count: 240) + ".out"
                return Invocation(arguments + [flag, name], status: 0, outputs: others.union([name]))
            })
            cases.append(HostileCase("\(label) a 255-byte name fits", command) { scratch in
                try make(scratch)
                let name = String(repeating: "é", count: 125) + ".out"   // 250 + 4 + 1 bytes
                return Invocation(arguments + [flag, name + "x"], status: 0, outputs: others.union([name + "x"]))
            })
            cases.append(HostileCase("\(label) a 256-byte name is said to be too long", command) { scratch in
                try make(scratch)
                let name = String(repeating: "m", count: 252) + ".out"
                return Invocation(arguments + [flag, name], status: 1, messages: ["File name too long"])
            })
            if !bytes.isEmpty {
                cases.append(HostileCase("\(label) the command's own input is refused", command) { scratch in
                    try make(scratch)
                    return Invocation(arguments + [flag, input], status: 2, messages: [input, "is an input of this command"])
                })
                cases.append(HostileCase("\(label) the input spelled another way is refused", command) { scratch in
                    try make(scratch)
                    try scratch.folder("sub")
                    try scratch.link("alias.json", to: input)
                    return Invocation(arguments + [flag, "sub/../alias.json"], status: 2, messages: ["is the input"])
                })
                cases.append(HostileCase("\(label) a hard link to the input is refused", command) { scratch in
                    try make(scratch)
                    Glibc.link(scratch.at(input), scratch.at("hard.json"))
                    return Invocation(arguments + [flag, "hard.json"], status: 2, messages: ["hard.json", "the input"])
                })
            }
        }
        for flag in ["-o", "--json", "--junit"] where flag != "--junit" {
            @Sendable func pair(_ scratch: Scratch) throws {
                try scratch.file("a.png", try Fixture.png(width: 8, height: 8))
                try scratch.file("b.png", try Fixture.png(width: 8, height: 8, color: .init(red: 0, green: 0, blue: 255)))
            }
            cases.append(HostileCase("png-diff \(flag) a scratch null device is written in place", "png-diff") { scratch in
                try pair(scratch)
                try scratch.device("null", major: 1, minor: 3)
                return Invocation(["a.png", "b.png", flag, "null"], status: 1, outputs: ["null"], check: stillA("null", S_IFCHR))
            })
            cases.append(HostileCase("png-diff \(flag) a full device is an error", "png-diff") { scratch in
                try pair(scratch)
                try scratch.device("full", major: 1, minor: 7)
                return Invocation(["a.png", "b.png", flag, "full"], status: 1, messages: ["No space left on device"],
                                  outputs: ["full"], check: stillA("full", S_IFCHR))
            })
            cases.append(HostileCase("png-diff \(flag) naming an input is refused", "png-diff") { scratch in
                try pair(scratch)
                // `--json b.png` would read b.png as a third input (--json's value is optional): spell it with `=`.
                return Invocation(["a.png", "b.png", flag + "=b.png"], status: 2, messages: ["is an input of this command"])
            })
            cases.append(HostileCase("png-diff \(flag) a FIFO nobody reads is an error", "png-diff") { scratch in
                try pair(scratch)
                try scratch.fifo("pipe")
                return Invocation(["a.png", "b.png", flag, "pipe"], status: 1, messages: ["no process is reading it"],
                                  check: stillA("pipe", S_IFIFO))
            })
        }
        cases.append(HostileCase("png-diff -o and --json on one file are refused", "png-diff") { scratch in
            try scratch.file("a.png", try Fixture.png(width: 8, height: 8))
            try scratch.file("b.png", try Fixture.png(width: 8, height: 8))
            return Invocation(["a.png", "b.png", "-o", "x.out", "--json", "x.out"], status: 2, messages: ["are the same file"])
        })
        cases.append(HostileCase("two outputs on one new file are refused before anything is written", "render-layout") { scratch in
            try scratch.file("tree.json", Fixture.tree)
            return Invocation(["tree.json", "-o", "x.out", "--layout-json", "./x.out"], status: 2, messages: ["are the same file"])
        })
        cases.append(HostileCase("two names equal only under Unicode normalisation are two files", "render-layout") { scratch in
            // "é" precomposed and "e" + U+0301: one string to Swift's ==, two names to the file system.
            try scratch.file("tree.json", Fixture.tree)
            return Invocation(["tree.json", "-o", "\u{E9}.png", "--layout-json", "e\u{301}.png"], status: 0,
                              outputs: ["\u{E9}.png", "e\u{301}.png"])
        })
        cases.append(HostileCase("a name that starts with a combining mark is written under that name", "render-layout") { scratch in
            // "/" and U+0301 make one character: paths are split at the byte, or the name would lose its mark.
            try scratch.file("tree.json", Fixture.tree)
            return Invocation(["tree.json", "-o", "\u{301}x.png", "--layout-json", "x.png"], status: 0,
                              outputs: ["\u{301}x.png", "x.png"])
        })
        cases.append(HostileCase("two outputs on one file through a link are refused", "render-chat") { scratch in
            try scratch.file("chat.json", Fixture.chat)
            try scratch.file("x.out", "keep")
            try scratch.link("y.out", to: "x.out")
            return Invocation(["chat.json", "-o", "x.out", "--layout-json", "y.out"], status: 2, messages: ["are the same file"])
        })
        cases.append(HostileCase("two outputs on standard output are refused", "render-layout") { scratch in
            try scratch.file("tree.json", Fixture.tree)
            return Invocation(["tree.json", "-o", "-", "--layout-json", "-"], status: 2, messages: ["are the same file"])
        })
        cases.append(HostileCase("--layout-json - writes pure JSON to standard output", "render-layout") { scratch in
            try scratch.file("tree.json", Fixture.tree)
            return Invocation(["tree.json", "--layout-json", "-"], status: 0, check: { _, result in
                #expect((try? JSONSerialization.jsonObject(with: Data(result.out.utf8))) != nil, "\(result.out.prefix(200))")
                #expect(result.err.contains("tree.json: "))
            })
        })
        cases.append(HostileCase("-o - writes the PNG to standard output", "render-layout") { scratch in
            try scratch.file("tree.json", Fixture.tree)
            return Invocation(["tree.json", "-o", "-"], status: 0, check: { _, result in
                #expect(result.out.utf8.count > 100 && result.out.contains("PNG"))
            })
        })
        cases.append(HostileCase("-o - writes the screenshot to standard output", "render-chat") { scratch in
            try scratch.file("chat.json", Fixture.chat)
            return Invocation(["chat.json", "--scale", "1", "-o", "-"], status: 0, check: { _, result in
                #expect(result.out.contains("PNG") && result.err.contains("chat.json → -"))
            })
        })
        cases.append(HostileCase("--png - writes the text's PNG to standard output", "measure-text") { _ in
            Invocation(["--png", "-", "hello"], status: 0, check: { _, result in
                #expect(result.out.contains("PNG") && result.err.contains("size:"))
            })
        })
        cases.append(HostileCase("two transcripts with one name in --out-dir are refused", "render-chat") { scratch in
            try scratch.folder("a")
            try scratch.folder("b")
            try scratch.file("a/chat.json", Fixture.chat)
            try scratch.file("b/chat.json", Fixture.chat)
            return Invocation(["a/chat.json", "b/chat.json", "--out-dir", "out"], status: 2, messages: ["are the same file"],
                              outputs: ["out"])
        })
        cases.append(HostileCase("--out-dir naming a file is refused", "render-chat") { scratch in
            try scratch.file("chat.json", Fixture.chat)
            try scratch.file("out", "not a folder")
            return Invocation(["chat.json", "--out-dir", "out"], status: 1, messages: ["out"])
        })
        cases.append(HostileCase("--corpus named as the output is refused", "make-long-chat") { scratch in
            try scratch.file("corpus.jsonl", #"{"id": 1, "text": "hi"}"# + "\n")
            return Invocation(["--corpus", "corpus.jsonl", "-o", "corpus.jsonl"], status: 2, messages: ["is an input of this command"])
        })
        cases.append(HostileCase("--font-file named as --png is refused", "measure-text") { scratch in
            try scratch.file("font.otf", try Fixture.fontBytes())
            return Invocation(["--font-file", "font.otf", "--png", "font.otf", "x"], status: 2, messages: ["is an input of this command"])
        })
        return cases
    }()

    @Test(arguments: cases) func outputs(_ hostile: HostileCase) throws {
        try run(hostile)
    }
}
