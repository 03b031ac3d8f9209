import ChatModel
import Foundation
import Testing
import ChatSamples
import ChatTextSizing
@testable import ChatBubbles
@testable import ChatLayout

/// The shared corpus (20,000 chat messages in many languages, with emoji, URLs and hard breaks), turned into a
/// transcript and laid out with the default TextMeasure sizing.
@Suite struct CorpusInvariantConcurrencyTests {
    typealias F = Fixtures

    private struct Line: Decodable {
        var id: Int
        var text: String
    }

    /// The corpus as a conversation: authors take turns in runs, a message every few seconds to hours,
    /// a reply now and then, and the unread separator near the end.
    static func corpusTranscript() throws -> Transcript {
        let data = try SampleCorpus.data()
        let decoder = JSONDecoder()
        var rng = SeededGenerator(seed: 2025)
        var time = F.date("2025-01-06T07:30:00Z")
        var author = "me"
        var messages: [Message] = []
        for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            let entry = try decoder.decode(Line.self, from: Data(line))
            time = time.addingTimeInterval(Double([4, 20, 70, 250, 1800, 14_000].randomElement(using: &rng) ?? 60))
            if Int.random(in: 0..<3, using: &rng) == 0 {
                author = ["me", "alice", "bob", "carol"].randomElement(using: &rng) ?? "me"
            }
            var message = Message(id: MessageID(String(entry.id)), author: author, time: time, text: entry.text,
                                  status: author == "me" ? .read : nil)
            if entry.id % 97 == 5, let target = messages.randomElement(using: &rng) { message.replyTo = target.id }
            messages.append(message)
        }
        let unread = messages.count > 10 ? messages[messages.count - 10].id : nil
        return try Transcript(title: "Corpus", me: "me", participants: F.participants, unreadFrom: unread, messages: messages)
    }

    @Test func corpusLaidOutWithTextMeasureKeepsTheInvariants() throws {
        let transcript = try Self.corpusTranscript()
        #expect(transcript.messages.count == 20_000)
        let model = SectionedTranscript(transcript, timeZone: F.utc)
        let sizing = try TextMeasureSizing.cached(scale: 3)
        var configuration = ChatLayoutConfiguration(viewportWidth: 390)
        configuration.alignsShortChatToBottom = false
        let engine = try ChatLayoutEngine(model: model, configuration: configuration, sizing: BubbleSizing(texts: sizing), threads: 2)
        let invariants = LayoutInvariants(engine: engine, model: model, sizing: sizing)
        let checked = try invariants.check()
        #expect(checked > 19_000)
        var rng = SeededGenerator(seed: 11)
        invariants.checkRectQueries(count: 100, using: &rng)
        // Every measured size is whole pixels at scale 3.
        for frames in Fixtures.allFrames(engine).prefix(2000) {
            let height = try #require(frames[.body]?.height)
            #expect(abs((height * 3).rounded() - height * 3) < 1e-6)
        }
    }
}
