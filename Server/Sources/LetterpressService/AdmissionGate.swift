/// Bounds the renders running at once and the requests waiting for one: at most `capacity` run, at most `backlog`
/// wait (in arrival order); a request beyond both is refused at once, so an overload answers 503 quickly instead of
/// queueing without bound.
actor AdmissionGate {
    let capacity: Int
    let backlog: Int
    private(set) var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(capacity: Int, backlog: Int) {
        self.capacity = max(1, capacity)
        self.backlog = max(0, backlog)
    }

    /// How many wait.
    var waitingCount: Int { waiting.count }

    /// Takes a slot, waiting for one if the backlog has room (or always, with `waitingBeyondBacklog`: the next batch
    /// of a stream already admitted); false when it has none (the caller answers 503).
    func enter(waitingBeyondBacklog: Bool = false) async -> Bool {
        if running < capacity {
            running += 1
            return true
        }
        guard waiting.count < backlog || waitingBeyondBacklog else { return false }
        await withCheckedContinuation { waiting.append($0) }
        return true
    }

    /// Gives the slot back (to the first waiter, if any).
    func leave() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
