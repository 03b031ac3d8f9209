import Raster

/// A submitted job with its type erased, so one backlog holds jobs of many types that share a `Context`.
struct ErasedJob<Context>: Sendable {
    /// The coalescing key: the job itself, compared with its own `==` (jobs of different types never match).
    let key: JobKey
    /// The job value, for `RenderQueue.pendingJobs`.
    let value: any Sendable
    /// `RenderJob.label`.
    let label: String
    /// `RenderJob.priority`.
    let priority: RenderPriority
    /// Calls the job's `render`.
    let render: @Sendable (inout Context, RenderCancellationCheck) throws -> Image

    init<Job: RenderJob>(_ job: Job) where Job.Context == Context {
        key = JobKey(job)
        value = job
        label = job.label
        priority = job.priority
        render = { context, cancellation in try job.render(in: &context, cancellation: cancellation) }
    }
}

/// A hashable, sendable wrapper of a job value used to find an equal pending job.
struct JobKey: Hashable, @unchecked Sendable {
    // @unchecked: `AnyHashable` is not declared Sendable, but it only ever wraps a `RenderJob`, which is.
    private let base: AnyHashable

    init<Job: RenderJob>(_ job: Job) {
        base = AnyHashable(job)
    }
}
