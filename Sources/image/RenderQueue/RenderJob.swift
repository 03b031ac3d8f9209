import Raster

/// One piece of render work: an immutable value captured when it is submitted, rendered later on one of a
/// `RenderQueue`'s worker threads.
///
/// A job holds everything it draws (a measured text layout, colours, geometry, the scale), never a reference
/// to mutable state that may change after submission. Two equal jobs draw the same pixels: that is what lets
/// the queue **coalesce** them (an equal pending job is rendered once and every caller gets that image), and
/// what `Hashable` is for.
///
/// `Context` is the worker's own state (e.g. its FreeType library and faces). The queue creates one per
/// worker thread with the factory given to `RenderQueue.init`, only ever uses it on that thread, and passes
/// it `inout` to every job the worker renders, so a job may use it without locks.
public protocol RenderJob<Context>: Sendable, Hashable {
    /// The per-worker state this job renders with.
    associatedtype Context

    /// The priority the job is submitted at unless the request names another (default: `.normal`).
    var priority: RenderPriority { get }

    /// A short description for error messages (default: the type's name).
    var label: String { get }

    /// Draws the job into a new image.
    ///
    /// Long jobs call `cancellation.throwIfCancelled()` between lines (or rows, or cells): once every caller
    /// of the job has cancelled, it throws `RenderQueueError.cancelled` and the worker moves on.
    ///
    /// - Parameters:
    ///   - context: the calling worker's own state; never shared with another thread while this runs.
    ///   - cancellation: tells whether the result is still wanted.
    /// - Returns: the rendered image (premultiplied RGBA8).
    /// - Throws: whatever drawing throws (the queue hands it to the callers as
    ///   `RenderQueueError.renderFailed`), or `RenderQueueError.cancelled` from the cancellation check.
    func render(in context: inout Context, cancellation: RenderCancellationCheck) throws -> Image
}

extension RenderJob {
    /// `.normal`.
    public var priority: RenderPriority { .normal }

    /// The job type's name.
    public var label: String { String(describing: Self.self) }
}
