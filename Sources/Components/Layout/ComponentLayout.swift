import FlexLayout
import Foundation
import TextMeasure
import TextRender

/// A component tree laid out: FlexLayout's frames, and for every text the `TextLayout` its measurement produced —
/// exactly what ``ComponentRenderer`` draws.
///
/// Texts are prepared (shaped) once when the layout is made; ``relayout(width:height:)`` lays them out again at
/// new sizes without shaping.
///
/// ```swift
/// let measurer = try TextMeasurer()
/// var layout = try ComponentLayout(card, measurer: measurer, width: 420, scale: 3)
/// layout.frame(ofID: "title")          // FlexFrame relative to its parent, on the 1/3-point grid
/// layout.textLayout(ofID: "title")     // the lines that will be drawn
/// try layout.relayout(width: 320)      // no shaping again
/// ```
public struct ComponentLayout: Sendable {
    /// The laid-out flexbox tree (frames, padding, borders, statistics).
    public private(set) var tree: FlexTree
    /// Pixels per point the layout is rounded to.
    public let scale: Double
    /// The root's direction.
    public let direction: FlexLayoutDirection
    /// Per node, in the tree's depth-first order: what to draw.
    var items: [ComponentItem]

    /// Prepares the texts of `root` and lays it out.
    ///
    /// - Parameters:
    ///   - width: The space the root is laid out in horizontally (nil: undefined, the root takes its content's width).
    ///   - height: The space vertically (nil: undefined).
    ///   - direction: The root's direction (`ltr` or `rtl`); texts take their component's direction as base direction.
    ///   - scale: Pixels per point: frames and text sizes are rounded to this grid.
    /// - Throws: ``ComponentError`` naming the node: bad decoration values, unknown fonts, layout errors.
    public init(_ root: ComponentNode, measurer: TextMeasurer, width: Double? = nil, height: Double? = nil,
                direction: FlexLayoutDirection = .ltr, scale: Double = 1) throws(ComponentError) {
        guard scale.isFinite, scale > 0, scale <= 100 else {
            throw .layout(.invalidArgument(name: "scale", value: "\(scale)", reason: "must be a finite number in (0, 100]"))
        }
        let rootDirection: FlexLayoutDirection = direction == .rtl ? .rtl : .ltr
        var items: [ComponentItem] = []
        let flexRoot = try Self.flexNode(root, direction: rootDirection, measurer: measurer, scale: scale, items: &items)
        do {
            tree = try FlexTree(root: flexRoot)
        } catch {
            throw .layout(error)
        }
        self.items = items
        self.scale = scale
        self.direction = rootDirection
        try relayout(width: width, height: height)
    }

    /// Lays the tree out again in a new space; texts are not shaped again, and cached sizes are reused.
    ///
    /// - Throws: ``ComponentError`` for a bad size or a failing measurement.
    public mutating func relayout(width: Double? = nil, height: Double? = nil) throws(ComponentError) {
        do {
            try tree.computeLayout(width: width, height: height, direction: direction, scale: scale)
        } catch .measureFailed(let node, let reason) {
            throw .text(node: node, reason: reason)
        } catch {
            throw .layout(error)
        }
        try completeTextLayouts()
    }

    /// The root's size (points, rounded).
    public var size: FlexSize {
        let frame = tree.frame(of: tree.root)
        return FlexSize(width: frame.width, height: frame.height)
    }

    /// The frame of the node with `id`, relative to its parent; nil for an unknown id.
    public func frame(ofID id: String) -> FlexFrame? {
        tree.node(withID: id).map { tree.frame(of: $0) }
    }

    /// The frame of a node relative to the root.
    public func absoluteFrame(of node: FlexNodeID) -> FlexFrame {
        var frame = tree.frame(of: node)
        var current = tree.parent(of: node)
        while let parent = current {
            let parentFrame = tree.frame(of: parent)
            frame.left += parentFrame.left
            frame.top += parentFrame.top
            current = tree.parent(of: parent)
        }
        frame.left -= tree.frame(of: tree.root).left
        frame.top -= tree.frame(of: tree.root).top
        return frame
    }

