/// One job waiting in a `RenderQueue`'s backlog, as `RenderQueue.pendingJobs` reports it.
public struct RenderQueuePendingJob: Sendable {
    /// The job value as submitted (cast it back to its type: `pending.job as? MyJob`).
    public var job: any Sendable
    /// The job's `RenderJob.label`.
    public var label: String
    /// The priority it waits at (the highest of its requests').
    public var priority: RenderPriority
    /// How many requests wait for it (more than one when requests coalesced).
    public var requests: Int
}
