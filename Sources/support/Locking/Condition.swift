#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a pthread mutex with a condition variable: threads wait until the value satisfies a predicate,
/// and whoever changes it wakes them. The one wait/notify type of Letterpress (ThreadSanitizer understands pthread
/// condition variables, not `Synchronization.Mutex` waits).
///
/// Every change made with ``update(_:)`` or ``wait(until:then:)`` wakes every waiter, and each waiter checks its own
/// predicate again: one condition variable serves any number of different waits without lost wake-ups.
package final class Condition<State>: @unchecked Sendable {
    // @unchecked: `state` is only touched with the mutex held.
    private let lock = ThreadLock()
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var state: State

    /// Guards `state`.
    package init(_ state: State) {
        self.state = state
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        changed.deallocate()
    }

    /// Runs `body` with exclusive access to the state, without waking anyone (for reads, and for changes nobody
    /// waits for).
    package func withLock<T>(_ body: (inout State) throws -> T) rethrows -> T {
        try lock.withLock { try body(&state) }
    }

    /// Runs `body` with exclusive access to the state, then wakes every waiter.
    package func update<T>(_ body: (inout State) throws -> T) rethrows -> T {
        try lock.withLock {
            defer { pthread_cond_broadcast(changed) }
            return try body(&state)
        }
    }

    /// Waits until `ready` holds, then runs `body` with exclusive access to the state (still holding the lock), and
    /// wakes every waiter.
    package func wait<T>(until ready: (State) -> Bool, then body: (inout State) throws -> T) rethrows -> T {
        try lock.withLock {
            while !ready(state) { pthread_cond_wait(changed, lock.mutex) }
            defer { pthread_cond_broadcast(changed) }
            return try body(&state)
        }
    }

    /// Waits until `ready` holds.
    package func wait(until ready: (State) -> Bool) {
        lock.withLock {
            while !ready(state) { pthread_cond_wait(changed, lock.mutex) }
        }
    }
}
