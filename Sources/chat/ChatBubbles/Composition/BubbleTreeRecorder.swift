import ChatLayout
import FlexLayout
import Foundation
import Geometry

/// A bubble's flex tree, written down as a ``BubbleBuilder`` places its parts: the builder's arithmetic is the tree's
/// closed form, and this tree its specification (`BubbleComposer.tree(for:)`; `BubbleTreeCorpusTests` and the
/// `bubble-tree` fuzz target hold FlexLayout laying it out equal to the builder's frames, bit for bit, through
/// `BubbleSizing.bubbleTreeDifferences(for:in:timeZone:)`). Nothing is recorded when the engine lays a chat out.
///
/// ```
/// bubble (column, items at the start; the bubble's side paddings; no top or bottom padding)
/// ├─ gap         (the top padding, the part spacing, or the top padding after a picture: nodes of their own,
/// │               so FlexLayout sums them in the builder's order, ((top + a) + spacing) + b)
/// ├─ author      (a text leaf, or a part template's tree, of the size the builder gave it)
/// ├─ media block (flush with the bubble's sides: negative side margins; its tiles and ring absolute inside)
/// ├─ room        (zero-height nodes as wide as what widens the content: a keyboard, a time after the last line)
/// ├─ time        (on its own line or raised onto the last one at the content's right; over a picture, on a pill
/// │               or centred on reaction pills at the place the chat computes: absolute)
/// ├─ gap         (the bottom padding, unless a picture ends the bubble)
/// └─ keyboard.R.C (absolute, under the bubble)
/// ```
struct BubbleTreeRecorder {
    private(set) var children: [FlexNode] = []

    /// Space along the column (`height` points).
    mutating func gap(_ height: CGFloat) {
        var style = FlexStyle()
        style.height = .points(Double(height))
        children.append(FlexNode(id: "column.gap.\(children.count)", style: style))
    }

    /// A part the builder gave `size`, in the column; `flush` pulls it out to the bubble's sides by `padding`. A part
    /// template's tree (`sizesItself`) keeps its own sizing: laid out in the column it takes the size the builder gave
    /// it (a size forced on it would be the same number, but its insides would be summed from it, not from them).
    mutating func box(_ node: FlexNode, _ size: CGSize, flush padding: Insets? = nil, sizesItself: Bool = false) {
        // A tree's helper nodes are named within their template ("gap.1" in a card and in a link preview): in the
        // bubble's tree they are named after their place in the column, so that every id is the bubble's own.
        var node = Self.prefixingHelpers(of: node, with: "column.\(children.count)")
        if !sizesItself {
            node.style.width = .points(Double(size.width))
            node.style.height = .points(Double(size.height))
        }
        node.style.flexShrink = 0
        if let padding {
            node.style.margin.left = .points(-padding.left)
            node.style.margin.right = .points(-padding.right)
        }
        children.append(node)
    }

    /// `node` with every id that is not a part's name (`gap.1`, `contact.texts`) prefixed by `prefix`.
    private static func prefixingHelpers(of node: FlexNode, with prefix: String) -> FlexNode {
        var node = node
        if MessagePart(name: node.id) == nil { node.id = prefix + "." + node.id }
        node.children = node.children.map { prefixingHelpers(of: $0, with: prefix) }
        return node
    }

    /// A zero-height node `width` wide: the content is at least that wide.
    mutating func room(_ width: CGFloat) {
        var style = FlexStyle()
        style.width = .points(Double(width))
        style.height = .points(0)
        children.append(FlexNode(id: "column.room.\(children.count)", style: style))
    }

    /// The time at the content's right, `size`, raised by its height onto the last line when `raised`.
    mutating func trailing(_ node: FlexNode, _ size: CGSize, raised: Bool) {
        var node = node
        node.style.width = .points(Double(size.width))
        node.style.height = .points(Double(size.height))
        node.style.alignSelf = .flexEnd
        if raised { node.style.margin.top = .points(-Double(size.height)) }
        children.append(node)
    }

    /// `node` at `frame`, in its parent's coordinates, out of the flow.
    static func absolute(_ node: FlexNode, _ frame: CGRect) -> FlexNode {
        var node = node
        node.style.positionType = .absolute
        node.style.position.left = .points(Double(frame.minX))
        node.style.position.top = .points(Double(frame.minY))
        node.style.width = .points(Double(frame.width))
        node.style.height = .points(Double(frame.height))
        return node
    }

    mutating func absolute(_ node: FlexNode, _ frame: CGRect) {
        children.append(Self.absolute(node, frame))
    }

    /// An unnamed block holding `parts` at their frames relative to the block's origin.
    static func block(_ id: String, _ parts: [(MessagePart, CGRect)]) -> FlexNode {
        FlexNode(id: id, children: parts.map { absolute(FlexNode(id: $0.0.description), $0.1) })
    }

    /// The bubble's tree: the recorded column with the bubble's side paddings.
    func tree(sidePadding: Insets) -> FlexNode {
        var column = FlexStyle()
        column.alignItems = .flexStart
        column.padding.left = .points(sidePadding.left)
        column.padding.right = .points(sidePadding.right)
        return FlexNode(id: "bubble", style: column, children: children)
    }
}
