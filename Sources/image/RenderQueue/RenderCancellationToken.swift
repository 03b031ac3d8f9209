import Locking

/// Cancels the requests it was passed with (`RenderRequest.token`); one token may serve many requests.
///
/// Cancelling is immediate for the callers: each request still waiting fails with
/// `RenderQueueError.cancelled` at once, a pending job nobody else waits for leaves the backlog, and a
/// running one stops at its next cancellation check. A request submitted with an already cancelled token
/// fails at once. Cancelling twice does nothing more.
public final class RenderCancellationToken: Sendable {
    private struct State {
        var isCancelled = false
        var handlers = CancellationHandlers()
    }

    private let state = Locked(State())

    /// Creates a token that is not cancelled.
    public init() {}

    /// Whether `cancel()` was called.
    public var isCancelled: Bool {
        state.withLock { $0.isCancelled }
    }

    /// Cancels every request submitted with this token, now and later.
    public func cancel() {
        let handlers = state.withLock { state -> [@Sendable () -> Void] in
            guard !state.isCancelled else { return [] }
            state.isCancelled = true
            return state.handlers.removeAll()
        }
        for handler in handlers { handler() }
    }

    /// Registers `handler` for `cancel()`; nil (handler not stored) when the token is already cancelled.
    func register(_ handler: @escaping @Sendable () -> Void) -> UInt64? {
        state.withLock { state in
            state.isCancelled ? nil : state.handlers.add(handler)
        }
    }

    /// Forgets a handler whose request has finished.
    func unregister(_ id: UInt64) {
        state.withLock { _ = $0.handlers.remove(id) }
    }
}

/// The handlers a token or target calls when it fires; callers keep it under their own lock and call the
/// removed handlers after releasing it (so no lock is held while the queue takes its own).
struct CancellationHandlers {
    private var nextID: UInt64 = 0
    private var handlers: [UInt64: @Sendable () -> Void] = [:]

    /// Stores a handler and returns its id.
    mutating func add(_ handler: @escaping @Sendable () -> Void) -> UInt64 {
        nextID += 1
        handlers[nextID] = handler
        return nextID
    }

    /// Forgets one handler.
    mutating func remove(_ id: UInt64) -> (@Sendable () -> Void)? {
        handlers.removeValue(forKey: id)
    }

    /// Takes every handler, leaving none.
    mutating func removeAll() -> [@Sendable () -> Void] {
        defer { handlers = [:] }
        return Array(handlers.values)
    }
}
