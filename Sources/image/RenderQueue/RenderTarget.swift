import Locking

/// The thing a render is for (a cell, an avatar view, a screen), with a generation counter: Texture's
/// display sentinel.
///
/// A request submitted with a target belongs to the target's generation at submission (or an explicit one,
/// `RenderRequest.generation`). `invalidate()` moves the target to the next generation: every request of an
/// older generation fails at once with `RenderQueueError.superseded`, its pending job leaves the backlog when
/// nobody else waits for it, and a running one stops at its next cancellation check. Typical use: a reused
/// cell calls `invalidate()` before it asks for its new content.
public final class RenderTarget: Sendable {
    private struct State {
        var generation: UInt64 = 0
        var handlers = CancellationHandlers()
    }

    private let state = Locked(State())

    /// Creates a target at generation 0.
    public init() {}

    /// The current generation.
    public var generation: UInt64 {
        state.withLock { $0.generation }
    }

    /// Moves to the next generation, superseding every request of the older ones; returns the new generation.
    @discardableResult
    public func invalidate() -> UInt64 {
        let (generation, handlers) = state.withLock { state in
            state.generation += 1
            return (state.generation, state.handlers.removeAll())
        }
        for handler in handlers { handler() }
        return generation
    }

    /// Registers `handler` for the next `invalidate()`; nil (not stored) when the target is already past
    /// `generation`.
    func register(generation: UInt64, _ handler: @escaping @Sendable () -> Void) -> UInt64? {
        state.withLock { state in
            state.generation == generation ? state.handlers.add(handler) : nil
        }
    }

    /// Forgets a handler whose request has finished.
    func unregister(_ id: UInt64) {
        state.withLock { _ = $0.handlers.remove(id) }
    }
}
