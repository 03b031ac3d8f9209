import FlexLayout
import Testing
import Geometry

/// A measured leaf is asked as few times as Yoga asks: once in the common cases, answers cached per node.
@Suite struct MeasureCachingTests {
    @Test func aStretchedLeafInAColumnIsMeasuredOnce() throws {
        var tree = try FlexTree(root: FlexNode(id: "root", style: FlexStyle { $0.width = 300 }, children: [
            FlexNode(id: "text", content: BlockText(naturalWidth: 500)),
        ]))
        try tree.computeLayout()
        #expect(tree.statistics.measureCalls == 1)
        #expect(tree.frame("text") == Rect(x: 0, y: 0, width: 300, height: 20))
    }

    @Test func aGrowingLeafInARowIsMeasuredOnce() throws {
        var tree = try FlexTree(root: FlexNode(id: "root", style: FlexStyle { $0.width = 300; $0.flexDirection = .row }, children: [
            FlexNode(id: "image", style: FlexStyle { $0.width = 100; $0.height = 100 }),
            FlexNode(id: "text", style: FlexStyle { $0.flexGrow = 1; $0.flexBasis = 0 }, content: BlockText(naturalWidth: 450)),
        ]))
        try tree.computeLayout()
        #expect(tree.statistics.measureCalls == 1)
        // 200 wide: 450 / 200 → 3 lines; the row's height is the image's.
        #expect(tree.frame("text") == Rect(x: 100, y: 0, width: 200, height: 100))
    }

    @Test func aRelayoutUnderTheSameConstraintsMeasuresNothing() throws {
        var tree = try FlexTree(root: FlexNode(id: "root", style: FlexStyle { $0.width = 300 }, children: [
            FlexNode(id: "a", content: BlockText(naturalWidth: 500)),
            FlexNode(id: "b", style: FlexStyle { $0.alignSelf = .flexStart }, content: BlockText(naturalWidth: 50)),
        ]))
        try tree.computeLayout()
        let first = tree.allFrames
        try tree.computeLayout()
        #expect(tree.statistics.measureCalls == 0)
        #expect(tree.statistics.layouts == 0)
        #expect(tree.allFrames == first)
    }

    @Test func theContentOfTheDecidingMeasurementIsKept() throws {
        var tree = try FlexTree(root: FlexNode(id: "root", style: FlexStyle { $0.width = 300; $0.alignItems = .flexStart }, children: [
            FlexNode(id: "text", content: BlockText(naturalWidth: 120)),
        ]))
        try tree.computeLayout()
        let node = try #require(tree.node(withID: "text"))
        #expect(tree.measuredContent(of: node) as? String == "120.0×10.0")
    }
}
