import Dispatch
import Foundation

/// Hands a value that is not `Sendable` to worker threads that never touch the same mutable part of it:
/// each thread uses only its own session, and everything shared is only read.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}

/// Runs `body(thread)` for threads 0..<`threads` at the same time and waits for all of them;
/// rethrows the first error any of them threw.
func runOnThreads(_ threads: Int, _ body: @Sendable (Int) throws -> Void) throws {
    let failure = FirstError()
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
        do { try body(thread) } catch { failure.record(error) }
    }
    if let error = failure.error { throw error }
}

/// The first error recorded by any thread.
private final class FirstError: @unchecked Sendable {
    private let lock = NSLock()
    private var first: Error?

    func record(_ error: Error) {
        lock.lock()
        defer { lock.unlock() }
        if first == nil { first = error }
    }

    var error: Error? {
        lock.lock()
        defer { lock.unlock() }
        return first
    }
}
