#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A fixed number of threads that run submitted work in submission order, until ``shutdown()``.
///
/// Letterpress's one way to run work on threads: blocking work (FreeType, PNG encoding, layout) stays off Swift's
/// cooperative pool, the threads are plain pthreads with a stack size of our choosing, and every wait is a
/// ``Condition`` (which ThreadSanitizer understands). ``map(count:_:)`` runs `count` jobs on the pool and the
/// calling thread and returns their results in job order.
package final class WorkerPool: @unchecked Sendable {
    // @unchecked: `threads` is written in init and read in shutdown (after the queue says it is closing).
    private struct Queue {
        var jobs: [() -> Void] = []
        var head = 0
        var closing = false
    }

    private let queue = Condition(Queue())
    private var threads: [pthread_t] = []
    /// The number of threads.
    package let threadCount: Int

    /// Starts `threads` threads (at least one) with `stackSize` bytes of stack each.
    package init(threads: Int, stackSize: Int = 1 << 20) {
        threadCount = max(1, threads)
        for _ in 0..<threadCount {
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            pthread_attr_setstacksize(&attributes, stackSize)
            let context = Unmanaged.passRetained(self).toOpaque()
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let status = pthread_create(&thread, &attributes, { context in
                let pool = Unmanaged<WorkerPool>.fromOpaque(context!).takeRetainedValue()
                pool.runJobs()
                return nil
            }, context)
            pthread_attr_destroy(&attributes)
            guard status == 0 else {
                Unmanaged<WorkerPool>.fromOpaque(context).release()
                continue
            }
            #if canImport(Darwin)
            if let thread { self.threads.append(thread) }
            #else
            self.threads.append(thread)
            #endif
        }
    }

    /// Queues `job`; it runs on one of the threads, after the jobs submitted before it have started. After
    /// ``shutdown()`` it is dropped: false.
    @discardableResult
    package func submit(_ job: @escaping @Sendable () -> Void) -> Bool {
        queue.update { queue in
            guard !queue.closing else { return false }
            queue.jobs.append(job)
            return true
        }
    }

    /// Runs `body(0)`, … `body(count - 1)` on the pool's threads and the calling thread, and returns the results in
    /// job order. The calling thread takes jobs too, so a `map` from inside a job cannot deadlock the pool.
    package func map<Value>(count: Int, _ body: @escaping @Sendable (Int) -> Value) -> [Value] {
        guard count > 1 else { return (0..<count).map(body) }
        let slots = SlotArray<Value>(count: count)
        let progress = Condition((next: 0, done: 0))
        let work: @Sendable () -> Void = {
            while case let index = progress.withLock({ state -> Int in
                defer { state.next += 1 }
                return state.next
            }), index < count {
                slots.set(index, body(index))
                progress.update { $0.done += 1 }
            }
        }
        for _ in 0..<min(threadCount, count - 1) { submit(work) }
        work()
        progress.wait(until: { $0.done == count }) { _ in }
        return slots.values()
    }

    /// Lets the queued jobs finish, then stops and joins the threads. Idempotent.
    package func shutdown() {
        let first = queue.update { queue -> Bool in
            defer { queue.closing = true }
            return !queue.closing
        }
        guard first else { return }
        for thread in threads { pthread_join(thread, nil) }
    }

    /// A thread's loop: the next job, until the queue is closing and empty.
    private func runJobs() {
        while let job = queue.wait(until: { $0.head < $0.jobs.count || $0.closing }, then: { queue -> (() -> Void)? in
            guard queue.head < queue.jobs.count else { return nil }
            let job = queue.jobs[queue.head]
            queue.head += 1
            if queue.head == queue.jobs.count {
                queue.jobs.removeAll(keepingCapacity: true)
                queue.head = 0
            }
            return job
        }) {
            job()
        }
    }
}
