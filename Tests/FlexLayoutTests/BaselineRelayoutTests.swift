import FlexLayout
import Testing

/// Relayouts of baseline-aligned rows equal fresh layouts (cases shrunk from RandomRelayoutTests): a baseline
/// comes from the layout a node keeps, not from whatever measuring left on it afterwards.
@Suite struct BaselineRelayoutTests {
    /// Lays `before` out in 400 points, applies `change`, lays out again, and expects the frames of a fresh
    /// layout of `after`.
    static func expectRelayout(from before: FlexNode, to after: FlexNode,
                               _ change: (inout FlexTree) throws -> Void) throws {
        var tree = try FlexTree(root: before)
        try tree.computeLayout(width: 400)
        try change(&tree)
        try tree.computeLayout(width: 400)
        var fresh = try FlexTree(root: after)
        try fresh.computeLayout(width: 400)
        #expect(tree.allFrames == fresh.allFrames)
    }

    /// A row measured for its `max-content` width lays its baseline-aligned text out at the measuring size; the
    /// row's layout, kept from the first pass, must not be reused with the text left at that size.
    @Test func measuringForABaselineDoesNotKeepTheContainersLayout() throws {
        func root(_ other: Double) -> FlexNode {
            FlexNode(id: "root", children: [FlexNode(id: "column", children: [
                FlexNode(id: "row", style: FlexStyle {
                    $0.flexDirection = .row
                    $0.alignItems = .baseline
                    $0.maxWidth = .maxContent
                    $0.padding = FlexEdges(.percent(4))
                }, children: [FlexNode(id: "text", content: BlockText(naturalWidth: 10))]),
                FlexNode(id: "other", content: BlockText(naturalWidth: other)),
            ])])
        }
        try Self.expectRelayout(from: root(0), to: root(0)) { tree in
            tree.markDirty(try #require(tree.node(withID: "other")))
        }
    }

    /// A wrap-reverse row kept from the first layout is measured again for its `max-content` width; its baseline
    /// (its text's flipped position) must come from its lines as laid out, not as that measuring left them.
    @Test func aContainersBaselineUsesItsLaidOutLines() throws {
        func root(_ sibling: Double) -> FlexNode {
            FlexNode(id: "root", style: FlexStyle { $0.flexDirection = .rowReverse }, children: [
                FlexNode(id: "wrapping", style: FlexStyle {
                    $0.flexDirection = .row
                    $0.flexWrap = .wrapReverse
                    $0.height = 62
                    $0.maxWidth = .maxContent
                }, children: [FlexNode(id: "text", content: BlockText(naturalWidth: 0))]),
                FlexNode(id: "sibling", content: BlockText(naturalWidth: sibling)),
                FlexNode(id: "aligned", style: FlexStyle { $0.alignSelf = .baseline }, content: BlockText(naturalWidth: 0)),
            ])
        }
        try Self.expectRelayout(from: root(0), to: root(178)) { tree in
            try tree.setContent(BlockText(naturalWidth: 178), for: try #require(tree.node(withID: "sibling")))
        }
    }

    /// A text's baseline is measured from its content top in its layout: padding in percent resolves against
    /// the width the layout had, not against the undefined width of a later measurement.
    @Test func aTextsBaselineStartsAtItsLaidOutPadding() throws {
        func root() -> FlexNode {
            FlexNode(id: "root", children: [
                FlexNode(id: "row", style: FlexStyle {
                    $0.flexDirection = .rowReverse
                    $0.positionType = .absolute
                }, children: [
                    FlexNode(id: "padded", style: FlexStyle { $0.padding = FlexEdges(.percent(5)) },
                             content: BlockText(naturalWidth: 0, baselineOffset: 8)),
                    FlexNode(id: "aligned", style: FlexStyle { $0.alignSelf = .baseline },
                             content: BlockText(naturalWidth: 10, baselineOffset: 8)),
                ]),
            ])
        }
        try Self.expectRelayout(from: root(), to: root()) { tree in
            tree.markDirty(try #require(tree.node(withID: "row")))
        }
    }
}
