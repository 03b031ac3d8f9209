import ChatModel
import Foundation
import Testing
@testable import ChatLayout

/// The reader's view must not jump: after every kind of update the anchored message (and everything else that
/// stayed on screen) is at exactly the same screen position. The test sizing keeps every length a whole number of
/// points, so "exactly" means `==`.
@Suite struct AnchoringConcurrencyTests {
    typealias F = Fixtures
    static let viewport: CGFloat = 600

    static func setUp(count: Int = 300, seed: UInt64 = 5) throws -> (SectionedTranscript, ChatLayoutEngine) {
        var rng = SeededGenerator(seed: seed)
        let model = SectionedTranscript(try F.randomTranscript(count: count, using: &rng), timeZone: F.utc)
        return (model, try F.engine(model, viewportHeight: viewport))
    }

    /// Screen y of every message in the viewport at `offset`, by id.
    static func screenPositions(_ engine: ChatLayoutEngine, offset: CGFloat) -> [MessageID: CGFloat] {
        var positions: [MessageID: CGFloat] = [:]
        for path in engine.itemPaths(in: engine.visibleRect(contentOffset: offset)) {
            if let frames = engine.frames(at: path) { positions[frames.id] = frames.frame.minY - offset }
        }
        return positions
    }

    /// Messages on screen before and after that exist in both keep their screen position.
    static func expectNothingMoved(_ transition: LayoutTransition, from offset: CGFloat, to newOffset: CGFloat,
                                   except changed: Set<MessageID> = [], sourceLocation: SourceLocation = #_sourceLocation) {
        let before = screenPositions(transition.before, offset: offset)
        let after = screenPositions(transition.after, offset: newOffset)
        let common = Set(before.keys).intersection(after.keys).subtracting(changed)
        #expect(!common.isEmpty, sourceLocation: sourceLocation)
        for id in common {
            #expect(before[id] == after[id], "\(id)", sourceLocation: sourceLocation)
        }
    }

    @Test func loadingOlderMessagesAboveKeepsTheVisibleMessages() throws {
        var (model, engine) = try Self.setUp()
        let offset = (engine.contentSize.height / 2).rounded()
        guard case .item(let id, .top, let distance) = engine.anchor(contentOffset: offset) else {
            Issue.record("expected an item anchor")
            return
        }
        let first = model.sections[0].messages[0].time
        let update = try model.prepend((0..<30).map { k in
            F.text("old\(k)", k % 2 == 0 ? "alice" : "me", "2025-01-01T00:00:00Z", "older message \(k)")
                .with(time: first.addingTimeInterval(Double(k - 30) * 5000))
        })
        let transition = try engine.apply(update, model: model)
        let newOffset = transition.contentOffset(from: offset)
        #expect(newOffset > offset)
        #expect(try #require(engine.frames(ofMessage: id)).frame.minY - newOffset == distance)
        Self.expectNothingMoved(transition, from: offset, to: newOffset)
    }

    @Test func atTheBottomStaysAtTheBottom() throws {
        var (model, engine) = try Self.setUp()
        let offset = engine.maximumContentOffset
        #expect(engine.anchor(contentOffset: offset) == .bottom)
        let last = try #require(model.sections.last?.messages.last)
        let update = try model.append(F.text("new", "alice", "2025-01-01T00:00:00Z", "a new message that arrives")
            .with(time: last.time.addingTimeInterval(30)))
        let transition = try engine.apply(update, model: model)
        let newOffset = transition.contentOffset(from: offset)
        #expect(newOffset == engine.maximumContentOffset)
        let frame = try #require(engine.frames(ofMessage: "new")).frame
        let bottomInset = CGFloat(engine.configuration.contentInsets.bottom)
        #expect(frame.maxY + bottomInset - newOffset == Self.viewport)
    }

    @Test func insertBelowWhileReadingAboveChangesNothingOnScreen() throws {
        var (model, engine) = try Self.setUp()
        let offset = (engine.contentSize.height / 3).rounded()
        let last = try #require(model.sections.last?.messages.last)
        let update = try model.append(F.text("new", "bob", "2025-01-01T00:00:00Z", "below")
            .with(time: last.time.addingTimeInterval(30)))
        let transition = try engine.apply(update, model: model)
        let newOffset = transition.contentOffset(from: offset)
        #expect(newOffset == offset)
        Self.expectNothingMoved(transition, from: offset, to: newOffset)
    }

    @Test func deletesAndHeightChangesAboveKeepTheAnchor() throws {
        let (model, start) = try Self.setUp()
        var engine = start
        let offset = (engine.contentSize.height / 2).rounded()
        let visible = engine.itemPaths(in: engine.visibleRect(contentOffset: offset))
        let firstVisible = try #require(visible.first)
        // Delete three messages and make two much taller, all above the viewport.
        var transcript = model.transcript
        let aboveIDs = Set((0..<firstVisible.section).flatMap { model.sections[$0].messages.map(\.id) })
        let above = transcript.messages.indices.filter { aboveIDs.contains(transcript.messages[$0].id) && transcript.messages[$0].kind == .text && !transcript.messages[$0].isDeleted }
        #expect(above.count > 10)
        for index in above.prefix(2) {
            transcript.messages[index].content = .text(String(repeating: "taller message ", count: 40))
        }
        let removed = Set(above.suffix(3).map { transcript.messages[$0].id })
        transcript.messages.removeAll { removed.contains($0.id) }
        if let unread = transcript.unreadFrom, removed.contains(unread) { transcript.unreadFrom = nil }
        let newModel = SectionedTranscript(try Transcript(title: transcript.title, me: "me", participants: transcript.participants,
                                                          unreadFrom: transcript.unreadFrom, messages: transcript.messages),
                                           timeZone: F.utc)
        let update = model.batchUpdate(to: newModel)
        #expect(update.deletedItems.count == 3 && update.reconfiguredItems.count >= 2)
        let transition = try engine.apply(update, model: newModel)
        let newOffset = transition.contentOffset(from: offset)
        #expect(newOffset != offset)
        Self.expectNothingMoved(transition, from: offset, to: newOffset)
    }

