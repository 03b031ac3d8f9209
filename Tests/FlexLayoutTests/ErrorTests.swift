import FlexLayout
import JSON
import Foundation
import Testing
import Geometry

/// Bad input is a typed error naming the node and the property, never a crash.
@Suite struct ErrorTests {
    @Test func badStyleValuesNameTheNodeAndProperty() {
        #expect(throws: FlexLayoutError.invalidStyle(node: "card", property: "width", value: "nan", reason: "must be a finite number")) {
            try FlexTree(root: FlexNode(id: "card", style: FlexStyle { $0.width = .points(.nan) }))
        }
        #expect(throws: FlexLayoutError.invalidStyle(node: "x", property: "padding.left", value: "-1.0", reason: "must not be negative")) {
            try FlexTree(root: FlexNode(id: "r", children: [FlexNode(id: "x", style: FlexStyle { $0.padding.left = -1 })]))
        }
        #expect(throws: FlexLayoutError.invalidStyle(node: "r", property: "padding.all", value: "auto", reason: "cannot be auto")) {
            try FlexTree(root: FlexNode(id: "r", style: FlexStyle { $0.padding.all = .auto }))
        }
        #expect(throws: FlexLayoutError.invalidStyle(node: "r", property: "flexGrow", value: "-2.0", reason: "must not be negative")) {
            try FlexTree(root: FlexNode(id: "r", style: FlexStyle { $0.flexGrow = -2 }))
        }
        #expect(throws: FlexLayoutError.invalidStyle(node: "r", property: "border.top", value: "10.0%", reason: "must be in points")) {
            try FlexTree(root: FlexNode(id: "r", style: FlexStyle { $0.border.top = .percent(10) }))
        }
    }

    @Test func treeShapeErrors() {
        #expect(throws: FlexLayoutError.duplicateNodeID("a")) {
            try FlexTree(root: FlexNode(id: "r", children: [FlexNode(id: "a"), FlexNode(id: "a")]))
        }
        var leaf = FlexNode(id: "leaf", content: BlockText(naturalWidth: 10))
        leaf.children = [FlexNode(id: "child")]
        #expect(throws: FlexLayoutError.contentWithChildren(node: "leaf")) { try FlexTree(root: leaf) }
        var deep = FlexNode(id: "n0")
        for level in 1...300 { deep = FlexNode(id: "n\(level)", children: [deep]) }
        #expect(throws: FlexLayoutError.tooDeep(node: "n44", limit: 256)) { try FlexTree(root: deep) }
    }

    @Test func badMeasurementsNameTheNode() throws {
        for size in [Size(width: .nan, height: 1), Size(width: 1, height: -1), Size(width: .infinity, height: 1)] {
            var tree = try FlexTree(root: FlexNode(id: "r", children: [FlexNode(id: "text", content: FixedAnswer(size: size))]))
            do {
                try tree.computeLayout()
                Issue.record("expected an error for \(size)")
            } catch FlexLayoutError.invalidMeasurement(let node, let width, let height) {
                #expect(node == "text")
                #expect(width.isNaN ? size.width.isNaN : width == size.width)
                #expect(height == size.height)
            }
        }
        var failing = try FlexTree(root: FlexNode(id: "r", children: [FlexNode(id: "text", content: FailingMeasure())]))
        #expect(throws: FlexLayoutError.measureFailed(node: "text", reason: "no font")) { try failing.computeLayout() }
    }

    @Test func badLayoutArguments() throws {
        var tree = try FlexTree(root: FlexNode(id: "r"))
        #expect(throws: FlexLayoutError.self) { try tree.computeLayout(width: .nan) }
        #expect(throws: FlexLayoutError.self) { try tree.computeLayout(height: -1) }
        #expect(throws: FlexLayoutError.self) { try tree.computeLayout(scale: .infinity) }
        // After an error the tree still lays out.
        try tree.computeLayout(width: 10, height: 10)
        #expect(tree.frame("r") == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func jsonStyleErrorsNameTheKey() throws {
        #expect(throws: FlexLayoutError.self) { try FlexStyle(json: ["colour": .string("red")], node: "n") }
        do {
            _ = try FlexStyle(json: ["width": .string("wide")], node: "title")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("node \"title\": width \"wide\""))
        }
        #expect(throws: FlexLayoutError.self) { try FlexStyle(json: ["margin": .object(["middle": .number(3)])], node: "n") }
        #expect(throws: FlexLayoutError.self) { try FlexStyle(json: ["flexGrow": .bool(true)], node: "n") }
        let style = try FlexStyle(json: ["width": .string("50%"), "margin": .object(["start": .string("auto"), "vertical": .number(4)]),
                                           "gap": .number(8), "flex": .number(1)], node: "n")
        #expect(style.width == .percent(50))
        #expect(style.margin.start == .auto && style.margin.vertical == .points(4))
        #expect(style.gap.all == .points(8))
        #expect(style.flex == 1)
    }
}
