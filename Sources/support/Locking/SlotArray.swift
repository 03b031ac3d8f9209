/// One result slot per job: job `i` writes slot `i` exactly once, from whichever thread runs it, and the slots are
/// read after every job is done (after the pool's `map` or the threads' join returns, which orders the writes before
/// the reads). No lock: distinct jobs write distinct slots.
package final class SlotArray<Value>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Value?>
    /// How many slots there are.
    package let count: Int

    /// `count` empty slots.
    package init(count: Int) {
        self.count = count
        base = UnsafeMutablePointer<Value?>.allocate(capacity: count)
        base.initialize(repeating: nil, count: count)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Fills slot `index` (each slot once, by the job that owns it).
    package func set(_ index: Int, _ value: Value) {
        precondition(index >= 0 && index < count, "slot \(index) of \(count)")
        base[index] = value
    }

    /// The value of slot `index`, nil when its job did not fill it.
    package subscript(index: Int) -> Value? { base[index] }

    /// The filled slots' values in slot order (all of them when every job filled its slot).
    package func values() -> [Value] { UnsafeBufferPointer(start: base, count: count).compactMap { $0 } }
}
