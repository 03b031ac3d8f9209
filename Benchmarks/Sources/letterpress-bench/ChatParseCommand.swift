import ArgumentParser
import ChatModel
import ChatRender
import ChatSamples
import Foundation

/// `letterpress-bench chat-parse`: the first two stages of `chat-render`'s last screen, on their own and repeated
/// often enough to profile (`perf record -g`): decoding the 10,000-message long chat (``FastTranscriptDecoder``
/// against the `Codable` path with `JSONDecoder`), splitting it into days, and laying it out for the last screen
/// with estimates as `render-chat` does (`ChatScene`: exact bubbles near the bottom, estimates above).
struct ChatParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chat-parse",
        abstract: "Decode the long chat (fast decoder against JSONDecoder) and lay it out with estimates."
    )

    @OptionGroup var input: InputOptions

    @Option(help: "How many times each stage runs (the table shows the best and the median).")
    var iterations: Int = 20

    func validate() throws {
        try input.validate()
        guard iterations > 0 else { throw ValidationError("--iterations must be at least 1") }
    }

    func run() throws {
        try reportingErrors {
            try input.checkReadable()
            let data = try LongChatGenerator().json(fromCorpus: Corpus.data(path: input.corpus))
            print("chat-parse: the long chat (10,000 messages, \(data.count) bytes), \(iterations) iterations, "
                  + "best (median); load \(LoadAverage.current)\n")
            let renderer = try ChatScreenRenderer(threads: 1)
            let options = ChatScreenOptions(width: 390, height: 844, scale: 3, style: .imessage, scroll: .bottom)
            var samples: [String: [Duration]] = [:]
            var document: ChatDocument?
            for _ in 0..<iterations {
                samples["fast", default: []].append(try measureTime { _ = try FastTranscriptDecoder.decode(data) })
                samples["codable", default: []].append(try measureTime { _ = try JSONDecoder().decode(Transcript.self, from: data) })
                samples["document", default: []].append(try measureTime { document = try ChatDocument(data: data) })
            }
            guard let document else { return }
            for _ in 0..<iterations {
                samples["days", default: []].append(measureTime {
                    _ = SectionedTranscript(document.transcript, timeZone: document.timeZone)
                })
                // Timed as render-chat --stats times it (StageTimings.swift is render-chat's).
                var timings = StageTimings()
                samples["scene", default: []].append(try measureTime {
                    _ = try timings.scene(of: document, options: options, measurer: renderer.measurer, threads: 1, exact: false)
                })
                samples["scene.measure", default: []].append(timings.measure)
                samples["scene.layout", default: []].append(timings.layout)
            }
            var table = Table("long chat, 10,000 messages", "ms best (median)")
            for (name, key) in [
                ("decode: FastTranscriptDecoder", "fast"), ("decode: JSONDecoder (the Codable path)", "codable"),
                ("ChatDocument (fast decoder, display keys)", "document"), ("SectionedTranscript (local days)", "days"),
                ("ChatScene, last screen (days, layout with estimates)", "scene"),
                ("  of which measure (exact bubbles at the bottom)", "scene.measure"),
                ("  of which layout (the rest of the engine)", "scene.layout"),
            ] {
                let timing = Timing(samples: samples[key] ?? [])
                table.add(name, "\(fixed(timing.best.seconds * 1000, 2)) (\(fixed(timing.median.seconds * 1000, 2)))")
            }
            print(table.rendered)
        }
    }
}