    @Test func theAnchoredMessageGrowingKeepsItsTop() throws {
        let (model, start) = try Self.setUp()
        var engine = start
        let offset = (engine.contentSize.height / 2).rounded()
        guard case .item(let id, .top, let distance) = engine.anchor(contentOffset: offset) else {
            Issue.record("expected an item anchor")
            return
        }
        var transcript = model.transcript
        let index = try #require(transcript.messages.firstIndex { $0.id == id })
        transcript.messages[index].content = .text(String(repeating: "grown ", count: 150))
        let newModel = SectionedTranscript(transcript, timeZone: F.utc)
        let transition = try engine.apply(model.batchUpdate(to: newModel), model: newModel)
        let newOffset = transition.contentOffset(from: offset)
        #expect(try #require(engine.frames(ofMessage: id)).frame.minY - newOffset == distance)
        let grown = try #require(engine.frames(ofMessage: id)).frame.height
        let was = try #require(transition.before.frames(ofMessage: id)).frame.height
        #expect(grown > was, "\(id) \(transcript.messages[index])")
    }

    @Test(arguments: [260, 375, 414, 768] as [CGFloat])
    func widthChangesKeepTheAnchoredMessage(newWidth: CGFloat) throws {
        let (_, original) = try Self.setUp()
        var engine = original
        let offset = (engine.contentSize.height * 0.6).rounded()
        let anchor = engine.anchor(contentOffset: offset)
        guard case .item(let id, .top, let distance) = anchor else {
            Issue.record("expected an item anchor")
            return
        }
        let transition = try engine.setViewportWidth(newWidth)
        let newOffset = transition.contentOffset(from: offset)
        #expect(newOffset == engine.contentOffset(for: anchor))
        #expect(try #require(engine.frames(ofMessage: id)).frame.minY - newOffset == distance)
        // A bottom anchor keeps the bottom.
        #expect(transition.contentOffset(from: original.maximumContentOffset) == engine.maximumContentOffset)
        #expect(engine.contentOffset(for: .top) == 0)
    }

    @Test func replacingEstimatesNeverMovesWhatIsVisible() throws {
        var rng = SeededGenerator(seed: 21)
        let model = SectionedTranscript(try F.randomTranscript(count: 400, using: &rng), timeZone: F.utc)
        let sizing = TextLengthSizing()
        // Estimates with a wider advance and taller lines than the real ones, so every estimated height is wrong.
        let policy = EstimationPolicy(estimator: TextLengthSizing(advance: 12, lineHeight: 22), exactItemsAtBottom: 40)
        var engine = try ChatLayoutEngine(model: model, configuration: F.configuration(), sizing: sizing,
                                          viewportHeight: Self.viewport, estimation: policy)
        #expect(engine.estimatedItemCount == 360)
        var offset = (engine.contentSize.height * 0.4).rounded()
        // First the visible window is measured exactly.
        var visible = engine.visibleRect(contentOffset: offset)
        offset = engine.replaceEstimates(try engine.measureEstimates(engine.estimatedItems(near: visible, limit: 100)))
            .contentOffset(from: offset)
        visible = engine.visibleRect(contentOffset: offset)
        #expect(engine.itemPaths(in: visible).allSatisfy { engine.frames(at: $0)?.isEstimated == false })
        // Then the rest, in background-sized chunks: what is visible never moves.
        var rounds = 0
        while engine.estimatedItemCount > 0 {
            let before = Self.screenPositions(engine, offset: offset)
            let snapshot = engine  // measured "in the background" on a copy
            let measured = try snapshot.measureEstimates(snapshot.estimatedItems(near: visible, limit: 37), threads: 2)
            offset = engine.replaceEstimates(measured).contentOffset(from: offset)
            let after = Self.screenPositions(engine, offset: offset)
            #expect(before == after)
            rounds += 1
            if rounds > 100 { break }
        }
        #expect(engine.estimatedItemCount == 0)
        // Once everything is exact, the layout is the exact layout.
        let exact = try ChatLayoutEngine(model: model, configuration: F.configuration(), sizing: sizing, viewportHeight: Self.viewport)
        #expect(engine.allFrames == exact.allFrames)
    }

    @Test func scrollToMessage() throws {
        let (model, engine) = try Self.setUp()
        let id = model.sections[2].messages[1].id
        let frame = try #require(engine.frames(ofMessage: id)).frame
        #expect(try engine.contentOffset(scrollingTo: id, position: .top, offset: 10) == frame.minY - 10)
        #expect(try engine.contentOffset(scrollingTo: id, position: .center) == frame.midY - Self.viewport / 2)
        #expect(try engine.contentOffset(scrollingTo: id, position: .bottom, offset: 4) == frame.maxY + 4 - Self.viewport)
        // Clamped to the scrollable range.
        let firstID = model.sections[0].messages[0].id
        #expect(try engine.contentOffset(scrollingTo: firstID, position: .bottom) == 0)
        let lastID = try #require(model.sections.last?.messages.last?.id)
        #expect(try engine.contentOffset(scrollingTo: lastID, position: .top) == engine.maximumContentOffset)
        #expect(throws: ChatLayoutError.unknownMessage("nope")) {
            try engine.contentOffset(scrollingTo: "nope", position: .top)
        }
    }
}
