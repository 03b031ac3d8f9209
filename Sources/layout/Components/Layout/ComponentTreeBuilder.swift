import FlexLayout
import TextMeasure

/// Turns a component tree into FlexLayout nodes, collecting in depth-first order (the order of `FlexTree`'s nodes)
/// what each component draws and which texts are still to be prepared.
struct ComponentTreeBuilder {
    /// Per node, in depth-first order.
    var items: [ComponentItem] = []
    /// The text components, by depth-first index.
    var texts: [PendingText] = []

    /// The FlexLayout node of `node` and its subtree. Texts get their content when they are prepared.
    mutating func flexNode(_ node: ComponentNode, direction parentDirection: FlexLayoutDirection) throws(ComponentError) -> FlexNode {
        let opacity = node.decoration.opacity
        guard opacity.isFinite, opacity >= 0, opacity <= 1 else {
            throw .invalidValue(path: "opacity", node: node.id, reason: "\(opacity) must be a number in 0…1")
        }
        let direction = node.style.direction == .inherit ? parentDirection : node.style.direction
        switch node.content {
        case .box(let children):
            items.append(ComponentItem(decoration: node.decoration, kind: .box, direction: direction))
            var flexChildren: [FlexNode] = []
            flexChildren.reserveCapacity(children.count)
            // By index: `for child in` copies every component (styles are large).
            for position in children.indices {
                flexChildren.append(try flexNode(children[position], direction: direction))
            }
            return FlexNode(id: node.id, style: node.style, children: flexChildren)
        case .text(let content):
            var paragraph = content.paragraphStyle
            paragraph.baseWritingDirection = direction == .rtl ? .rightToLeft : .leftToRight
            texts.append(PendingText(node: items.count, content: content, paragraphStyle: paragraph))
            items.append(ComponentItem(decoration: node.decoration, kind: .text(content.colors), direction: direction))
            return FlexNode(id: node.id, style: node.style)
        case .image(let content):
            items.append(ComponentItem(decoration: node.decoration, kind: .image(content), direction: direction))
            let natural = content.naturalSize
            return FlexNode(id: node.id, style: node.style,
                            content: ImageLeaf(naturalWidth: natural.width, naturalHeight: natural.height))
        }
    }
}

/// A text component whose text is not prepared yet.
struct PendingText: Sendable {
    /// The node's depth-first index.
    var node: Int
    var content: TextContent
    /// The paragraph style with the component's direction as base direction.
    var paragraphStyle: ParagraphStyle
}
