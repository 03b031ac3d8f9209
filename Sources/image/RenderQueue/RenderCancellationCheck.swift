import Synchronization

/// What a running `RenderJob` asks, between lines, to learn whether its result is still wanted.
///
/// The queue hands each render a check that turns true once every caller waiting for the job has cancelled
/// (by token, by a newer generation of its target, by cancelling its task) or when the queue shuts down with
/// `ShutdownMode.cancelRunning`. Jobs rendered outside a queue (e.g. serially in a test or a CLI) use `.never`.
public struct RenderCancellationCheck: Sendable {
    private enum Source: Sendable {
        case never
        case flag(CancellationFlag)
        case predicate(@Sendable () -> Bool)
    }

    private let source: Source

    /// A check that never fires.
    public static let never = RenderCancellationCheck(source: .never)

    /// A check that asks `isCancelled` (for callers that compose jobs or run them outside a queue).
    public init(_ isCancelled: @escaping @Sendable () -> Bool) {
        source = .predicate(isCancelled)
    }

    init(flag: CancellationFlag) {
        source = .flag(flag)
    }

    private init(source: Source) {
        self.source = source
    }

    /// Whether the result is no longer wanted.
    public var isCancelled: Bool {
        switch source {
        case .never: return false
        case let .flag(flag): return flag.isSet
        case let .predicate(isCancelled): return isCancelled()
        }
    }

    /// Throws `RenderQueueError.cancelled` when the result is no longer wanted.
    public func throwIfCancelled() throws(RenderQueueError) {
        if isCancelled { throw .cancelled }
    }
}

/// A one-way flag set by the queue (under its lock) and read by a running job (on its worker thread).
final class CancellationFlag: Sendable {
    private let value = Atomic<Bool>(false)

    /// Whether the flag was set.
    var isSet: Bool { value.load(ordering: .acquiring) }

    /// Sets the flag; it never clears.
    func set() { value.store(true, ordering: .releasing) }
}
