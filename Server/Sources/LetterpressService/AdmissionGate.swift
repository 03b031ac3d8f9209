import Synchronization

/// Bounds the renders running at once and the requests waiting for one: at most `capacity` run, at most `backlog`
/// wait (in arrival order); a request beyond both is refused at once, so an overload answers 503 quickly instead of
/// queueing without bound. Taking a free slot does not suspend (a lock, not an actor hop): a request that finds one
/// costs no thread switch.
final class AdmissionGate: Sendable {
    let capacity: Int
    let backlog: Int
    private struct State {
        var running = 0
        var waiting: [CheckedContinuation<Void, Never>] = []
    }
    private let state = Mutex(State())

    init(capacity: Int, backlog: Int) {
        self.capacity = max(1, capacity)
        self.backlog = max(0, backlog)
    }

    /// Takes a slot, waiting for one if the backlog has room (or always, with `waitingBeyondBacklog`: the next batch
    /// of a stream already admitted); false when it has none (the caller answers 503).
    func enter(waitingBeyondBacklog: Bool = false) async -> Bool {
        let (admitted, mayWait) = state.withLock { state -> (Bool, Bool) in
            if state.running < capacity {
                state.running += 1
                return (true, true)
            }
            return (false, state.waiting.count < backlog || waitingBeyondBacklog)
        }
        if admitted { return true }
        guard mayWait else { return false }
        await withCheckedContinuation { continuation in
            // A slot may have been given back since the look above: take it at once then.
            let now = state.withLock { state -> Bool in
                if state.running < capacity {
                    state.running += 1
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
        return true
    }

    /// Gives the slot back (to the first waiter, if any, which then holds it).
    func leave() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.running -= 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
