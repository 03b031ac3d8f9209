import Dispatch
import Foundation
import Locking

/// Independent jobs run on up to `threads` threads, their results in job order, and the error of the lowest
/// failing job: exactly what one pass over the jobs in order would return or throw.
///
/// Jobs are dealt out interleaved (job `j` goes to batch `j mod batches`), so that costly jobs that sit together
/// (the exactly measured messages at the bottom of a chat, among thousands of cheap estimates) spread over the
/// threads instead of landing in one batch.
enum ParallelMap {
    /// `body(0)`, `body(1)`, … `body(count - 1)`, on the calling thread alone when `threads` is 1.
    static func map<Value>(count: Int, threads: Int, _ body: @Sendable (Int) throws -> Value) throws -> [Value] {
        if threads <= 1 || count < 2 { return try (0..<count).map(body) }
        let slots = ResultSlots<Value>(count: count)
        let failures = FirstFailure()
        let batches = min(count, threads * 8)
        DispatchQueue.concurrentPerform(iterations: batches) { batch in
            for j in stride(from: batch, to: count, by: batches) {
                do {
                    slots.set(j, try body(j))
                } catch {
                    failures.record(error, at: j)
                    return
                }
            }
        }
        if let error = failures.error { throw error }
        return slots.values()
    }
}

/// One result slot per job, each written by exactly one thread, read after all of them are done.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let count: Int
    private let base: UnsafeMutablePointer<Value?>

    init(count: Int) {
        base = UnsafeMutablePointer<Value?>.allocate(capacity: count)
        base.initialize(repeating: nil, count: count)
        self.count = count
    }

    func set(_ index: Int, _ value: Value) { base[index] = value }

    /// The results (every slot is set when no job failed).
    func values() -> [Value] { UnsafeBufferPointer(start: base, count: count).compactMap { $0 } }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }
}

/// The error of the lowest failing job.
private final class FirstFailure: Sendable {
    private let first = Locked<(index: Int, error: (any Error)?)>((Int.max, nil))

    /// The recorded error, if any job failed.
    var error: (any Error)? { first.withLock { $0.error } }

    func record(_ error: any Error, at index: Int) {
        first.withLock { first in
            if index < first.index { first = (index, error) }
        }
    }
}
