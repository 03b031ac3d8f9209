import Raster
import RenderQueue
import Dispatch
import Testing
import TextRender
import Locking
import TestSupport

@Suite struct RenderQueueShutdownConcurrencyTests {
    /// Default shutdown with one job running and fifty waiting: the waiting ones fail with `shutDown` at
    /// once, the running one finishes and delivers, then every worker has exited and its context is gone.
    @Test func finishRunningFailsPendingAndDeliversRunning() throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 1, log: log)
        let answers = Answers()
        let gate = Gate()
        queue.submit(GateJob(name: "running", gate: gate), deliverOn: answers.queue, completion: answers.handler("running"))
        gate.started.waitBounded(for: "the gated job to start")
        for index in 0..<50 {
            queue.submit(FillJob(name: "p\(index)"), deliverOn: answers.queue, completion: answers.handler("p\(index)"))
        }
        let stopped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            queue.shutdown()
            stopped.signal()
        }
        answers.wait(for: 50)   // the pending requests are answered before shutdown waits for the worker
        #expect((0..<50).allSatisfy { answers.error("p\($0)")?.caseName == "shutDown" })
        gate.proceed.signal()
        stopped.waitBounded(for: "shutdown to return")
        answers.wait(for: 1)
        #expect(answers.image("running") != nil)
        #expect(queue.liveWorkerCount == 0)
        #expect(log.contextsCreated == 1 && log.contextsDestroyed == 1)
        #expect(log.totalRenders == 1)

        queue.submit(FillJob(name: "after"), deliverOn: answers.queue, completion: answers.handler("after"))
        answers.wait(for: 1)
        #expect(answers.error("after")?.caseName == "shutDown")
        queue.shutdown()   // again: nothing more happens
        let progress = queue.progress
        #expect(progress.submitted == 52 && progress.succeeded == 1 && progress.cancelled == 51)
    }

    /// `.cancelRunning` answers the running job's request at once and stops it at its next row.
    @Test func cancelRunningStopsTheRender() throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 1, log: log)
        let answers = Answers()
        let gate = Gate()
        queue.submit(GateJob(name: "running", height: 40, gate: gate), deliverOn: answers.queue,
                     completion: answers.handler("running"))
        gate.started.waitBounded(for: "the gated job to start")
        let stopped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            queue.shutdown(.cancelRunning)
            stopped.signal()
        }
        answers.wait(for: 1)
        #expect(answers.error("running")?.caseName == "shutDown")
        gate.proceed.signal()
        stopped.waitBounded(for: "shutdown to return")
        #expect(log.rowsDrawn(by: "running") == 1)
        #expect(queue.liveWorkerCount == 0)
        #expect(log.contextsDestroyed == log.contextsCreated)
    }

    /// `.drain` renders everything still waiting, even on a paused queue, and refuses new requests.
    @Test func drainFinishesTheBacklog() throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 2, paused: true, log: log)
        let answers = Answers()
        for index in 0..<20 {
            queue.submit(FillJob(name: "d\(index)"), deliverOn: answers.queue, completion: answers.handler("d\(index)"))
        }
        queue.shutdown(.drain)
        answers.wait(for: 20)
        #expect((0..<20).allSatisfy { answers.image("d\($0)") != nil })
        #expect(queue.liveWorkerCount == 0)
        #expect(log.totalRenders == 20)
    }

    /// Releasing a queue with work in flight shuts it down: no thread, context or job value outlives it.
    @Test func releasingTheQueueLeaksNothing() throws {
        let log = RenderLog()
        let tracker = Tracker()
        weak var weakQueue: RenderQueue<TestWorker>?
        let answers = Answers()
        do {
            let queue = try makeQueue(workers: 4, log: log)
            weakQueue = queue
            for index in 0..<200 {
                queue.submit(TrackedJob(index: index, tracker: tracker.track()), deliverOn: answers.queue,
                             completion: answers.handler("t"))
            }
        }
        #expect(weakQueue == nil)
        answers.wait(for: 200)
        let outcomes = answers.results("t")
        #expect(outcomes.count == 200)
        #expect(outcomes.allSatisfy { outcome in
            if case let .failure(error) = outcome { return error.caseName == "shutDown" }
            return true
        })
        #expect(log.contextsDestroyed == log.contextsCreated)
        #expect(tracker.alive == 0)
    }

    /// A queue whose last reference goes away inside one of its own renders shuts down from that worker
    /// without waiting for itself: the render delivers, and every worker exits and frees its context.
    @Test func releasedByItsOwnWorkerDoesNotDeadlock() throws {
        let log = RenderLog()
        let holder = Locked<RenderQueue<TestWorker>?>(nil)
        let answers = Answers()
        do {
            let queue = try makeQueue(workers: 2, log: log)
            holder.withLock { $0 = queue }
            queue.submit(ReleasingJob(holder: holder), deliverOn: answers.queue, completion: answers.handler("self"))
        }
        answers.wait(for: 1)
        #expect(answers.image("self")?.width == 8)
        log.waitUntilDestroyed(log.contextsCreated)
        #expect(log.contextsDestroyed == log.contextsCreated)
    }
}

/// A job that drops the last reference to the queue rendering it.
struct ReleasingJob: RenderJob {
    let holder: Locked<RenderQueue<TestWorker>?>

    static func == (lhs: ReleasingJob, rhs: ReleasingJob) -> Bool { lhs.holder === rhs.holder }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(holder)) }

    func render(in context: inout TestWorker, cancellation: RenderCancellationCheck) throws -> Image {
        holder.withLock { $0 = nil }
        return try FillJob(name: "releasing").render(in: &context, cancellation: cancellation)
    }
}

/// Counts live `TrackedObject`s.
final class Tracker: Sendable {
    private let count = Locked(0)
    var alive: Int { count.withLock { $0 } }
    func track() -> TrackedObject { TrackedObject(self) }
    fileprivate func change(_ delta: Int) { count.withLock { $0 += delta } }
}

/// An object whose lifetime a `Tracker` counts.
final class TrackedObject: Sendable {
    let tracker: Tracker
    init(_ tracker: Tracker) {
        self.tracker = tracker
        tracker.change(1)
    }
    deinit { tracker.change(-1) }
}

/// A job that holds a tracked object, to see that the queue releases job values.
struct TrackedJob: RenderJob {
    let index: Int
    let tracker: TrackedObject

    static func == (lhs: TrackedJob, rhs: TrackedJob) -> Bool { lhs.index == rhs.index }
    func hash(into hasher: inout Hasher) { hasher.combine(index) }

    func render(in context: inout TestWorker, cancellation: RenderCancellationCheck) throws -> Image {
        try FillJob(name: "tracked-\(index)", width: 16, height: 16).render(in: &context, cancellation: cancellation)
    }
}
