import ChatModel
import Dispatch
import Foundation
import Locking
import TestSupport
import Testing
@testable import ChatLayout

/// The background pipeline: updates in order, each equal to a layout recomputed from scratch; a burst of 1,000
/// snapshots superseded down to the first and the last; cancellation; the load-more trigger. Waits are bounded (the
/// gate's semaphores, the tests' time limits); nothing is timed.
@Suite(.timeLimit(.minutes(3))) struct PipelineConcurrencyTests {
    typealias F = Fixtures

    /// The test sizing, holding the first row whose text starts with "gate" until the test releases it, so that
    /// snapshots can be submitted while the pipeline is provably busy.
    final class GatedSizing: RowSizing, Sendable {
        let base = TextLengthSizing()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        private let armed = Locked(true)

        func sizer(in space: RowSpace, timeZone: TimeZone) throws -> any RowSizer {
            Sizer(gate: self, base: try base.sizer(in: space, timeZone: timeZone))
        }

        /// Holds the first row whose text starts with "gate" until the test releases it.
        func pass(_ row: MessageRow) {
            if row.message.text?.hasPrefix("gate") == true, armed.withLock({ armed in defer { armed = false }; return armed }) {
                entered.signal()
                release.waitBounded(for: "the test to open the gate")
            }
        }

        struct Sizer: RowSizer {
            let gate: GatedSizing
            let base: any RowSizer

            func size(_ row: MessageRow) throws -> SizedMessage {
                gate.pass(row)
                return try base.size(row)
            }

            func dateHeaders(_ days: [Day]) throws -> [SizedLabel] { try base.dateHeaders(days) }

            func unreadSeparator() throws -> SizedLabel { try base.unreadSeparator() }
        }

        /// Waits, off the cooperative pool, until the pipeline is held at the gate.
        func waitUntilEntered() async {
            await withCheckedContinuation { done in
                DispatchQueue.global().async {
                    self.entered.waitBounded(for: "the pipeline to reach the gate")
                    done.resume()
                }
            }
        }
    }

    /// The updates of `pipeline` until the one with sequence `last` (failures recorded as issues).
    static func updates(of pipeline: ChatLayoutPipeline, through last: Int) async -> [ChatLayoutUpdate] {
        var updates: [ChatLayoutUpdate] = []
        for await event in pipeline.events {
            switch event {
            case .update(let update):
                updates.append(update)
                if update.sequence >= last { return updates }
            case .failed(let sequence, let error):
                Issue.record("snapshot \(sequence) failed: \(error)")
                if sequence >= last { return updates }
            case .loadOlderMessages:
                continue
            }
        }
        return updates
    }

    /// `count` snapshots, each one more message than the one before (the first new text opens with "gate").
    static func growing(_ model: SectionedTranscript, count: Int) throws -> [SectionedTranscript] {
        var model = model
        var time = model.sections.last?.messages.last?.time ?? F.date("2025-03-03T10:00:00Z")
        return try (1...count).map { k in
            time = time.addingTimeInterval(k % 7 == 0 ? 90_000 : 40)
            _ = try model.append(Message(id: MessageID("p\(k)"), author: k % 3 == 0 ? "me" : "alice", time: time,
                                         text: (k == 1 ? "gate " : "") + "message \(k)"))
            return model
        }
    }

    @Test func updatesArriveInOrderAndEqualRecomputation() async throws {
        var rng = SeededGenerator(seed: 50)
        var transcript = try F.randomTranscript(count: 80, using: &rng)
        let first = SectionedTranscript(transcript, timeZone: F.utc)
        let sizing = TextLengthSizing()
        let pipeline = ChatLayoutPipeline(layout: try F.engine(first, sizing: sizing, viewportHeight: 500), model: first)
        var snapshots: [SectionedTranscript] = []
        var serial = 0
        for _ in 0..<40 {
            transcript = try BatchUpdateConcurrencyTests.mutate(transcript, serial: &serial, using: &rng)
            snapshots.append(SectionedTranscript(transcript, timeZone: F.utc))
        }
        for snapshot in snapshots { await pipeline.submit(snapshot) }
        let updates = await Self.updates(of: pipeline, through: snapshots.count)
        #expect(updates.map(\.sequence) == updates.map(\.sequence).sorted() && updates.last?.sequence == snapshots.count)
        #expect(Set(updates.map(\.sequence)).count == updates.count)
        var previous = try F.engine(first, sizing: sizing, viewportHeight: 500)
        for update in updates {
            // Each update continues from the one before, and its layout is the one recomputed from its snapshot.
            #expect(update.transition.before.allFrames == previous.allFrames)
            let fresh = try F.engine(snapshots[update.sequence - 1], sizing: sizing, viewportHeight: 500)
            BatchUpdateConcurrencyTests.expectSameLayout(update.layout, fresh)
            #expect(update.targetContentOffset >= 0 && update.targetContentOffset <= update.layout.maximumContentOffset)
            previous = update.layout
        }
        let superseded = await pipeline.supersededCount
        #expect(superseded == snapshots.count - updates.count)
    }

    @Test func aBurstOfAThousandSnapshotsIsSupersededToTheLast() async throws {
        let first = try F.model([F.text("a", "alice", "2025-03-03T10:00:00Z", "Hello")])
        let sizing = GatedSizing()
        let pipeline = ChatLayoutPipeline(layout: try F.engine(first, sizing: sizing, viewportHeight: 500), model: first)
        let snapshots = try Self.growing(first, count: 1000)
        await pipeline.submit(snapshots[0])
        await sizing.waitUntilEntered()
        // While the first is being measured, 999 more come: each supersedes the one waiting before it.
        for snapshot in snapshots.dropFirst() { await pipeline.submit(snapshot) }
        sizing.release.signal()
        let updates = await Self.updates(of: pipeline, through: 1000)
        #expect(updates.map(\.sequence) == [1, 1000])
        #expect(await pipeline.supersededCount == 998)
        // The last update takes the first one's layout straight to the last snapshot's.
        let last = try #require(updates.last).update
        #expect(last.insertedItems.count + last.insertedSections.count > 1)
        BatchUpdateConcurrencyTests.expectSameLayout(try #require(updates.last).layout,
                                          try F.engine(snapshots[999], sizing: TextLengthSizing(), viewportHeight: 500))
        let model = await pipeline.model
        #expect(model.messageCount == 1001)
    }

    @Test func cancellingDiscardsTheWorkInProgressAndTheWaitingSnapshot() async throws {
        let first = try F.model([F.text("a", "alice", "2025-03-03T10:00:00Z", "Hello")])
        let sizing = GatedSizing()
        let engine = try F.engine(first, sizing: sizing, viewportHeight: 500)
        let pipeline = ChatLayoutPipeline(layout: engine, model: first)
        let snapshots = try Self.growing(first, count: 3)
        await pipeline.submit(snapshots[0])
        await sizing.waitUntilEntered()
        await pipeline.submit(snapshots[1])
        await pipeline.cancel()
        sizing.release.signal()
        await pipeline.submit(snapshots[2])
        let updates = await Self.updates(of: pipeline, through: 3)
        #expect(updates.map(\.sequence) == [3])
        // It continues from the layout before the cancelled work: three messages arrive at once.
        let update = try #require(updates.first)
        #expect(update.transition.before.allFrames == engine.allFrames)
        #expect(update.update.insertedItems.count + update.update.insertedSections.count >= 1)
        BatchUpdateConcurrencyTests.expectSameLayout(update.layout, try F.engine(snapshots[2], sizing: TextLengthSizing(), viewportHeight: 500))
    }

    @Test func aSnapshotThatDoesNotFitIsAFailureAndTheLayoutStays() async throws {
        let first = try F.model([F.text("a", "alice", "2025-03-03T10:00:00Z", "Hello")])
        let engine = try F.engine(first, viewportHeight: 500)
        let pipeline = ChatLayoutPipeline(layout: engine, model: first)
        let stranger = SectionedTranscript(try Transcript(title: "T", me: "alice", participants: F.participants,
                                                          messages: first.transcript.messages), timeZone: F.utc)
        await pipeline.submit(stranger)
        for await event in pipeline.events {
            if case .failed(let sequence, let error) = event {
                #expect(sequence == 1)
                #expect(error as? ChatLayoutError == .invalidUpdate("the reader changed from \"me\" to \"alice\": make a new layout"))
                break
            }
        }
        #expect((await pipeline.layout).allFrames == engine.allFrames)
    }

    @Test func scrollingNearTheTopAsksForOlderMessagesOnce() async throws {
        var rng = SeededGenerator(seed: 51)
        let first = SectionedTranscript(try F.randomTranscript(count: 200, using: &rng), timeZone: F.utc)
        let pipeline = ChatLayoutPipeline(layout: try F.engine(first, viewportHeight: 500), model: first, loadMoreDistance: 800)
        await pipeline.scroll(to: 5000)   // far from the top: nothing
        await pipeline.scroll(to: 700)    // within 800 of the top: ask
        await pipeline.scroll(to: 300)    // still near the top: already asked
        await pipeline.scroll(to: 2000)   // away again
        await pipeline.scroll(to: 10)     // near the top again: ask again
        await pipeline.finish()
        var asked = 0
        for await event in pipeline.events {
            if case .loadOlderMessages = event { asked += 1 }
        }
        #expect(asked == 2)
        #expect(await pipeline.contentOffset == 10)
    }
}
