import ChatModel
import Foundation
import Testing
@testable import ChatLayout

/// Batch updates checked against recomputing the layout from scratch.
@Suite struct BatchUpdateTests {
    typealias F = Fixtures

    /// One random edit of a flat message list: what a chat sees (new messages, deletes, edits, history loads,
    /// reorders, whole days moving, the unread marker and names changing).
    static func mutate<G: RandomNumberGenerator>(_ transcript: Transcript, serial: inout Int, using rng: inout G) throws
        -> Transcript {
        var messages = transcript.messages
        var participants = transcript.participants
        var unreadFrom = transcript.unreadFrom
        func newMessage(at time: Date) -> Message {
            serial += 1
            return F.randomMessage(id: "n\(serial)", time: time, existing: messages.map(\.id), using: &rng)
        }
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            switch Int.random(in: 0..<11, using: &rng) {
            case 0, 1:  // a new message at the bottom
                let time = (messages.last?.time ?? F.date("2025-03-01T08:00:00Z"))
                    .addingTimeInterval(Double([10, 100, 5000, 90000].randomElement(using: &rng) ?? 10))
                messages.append(newMessage(at: time))
            case 2:  // a message in the middle, between its neighbours' times
                let index = Int.random(in: 0...messages.count, using: &rng)
                let before = index > 0 ? messages[index - 1].time : F.date("2025-02-27T08:00:00Z")
                let after = index < messages.count ? messages[index].time : before.addingTimeInterval(600)
                let time = before.addingTimeInterval(max(0, after.timeIntervalSince(before)) * Double.random(in: 0...1, using: &rng))
                messages.insert(newMessage(at: time), at: index)
            case 3:  // older history above
                let first = messages.first?.time ?? F.date("2025-03-01T08:00:00Z")
                let older = (0..<Int.random(in: 1...5, using: &rng)).map { k in
                    newMessage(at: first.addingTimeInterval(-Double(5 - k) * Double([60, 40000].randomElement(using: &rng) ?? 60)))
                }
                messages.insert(contentsOf: older, at: 0)
            case 4 where !messages.isEmpty:  // delete
                messages.remove(at: Int.random(in: 0..<messages.count, using: &rng))
            case 5 where !messages.isEmpty:  // edit
                let index = Int.random(in: 0..<messages.count, using: &rng)
                if messages[index].kind == .text || messages[index].kind == .system {
                    messages[index].text = F.randomText(&rng)
                }
                messages[index].edited.toggle()
                if messages[index].author == "me" { messages[index].status = MessageStatus.allCases.randomElement(using: &rng) }
            case 6 where messages.count > 1:  // reorder one message (times unchanged)
                let message = messages.remove(at: Int.random(in: 0..<messages.count, using: &rng))
                messages.insert(message, at: Int.random(in: 0...messages.count, using: &rng))
            case 7 where messages.count > 1:  // move a whole day's block elsewhere
                let model = SectionedTranscript(try Transcript(title: "", me: "me", participants: participants,
                                                               messages: messages), timeZone: F.utc)
                guard model.sections.count > 1 else { break }
                var sections = model.sections
                let section = sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
                sections.insert(section, at: Int.random(in: 0...sections.count, using: &rng))
                messages = sections.flatMap(\.messages)
            case 8:  // the unread marker moves or goes
                unreadFrom = Bool.random(using: &rng) ? messages.randomElement(using: &rng)?.id : nil
            case 9:  // a participant is renamed
                let index = Int.random(in: 1..<participants.count, using: &rng)
                participants[index].name = ["Al", "Alicia", "Robert", "C.", "Zoë"].randomElement(using: &rng) ?? "X"
            default:  // a message toggles deleted
                if let index = messages.indices.randomElement(using: &rng) { messages[index].deleted.toggle() }
            }
        }
        while messages.count > 150 { messages.remove(at: Int.random(in: 0..<messages.count, using: &rng)) }
        if let id = unreadFrom, !messages.contains(where: { $0.id == id }) { unreadFrom = nil }
        return try Transcript(title: transcript.title, me: "me", participants: participants, unreadFrom: unreadFrom,
                              messages: messages)
    }

    /// Everything a collection view would read, for comparing two layouts.
    @discardableResult
    static func expectSameLayout(_ updated: ChatLayoutEngine, _ fresh: ChatLayoutEngine,
                                 sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let everything = CGRect(x: -1, y: -1, width: 10_000, height: fresh.contentSize.height + 2)
        let same = updated.numberOfSections == fresh.numberOfSections && updated.contentSize == fresh.contentSize
            && F.allFrames(updated) == F.allFrames(fresh)
            && updated.elements(in: everything) == fresh.elements(in: everything)
            && (0..<fresh.numberOfSections).allSatisfy { updated.dateHeaderFrame(section: $0) == fresh.dateHeaderFrame(section: $0) }
        #expect(same, sourceLocation: sourceLocation)
        return same
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomBatchesMatchRecomputation(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let sizing = CachedSizing(FixedWidthSizing())
        var transcript = try F.randomTranscript(count: 100, using: &rng)
        var model = SectionedTranscript(transcript, timeZone: F.utc)
        var engine = try F.engine(model, sizing: sizing)
        var serial = 0
        var seen = (moves: 0, sectionMoves: 0, reloads: 0, sectionInserts: 0, sectionDeletes: 0, inserts: 0, deletes: 0)
        for round in 0..<500 {
            transcript = try Self.mutate(transcript, serial: &serial, using: &rng)
            let newModel = SectionedTranscript(transcript, timeZone: F.utc)
            let update = model.batchUpdate(to: newModel)
            seen.moves += update.movedItems.count
            seen.sectionMoves += update.movedSections.count
            seen.reloads += update.reloadedItems.count
            seen.sectionInserts += update.insertedSections.count
            seen.sectionDeletes += update.deletedSections.count
            seen.inserts += update.insertedItems.count
            seen.deletes += update.deletedItems.count
            let transition = try engine.apply(update, model: newModel)
            let fresh = try F.engine(newModel, sizing: sizing)
            guard Self.expectSameLayout(engine, fresh) else {
                Issue.record("seed \(seed), round \(round): \(update)")
                break
            }
            // The transition maps every surviving message to its old path.
            for s in 0..<newModel.sections.count {
                for i in 0..<newModel.sections[s].messages.count {
                    let path = ItemPath(section: s, item: i)
                    if let old = transition.oldPath(forNew: path) {
                        #expect(model[old].id == newModel[path].id)
                        #expect(transition.newPath(forOld: old) == path)
                    } else {
                        let id = newModel[path].id
                        let wasThere = model.message(withID: id) != nil
                        let reloaded = transition.initialAttributes(forItemAt: path)?.alpha == 0
                        #expect(!wasThere || reloaded || update.insertedItems.contains(path)
                                || update.insertedSections.contains(s), "round \(round) \(path)")
                    }
                }
            }
            model = newModel
        }
        // Every kind of change was exercised.
        #expect(seen.moves > 0 && seen.sectionMoves > 0 && seen.reloads > 0 && seen.sectionInserts > 0
                && seen.sectionDeletes > 0 && seen.inserts > 0 && seen.deletes > 0, "\(seen)")
    }

    @Test func appendAndPrependReturnTheirUpdates() throws {
        var rng = SeededGenerator(seed: 9)
        var model = SectionedTranscript(try F.randomTranscript(count: 50, using: &rng), timeZone: F.utc)
        var engine = try F.engine(model)
        let last = model.sections.last?.messages.last?.time ?? Date()
        let update = try model.append(F.text("x1", "alice", "2025-03-01T00:00:00Z", "hi").with(time: last.addingTimeInterval(5)))
        #expect(update.insertedItems.count == 1 && update.insertedSections.isEmpty)
        try engine.apply(update, model: model)
        Self.expectSameLayout(engine, try F.engine(model))
        let nextDay = try model.append(F.text("x2", "bob", "2025-03-01T00:00:00Z", "hey").with(time: last.addingTimeInterval(200_000)))
        #expect(nextDay.insertedSections == IndexSet(integer: model.sections.count - 1))
        try engine.apply(nextDay, model: model)
        Self.expectSameLayout(engine, try F.engine(model))
        let first = model.sections[0].messages[0].time
        let older = try model.prepend([
            F.text("o1", "carol", "2025-01-01T00:00:00Z", "old").with(time: first.addingTimeInterval(-100_000)),
            F.text("o2", "carol", "2025-01-01T00:00:00Z", "older").with(time: first.addingTimeInterval(-10)),
        ])
        try engine.apply(older, model: model)
        Self.expectSameLayout(engine, try F.engine(model))
        #expect(throws: TranscriptError.duplicateMessageID("o1")) {
            try model.append(F.text("o1", "carol", "2025-01-01T00:00:00Z", "again"))
        }
    }

    @Test func invalidBatchesAreRejectedWithoutChangingTheLayout() throws {
        let model = try F.model([
            F.text("a", "alice", "2025-03-03T10:00:00Z", "One"),
            F.text("b", "alice", "2025-03-03T10:01:00Z", "Two"),
        ])
        var engine = try F.engine(model)
        let before = F.allFrames(engine)
        var outOfRange = BatchUpdate()
        outOfRange.deletedItems = [ItemPath(section: 0, item: 5)]
        #expect(throws: ChatLayoutError.self) { try engine.apply(outOfRange, model: model) }
        var twice = BatchUpdate()
        twice.deletedItems = [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 0)]
        #expect(throws: ChatLayoutError.self) { try engine.apply(twice, model: model) }
        var wrongCount = BatchUpdate()
        wrongCount.insertedItems = [ItemPath(section: 0, item: 1)]
        #expect(throws: ChatLayoutError.self) { try engine.apply(wrongCount, model: model) }
        let swapped = try F.model([
            F.text("b", "alice", "2025-03-03T10:01:00Z", "Two"),
            F.text("a", "alice", "2025-03-03T10:00:00Z", "One"),
        ])
        #expect(throws: ChatLayoutError.self) { try engine.apply(BatchUpdate(), model: swapped) }
        #expect(F.allFrames(engine) == before)
        // The right batch for the swap: a move, with UIKit's old/new index rule.
        var move = BatchUpdate()
        move.movedItems = [ItemMove(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 0))]
        let transition = try engine.apply(move, model: swapped)
        Self.expectSameLayout(engine, try F.engine(swapped))
        #expect(transition.finalAttributes(forItemAt: ItemPath(section: 0, item: 1))?.frame
            == engine.frames(at: ItemPath(section: 0, item: 0))?.frame)
    }

    @Test func itemMovesBetweenSectionsThatStay() throws {
        let a1 = F.text("a1", "alice", "2025-03-03T10:00:00Z", "first")
        let a2 = F.text("a2", "alice", "2025-03-03T10:01:00Z", "second")
        let b1 = F.text("b1", "bob", "2025-03-04T10:00:00Z", "next day")
        let c1 = F.text("c1", "me", "2025-03-03T11:00:00Z", "back on the first day")
        let model = try F.model([a1, a2, b1, c1])
        #expect(model.sections.map { $0.messages.count } == [2, 1, 1])
        let moved = try F.model([a1, b1, c1, a2])
        #expect(moved.sections.map { $0.messages.count } == [1, 1, 2])
        var update = BatchUpdate()
        update.movedItems = [ItemMove(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 2, item: 1))]
        var engine = try F.engine(model)
        let transition = try engine.apply(update, model: moved)
        Self.expectSameLayout(engine, try F.engine(moved))
        #expect(transition.newPath(forOld: ItemPath(section: 0, item: 1)) == ItemPath(section: 2, item: 1))
        #expect(model.batchUpdate(to: moved).movedItems == update.movedItems)
    }

    @Test func appearingAndDisappearingAttributes() throws {
        var model = try F.model([F.text("a", "alice", "2025-03-03T10:00:00Z", "One")])
        var engine = try F.engine(model)
        let old = try #require(engine.frames(at: ItemPath(section: 0, item: 0)))
        let update = try model.append(F.text("b", "me", "2025-03-04T10:00:00Z", "New day"))
        let transition = try engine.apply(update, model: model)
        let inserted = ItemPath(section: 1, item: 0)
        #expect(transition.initialAttributes(forItemAt: inserted)
            == ElementAttributes(frame: try #require(engine.frames(at: inserted)).frame, alpha: 0))
        #expect(transition.initialAttributes(forItemAt: ItemPath(section: 0, item: 0))
            == ElementAttributes(frame: old.frame, alpha: 1))
        #expect(transition.initialAttributes(forDateHeaderInSection: 1)?.alpha == 0)
        #expect(transition.finalAttributes(forDateHeaderInSection: 0)?.alpha == 1)
        var delete = BatchUpdate()
        delete.deletedSections = [0]
        let remaining = SectionedTranscript(
            try Transcript(title: "", me: "me", participants: F.participants, messages: [model.sections[1].messages[0]]),
            timeZone: F.utc)
        let removal = try engine.apply(delete, model: remaining)
        #expect(removal.finalAttributes(forItemAt: ItemPath(section: 0, item: 0))
            == ElementAttributes(frame: try #require(removal.before.frames(at: ItemPath(section: 0, item: 0))).frame, alpha: 0))
        #expect(removal.finalAttributes(forDateHeaderInSection: 0)?.alpha == 0)
        #expect(removal.newSection(forOld: 1) == 0)
    }
}

extension Message {
    func with(time: Date) -> Message {
        var copy = self
        copy.time = time
        return copy
    }
}
