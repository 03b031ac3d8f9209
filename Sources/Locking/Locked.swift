/// A value guarded by a `ThreadLock`: the way Letterpress shares mutable state between threads.
package final class Locked<State>: @unchecked Sendable {
    // @unchecked: `state` is only touched inside `withLock`.
    private let lock = ThreadLock()
    private var state: State

    /// Guards `state`.
    package init(_ state: State) { self.state = state }

    /// Runs `body` with exclusive access to the state.
    @inline(__always)
    package func withLock<T>(_ body: (inout State) throws -> T) rethrows -> T {
        try lock.withLock { try body(&state) }
    }
}
