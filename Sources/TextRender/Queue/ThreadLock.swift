#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex at a fixed heap address.
///
/// The queue uses pthread locks rather than `Synchronization.Mutex` because on Linux `Mutex` waits with raw
/// futex calls that ThreadSanitizer cannot see, so `swift test --sanitize=thread` would report every access
/// it guards as a race; pthread locks are intercepted and understood.
final class ThreadLock: @unchecked Sendable {
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A value guarded by a `ThreadLock`.
final class Locked<State>: @unchecked Sendable {
    // @unchecked: `state` is only touched inside `withLock`.
    private let lock = ThreadLock()
    private var state: State

    init(_ state: State) { self.state = state }

    /// Runs `body` with exclusive access to the state.
    func withLock<T>(_ body: (inout State) throws -> T) rethrows -> T {
        try lock.withLock { try body(&state) }
    }
}
