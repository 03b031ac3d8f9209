import FlexLayout
import Testing
import Geometry

/// Marking one node dirty lays out again only that node and its ancestors; the result equals a fresh layout.
@Suite struct IncrementalLayoutTests {
    static func chat(bubbles: Int, changed: Int? = nil) -> FlexNode {
        FlexNode(id: "root", style: FlexStyle { $0.width = 600 }, children: (0..<bubbles).map { index in
            FlexNode(id: "bubble\(index)", style: FlexStyle {
                $0.padding = FlexEdges(8)
                $0.margin = FlexEdges(4)
                $0.maxWidth = .percent(70)
                $0.alignSelf = index.isMultiple(of: 2) ? .flexStart : .flexEnd
            }, children: [
                FlexNode(id: "text\(index)", content: BlockText(naturalWidth: index == changed ? 900 : Double(40 + index * 37 % 700))),
            ])
        })
    }

    @Test func changingOneLeafRelaysOutOnlyItsPath() throws {
        var tree = try FlexTree(root: Self.chat(bubbles: 200))
        try tree.computeLayout()
        let leaf = try #require(tree.node(withID: "text57"))
        try tree.setContent(BlockText(naturalWidth: 900), for: leaf)
        try tree.computeLayout()
        // Only the leaf is measured again; only the root, the bubble and the leaf run the algorithm.
        #expect(tree.statistics.measureCalls == 1)
        #expect(tree.statistics.layouts + tree.statistics.measures <= 8)
        #expect(tree.statistics.cachedLayouts >= 199)
        for index in [0, 56, 58, 199] {
            #expect(!tree.wasLaidOut(try #require(tree.node(withID: "text\(index)"))))
        }
        var fresh = try FlexTree(root: Self.chat(bubbles: 200, changed: 57))
        try fresh.computeLayout()
        #expect(tree.allFrames == fresh.allFrames)
        #expect(tree.frame("text57").height == 30)
    }

    @Test func markDirtyAloneRelaysOutTheSameResult() throws {
        var tree = try FlexTree(root: Self.chat(bubbles: 20))
        try tree.computeLayout()
        let before = tree.allFrames
        tree.markDirty(try #require(tree.node(withID: "text3")))
        try tree.computeLayout()
        #expect(tree.statistics.measureCalls == 1)
        #expect(tree.allFrames == before)
    }

    @Test func styleChangesRelayOut() throws {
        var tree = try FlexTree(root: Self.chat(bubbles: 5))
        try tree.computeLayout()
        let bubble = try #require(tree.node(withID: "bubble2"))
        var style = tree.style(of: bubble)
        style.display = .none
        try tree.setStyle(style, for: bubble)
        try tree.computeLayout()
        #expect(tree.frame("bubble2") == .zero)
        #expect(tree.frame("bubble3").y == tree.frame("bubble1").y + tree.frame("bubble1").height + 8)
    }

    /// In `.web` trees intrinsic widths are kept across layouts; one that reads the root's given height (a row 50 %
    /// of it, whose item's aspect ratio turns the stretched height into its width: Chromium's answer for 360 in
    /// `reduced-175`) is computed again when that height changes.
    @Test func aNewRootHeightRecomputesTheWebIntrinsicWidthsThatReadIt() throws {
        let root = FlexNode(id: "root", children: [
            FlexNode(id: "row", style: FlexStyle {
                $0.flexDirection = .row
                $0.height = .percent(50)
            }, children: [FlexNode(id: "square", style: FlexStyle { $0.aspectRatio = 1 })]),
        ])
        var tree = try FlexTree(root: root, conformance: .web)
        try tree.computeLayout(height: 360)
        #expect(tree.frame("square") == Rect(x: 0, y: 0, width: 180, height: 180))
        try tree.computeLayout(height: 200)
        #expect(tree.frame("square") == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(tree.frame("root").width == 100)
    }
}
