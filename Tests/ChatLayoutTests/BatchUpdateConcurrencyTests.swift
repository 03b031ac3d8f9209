import ChatModel
import Foundation
import Testing
@testable import ChatLayout

/// Batch updates checked against recomputing the layout from scratch.
@Suite struct BatchUpdateConcurrencyTests {
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
            switch Int.random(in: 0..<14, using: &rng) {
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
                if !messages[index].isDeleted, messages[index].kind == .text || messages[index].kind == .system {
                    let text = F.randomText(&rng)
                    messages[index].content = messages[index].kind == .text ? .text(text) : .system(text)
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
            case 10 where !messages.isEmpty:  // a status tick on one of the reader's messages
                if let index = messages.indices.filter({ messages[$0].author == "me" }).randomElement(using: &rng) {
                    messages[index].status = MessageStatus.allCases.randomElement(using: &rng)
                }
            case 11 where !messages.isEmpty:  // a message turns into another kind
                let index = Int.random(in: 0..<messages.count, using: &rng)
                let id = messages[index].id.rawValue
                let content: MessageContent = messages[index].kind == .card
                    ? .text("was a card") : .card(CardContent(title: "Card \(id)", body: "changed kind", button: "Open"))
                messages[index].content = messages[index].isDeleted ? .deleted(content.kind) : content
            case 12 where messages.count > 1:  // a day's messages move to the next, empty, day in place (a clock fix)
                let model = SectionedTranscript(try Transcript(title: "", me: "me", participants: participants,
                                                               messages: messages), timeZone: F.utc)
                let candidates = model.sections.indices.filter { s in
                    s + 1 == model.sections.count || model.sections[s + 1].day.ordinal > model.sections[s].day.ordinal + 1
                }
                guard let s = candidates.randomElement(using: &rng) else { break }
                let ids = Set(model.sections[s].messages.map(\.id))
                for index in messages.indices where ids.contains(messages[index].id) {
                    messages[index].time = messages[index].time.addingTimeInterval(86_400)
                }
            default:  // a message toggles deleted
                if let index = messages.indices.randomElement(using: &rng) {
                    // An undeleted message says something new (what it said before was not kept).
                    let kind = messages[index].kind
                    messages[index].content = messages[index].isDeleted ? (kind == .system ? .system("back") : .text("back"))
                        : .deleted(kind)
                }
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
            && updated.allFrames == fresh.allFrames
            && updated.elements(in: everything) == fresh.elements(in: everything)
            && (0..<fresh.numberOfSections).allSatisfy { updated.dateHeaderFrame(section: $0) == fresh.dateHeaderFrame(section: $0) }
        #expect(same, sourceLocation: sourceLocation)
        return same
    }

    /// A content offset a reader might have: the bottom a third of the time, else anywhere.
    static func randomOffset<G: RandomNumberGenerator>(_ engine: ChatLayoutEngine, using rng: inout G) -> CGFloat {
        let maximum = engine.maximumContentOffset
        return Int.random(in: 0..<3, using: &rng) == 0 ? maximum : (CGFloat.random(in: 0...maximum, using: &rng)).rounded()
    }

    /// Checks the target offset of `transition` from `offset`: within the new content, and anchored as the reader's
    /// anchor asks (the bottom stays at the bottom; the anchored message keeps its screen position unless that would
    /// leave the content; a vanished one hands over to a visible neighbour that stayed, else to the bottom).
    @discardableResult
    static func expectValidOffset(_ transition: LayoutTransition, from offset: CGFloat,
                                  sourceLocation: SourceLocation = #_sourceLocation) -> CGFloat {
        let target = transition.contentOffset(from: offset)
        let after = transition.after
        #expect(target >= 0 && target <= after.maximumContentOffset, "\(target) outside 0…\(after.maximumContentOffset)",
                sourceLocation: sourceLocation)
        func clamped(_ y: CGFloat) -> CGFloat { min(max(0, y), after.maximumContentOffset) }
        switch transition.before.anchor(contentOffset: offset) {
        case .top: #expect(target == 0, sourceLocation: sourceLocation)
        case .bottom: #expect(target == after.maximumContentOffset, sourceLocation: sourceLocation)
        case .item(let id, _, let distance):
            if let frame = after.frames(ofMessage: id)?.frame, transition.before.path(of: id).flatMap(transition.newPath(forOld:)) != nil {
                #expect(target == clamped(frame.minY - distance), "anchor \(id)", sourceLocation: sourceLocation)
            } else {
                // Some message visible before that stayed keeps its screen position, or the reader went to the bottom.
                let visible = transition.before.itemPaths(in: transition.before.visibleRect(contentOffset: offset))
                let kept = visible.contains { path in
                    guard let was = transition.before.frames(at: path)?.frame, let new = transition.newPath(forOld: path),
                          let frame = after.frames(at: new)?.frame else { return false }
                    return target == clamped(frame.minY - (was.minY - offset))
                }
                #expect(kept || target == after.maximumContentOffset, "fallback for \(id)", sourceLocation: sourceLocation)
            }
        }
        return target
    }

