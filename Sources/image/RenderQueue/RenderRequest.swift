import Raster

/// How one caller wants one job: its priority, how it may be cancelled, and where the image goes.
public struct RenderRequest: Sendable {
    /// The priority; nil uses the job's own `RenderJob.priority`.
    public var priority: RenderPriority?
    /// Cancels this request when cancelled (may be shared by many requests).
    public var token: RenderCancellationToken?
    /// The target this request renders for; `RenderTarget.invalidate()` supersedes it.
    public var target: RenderTarget?
    /// The target generation this request belongs to; nil means the target's generation at submission.
    /// Any other generation than the current one fails at once with `RenderQueueError.superseded`.
    public var generation: UInt64?
    /// Also writes the image to a PNG file (atomically), on the worker thread, before the caller hears back.
    public var output: PNGOutput?

    /// Creates a request; every part is optional.
    public init(priority: RenderPriority? = nil, token: RenderCancellationToken? = nil, target: RenderTarget? = nil,
                generation: UInt64? = nil, output: PNGOutput? = nil) {
        self.priority = priority
        self.token = token
        self.target = target
        self.generation = generation
        self.output = output
    }
}

/// A PNG file a rendered image is written to: a temporary file beside `path`, then `rename`, so readers see
/// the old file or the whole new one, never half of it.
public struct PNGOutput: Sendable, Hashable {
    /// Where the file goes (its folder must exist).
    public var path: String
    /// The encoder's speed / size trade-off.
    public var compression: PNGCompression

    /// Creates an output (fast compression by default).
    public init(path: String, compression: PNGCompression = .fast) {
        self.path = path
        self.compression = compression
    }
}
