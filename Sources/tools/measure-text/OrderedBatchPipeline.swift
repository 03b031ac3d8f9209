import Foundation
import Locking

/// Runs `--jsonl` batches on worker threads and writes their answers in input order. The calling thread reads
/// batches and writes answers; at most `window` batches are read ahead of the one being written, so memory stays
/// bounded however long the input is, and answers stream out as they are ready.
final class OrderedBatchPipeline<Batch, Answer>: @unchecked Sendable {
    // @unchecked: every stored `var` is read and written only while `lock` is held.
    private let lock = ThreadLock()
    private let workAvailable = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let answerReady = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var queue: [(sequence: Int, batch: Batch)] = []
    private var answers: [Int: Answer] = [:]
    private var closed = false

    private let threads: Int
    private let window: Int
    private let work: @Sendable (Batch) -> Answer

    /// A pipeline of `threads` workers each running `work`, with `window` batches read ahead at most.
    init(threads: Int, window: Int, work: @escaping @Sendable (Batch) -> Answer) {
        self.threads = threads
        self.window = max(window, threads)
        self.work = work
        pthread_cond_init(workAvailable, nil)
        pthread_cond_init(answerReady, nil)
    }

    deinit {
        pthread_cond_destroy(workAvailable)
        pthread_cond_destroy(answerReady)
        workAvailable.deallocate()
        answerReady.deallocate()
    }

    /// Reads batches with `read` until it returns nil, and calls `write` with each answer in order.
    func run(read: () -> Batch?, write: (Answer) -> Void) {
        let workers = (0..<threads).map { _ in
            let thread = Thread { [self] in workerLoop() }
            thread.stackSize = 1 << 20
            return thread
        }
        workers.forEach { $0.start() }
        var nextRead = 0, nextWrite = 0
        var inputEnded = false
        while !inputEnded || nextWrite < nextRead {
            if !inputEnded && nextRead - nextWrite < window {
                if let batch = read() {
                    lock.withLock {
                        queue.append((nextRead, batch))
                        pthread_cond_signal(workAvailable)
                    }
                    nextRead += 1
                } else {
                    inputEnded = true
                }
                continue
            }
            let answer: Answer = lock.withLock {
                while true {
                    if let answer = answers.removeValue(forKey: nextWrite) { return answer }
                    pthread_cond_wait(answerReady, lock.mutex)
                }
            }
            write(answer)
            nextWrite += 1
        }
        lock.withLock {
            closed = true
            pthread_cond_broadcast(workAvailable)
        }
    }

    private func workerLoop() {
        while true {
            let item: (sequence: Int, batch: Batch)? = lock.withLock {
                while queue.isEmpty && !closed { pthread_cond_wait(workAvailable, lock.mutex) }
                // At most `window` batches wait: taking the first one off is cheap.
                return queue.isEmpty ? nil : queue.removeFirst()
            }
            guard let item else { return }
            let answer = work(item.batch)
            lock.withLock {
                answers[item.sequence] = answer
                pthread_cond_signal(answerReady)
            }
        }
    }
}
