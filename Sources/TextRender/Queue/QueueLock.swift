#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex with two condition variables: `work` (a job arrived, the queue paused, resumed or began
/// to shut down) and `change` (the queue went idle, a worker exited).
///
/// Workers are plain threads that block while the backlog is empty, which Swift's `Mutex` cannot do; the
/// pthread objects live at fixed heap addresses, as POSIX requires.
final class QueueLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let work = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let change = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(work, nil)
        pthread_cond_init(change, nil)
    }

    deinit {
        pthread_cond_destroy(change)
        pthread_cond_destroy(work)
        pthread_mutex_destroy(mutex)
        change.deallocate()
        work.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Takes the lock (pair with `unlock`; used by the worker loop, which drops it around renders).
    func lock() { pthread_mutex_lock(mutex) }

    /// Releases the lock.
    func unlock() { pthread_mutex_unlock(mutex) }

    /// Waits for `signalWork` / `broadcastWork`; call holding the lock.
    func waitForWork() { pthread_cond_wait(work, mutex) }

    /// Wakes one waiting worker.
    func signalWork() { pthread_cond_signal(work) }

    /// Wakes every waiting worker.
    func broadcastWork() { pthread_cond_broadcast(work) }

    /// Waits for `broadcastChange`; call holding the lock.
    func waitForChange() { pthread_cond_wait(change, mutex) }

    /// Wakes everyone waiting for idleness or worker exit.
    func broadcastChange() { pthread_cond_broadcast(change) }
}
