import ChatModel
import Foundation
import Testing
import ChatSamples
import ChatTextSizing
@testable import ChatBubbles
@testable import ChatLayout

/// The shared corpus (20,000 chat messages in many languages, with emoji, URLs and hard breaks), as a conversation
/// (`CorpusConversation`), laid out with the default TextMeasure sizing.
@Suite struct CorpusInvariantConcurrencyTests {
    typealias F = Fixtures

    @Test func corpusLaidOutWithTextMeasureKeepsTheInvariants() throws {
        let transcript = try CorpusConversation.transcript(participants: F.participants)
        #expect(transcript.messages.count == 20_000)
        let model = SectionedTranscript(transcript, timeZone: F.utc)
        let sizing = try TextMeasureSizing.cached(scale: 3)
        let engine = try F.engine(model, width: 390, texts: sizing, threads: 2)
        let invariants = LayoutInvariants(engine: engine, model: model, sizing: sizing)
        let checked = try invariants.check()
        #expect(checked > 19_000)
        var rng = SeededGenerator(seed: 11)
        invariants.checkRectQueries(count: 100, using: &rng)
        // Every measured size is whole pixels at scale 3.
        for frames in engine.allFrames.prefix(2000) {
            let height = try #require(frames[.body]?.height)
            #expect(abs((height * 3).rounded() - height * 3) < 1e-6)
        }
    }
}
