import ChatLayout
import FlexLayout
import Foundation

/// A part of a bubble written as a flex tree (a contact card): the nodes whose ids are parts' export names
/// (`contact.name`, ``MessagePart/Kind``'s raw values) are the parts; the other nodes only arrange them.
///
/// A new part of this kind costs its template (the tree), its export names and its painter; the composer places
/// the laid-out tree like any other part.
struct PartTemplate {
    /// The tree.
    var tree: FlexNode

    /// The tree laid out at most `width` wide (its root sizes to its content; frames unrounded: its texts already
    /// are): its size, and each part's frame relative to `origin`, in tree order.
    func layOut(width: CGFloat, at origin: CGPoint) throws -> (size: CGSize, parts: [PlacedPart]) {
        var root = tree
        root.style.maxWidth = .points(Double(width))
        var laid = try FlexTree(root: root)
        try laid.computeLayout(scale: 0)
        var parts: [PlacedPart] = []
        func collect(_ node: FlexNodeID, x: Double, y: Double) {
            let frame = laid.frame(of: node)
            let left = x + frame.left, top = y + frame.top
            if let kind = MessagePart.Kind(rawValue: laid.id(of: node)) {
                parts.append(PlacedPart(MessagePart(kind), CGRect(frame).offsetBy(dx: x, dy: y)))
            }
            for child in laid.children(of: node) { collect(child, x: left, y: top) }
        }
        let frame = laid.frame(of: laid.root)
        collect(laid.root, x: origin.x - frame.left, y: origin.y - frame.top)
        return (CGSize(width: frame.width, height: frame.height), parts)
    }
}
