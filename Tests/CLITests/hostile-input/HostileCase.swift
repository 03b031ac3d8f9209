import Foundation
import Raster
import Testing
import TestSupport

/// One hostile run of a command: how it is set up in a scratch folder, and what must come of it.
struct HostileCase: Sendable, CustomTestStringConvertible {
    /// A short name for the test report.
    let name: String
    /// The executable: measure-text, render-layout, render-chat, png-diff or make-long-chat.
    let command: String
    /// Makes the case's files in the scratch folder and says how to run and what to expect.
    let setup: @Sendable (Scratch) throws -> Invocation

    init(_ name: String, _ command: String, _ setup: @escaping @Sendable (Scratch) throws -> Invocation) {
        self.name = name
        self.command = command
        self.setup = setup
    }

    var testDescription: String { "\(command): \(name)" }
}

/// How a case runs and what it must show.
struct Invocation: Sendable {
    var arguments: [String]
    var stdin: CommandRun.Input = .bytes([])
    var stdout: CommandRun.Output = .capture
    var stderr: CommandRun.Output = .capture
    /// The documented exit status the case must end with.
    var status: Int32
    /// Words standard error must contain (the input's name and the problem).
    var messages: [String] = []
    /// Paths (relative to the scratch folder) the command may create or change; nothing else may change.
    var outputs: Set<String> = []
    /// Further checks on the scratch folder and the result.
    var check: (@Sendable (Scratch, CommandResult) -> Void)?
    /// The wall-clock and CPU limit.
    var seconds = 60

    init(_ arguments: [String], status: Int32, messages: [String] = [], outputs: Set<String> = [],
         stdin: CommandRun.Input = .bytes([]), stdout: CommandRun.Output = .capture, stderr: CommandRun.Output = .capture,
         check: (@Sendable (Scratch, CommandResult) -> Void)? = nil) {
        self.arguments = arguments
        self.status = status
        self.messages = messages
        self.outputs = outputs
        self.stdin = stdin
        self.stdout = stdout
        self.stderr = stderr
        self.check = check
    }
}

/// Runs a case and checks what every case must show: the documented status within the time limit and under 1.5 GB
/// (no signal, no hang), the expected words on standard error and none of the runtime's internals, and no file
/// touched but the outputs (and no temporary file left behind).
func run(_ hostile: HostileCase, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let scratch = try Scratch()
    let invocation = try hostile.setup(scratch)
    let before = scratch.state()
    let result = try CommandRun.run(builtExecutable(hostile.command), invocation.arguments, stdin: invocation.stdin,
                                    stdout: invocation.stdout, stderr: invocation.stderr, directory: scratch.path,
                                    seconds: invocation.seconds)
    #expect(!result.timedOut && result.signal == nil, "\(result)", sourceLocation: sourceLocation)
    #expect(result.status == invocation.status, "\(result)", sourceLocation: sourceLocation)
    #expect(result.peakMemory < 1_500_000_000, "\(result)", sourceLocation: sourceLocation)
    for message in invocation.messages {
        #expect(result.err.contains(message), "stderr lacks \"\(message)\": \(result)", sourceLocation: sourceLocation)
    }
    for leak in ["NSCocoaErrorDomain", "FoundationEssentials", "Error Domain", "Swift.", "(location:", "Fatal error"] {
        #expect(!result.err.contains(leak), "stderr shows \(leak): \(result)", sourceLocation: sourceLocation)
    }
    for line in result.err.split(separator: "\n") where line.count > 1000 {
        Issue.record("a message line of \(line.count) characters: \(line.prefix(200))…", sourceLocation: sourceLocation)
    }
    let after = scratch.state()
    for name in Set(before.keys).union(after.keys).sorted() where before[name] != after[name] {
        let allowed = invocation.outputs.contains(name) || invocation.outputs.contains { name.hasPrefix($0 + "/") }
        #expect(allowed, "\(name) was \(before[name] == nil ? "created" : after[name] == nil ? "removed" : "changed")",
                sourceLocation: sourceLocation)
        #expect(!name.hasSuffix(".tmp"), "a temporary file is left: \(name)", sourceLocation: sourceLocation)
    }
    invocation.check?(scratch, result)
}

/// Inputs every case can use.
enum Fixture {
    /// A small component tree with one text.
    static let tree = #"{"style": {"padding": 8}, "children": [{"text": {"string": "Hello", "size": 15}}]}"#

    /// A transcript of `messages` (JSON message objects), its participants `a` and `b`.
    static func transcript(_ messages: [String], participants: String? = nil, extra: String = "") -> String {
        let people = participants ?? #"[{"id": "a", "name": "Ann"}, {"id": "b", "name": "Bo"}]"#
        return #"{"title": "t", "me": "a", \#(extra) "participants": \#(people), "messages": [\#(messages.joined(separator: ","))]}"#
    }

    /// A text message.
    static func message(_ id: String, author: String = "b", text: String = "hi", extra: String = "") -> String {
        #"{"id": "\#(id)", "author": "\#(author)", "time": "2025-01-01T10:00:00Z", "kind": "text", "text": "\#(text)"\#(extra)}"#
    }

    static let chat = transcript([message("1"), message("2", author: "a", text: "hello")])

    /// A PNG of `width` × `height` pixels of one colour.
    static func png(width: Int, height: Int, color: Color = Color(red: 200, green: 80, blue: 40)) throws -> [UInt8] {
        try PNGEncoder(compression: .fast).encode(try Image(width: width, height: height, fill: color, pixelBudget: width * height))
    }

    /// A copy of one of the embedded fonts.
    static func fontBytes() throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: Support.interPath)))
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
}
