import Raster

/// Why a `RenderQueue` request did not produce an image.
///
/// Every request ends in exactly one image or exactly one of these errors. The cancellation family
/// (`cancelled`, `superseded`, `evicted`, `shutDown`; see `isCancellation`) means the result was not wanted
/// any more or the queue stopped; the rest are failures.
public enum RenderQueueError: Error, Sendable, CustomStringConvertible {
    /// The request's token was cancelled, the awaiting task was cancelled, or the job's cancellation check fired.
    case cancelled
    /// The request's `RenderTarget` moved past the generation it was submitted for.
    case superseded(generation: UInt64, current: UInt64)
    /// The backlog already held `capacity` distinct pending jobs and the policy is `.rejectNew` (or, under
    /// `.dropOldestLowestPriority`, every pending job had a higher priority than this one).
    case backlogFull(capacity: Int)
    /// The job waited in a full backlog and was dropped to make room for a job of priority `by`
    /// (policy `.dropOldestLowestPriority`).
    case evicted(capacity: Int, by: RenderPriority)
    /// The queue was shut down before the job ran (or, with `ShutdownMode.cancelRunning`, while it ran).
    case shutDown
    /// The worker could not create its context (e.g. its FreeType state); `reason` is the factory's error.
    case workerContextUnavailable(worker: Int, reason: String)
    /// The job threw while drawing.
    case renderFailed(job: String, underlying: any Error)
    /// The image was rendered but could not be written to the requested PNG file.
    case outputFailed(path: String, underlying: RasterError)
    /// A `RenderQueueConfiguration` value is out of range; names the setting, the value and the rule.
    case invalidConfiguration(setting: String, value: String, reason: String)
    /// The operating system refused to start a worker thread.
    case workerStartFailed(reason: String)

    /// Whether this error means "not wanted any more / queue stopped" rather than a failure.
    public var isCancellation: Bool {
        switch self {
        case .cancelled, .superseded, .evicted, .shutDown: return true
        default: return false
        }
    }

    /// A one-line explanation naming the input and the problem.
    public var description: String {
        switch self {
        case .cancelled:
            return "render cancelled"
        case let .superseded(generation, current):
            return "render superseded: submitted for target generation \(generation), the target is at \(current)"
        case let .backlogFull(capacity):
            return "render queue backlog is full (\(capacity) pending jobs); request rejected"
        case let .evicted(capacity, priority):
            return "render job dropped from the full backlog (\(capacity) pending jobs) for a \(priority) job"
        case .shutDown:
            return "render queue shut down before the job finished"
        case let .workerContextUnavailable(worker, reason):
            return "render worker \(worker) could not create its context: \(reason)"
        case let .renderFailed(job, underlying):
            return "render of \(job) failed: \(underlying)"
        case let .outputFailed(path, underlying):
            return "\(path): rendered, but the PNG could not be written: \(underlying)"
        case let .invalidConfiguration(setting, value, reason):
            return "invalid render queue configuration: \(setting) = \(value): \(reason)"
        case let .workerStartFailed(reason):
            return "could not start a render worker thread: \(reason)"
        }
    }
}
