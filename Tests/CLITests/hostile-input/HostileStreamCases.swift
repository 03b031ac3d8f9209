import Foundation
import Testing
import TestSupport

/// Issue 23, point 1 (streams) and point 3 (standard input's limit): a closed or full standard output or error, a
/// directory or closed descriptor as standard input, and a gigabyte on standard input.
@Suite struct HostileStreamCases {
    static let cases: [HostileCase] = [
        HostileCase("a closed standard output loses the answer: exit 1, said on standard error", "measure-text") { _ in
            Invocation(["hello"], status: 1, messages: ["standard output", "Bad file descriptor"], stdout: .closed)
        },
        HostileCase("a full standard output: exit 1", "measure-text") { scratch in
            try scratch.device("full", major: 1, minor: 7)
            return Invocation(["hello"], status: 1, messages: ["standard output", "No space left on device"], outputs: ["full"],
                              stdout: .path(scratch.at("full")))
        },
        HostileCase("--jsonl into a full standard output: exit 1, not 0", "measure-text") { scratch in
            try scratch.device("full", major: 1, minor: 7)
            let lines = String(repeating: #"{"text": "a line of text"}"# + "\n", count: 3000)
            return Invocation(["--jsonl"], status: 1, messages: ["No space left on device"], outputs: ["full"],
                              stdin: .bytes(Array(lines.utf8)), stdout: .path(scratch.at("full")))
        },
        HostileCase("--jsonl into a closed standard output: exit 1", "measure-text") { _ in
            Invocation(["--jsonl"], status: 1, messages: ["standard output"], stdin: .bytes(Array(#"{"text": "x"}"#.utf8)),
                       stdout: .closed)
        },
        HostileCase("a directory as standard input", "measure-text") { scratch in
            try scratch.folder("dir")
            return Invocation([], status: 3, messages: ["standard input", "Is a directory"], stdin: .path(scratch.at("dir")))
        },
        HostileCase("a directory as --jsonl's standard input", "measure-text") { scratch in
            try scratch.folder("dir")
            return Invocation(["--jsonl"], status: 3, messages: ["standard input", "Is a directory"], stdin: .path(scratch.at("dir")))
        },
        HostileCase("a closed standard input", "measure-text") { _ in
            Invocation([], status: 3, messages: ["standard input", "closed"], stdin: .closed)
        },
        HostileCase("a closed standard input for --jsonl", "measure-text") { _ in
            Invocation(["--jsonl"], status: 3, messages: ["standard input", "closed"], stdin: .closed)
        },
        HostileCase("a usage error with standard error closed ends with 2, no signal", "measure-text") { _ in
            Invocation(["--width", "-5", "x"], status: 2, stderr: .closed)
        },
        HostileCase("a usage error into a full standard error ends with 2, no signal", "measure-text") { scratch in
            try scratch.device("full", major: 1, minor: 7)
            return Invocation(["--width", "-5", "x"], status: 2, outputs: ["full"], stderr: .path(scratch.at("full")))
        },
        HostileCase("a warning lost to a closed standard error: exit 1", "render-layout") { scratch in
            try scratch.file("tree.json", #"{"style": {"width": 10, "height": 10}, "image": {"path": "gone.png"}}"#)
            return Invocation(["tree.json"], status: 1, stderr: .closed)
        },
        HostileCase("a closed standard output for the summary: exit 1, the PNG still written", "render-layout") { scratch in
            try scratch.file("tree.json", Fixture.tree)
            return Invocation(["tree.json", "-o", "out.png"], status: 1, messages: ["standard output"], outputs: ["out.png"],
                              stdout: .closed)
        },
        HostileCase("a full standard output for the summary: exit 1", "render-chat") { scratch in
            try scratch.file("chat.json", Fixture.chat)
            try scratch.device("full", major: 1, minor: 7)
            return Invocation(["chat.json", "--scale", "1", "-o", "out.png"], status: 1, messages: ["No space left on device"],
                              outputs: ["out.png", "full"], stdout: .path(scratch.at("full")))
        },
        HostileCase("the tree from standard input", "render-layout") { _ in
            Invocation(["-"], status: 0, stdin: .bytes(Array(Fixture.tree.utf8)), check: { _, result in
                #expect(result.out.hasPrefix("standard input: "))
            })
        },
        HostileCase("a directory as the tree's standard input", "render-layout") { scratch in
            try scratch.folder("dir")
            return Invocation(["-"], status: 3, messages: ["standard input", "Is a directory"], stdin: .path(scratch.at("dir")))
        },
        HostileCase("a directory as --files-from -", "render-chat") { scratch in
            try scratch.folder("dir")
            return Invocation(["--files-from", "-"], status: 3, messages: ["standard input", "Is a directory"],
                              stdin: .path(scratch.at("dir")))
        },
        HostileCase("the transcript JSON to a closed standard output: exit 1", "make-long-chat") { _ in
            Invocation(["--count", "5", "-o", "-"], status: 1, messages: ["standard output"], stdout: .closed)
        },
        HostileCase("a gigabyte on standard input stops at --max-text-bytes", "measure-text") { scratch in
            try scratch.sparse("big", size: 1 << 30)
            return Invocation([], status: 1, messages: ["standard input", "more than 1048576 bytes", "--max-text-bytes"],
                              stdin: .path(scratch.at("big")), check: { _, result in
                                  #expect(result.peakMemory < 200 << 20, "\(result)")
                              })
        },
        HostileCase("a gigabyte line on --jsonl's standard input is answered, in bounded memory", "measure-text") { scratch in
            try scratch.sparse("big", size: 1 << 30)
            return Invocation(["--jsonl"], status: 1, stdin: .path(scratch.at("big")), check: { _, result in
                #expect(result.out.contains("longer than"), "\(result.out.prefix(300))")
                #expect(result.peakMemory < 300 << 20, "\(result)")
            })
        },
        HostileCase("a gigabyte --files-from list stops at its limit", "render-chat") { scratch in
            try scratch.sparse("list", size: 1 << 30)
            return Invocation(["--files-from", "list"], status: 3, messages: ["list", "more than the limit"])
        },
        HostileCase("a FIFO as --files-from is refused, not waited on", "render-chat") { scratch in
            try scratch.fifo("list")
            return Invocation(["--files-from", "list"], status: 3, messages: ["list", "not a regular file (a FIFO)"])
        },
    ]

    @Test(arguments: cases) func streams(_ hostile: HostileCase) throws {
        try run(hostile)
    }
}
