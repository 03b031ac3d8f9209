import ChatLayout
import FlexLayout
import Foundation

/// A part of a bubble written as a flex tree (a reply quote, a file card, a contact card): the nodes whose ids are
/// parts' export names (`quote.text`, ``MessagePart/Kind``'s raw values) are the parts; the other nodes only arrange
/// them. Its leaves are the texts as the sizing measured them (``leaf(_:_:)``) and boxes of fixed size.
///
/// A new part of this kind costs its template (the tree), its export names and its painter; the builder places the
/// laid-out tree below the bubble's last part (``BubbleBuilder/place(_:maxWidth:)``) and the painter draws every
/// named node where the tree put it.
package struct PartTemplate {
    /// The tree.
    package var tree: FlexNode

    /// A template of `tree`.
    package init(tree: FlexNode) { self.tree = tree }

    /// A text leaf named `kind`, of the size the sizing measured.
    package static func leaf(_ kind: MessagePart.Kind, _ box: TextBox) -> FlexNode {
        FlexNode(id: kind.rawValue, content: BubbleText(width: Double(box.width), height: Double(box.height),
                                                       lastLineRight: Double(box.lastLineWidth), lineCount: box.lineCount))
    }

    /// The width FlexLayout gives a text leaf stretched across `inside`: `inside`, unless the text was measured within
    /// 0.0001 of it — then it keeps its measurement, as Yoga's layout cache does (the widest text of a stretched stack).
    static func stretched(_ width: CGFloat, across inside: CGFloat) -> CGFloat {
        abs(width - inside) < 0.0001 ? width : inside
    }

    /// The tree laid out, its root sized to its content and at most `maxWidth` wide when given (frames unrounded:
    /// its texts already are).
    package func layOut(maxWidth: CGFloat?) throws -> LaidOutPartTemplate {
        var laid = try FlexTree(root: root(maxWidth: maxWidth))
        try laid.computeLayout(scale: 0)
        return LaidOutPartTemplate(tree: laid)
    }
}

extension PartTemplate {
    /// The tree with its root at most `maxWidth` wide when given.
    func root(maxWidth: CGFloat?) -> FlexNode {
        var root = tree
        if let maxWidth { root.style.maxWidth = .points(Double(maxWidth)) }
        return root
    }
}

/// A ``PartTemplate`` laid out: its size, and its named nodes wherever it is placed.
package struct LaidOutPartTemplate {
    let tree: FlexTree

    /// The root's size.
    package var size: CGSize {
        let frame = tree.frame(of: tree.root)
        return CGSize(width: frame.width, height: frame.height)
    }

    /// Every named node below the root (the root is the placed frame itself), with its frame when the root's top-left
    /// corner is at `origin`, in tree order.
    package func parts(at origin: CGPoint) -> [PlacedPart] {
        var parts: [PlacedPart] = []
        func collect(_ node: FlexNodeID, x: Double, y: Double) {
            let frame = tree.frame(of: node)
            let left = x + frame.x, top = y + frame.y
            if node != tree.root, let kind = MessagePart.Kind(rawValue: tree.id(of: node)) {
                parts.append(PlacedPart(MessagePart(kind), CGRect(x: left, y: top, width: frame.width, height: frame.height)))
            }
            for child in tree.children(of: node) { collect(child, x: left, y: top) }
        }
        let root = tree.frame(of: tree.root)
        collect(tree.root, x: Double(origin.x) - root.x, y: Double(origin.y) - root.y)
        return parts
    }
}

extension BubbleBuilder {
    /// Places a part's template below the last part, at most `maxWidth` wide when given (else at its content's size):
    /// its frame, its named nodes added to the bubble's parts.
    mutating func place(_ template: PartTemplate, maxWidth: CGFloat? = nil) throws -> CGRect {
        let laid = try template.layOut(maxWidth: maxWidth)
        let frame = place(width: laid.size.width, height: laid.size.height, node: template.root(maxWidth: maxWidth),
                          sizesItself: true)
        content.templateParts += laid.parts(at: frame.origin)
        return frame
    }
}