    /// The text layout the text component `id` is drawn with: the one its measurement produced.
    public func textLayout(ofID id: String) -> TextLayout? {
        tree.node(withID: id).flatMap { textLayout(of: $0) }
    }

    func textLayout(of node: FlexNodeID) -> TextLayout? {
        TextLeaf.layout(of: tree.measuredContent(of: node)) ?? items[node.index].exactTextLayout
    }

    /// A text whose size needed no measuring (both dimensions exact) is laid out at its content box, so every text
    /// has the layout that matches its frame.
    private mutating func completeTextLayouts() throws(ComponentError) {
        for node in tree.nodes {
            guard case .text = items[node.index].kind else { continue }
            guard tree.measuredContent(of: node) == nil, let leaf = tree.content(of: node) as? TextLeaf else {
                items[node.index].exactTextLayout = nil
                continue
            }
            let frame = tree.unroundedFrame(of: node)
            let padding = tree.padding(of: node), border = tree.border(of: node)
            let width = max(0, frame.width - padding.left - padding.right - border.left - border.right)
            let height = max(0, frame.height - padding.top - padding.bottom - border.top - border.bottom)
            do {
                items[node.index].exactTextLayout = try leaf.prepared.layout(width: width, widthMode: .exactly,
                                                                             height: height, heightMode: .exactly)
            } catch {
                throw .text(node: tree.id(of: node), reason: "\(error)")
            }
        }
    }

    /// The FlexLayout node of a component (and its subtree), collecting what to draw in depth-first order.
    private static func flexNode(_ node: ComponentNode, direction parentDirection: FlexLayoutDirection,
                                 measurer: TextMeasurer, scale: Double,
                                 items: inout [ComponentItem]) throws(ComponentError) -> FlexNode {
        let decoration = node.decoration
        guard decoration.opacity.isFinite, decoration.opacity >= 0, decoration.opacity <= 1 else {
            throw .invalidNode(node: node.id, key: "opacity", reason: "\(decoration.opacity) must be a number in 0…1")
        }
        let direction = node.style.direction == .inherit ? parentDirection : node.style.direction
        switch node.content {
        case .box(let children):
            items.append(ComponentItem(decoration: decoration, kind: .box, direction: direction))
            var flexChildren: [FlexNode] = []
            flexChildren.reserveCapacity(children.count)
            for child in children {
                flexChildren.append(try flexNode(child, direction: direction, measurer: measurer, scale: scale, items: &items))
            }
            return FlexNode(id: node.id, style: node.style, children: flexChildren)
        case .text(let content):
            var paragraph = content.paragraphStyle
            paragraph.baseWritingDirection = direction == .rtl ? .rightToLeft : .leftToRight
            let prepared: PreparedText
            do {
                prepared = try measurer.prepare(content.text, paragraphStyle: paragraph, options: MeasureOptions(scale: scale))
            } catch {
                throw .text(node: node.id, reason: "\(error)")
            }
            items.append(ComponentItem(decoration: decoration, kind: .text(content.paints), direction: direction))
            return FlexNode(id: node.id, style: node.style, content: TextLeaf(prepared))
        case .image(let content):
            items.append(ComponentItem(decoration: decoration, kind: .image(content), direction: direction))
            let natural = content.naturalSize
            return FlexNode(id: node.id, style: node.style,
                            content: ImageLeaf(naturalWidth: natural.width, naturalHeight: natural.height))
        }
    }
}

/// What one laid-out component draws.
struct ComponentItem: Sendable {
    enum Kind: Sendable {
        case box
        case text([TextPaint])
        case image(ImageContent)
    }

    var decoration: BoxDecoration
    var kind: Kind
    /// The component's direction (its texts' base direction; `start` / `end` border colours follow it).
    var direction: FlexLayoutDirection
    /// The layout of a text sized without measuring (both dimensions exact).
    var exactTextLayout: TextLayout?
}
