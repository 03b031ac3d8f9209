/// A value guarded by a `ThreadLock`: the way Letterpress shares mutable state between threads.
package final class Locked<State>: @unchecked Sendable {
    // @unchecked: `state` is only touched inside `withLock`.
    private let lock = ThreadLock()
    /// Unchecked exclusivity: the mutex already makes every access exclusive, and the runtime's dynamic check
    /// (a thread-local access set) cost more than the lock itself on hot paths such as the shape cache.
    @exclusivity(unchecked) private var state: State

    /// Guards `state`.
    package init(_ state: State) { self.state = state }

    /// Runs `body` with exclusive access to the state.
    @inline(__always)
    package func withLock<T>(_ body: (inout State) throws -> T) rethrows -> T {
        try lock.withLock { try body(&state) }
    }
}
