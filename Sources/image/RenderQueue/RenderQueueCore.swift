import Dispatch
import Locking
import Raster

/// The state machine behind `RenderQueue`: backlog, coalescing index, requests, counters and workers, all
/// guarded by one lock, a `Condition` over the number of live workers that workers wait on for work and callers for
/// idleness or the workers' exit (every change under it wakes every waiter, which checks its own predicate). The workers are a `WorkerPool`'s
/// threads, each running one worker loop. Worker contexts never appear here: each lives in its worker's stack frame.
///
/// Lock order: callers never hold this lock while taking a token's or target's lock for *firing*; tokens and
/// targets never hold theirs while calling into the queue. Caller code (deliveries, progress handlers) and
/// PNG encoding run with no lock held.
final class RenderQueueCore<Context>: @unchecked Sendable {
    // @unchecked: every mutable property below is only touched with `lock` held (the condition's own value is the
    // live worker count; the other books are this class's properties). Not `Condition(())`: ThreadSanitizer reports
    // every access to an empty value as a race.
    private enum State {
        case running
        case stopping(ShutdownMode)
    }

    let configuration: RenderQueueConfiguration
    private let makeContext: @Sendable (Int) throws -> Context
    /// The lock of the books, over the number of worker threads that have not exited yet.
    private let lock = Condition(0)

    private var state = State.running
    private var paused: Bool
    private var backlog = Backlog<Context>()
    /// Pending and running jobs that still have requests, by job value: where equal jobs coalesce.
    private var entriesByKey: [JobKey: JobEntry<Context>] = [:]
    /// Which entry each waiting request belongs to.
    private var entriesByRequest: [UInt64: JobEntry<Context>] = [:]
    private var nextRequestID: UInt64 = 0
    private var counters = RenderProgress()
    private var progressNotificationScheduled = false
    private var workers: WorkerPool?

    init(configuration: RenderQueueConfiguration, makeContext: @escaping @Sendable (Int) throws -> Context) {
        self.configuration = configuration
        self.makeContext = makeContext
        paused = configuration.startsPaused
    }

    // MARK: - Starting and stopping

    /// Starts the worker threads (none when the system refuses one: the pool stops those already started).
    func start() throws(RenderQueueError) {
        let pool: WorkerPool
        do throws(WorkerPoolError) {
            pool = try WorkerPool(threads: configuration.workerCount, name: String(configuration.threadName.prefix(10)))
        } catch {
            switch error {
            case let .threadStartFailed(_, reason): throw .workerStartFailed(reason: reason)
            }
        }
        lock.withLock { liveWorkers in
            workers = pool
            liveWorkers = pool.threadCount
        }
        for index in 0..<pool.threadCount {
            pool.submit { [self] in workerLoop(index: index) }
        }
    }

    /// Stops taking requests, treats work in flight as `mode` says, and returns once every worker has exited.
    func shutdown(_ mode: ShutdownMode) {
        var answers: [Answer] = []
        let joining: WorkerPool? = lock.update { _ in
            if case .running = state {
                state = .stopping(mode)
            } else if mode != .drain, case .stopping(.drain) = state {
                state = .stopping(mode)   // a later, stricter shutdown overrides a drain
            }
            if mode != .drain {
                for entry in backlog.removeAll() {
                    answers += finish(entry, with: .failure(.shutDown))
                }
            }
            if mode == .cancelRunning {
                let running = entriesByKey.values.filter { $0.phase == .running }
                for entry in running { answers += finish(entry, with: .failure(.shutDown)) }
            }
            paused = false
            noteChange()
            defer { workers = nil }
            return workers
        }
        for answer in answers { answer.send() }
        let onWorker = joining?.isCurrentThreadInPool ?? false
        lock.wait(until: { liveWorkers in liveWorkers <= (onWorker ? 1 : 0) })
        joining?.shutdown()   // joins the threads (a queue stopped by its own worker detaches that one)
    }

    // MARK: - Requests

    /// Queues one request for `job`; the answer always arrives through `deliver`, exactly once.
    func submit(_ job: ErasedJob<Context>, request options: RenderRequest,
                extraToken: RenderCancellationToken? = nil,
                deliver: @escaping @Sendable (Result<Image, RenderQueueError>) -> Void) {
        let generation = options.target.map { options.generation ?? $0.generation } ?? 0
        let priority = options.priority ?? job.priority
        var answers: [Answer] = []
        let id: UInt64 = lock.update { _ in
            nextRequestID += 1
            let request = Request(id: nextRequestID, priority: priority, output: options.output,
                                  target: options.target, generation: generation, deliver: deliver)
            counters.submitted += 1
            defer { noteChange() }
            guard case .running = state else {
                answers.append(record(Answer(request: request, result: .failure(.shutDown))))
                return request.id
            }
            if let entry = entriesByKey[job.key] {
                entry.requests.append(request)
                entriesByRequest[request.id] = entry
                if entry.phase == .pending && priority > entry.priority { backlog.promote(entry, to: priority) }
                return request.id
            }
            if backlog.count >= configuration.backlogCapacity {
                guard configuration.whenFull == .dropOldestLowestPriority,
                      let victim = backlog.evictionCandidate(atMost: priority) else {
                    answers.append(record(Answer(
                        request: request, result: .failure(.backlogFull(capacity: configuration.backlogCapacity)))))
                    return request.id
                }
                answers += finish(victim, with: .failure(.evicted(capacity: configuration.backlogCapacity, by: priority)))
            }
            let entry = JobEntry(job: job, priority: priority)
            entry.requests.append(request)
            entriesByKey[job.key] = entry
            entriesByRequest[request.id] = entry
            backlog.append(entry)
            return request.id
        }
        for answer in answers { answer.send() }
        register(id, token: options.token)
        register(id, token: extraToken)
        if let target = options.target { register(id, target: target, generation: generation) }
    }