    /// 2,000 random batches (every kind of change: inserts, deletes, moves, reconfigures, reloads, section inserts,
    /// deletes, moves and reloads) against a layout recomputed from scratch; between them the keyboard comes and
    /// goes, the input bar grows, the width changes and the indicators toggle. After every step the proposed offset
    /// is checked for validity and anchoring.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomBatchesMatchRecomputation(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let sizing = TextLengthSizing()
        var transcript = try F.randomTranscript(count: 100, using: &rng)
        var model = SectionedTranscript(transcript, timeZone: F.utc)
        var configuration = F.configuration()
        var height: CGFloat = 600
        var engine = try F.engine(model, configuration: configuration, sizing: sizing, viewportHeight: height)
        var serial = 0
        var seen = (moves: 0, sectionMoves: 0, reloads: 0, reconfigures: 0, sectionInserts: 0, sectionDeletes: 0,
                    sectionReloads: 0, inserts: 0, deletes: 0, viewports: 0, widths: 0)
        func fresh() throws -> ChatLayoutEngine {
            var fresh = try F.engine(model, configuration: configuration, sizing: sizing, viewportHeight: height)
            fresh.setTypingIndicator(engine.showsTypingIndicator)
            fresh.setLoadingIndicator(engine.showsLoadingIndicator)
            return fresh
        }
        for round in 0..<500 {
            transcript = try Self.mutate(transcript, serial: &serial, using: &rng)
            let newModel = SectionedTranscript(transcript, timeZone: F.utc)
            let update = model.batchUpdate(to: newModel, moves: Bool.random(using: &rng) ? .fewest : .byRank)
            seen.moves += update.movedItems.count
            seen.sectionMoves += update.movedSections.count
            seen.reloads += update.reloadedItems.count
            seen.reconfigures += update.reconfiguredItems.count
            seen.sectionInserts += update.insertedSections.count
            seen.sectionDeletes += update.deletedSections.count
            seen.sectionReloads += update.reloadedSections.count
            seen.inserts += update.insertedItems.count
            seen.deletes += update.deletedItems.count
            var offset = Self.randomOffset(engine, using: &rng)
            let transition = try engine.apply(update, model: newModel)
            model = newModel
            offset = Self.expectValidOffset(transition, from: offset)
            guard Self.expectSameLayout(engine, try fresh()) else {
                Issue.record("seed \(seed), round \(round): \(update)")
                break
            }
            // The transition maps every surviving message to its old path.
            for s in 0..<newModel.sections.count {
                for i in 0..<newModel.sections[s].messages.count {
                    let path = ItemPath(section: s, item: i)
                    if let old = transition.oldPath(forNew: path) {
                        #expect(transition.before.message(at: old)?.id == newModel[path].id)
                        #expect(transition.newPath(forOld: old) == path)
                    } else {
                        #expect([.inserted, .reloaded].contains(transition.change(ofItemAt: path)), "round \(round) \(path)")
                    }
                }
            }
            // The keyboard, the input bar, the width, the indicators.
            switch Int.random(in: 0..<12, using: &rng) {
            case 0, 1, 2:
                let heights: [CGFloat] = [600, 309, 289, 269, 250]  // no keyboard; a 291-pt keyboard; the input bar growing
                height = heights.randomElement(using: &rng) ?? 600
                offset = Self.expectValidOffset(try engine.setViewportHeight(height), from: offset)
                seen.viewports += 1
            case 3:
                configuration.viewportWidth = [320, 300, 375].randomElement(using: &rng) ?? 320
                offset = Self.expectValidOffset(try engine.setViewportWidth(configuration.viewportWidth), from: offset)
                seen.widths += 1
            case 4:
                offset = Self.expectValidOffset(engine.setTypingIndicator(!engine.showsTypingIndicator), from: offset)
            case 5:
                offset = Self.expectValidOffset(engine.setLoadingIndicator(!engine.showsLoadingIndicator), from: offset)
            default:
                continue
            }
            guard Self.expectSameLayout(engine, try fresh()) else {
                Issue.record("seed \(seed), round \(round): after a viewport change")
                break
            }
        }
        // Every kind of change was exercised.
        let counts: [Int] = [seen.moves, seen.sectionMoves, seen.reloads, seen.reconfigures, seen.sectionInserts,
                             seen.sectionDeletes, seen.sectionReloads, seen.inserts, seen.deletes, seen.viewports, seen.widths]
        #expect(counts.allSatisfy { $0 > 0 }, "\(seen)")
    }

    /// Random batches on a layout with estimates, with random estimate swaps between them (measured on a copy, as on
    /// a background thread): offsets stay valid and anchored after every step, the estimate count is the number of
    /// estimated frames, and once everything is measured the layout is the exact one.
    @Test(arguments: [5, 6] as [UInt64])
    func estimateSwapsBetweenRandomBatches(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let sizing = TextLengthSizing()
        let policy = EstimationPolicy(estimator: TextLengthSizing(advance: 12, lineHeight: 22), exactItemsAtBottom: 15)
        var transcript = try F.randomTranscript(count: 120, using: &rng)
        var model = SectionedTranscript(transcript, timeZone: F.utc)
        var engine = try ChatLayoutEngine(model: model, configuration: F.configuration(), sizing: sizing,
                                          viewportHeight: 500, estimation: policy)
        var serial = 0
        var swaps = 0
        for _ in 0..<150 {
            transcript = try Self.mutate(transcript, serial: &serial, using: &rng)
            let newModel = SectionedTranscript(transcript, timeZone: F.utc)
            var offset = Self.randomOffset(engine, using: &rng)
            offset = Self.expectValidOffset(try engine.apply(model.batchUpdate(to: newModel), model: newModel), from: offset)
            model = newModel
            let copy = engine
            let rect = copy.visibleRect(contentOffset: CGFloat.random(in: 0...max(1, copy.contentSize.height), using: &rng))
            let measured = try copy.measureEstimates(copy.estimatedItems(near: rect, limit: Int.random(in: 1...12, using: &rng)),
                                                     threads: 2)
            swaps += measured.count
            Self.expectValidOffset(engine.replaceEstimates(measured), from: offset)
            #expect(engine.estimatedItemCount == engine.allFrames.filter(\.isEstimated).count)
        }
        #expect(swaps > 30)
        while engine.estimatedItemCount > 0 {
            let everything = CGRect(x: 0, y: 0, width: 320, height: engine.contentSize.height)
            engine.replaceEstimates(try engine.measureEstimates(engine.estimatedItems(near: everything, limit: 50)))
        }
        Self.expectSameLayout(engine, try F.engine(model, sizing: sizing, viewportHeight: 500))
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
        let before = engine.allFrames
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
        #expect(engine.allFrames == before)
        // The right batch for the swap: a move, with UIKit's old/new index rule.
        var move = BatchUpdate()
        move.movedItems = [ItemMove(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 0))]
        let transition = try engine.apply(move, model: swapped)
        Self.expectSameLayout(engine, try F.engine(swapped))
        #expect(transition.finalAttributes(forItemAt: ItemPath(section: 0, item: 1))?.frame
            == engine.frames(at: ItemPath(section: 0, item: 0))?.frame)
    }

    /// fuzz-batch-updates' finding: against an unchanged transcript of days with 1, 1, 8, 1, 1, 2 messages, deleting
    /// day 1 and inserting day 3 keeps the number of days, but shifts day 2's eight messages to where the transcript
    /// has one; the batch was applied and left 1, 8, 1, 1, 1, 2. UIKit refuses it by its counts, and so does the
    /// layout now, unchanged.
    @Test func aBatchThatShiftsSectionsIsCheckedByTheirCounts() throws {
        let days = [1, 1, 8, 1, 1, 2]
        var messages: [Message] = []
        for (day, count) in days.enumerated() {
            for item in 0..<count {
                messages.append(F.text("d\(day)m\(item)", item % 2 == 0 ? "alice" : "me",
                                       "2025-03-0\(day + 1)T10:0\(item):00Z", "Day \(day + 1), message \(item + 1)"))
            }
        }
        let model = try F.model(messages)
        #expect(model.sections.map(\.messages.count) == days)
        var engine = try F.engine(model)
        let before = engine.allFrames
        var shifting = BatchUpdate()
        shifting.deletedSections = [1]
        shifting.insertedSections = [3]
        #expect(throws: ChatLayoutError.inconsistentUpdate(
            "section 1 (section 2 before the update) would have 8 items, but the transcript has 1")) {
            try engine.apply(shifting, model: model)
        }
        #expect(engine.allFrames == before)
        // Deleting and inserting the same day is a reload, and applies.
        var same = BatchUpdate()
        same.deletedSections = [1]
        same.insertedSections = [1]
        try engine.apply(same, model: model)
        Self.expectSameLayout(engine, try F.engine(model))
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

    @Test func aDayMovedInPlaceReloadsItsSection() throws {
        // The first day's messages get the next day's date (a clock fixed): the section stays first, its header must
        // say 4 March now.
        let a = F.text("a", "alice", "2025-03-03T10:00:00Z", "One")
        let b = F.text("b", "me", "2025-03-03T10:05:00Z", "Two")
        let c = F.text("c", "bob", "2025-03-06T09:00:00Z", "Later")
        let model = try F.model([a, b, c])
        let moved = try F.model([a.with(time: F.date("2025-03-04T10:00:00Z")), b.with(time: F.date("2025-03-04T10:05:00Z")), c])
        let update = model.batchUpdate(to: moved)
        #expect(update.reloadedSections == [0])
        #expect(update.deletedSections.isEmpty && update.insertedSections.isEmpty && update.movedSections.isEmpty)
        #expect(update.deletedItems.isEmpty && update.insertedItems.isEmpty && update.reconfiguredItems.isEmpty)
        var engine = try F.engine(model)
        let transition = try engine.apply(update, model: moved)
        Self.expectSameLayout(engine, try F.engine(moved))
        #expect(engine.dateHeader(section: 0)?.content as? Day == Day(year: 2025, month: 3, day: 4))
        // The header and the messages cross-fade; the later day stays.
        #expect(transition.initialAttributes(for: .section(.dateHeader, 0))?.alpha == 0)
        #expect(transition.initialAttributes(forItemAt: ItemPath(section: 0, item: 1))?.alpha == 0)
        #expect(transition.initialAttributes(for: .section(.dateHeader, 1))?.alpha == 1)
        // Moving the day past another one is not "in place": delete and insert.
        let past = try F.model([c, a.with(time: F.date("2025-03-07T10:00:00Z")), b.with(time: F.date("2025-03-07T10:05:00Z"))])
        let across = model.batchUpdate(to: past)
        #expect(across.reloadedSections.isEmpty && across.deletedSections == [0] && across.insertedSections == [1])
        var again = try F.engine(model)
        try again.apply(across, model: past)
        Self.expectSameLayout(again, try F.engine(past))
    }

    @Test func hostileBatchesAreTypedErrors() throws {
        let model = try F.model([F.text("a", "alice", "2025-03-03T10:00:00Z", "One"),
                                 F.text("b", "alice", "2025-03-03T10:01:00Z", "Two")])
        var engine = try F.engine(model)
        let grown = try F.model(model.transcript.messages + [F.text("c", "bob", "2025-03-03T10:02:00Z", "Three")])
        var twice = BatchUpdate()
        twice.insertedItems = [ItemPath(section: 0, item: 2), ItemPath(section: 0, item: 2)]
        #expect(throws: ChatLayoutError.invalidUpdate("item [0, 2] is a target twice")) { try engine.apply(twice, model: grown) }
        var both = BatchUpdate()
        both.reloadedItems = [ItemPath(section: 0, item: 0)]
        both.reconfiguredItems = [ItemPath(section: 0, item: 0)]
        #expect(throws: ChatLayoutError.self) { try engine.apply(both, model: model) }
        var negative = BatchUpdate()
        negative.deletedSections = [-1]
        #expect(throws: ChatLayoutError.self) { try engine.apply(negative, model: model) }
        var huge = BatchUpdate()
        huge.movedItems = [ItemMove(from: ItemPath(section: 0, item: Int.max), to: ItemPath(section: Int.min, item: 0))]
        #expect(throws: ChatLayoutError.self) { try engine.apply(huge, model: model) }
        // A batch that names the wrong message: the ids at the changed places do not match.
        let swapped = try F.model([F.text("a", "alice", "2025-03-03T10:00:00Z", "One"),
                                   F.text("x", "alice", "2025-03-03T10:01:00Z", "Other")])
        var reconfigure = BatchUpdate()
        reconfigure.reconfiguredItems = [ItemPath(section: 0, item: 1)]
        #expect(throws: ChatLayoutError.self) { try engine.apply(reconfigure, model: swapped) }
        #expect(engine.allFrames == (try F.engine(model)).allFrames)
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
        #expect(transition.initialAttributes(for: .section(.dateHeader, 1))?.alpha == 0)
        #expect(transition.finalAttributes(for: .section(.dateHeader, 0))?.alpha == 1)
        var delete = BatchUpdate()
        delete.deletedSections = [0]
        let remaining = SectionedTranscript(
            try Transcript(title: "", me: "me", participants: F.participants, messages: [model.sections[1].messages[0]]),
            timeZone: F.utc)
        let removal = try engine.apply(delete, model: remaining)
        #expect(removal.finalAttributes(forItemAt: ItemPath(section: 0, item: 0))
            == ElementAttributes(frame: try #require(removal.before.frames(at: ItemPath(section: 0, item: 0))).frame, alpha: 0))
        #expect(removal.finalAttributes(for: .section(.dateHeader, 0))?.alpha == 0)
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
