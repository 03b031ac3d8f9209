import ArgumentParser
import ChatSamples
import Foundation
import Raster

/// `make-long-chat`: writes the long sample chat (10,000 corpus messages over many days) as transcript JSON.
@main
struct MakeLongChat: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "make-long-chat",
        abstract: "Build Samples/long-chat.json from the corpus in Samples/corpus/ (seeded: the same file every time).",
        discussion: "Exit codes: 0 success, 2 usage error, 3 unreadable corpus or unwritable output.")

    @Option(help: "A corpus of JSON lines {\"id\": N, \"text\": \"…\"} (default: the repository's Samples/corpus/).")
    var corpus: String?

    @Option(help: "How many messages.")
    var count: Int = 10_000

    @Option(help: "The generator's seed.")
    var seed: UInt64 = 2025

    @Option(name: .shortAndLong, help: "Where to write the transcript (written atomically).")
    var output: String = "Samples/long-chat.json"

    func validate() throws {
        guard count > 0 else { throw ValidationError("--count must be at least 1") }
    }

    /// Parses and runs; usage errors exit with 2 (DESIGN.md), not ArgumentParser's 64.
    static func main() {
        let command: MakeLongChat
        do { command = try parseAsRoot() as? MakeLongChat ?? MakeLongChat() } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
        Foundation.exit(command.generate())
    }

    /// Writes the file; returns the exit code.
    func generate() -> Int32 {
        let data: Data
        do { data = try corpus.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } ?? SampleCorpus.data() } catch {
            let name = corpus ?? SampleCorpus.directory.path
            FileHandle.standardError.write(Data("make-long-chat: \(name): cannot read: \(error.localizedDescription)\n".utf8))
            return 3
        }
        do {
            let json = try LongChatGenerator(count: count, seed: seed).json(fromCorpus: data)
            try RasterFile.writeAtomically([UInt8](json), to: output)
            print("\(output): \(count) messages, \(json.count) bytes")
            return 0
        } catch {
            FileHandle.standardError.write(Data("make-long-chat: \(error)\n".utf8))
            return 3
        }
    }
}
