/// The pending jobs in the order workers take them: highest priority first, FIFO within a priority.
///
/// One FIFO per priority. Removing a job from the middle (cancelled, promoted, evicted) only invalidates its
/// slot (the entry's `backlogStamp` no longer matches); dead slots are skipped when reached and compacted
/// away once they outnumber the live ones, so every operation is amortised O(1) except `ordered()`.
struct Backlog<Context> {
    private struct Slot {
        let entry: JobEntry<Context>
        let stamp: UInt64
        var isLive: Bool { entry.backlogStamp == stamp }
    }

    private struct Level {
        var slots: [Slot] = []
        var head = 0
    }

    private var levels = [Level](repeating: Level(), count: RenderPriority.allCases.count)
    private var nextStamp: UInt64 = 0
    private var deadSlots = 0
    /// Live (pending) jobs.
    private(set) var count = 0

    /// Whether no job is pending.
    var isEmpty: Bool { count == 0 }

    /// Appends `entry` at the end of its priority's FIFO.
    mutating func append(_ entry: JobEntry<Context>) {
        nextStamp += 1
        entry.backlogStamp = nextStamp
        levels[entry.priority.rawValue].slots.append(Slot(entry: entry, stamp: nextStamp))
        count += 1
    }

    /// Removes and returns the next job: the oldest of the highest priority.
    mutating func popFirst() -> JobEntry<Context>? {
        for level in levels.indices.reversed() {
            while levels[level].head < levels[level].slots.count {
                let slot = levels[level].slots[levels[level].head]
                levels[level].head += 1
                if slot.isLive {
                    take(slot.entry)
                    trim(level)
                    return slot.entry
                }
                deadSlots -= 1
            }
            trim(level)
        }
        return nil
    }

    /// Removes a pending `entry` from wherever it waits.
    mutating func remove(_ entry: JobEntry<Context>) {
        guard entry.backlogStamp != 0 else { return }
        take(entry)
        deadSlots += 1
        if deadSlots > 64 && deadSlots > count { compact() }
    }

    /// Moves a pending `entry` to the end of a higher priority's FIFO.
    mutating func promote(_ entry: JobEntry<Context>, to priority: RenderPriority) {
        remove(entry)
        entry.priority = priority
        append(entry)
    }

    /// The oldest job of the lowest priority present, if that priority is at most `priority`.
    func evictionCandidate(atMost priority: RenderPriority) -> JobEntry<Context>? {
        for level in levels.indices where level <= priority.rawValue {
            if let slot = levels[level].slots[levels[level].head...].first(where: \.isLive) {
                return slot.entry
            }
        }
        return nil
    }

    /// Every pending job, in the order workers will take them.
    func ordered() -> [JobEntry<Context>] {
        levels.reversed().flatMap { level in level.slots[level.head...].filter(\.isLive).map(\.entry) }
    }

    /// Removes and returns every pending job, in order.
    mutating func removeAll() -> [JobEntry<Context>] {
        let entries = ordered()
        for entry in entries { entry.backlogStamp = 0 }
        self = Backlog()
        return entries
    }

    private mutating func take(_ entry: JobEntry<Context>) {
        entry.backlogStamp = 0
        count -= 1
    }

    /// Drops a level's consumed prefix once it is at least half the array.
    private mutating func trim(_ level: Int) {
        let head = levels[level].head
        if head == levels[level].slots.count {
            levels[level] = Level()
        } else if head > 32 && head * 2 > levels[level].slots.count {
            levels[level].slots.removeFirst(head)
            levels[level].head = 0
        }
    }

    private mutating func compact() {
        for level in levels.indices {
            levels[level].slots = levels[level].slots[levels[level].head...].filter(\.isLive)
            levels[level].head = 0
        }
        deadSlots = 0
    }
}
