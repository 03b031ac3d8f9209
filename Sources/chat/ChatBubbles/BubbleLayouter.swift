import FlexLayout

/// Lays out bubble trees keeping one laid-out `FlexTree` per shape (a template's trees differ in shape only by
/// which parts they have: an author's name or not, the time after the last line or below it), so a bubble of a shape
/// met before costs updating that tree's lengths and contents and laying it out again, not making a tree.
///
/// The frames are those of ``LaidOutBubble/init(laying:)`` (FlexLayout's relayout gives a fresh layout's frames).
/// A value with its own trees: give each thread its own.
public struct BubbleLayouter: Sendable {
    private var trees: [FlexTree] = []

    /// A layouter with no trees yet.
    public init() {}

    /// `tree` laid out, in the tree of its shape when one was laid out before.
    public mutating func layOut(_ tree: FlexNode) throws -> LaidOutBubble {
        for index in trees.indices where try trees[index].update(matching: tree) {
            try trees[index].computeLayout(scale: 0)
            return LaidOutBubble(reading: trees[index])
        }
        var laid = try FlexTree(root: tree)
        try laid.computeLayout(scale: 0)
        trees.append(laid)
        return LaidOutBubble(reading: laid)
    }
}
