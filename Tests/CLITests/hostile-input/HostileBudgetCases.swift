import Foundation
import Testing
import TestSupport

/// Issue 23, point 3: budgets per document. One file named many ways is read and decoded once, pictures off the screen
/// are not decoded, a document's pictures share one pixel budget, files over their limits are refused unread, and many
/// paths do not make argument parsing quadratic.
@Suite struct HostileBudgetCases {
    static let cases: [HostileCase] = [
        HostileCase("30 image nodes naming one 16-megapixel PNG decode it once", "render-layout") { scratch in
            try scratch.file("p.png", try Fixture.png(width: 4000, height: 4000))
            let spellings = (0..<30).map { index in String(repeating: "./", count: index) + "p.png" }
            let children = spellings.map { #"{"style": {"width": 20, "height": 20}, "image": {"path": "\#($0)"}}"# }
            try scratch.file("tree.json", #"{"style": {"flexDirection": "row", "flexWrap": "wrap", "width": 200}, "children": [\#(children.joined(separator: ","))]}"#)
            // Laid out, not drawn: reading decodes every image (30 decodes of 64 MB would pass the 1.5 GB ceiling).
            return Invocation(["tree.json"], status: 0, check: { _, result in
                #expect(result.peakMemory < 400 << 20, "\(result)")
                #expect(!result.err.contains("warning"), "\(result.err)")
            })
        },
        HostileCase("a tree's images share a 64-megapixel budget: the fifth 16-megapixel image is a placeholder", "render-layout") { scratch in
            for index in 0..<5 {
                try scratch.file("p\(index).png", try Fixture.png(width: 4000, height: 4000, color: .init(red: UInt8(index * 40), green: 0, blue: 0)))
            }
            let children = (0..<5).map { #"{"style": {"width": 20, "height": 20}, "image": {"path": "p\#($0).png"}}"# }
            try scratch.file("tree.json", #"{"style": {"flexDirection": "row"}, "children": [\#(children.joined(separator: ","))]}"#)
            return Invocation(["tree.json"], status: 0, messages: ["warning", "p4.png", "over the pixel budget"])
        },
        HostileCase("150 participants sharing one avatar decode it once, only for those on the screen", "render-chat") { scratch in
            try scratch.file("a.png", try Fixture.png(width: 2000, height: 2000))
            let people = (0..<150).map { #"{"id": "p\#($0)", "name": "P \#($0)", "avatar": "\#(String(repeating: "./", count: $0 % 20))a.png"}"# }
            let messages = (0..<150).map { Fixture.message("m\($0)", author: "p\($0)") }
            try scratch.file("chat.json", Fixture.transcript(messages, participants: "[" + (people + [#"{"id": "a", "name": "A"}"#]).joined(separator: ",") + "]"))
            return Invocation(["chat.json", "--scale", "1", "-o", "out.png"], status: 0, outputs: ["out.png"], check: { _, result in
                #expect(result.peakMemory < 400 << 20, "\(result)")
            })
        },
        HostileCase("one picture named by 40 messages in 40 spellings is decoded once", "render-chat") { scratch in
            try scratch.file("p.png", try Fixture.png(width: 4000, height: 4000))
            let messages = (0..<40).map { index in
                #"{"id": "m\#(index)", "author": "b", "time": "2025-01-01T10:00:00Z", "kind": "media", "media": [{"path": "\#(String(repeating: "./", count: index))p.png", "width": 4000, "height": 4000}]}"#
            }
            try scratch.file("chat.json", Fixture.transcript(messages))
            return Invocation(["chat.json", "--scale", "1", "-o", "out.png"], status: 0, outputs: ["out.png"], check: { _, result in
                #expect(result.peakMemory < 600 << 20, "\(result)")
                #expect(!result.err.contains("warning"), "\(result.err)")
            })
        },
        HostileCase("60,000 transcript paths parse in linear time", "render-chat") { _ in
            let paths = (0..<60_000).map { "missing-\($0).json" }
            return Invocation(paths + ["--out-dir", "out"], status: 3, messages: ["missing-59999.json", "No such file or directory"],
                              outputs: ["out"])
        },
        HostileCase("60,000 transcript paths from --files-from", "render-chat") { scratch in
            try scratch.file("list.txt", (0..<60_000).map { "missing-\($0).json" }.joined(separator: "\n"))
            return Invocation(["--files-from", "list.txt", "--out-dir", "out"], status: 3, messages: ["missing-0.json"], outputs: ["out"])
        },
        HostileCase("a tree file over 16 MiB is refused unread", "render-layout") { scratch in
            try scratch.sparse("tree.json", size: (16 << 20) + 1)
            return Invocation(["tree.json"], status: 3, messages: ["tree.json", "more than the limit of 16777216 bytes"])
        },
        HostileCase("a transcript over --max-transcript-bytes is refused unread", "render-chat") { scratch in
            try scratch.sparse("chat.json", size: 1 << 30)
            return Invocation(["chat.json", "-o", "out.png"], status: 3, messages: ["chat.json", "more than the limit of 67108864 bytes"])
        },
        HostileCase("a corpus over --max-corpus-bytes is refused unread", "make-long-chat") { scratch in
            try scratch.sparse("corpus.jsonl", size: 300 << 20)
            return Invocation(["--corpus", "corpus.jsonl", "-o", "out.json"], status: 3, messages: ["corpus.jsonl", "more than the limit"])
        },
        HostileCase("a transcript with more messages than --max-messages", "render-chat") { scratch in
            try scratch.file("chat.json", Fixture.transcript((0..<20).map { Fixture.message("m\($0)") }))
            return Invocation(["chat.json", "--max-messages", "10", "-o", "out.png"], status: 1, messages: ["chat.json", "20 messages"])
        },
        HostileCase("a tree of more than 100,000 nodes is refused", "render-layout") { scratch in
            try scratch.file("tree.json", #"{"children": ["# + Array(repeating: "{}", count: 100_001).joined(separator: ",") + "]}")
            return Invocation(["tree.json"], status: 1, messages: ["larger than 100000 nodes"])
        },
        HostileCase("a screen over --max-pixels is refused before it is drawn", "render-chat") { scratch in
            try scratch.file("chat.json", Fixture.chat)
            return Invocation(["chat.json", "--max-pixels", "1000", "-o", "out.png"], status: 1, messages: ["over the budget of 1000"])
        },
    ]

    @Test(arguments: cases) func budgets(_ hostile: HostileCase) throws {
        try run(hostile)
    }
}
