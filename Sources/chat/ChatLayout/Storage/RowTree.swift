import Foundation

/// The rows of a layout in a persistent B-tree whose nodes keep summaries (row, section, group-start and estimate
/// counts, height, last label): reading, changing, inserting or removing one row, the top of a row, the row at an
/// offset, the n-th section or group start, and the row with a label all cost O(log n).
///
/// It is a value: a copy shares every node, and a change copies only the nodes on its path (MagazineLayout's
/// `RowOffsetTracker` idea, with the copies a before/after transition needs made cheap). The top of a row is always
/// computed in one order (the sum of the heights before it at each level, then down the path), so every query that
/// reports a row's top (``top(of:)``, ``forEach(from:_:)``, ``index(atHeight:)``) agrees with the others to the bit.
struct RowTree: Sendable {
    /// The most rows of a leaf and children of an inner node; the fewest is half of it (except at the root).
    static let capacity = 32
    static let minimum = capacity / 2

    private var root: RowNode
    /// The nodes copied or rewritten by changes since the owner last reset it: a measure of an update's work.
    var nodesTouched = 0

    /// A tree of `rows` (their labels as given), built bottom-up in O(n).
    init(_ rows: [Row] = []) {
        var level = Self.chunks(rows.count).map { RowNode(rows: Array(rows[$0])) }
        while level.count > 1 {
            let nodes = level
            level = Self.chunks(nodes.count).map { RowNode(children: Array(nodes[$0])) }
        }
        root = level.first ?? RowNode(rows: [])
    }

    /// `count` items split into runs of between `minimum` and `capacity` (fewer when `count` is smaller).
    private static func chunks(_ count: Int) -> [Range<Int>] {
        let pieces = max(1, (count + capacity - 1) / capacity)
        return (0..<pieces).map { count * $0 / pieces..<count * ($0 + 1) / pieces }
    }

    /// The number of rows.
    var count: Int { root.summary.rows }

    /// The summary of every row.
    var summary: RowSummary { root.summary }

    // MARK: Reading

    /// The row at `index` (which must be valid).
    subscript(index: Int) -> Row {
        var node = root
        var remaining = index
        while !node.isLeaf {
            let (k, inner) = node.child(holding: remaining)
            node = node.children[k]
            remaining = inner
        }
        return node.rows[remaining]
    }

    /// The summary of the rows before `index`; its height is the top of row `index`.
    func prefix(_ index: Int) -> RowSummary {
        var result = RowSummary()
        var total: CGFloat = 0
        var node = root
        var remaining = index
        while !node.isLeaf {
            var local: CGFloat = 0
            var k = 0
            while k + 1 < node.children.count && remaining >= node.children[k].summary.rows {
                let summary = node.children[k].summary
                result += summary
                local += summary.height
                remaining -= summary.rows
                k += 1
            }
            total += local
            node = node.children[k]
        }
        var local: CGFloat = 0
        for row in node.rowSummaries.prefix(remaining) {
            result += row
            local += row.height
        }
        total += local
        result.height = total
        return result
    }

    /// The top of row `index` (the sum of the heights before it).
    func top(of index: Int) -> CGFloat { prefix(index).height }

    /// The last row whose top is at or above `y` (0 when none is).
    func index(atHeight y: CGFloat) -> Int {
        var node = root
        var index = 0
        var total: CGFloat = 0
        while !node.isLeaf {
            var local: CGFloat = 0
            var k = 0
            while k + 1 < node.children.count {
                let next = local + node.children[k].summary.height
                if total + next > y { break }
                local = next
                index += node.children[k].summary.rows
                k += 1
            }
            total += local
            node = node.children[k]
        }
        var local: CGFloat = 0
        var j = 0
        while j + 1 < node.rows.count {
            let next = local + node.rowSummaries[j].height
            if total + next > y { break }
            local = next
            j += 1
        }
        return index + j
    }

    /// The index of the row that is the `rank`-th (from 0) of the `counted` rows (sections, group starts,
    /// estimated items); nil when there are not that many.
    func index(ofNth rank: Int, counting counted: CountedRows) -> Int? {
        guard rank >= 0, rank < root.summary[counted] else { return nil }
        var node = root
        var index = 0
        var remaining = rank
        while !node.isLeaf {
            var k = 0
            while k + 1 < node.children.count && remaining >= node.children[k].summary[counted] {
                remaining -= node.children[k].summary[counted]
                index += node.children[k].summary.rows
                k += 1
            }
            node = node.children[k]
        }
        let summaries = node.rowSummaries
        for j in summaries.indices {
            let count = summaries[j][counted]
            if remaining < count { return index + j }
            remaining -= count
        }
        return nil
    }

    /// The index of the row labelled `label`, nil when there is none.
    func index(ofLabel label: UInt64) -> Int? {
        var node = root
        var index = 0
        while !node.isLeaf {
            var k = 0
            while k + 1 < node.children.count && node.children[k].summary.lastLabel < label {
                index += node.children[k].summary.rows
                k += 1
            }
            node = node.children[k]
        }
        var low = 0
        var high = node.rows.count
        while low < high {
            let mid = (low + high) / 2
            if node.rowSummaries[mid].lastLabel < label { low = mid + 1 } else { high = mid }
        }
        return low < node.rows.count && node.rowSummaries[low].lastLabel == label ? index + low : nil
    }