    /// Hooks request `id` to `token`: cancelling it answers the request with `.cancelled`.
    private func register(_ id: UInt64, token: RenderCancellationToken?) {
        guard let token else { return }
        guard let handle = token.register({ [weak self] in self?.cancelRequest(id, with: .cancelled) }) else {
            cancelRequest(id, with: .cancelled)
            return
        }
        attachUnregister(id) { token.unregister(handle) }
    }

    /// Hooks request `id` to `target`: a new generation answers it with `.superseded`.
    private func register(_ id: UInt64, target: RenderTarget, generation: UInt64) {
        let superseded: @Sendable () -> Void = { [weak self] in
            self?.cancelRequest(id, with: .superseded(generation: generation, current: target.generation))
        }
        guard let handle = target.register(generation: generation, superseded) else {
            superseded()
            return
        }
        attachUnregister(id) { target.unregister(handle) }
    }

    /// Stores an unregistration with its request, or runs it now when the request has already ended.
    private func attachUnregister(_ id: UInt64, _ unregister: @escaping @Sendable () -> Void) {
        let stored: Bool = lock.withLock { _ in
            guard let entry = entriesByRequest[id],
                  let index = entry.requests.firstIndex(where: { $0.id == id }) else { return false }
            entry.requests[index].unregister.append(unregister)
            return true
        }
        if !stored { unregister() }
    }

    /// Answers request `id` with `error` if it still waits; a job nobody waits for any more leaves the
    /// backlog, or, when running, sees its cancellation check fire.
    func cancelRequest(_ id: UInt64, with error: RenderQueueError) {
        let answer: Answer? = lock.update { _ in
            guard let entry = entriesByRequest.removeValue(forKey: id),
                  let request = entry.removeRequest(id) else { return nil }
            if entry.requests.isEmpty { abandon(entry) }
            noteChange()
            return record(Answer(request: request, result: .failure(error)))
        }
        answer?.send()
    }

    // MARK: - Workers

    /// A worker thread's life: take a job, render it, answer its requests; exit when the queue stops.
    /// The lock is never held while caller code runs or a caller's value may be released.
    private func workerLoop(index: Int) {
        var context: Context?
        while let entry = takeNextEntry() {
            process(entry, worker: index, context: &context)
        }
        context = nil   // the worker's state dies on the thread that made it, before shutdown returns
        lock.update { liveWorkers in liveWorkers -= 1 }
    }

    /// Waits for the next job and marks it running; nil once the queue stops and nothing is left to drain.
    private func takeNextEntry() -> JobEntry<Context>? {
        lock.wait(until: { _ in isStopping && backlog.isEmpty || !paused && !backlog.isEmpty }) { _ in
            guard !paused, let entry = backlog.popFirst() else { return nil }   // stopping, nothing left to drain
            entry.phase = .running
            counters.running += 1
            return entry
        }
    }

    /// Renders a running entry (unless nobody wants it any more) and answers its requests.
    private func process(_ entry: JobEntry<Context>, worker: Int, context: inout Context?) {
        let (stale, wanted): ([Answer], Bool) = lock.update { _ in
            let stale = dropSupersededRequests(of: entry)
            if entry.requests.isEmpty { abandon(entry) }
            return (stale, entry.phase == .running)
        }
        for answer in stale { answer.send() }
        var answers: [Answer] = []
        if wanted {
            let result = render(entry, worker: worker, context: &context)
            let requests: [Request] = lock.update { _ in
                counters.renders += 1
                guard entry.phase == .running else { return [] }
                entry.phase = .finished
                return detach(entry)
            }
            answers = outputs(of: requests, result: result)
            lock.withLock { _ in for answer in answers { _ = record(answer) } }
        }
        for answer in answers { answer.send() }
        lock.update { _ in
            counters.running -= 1
            noteChange()
        }
    }

    /// Renders `entry` with the worker's context, creating the context on first use (or after it failed).
    private func render(_ entry: JobEntry<Context>, worker: Int,
                        context: inout Context?) -> Result<Image, RenderQueueError> {
        if context == nil {
            do { context = try makeContext(worker) } catch {
                return .failure(.workerContextUnavailable(worker: worker, reason: "\(error)"))
            }
        }
        guard var current = context.take() else { return .failure(.cancelled) }
        defer { context = current }
        let cancellation = RenderCancellationCheck(flag: entry.cancellation)
        do {
            return .success(try entry.job.render(&current, cancellation))
        } catch let error as RenderQueueError {
            return .failure(error)
        } catch {
            return .failure(entry.cancellation.isSet ? .cancelled : .renderFailed(job: entry.job.label, underlying: error))
        }
    }

