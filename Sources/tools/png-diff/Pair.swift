import Dispatch
import Locking

/// Builds two values, on two threads when asked (decoding two PNGs is most of png-diff's work).
enum Pair {
    /// Runs both closures (concurrently when `concurrently`) and returns both results, or the first
    /// closure's error, then the second's.
    static func make<T: Sendable>(concurrently: Bool, _ first: @Sendable () throws -> T,
                                  _ second: @Sendable () throws -> T) throws -> (T, T) {
        guard concurrently else { return (try first(), try second()) }
        let results = Results<T>()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.store(index, Result { index == 0 ? try first() : try second() })
        }
        return (try results.get(0), try results.get(1))
    }

    /// Two result slots, each written by one worker before `concurrentPerform` returns.
    private final class Results<T: Sendable>: Sendable {
        private let slots = Locked<[Result<T, any Error>?]>([nil, nil])

        func store(_ index: Int, _ result: Result<T, any Error>) {
            slots.withLock { $0[index] = result }
        }

        func get(_ index: Int) throws -> T {
            guard let result = slots.withLock({ $0[index] }) else { throw PairError.missingResult(index) }
            return try result.get()
        }
    }

    /// A slot was not filled (cannot happen after `concurrentPerform` returns).
    enum PairError: Error {
        case missingResult(Int)
    }
}
