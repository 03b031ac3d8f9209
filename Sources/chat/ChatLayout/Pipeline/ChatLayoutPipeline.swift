import ChatModel
import Dispatch
import Foundation
import Locking

/// A background update pipeline (the talk's `AutoDiffViewController`): it receives transcript snapshots, drops any
/// that a newer one supersedes before it starts, diffs and measures each on a copy of the layout on a queue of its
/// own (never the caller's thread, never Swift's cooperative pool), and delivers the results in order.
///
/// ```swift
/// let pipeline = ChatLayoutPipeline(layout: layout, model: model, viewportOffset: offset)
/// Task { @MainActor in
///     for await event in pipeline.events {
///         if case .update(let update) = event { apply(update) }   // performBatchUpdates with update.transition
///     }
/// }
/// await pipeline.submit(newSnapshot)          // from anywhere, as often as snapshots come
/// await pipeline.scroll(to: contentOffset)    // keeps the target offset right; near the top: .loadOlderMessages
/// ```
public actor ChatLayoutPipeline {
    /// What the pipeline delivers, in order.
    public enum Event: Sendable {
        /// A snapshot laid out.
        case update(ChatLayoutUpdate)
        /// The visible rect came within `loadMoreDistance` of the content's top: time to load older messages.
        /// Sent once each time the reader enters that zone (and again after an update changed the messages).
        case loadOlderMessages
        /// The snapshot with this sequence number could not be laid out (the batch did not fit it: a new reader,
        /// for one); the layout stays what it was.
        case failed(sequence: Int, error: any Error)
    }

    /// The events: updates in the order their snapshots were submitted (superseded ones left out), load-more
    /// triggers, failures.
    public nonisolated let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation
    /// How close to the content's top the visible rect must come to ask for older messages.
    package let loadMoreDistance: CGFloat
    /// How the diff decides what moved.
    package let moves: MoveDetection
    /// The layout of the last delivered snapshot (or the first one).
    public private(set) var layout: ChatLayoutEngine
    /// The last delivered snapshot (or the first one).
    public private(set) var model: SectionedTranscript
    /// The reader's content offset, as last told (``scroll(to:)``) or scrolled to by an update.
    public private(set) var contentOffset: CGFloat
    /// The number of snapshots dropped because a newer one came before they started.
    public private(set) var supersededCount = 0
    private var submitted = 0
    private var pending: (sequence: Int, model: SectionedTranscript)?
    private var isWorking = false
    private var asksForOlderMessages = true
    /// Bumped by ``cancel()``: work that began under an older generation is discarded, and stops early.
    private let generation = Locked(0)
    private let queue = DispatchQueue(label: "Letterpress.ChatLayoutPipeline", qos: .userInitiated)

    /// A pipeline that continues from `layout`, the layout of `model`, with the reader at `viewportOffset` (the
    /// bottom when nil).
    public init(layout: ChatLayoutEngine, model: SectionedTranscript, viewportOffset: CGFloat? = nil,
                loadMoreDistance: CGFloat = 800, moves: MoveDetection = .byRank) {
        self.layout = layout
        self.model = model
        contentOffset = viewportOffset ?? layout.maximumContentOffset
        self.loadMoreDistance = loadMoreDistance
        self.moves = moves
        (events, continuation) = AsyncStream.makeStream(of: Event.self)
    }

    /// Submits a snapshot and returns its sequence number (1, 2, …). A snapshot still waiting when this one comes
    /// is dropped: only the newest waits.
    @discardableResult
    public func submit(_ snapshot: SectionedTranscript) -> Int {
        submitted += 1
        if pending != nil { supersededCount += 1 }
        pending = (submitted, snapshot)
        startIfIdle()
        return submitted
    }

    /// Tells the pipeline where the reader scrolled: updates anchor to it, and coming within `loadMoreDistance`
    /// of the top sends ``Event/loadOlderMessages``.
    public func scroll(to contentOffset: CGFloat) {
        guard contentOffset.isFinite else { return }
        self.contentOffset = contentOffset
        if contentOffset > loadMoreDistance {
            asksForOlderMessages = true
        } else if asksForOlderMessages {
            asksForOlderMessages = false
            continuation.yield(.loadOlderMessages)
        }
    }

    /// Drops the waiting snapshot and discards the one being laid out (its work stops at the next step); the next
    /// snapshot continues from the last delivered layout.
    public func cancel() {
        if pending != nil { supersededCount += 1 }
        pending = nil
        generation.withLock { $0 += 1 }
    }

    /// Ends ``events`` once the work in progress is done; later snapshots are ignored.
    public func finish() {
        cancel()
        continuation.finish()
    }

    private func startIfIdle() {
        guard !isWorking, let next = pending else { return }
        pending = nil
        isWorking = true
        let job = Job(layout: layout, model: model, snapshot: next.model, contentOffset: contentOffset, moves: moves,
                      generation: generation.withLock { $0 }, current: generation)
        Task {
            let result = await job.run(on: queue)
            deliver(next.sequence, result, started: job.generation)
        }
    }

    private func deliver(_ sequence: Int, _ result: Result<LaidOut, any Error>?, started: Int) {
        isWorking = false
        if let result, started == generation.withLock({ $0 }) {
            switch result {
            case .success(let laidOut):
                let transition = laidOut.transition
                if transition.after.numberOfItems != layout.numberOfItems { asksForOlderMessages = true }
                layout = transition.after
                model = laidOut.model
                contentOffset = transition.targetContentOffset
                continuation.yield(.update(ChatLayoutUpdate(sequence: sequence, transition: transition)))
            case .failure(let error):
                continuation.yield(.failed(sequence: sequence, error: error))
            }
        }
        startIfIdle()
    }
}

