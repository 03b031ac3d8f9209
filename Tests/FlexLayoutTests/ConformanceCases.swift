import FlexLayout
import Foundation
import Geometry

/// The conformance cases in `Fixtures/yoga-f6206ec/cases.json` (see its PROVENANCE.md): a tree of nodes with
/// Yoga-named styles and, per node, the browser's frame for an LTR and an RTL root.
struct ConformanceCase: Sendable {
    struct Node: Sendable {
        var id: String
        var style: FlexStyle
        var measureText: String?
        var children: [Node]
        var ltr: Rect
        var rtl: Rect
    }

    var name: String
    var yogaSkipped: Bool
    var availableWidth: Double?
    var availableHeight: Double?
    var root: Node

    /// Every case of the fixture.
    static let all: [ConformanceCase] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/yoga-f6206ec/cases.json")
        do {
            let objects = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]] ?? []
            return try objects.map(ConformanceCase.init)
        } catch {
            fatalError("the conformance fixture must load: \(error)")
        }
    }()

    init(_ object: [String: Any]) throws {
        name = object["name"] as? String ?? "?"
        yogaSkipped = object["yogaSkipped"] as? Bool ?? false
        availableWidth = object["availableWidth"] as? Double
        availableHeight = object["availableHeight"] as? Double
        root = try Self.node(object["root"] as? [String: Any] ?? [:])
    }

    private static func node(_ object: [String: Any]) throws -> Node {
        let layout = object["layout"] as? [String: [String: Double]] ?? [:]
        func frame(_ key: String) -> Rect {
            let f = layout[key] ?? [:]
            return Rect(x: f["left"] ?? .nan, y: f["top"] ?? .nan, width: f["width"] ?? .nan, height: f["height"] ?? .nan)
        }
        let measure = object["measure"] as? [String: Any]
        let id = object["id"] as? String ?? "?"
        return Node(id: id, style: try FlexStyle(json: FixtureJSON.style(object["style"]), node: id),
                    measureText: measure?["text"] as? String,
                    children: try (object["children"] as? [[String: Any]] ?? []).map(node),
                    ltr: frame("ltr"), rtl: frame("rtl"))
    }

    /// The case's tree for FlexLayout (measured nodes get Yoga's test measure function).
    func flexNode() throws -> FlexNode {
        func convert(_ node: Node) throws -> FlexNode {
            let style = node.style
            if let text = node.measureText {
                return FlexNode(id: node.id, style: style, content: YogaTestMeasure(text: text, isColumn: style.flexDirection == .column))
            }
            return FlexNode(id: node.id, style: style, children: try node.children.map(convert))
        }
        return try convert(root)
    }

    /// Every node with its expected frames, depth first.
    var expectedFrames: [(id: String, ltr: Rect, rtl: Rect)] {
        var result: [(String, Rect, Rect)] = []
        func walk(_ node: Node) {
            result.append((node.id, node.ltr, node.rtl))
            node.children.forEach(walk)
        }
        walk(root)
        return result
    }

    /// The nodes whose laid-out frame differs from the browser's by more than 0.01 pt in `direction` (laid out in
    /// `conformance`), with both frames.
    func mismatches(direction: FlexLayoutDirection, conformance: FlexConformance = .yoga) throws -> [String] {
        var tree = try FlexTree(root: flexNode(), conformance: conformance)
        // The fixtures' roots are absolutely positioned in a zero-width containing block: an auto width is the
        // root's min-content width.
        try tree.computeLayout(width: availableWidth, height: availableHeight, direction: direction,
                               intrinsicWidth: .minContent)
        return expectedFrames.compactMap { id, ltr, rtl in
            let expected = direction == .rtl ? rtl : ltr
            guard let node = tree.node(withID: id) else { return "\(id): missing" }
            let actual = tree.frame(of: node)
            let close = abs(actual.x - expected.x) <= 0.01 && abs(actual.y - expected.y) <= 0.01
                && abs(actual.width - expected.width) <= 0.01 && abs(actual.height - expected.height) <= 0.01
            return close ? nil : "\(id): \(actual) expected \(expected)"
        }
    }
}