    /// Writes the requested PNG files (each compression encoded once) and pairs every request with its answer.
    private func outputs(of requests: [Request], result: Result<Image, RenderQueueError>) -> [Answer] {
        guard case let .success(image) = result else {
            return requests.map { Answer(request: $0, result: result) }
        }
        var encoded: [PNGCompression: Result<[UInt8], RasterError>] = [:]
        return requests.map { request in
            guard let output = request.output else { return Answer(request: request, result: result) }
            let bytes = encoded[output.compression] ?? Result {
                try PNGEncoder(compression: output.compression).encode(image, input: output.path)
            }.mapError { $0 as? RasterError ?? .encodingFailed(input: output.path, message: "\($0)") }
            encoded[output.compression] = bytes
            do {
                try RasterFile.writeAtomically(try bytes.get(), to: output.path)
                return Answer(request: request, result: result)
            } catch {
                let failure = error as? RasterError ?? .unwritableFile(path: output.path, reason: "\(error)")
                return Answer(request: request, result: .failure(.outputFailed(path: output.path, underlying: failure)))
            }
        }
    }

    // MARK: - Books (call with the lock held)

    /// Takes out the requests of `entry` whose target moved on, answered with `.superseded`.
    private func dropSupersededRequests(of entry: JobEntry<Context>) -> [Answer] {
        let stale = entry.requests.filter(\.isSuperseded)
        guard !stale.isEmpty else { return [] }
        entry.requests.removeAll(where: \.isSuperseded)
        return stale.map { request in
            entriesByRequest[request.id] = nil
            return record(Answer(request: request, result: .failure(request.supersededError)))
        }
    }

    /// Ends `entry` (pending or running) and answers all its requests with `result`.
    private func finish(_ entry: JobEntry<Context>, with result: Result<Image, RenderQueueError>) -> [Answer] {
        let requests = detach(entry)
        if entry.phase == .running { entry.cancellation.set() }
        entry.phase = .finished
        return requests.map { record(Answer(request: $0, result: result)) }
    }

    /// Takes every request out of `entry` and `entry` out of the books (not out of the backlog).
    private func detach(_ entry: JobEntry<Context>) -> [Request] {
        let requests = entry.requests
        entry.requests = []
        for request in requests { entriesByRequest[request.id] = nil }
        if entriesByKey[entry.job.key] === entry { entriesByKey[entry.job.key] = nil }
        backlog.remove(entry)
        return requests
    }

    /// Drops an entry nobody waits for: out of the backlog, or, when running, cancelled.
    private func abandon(_ entry: JobEntry<Context>) {
        _ = finish(entry, with: .failure(.cancelled))
    }

    /// Counts an answer in the progress counters.
    private func record(_ answer: Answer) -> Answer {
        switch answer.result {
        case .success: counters.succeeded += 1
        case let .failure(error) where error.isCancellation: counters.cancelled += 1
        case .failure: counters.failed += 1
        }
        return answer
    }

    /// Schedules a progress notification (at most one outstanding); call from `lock.update`, which wakes the waiters.
    private func noteChange() {
        guard let handler = configuration.progressHandler, !progressNotificationScheduled else { return }
        progressNotificationScheduled = true
        configuration.progressQueue.async { [weak self] in
            guard let self else { return }
            let snapshot: RenderProgress = self.lock.withLock { _ in
                self.progressNotificationScheduled = false
                return self.snapshot()
            }
            handler(snapshot)
        }
    }

    /// Whether `shutdown` has begun.
    private var isStopping: Bool {
        if case .stopping = state { return true }
        return false
    }

    private func snapshot() -> RenderProgress {
        var progress = counters
        progress.pending = backlog.count
        return progress
    }

    // MARK: - Observation and the scheduler hook

    /// The current counters.
    var progress: RenderProgress {
        lock.withLock { _ in snapshot() }
    }

    /// The pending jobs in the order workers will take them.
    var pendingJobs: [RenderQueuePendingJob] {
        lock.withLock { _ in
            backlog.ordered().map { entry in
                RenderQueuePendingJob(job: entry.job.value, label: entry.job.label, priority: entry.priority,
                                      requests: entry.requests.count)
            }
        }
    }

    /// Whether workers are held back.
    var isPaused: Bool {
        lock.withLock { _ in paused }
    }

    /// Holds workers back (running renders finish); with `false` lets them take jobs again.
    func setPaused(_ value: Bool) {
        lock.update { _ in
            if case .stopping = state { return }
            paused = value
        }
    }

    /// Blocks until no job is pending or running (a paused queue with pending jobs waits for `resume`).
    func waitUntilIdle() {
        lock.wait(until: { _ in backlog.isEmpty && counters.running == 0 })
    }

    /// Worker threads that have not exited yet.
    var liveWorkerCount: Int {
        lock.withLock { liveWorkers in liveWorkers }
    }
}
