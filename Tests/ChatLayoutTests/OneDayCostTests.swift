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

    /// A change in the middle of a one-day chat of `count` messages.
    enum MiddleChange: CaseIterable {
        case insert, delete, resize, move
    }

    /// The cost of `change` in the middle of a one-day chat of `count` messages, applied as the diff's batch.
    static func middleCost(_ change: MiddleChange, count: Int) throws -> Int {
        let model = try oneDay(count)
        var engine = try F.engine(model)
        var messages = model.transcript.messages
        let middle = count / 2
        switch change {
        case .insert:
            messages.insert(Message(id: "new", author: "carol", time: messages[middle].time, text: "in the middle"), at: middle)
        case .delete:
            messages.remove(at: middle)
        case .resize:
            messages[middle].content = .text(String(repeating: "a much longer text ", count: 12))
        case .move:
            messages.insert(messages.remove(at: middle), at: middle + 7)
        }
        let new = try F.model(messages)
        let update = model.batchUpdate(to: new, moves: .fewest)
        try engine.apply(update, model: new)
        Self.expectSameFrames(engine, try F.engine(new))
        return engine.updateCost
    }

    static func expectSameFrames(_ updated: ChatLayoutEngine, _ fresh: ChatLayoutEngine,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(updated.contentSize == fresh.contentSize, sourceLocation: sourceLocation)
        let middle = CGRect(x: 0, y: fresh.contentSize.height / 2 - 400, width: 320, height: 800)
        #expect(updated.elements(in: middle) == fresh.elements(in: middle), sourceLocation: sourceLocation)
    }

    @Test(arguments: MiddleChange.allCases)
    func changesInTheMiddleOfALongDayCostLogarithmicWork(change: MiddleChange) throws {
        let small = try Self.middleCost(change, count: 1_000)
        let large = try Self.middleCost(change, count: 16_000)
        #expect(large <= 40 * 14, "\(change) in 16,000 messages touched \(large)")
        #expect(large - small <= 40 * 4, "\(change): 1,000 messages: \(small), 16,000: \(large)")
    }

    @Test func oneDayCostsWhatManyDaysCost() throws {
        // The same append on 16,000 messages over many days (a new day every 40 messages).
        let start = F.date("2025-03-03T00:00:01Z")
        var model = try F.model((0..<16_000).map { index in
            Message(id: MessageID("m\(index)"), author: ["me", "alice", "bob"][(index / 3) % 3],
                    time: start.addingTimeInterval(Double(index / 40) * 86_400 + Double(index % 40)), text: "message \(index)")
        })
        #expect(model.sections.count == 400)
        var engine = try F.engine(model)
        let last = try #require(model.sections.last?.messages.last)
        let update = try model.append(F.text("new", "alice", "2025-03-03T00:00:00Z", "appended").with(time: last.time.addingTimeInterval(1)))
        try engine.apply(update, model: model)
        let manyDays = engine.updateCost
        let oneDay = try Self.appendCost(16_000)
        #expect(oneDay <= 2 * manyDays, "one day: \(oneDay), many days: \(manyDays)")
    }
}
