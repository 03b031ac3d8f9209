import Raster

/// One distinct job in a queue, with every request waiting for it. Guarded by the queue's lock, except
/// `cancellation`, which the running render reads on its own.
final class JobEntry<Context>: @unchecked Sendable {
    /// Where the entry is in its life.
    enum Phase {
        /// In the backlog.
        case pending
        /// A worker is rendering it.
        case running
        /// Rendered, failed, or dropped; its requests have been (or are being) answered.
        case finished
    }

    let job: ErasedJob<Context>
    /// The highest priority of its requests (what the backlog orders it by).
    var priority: RenderPriority
    var phase = Phase.pending
    /// The backlog slot that is live for this entry; 0 when it is in no slot.
    var backlogStamp: UInt64 = 0
    /// The requests waiting for this job, in submission order.
    var requests: [Request] = []
    /// Set when no request wants the result any more; the render's cancellation check reads it.
    let cancellation = CancellationFlag()

    init(job: ErasedJob<Context>, priority: RenderPriority) {
        self.job = job
        self.priority = priority
    }

    /// Removes and returns the request with `id`, if it is still waiting here.
    func removeRequest(_ id: UInt64) -> Request? {
        guard let index = requests.firstIndex(where: { $0.id == id }) else { return nil }
        return requests.remove(at: index)
    }
}

/// One caller's request for a job: how to answer it and what to undo when it ends.
struct Request: Sendable {
    let id: UInt64
    let priority: RenderPriority
    let output: PNGOutput?
    let target: RenderTarget?
    let generation: UInt64
    /// Hands the answer to the caller (on the caller's `DispatchQueue`, or by resuming its continuation).
    let deliver: @Sendable (Result<Image, RenderQueueError>) -> Void
    /// Removes the request's cancellation handlers from its token(s) and target.
    var unregister: [@Sendable () -> Void] = []

    /// Whether the request's target has moved past its generation.
    var isSuperseded: Bool {
        guard let target else { return false }
        return target.generation != generation
    }

    /// The error for a superseded request.
    var supersededError: RenderQueueError {
        .superseded(generation: generation, current: target?.generation ?? generation)
    }
}

/// A request taken out of the queue's books together with its answer, to be delivered after the lock is
/// released (delivering may run caller code, and unregistering takes the token's lock).
struct Answer: Sendable {
    let request: Request
    let result: Result<Image, RenderQueueError>

    /// Unregisters the request's handlers and delivers the result.
    func send() {
        for unregister in request.unregister { unregister() }
        request.deliver(result)
    }
}