/// One snapshot's work, everything it needs captured up front.
private struct Job: Sendable {
    let layout: ChatLayoutEngine
    let model: SectionedTranscript
    let snapshot: SectionedTranscript
    let contentOffset: CGFloat
    let moves: MoveDetection
    let generation: Int
    let current: Locked<Int>

    /// Diffs and applies on `queue`; nil when cancelled before it finished.
    func run(on queue: DispatchQueue) async -> Result<LaidOut, any Error>? {
        await withCheckedContinuation { done in
            queue.async { done.resume(returning: self.layOut()) }
        }
    }

    private var isCancelled: Bool { current.withLock { $0 } != generation }

    private func layOut() -> Result<LaidOut, any Error>? {
        guard !isCancelled else { return nil }
        let update = model.batchUpdate(to: snapshot, moves: moves)
        guard !isCancelled else { return nil }
        var after = layout
        do {
            var transition = try after.apply(update, model: snapshot)
            transition.contentOffset = contentOffset
            return .success(LaidOut(transition: transition, model: snapshot))
        } catch {
            return .failure(error)
        }
    }
}

/// A laid-out snapshot on its way back to the pipeline.
private struct LaidOut: Sendable {
    let transition: LayoutTransition
    let model: SectionedTranscript
}

/// A snapshot the pipeline laid out: the new layout, the batch update that leads to it, and the offset to scroll to.
public struct ChatLayoutUpdate: Sendable {
    /// The snapshot's sequence number (``ChatLayoutPipeline/submit(_:)``).
    public let sequence: Int
    /// The layouts before and after, and the mappings and attributes to animate with; its `contentOffset` is the
    /// reader's offset when the work began.
    public let transition: LayoutTransition

    /// The new layout.
    public var layout: ChatLayoutEngine { transition.after }
    /// The batch update that turns the previous layout into the new one (for `performBatchUpdates`).
    public var update: BatchUpdate { transition.update }
    /// Where to scroll: what the reader saw stays in place. If the reader scrolled since the work began, ask
    /// `transition.contentOffset(from:)` with the offset now.
    public var targetContentOffset: CGFloat { transition.targetContentOffset }
}
