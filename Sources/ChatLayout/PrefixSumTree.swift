import Foundation

/// A Fenwick (binary indexed) tree of non-negative heights: prefix sums and "which index holds offset y"
/// in O(log n), a height change in O(log² n).
///
/// A changed node is recomputed from its children rather than adjusted by a difference, so the tree is a pure
/// function of the heights: after any sequence of changes it is bit-for-bit the tree built from scratch, and
/// offsets never drift by rounding.
struct PrefixSumTree: Sendable, Equatable {
    private(set) var values: [CGFloat]
    private var tree: [CGFloat]  // 1-based: tree[j] covers values (j - lowbit(j), j]

    init(_ values: [CGFloat]) {
        self.values = values
        tree = [CGFloat](repeating: 0, count: values.count + 1)
        for j in stride(from: 1, through: values.count, by: 1) { tree[j] = node(j) }
    }

    var count: Int { values.count }

    /// The sum of all heights.
    var total: CGFloat { prefix(values.count) }

    private func node(_ j: Int) -> CGFloat {
        var sum = values[j - 1]
        var step = 1
        let low = j & -j
        while step < low {
            sum += tree[j - step]
            step <<= 1
        }
        return sum
    }

    /// Sets one height.
    mutating func set(_ index: Int, _ value: CGFloat) {
        values[index] = value
        var j = index + 1
        while j <= values.count {
            tree[j] = node(j)
            j += j & -j
        }
    }

    /// The sum of the heights before `index`.
    func prefix(_ index: Int) -> CGFloat {
        var sum: CGFloat = 0
        var j = index
        while j > 0 {
            sum += tree[j]
            j -= j & -j
        }
        return sum
    }

    /// The index whose span [prefix(i), prefix(i + 1)) contains `offset` (clamped to valid indices).
    func index(containing offset: CGFloat) -> Int {
        guard !values.isEmpty else { return 0 }
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= values.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= values.count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        var index = min(position, values.count - 1)
        // Subtraction may round differently from `prefix`: settle the boundary with exact prefixes.
        while index > 0 && prefix(index) > offset { index -= 1 }
        while index + 1 < values.count && prefix(index + 1) <= offset { index += 1 }
        return index
    }
}
