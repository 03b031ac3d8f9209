import Dispatch
import Locking
import Testing

/// Locking's slot array: one result slot per job, written from whichever thread runs the job. Threaded: the name ends
/// in `ConcurrencyTests`, which `make test-tsan` selects.
@Suite struct SlotArrayConcurrencyTests {
    @Test func slotArrayKeepsEachJobsSlot() {
        let slots = SlotArray<String>(count: 4)
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            if index != 2 { slots.set(index, "job \(index)") }
        }
        #expect(slots.values() == ["job 0", "job 1", "job 3"])
        #expect(slots[2] == nil && slots[3] == "job 3")
    }

    @Test func manyJobsFillTheirOwnSlots() {
        let count = 10_000
        let slots = SlotArray<Int>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { slots.set($0, $0 * $0) }
        #expect(slots.values() == (0..<count).map { $0 * $0 })
    }
}
