import ArgumentParser
import ChatSamples
import CommandSupport
import FileAccess
import Foundation

/// `make-long-chat`: writes the long sample chat (10,000 corpus messages over many days) as transcript JSON.
@main
struct MakeLongChat: LetterpressCommand {
    static let configuration = CommandConfiguration(
        commandName: "make-long-chat",
        abstract: "Build a long sample chat from the corpus in Samples/corpus/ (seeded: the same file every time).",
        discussion: """
            The corpus is JSON lines {"id": N, "text": "…"}; a --corpus file is read only if it is a regular file of at \
            most --max-corpus-bytes. The output is written atomically (- for standard output).
            Exit status: 0 success, 1 a failed write or an invalid corpus, 2 usage error, 3 unreadable corpus.
            """,
        version: LetterpressVersion.current)

    @Option(help: ArgumentHelp("A corpus of JSON lines {\"id\": N, \"text\": \"…\"} (default: the repository's Samples/corpus/).",
                               valueName: "FILE"))
    var corpus: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("How many messages (1…1000000).", valueName: "N"))
    var count: Int = 10_000

    @Option(parsing: .unconditional, help: "The generator's seed.")
    var seed: UInt64 = 2025

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the transcript (- for standard output).", valueName: "OUT.json"))
    var output: String = "Samples/long-chat.json"

    @Option(name: .customLong("max-corpus-bytes"), parsing: .unconditional,
            help: ArgumentHelp("The largest --corpus file read.", valueName: "BYTES"))
    var maxCorpusBytes: Int = 256 << 20

    @Flag(help: "Mix photos and albums, voice notes and reactions in; the pictures go to media/ beside the output.")
    var media = false

    func validate() throws {
        guard (1...1_000_000).contains(count) else { throw ValidationError("--count must be 1…1000000, not \(count)") }
        guard maxCorpusBytes > 0 else { throw ValidationError("--max-corpus-bytes must be a positive number of bytes") }
        if media && output == "-" { throw ValidationError("--media writes pictures beside the output; give -o a file") }
    }

    func execute() throws -> ExitStatus {
        var plan = OutputPlan(inputs: corpus.map { [$0] } ?? [])
        let target = try plan.add(output, flag: "--output")
        let data: Data
        if let corpus {
            do { data = Data(try FilePolicy.anywhere(maximumBytes: maxCorpusBytes).read(corpus)) } catch {
                throw CommandError.unreadableInput(name: corpus, reason: error.reason)
            }
        } else {
            data = try SampleCorpus.data()
        }
        var generator = LongChatGenerator(count: count, seed: seed)
        generator.mixesMedia = media
        let json = try generator.json(fromCorpus: data)
        if media {
            let folder = URL(fileURLWithPath: output).deletingLastPathComponent().appendingPathComponent("media")
            try SamplePictures.write(to: folder)
        }
        try target.write([UInt8](json))
        let summary = "\(output): \(count) messages, \(json.count) bytes"
        if target.isStandardOutput { Console.standard.printError(summary) } else { Console.standard.print(summary) }
        return .success
    }
}
