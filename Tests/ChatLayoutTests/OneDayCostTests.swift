import ChatModel
import Foundation
import Testing
@testable import ChatLayout

/// Work per update inside one long day: counted (`updateCost`: tree nodes and messages the update touched), never
/// timed. Appending one message to a day of `n` messages must cost O(log n), not O(n).
@Suite struct OneDayCostTests {
    typealias F = Fixtures

    /// `count` short messages on one day, authors changing every few messages, seconds apart.
    static func oneDay(_ count: Int) throws -> SectionedTranscript {
        let start = F.date("2025-03-03T00:00:01Z")
        let authors = ["me", "alice", "bob"]
        let messages = (0..<count).map { index in
            Message(id: MessageID("m\(index)"), author: authors[(index / 3) % authors.count],
                    time: start.addingTimeInterval(Double(index) * 0.5), text: "message \(index)")
        }
        return try F.model(messages)
    }

    /// The cost of appending one message at the bottom of a one-day chat of `count` messages.
    static func appendCost(_ count: Int) throws -> Int {
        var model = try oneDay(count)
        #expect(model.sections.count == 1)
        var engine = try F.engine(model)
        let last = try #require(model.sections.last?.messages.last)
        let update = try model.append(F.text("new", "alice", "2025-03-03T00:00:00Z", "appended")
            .with(time: last.time.addingTimeInterval(1)))
        try engine.apply(update, model: model)
        return engine.updateCost
    }

    @Test func appendingToALongDayCostsLogarithmicWork() throws {
        let small = try Self.appendCost(1_000)
        let large = try Self.appendCost(16_000)
        // log2(16,000) ≈ 14: a few dozen nodes and messages per level at most, and 16 times the messages may add
        // only a few levels' worth, not 16 times the work.
        #expect(large <= 40 * 14, "appending to 16,000 messages touched \(large)")
        #expect(large - small <= 40 * 4, "1,000 messages: \(small), 16,000: \(large)")
    }
}
