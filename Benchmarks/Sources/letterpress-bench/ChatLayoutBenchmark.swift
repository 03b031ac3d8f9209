import ChatLayout
import ChatModel
import ChatTextSizing
import Foundation

/// Issue 5's chat layout workloads, run on the shared corpus with the default TextMeasure sizing:
///
/// - full layout of 10,000 and 100,000 messages, cold (new measurer and caches) and warm, on 1 and 2 threads;
/// - one message appended at the bottom of 100,000, against a warm full relayout (the goal: ≥ 1,000× faster);
/// - 10,000 single appends in a row, per append, next to ekazaev/ChatLayout's published 53 ms;
/// - `elements(in:)` for one 390 × 844 screen over 100,000 messages.
///
/// 100,000 messages cycle the corpus (20,000 texts) with new ids, so after the first pass bodies come from the
/// measurement cache. Returns the report's lines.
func runChatLayoutBenchmark(corpusPath: String) throws -> [String] {
    let texts = try Corpus.load(path: corpusPath).texts
    var report = ["chat layout (ChatLayout + TextMeasureSizing, width 390, scale 3), load \(LoadAverage.current)"]
    let configuration = ChatLayoutConfiguration(viewportWidth: 390)

    var screenEngine: ChatLayoutEngine?

    // Full layouts.
    var warmFull100k = Duration.zero
    var cold100k = Duration.zero
    for count in [10_000, 100_000] {
        let model = try ChatLayoutWorkload.model(texts, count: count)
        for threads in [1, 2] {
            let sizing = try TextMeasureSizing.cached()
            let cold = try measureTime {
                _ = try ChatLayoutEngine(model: model, configuration: configuration, sizing: sizing, threads: threads)
            }
            let warm = try (0..<3).map { _ in
                try measureTime {
                    _ = try ChatLayoutEngine(model: model, configuration: configuration, sizing: sizing, threads: threads)
                }
            }.min() ?? .zero
            if count == 100_000 && threads == 1 { (warmFull100k, cold100k) = (warm, cold) }
            report.append(String(format: "  full layout %6d messages, %d thread%@: cold %8.1f ms, warm %7.1f ms (%.2f µs/message warm)",
                                 count, threads, threads == 1 ? " " : "s", cold.milliseconds, warm.milliseconds,
                                 warm.microseconds / Double(count)))
        }
    }

    // One message at the bottom of 100,000, against a full relayout: with its texts already measured (warm,
    // against the warm relayout) and with new texts (cold, against the cold relayout).
    let sizing = try TextMeasureSizing.cached()
    _ = try ChatLayoutEngine(model: try ChatLayoutWorkload.model(texts, count: 100_200), configuration: configuration,
                             sizing: sizing)  // measures the 200 appended messages too
    for (name, appendSizing, full) in [("warm", sizing, warmFull100k), ("cold", try TextMeasureSizing.cached(), cold100k)] {
        var model = try ChatLayoutWorkload.model(texts, count: 100_000)
        var engine = try ChatLayoutEngine(model: model, configuration: configuration, sizing: appendSizing,
                                          viewportHeight: 844)
        if name == "cold" { appendSizing.removeAll() }
        var times: [Duration] = []
        for index in 100_000..<100_200 {
            let update = try model.append(ChatLayoutWorkload.message(texts, index: index, after: model))
            times.append(try measureTime { try engine.apply(update, model: model) })
        }
        let append = times.sorted()[times.count / 2]
        report.append(String(format: "  append 1 at the bottom of 100,000 (%@): median %.1f µs; full relayout (%@) %.1f ms: %.0f× faster (goal ≥ 1,000×)",
                             name, append.microseconds, name, full.milliseconds, full.microseconds / max(append.microseconds, 1e-3)))
        if name == "warm" { screenEngine = engine }
    }

    // 10,000 single appends in a row, each its own batch update, new texts measured as they arrive.
    var growing = try ChatLayoutWorkload.model(texts, count: 10_000)
    var growingEngine = try ChatLayoutEngine(model: growing, configuration: configuration,
                                             sizing: try TextMeasureSizing.cached(), viewportHeight: 844)
    let inserts = try measureTime {
        for index in 0..<10_000 {
            let update = try growing.append(ChatLayoutWorkload.message(texts, index: 10_000 + index, after: growing))
            try growingEngine.apply(update, model: growing)
        }
    }
    report.append(String(format: "  10,000 single appends in a row: %.1f ms in all, %.1f µs per append (measuring each new text); "
                         + "ekazaev/ChatLayout publishes 53 ms on an iPhone 14 Pro for its equivalent", inserts.milliseconds,
                         inserts.microseconds / 10_000))

    // One screen of elements over 100,000 messages.
    guard let engine = screenEngine else { return report }
    let range = max(1, Int(engine.contentSize.height) - 844)
    var found = 0
    let queries = 10_000
    let query = measureTime {
        for query in 0..<queries {
            // Positions spread over the whole chat in a scattered order (7919 is prime).
            let y = CGFloat(query * 7919 % range)
            found += engine.elements(in: CGRect(x: 0, y: y, width: 390, height: 844)).count
        }
    }
    report.append(String(format: "  elements(in:) one 390 × 844 screen over 100,000 messages: %.2f µs per query (%.1f elements on average)",
                         query.microseconds / Double(queries), Double(found) / Double(queries)))
    return report
}

/// The corpus as a chat: authors in runs, a message every few seconds to hours, one `SectionedTranscript`.
enum ChatLayoutWorkload {
    static let participants = [Participant(id: "me", name: "Me"), Participant(id: "alice", name: "Alice"),
                               Participant(id: "bob", name: "Bob"), Participant(id: "carol", name: "Carol")]
    static let gaps: [TimeInterval] = [4, 20, 70, 250, 1800, 14_000]
    static let start = Date(timeIntervalSince1970: 1_735_689_600)  // 2025-01-01 00:00 UTC

    /// Message `index`: the corpus text `index % count`, an author that changes every few messages.
    static func message(_ texts: [String], index: Int, time: Date) -> Message {
        let author = participants[(index / 3 + index / 7) % participants.count].id
        return Message(id: MessageID("m\(index)"), author: author, time: time, text: texts[index % texts.count],
                       status: author == "me" ? .read : nil)
    }

    /// Message `index`, a little after the last message of `model`.
    static func message(_ texts: [String], index: Int, after model: SectionedTranscript) -> Message {
        let last = model.sections.last?.messages.last?.time ?? start
        return message(texts, index: index, time: last.addingTimeInterval(gaps[index % gaps.count]))
    }

    /// `count` messages from the corpus, cycled.
    static func model(_ texts: [String], count: Int) throws -> SectionedTranscript {
        var time = start
        let messages = (0..<count).map { index in
            time = time.addingTimeInterval(gaps[index % gaps.count])
            return message(texts, index: index, time: time)
        }
        let transcript = try Transcript(title: "Corpus", me: "me", participants: participants, messages: messages)
        return SectionedTranscript(transcript, timeZone: TimeZone(identifier: "UTC") ?? .current)
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double { microseconds / 1000 }
}
