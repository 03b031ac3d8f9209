import FlexLayout
import Testing
import Geometry

/// Hand-worked rounding to the pixel grid and baseline alignment.
@Suite struct RoundingAndBaselineTests {
    static func thirds() -> FlexNode {
        FlexNode(id: "row", style: FlexStyle { $0.flexDirection = .row; $0.width = 100; $0.height = 10 }, children: (0..<3).map {
            FlexNode(id: "c\($0)", style: FlexStyle { $0.flexGrow = 1 })
        })
    }

    @Test func edgesRoundSoSiblingsNeitherOverlapNorLeaveGaps() throws {
        var tree = try FlexTree(root: Self.thirds())
        try tree.computeLayout(scale: 1)
        // 33.333 each: edges at 0, 33.333, 66.667, 100 round to 0, 33, 67, 100.
        #expect(tree.frame("c0") == Rect(x: 0, y: 0, width: 33, height: 10))
        #expect(tree.frame("c1") == Rect(x: 33, y: 0, width: 34, height: 10))
        #expect(tree.frame("c2") == Rect(x: 67, y: 0, width: 33, height: 10))
        // At 2 px per point the edges 33.333 and 66.667 round to 33.5 and 66.5.
        try tree.computeLayout(scale: 2)
        #expect(tree.frame("c1") == Rect(x: 33.5, y: 0, width: 33, height: 10))
        #expect(tree.frame("c2") == Rect(x: 66.5, y: 0, width: 33.5, height: 10))
        try tree.computeLayout(scale: 0)
        #expect(abs(tree.frame("c1").width - 100.0 / 3) < 1e-9)
    }

    @Test func measuredLeavesRoundUp() throws {
        var tree = try FlexTree(root: FlexNode(id: "r", style: FlexStyle { $0.alignItems = .flexStart }, children: [
            FlexNode(id: "text", content: FixedAnswer(size: Size(width: 10.2, height: 12.1))),
        ]))
        try tree.computeLayout(scale: 1)
        #expect(tree.frame("text") == Rect(x: 0, y: 0, width: 11, height: 13))
        try tree.computeLayout(scale: 2)
        #expect(tree.frame("text") == Rect(x: 0, y: 0, width: 10.5, height: 12.5))
    }

    @Test func baselineFunctionsAlignARow() throws {
        // Baselines 8 and 20 below the content top: the first item moves down by 12.
        var tree = try FlexTree(root: FlexNode(id: "row", style: FlexStyle { $0.flexDirection = .row; $0.alignItems = .baseline }, children: [
            FlexNode(id: "small", content: BlockText(naturalWidth: 30, lineHeight: 10, baselineOffset: 8)),
            FlexNode(id: "big", style: FlexStyle { $0.padding.top = 4 }, content: BlockText(naturalWidth: 40, lineHeight: 24, baselineOffset: 16)),
        ]))
        try tree.computeLayout()
        #expect(tree.frame("small") == Rect(x: 0, y: 12, width: 30, height: 10))
        #expect(tree.frame("big") == Rect(x: 30, y: 0, width: 40, height: 28))
        #expect(tree.frame("row").height == 28)
    }

    @Test func rightToLeftMirrorsRows() throws {
        var tree = try FlexTree(root: FlexNode(id: "row", style: FlexStyle { $0.flexDirection = .row; $0.width = 100; $0.padding.start = 10 }, children: [
            FlexNode(id: "a", style: FlexStyle { $0.width = 20; $0.margin.end = 5 }),
            FlexNode(id: "b", style: FlexStyle { $0.width = 30 }),
        ]))
        try tree.computeLayout(direction: .rtl)
        // From the right: padding 10, a (20), its end margin 5, then b (30).
        #expect(tree.frame("a").x == 70)
        #expect(tree.frame("b").x == 35)
        try tree.computeLayout(direction: .ltr)
        #expect(tree.frame("a").x == 10)
        #expect(tree.frame("b").x == 35)
    }
}
