import ChatModel
import Foundation
import Testing
@testable import ChatBubbles
@testable import ChatLayout

/// Random transcripts of every message kind, their texts measured by the fixed-width sizing (the estimates' sizing):
/// the invariants of ``LayoutInvariants`` (the corpus suite's, here over every kind of message and several widths).
@Suite struct InvariantConcurrencyTests {
    typealias F = Fixtures

    @Test func generatedTranscriptOfFiveThousandMessages() throws {
        var rng = SeededGenerator(seed: 42)
        let model = SectionedTranscript(try F.randomTranscript(count: 5000, using: &rng), timeZone: F.utc)
        let sizing = CachedSizing(FixedWidthSizing())
        let engine = try F.engine(model, width: 320, texts: sizing, threads: 2)
        let invariants = LayoutInvariants(engine: engine, model: model, sizing: sizing)
        let checked = try invariants.check()
        // Plain text bubbles: 13 of the generator's 20 draws are text, less replies and deleted ones (2,894 here).
        #expect(checked > 2800)
        invariants.checkRectQueries(count: 300, using: &rng)
        // Two threads and one give the same layout.
        let serial = try F.engine(model, width: 320, texts: sizing, threads: 1)
        #expect(serial.allFrames == engine.allFrames)
    }

    @Test(arguments: [240, 375, 1024] as [CGFloat])
    func generatedTranscriptAtOtherWidths(width: CGFloat) throws {
        var rng = SeededGenerator(seed: 7)
        let model = SectionedTranscript(try F.randomTranscript(count: 800, using: &rng), timeZone: F.utc)
        let sizing = FixedWidthSizing()
        let engine = try F.engine(model, width: width, texts: sizing)
        try LayoutInvariants(engine: engine, model: model, sizing: sizing).check()
        // Resizing equals laying out at the new width from scratch.
        var resized = engine
        try resized.setViewportWidth(width + 50)
        let fresh = try F.engine(model, width: width + 50, texts: sizing)
        #expect(resized.allFrames == fresh.allFrames)
    }

}
