/// How the indices of one list change when some elements leave (old indices) and others arrive (new indices), the
/// rest keeping their order: old index to new and back in O(log k) for k changes.
struct IndexMapping: Sendable {
    /// Old indices that leave, ascending.
    let removed: [Int]
    /// New indices that arrive, ascending.
    let arrived: [Int]

    init(removed: [Int], arrived: [Int]) {
        self.removed = removed.sorted()
        self.arrived = arrived.sorted()
    }

    /// The new index of the element at old index `index`; nil when it leaves.
    func new(forOld index: Int) -> Int? {
        Self.map(index, leaving: removed, arriving: arrived)
    }

    /// The old index of the element at new index `index`; nil when it arrived.
    func old(forNew index: Int) -> Int? {
        Self.map(index, leaving: arrived, arriving: removed)
    }

    /// The element's rank among those that stay is its index less the leaving ones before it; it lands on the free
    /// slot of that rank on the other side, which comes after every arriving index `a[j]` with `a[j] - j <= rank`
    /// (`a[j] - j` counts the free slots before `a[j]` and never decreases).
    private static func map(_ index: Int, leaving: [Int], arriving: [Int]) -> Int? {
        let before = countBelow(leaving, index)
        if before < leaving.count && leaving[before] == index { return nil }
        let rank = index - before
        var low = 0
        var high = arriving.count
        while low < high {
            let mid = (low + high) / 2
            if arriving[mid] - mid <= rank { low = mid + 1 } else { high = mid }
        }
        return rank + low
    }

    /// The number of elements of the ascending `values` below `value`.
    private static func countBelow(_ values: [Int], _ value: Int) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
