import Dispatch
import Foundation
import Locking
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Locking's worker pool. Threaded: the name ends in `ConcurrencyTests`, which `make test-tsan` selects. Every wait is
/// bounded (`testWaitLimit`): a deadlock fails the test instead of hanging the run.
@Suite struct WorkerPoolConcurrencyTests {
    /// Runs `body` on a thread of Dispatch's and waits for it at most `testWaitLimit`.
    private func bounded<T: Sendable>(_ what: String, _ body: @escaping @Sendable () throws -> T) -> Result<T, any Error>? {
        let done = DispatchSemaphore(value: 0)
        let result = Locked<Result<T, any Error>?>(nil)
        DispatchQueue.global().async {
            let value = Result { try body() }
            result.withLock { $0 = value }
            done.signal()
        }
        guard done.waitBounded(for: what) else { return nil }
        return result.withLock { $0 }
    }

    private struct JobFailure: Error, Equatable {
        let index: Int
    }

    @Test func mapReturnsResultsInJobOrderWithMoreJobsThanThreads() throws {
        let pool = try WorkerPool(threads: 3)
        let threadsSeen = Locked<Set<UInt>>([])
        let squares = bounded("map") {
            pool.map(count: 1000) { index in
                threadsSeen.withLock { _ = $0.insert(UInt(pthread_self())) }
                return index * index
            }
        }
        #expect(try squares?.get() == (0..<1000).map { $0 * $0 })
        #expect(threadsSeen.withLock { $0.count } <= 4, "the pool's 3 threads and the calling thread, no more")
        pool.shutdown()
    }

    @Test func mapRunsEveryJobAndThrowsTheLowestFailure() throws {
        let pool = try WorkerPool(threads: 2)
        let ran = Locked(0)
        let result = bounded("a failing map") {
            try pool.map(count: 200) { index throws(JobFailure) -> Int in
                ran.withLock { $0 += 1 }
                if index % 50 == 17 { throw JobFailure(index: index) }
                return index
            }
        }
        #expect(throws: JobFailure(index: 17)) { try result?.get() }
        #expect(ran.withLock { $0 } == 200, "a failure does not stop the other jobs")
    }

    @Test func submittedJobsStartInOrderAndShutdownLetsPendingOnesFinish() throws {
        let pool = try WorkerPool(threads: 1)
        let order = Locked<[Int]>([])
        let gate = DispatchSemaphore(value: 0)
        #expect(pool.submit { gate.wait() })   // holds the one thread while 200 jobs queue up behind it
        for job in 0..<200 { #expect(pool.submit { order.withLock { $0.append(job) } }) }
        #expect(order.withLock { $0.isEmpty })
        gate.signal()
        _ = bounded("shutdown") { pool.shutdown() }
        #expect(order.withLock { $0 } == Array(0..<200))
        #expect(!pool.submit {}, "a job submitted after shutdown is refused")
        pool.shutdown()   // idempotent
    }

    @Test func releasingThePoolDrainsItsJobs() throws {
        let count = Locked(0)
        let finished = bounded("the pool's release") {
            do {
                let pool = try WorkerPool(threads: 2)
                for _ in 0..<100 { pool.submit { count.withLock { $0 += 1 } } }
            }
            return count.withLock { $0 }
        }
        #expect(try finished?.get() == 100)
    }

    @Test func aMapInsideAJobDoesNotDeadlockAOneThreadPool() throws {
        let pool = try WorkerPool(threads: 1)
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

    @Test func aMapOnAShutDownPoolRunsOnTheCallingThread() throws {
        let pool = try WorkerPool(threads: 2)
        pool.shutdown()
        let caller = Locked<UInt>(0)
        let threadsSeen = Locked<Set<UInt>>([])
        let values = bounded("a map after shutdown") {
            caller.withLock { $0 = UInt(pthread_self()) }
            return pool.map(count: 20) { index in
                threadsSeen.withLock { _ = $0.insert(UInt(pthread_self())) }
                return index + 1
            }
        }
        #expect(try values?.get() == Array(1...20))
        #expect(threadsSeen.withLock { $0 } == [caller.withLock { $0 }])
    }

    @Test func shutdownFromOneOfThePoolsJobsReturns() throws {
        let pool = try WorkerPool(threads: 2)
        let done = DispatchSemaphore(value: 0)
        let wasInPool = Locked(false)
        pool.submit {
            wasInPool.withLock { $0 = pool.isCurrentThreadInPool }
            pool.shutdown()   // joins the other thread, detaches this one
            done.signal()
        }
        done.waitBounded(for: "a shutdown from inside the pool")
        #expect(wasInPool.withLock { $0 })
        #expect(!pool.isCurrentThreadInPool)
        #expect(!pool.submit {})
    }

    @Test func threadsCarryThePoolsName() throws {
        let pool = try WorkerPool(threads: 1, name: "lp-test")
        let name = bounded("the name") { () -> String in
            let named = DispatchSemaphore(value: 0)
            let seen = Locked("")
            pool.submit {
                // The kernel's name of the calling thread (what gdb, perf and top -H show).
                let name = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? "unreadable"
                seen.withLock { $0 = name.trimmingCharacters(in: .newlines) }
                named.signal()
            }
            named.wait()
            return seen.withLock { $0 }
        }
        #expect(try name?.get() == "lp-test-0")
        #expect(pool.threadCount == 1)
    }

    @Test func aRefusedThreadIsReportedWithItsReason() {
        let error = WorkerPoolError.threadStartFailed(index: 3, reason: "Resource temporarily unavailable")
        #expect("\(error)" == "could not start worker thread 3: Resource temporarily unavailable")
    }
}
