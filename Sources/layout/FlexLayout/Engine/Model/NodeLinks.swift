/// Where a node sits in its tree: parent, children, layout children (with `display: contents` flattened), and
/// the slot of its measured content. Indices are `Int32` to keep the table small.
struct NodeLinks {
    var parent: Int32 = -1
    var firstChild: Int32 = 0
    var childCount: Int32 = 0
    var firstLayoutChild: Int32 = 0
    var layoutChildCount: Int32 = 0
    /// Index into the tree's contents and payloads, or -1 for a node without measured content.
    var measureSlot: Int32 = -1
    /// Index into the tree's measurement rings, or -1 for a childless box (its sizes are not remembered).
    var ringSlot: Int32 = -1
    /// Whether a layout child (or the node's gap) uses percentages, which resolve only once the node's size is
    /// known.
    var hasPercentChildren = false
    /// Whether a child has `display: contents` (whose frame layout clears).
    var hasContentsChildren = false
    /// Whether an in-flow layout child aligns itself by baseline.
    var hasBaselineChild = false
}
