import Dispatch
import Locking
import TestSupport
import Testing

/// Locking's condition: a value that threads wait on. Threaded: the name ends in `ConcurrencyTests`.
@Suite struct ConditionConcurrencyTests {
    @Test func aWaiterWakesWhenTheStateIsReady() {
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

    @Test func waitersWithDifferentPredicatesAllWake() {
        let condition = Condition(0)
        let woke = Locked<[Int]>([])
        let done = DispatchSemaphore(value: 0)
        for threshold in [5, 1, 3] {
            DispatchQueue.global().async {
                condition.wait(until: { $0 >= threshold })
                woke.withLock { $0.append(threshold) }
                done.signal()
            }
        }
        for _ in 0..<5 { condition.update { $0 += 1 } }
        for _ in 0..<3 { done.waitBounded(for: "the waiters") }
        #expect(woke.withLock { $0.sorted() } == [1, 3, 5])
    }

    @Test func aProducerAndAConsumerHandEveryValueOver() {
        let queue = Condition<(items: [Int], closed: Bool)>(([], false))
        let received = Locked<[Int]>([])
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            while let item = queue.wait(until: { !$0.items.isEmpty || $0.closed }, then: { $0.items.isEmpty ? nil : $0.items.removeFirst() }) {
                received.withLock { $0.append(item) }
            }
            done.signal()
        }
        for item in 0..<500 { queue.update { $0.items.append(item) } }
        queue.update { $0.closed = true }
        done.waitBounded(for: "the consumer")
        #expect(received.withLock { $0 } == Array(0..<500))
    }
}
