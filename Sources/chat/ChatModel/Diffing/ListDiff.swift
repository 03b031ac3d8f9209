/// How a diff decides which of the elements present in both lists moved.
public enum MoveDetection: Hashable, Sendable {
    /// Heckel's way, O(n): an element moved when the number of kept elements before it differs between the lists.
    /// Correct, not always the fewest: moving the first element to the end moves every other one too.
    case byRank
    /// The fewest moves: the longest run of kept elements that are already in order stays (a longest increasing
    /// subsequence, the LCS of two orderings of distinct ids, O(n log n)); the others move.
    case fewest
}

/// A diff of two lists of identifiable elements (any list, not only chats): which were deleted, inserted, moved or
/// updated, matched by id through one table (Heckel's algorithm, O(n) before move detection).
public enum ListDiff {
    /// The changes that turn `old` into `new`; an element present in both whose value differs is updated (or, when
    /// it also moved, deleted and inserted).
    ///
    /// - Throws: ``ListDiffError/duplicateID(_:list:index:)`` when a list has an id twice.
    public static func changes<Element: Identifiable & Equatable>(
        from old: [Element], to new: [Element], moves detection: MoveDetection = .byRank
    ) throws(ListDiffError) -> ListChanges {
        let oldIndex = try index(old, list: "old")
        let newIndex = try index(new, list: "new")
        var changes = ListChanges()
        var pairs: [(old: Int, new: Int)] = []
        for (i, element) in old.enumerated() {
            if let j = newIndex[element.id] { pairs.append((i, j)) } else { changes.deletions.append(i) }
        }
        for (j, element) in new.enumerated() where oldIndex[element.id] == nil { changes.insertions.append(j) }
        let moved = Self.moved(pairs.map(\.new), newCount: new.count, detection: detection)
        for (k, pair) in pairs.enumerated() {
            changes.keep(from: pair.old, to: pair.new, moved: moved[k], changed: old[pair.old] != new[pair.new])
        }
        changes.deletions.sort()
        changes.insertions.sort()
        return changes
    }

    /// Each element's index by id; throws for an id seen twice.
    private static func index<Element: Identifiable>(_ list: [Element], list name: String)
        throws(ListDiffError) -> [Element.ID: Int] {
        var index: [Element.ID: Int] = Dictionary(minimumCapacity: list.count)
        for (i, element) in list.enumerated() {
            guard index.updateValue(i, forKey: element.id) == nil else {
                throw .duplicateID(String(describing: element.id), list: name, index: i)
            }
        }
        return index
    }

    /// Which of the kept elements moved: `newIndices` holds each kept element's new index, in old order (distinct,
    /// each below `newCount`); the ones that stay keep their relative order.
    package static func moved(_ newIndices: [Int], newCount: Int, detection: MoveDetection) -> [Bool] {
        switch detection {
        case .byRank:
            // A kept element's new rank: how many kept elements come before it in the new list.
            var isKept = [Bool](repeating: false, count: newCount)
            for j in newIndices where j < newCount { isKept[j] = true }
            var rank = [Int](repeating: 0, count: newCount)
            var count = 0
            for j in 0..<newCount where isKept[j] {
                rank[j] = count
                count += 1
            }
            return newIndices.enumerated().map { k, j in j >= newCount || rank[j] != k }
        case .fewest:
            var moved = [Bool](repeating: true, count: newIndices.count)
            for k in longestIncreasingSubsequence(newIndices) { moved[k] = false }
            return moved
        }
    }

    /// The positions of a longest strictly increasing subsequence of `values` (patience sorting, O(n log n)).
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // tails[l]: position of the smallest tail of an increasing run of length l + 1
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result: [Int] = []
        var position = tails.last ?? -1
        while position >= 0 {
            result.append(position)
            position = previous[position]
        }
        return result.reversed()
    }
}
