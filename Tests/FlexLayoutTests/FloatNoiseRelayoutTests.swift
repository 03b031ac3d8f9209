import FlexLayout
import Testing

/// The caches take sizes within float noise of each other for one size; the algorithm's yes-or-no decisions
/// must too, or a relayout reusing an answer differs from a fresh layout (cases shrunk from RandomRelayoutTests,
/// where a sibling's `minHeight` sent a size through other arithmetic).
@Suite struct FloatNoiseRelayoutTests {
    /// A wrapping column whose items fill its height exactly (450 + 3.06 in 453.06) keeps them on one line
    /// when its height arrives as 455.05999999999995 instead of 455.06.
    @Test func anItemThatFitsWithinNoiseDoesNotWrap() throws {
        func root(siblingMinHeight: Double?) -> FlexNode {
            FlexNode(id: "root", children: [FlexNode(id: "column", children: [
                FlexNode(id: "wrapping", style: FlexStyle {
                    $0.flexWrap = .wrap
                    $0.flexGrow = 1
                    $0.flexShrink = 2
                    $0.width = 53
                    $0.padding = FlexEdges(1)
                }, children: [
                    FlexNode(id: "tall", style: FlexStyle { $0.width = .percent(42); $0.padding = FlexEdges(10) },
                             content: BlockText(naturalWidth: 61)),
                    FlexNode(id: "short", style: FlexStyle { $0.padding = FlexEdges(.percent(3)) },
                             content: BlockText(naturalWidth: 0)),
                ]),
                FlexNode(id: "sibling", style: FlexStyle { $0.minHeight = siblingMinHeight.map { .points($0) } ?? .auto },
                         content: BlockText(naturalWidth: 0)),
            ])])
        }
        var tree = try FlexTree(root: root(siblingMinHeight: nil))
        try tree.computeLayout(width: 400, scale: 2)
        try tree.setStyle(FlexStyle { $0.minHeight = 66 }, for: try #require(tree.node(withID: "sibling")))
        try tree.computeLayout(width: 400, scale: 2)
        var fresh = try FlexTree(root: root(siblingMinHeight: 66))
        try fresh.computeLayout(width: 400, scale: 2)
        #expect(tree.allFrames == fresh.allFrames)
        #expect(fresh.frame("short").y == 451)
    }

    /// A container measured in at most 1.8e-15 points (17.92 less padding of 4% twice) is sized as in at most
    /// zero, as its cached answer for zero says.
    @Test func anAtMostSizeWithinNoiseOfZeroIsZero() throws {
        func root(innerWidth: Double?) -> FlexNode {
            FlexNode(id: "root", children: [
                FlexNode(id: "box", style: FlexStyle {
                    $0.height = 56
                    $0.maxWidth = .maxContent
                    $0.margin = FlexEdges(5)
                    $0.padding = FlexEdges(4)
                    $0.gap = FlexGap(all: 1)
                }, children: [
                    FlexNode(id: "text", style: FlexStyle { $0.width = 89; $0.margin = FlexEdges(5) },
                             content: BlockText(naturalWidth: 100)),
                    FlexNode(id: "shrinking", style: FlexStyle {
                        $0.flexShrink = 1
                        $0.margin = FlexEdges(5)
                        $0.padding = FlexEdges(.percent(4))
                    }, children: [
                        FlexNode(id: "inner", style: FlexStyle { $0.width = innerWidth.map { .points($0) } ?? .auto }, children: [
                            FlexNode(id: "tall", style: FlexStyle { $0.minHeight = 105 }, content: BlockText(naturalWidth: 0)),
                        ]),
                    ]),
                ]),
            ])
        }
        var tree = try FlexTree(root: root(innerWidth: nil))
        try tree.computeLayout(width: 400)
        try tree.computeLayout(width: 400, direction: .rtl)
        try tree.setStyle(FlexStyle { $0.width = 47 }, for: try #require(tree.node(withID: "inner")))
        try tree.computeLayout(width: 400)
        var fresh = try FlexTree(root: root(innerWidth: 47))
        try fresh.computeLayout(width: 400)
        #expect(tree.allFrames == fresh.allFrames)
    }

    /// A column 24 points tall, asked for 24.000000000000004 after its parent's percentage margins changed, does
    /// not grow its flexible item by the 3.5e-15 points its cached measurements leave free (the item's padding
    /// would then move both items by 7 points).
    @Test func freeSpaceWithinNoiseOfZeroFlexesNothing() throws {
        func root(siblingPadding: Double?) -> FlexNode {
            FlexNode(id: "root", style: FlexStyle { $0.flexDirection = .rowReverse }, children: [
                FlexNode(id: "column", children: [
                    FlexNode(id: "box", children: [
                        FlexNode(id: "centered", style: FlexStyle {
                            $0.justifyContent = .center
                            $0.width = 104
                            $0.height = 24
                            $0.margin = FlexEdges(.percent(6))
                        }, children: [
                            FlexNode(id: "flexible", style: FlexStyle {
                                $0.flexGrow = 1
                                $0.flexShrink = 2
                                $0.padding = FlexEdges(7)
                            }, content: BlockText(naturalWidth: 0)),
                            FlexNode(id: "text", content: BlockText(naturalWidth: 300)),
                        ]),
                    ]),
                    FlexNode(id: "sibling", style: FlexStyle { $0.padding = siblingPadding.map { FlexEdges(.points($0)) } ?? FlexEdges() },
                             content: BlockText(naturalWidth: 100)),
                ]),
            ])
        }
        var tree = try FlexTree(root: root(siblingPadding: 4))
        try tree.computeLayout(width: 250.5, direction: .rtl, scale: 3)
        try tree.setStyle(FlexStyle(), for: try #require(tree.node(withID: "sibling")))
        try tree.computeLayout(width: 250.5, direction: .rtl, scale: 3)
        var fresh = try FlexTree(root: root(siblingPadding: nil))
        try fresh.computeLayout(width: 250.5, direction: .rtl, scale: 3)
        #expect(tree.allFrames == fresh.allFrames)
        #expect(fresh.frame("flexible").y == 0)
    }
}
