import ChatLayout
import FlexLayout
import Foundation

/// A part template with a closed form: the frames FlexLayout gives its tree, computed directly. The composer runs the
/// closed form (a long chat estimates thousands of quotes and file cards: laying each tree out costs microseconds);
/// the `part-templates` fuzz target holds it equal to ``PartTemplate`` laying the tree out, bit for bit.
package protocol ClosedFormTemplate {
    /// The tree: the specification.
    var tree: FlexNode { get }
    /// The root's size.
    var size: CGSize { get }
    /// Appends the named nodes below the root to `parts`, with the root's top-left corner at `origin`, in tree order:
    /// what ``LaidOutPartTemplate/parts(at:)`` gives (each node's offset added to its parent's, from the origin down).
    func appendParts(at origin: CGPoint, to parts: inout [PlacedPart])
}

extension ClosedFormTemplate {
    /// The named nodes below the root, with the root's top-left corner at `origin`, in tree order.
    package func parts(at origin: CGPoint) -> [PlacedPart] {
        var parts: [PlacedPart] = []
        appendParts(at: origin, to: &parts)
        return parts
    }

    /// The tree laid out by FlexLayout (the reference of the closed form).
    package func laidOut() throws -> LaidOutPartTemplate {
        try PartTemplate(tree: tree).layOut(maxWidth: nil)
    }
}

extension BubbleBuilder {
    /// Places a part by its template's closed form below the last part: its frame, its named nodes added to the
    /// bubble's parts.
    mutating func place(_ template: some ClosedFormTemplate) -> CGRect {
        let size = template.size
        let frame = place(width: size.width, height: size.height, node: template.tree, sizesItself: true)
        template.appendParts(at: frame.origin, to: &content.templateParts)
        return frame
    }
}
