#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Locking

/// The queue's lock with two condition variables: `work` (a job arrived, the queue paused, resumed or began
/// to shut down) and `change` (the queue went idle, a worker exited).
///
/// Workers are plain threads that block while the backlog is empty; the condition variables live at fixed
/// heap addresses, as POSIX requires.
final class QueueLock: @unchecked Sendable {
    private let base = ThreadLock()
    private let work = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let change = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_cond_init(work, nil)
        pthread_cond_init(change, nil)
    }

    deinit {
        pthread_cond_destroy(change)
        pthread_cond_destroy(work)
        change.deallocate()
        work.deallocate()
    }

    /// Runs `body` holding the lock.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        try base.withLock(body)
    }

    /// Waits for `signalWork` / `broadcastWork`; call holding the lock.
    func waitForWork() { pthread_cond_wait(work, base.mutex) }

    /// Wakes one waiting worker.
    func signalWork() { pthread_cond_signal(work) }

    /// Wakes every waiting worker.
    func broadcastWork() { pthread_cond_broadcast(work) }

    /// Waits for `broadcastChange`; call holding the lock.
    func waitForChange() { pthread_cond_wait(change, base.mutex) }

    /// Wakes everyone waiting for idleness or worker exit.
    func broadcastChange() { pthread_cond_broadcast(change) }
}
