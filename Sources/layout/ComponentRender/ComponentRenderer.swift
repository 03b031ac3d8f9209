import Components
import FlexLayout
import Foundation
import Raster
import TextMeasure
import TextRender

/// Draws a `ComponentLayout` (Components) onto a `Canvas` or into an image: backgrounds, the very text layouts the layout
/// measured, images, borders, with group opacity and clipping to rounded boxes. Positions come from the layout,
/// so an RTL layout draws mirrored as CSS mirrors it (texts and pictures themselves are not flipped).
///
/// A renderer borrows its thread's `RasterContext` (FreeType state), so it is used on that thread.
///
/// ```swift
/// let renderer = ComponentRenderer(context: try RasterContext())
/// let image = try renderer.render(layout, background: .white)       // root size × scale pixels
/// try PNGEncoder().write(image, to: "card.png")
/// ```
public struct ComponentRenderer {
    /// The FreeType state and glyph cache drawing uses.
    public let context: RasterContext

    /// A renderer drawing with `context`.
    public init(context: RasterContext) {
        self.context = context
    }

    /// An image of the layout's root (its rounded size times the layout's scale, in pixels) on `background`.
    ///
    /// - Throws: `ComponentError.drawing(node:reason:)`, or a `RasterError` for an image too large to allocate.
    public func render(_ layout: ComponentLayout, background: Color = .clear) throws -> Image {
        let size = layout.size
        // A size beyond any pixel budget saturates (the canvas then refuses it) rather than trapping in the conversion.
        func pixels(_ points: Double) -> Int {
            let value = (points * layout.scale).rounded(.up)
            return value.isFinite && value < 1e15 ? max(0, Int(value)) : .max
        }
        let width = pixels(size.width), height = pixels(size.height)
        var canvas = try Canvas(width: max(width, 1), height: max(height, 1), scale: layout.scale, background: background,
                                context: context)
        try draw(layout, on: &canvas)
        return canvas.image
    }

    /// Draws the layout onto `canvas` with the root's top-left corner at `origin` (points).
    public func draw(_ layout: ComponentLayout, on canvas: inout Canvas, at origin: CGPoint = .zero) throws {
        let rootFrame = layout.tree.frame(of: layout.tree.root)
        try drawNode(layout.tree.root, in: layout, on: &canvas,
                     parentOrigin: CGPoint(x: origin.x - rootFrame.x, y: origin.y - rootFrame.y))
    }

    /// Draws one component and its subtree; `parentOrigin` is its parent's top-left corner on the canvas.
    private func drawNode(_ node: FlexNodeID, in layout: ComponentLayout, on canvas: inout Canvas,
                          parentOrigin: CGPoint) throws {
        let tree = layout.tree
        let item = layout.items[node.index]
        guard tree.style(of: node).display != .none else { return }
        let frame = tree.frame(of: node)
        let box = CGRect(x: parentOrigin.x + frame.x, y: parentOrigin.y + frame.y, width: frame.width, height: frame.height)
        let decoration = item.decoration
        guard decoration.opacity > 0 else { return }
        if decoration.opacity < 1 {
            var group = try canvas.makeLayer()
            try paintNode(node, item: item, box: box, in: layout, on: &group)
            try canvas.composite(group.image, opacity: decoration.opacity)
        } else {
            try paintNode(node, item: item, box: box, in: layout, on: &canvas)
        }
    }

    /// Background, content, children (clipped if asked), then the border on top.
    private func paintNode(_ node: FlexNodeID, item: ComponentItem, box: CGRect, in layout: ComponentLayout,
                           on canvas: inout Canvas) throws {
        let tree = layout.tree
        let painter = BoxPainter(box: box, corners: item.decoration.corners, border: tree.border(of: node))
        do {
            if let background = item.decoration.background { try painter.fillBackground(background, on: &canvas) }
            let content = painter.contentBox(padding: tree.padding(of: node))
            switch item.kind {
            case .box:
                break
            case .text(let colors):
                if let text = layout.textLayout(of: node), !colors.isEmpty {
                    try canvas.draw(text, at: content.origin, paints: colors.map { TextPaint(color: $0) })
                }
            case .image(let image):
                try ImagePainter(content: image, box: content, corners: painter.contentCorners(padding: tree.padding(of: node)))
                    .draw(on: &canvas)
            }
        } catch {
            throw ComponentError.drawing(node: tree.id(of: node), reason: "\(error)")
        }
        let children = tree.children(of: node)
        if !children.isEmpty {
            if item.decoration.clipsContent {
                var group = try canvas.makeLayer()
                for child in children { try drawNode(child, in: layout, on: &group, parentOrigin: box.origin) }
                try canvas.composite(group.image, clippedTo: painter.outline)
            } else {
                for child in children { try drawNode(child, in: layout, on: &canvas, parentOrigin: box.origin) }
            }
        }
        if let colors = item.decoration.borderColors {
            do {
                try painter.strokeBorder(colors.resolved(rightToLeft: item.direction == .rtl), on: &canvas)
            } catch {
                throw ComponentError.drawing(node: tree.id(of: node), reason: "\(error)")
            }
        }
    }
}
