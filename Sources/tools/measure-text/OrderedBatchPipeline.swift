import Locking

/// Runs `--jsonl` batches on a worker pool and writes their answers in input order. The calling thread reads
/// batches and writes answers; at most `window` batches are read ahead of the one being written, so memory stays
/// bounded however long the input is, and answers stream out as they are ready.
struct OrderedBatchPipeline<Batch: Sendable, Answer: Sendable> {
    /// The threads that answer batches.
    let pool: WorkerPool
    /// The most batches read ahead of the one being written (at least the pool's thread count).
    let window: Int
    let work: @Sendable (Batch) -> Answer

    /// A pipeline answering batches with `work` on `pool`, with `window` batches read ahead at most.
    init(pool: WorkerPool, window: Int, work: @escaping @Sendable (Batch) -> Answer) {
        self.pool = pool
        self.window = max(window, pool.threadCount)
        self.work = work
    }

    /// Reads batches with `read` until it returns nil, and calls `write` with each answer in order.
    func run(read: () -> Batch?, write: (Answer) -> Void) {
        let answers = Condition([Int: Answer]())
        var nextRead = 0, nextWrite = 0
        var inputEnded = false
        while !inputEnded || nextWrite < nextRead {
            if !inputEnded && nextRead - nextWrite < window {
                if let batch = read() {
                    let sequence = nextRead, work = work
                    let job: @Sendable () -> Void = {
                        let answer = work(batch)
                        answers.update { $0[sequence] = answer }
                    }
                    if !pool.submit(job) { job() }   // a pool already shut down: answered here, never waited for
                    nextRead += 1
                } else {
                    inputEnded = true
                }
                continue
            }
            let sequence = nextWrite
            let answer = answers.wait(until: { $0[sequence] != nil }) { $0.removeValue(forKey: sequence) }
            guard let answer else { preconditionFailure("batch \(sequence) has no answer after its wait") }
            write(answer)
            nextWrite += 1
        }
    }
}
