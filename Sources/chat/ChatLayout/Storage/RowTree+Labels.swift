/// Order labels: every row carries a label, and labels increase along the rows, so a label finds its row in
/// O(log n) (``RowTree/index(ofLabel:)``) wherever inserts and removals before it moved it. A new row takes a label
/// between its neighbours'; where they are adjacent numbers, a window of rows around the gap is relabelled evenly
/// (doubling the window until its labels are sparse enough), which keeps the work per insert small on average
/// (the order-maintenance scheme of Dietz and Sleator, simplified).
extension RowTree {
    /// The gap between consecutive labels of a fresh tree and of rows appended at the end.
    static let labelSpacing: UInt64 = 1 << 24
    /// The smallest gap a relabelled window must leave between its labels.
    private static let relabelledSpacing: UInt64 = 1 << 10

    /// Gives `rows` the labels of a fresh tree.
    static func label(_ rows: inout [Row]) {
        for index in rows.indices { rows[index].label = label(ofRow: index) }
    }

    /// The label of row `index` of a fresh tree.
    static func label(ofRow index: Int) -> UInt64 { UInt64(index + 1) &* labelSpacing }

    /// Inserts `row` at `index` with a label between its neighbours'; `relabelled` is called with every other row
    /// whose label changed to make room.
    mutating func insert(_ row: Row, at index: Int, relabelled: (Row) -> Void) {
        var row = row
        if let label = label(between: index) {
            row.label = label
        } else {
            relabel(around: index, relabelled: relabelled)
            row.label = label(between: index) ?? 0
        }
        insertRow(row, at: index)
    }

    /// A free label for a row inserted at `index`, nil when its neighbours' labels are adjacent.
    private func label(between index: Int) -> UInt64? {
        let lower = index > 0 ? self[index - 1].label : 0
        let upper = index < count ? self[index].label : UInt64.max
        guard upper > lower, upper - lower >= 2 else { return nil }
        let gap = upper - lower
        // At the ends step by the usual spacing (appends and prepends stay evenly spread); inside, halve the gap.
        if index == count { return lower + min(Self.labelSpacing, gap / 2) }
        if index == 0 { return upper - min(Self.labelSpacing, gap / 2) }
        return lower + gap / 2
    }

    /// Spreads the labels of the smallest window of rows around `index` (doubling it) whose labels leave room for
    /// one more row with gaps of at least `relabelledSpacing` (or the whole tree).
    private mutating func relabel(around index: Int, relabelled: (Row) -> Void) {
        var width = 2
        while true {
            let low = max(0, index - width / 2)
            let high = min(count, index + width / 2)  // rows low..<high get new labels
            let lower = low > 0 ? self[low - 1].label : 0
            let upper = high < count ? self[high].label : UInt64.max
            let step = (upper - lower) / UInt64(high - low + 2)
            if step >= Self.relabelledSpacing || (low == 0 && high == count) {
                var slot: UInt64 = 1
                for row in low..<high {
                    if row == index { slot += 1 }  // the new row's place
                    let label = lower + step * slot
                    slot += 1
                    modify(at: row) { $0.label = label }
                    relabelled(self[row])
                }
                return
            }
            width *= 2
        }
    }
}