    /// Calls `body` with each row from `start` on, its index and its top, until `body` returns false: O(log n + k).
    func forEach(from start: Int, _ body: (Int, Row, CGFloat) -> Bool) {
        guard start < count else { return }
        _ = Self.visit(root, from: max(0, start), base: 0, total: 0, body)
    }

    private static func visit(_ node: RowNode, from start: Int, base: Int, total: CGFloat,
                              _ body: (Int, Row, CGFloat) -> Bool) -> Bool {
        var local: CGFloat = 0
        if node.isLeaf {
            for j in node.rows.indices {
                if j >= start && !body(base + j, node.rows[j], total + local) { return false }
                local += node.rowSummaries[j].height
            }
            return true
        }
        var offset = 0
        for child in node.children {
            let rows = child.summary.rows
            if start < offset + rows && !visit(child, from: max(0, start - offset), base: base + offset, total: total + local, body) {
                return false
            }
            local += child.summary.height
            offset += rows
        }
        return true
    }

    // MARK: Changing

    /// Changes the row at `index` (which must be valid) in place.
    mutating func modify<Result>(at index: Int, _ body: (inout Row) throws -> Result) rethrows -> Result {
        try Self.modify(&root, at: index, &nodesTouched, body)
    }

    private static func modify<Result>(_ node: inout RowNode, at index: Int, _ touched: inout Int,
                                       _ body: (inout Row) throws -> Result) rethrows -> Result {
        makeUnique(&node, &touched)
        defer { node.updateSummary() }
        if node.isLeaf { return try body(&node.rows[index]) }
        let (k, inner) = node.child(holding: index)
        return try modify(&node.children[k], at: inner, &touched, body)
    }

    /// Inserts `row` (with the label it has) at `index`, from 0 to `count`.
    mutating func insertRow(_ row: Row, at index: Int) {
        if let right = Self.insert(row, at: index, into: &root, &nodesTouched) {
            root = RowNode(children: [root, right])
            nodesTouched += 1
        }
    }

    /// Inserts into `node`; returns the node split off its right half when it overflows.
    private static func insert(_ row: Row, at index: Int, into node: inout RowNode, _ touched: inout Int) -> RowNode? {
        makeUnique(&node, &touched)
        if node.isLeaf {
            node.rows.insert(row, at: index)
        } else {
            let (k, inner) = node.child(holding: index, insertion: true)
            if let right = insert(row, at: inner, into: &node.children[k], &touched) {
                node.children.insert(right, at: k + 1)
            }
        }
        guard node.width > capacity else {
            node.updateSummary()
            return nil
        }
        touched += 1
        let right: RowNode
        if node.isLeaf {
            right = RowNode(rows: Array(node.rows[minimum...]))
            node.rows.removeSubrange(minimum...)
        } else {
            right = RowNode(children: Array(node.children[minimum...]))
            node.children.removeSubrange(minimum...)
        }
        node.updateSummary()
        return right
    }

    /// Removes and returns the row at `index` (which must be valid).
    @discardableResult
    mutating func remove(at index: Int) -> Row {
        let row = Self.remove(at: index, from: &root, &nodesTouched)
        if !root.isLeaf && root.children.count == 1 { root = root.children[0] }
        return row
    }

    private static func remove(at index: Int, from node: inout RowNode, _ touched: inout Int) -> Row {
        makeUnique(&node, &touched)
        defer { node.updateSummary() }
        if node.isLeaf { return node.rows.remove(at: index) }
        let (k, inner) = node.child(holding: index)
        let row = remove(at: inner, from: &node.children[k], &touched)
        if node.children[k].width < minimum && node.children.count > 1 { rebalance(node, around: k, &touched) }
        return row
    }

    /// Merges the underfull child `k` of `node` with a neighbour, or shares the neighbour's rows or children evenly.
    private static func rebalance(_ node: RowNode, around k: Int, _ touched: inout Int) {
        let left = k > 0 ? k - 1 : k
        let right = left + 1
        makeUnique(&node.children[left], &touched)
        makeUnique(&node.children[right], &touched)
        let a = node.children[left], b = node.children[right]
        if a.width + b.width <= capacity {
            a.rows += b.rows
            a.children += b.children
            a.updateSummary()
            node.children.remove(at: right)
            return
        }
        let half = (a.width + b.width) / 2
        if a.isLeaf {
            let all = a.rows + b.rows
            a.rows = Array(all[..<half])
            b.rows = Array(all[half...])
        } else {
            let all = a.children + b.children
            a.children = Array(all[..<half])
            b.children = Array(all[half...])
        }
        a.updateSummary()
        b.updateSummary()
    }

    private static func makeUnique(_ node: inout RowNode, _ touched: inout Int) {
        if !isKnownUniquelyReferenced(&node) { node = node.copy() }
        touched += 1
    }
}
