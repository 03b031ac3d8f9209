/// A node of a ``RowTree``: a leaf holds rows, an inner node holds child nodes; both keep the summary of everything
/// below them.
///
/// Nodes are shared between copies of a tree and changed only while uniquely referenced (a tree copies a shared node
/// before changing it), so sharing them across threads is safe.
final class RowNode: @unchecked Sendable {
    let isLeaf: Bool
    var rows: [Row]
    var children: [RowNode]
    /// A leaf's rows' own summaries, kept beside the rows so that searches read them without copying rows.
    private(set) var rowSummaries: [RowSummary] = []
    private(set) var summary = RowSummary()

    init(rows: [Row]) {
        isLeaf = true
        self.rows = rows
        children = []
        updateSummary()
    }

    init(children: [RowNode]) {
        isLeaf = false
        rows = []
        self.children = children
        updateSummary()
    }

    private init(copying node: RowNode) {
        isLeaf = node.isLeaf
        rows = node.rows
        children = node.children
        rowSummaries = node.rowSummaries
        summary = node.summary
    }

    /// A node of its own with the same rows or children (the children themselves stay shared).
    func copy() -> RowNode { RowNode(copying: self) }

    /// The number of rows of a leaf, of children of an inner node.
    var width: Int { isLeaf ? rows.count : children.count }

    /// Recomputes the summary from the rows or children, first to last (so that it is a function of them alone).
    func updateSummary() {
        var total = RowSummary()
        if isLeaf {
            rowSummaries = rows.map(\.summary)
            for row in rowSummaries { total += row }
        } else {
            for child in children { total += child.summary }
        }
        summary = total
    }

    /// The child holding row `index` of this inner node, and the row's index inside it. An index past the end goes
    /// to the last child (where an insertion at the end belongs).
    func child(holding index: Int, insertion: Bool = false) -> (child: Int, index: Int) {
        var remaining = index
        var k = 0
        while k + 1 < children.count {
            let rows = children[k].summary.rows
            if insertion ? remaining <= rows : remaining < rows { break }
            remaining -= rows
            k += 1
        }
        return (k, remaining)
    }
}
