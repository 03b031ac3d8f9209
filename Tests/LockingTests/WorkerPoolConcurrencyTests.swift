import Dispatch
import Locking
import TestSupport
import Testing

/// Locking's worker pool, condition and slot array. Threaded: the name ends in `ConcurrencyTests`, which `make
/// test-tsan` selects.
@Suite struct WorkerPoolConcurrencyTests {
    /// Runs `body` on another thread and waits for it at most `testWaitLimit` (a deadlock fails the test, not the run).
    private func bounded(_ what: String, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            body()
            done.signal()
        }
        done.waitBounded(for: what)
    }

    @Test func mapReturnsResultsInJobOrder() {
        let pool = WorkerPool(threads: 3)
        let results = Locked<[Int]>([])
        bounded("map") {
            let squares = pool.map(count: 1000) { $0 * $0 }
            results.withLock { $0 = squares }
        }
        #expect(results.withLock { $0 } == (0..<1000).map { $0 * $0 })
        pool.shutdown()
    }

    @Test func submittedJobsStartInOrderAndShutdownLetsThemFinish() {
        let pool = WorkerPool(threads: 1)
        let order = Locked<[Int]>([])
        for job in 0..<200 { #expect(pool.submit { order.withLock { $0.append(job) } }) }
        bounded("shutdown") { pool.shutdown() }
        #expect(order.withLock { $0 } == Array(0..<200))
        #expect(!pool.submit {}, "a job submitted after shutdown is refused")
        pool.shutdown()   // idempotent
    }

    @Test func aMapInsideAJobDoesNotDeadlockAOneThreadPool() {
        let pool = WorkerPool(threads: 1)
        let sum = Locked(0)
        let done = DispatchSemaphore(value: 0)
        pool.submit {
            let values = pool.map(count: 50) { $0 }
            sum.withLock { $0 = values.reduce(0, +) }
            done.signal()
        }
        done.waitBounded(for: "the nested map")
        #expect(sum.withLock { $0 } == 1225)
        pool.shutdown()
    }

    @Test func conditionWakesAWaiterWhenTheStateIsReady() {
        let condition = Condition(0)
        let seen = Locked(-1)
        let waiter = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let value = condition.wait(until: { $0 >= 3 }) { $0 }
            seen.withLock { $0 = value }
            waiter.signal()
        }
        for _ in 0..<3 { condition.update { $0 += 1 } }
        waiter.waitBounded(for: "the waiter")
        #expect(seen.withLock { $0 } == 3)
    }

    @Test func slotArrayKeepsEachJobsSlot() {
        let slots = SlotArray<String>(count: 4)
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            if index != 2 { slots.set(index, "job \(index)") }
        }
        #expect(slots.values() == ["job 0", "job 1", "job 3"])
        #expect(slots[2] == nil && slots[3] == "job 3")
    }
}
