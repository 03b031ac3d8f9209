// CSS flexbox in plain Swift: styles, a leaf that measures itself, incremental relayout.
import FlexLayout
import Geometry

let row = FlexStyle { $0.flexDirection = .row; $0.padding = FlexEdges(8) }
let label = FlexStyle { $0.flexGrow = 1; $0.flexShrink = 1 }
let icon = FlexStyle { $0.width = 24; $0.height = 24 }

/// A leaf that sizes itself: 8 points per character on one 16-point line.
struct FixedText: FlexMeasurable {
    let characters: Int
    func measure(_ request: FlexMeasureRequest) throws -> FlexMeasurement {
        let natural = Double(characters) * 8
        let width = switch request.width {              // an Extent (the Geometry module)
        case .exactly(let length): length
        case .atMost(let length): min(natural, length)
        case .unconstrained: natural
        }
        return FlexMeasurement(size: Size(width: width, height: 16))
    }
}

var tree = try FlexTree(root: FlexNode(id: "row", style: row, children: [
    FlexNode(id: "label", style: label, content: FixedText(characters: 40)),
    FlexNode(id: "icon", style: icon),
]))
try tree.computeLayout(width: 320, scale: 3)           // nil for undefined; frames on the 1/3-point grid
if let labelNode = tree.node(withID: "label") {
    print(tree.frame(of: labelNode))                    // relative to its parent: 8, 8, 280 × 24 (stretched to the icon)
    tree.markDirty(labelNode)                           // its content changed:
    try tree.computeLayout(width: 320, scale: 3)       // only the label and its ancestors are laid out again
}
// snippet.hide
precondition(tree.frame(of: tree.node(withID: "label")!).width == 280)
