import ChatLayout
import FlexLayout
import Geometry

/// A bubble's tree laid out: its size and each named part's frame relative to the bubble's origin, in tree order.
public struct LaidOutBubble: Sendable {
    /// One part: its export name and frame.
    package struct Part: Sendable {
        /// The part's name (`body`, `time`, …).
        package var id: String
        /// Its frame relative to the bubble's origin.
        package var frame: Rect
    }

    /// The bubble's width.
    package var width: Double
    /// The bubble's height.
    public var height: Double
    /// The parts that draw something (spacers left out), in tree order.
    package var parts: [Part]

    /// Lays `tree` out (its root sizes to its content; frames are not rounded: the texts already are) and reads the
    /// frames of the root's children.
    ///
    /// A child aligned to the end (`alignSelf: flexEnd`, the time) is read from the content's right edge:
    /// `(left + content width) - width`, where Yoga computes `left + (content width - width)`. The two differ in the
    /// last bit, and the first is what the chat has always placed (and exported in `--layout-json`).
    public init(laying tree: FlexNode) throws {
        var laid = try FlexTree(root: tree)
        try laid.computeLayout(scale: 0)
        self.init(reading: laid)
    }

    /// Reads a bubble's tree laid out as ``init(laying:)`` lays it out: every node named like a part (`body`,
    /// `media.2`, `keyboard.0.1`), at its offset added to its parent's, from the root down.
    init(reading laid: FlexTree) {
        let root = laid.root
        let frame = laid.frame(of: root)
        width = frame.width
        height = frame.height
        parts = []
        let children = laid.children(of: root)
        parts.reserveCapacity(children.count)
        // The content's width: its widest child with its margins (a picture flush with the sides: its width less them).
        var contentWidth = 0.0
        for child in children where laid.style(of: child).positionType != .absolute {
            let margin = laid.margin(of: child)
            contentWidth = max(contentWidth, laid.frame(of: child).width + margin.left + margin.right)
        }
        let contentRight = laid.padding(of: root).left + contentWidth
        func collect(_ node: FlexNodeID, x: Double, y: Double) {
            var part = laid.frame(of: node)
            if laid.parent(of: node) == root && laid.style(of: node).alignSelf == .flexEnd {
                part.x = contentRight - part.width
            }
            part.x += x
            part.y += y
            let id = laid.id(of: node)
            if MessagePart(name: id) != nil { parts.append(Part(id: id, frame: part)) }
            for child in laid.children(of: node) { collect(child, x: part.x, y: part.y) }
        }
        for child in children { collect(child, x: 0, y: 0) }
    }

    /// The frame of part `id`, nil when the bubble has none.
    package func frame(of id: String) -> Rect? {
        parts.first { $0.id == id }?.frame
    }
}
