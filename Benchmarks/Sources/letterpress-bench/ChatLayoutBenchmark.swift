import ChatBubbles
import ChatLayout
import ChatModel
import ChatTextSizing
import Foundation

/// The chat layout workloads of issues 5 and 15, run on the shared corpus with the default TextMeasure sizing:
///
/// - full layout of 10,000 and 100,000 messages, cold (new measurer and caches) and warm, on 1 and 2 threads;
/// - on 100,000 messages spread over many days and all on one day: one message appended at the bottom, a middle
///   message resized (its text replaced, a reconfigure), a middle message deleted, each against a warm full relayout
///   of the same chat (the goal: ≥ 1,000× faster, and one day within 2× of many days);
/// - 10,000 single appends in a row, per append, next to ekazaev/ChatLayout's published 53 ms;
/// - `elements(in:)` for one 390 × 844 screen over 100,000 messages.
///
/// An update is timed as `apply` on a copy of the layout (so that it copies the tree nodes it changes, as it does
/// while a transition keeps the layout before it); building the new transcript is not timed. 100,000 messages cycle
/// the corpus (20,000 texts) with new ids, so after the first pass bodies come from the measurement cache. Returns the
/// report's lines.
func runChatLayoutBenchmark(corpusPath: String) throws -> [String] {
    let texts = try Corpus.load(path: corpusPath).texts
    var report = ["chat layout (ChatLayout + TextMeasureSizing, width 390, scale 3), load \(LoadAverage.current)"]
    let configuration = ChatLayoutConfiguration(viewportWidth: 390)

    // Full layouts.
    for count in [10_000, 100_000] {
        let model = try ChatLayoutWorkload.model(texts, count: count)
        for threads in [1, 2] {
            let sizing = BubbleSizing(texts: try TextMeasureSizing.cached())
            let cold = try measureTime {
                _ = try ChatLayoutEngine(model: model, configuration: configuration, sizing: sizing, threads: threads)
            }
            let warm = try (0..<3).map { _ in
                try measureTime {
                    _ = try ChatLayoutEngine(model: model, configuration: configuration, sizing: sizing, threads: threads)
                }
            }.min() ?? .zero
            report.append(String(format: "  full layout %6d messages, %d thread%@: cold %8.1f ms, warm %7.1f ms (%.2f µs/message warm)",
                                 count, threads, threads == 1 ? " " : "s", cold.milliseconds, warm.milliseconds,
                                 warm.microseconds / Double(count)))
        }
    }

    // Updates of 100,000 messages on many days and on one day, against a warm full relayout.
    let sizing = BubbleSizing(texts: try TextMeasureSizing.cached())
    var perDay: [String: [Double]] = [:]
    var screenEngine: ChatLayoutEngine?
    for shape in [ChatLayoutWorkload.Shape.manyDays, .oneDay] {
        let model = try ChatLayoutWorkload.model(texts, count: 100_000, shape: shape)
        let engine = try ChatLayoutEngine(model: model, configuration: configuration, sizing: sizing, viewportHeight: 844)
        let full = try (0..<3).map { _ in
            try measureTime { _ = try ChatLayoutEngine(model: model, configuration: configuration, sizing: sizing) }
        }.min() ?? .zero
        report.append(String(format: "  100,000 messages on %@ (%d sections): full relayout %.1f ms", shape.rawValue,
                             model.sections.count, full.milliseconds))
        var medians: [Double] = []
        for (name, change) in try ChatLayoutWorkload.changes(texts, model: model) {
            // Once to measure its texts; then timed on copies of the layout.
            var warmUp = engine
            try warmUp.apply(change.update, model: change.model)
            let times = try (0..<200).map { _ in
                var copy = engine
                return try measureTime { try copy.apply(change.update, model: change.model) }
            }.sorted()
            let median = times[times.count / 2].microseconds
            medians.append(median)
            report.append(String(format: "    %@: median %.1f µs, %.0f× faster than the full relayout (goal ≥ 1,000×)",
                                 name, median, full.microseconds / max(median, 1e-3)))
        }
        perDay[shape.rawValue] = medians
        if shape == .manyDays { screenEngine = engine }
    }
    if let many = perDay[ChatLayoutWorkload.Shape.manyDays.rawValue], let one = perDay[ChatLayoutWorkload.Shape.oneDay.rawValue] {
        report.append("  one day / many days, per update (goal ≤ 2): "
                      + zip(one, many).map { String(format: "%.2f", $0 / max($1, 1e-3)) }.joined(separator: ", "))
    }

    // 10,000 single appends in a row, each its own batch update, new texts measured as they arrive.
    var growing = try ChatLayoutWorkload.model(texts, count: 10_000)
    var growingEngine = try ChatLayoutEngine(model: growing, configuration: configuration,
                                             sizing: BubbleSizing(texts: try TextMeasureSizing.cached()), viewportHeight: 844)
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

    /// How the messages spread over time.
    enum Shape: String {
        /// A message every 4 seconds to 4 hours: a new day every 30 messages or so.
        case manyDays = "many days"
        /// A message every half second: 100,000 messages within 14 hours of one day (a support chat, a busy group).
        case oneDay = "one day"
    }

    static let utc = TimeZone(identifier: "UTC") ?? .current

    /// `count` messages from the corpus, cycled.
    static func model(_ texts: [String], count: Int, shape: Shape = .manyDays) throws -> SectionedTranscript {
        var time = start
        let messages = (0..<count).map { index in
            time = time.addingTimeInterval(shape == .oneDay ? 0.5 : gaps[index % gaps.count])
            return message(texts, index: index, time: time)
        }
        return SectionedTranscript(try Transcript(title: "Corpus", me: "me", participants: participants, messages: messages),
                                   timeZone: utc)
    }

    /// A transcript after a change, and the batch update that leads to it.
    struct Change {
        let model: SectionedTranscript
        let update: BatchUpdate
    }

    /// One message appended at the bottom of `model`, the middle message's text replaced by a longer one, the
    /// middle message deleted.
    static func changes(_ texts: [String], model: SectionedTranscript) throws -> [(String, Change)] {
        var appended = model
        let append = try appended.append(message(texts, index: model.messageCount, after: model))
        let transcript = model.transcript
        let middle = transcript.messages.count / 2
        guard let path = model.path(of: transcript.messages[middle].id) else { return [] }
        var resized = transcript.messages
        resized[middle].content = .text((resized[middle].content.text ?? "") + " " + texts[(middle + 7) % texts.count])
        var resize = BatchUpdate()
        resize.reconfiguredItems = [path]
        var deleted = transcript.messages
        deleted.remove(at: middle)
        var delete = BatchUpdate()
        delete.deletedItems = [path]
        func sectioned(_ messages: [Message]) throws -> SectionedTranscript {
            SectionedTranscript(try Transcript(title: "Corpus", me: "me", participants: participants, messages: messages), timeZone: utc)
        }
        return [("append at the bottom", Change(model: appended, update: append)),
                ("resize the middle message", Change(model: try sectioned(resized), update: resize)),
                ("delete the middle message", Change(model: try sectioned(deleted), update: delete))]
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double { microseconds / 1000 }
}
