import Locking

/// Builds two values, on two threads when there is a pool (decoding two PNGs is most of png-diff's work).
enum Pair {
    /// Runs both closures (the second on `pool` while the calling thread runs the first, when there is one) and
    /// returns both results, or the first closure's error, then the second's.
    static func make<T: Sendable>(on pool: WorkerPool?, _ first: @escaping @Sendable () throws -> T,
                                  _ second: @escaping @Sendable () throws -> T) throws -> (T, T) {
        guard let pool else { return (try first(), try second()) }
        let both = try pool.map(count: 2) { index in index == 0 ? try first() : try second() }
        return (both[0], both[1])
    }
}
