#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A fixed number of threads that run submitted jobs in submission order, until ``shutdown()``: Letterpress's one way
/// to run work on threads.
///
/// Blocking work (FreeType, PNG encoding, layout, diffing) stays off Swift's cooperative pool; the threads are plain
/// pthreads with a stack size of our choosing, and every wait is a ``Condition`` (which ThreadSanitizer understands).
/// ``map(count:_:)`` runs `count` jobs on the pool's threads and the calling thread and returns their results in job
/// order. A process makes its pools where its work starts (a command, a layout engine, a render queue) and passes them
/// down; releasing the last reference shuts the pool down.
package final class WorkerPool: @unchecked Sendable {
    // @unchecked: `threads` is written in init and only read afterwards; the job queue is a `Condition`.
    private let queue = Condition(JobQueue())
    private var threads: [pthread_t] = []
    /// The number of threads.
    package var threadCount: Int { threads.count }

    /// Starts `threads` threads (at least one) named `name` (at most 15 bytes are kept, the Linux limit; the thread's
    /// index is appended when it fits) with `stackSize` bytes of stack each.
    ///
    /// - Throws: `WorkerPoolError.threadStartFailed` when the system refuses a thread (the ones already started are
    ///   stopped first).
    package init(threads: Int, name: String = "lp-worker", stackSize: Int = 1 << 20) throws(WorkerPoolError) {
        for index in 0..<max(1, threads) {
            let threadName = String(decoding: (Array(name.utf8.prefix(12)) + Array("-\(index)".utf8)).prefix(15),
                                    as: UTF8.self)
            let start = Unmanaged.passRetained(ThreadStart(queue: queue, name: threadName))
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            pthread_attr_setstacksize(&attributes, stackSize)
            defer { pthread_attr_destroy(&attributes) }
            #if canImport(Darwin)
            var thread: pthread_t?
            let status = pthread_create(&thread, &attributes, { raw in
                Unmanaged<ThreadStart>.fromOpaque(raw).takeRetainedValue().run()
                return nil
            }, start.toOpaque())
            #else
            var thread = pthread_t()
            let status = pthread_create(&thread, &attributes, { raw in
                guard let raw else { return nil }
                Unmanaged<ThreadStart>.fromOpaque(raw).takeRetainedValue().run()
                return nil
            }, start.toOpaque())
            #endif
            guard status == 0 else {
                start.release()
                shutdown()
                throw .threadStartFailed(index: index, reason: String(cString: strerror(status)))
            }
            #if canImport(Darwin)
            if let thread { self.threads.append(thread) }
            #else
            self.threads.append(thread)
            #endif
        }
    }

    deinit {
        shutdown()
    }

    /// Whether the calling thread is one of the pool's.
    package var isCurrentThreadInPool: Bool {
        let current = pthread_self()
        return threads.contains { pthread_equal($0, current) != 0 }
    }

    /// Queues `job`; it runs on one of the threads, after the jobs submitted before it have started. After
    /// ``shutdown()`` it is refused: false.
    @discardableResult
    package func submit(_ job: @escaping @Sendable () -> Void) -> Bool {
        queue.update { queue in
            guard !queue.closing else { return false }
            queue.jobs.append(job)
            return true
        }
    }

    /// Runs `body(0)`, … `body(count - 1)` on the pool's threads and the calling thread, and returns the results in
    /// job order; when jobs throw, every job still runs and the error of the lowest failing job is thrown, exactly
    /// what one pass over the jobs in order would throw.
    ///
    /// The calling thread takes jobs too and waits only for jobs already taken, so a `map` from inside a job (or on a
    /// pool that is busy or shut down) cannot deadlock: at worst the calling thread runs every job itself.
    package func map<Value, Failure: Error>(count: Int, _ body: @escaping @Sendable (Int) throws(Failure) -> Value)
        throws(Failure) -> [Value] {
        guard count > 1 else { return try (0..<count).map(body) }
        let slots = SlotArray<Result<Value, Failure>>(count: count)
        let progress = Condition(MapProgress())
        let work: @Sendable () -> Void = {
            while case let index = progress.withLock({ $0.take() }), index < count {
                slots.set(index, Result { () throws(Failure) in try body(index) })
                progress.update { $0.done += 1 }
            }
        }
        for _ in 0..<min(threadCount, count - 1) { submit(work) }
        work()
        progress.wait(until: { $0.done == count })
        return try (0..<count).map { index throws(Failure) in
            guard let result = slots[index] else { preconditionFailure("job \(index) of \(count) left no result") }
            return try result.get()
        }
    }

    /// The number of online cores (at least 1): the default size of a command's pool.
    package static var onlineCores: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Lets the queued jobs finish, then stops and joins the threads; called from one of the pool's own jobs, that
    /// thread is detached instead of joined (it ends once its job returns). Idempotent: a second call returns at once.
    package func shutdown() {
        let first = queue.update { queue -> Bool in
            defer { queue.closing = true }
            return !queue.closing
        }
        guard first else { return }
        let current = pthread_self()
        for thread in threads {
            if pthread_equal(thread, current) != 0 {
                pthread_detach(thread)
            } else {
                pthread_join(thread, nil)
            }
        }
    }
}

/// Why a ``WorkerPool`` could not start.
package enum WorkerPoolError: Error, Equatable, CustomStringConvertible {
    /// The system refused to start thread `index` (e.g. the process's thread limit), for `reason`.
    case threadStartFailed(index: Int, reason: String)

    package var description: String {
        switch self {
        case let .threadStartFailed(index, reason): "could not start worker thread \(index): \(reason)"
        }
    }
}

/// The jobs waiting for a thread, in submission order.
private struct JobQueue {
    var jobs: [@Sendable () -> Void] = []
    var head = 0
    var closing = false

    /// The next job, taking it off the queue.
    mutating func take() -> (@Sendable () -> Void)? {
        guard head < jobs.count else { return nil }
        let job = jobs[head]
        head += 1
        if head == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            head = 0
        }
        return job
    }
}

/// How far a ``WorkerPool/map(count:_:)`` has got: the next job index to hand out and how many jobs are done.
private struct MapProgress {
    var next = 0
    var done = 0

    /// The next job index (`count` or more once every job is handed out).
    mutating func take() -> Int {
        defer { next += 1 }
        return next
    }
}

/// What a new thread runs, carried through `pthread_create`'s raw pointer: jobs from the queue until it closes and
/// is empty.
private final class ThreadStart {
    let queue: Condition<JobQueue>
    let name: String

    init(queue: Condition<JobQueue>, name: String) {
        self.queue = queue
        self.name = name
    }

    func run() {
        Thread.current.name = name   // Foundation sets the system thread name (gdb, perf, top -H)
        while let job = queue.wait(until: { !$0.jobs.isEmpty || $0.closing }, then: { $0.take() }) {
            job()
        }
    }
}
