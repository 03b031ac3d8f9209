import Dispatch
import Raster

/// Renders `RenderJob`s on its own worker threads: Texture's asynchronous display for Letterpress.
///
/// - **Workers**: `configuration.workerCount` POSIX threads (default: one per core), never Swift's
///   cooperative pool. Each creates its own `Context` (e.g. FreeType library and faces) with the factory
///   given here, the first time it renders, and uses it on no other thread.
/// - **Jobs** are immutable `Sendable` values captured at submission. Workers take the highest priority
///   first, FIFO within a priority.
/// - **Coalescing**: a request for a job equal to one pending or running joins it; the job renders once and
///   every request gets the image (`RenderProgress.renders` counts renders).
/// - **Cancellation**: by `RenderCancellationToken`, by `RenderTarget` generation, or by cancelling the task
///   awaiting `render`. The caller hears back at once; a pending job nobody waits for leaves the backlog, a
///   running one sees its `RenderCancellationCheck` fire. A cancelled request never gets an image.
/// - **Bounded backlog**: at most `backlogCapacity` distinct pending jobs; see `BacklogPolicy`.
/// - **Answers**: every request ends in exactly one image or one `RenderQueueError`, through `async`/`await`
///   or a completion handler on the caller's `DispatchQueue`; optionally the image is also written to a PNG
///   file atomically first.
///
/// ```swift
/// let queue = try RenderQueue(configuration: .init()) { worker in try MyWorkerState() }
/// let image = try await queue.render(job, request: RenderRequest(priority: .userVisible, target: cell))
/// queue.shutdown()
/// ```
///
/// Releasing the queue shuts it down like `shutdown(.finishRunning)`.
public final class RenderQueue<Context>: Sendable {
    private let core: RenderQueueCore<Context>

    /// Starts the workers.
    ///
    /// - Parameters:
    ///   - configuration: worker count, backlog bound and policy, the paused-start hook, progress reporting.
    ///   - makeContext: creates one worker's state, called on that worker's thread with its index
    ///     (0 ..< workerCount) before its first render; if it throws, that render's requests fail with
    ///     `RenderQueueError.workerContextUnavailable` and the next render tries again.
    /// - Throws: `RenderQueueError.invalidConfiguration` or `.workerStartFailed`.
    public init(configuration: RenderQueueConfiguration = RenderQueueConfiguration(),
                makeContext: @escaping @Sendable (_ worker: Int) throws -> Context) throws(RenderQueueError) {
        try configuration.validate()
        core = RenderQueueCore(configuration: configuration, makeContext: makeContext)
        try core.start()
    }

    deinit {
        core.shutdown(.finishRunning)
    }

    /// The settings the queue runs with.
    public var configuration: RenderQueueConfiguration { core.configuration }

    /// Submits `job`; `completion` runs on `queue` exactly once, with the image or the reason there is none.
    ///
    /// Never blocks on rendering. Refusals (a full backlog, a shut-down queue, an already cancelled token or
    /// superseded generation) also arrive through `completion`.
    public func submit<Job: RenderJob>(_ job: Job, request: RenderRequest = RenderRequest(),
                                       deliverOn queue: DispatchQueue,
                                       completion: @escaping @Sendable (Result<Image, RenderQueueError>) -> Void)
    where Job.Context == Context {
        core.submit(ErasedJob(job), request: request) { result in
            queue.async { completion(result) }
        }
    }

    /// Renders `job` and returns its image.
    ///
    /// Cancelling the calling task cancels this request (it throws `RenderQueueError.cancelled` at once).
    ///
    /// - Throws: a `RenderQueueError`: a cancellation (`isCancellation`) or a failure.
    public func render<Job: RenderJob>(_ job: Job, request: RenderRequest = RenderRequest())
    async throws(RenderQueueError) -> Image where Job.Context == Context {
        let taskToken = RenderCancellationToken()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<Image, RenderQueueError>, Never>) in
                core.submit(ErasedJob(job), request: request, extraToken: taskToken) { result in
                    continuation.resume(returning: result)
                }
            }
        } onCancel: {
            taskToken.cancel()
        }
        return try result.get()
    }

    /// Counts of requests and jobs right now (see also `RenderQueueConfiguration.progressHandler`).
    public var progress: RenderProgress { core.progress }

    /// The jobs waiting in the backlog, in the order workers will take them. With
    /// `RenderQueueConfiguration.startsPaused` this is a deterministic view of the scheduler for tests.
    public var pendingJobs: [RenderQueuePendingJob] { core.pendingJobs }

    /// Whether workers are held back from taking new jobs.
    public var isPaused: Bool { core.isPaused }

    /// Holds workers back from taking new jobs; renders already running finish. Requests still queue up.
    public func pause() { core.setPaused(true) }

    /// Lets workers take jobs again.
    public func resume() { core.setPaused(false) }

    /// Blocks the calling thread until no job is pending or running and every answer so far has been handed
    /// to its caller's queue or continuation. On a paused queue with pending jobs it waits for `resume()`.
    /// For CLIs and tests; do not call it from a worker's render or from Swift's cooperative pool.
    public func waitUntilIdle() { core.waitUntilIdle() }

    /// Stops the queue and returns once every worker thread has exited (after its current render, or at its
    /// next cancellation check with `.cancelRunning`). Requests made afterwards fail with
    /// `RenderQueueError.shutDown`. Calling it again does nothing more.
    ///
    /// - Parameter mode: what happens to pending and running jobs (default `.finishRunning`: pending
    ///   requests fail with `shutDown`, running ones deliver).
    public func shutdown(_ mode: ShutdownMode = .finishRunning) { core.shutdown(mode) }

    /// Worker threads still alive (0 after `shutdown` returns).
    public var liveWorkerCount: Int { core.liveWorkerCount }
}
