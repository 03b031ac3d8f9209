import Dispatch
import Locking

/// What a `RenderQueue` does when its backlog holds `backlogCapacity` distinct pending jobs and a request
/// for a new job arrives. Requests that coalesce with a pending or running job never count against the bound.
public enum BacklogPolicy: Sendable, Hashable {
    /// The new request fails at once with `RenderQueueError.backlogFull`; the backlog is unchanged.
    case rejectNew
    /// The oldest pending job of the lowest priority present is dropped (its callers fail with
    /// `RenderQueueError.evicted`) to make room, provided that priority is not above the new request's;
    /// otherwise the new request fails with `backlogFull`. Suits scrolling UIs: newer work matters more.
    case dropOldestLowestPriority
}

/// How `RenderQueue.shutdown` treats work in flight.
public enum ShutdownMode: Sendable, Hashable {
    /// Pending jobs fail with `RenderQueueError.shutDown`; running jobs finish and deliver.
    case finishRunning
    /// Pending jobs fail with `shutDown`; running jobs see their cancellation check fire and their callers
    /// get `shutDown` at once.
    case cancelRunning
    /// Every pending job is rendered and delivered first (a paused queue resumes); new requests are refused.
    case drain
}

/// The settings of a `RenderQueue`.
public struct RenderQueueConfiguration: Sendable {
    /// Worker threads, each with its own context (default: one per online core). 1…256.
    public var workerCount: Int
    /// The most distinct pending jobs the backlog holds (default 10,000). At least 1.
    public var backlogCapacity: Int
    /// What happens to a new job when the backlog is full (default `.rejectNew`).
    public var whenFull: BacklogPolicy
    /// Starts with workers taking no jobs until `resume()`: the deterministic hook tests use to inspect the
    /// backlog's order (`RenderQueue.pendingJobs`) without timing.
    public var startsPaused: Bool
    /// Prefix of the worker threads' names (at most 10 bytes are used, e.g. `lp-render` → `lp-render-0`).
    public var threadName: String
    /// Called with a fresh snapshot after submissions and completions (coalesced: a burst of changes
    /// produces at least one call with the latest state, not one per change), on `progressQueue`.
    public var progressHandler: (@Sendable (RenderProgress) -> Void)?
    /// Where `progressHandler` runs (default: a private serial queue).
    public var progressQueue: DispatchQueue

    /// Creates a configuration with the defaults above; pass what differs.
    public init(workerCount: Int = RenderQueueConfiguration.onlineCores, backlogCapacity: Int = 10_000,
                whenFull: BacklogPolicy = .rejectNew, startsPaused: Bool = false, threadName: String = "lp-render",
                progressHandler: (@Sendable (RenderProgress) -> Void)? = nil,
                progressQueue: DispatchQueue = DispatchQueue(label: "letterpress.render-queue.progress")) {
        self.workerCount = workerCount
        self.backlogCapacity = backlogCapacity
        self.whenFull = whenFull
        self.startsPaused = startsPaused
        self.threadName = threadName
        self.progressHandler = progressHandler
        self.progressQueue = progressQueue
    }

    /// The number of online cores (at least 1).
    public static var onlineCores: Int { WorkerPool.onlineCores }

    /// Checks every setting's range.
    ///
    /// - Throws: `RenderQueueError.invalidConfiguration` naming the setting, its value and the rule.
    public func validate() throws(RenderQueueError) {
        guard (1...256).contains(workerCount) else {
            throw .invalidConfiguration(setting: "workerCount", value: "\(workerCount)", reason: "must be 1…256")
        }
        guard backlogCapacity >= 1 else {
            throw .invalidConfiguration(setting: "backlogCapacity", value: "\(backlogCapacity)",
                                        reason: "must be at least 1")
        }
    }
}
