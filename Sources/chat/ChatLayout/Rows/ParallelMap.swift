import Locking

/// Independent jobs run on a worker pool and the calling thread, their results in job order, and the error of the
/// lowest failing job: exactly what one pass over the jobs in order would return or throw.
///
/// Jobs are dealt out interleaved (job `j` goes to batch `(count - 1 - j) mod batches`), so that costly jobs that
/// sit together spread over the threads instead of landing in one batch, and each batch runs its jobs from the last:
/// the costly jobs of a chat (the exactly measured messages at its bottom, among thousands of cheap estimates) start
/// first, instead of keeping one thread busy after the other has run out of work.
enum ParallelMap {
    /// `body(0)`, `body(1)`, … `body(count - 1)`, on the calling thread alone when there is no pool.
    static func map<Value>(count: Int, on pool: WorkerPool?, _ body: @escaping @Sendable (Int) throws -> Value)
        throws -> [Value] {
        guard let pool, count >= 2 else { return try (0..<count).map(body) }
        let batches = min(count, (pool.threadCount + 1) * 8)
        // From the last job down; after a failure the batch goes on, since a lower job may fail too (the error of the
        // lowest is thrown).
        let runs = pool.map(count: batches) { batch in
            stride(from: count - 1 - batch, through: 0, by: -batches).map { j in (j, Result { try body(j) }) }
        }
        let slots = SlotArray<Result<Value, any Error>>(count: count)
        for (j, result) in runs.joined() { slots.set(j, result) }
        return try (0..<count).map { j in
            guard let result = slots[j] else { preconditionFailure("job \(j) of \(count) left no result") }
            return try result.get()
        }
    }
}
