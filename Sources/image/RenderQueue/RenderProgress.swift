/// A snapshot of a `RenderQueue`'s work, for progress bars: counts of requests (one per `submit` or
/// `render` call) and of distinct jobs.
public struct RenderProgress: Sendable, Hashable, CustomStringConvertible {
    /// Requests accepted or refused so far.
    public var submitted = 0
    /// Requests that got their image.
    public var succeeded = 0
    /// Requests that ended in a failure (a render or output error, a full backlog, a worker without context).
    public var failed = 0
    /// Requests that ended in a cancellation (`RenderQueueError.isCancellation`).
    public var cancelled = 0
    /// Distinct jobs waiting in the backlog (coalesced requests share one).
    public var pending = 0
    /// Jobs being rendered right now.
    public var running = 0
    /// Renders the workers have run (finished or stopped); coalescing makes this smaller than `succeeded`.
    public var renders = 0

    /// Creates an empty snapshot.
    public init() {}

    /// Requests that have their answer.
    public var done: Int { succeeded + failed + cancelled }

    /// Requests still waiting for their answer.
    public var remaining: Int { submitted - done }

    /// `done / submitted`, 1 when nothing was submitted.
    public var fractionDone: Double {
        submitted == 0 ? 1 : Double(done) / Double(submitted)
    }

    /// E.g. `1200/2000 done (3 failed, 10 cancelled), 780 pending, 2 running`.
    public var description: String {
        "\(done)/\(submitted) done (\(failed) failed, \(cancelled) cancelled), \(pending) pending, \(running) running"
    }
}
