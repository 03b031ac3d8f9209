import Dispatch
import Foundation
import Locking

/// Independent jobs run on up to `threads` threads, their results in job order, and the error of the lowest
/// failing job: exactly what one pass over the jobs in order would return or throw.
///
/// Jobs are dealt out interleaved (job `j` goes to batch `(count - 1 - j) mod batches`), so that costly jobs that
/// sit together spread over the threads instead of landing in one batch, and each batch runs its jobs from the last:
/// the costly jobs of a chat (the exactly measured messages at its bottom, among thousands of cheap estimates) start
/// first, instead of keeping one thread busy after the other has run out of work.
enum ParallelMap {
    /// `body(0)`, `body(1)`, … `body(count - 1)`, on the calling thread alone when `threads` is 1.
    static func map<Value>(count: Int, threads: Int, _ body: @Sendable (Int) throws -> Value) throws -> [Value] {
        if threads <= 1 || count < 2 { return try (0..<count).map(body) }
        let slots = SlotArray<Value>(count: count)
        let failures = FirstFailure()
        let batches = min(count, threads * 8)
        DispatchQueue.concurrentPerform(iterations: batches) { batch in
            // From the last job down; after a failure the batch goes on, since a lower job may fail too (the error of the
            // lowest is thrown).
            for j in stride(from: count - 1 - batch, through: 0, by: -batches) {
                do {
                    slots.set(j, try body(j))
                } catch {
                    failures.record(error, at: j)
                }
            }
        }
        if let error = failures.error { throw error }
        return slots.values()
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
